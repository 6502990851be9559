/**
 * Daily and weekly reports (生产运营, docs/requirements.md §1 "report filling and approval"; docs/architecture.md §3
 * "Daily and weekly reports"): constants and types only, so the console imports no schema library. The server's
 * schemas are in ./schemas.ts and are checked against these types there.
 *
 * One daily report per factory and China day, one weekly report per factory and week (Monday to Sunday). Both go
 * draft → submitted → approved, or rejected with an opinion → back to the filler, who edits and submits again.
 */

export const REPORT_API = {
  /** daily, filling side (om:daily:import): GET month, GET and PUT form, POST submit */
  DAILY_MONTH: '/api/om/daily/month',
  DAILY_FORM: '/api/om/daily/form',
  DAILY_SUBMIT: '/api/om/daily/submit',
  /** daily, approval side (om:daily:complete): GET pending; GET …/{id}; POST …/{id}/approve and …/{id}/reject */
  DAILY_PENDING: '/api/om/daily/pending',
  DAILY: '/api/om/daily',
  /** POST (om:daily:export): one day or a month of one factory as .xlsx */
  DAILY_EXPORT: '/api/om/daily/export',
  /** POST (om:daily:approval:export): the 日报审批 list of the factory filter as .xlsx */
  DAILY_PENDING_EXPORT: '/api/om/daily/pending/export',
  /** weekly, filling side (om:weekly:edit) */
  WEEKLY_MONTH: '/api/om/weekly/month',
  WEEKLY_FORM: '/api/om/weekly/form',
  WEEKLY_SUBMIT: '/api/om/weekly/submit',
  /** weekly, approval side (om:dept:factory:list:by) */
  WEEKLY_PENDING: '/api/om/weekly/pending',
  WEEKLY: '/api/om/weekly',
  /** POST (om:weekly:export) */
  WEEKLY_EXPORT: '/api/om/weekly/export',
  /** POST (om:weekly:approval:export): the 周报审批 list of the factory filter as .xlsx */
  WEEKLY_PENDING_EXPORT: '/api/om/weekly/pending/export',
} as const;

export const REPORT_KINDS = ['daily', 'weekly'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** A report's state; a day or week without a report row is "not filled" (status null in the answers). */
export const REPORT_STATUS = { DRAFT: 0, SUBMITTED: 1, APPROVED: 2, REJECTED: 3 } as const;
export type ReportStatus = (typeof REPORT_STATUS)[keyof typeof REPORT_STATUS];
export const REPORT_STATUS_LABEL: Readonly<Record<ReportStatus, string>> = {
  [REPORT_STATUS.DRAFT]: '草稿',
  [REPORT_STATUS.SUBMITTED]: '待审批',
  [REPORT_STATUS.APPROVED]: '已通过',
  [REPORT_STATUS.REJECTED]: '已驳回',
};
export const REPORT_NOT_FILLED_LABEL = '未填报';

/** The filler may change a report in these states (or before it exists). */
export const EDITABLE_STATUSES: readonly ReportStatus[] = [REPORT_STATUS.DRAFT, REPORT_STATUS.REJECTED];

import type { FigureDef, FigureKey, PlantKind } from './figures';

// The area's index is split by subject; everything is exported from here (contract/README.md).
export * from './figures';

export const REPORT_RULE = {
  DATE: '^\\d{4}-\\d{2}-\\d{2}$',
  MONTH: '^\\d{4}-(0[1-9]|1[0-2])$',
  /** docs/requirements.md §5: a remark holds at most 100 characters */
  REMARK_MAX: 100,
  /** each text section of a weekly report (本周工作, 存在问题, 下周计划) */
  SECTION_MAX: 500,
  /** an approval opinion */
  OPINION_MAX: 200,
  /** a figure is flagged when it is more than this share away from the median of its last days */
  DEVIATION_RATIO: 0.3,
  DEVIATION_DAYS: 7,
  /** fewer earlier values than this: no median, no flag */
  DEVIATION_MIN_SAMPLES: 3,
} as const;

/** The weekly report's text sections, in the form's order. */
export const WEEKLY_SECTIONS = [
  { key: 'workDone', label: '本周工作', required: true },
  { key: 'problems', label: '存在问题', required: false },
  { key: 'nextPlan', label: '下周计划', required: true },
] as const;
export type WeeklySectionKey = (typeof WEEKLY_SECTIONS)[number]['key'];

export const REPORT_MSG = {
  SAVED: '保存成功',
  SUBMITTED: '提交成功',
  APPROVED: '审批通过',
  REJECTED: '已驳回',
  NOT_FOUND: '报表不存在或无权访问',
  /** a submitted or approved report cannot be changed by its filler */
  READ_ONLY: '报表已提交或已审批，不能修改',
  NOT_PENDING: '报表不在待审批状态',
  /** the version sent is not the stored one: someone saved the report meanwhile */
  STALE: '报表已被他人修改，请刷新后重试',
  FUTURE: '不能填报未来的报表',
  NOT_MONDAY: '周报的开始日期必须是周一',
  OPINION_REQUIRED: '请填写驳回意见',
  /** a figure of the other plant kind */
  FIGURE_NOT_APPLICABLE: (label: string) => `${label}不属于该工厂的报表`,
  /** submitting with a figure left empty */
  FIGURE_REQUIRED: (label: string) => `请填写${label}`,
  FIGURE_RANGE: (def: Pick<FigureDef, 'label' | 'min' | 'max'>) =>
    `${def.label}应在${def.min}～${def.max}之间`,
  FIGURE_DECIMALS: (def: Pick<FigureDef, 'label' | 'decimals'>) =>
    def.decimals === 0 ? `${def.label}应为整数` : `${def.label}最多${def.decimals}位小数`,
  SECTION_REQUIRED: (label: string) => `请填写${label}`,
  EXPORT_RANGE: '请选择导出的日期或月份',
} as const;

/**
 * The urge ladder (docs/architecture.md §3 "Report urges"): for each report step a deadline, a reminder before it,
 * an urge at it and an escalation to the factory's supervisors a day after it. The clock times are the defaults
 * of the server's REPORT_* settings.
 */
export const URGE_RUNGS = ['reminder', 'urge', 'escalation'] as const;
export type UrgeRung = (typeof URGE_RUNGS)[number];
export const URGE_SCHEDULE = {
  /** daily fill: by this time on the day after the report's day */
  DAILY_FILL_DUE: '10:00',
  /** daily approval: by this time on the day after the report's day */
  DAILY_APPROVAL_DUE: '17:00',
  /** weekly fill: by this time on the Monday after the week */
  WEEKLY_FILL_DUE: '12:00',
  /** weekly approval: by this time on the Tuesday after the week */
  WEEKLY_APPROVAL_DUE: '17:00',
  /** the reminder goes out this many minutes before the deadline */
  REMIND_BEFORE_MIN: 120,
  /** the escalation goes out this many hours after the deadline */
  ESCALATE_AFTER_H: 24,
  /** reports whose deadline is older than this are no longer urged (a new server does not urge a year of gaps) */
  LOOKBACK_DAYS: 7,
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Answers

/** One figure of a report as the form shows it. */
export interface ReportFigure {
  key: FigureKey;
  /** the value saved (or, on a report not saved yet, the pre-filled one); null = not filled */
  value: number | null;
  /** daily: what the meters, ledger, orders and alarms said when the report was first opened; null = nothing known */
  prefill: number | null;
  /** daily: the saved value differs from the pre-filled one (changed by hand) */
  manual: boolean;
  /** daily: the median of the factory's last DEVIATION_DAYS daily values before this day; null = too few */
  median: number | null;
  /** daily: value more than DEVIATION_RATIO away from median */
  flagged: boolean;
  /** the same figure of the previous report (the day or week before that has a report); null = none */
  previous: number | null;
}

export interface ReportHistoryEntry {
  action: 'submit' | 'approve' | 'reject';
  /** the account's nick name */
  by: string;
  /** 'YYYY-MM-DD HH:mm:ss', China time */
  at: string;
  opinion: string;
}

interface ReportBase {
  /** null while the report has never been saved */
  id: number | null;
  factoryId: number;
  factoryName: string;
  plantKind: PlantKind;
  /** null = not filled yet */
  status: ReportStatus | null;
  /** sent back unchanged with a save, submit, approve or reject; 0 before the first save */
  version: number;
  figures: ReportFigure[];
  /** the filler may save or submit (not filled, draft or rejected, and the period has begun) */
  editable: boolean;
  /** the fill deadline, 'YYYY-MM-DD HH:mm', China time */
  due: string;
  filledBy: string | null;
  /** 'YYYY-MM-DD HH:mm:ss', China time */
  submittedAt: string | null;
  approvedBy: string | null;
  approvedAt: string | null;
  /** the last reject opinion while the report is rejected, else '' */
  opinion: string;
  history: ReportHistoryEntry[];
}

export interface DailyReport extends ReportBase {
  /** 'YYYY-MM-DD', China day */
  date: string;
  /** the date of the report the `previous` figures come from */
  previousDate: string | null;
  remark: string;
}

export interface WeeklyReport extends ReportBase {
  /** the Monday, 'YYYY-MM-DD' */
  week: string;
  /** the Sunday */
  weekEnd: string;
  /** the Monday of the report the `previous` figures come from */
  previousWeek: string | null;
  /** how many daily reports of the week (submitted or approved) the figures are rolled up from */
  days: number;
  /** the same of the previous report's week; null without one */
  previousDays: number | null;
  workDone: string;
  problems: string;
  nextPlan: string;
}

/** One day (or week) of a factory's calendar. */
export interface ReportPeriod {
  /** the day, or the week's Monday */
  date: string;
  id: number | null;
  status: ReportStatus | null;
  /** figures flagged as deviations */
  flagged: number;
  /** the fill deadline has passed and the report is neither submitted nor approved */
  overdue: boolean;
}

export interface ReportMonth {
  factoryId: number;
  plantKind: PlantKind;
  /** daily: every day of the month up to today; weekly: every week whose Monday is in the month, up to this week */
  periods: ReportPeriod[];
}

/** One report waiting for the caller's approval. */
export interface PendingReport {
  id: number;
  factoryId: number;
  factoryName: string;
  /** the day, or the week's Monday */
  date: string;
  filledBy: string;
  submittedAt: string;
  flagged: number;
  version: number;
}

// ---------------------------------------------------------------------------------------------------------------
// Requests

export interface ReportMonthQuery {
  factoryId: number;
  /** 'YYYY-MM' */
  month: string;
}
export interface DailyFormQuery {
  factoryId: number;
  date: string;
}
export interface WeeklyFormQuery {
  factoryId: number;
  /** the Monday */
  week: string;
}
export type FigureValues = Partial<Record<FigureKey, number | null>>;

export interface DailySave {
  factoryId: number;
  date: string;
  version: number;
  figures: FigureValues;
  remark: string;
}
export interface WeeklySave {
  factoryId: number;
  week: string;
  version: number;
  workDone: string;
  problems: string;
  nextPlan: string;
}
/** Without factoryId: every factory of the caller's scope. */
export interface PendingQuery {
  factoryId?: number;
}
export interface ReportIdParams {
  id: number;
}
export interface ApproveBody {
  version: number;
  opinion?: string;
}
export interface RejectBody {
  version: number;
  opinion: string;
}
/** Exactly one of `date` (daily) / `week` (weekly) for one report, or `month` for a month of them. */
export interface ReportExportQuery {
  factoryId: number;
  date?: string;
  week?: string;
  month?: string;
}
