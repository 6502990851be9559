/**
 * Whether a message may still be routed (docs/requirements.md §4 "Routing only happens after a check call returns an
 * empty message"). '' = may route; otherwise the reason, which the console shows as a warning (docs/requirements.md §8).
 * - An urge (taskType 0) is about a report (docs/architecture.md §3 "Report urges"): it needs its urge type and the
 *   date the report page opens on (fillDate for daily, startDate for weekly), else 该报表不存在. The report itself, as
 *   it stands now, decides: a fill urge (1, 3) routes while the report is missing, a draft or rejected, and is
 *   该报表已处理完成 once it is submitted or approved; an approval urge (2, 4) routes while the report is submitted, is
 *   该报表不存在 when there is no report, and 该报表已处理完成 otherwise.
 * - Any other message is about a work order and reads the message's own columns, which follow the order: it needs a
 *   task number, and the task must not be closed (taskStatus at or past TASK_STATUS.CLOSED; no status, as on copies
 *   and fresh faults, is open).
 */
import { MESSAGE_MSG, TASK_STATUS, TASK_TYPE, URGE_TYPE } from '../../../../contract/message/schemas';
import { REPORT_STATUS } from '../../../../contract/report';
import type { CheckedMessage } from './repository';

const closed = (m: CheckedMessage): boolean => m.taskStatus !== null && m.taskStatus >= TASK_STATUS.CLOSED;

function reportDate(m: CheckedMessage): string | null {
  if (m.urgeType === URGE_TYPE.DAILY_FILL || m.urgeType === URGE_TYPE.DAILY_APPROVAL) return m.fillDate;
  if (m.urgeType === URGE_TYPE.WEEKLY_FILL || m.urgeType === URGE_TYPE.WEEKLY_APPROVAL) return m.startDate;
  return null;
}

function checkUrge(m: CheckedMessage): string {
  if (reportDate(m) === null) return MESSAGE_MSG.REPORT_MISSING;
  const status = m.reportStatus;
  if (m.urgeType === URGE_TYPE.DAILY_FILL || m.urgeType === URGE_TYPE.WEEKLY_FILL) {
    return status === null || status === REPORT_STATUS.DRAFT || status === REPORT_STATUS.REJECTED
      ? ''
      : MESSAGE_MSG.REPORT_CLOSED;
  }
  if (status === REPORT_STATUS.SUBMITTED) return '';
  return status === null ? MESSAGE_MSG.REPORT_MISSING : MESSAGE_MSG.REPORT_CLOSED;
}

export function checkMessage(m: CheckedMessage): string {
  if (m.taskType === TASK_TYPE.URGE) return checkUrge(m);
  if (m.taskNo === '') return MESSAGE_MSG.TASK_MISSING;
  return closed(m) ? MESSAGE_MSG.TASK_CLOSED : '';
}
