/**
 * The repository filter of a work-order list query, shared by the lists (query-routes.ts) and their exports
 * (export-routes.ts), so that an export reads exactly the rows its page lists.
 */
import type { FastifyRequest } from 'fastify';
import { WO_STATUS, type WoAnyKindListQuery } from '../../../../contract/work-order/schemas';
import { badInput } from '../../errors';
import { factoryScope, type factoryGate } from '../../shared/factory-scope';
import { principalOf } from '../../shared/principal';
import type { OrderFilter } from './query-repository';

export const ALL_STATUSES: readonly number[] = Object.values(WO_STATUS);
export const ACCEPT_STATUSES: readonly number[] = [WO_STATUS.ACCEPT_DISPATCH, WO_STATUS.ACCEPTING];

/**
 * The repository filter of a list query (or of an export's body, `source` naming where the fields came from); a status
 * the machine does not have is bad input. `now`: the server clock's time, which `overdue` is judged at.
 */
export async function orderFilter(
  gate: ReturnType<typeof factoryGate>,
  request: FastifyRequest,
  query: WoAnyKindListQuery,
  defaults: readonly number[],
  source: 'querystring' | 'body',
  now: Date,
): Promise<OrderFilter> {
  if (query.factoryId !== undefined) await gate(request, query.factoryId);
  const statuses = query.status ?? defaults;
  if (statuses.some((s) => !ALL_STATUSES.includes(s))) {
    throw badInput(`${source}/status`, `must be one of ${ALL_STATUSES.join(', ')}`);
  }
  return {
    scope: factoryScope(request),
    kind: query.kind,
    factoryId: query.factoryId,
    taskNo: query.taskNo,
    deviceName: query.deviceName,
    statuses,
    mineOf: query.mine ? principalOf(request).userId : undefined,
    myOrdersOf: query.myOrders ? principalOf(request).userId : undefined,
    overdueAt: query.overdue ? now : undefined,
    beginTime: query.beginTime,
    endTime: query.endTime,
  };
}
