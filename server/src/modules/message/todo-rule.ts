/**
 * When a to-do is open, in SQL (docs/requirements.md §3 "To-do queue"): computed from the order or report it is about
 * as it stands now, so it closes for everybody the moment anybody does the work, with no row to keep in step.
 * - An order's to-do (task_id set) is open while the order is still at the version the step that sent it left it at
 *   (`task_version`; every step bumps wo_task.version) and not closed: the next step, by whoever, ends it.
 * - A report's to-do (an urge type) is open while its report waits for what the urge asks: filling (missing, a draft
 *   or rejected) or approval (submitted); of several to-dos of one user about one report and step (an urge ladder, a
 *   resubmission) only the newest is listed.
 * - Any other to-do is open until its user deletes it.
 * The fragments read the message row as `m`.
 */
import {
  TODO_KIND,
  TODO_KIND_OF_STATUS,
  TODO_KIND_OF_URGE,
  URGE_TYPE,
} from '../../../../contract/message/schemas';
import { REPORT_STATUS } from '../../../../contract/report';
import { WO_STATUS } from '../../../../contract/work-order/schemas';

const FILL_URGES = `${URGE_TYPE.DAILY_FILL}, ${URGE_TYPE.WEEKLY_FILL}`;
const DAILY_URGES = `${URGE_TYPE.DAILY_FILL}, ${URGE_TYPE.DAILY_APPROVAL}`;
const WAITING_FILL = `${REPORT_STATUS.DRAFT}, ${REPORT_STATUS.REJECTED}`;

/** The status of the report an urge is about now; -1 when there is no such report yet. */
const REPORT_STATUS_NOW = `CASE WHEN m.urge_type IN (${DAILY_URGES})
    THEN coalesce((SELECT d.status FROM om_daily_report d
                    WHERE d.factory_id = m.factory_id AND d.report_date = m.fill_date), -1)
    ELSE coalesce((SELECT w.status FROM om_weekly_report w
                    WHERE w.factory_id = m.factory_id AND w.week_start = m.start_date), -1)
  END`;

const NEWEST_OF_ITS_REPORT = `NOT EXISTS (
    SELECT 1 FROM sys_task_msg n
     WHERE n.tab = 2 AND n.factory_id = m.factory_id AND n.urge_type = m.urge_type AND n.user_id = m.user_id
       AND n.fill_date IS NOT DISTINCT FROM m.fill_date AND n.start_date IS NOT DISTINCT FROM m.start_date
       AND n.msg_id > m.msg_id)`;

/** True for an open to-do (a row of tab 2). */
export const OPEN_TODO = `(CASE
    WHEN m.task_id IS NOT NULL THEN EXISTS (
      SELECT 1 FROM wo_task t
       WHERE t.task_id = m.task_id AND t.version = m.task_version AND t.status <> ${WO_STATUS.CLOSED})
    WHEN m.urge_type IS NOT NULL THEN ${NEWEST_OF_ITS_REPORT} AND (CASE
      WHEN m.urge_type IN (${FILL_URGES}) THEN ${REPORT_STATUS_NOW} IN (-1, ${WAITING_FILL})
      ELSE ${REPORT_STATUS_NOW} = ${REPORT_STATUS.SUBMITTED} END)
    ELSE TRUE
  END)`;

const whenList = (map: Readonly<Record<number, string>>, column: string): string =>
  Object.entries(map)
    .map(([value, kind]) => `WHEN ${column} = ${Number(value)} THEN '${kind}'`)
    .join(' ');

/**
 * What an open to-do asks now (contract TODO_KIND): an order's by the status it waits in, a report's by its urge type.
 * Read on open to-dos only (a closed order's status names no step).
 */
export const TODO_KIND_SQL = `(CASE
    WHEN m.task_id IS NOT NULL THEN (SELECT CASE ${whenList(TODO_KIND_OF_STATUS, 't.status')} END
                                       FROM wo_task t WHERE t.task_id = m.task_id)
    ${whenList(TODO_KIND_OF_URGE, 'm.urge_type')}
    ELSE '${TODO_KIND.OTHER}'
  END)`;
