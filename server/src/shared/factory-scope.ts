/**
 * Factory scoping (docs/architecture.md §3: "data is scoped to the factories the user is bound to (admin: all), also
 * for objects fetched by id"). Routes take the scope from the request; repositories turn it into SQL.
 */
import type { FastifyRequest } from 'fastify';
import { principalOf } from './principal';

export type FactoryScope = number[] | 'all';

export function factoryScope(request: FastifyRequest): FactoryScope {
  return principalOf(request).factoryIds;
}

export function inScope(scope: FactoryScope, factoryId: number | null | undefined): boolean {
  return scope === 'all' || (factoryId != null && scope.includes(factoryId));
}

/**
 * SQL condition limiting `column` to the scope. Appends its parameter to `params` and returns the
 * condition, e.g. `WHERE ${scopeCondition(scope, 'w.factory_id', params)}`.
 */
export function scopeCondition(scope: FactoryScope, column: string, params: unknown[]): string {
  if (scope === 'all') return 'TRUE';
  params.push(scope);
  return `${column} = ANY($${params.length}::int[])`;
}
