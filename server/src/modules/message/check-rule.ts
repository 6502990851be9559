/**
 * Whether a message may still be routed (docs/requirements.md §4 "Routing only happens after a check call returns an
 * empty message"). Work orders and reports have no tables yet, so the rule reads the message's own
 * columns, which carry the state of the task or report they are about:
 * - an urge (taskType 0) is about a report: it needs its urge type and the date the report page opens
 *   on (fillDate for daily, startDate for weekly), and the report must not be closed;
 * - any other message is about a work order: it needs a task number, and the task must not be closed;
 * - closed = taskStatus at or past TASK_STATUS.CLOSED; no status (copies, fresh faults) is open.
 * '' = may route; otherwise the reason, which the console shows as a warning (docs/requirements.md §8).
 */
import { MESSAGE_MSG, TASK_STATUS, TASK_TYPE, URGE_TYPE } from '../../../../contract/message';
import type { CheckedMessage } from './repository';

const closed = (m: CheckedMessage): boolean => m.taskStatus !== null && m.taskStatus >= TASK_STATUS.CLOSED;

function reportDate(m: CheckedMessage): string | null {
  if (m.urgeType === URGE_TYPE.DAILY_FILL || m.urgeType === URGE_TYPE.DAILY_APPROVAL) return m.fillDate;
  if (m.urgeType === URGE_TYPE.WEEKLY_FILL || m.urgeType === URGE_TYPE.WEEKLY_APPROVAL) return m.startDate;
  return null;
}

export function checkMessage(m: CheckedMessage): string {
  if (m.taskType === TASK_TYPE.URGE) {
    if (reportDate(m) === null) return MESSAGE_MSG.REPORT_MISSING;
    return closed(m) ? MESSAGE_MSG.REPORT_CLOSED : '';
  }
  if (m.taskNo === '') return MESSAGE_MSG.TASK_MISSING;
  return closed(m) ? MESSAGE_MSG.TASK_CLOSED : '';
}
