/**
 * Daily reports under /api/om/daily (docs/architecture.md §3 "Daily and weekly reports"; docs/requirements.md §6
 * codes): the filler's month, form, save and submit (om:daily:import), the approver's pending list, report, approve
 * and reject (om:daily:complete), the export (om:daily:export). Shapes in contract/report/index.ts.
 */
import { PERM } from '../../../../contract/permissions';
import { REPORT_API, REPORT_MSG } from '../../../../contract/report';
import {
  DailyFormQuerySchema,
  DailyReportSchema,
  DailySaveSchema,
} from '../../../../contract/report/schemas';
import { DataReply } from '../../../../contract/common/schemas';
import type { RouteModule } from '../../context';
import { factoryScope } from '../../shared/factory-scope';
import { ok } from '../../shared/http';
import { principalOf } from '../../shared/principal';
import { DailyService } from './daily-service';
import { reportDeps } from './deps';
import { answered, registerSharedRoutes, tags } from './shared-routes';

export const dailyReportRoutes: RouteModule = async (app, { ctx }) => {
  const deps = reportDeps(ctx);
  const daily = new DailyService(deps);
  const Report = DataReply(DailyReportSchema);

  app.get(
    REPORT_API.DAILY_FORM,
    {
      config: { permission: PERM.DAILY_IMPORT },
      schema: {
        summary: 'The daily report form of a factory and day',
        description:
          'The report of the China day: each figure of the plant kind with its value (before the first save the ' +
          "pre-filled one from the plant's meters, ledger, orders and alarms), the pre-filled value, the median of " +
          "the last days and whether it deviates, the previous report's value; status, version, deadline and " +
          "history. A factory missing or outside the caller's scope is 404; a day not begun is 400.",
        tags,
        querystring: DailyFormQuerySchema,
        response: { 200: Report },
      },
    },
    async (request) => ok(await daily.form(factoryScope(request), request.query)),
  );

  app.put(
    REPORT_API.DAILY_FORM,
    {
      config: { permission: PERM.DAILY_IMPORT },
      schema: {
        summary: 'Save a daily report as a draft',
        description:
          'Saves the figures named (each with at most its decimals, more is 400; kWh per m³ is computed) and the remark, at the ' +
          'version the form was loaded with (0 before the first save). A figure of the other plant kind or out of ' +
          'range is 400; a submitted or approved report is a refusal, one changed meanwhile 409 with the stored report.',
        tags,
        body: DailySaveSchema,
        response: { 200: Report },
      },
    },
    async (request) =>
      answered(REPORT_MSG.SAVED, await daily.save(principalOf(request), request.body, false)),
  );

  app.post(
    REPORT_API.DAILY_SUBMIT,
    {
      config: { permission: PERM.DAILY_IMPORT },
      schema: {
        summary: 'Save and submit a daily report',
        description:
          'Saves as PUT form does, then submits for approval: every figure but the derived one must be filled ' +
          "(400 naming it). The factory's approvers get a to-do.",
        tags,
        body: DailySaveSchema,
        response: { 200: Report },
      },
    },
    async (request) =>
      answered(REPORT_MSG.SUBMITTED, await daily.save(principalOf(request), request.body, true)),
  );

  registerSharedRoutes(app, deps, {
    kind: 'daily',
    codes: {
      fill: PERM.DAILY_IMPORT,
      approve: PERM.DAILY_COMPLETE,
      export: PERM.DAILY_EXPORT,
      approvalExport: PERM.DAILY_APPROVAL_EXPORT,
    },
    report: DailyReportSchema,
    byId: (scope, id) => daily.byId(scope, id),
  });
};
