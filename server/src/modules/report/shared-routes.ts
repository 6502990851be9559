/**
 * The routes daily and weekly reports have alike (docs/architecture.md §3 "Daily and weekly reports"): the month's
 * calendar (fill code), the pending list, one report by id, approve and reject (approval code), the export (export
 * code) and the pending list's export (the approval page's export code). Registered once per kind by daily-routes.ts
 * and weekly-routes.ts.
 */
import { Type, type TSchema } from '@sinclair/typebox';
import { DataReply, ResultCode } from '../../../../contract/common/schemas';
import type { PermissionCode } from '../../../../contract/permissions';
import { REPORT_API, REPORT_MSG, type PendingReport, type ReportKind } from '../../../../contract/report';
import {
  ApproveBodySchema,
  PendingQuerySchema,
  PendingReportSchema,
  RejectBodySchema,
  ReportExportQuerySchema,
  ReportIdParamsSchema,
  ReportMonthQuerySchema,
  ReportMonthSchema,
} from '../../../../contract/report/schemas';
import type { AppInstance } from '../../context';
import { factoryScope, type FactoryScope } from '../../shared/factory-scope';
import { ok } from '../../shared/http';
import { requestLang } from '../../shared/i18n/lang';
import { principalOf } from '../../shared/principal';
import {
  exportRows,
  field,
  sendListXlsx,
  sendXlsx,
  XLSX_REPLY,
  type ExportColumn,
} from '../../shared/list-export';
import { xlsx } from '../../shared/xlsx';
import { sundayOf } from './calendar';
import { decide } from './decisions';
import type { ReportDeps } from './deps';
import { reportExport } from './export';
import { pendingReports, reportMonth } from './lists';
import { KIND_NAME } from './notices';

export const tags = ['report'];

/** The answer of a step, with the step's own message (保存成功, 提交成功 …). */
export const answered = <T>(msg: string, data: T): { code: number; msg: string; data: T } => ({
  code: ResultCode.OK,
  msg,
  data,
});

export interface KindRoutes {
  kind: ReportKind;
  codes: {
    fill: PermissionCode;
    approve: PermissionCode;
    export: PermissionCode;
    approvalExport: PermissionCode;
  };
  /** the report's answer schema */
  report: TSchema;
  /** the report by id, in the caller's scope (404 otherwise) */
  byId: (scope: FactoryScope, id: number) => Promise<unknown>;
}

const API = {
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
} as const;

/** The approval pages' names: their exports' sheets and files (docs/secure-space.md "Exports"). */
const APPROVAL_PAGE: Readonly<Record<ReportKind, string>> = { daily: '日报审批', weekly: '周报审批' };

/** The approval list's columns as the page shows them (src/features/reports/pending-table.tsx). */
const PENDING_COLUMNS: Readonly<Record<ReportKind, readonly ExportColumn<PendingReport>[]>> = {
  daily: [
    field('工厂', 'factoryName'),
    field('日期', 'date'),
    field('填报人', 'filledBy'),
    field('提交时间', 'submittedAt'),
    field('异常指标', 'flagged'),
  ],
  weekly: [
    field('工厂', 'factoryName'),
    field('开始日期', 'date'),
    ['结束日期', (r) => sundayOf(r.date)],
    field('填报人', 'filledBy'),
    field('提交时间', 'submittedAt'),
    field('异常指标', 'flagged'),
  ],
};

export function registerSharedRoutes(app: AppInstance, deps: ReportDeps, k: KindRoutes): void {
  const api = API[k.kind];
  const period = k.kind === 'daily' ? 'day' : 'week (its Monday)';

  app.get(
    api.month,
    {
      config: { permission: k.codes.fill },
      schema: {
        summary: `${k.kind === 'daily' ? 'Daily' : 'Weekly'} reports of a month (${KIND_NAME[k.kind]})`,
        description:
          `Every ${k.kind === 'daily' ? 'day of the month up to today' : 'week whose Monday lies in the month, up to this week'} ` +
          'with its report id and status (null: not filled), how many figures are flagged as deviations and whether ' +
          "it is overdue. A factory missing or outside the caller's scope is 404; a month not begun is 400.",
        tags,
        querystring: ReportMonthQuerySchema,
        response: { 200: DataReply(ReportMonthSchema) },
      },
    },
    async (request) => ok(await reportMonth(deps, k.kind, factoryScope(request), request.query)),
  );

  app.get(
    api.pending,
    {
      config: { permission: k.codes.approve },
      schema: {
        summary: `${k.kind === 'daily' ? 'Daily' : 'Weekly'} reports waiting for approval`,
        description:
          "The submitted reports of the caller's factories (or of `factoryId`), the longest waiting first, with the " +
          'version a decision must send back.',
        tags,
        querystring: PendingQuerySchema,
        response: { 200: DataReply(Type.Array(PendingReportSchema)) },
      },
    },
    async (request) => ok(await pendingReports(deps, k.kind, factoryScope(request), request.query.factoryId)),
  );

  app.post(
    api.pendingExport,
    {
      config: { permission: k.codes.approvalExport },
      schema: {
        summary: `Export the ${k.kind} reports waiting for approval as .xlsx`,
        description:
          "The approval page's list of the filter in the body (the caller's factories, or `factoryId`), the longest " +
          'waiting first, as an .xlsx attachment named after the page; a factory missing or outside the scope is ' +
          'refused as for the list; more than the export cap is refused.',
        tags,
        body: PendingQuerySchema,
        response: XLSX_REPLY,
      },
    },
    async (request, reply) => {
      const all = await pendingReports(deps, k.kind, factoryScope(request), request.body.factoryId);
      const rows = await exportRows(async () => ({ rows: all, total: all.length }));
      const page = { name: APPROVAL_PAGE[k.kind], now: deps.clock.now(), lang: requestLang(request) };
      return sendListXlsx(reply, page, PENDING_COLUMNS[k.kind], rows);
    },
  );

  app.get(
    `${api.one}/:id`,
    {
      config: { permission: k.codes.approve },
      schema: {
        summary: `One ${k.kind} report by id`,
        description: `The report as the approver sees it; missing or outside the caller's factories is 404.`,
        tags,
        params: ReportIdParamsSchema,
        response: { 200: DataReply(k.report) },
      },
    },
    async (request) => ok(await k.byId(factoryScope(request), request.params.id)),
  );

  app.post(
    `${api.one}/:id/approve`,
    {
      config: { permission: k.codes.approve },
      schema: {
        summary: `Approve a ${k.kind} report`,
        description:
          'Approves a submitted report at the version sent (else a refusal: not pending, or changed meanwhile); it ' +
          'becomes read-only for good and the filler is told.',
        tags,
        params: ReportIdParamsSchema,
        body: ApproveBodySchema,
        response: { 200: DataReply(k.report) },
      },
    },
    async (request) => {
      const caller = principalOf(request);
      await decide(deps, k.kind, caller, request.params.id, { approve: true, body: request.body });
      return answered(REPORT_MSG.APPROVED, await k.byId(caller.factoryIds, request.params.id));
    },
  );

  app.post(
    `${api.one}/:id/reject`,
    {
      config: { permission: k.codes.approve },
      schema: {
        summary: `Reject a ${k.kind} report`,
        description:
          'Sends a submitted report back to its filler with an opinion (required, 400 naming `opinion` when blank); ' +
          'the filler edits and submits it again. The rules of approve.',
        tags,
        params: ReportIdParamsSchema,
        body: RejectBodySchema,
        response: { 200: DataReply(k.report) },
      },
    },
    async (request) => {
      const caller = principalOf(request);
      await decide(deps, k.kind, caller, request.params.id, { approve: false, body: request.body });
      return answered(REPORT_MSG.REJECTED, await k.byId(caller.factoryIds, request.params.id));
    },
  );

  app.post(
    api.export,
    {
      config: { permission: k.codes.export },
      schema: {
        summary: `Export ${k.kind} reports as .xlsx`,
        description:
          `One ${period} (\`${k.kind === 'daily' ? 'date' : 'week'}\`) or a month (\`month\`) of a factory's ` +
          'reports as an .xlsx attachment: a row per period with its status, each figure of the plant kind, the ' +
          'texts, who filled it in and who approved it. Exactly one of the two, else 400.',
        tags,
        body: ReportExportQuerySchema,
        response: XLSX_REPLY,
      },
    },
    async (request, reply) => {
      const file = await reportExport(
        deps,
        k.kind,
        factoryScope(request),
        request.body,
        requestLang(request),
      );
      return sendXlsx(reply, file.fileName, xlsx(file.sheet));
    },
  );
}
