/**
 * GET / PUT /api/system/alarm/settings (docs/alarms.md "Rules"): the 告警规则 page's record — the priority of each
 * alarm kind on each device type that can raise it, the longest shelve and the two escalation times — read with
 * PERM.ALARM_SETTINGS_QUERY, saved with PERM.ALARM_SETTINGS at the version the page loaded (docs/concurrency.md).
 * A save is recorded in the operation log like every write (its tag).
 */
import { ALARM_RULES_API, ALARM_SETTINGS_MSG } from '../../../../contract/alarm-rules';
import { AlarmSettings, AlarmSettingsBody } from '../../../../contract/alarm-rules/schemas';
import { DataReply, ResultCode } from '../../../../contract/common/schemas';
import { PERM } from '../../../../contract/permissions';
import type { RouteModule } from '../../context';
import { ok } from '../../shared/http';
import { editorOf } from '../record-version/repository';
import { readAlarmSettings, saveAlarmSettings } from './settings-service';

const tags = ['alarm'];

export const alarmSettingsRoutes: RouteModule = async (app, { ctx }) => {
  app.get(
    ALARM_RULES_API.SETTINGS,
    {
      config: { permission: PERM.ALARM_SETTINGS_QUERY },
      schema: {
        summary: 'Alarm rules',
        description:
          'The priority (1 紧急 … 4 低) of every alarm kind on every device type that can raise it, the longest shelve ' +
          'in minutes, the minutes after which an unacknowledged 紧急/高 alarm tells its factory’s supervisors and then ' +
          'the administrators, with the version, who saved them last and when.',
        tags,
        response: { 200: DataReply(AlarmSettings) },
      },
    },
    async () => ok(await readAlarmSettings(ctx.db)),
  );

  app.put(
    ALARM_RULES_API.SETTINGS,
    {
      config: { permission: PERM.ALARM_SETTINGS },
      schema: {
        summary: 'Save the alarm rules',
        description:
          'Saves all of them at `version`: every pair that can occur once (else 400 body/rules…), the shelve 1..10080, ' +
          'the escalation times 1..1440 with the administrators’ after the supervisors’ (else 400 naming the field). ' +
          'A rule applies to alarms raised after it (an active alarm keeps its priority); the times apply from the ' +
          'next escalation run and the next shelve. A save over settings changed since is 409 naming who and when, ' +
          'with the stored settings, and changes nothing. Answers the settings as stored.',
        tags,
        body: AlarmSettingsBody,
        response: { 200: DataReply(AlarmSettings) },
      },
    },
    async (request) => {
      const data = await saveAlarmSettings(ctx.db, request.body, editorOf(request, ctx.clock));
      return { code: ResultCode.OK, msg: ALARM_SETTINGS_MSG.SAVED, data };
    },
  );
};
