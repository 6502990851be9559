/**
 * Calls of the report pages (docs/architecture.md §3 "Daily and weekly reports"), all through the one client; the
 * exports are downloads refused outside the secure space (docs/requirements.md §5, §8).
 */
import type { DataResult, Reply } from '@contract/common';
import {
  REPORT_API,
  type ApproveBody,
  type DailyFormQuery,
  type DailyReport,
  type DailySave,
  type PendingQuery,
  type PendingReport,
  type RejectBody,
  type ReportExportQuery,
  type ReportKind,
  type ReportMonth,
  type ReportMonthQuery,
  type WeeklyFormQuery,
  type WeeklyReport,
  type WeeklySave,
} from '@contract/report';
import { get, post, put } from '@/shared/api';
import { downloadBlob } from '@/shared/download';

/** The client's base is /api already. */
const path = (route: string) => route.replace(/^\/api/, '');

const ROUTES = {
  daily: {
    month: REPORT_API.DAILY_MONTH,
    pending: REPORT_API.DAILY_PENDING,
    one: REPORT_API.DAILY,
    export: REPORT_API.DAILY_EXPORT,
    pendingExport: REPORT_API.DAILY_PENDING_EXPORT,
  },
  weekly: {
    month: REPORT_API.WEEKLY_MONTH,
    pending: REPORT_API.WEEKLY_PENDING,
    one: REPORT_API.WEEKLY,
    export: REPORT_API.WEEKLY_EXPORT,
    pendingExport: REPORT_API.WEEKLY_PENDING_EXPORT,
  },
} as const satisfies Record<ReportKind, Record<string, string>>;

export type ReportOf<K extends ReportKind> = K extends 'daily' ? DailyReport : WeeklyReport;

export async function fetchMonth(kind: ReportKind, query: ReportMonthQuery): Promise<ReportMonth> {
  return (await get<DataResult<ReportMonth>>(path(ROUTES[kind].month), query)).data;
}

export async function fetchPending(kind: ReportKind, query: PendingQuery): Promise<PendingReport[]> {
  return (await get<DataResult<PendingReport[]>>(path(ROUTES[kind].pending), query)).data;
}

/** The approval page's export route under the client's base (the shared export button posts the filter there). */
export const pendingExportPath = (kind: ReportKind): string => path(ROUTES[kind].pendingExport);

export async function fetchReport<K extends ReportKind>(kind: K, id: number): Promise<ReportOf<K>> {
  return (await get<DataResult<ReportOf<K>>>(`${path(ROUTES[kind].one)}/${id}`)).data;
}

export const approveReport = (kind: ReportKind, id: number, body: ApproveBody) =>
  post<Reply>(`${path(ROUTES[kind].one)}/${id}/approve`, body);

export const rejectReport = (kind: ReportKind, id: number, body: RejectBody) =>
  post<Reply>(`${path(ROUTES[kind].one)}/${id}/reject`, body);

/** One report or a month of them as .xlsx; resolves false when the secure space refused it. */
export const exportReports = (kind: ReportKind, query: ReportExportQuery, filename: string) =>
  downloadBlob({ method: 'POST', url: path(ROUTES[kind].export), data: query, filename });

export async function fetchDailyForm(query: DailyFormQuery): Promise<DailyReport> {
  return (await get<DataResult<DailyReport>>(path(REPORT_API.DAILY_FORM), query)).data;
}

/** PUT saves a draft, POST …/submit submits; both answer the report as stored, with its new version. */
export const saveDaily = (body: DailySave) => put<DataResult<DailyReport>>(path(REPORT_API.DAILY_FORM), body);
/** `idempotencyKey`: the editor's, held until the submit succeeds (a retry after a lost answer is not "stale"). */
export const submitDaily = (body: DailySave, idempotencyKey?: string) =>
  post<DataResult<DailyReport>>(path(REPORT_API.DAILY_SUBMIT), body, { idempotencyKey });

export async function fetchWeeklyForm(query: WeeklyFormQuery): Promise<WeeklyReport> {
  return (await get<DataResult<WeeklyReport>>(path(REPORT_API.WEEKLY_FORM), query)).data;
}

export const saveWeekly = (body: WeeklySave) =>
  put<DataResult<WeeklyReport>>(path(REPORT_API.WEEKLY_FORM), body);
export const submitWeekly = (body: WeeklySave, idempotencyKey?: string) =>
  post<DataResult<WeeklyReport>>(path(REPORT_API.WEEKLY_SUBMIT), body, { idempotencyKey });
