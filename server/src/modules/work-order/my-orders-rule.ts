/**
 * Which orders are a user's own, as SQL: the one place the rule is written for the server, so that home's 我的工单
 * figures and the work-order lists' `myOrders` filter count the same set (docs/requirements.md §2 "Home"). An order is
 * the user's while it is not closed and the user executes it or accepts it, whatever step it waits for.
 */
import { WO_STATUS } from '../../../../contract/work-order';

/** The condition that the order row `alias` (a table alias) is `userId`'s own; appends its parameters to `params`. */
export function myOrdersCondition(alias: string, userId: number, params: unknown[]): string {
  params.push(userId, WO_STATUS.CLOSED);
  const me = `$${params.length - 1}`;
  return `((${alias}.exec_by = ${me} OR ${alias}.accept_by = ${me}) AND ${alias}.status <> $${params.length})`;
}
