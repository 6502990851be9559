/**
 * Weekly reports under /api/om/weekly (docs/architecture.md §3 "Daily and weekly reports"; docs/requirements.md §6
 * codes): the filler's month, form, save and submit (om:weekly:edit), the approver's pending list, report, approve
 * and reject (om:dept:factory:list:by), the export (om:weekly:export). A week is named by its Monday.
 */
import { PERM } from '../../../../contract/permissions';
import { REPORT_API, REPORT_MSG } from '../../../../contract/report';
import {
  WeeklyFormQuerySchema,
  WeeklyReportSchema,
  WeeklySaveSchema,
} from '../../../../contract/report/schemas';
import { DataReply } from '../../../../contract/common/schemas';
import type { RouteModule } from '../../context';
import { factoryScope } from '../../shared/factory-scope';
import { ok } from '../../shared/http';
import { principalOf } from '../../shared/principal';
import { reportDeps } from './deps';
import { answered, registerSharedRoutes, tags } from './shared-routes';
import { WeeklyService } from './weekly-service';

export const weeklyReportRoutes: RouteModule = async (app, { ctx }) => {
  const deps = reportDeps(ctx);
  const weekly = new WeeklyService(deps);
  const Report = DataReply(WeeklyReportSchema);

  app.get(
    REPORT_API.WEEKLY_FORM,
    {
      config: { permission: PERM.WEEKLY_EDIT },
      schema: {
        summary: 'The weekly report form of a factory and week',
        description:
          "The report of the week starting on `week` (a Monday, else 400): the week's figures rolled up from its " +
          "submitted and approved daily reports (frozen once submitted), the previous report's values, the text " +
          "sections, status, version, deadline and history. A factory missing or outside the caller's scope is 404.",
        tags,
        querystring: WeeklyFormQuerySchema,
        response: { 200: Report },
      },
    },
    async (request) => ok(await weekly.form(factoryScope(request), request.query)),
  );

  app.put(
    REPORT_API.WEEKLY_FORM,
    {
      config: { permission: PERM.WEEKLY_EDIT },
      schema: {
        summary: 'Save a weekly report as a draft',
        description:
          'Saves the text sections with the roll-up as it stands, at the version the form was loaded with (0 ' +
          'before the first save); a submitted or approved report is a refusal, one changed meanwhile 409 with the ' +
          'stored report.',
        tags,
        body: WeeklySaveSchema,
        response: { 200: Report },
      },
    },
    async (request) =>
      answered(REPORT_MSG.SAVED, await weekly.save(principalOf(request), request.body, false)),
  );

  app.post(
    REPORT_API.WEEKLY_SUBMIT,
    {
      config: { permission: PERM.WEEKLY_EDIT },
      schema: {
        summary: 'Save and submit a weekly report',
        description:
          'Saves as PUT form does and submits for approval with the roll-up frozen; the required sections must not ' +
          "be blank (400 naming them). The factory's approvers get a to-do.",
        tags,
        body: WeeklySaveSchema,
        response: { 200: Report },
      },
    },
    async (request) =>
      answered(REPORT_MSG.SUBMITTED, await weekly.save(principalOf(request), request.body, true)),
  );

  registerSharedRoutes(app, deps, {
    kind: 'weekly',
    codes: {
      fill: PERM.WEEKLY_EDIT,
      approve: PERM.WEEKLY_APPROVE,
      export: PERM.WEEKLY_EXPORT,
      approvalExport: PERM.WEEKLY_APPROVAL_EXPORT,
    },
    report: WeeklyReportSchema,
    byId: (scope, id) => weekly.byId(scope, id),
  });
};
