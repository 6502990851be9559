/**
 * Factory scoping (docs/architecture.md §3: "data is scoped to the factories the user is bound to (admin: all), also
 * for objects fetched by id"). Routes take the scope from the request; repositories turn it into SQL.
 */
import type { FastifyRequest } from 'fastify';
import { MESSAGE_MSG } from '../../../contract/message/schemas';
import { forbidden, notFound } from '../errors';
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

/** What the gate needs to know about factories (UserFactoryRepository has it). */
export interface FactoryLookup {
  /** the ids among `ids` that are factories */
  factoriesAmong(ids: number[]): Promise<number[]>;
}

/**
 * The gate of a route naming a factory (a path or query `factoryId`), docs/architecture.md §3 "Errors":
 * 404 工厂不存在 when the id is no factory, 403 没有权限访问该工厂 when it lies outside the caller's scope.
 */
export function factoryGate(
  factories: FactoryLookup,
): (request: FastifyRequest, factoryId: number) => Promise<void> {
  return (request, factoryId) => requireFactory(factories, factoryScope(request), factoryId);
}

/** The same gate for a service that holds the caller's scope (a factory named in a body, inside a transaction). */
export async function requireFactory(
  factories: FactoryLookup,
  scope: FactoryScope,
  factoryId: number,
): Promise<void> {
  if ((await factories.factoriesAmong([factoryId])).length === 0) throw notFound(MESSAGE_MSG.NOT_A_FACTORY);
  if (!inScope(scope, factoryId)) throw forbidden(MESSAGE_MSG.OUT_OF_SCOPE);
}

/**
 * The factories a route reads: the caller's scope, or only `factoryId` when one is named, after the gate (a route whose
 * `factoryId` query narrows its figures: the internal screen, home).
 */
export async function scopeOrFactory(
  request: FastifyRequest,
  gate: (request: FastifyRequest, factoryId: number) => Promise<void>,
  factoryId: number | undefined,
): Promise<FactoryScope> {
  if (factoryId === undefined) return factoryScope(request);
  await gate(request, factoryId);
  return [factoryId];
}
