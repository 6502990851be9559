/**
 * GET / PUT /api/system/base/task/priority/settings (docs/work-order-lifecycle.md "Priority and due time"): the
 * response and completion targets of each priority and the urge ladder's interval — read with PERM.WO_PRIORITY_QUERY,
 * saved with PERM.WO_PRIORITY_EDIT at the version the dialog loaded (docs/concurrency.md).
 */
import { DataReply, ResultCode } from '../../../../contract/common/schemas';
import { PERM } from '../../../../contract/permissions';
import {
  WO_PRIORITY_API,
  WO_PRIORITY_MSG,
  WoPrioritySettings,
  WoPrioritySettingsBody,
} from '../../../../contract/wo-priority/schemas';
import type { RouteModule } from '../../context';
import { ok } from '../../shared/http';
import { editorOf } from '../record-version/repository';
import { readPrioritySettings, savePrioritySettings } from './priority-service';

const tags = ['work-order'];

export const workOrderPriorityRoutes: RouteModule = async (app, { ctx }) => {
  app.get(
    WO_PRIORITY_API.SETTINGS,
    {
      config: { permission: PERM.WO_PRIORITY_QUERY },
      schema: {
        summary: 'Work-order priority targets',
        description:
          'For each priority (1 紧急 … 4 低) the minutes from the report to the dispatch (response) and to the ' +
          'handling (completion: the due time), the minutes between the overdue urge ladder’s rungs, with the ' +
          'version, who saved them last and when.',
        tags,
        response: { 200: DataReply(WoPrioritySettings) },
      },
    },
    async () => ok(await readPrioritySettings(ctx.db)),
  );

  app.put(
    WO_PRIORITY_API.SETTINGS,
    {
      config: { permission: PERM.WO_PRIORITY_EDIT },
      schema: {
        summary: 'Save the work-order priority targets',
        description:
          'Saves all of them at `version`: every priority once (else 400 body/targets…), each response target at ' +
          'most its completion target (else 400 naming it). The targets apply to orders reported or re-prioritised ' +
          'after the save; orders already there keep their times. A save over settings changed since is 409 naming ' +
          'who and when, with the stored settings, and changes nothing. Answers the settings as stored.',
        tags,
        body: WoPrioritySettingsBody,
        response: { 200: DataReply(WoPrioritySettings) },
      },
    },
    async (request) => {
      const data = await savePrioritySettings(ctx.db, request.body, editorOf(request, ctx.clock));
      return { code: ResultCode.OK, msg: WO_PRIORITY_MSG.SAVED, data };
    },
  );
};
