/**
 * When an order is overdue (docs/work-order-lifecycle.md "Priority and due time"): the one rule, written here twice —
 * as SQL for the lists' filter, home's figures, the internal screen and the urge ladder, and for an order row already
 * read (a kept list page is judged again at every answer). An order is overdue while it is not yet handled
 * (`OVERDUE_STATUSES`) and the server's clock is past the time it is held to: waiting for dispatch, the earlier of its
 * response and due times; with its executor, its due time. Both forms judge whole seconds (due times are stored so,
 * rows show them so), hence they agree to the second (tests/server/work-order-priority.test.ts).
 */
import { OVERDUE_STATUSES } from '../../../../contract/screen';
import { WO_STATUS } from '../../../../contract/work-order/schemas';
import { chinaDateTime } from '../../shared/china-time';

/** `now` cut to its second: what both forms compare with. */
const wholeSecond = (now: Date): Date => new Date(Math.floor(now.getTime() / 1000) * 1000);

/** The instant from which the order row `alias` ('' for the bare table) is overdue, as SQL (null: never). */
export function overdueSince(alias: string): string {
  const c = (name: string): string => (alias === '' ? name : `${alias}.${name}`);
  return `(CASE WHEN ${c('status')} = ${WO_STATUS.REPORTED} THEN LEAST(${c('response_due')}, ${c('due_time')})
                WHEN ${c('status')} = ${WO_STATUS.HANDLING} THEN ${c('due_time')} END)`;
}

/**
 * The condition that the order row `alias` is overdue at `now`; appends its parameters to `params`. The statuses are
 * those of OVERDUE_STATUSES (overdueSince is null for every other).
 */
export function overdueCondition(alias: string, now: Date, params: unknown[]): string {
  params.push(wholeSecond(now));
  return `${overdueSince(alias)} < $${params.length}`;
}

/** The same rule for a row as the lists answer it (times `YYYY-MM-DD HH:mm:ss`, China time). */
export function isOverdue(
  row: { status: number; responseDue: string | null; dueTime: string | null },
  now: Date,
): boolean {
  if (!(OVERDUE_STATUSES as readonly number[]).includes(row.status)) return false;
  const shownNow = chinaDateTime(wholeSecond(now).getTime());
  const held = [row.dueTime, row.status === WO_STATUS.REPORTED ? row.responseDue : null].filter(
    (t): t is string => t !== null,
  );
  return held.some((t) => t < shownNow);
}
