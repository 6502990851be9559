/**
 * What each step of the report workflow tells whom (docs/architecture.md §3 "Daily and weekly reports"), pure:
 * - submit: a to-do (tab 2) to each approver, urge type 2 (daily) / 4 (weekly): 请审批上海第一水厂11月23日日报;
 * - reject: a to-do to the filler, urge type 1 / 3: 上海第一水厂11月23日日报被驳回：{opinion};
 * - approve: a message (tab 1) to the filler, urge type 1 / 3: 上海第一水厂11月23日日报已审批通过.
 * A weekly report is named by its days, 11月16日–11月22日周报. Nobody is told about their own step.
 */
import { MSG_TAB, URGE_TYPE } from '../../../../contract/message/schemas';
import type { ReportKind } from '../../../../contract/report';
import { monthDayLabel, sundayOf } from './calendar';
import type { ReportMessage } from './message-repository';

/** What a report of each kind is called in titles and file names. */
export const KIND_NAME: Readonly<Record<ReportKind, string>> = { daily: '日报', weekly: '周报' };

const FILL_URGE: Readonly<Record<ReportKind, number>> = {
  daily: URGE_TYPE.DAILY_FILL,
  weekly: URGE_TYPE.WEEKLY_FILL,
};
const APPROVAL_URGE: Readonly<Record<ReportKind, number>> = {
  daily: URGE_TYPE.DAILY_APPROVAL,
  weekly: URGE_TYPE.WEEKLY_APPROVAL,
};

export interface NoticeSubject {
  kind: ReportKind;
  factoryId: number;
  factoryName: string;
  /** the day, or the week's Monday */
  period: string;
}

/** 上海第一水厂11月23日日报, 上海第一水厂11月16日–11月22日周报 */
export function reportName(s: NoticeSubject): string {
  const days =
    s.kind === 'daily'
      ? monthDayLabel(s.period)
      : `${monthDayLabel(s.period)}–${monthDayLabel(sundayOf(s.period))}`;
  return `${s.factoryName}${days}${KIND_NAME[s.kind]}`;
}

function message(
  s: NoticeSubject,
  userId: number,
  tab: 1 | 2,
  urgeType: number,
  title: string,
): ReportMessage {
  const daily = s.kind === 'daily';
  return {
    userId,
    factoryId: s.factoryId,
    tab,
    title,
    urgeType,
    fillDate: daily ? s.period : null,
    startDate: daily ? null : s.period,
    endDate: daily ? null : sundayOf(s.period),
  };
}

export const submitted = (s: NoticeSubject, approvers: readonly number[]): ReportMessage[] =>
  approvers.map((userId) =>
    message(s, userId, MSG_TAB.TODO, APPROVAL_URGE[s.kind], `请审批${reportName(s)}`),
  );

/** The filler's notice of a decision; none when there is no filler or the filler decided. */
export function decided(
  s: NoticeSubject,
  filler: number | null,
  by: number,
  decision: { approved: true } | { approved: false; opinion: string },
): ReportMessage[] {
  if (filler === null || filler === by) return [];
  return decision.approved
    ? [message(s, filler, MSG_TAB.MESSAGES, FILL_URGE[s.kind], `${reportName(s)}已审批通过`)]
    : [message(s, filler, MSG_TAB.TODO, FILL_URGE[s.kind], `${reportName(s)}被驳回：${decision.opinion}`)];
}
