/**
 * The approval steps of the demo reports (docs/architecture.md §3 "Daily and weekly reports"): each report is saved
 * and submitted on the morning it is due, rejected before noon when it is, submitted again after lunch and approved
 * that afternoon, at minutes from a hash so every seed is the same, and never after the seed time. A report's row,
 * approval history and the workflow message still pending about it follow from its state and those times.
 */
import { REPORT_STATUS, type FigureValues, type ReportStatus } from '../../../../contract/report';
import { HOUR_MS, dayStart } from '../../shared/china-time';
import { hash01 } from './demo-reports-figures';
import { DEMO_REPORT_PEOPLE, type DayState } from './demo-reports-plan';

const MINUTE_MS = 60_000;

/** A China time of a day: `at(day, 9, 30)`. */
const at = (day: string, hour: number, minute = 0): number =>
  dayStart(day) + hour * HOUR_MS + minute * MINUTE_MS;

/**
 * Event times moved back together, if need be, so the last lies before the seed time (a week that ended yesterday),
 * yet none before `floor`, the end of the report's period.
 */
function settle(times: readonly number[], floor: number, nowMs: number): number[] {
  const last = times[times.length - 1] ?? 0;
  const shift = Math.max(0, last - (nowMs - 10 * MINUTE_MS));
  return times.map((t, i) => Math.max(t - shift, floor + i * MINUTE_MS));
}

interface HistoryEvent {
  action: 'submit' | 'approve' | 'reject';
  userId: number;
  at: number;
  opinion: string;
}

/** One report row, as the JSON the insert reads. */
interface ReportRow {
  factory_id: number;
  period: string;
  status: ReportStatus;
  version: number;
  figures: FigureValues;
  filled_by: number;
  submitted_at: string | null;
  approved_by: number | null;
  approved_at: string | null;
  opinion: string;
  update_time: string;
  /** daily only */
  prefill?: FigureValues;
  remark?: string;
  /** weekly only */
  days?: number;
  work_done?: string;
  problems?: string;
  next_plan?: string;
}

/** A report to write, with its approval history and the workflow messages still pending about it. */
export interface Built {
  row: ReportRow;
  history: HistoryEvent[];
  /** the approvers' to-do of a submit, or the filler's of a reject, at that time */
  notice: { at: number; to: 'approvers' | 'filler' } | null;
}

/** When each step of a report happened. */
interface Steps {
  save: number;
  submit: number;
  reject: number;
  resubmit: number;
  approve: number;
}

export const iso = (ms: number): string => new Date(ms).toISOString();

/** The state's row (without its figures and texts), history and pending notice, from its steps' times. */
export function build(
  factoryId: number,
  period: string,
  state: Exclude<DayState, 'missing'>,
  steps: Steps,
  opinion: string,
): Built {
  const { filler, approver } = DEMO_REPORT_PEOPLE[factoryId]!;
  const submit: HistoryEvent = { action: 'submit', userId: filler, at: steps.submit, opinion: '' };
  const reject: HistoryEvent = { action: 'reject', userId: approver, at: steps.reject, opinion };
  const row: ReportRow = {
    factory_id: factoryId,
    period,
    status: REPORT_STATUS.DRAFT,
    version: 1,
    figures: {},
    filled_by: filler,
    submitted_at: null,
    approved_by: null,
    approved_at: null,
    opinion: '',
    update_time: iso(steps.save),
  };
  switch (state) {
    case 'draft':
      return { row, history: [], notice: null };
    case 'submitted':
      return {
        row: {
          ...row,
          status: REPORT_STATUS.SUBMITTED,
          submitted_at: iso(steps.submit),
          update_time: iso(steps.submit),
        },
        history: [submit],
        notice: { at: steps.submit, to: 'approvers' },
      };
    case 'rejected':
      return {
        row: {
          ...row,
          status: REPORT_STATUS.REJECTED,
          version: 2,
          submitted_at: iso(steps.submit),
          opinion,
          update_time: iso(steps.reject),
        },
        history: [submit, reject],
        notice: { at: steps.reject, to: 'filler' },
      };
    case 'approved':
    case 'reworked': {
      const reworked = state === 'reworked';
      const resubmit: HistoryEvent = { action: 'submit', userId: filler, at: steps.resubmit, opinion: '' };
      return {
        row: {
          ...row,
          status: REPORT_STATUS.APPROVED,
          version: reworked ? 4 : 2,
          submitted_at: iso(reworked ? steps.resubmit : steps.submit),
          approved_by: approver,
          approved_at: iso(steps.approve),
          update_time: iso(steps.approve),
        },
        history: [
          submit,
          ...(reworked ? [reject, resubmit] : []),
          { action: 'approve', userId: approver, at: steps.approve, opinion: '' },
        ],
        notice: null,
      };
    }
  }
}

/** The steps of a report due on `due` (the day after the report's day, or the Monday after its week). */
export function stepsOf(factoryId: number, period: string, due: string, nowMs: number): Steps {
  const minutes = (salt: string, span: number): number => Math.floor(hash01(factoryId, period, salt) * span);
  const [save, submit, reject, resubmit, approve] = settle(
    [
      at(due, 8, minutes('save', 30)),
      at(due, 8, 30 + minutes('submit', 50)),
      at(due, 10, 30 + minutes('reject', 60)),
      at(due, 13, minutes('resubmit', 50)),
      at(due, 14, minutes('approve', 150)),
    ],
    dayStart(due),
    nowMs,
  ) as [number, number, number, number, number];
  return { save, submit, reject, resubmit, approve };
}
