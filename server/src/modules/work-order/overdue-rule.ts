/**
 * When an order is overdue, as SQL: the one place the rule is written for the server (home's figures and the internal
 * screen's both use it). It is an interim rule (docs/requirements.md §2 "Home", docs/architecture.md §3 "Big screens and
 * the process page"): orders carry no due time yet, so an order is overdue while it is not yet handled
 * (`OVERDUE_STATUSES`: waiting for dispatch, or with its executor) and its planned execution time `exec_time` has
 * passed; an order without a planned time is never overdue. When orders get a priority and a due time, this is what
 * changes.
 */
import { OVERDUE_STATUSES } from '../../../../contract/screen';

/**
 * The condition that the order row `alias` (a table alias, '' for the bare table) is overdue at `now`; appends its
 * parameters to `params`.
 */
export function overdueCondition(alias: string, now: Date, params: unknown[]): string {
  const column = (name: string): string => (alias === '' ? name : `${alias}.${name}`);
  params.push(OVERDUE_STATUSES, now);
  return `(${column('status')} = ANY($${params.length - 1}::smallint[]) AND ${column('exec_time')} < $${params.length})`;
}
