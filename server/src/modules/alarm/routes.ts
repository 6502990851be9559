/**
 * Device alarms under /api/system/alarm (docs/architecture.md §3 "Alarms", docs/requirements.md §3, §4 "Alarm",
 * §7 "Alarms", §8):
 * - GET window: the active alarms of the caller's factories, newest first, with parent suppression, the
 *   five voice flags, raisedRecently and serverTime;
 * - GET config / PUT config: the caller's alarm settings (null when none saved);
 * - POST {alarmRecordId}/order: a repair order from the alarm;
 * - POST simulate: the simulator on demand (404 when ALARM_SIMULATOR=off).
 * The states (release, acknowledge, shelve) are state-routes.ts, the journal journal-routes.ts, the analysis
 * analysis-routes.ts and 告警规则 settings-routes.ts.
 */
import { Type } from '@sinclair/typebox';
import {
  ALARM_API,
  ALARM_KINDS,
  ALARM_LIMITS,
  ALARM_MSG,
  ALARM_VOICE_FLAG,
  type AlarmConfig,
  type AlarmVoiceFlag,
  type AlarmWindow,
} from '../../../../contract/alarm';
import {
  AlarmConfigBodySchema,
  AlarmConfigSchema,
  AlarmOrderBodySchema,
  AlarmOrderParamsSchema,
  AlarmOrderResultSchema,
  AlarmSimulateBodySchema,
  AlarmSimulateResultSchema,
  AlarmWindowSchema,
} from '../../../../contract/alarm/schemas';
import { DataReply, ResultCode } from '../../../../contract/common/schemas';
import { DICT_TYPE } from '../../../../contract/dict';
import { PERM, SIGNED_IN } from '../../../../contract/permissions';
import type { RouteModule } from '../../context';
import { requestLang } from '../../shared/i18n/lang';
import { alarmsIn } from '../../shared/i18n/stored-texts';
import { badInput, notFound } from '../../errors';
import { at } from '../../shared/clock';
import { factoryGate, factoryScope } from '../../shared/factory-scope';
import { ok } from '../../shared/http';
import { principalOf } from '../../shared/principal';
import { DictRepository } from '../dict/repository';
import { UserFactoryRepository } from '../user/factory-repository';
import { chinaDateTime } from '../../shared/china-time';
import { orderFromAlarm } from './order-from-alarm';
import { AlarmRepository } from './repository';
import { simulate } from './simulator';

const MINUTE_MS = 60_000;
const signedIn = { permission: SIGNED_IN } as const;
const tags = ['alarm'];

export const alarmRoutes: RouteModule = async (app, { ctx }) => {
  const alarms = new AlarmRepository(ctx.db);
  const dicts = new DictRepository(ctx.db);
  const gate = factoryGate(new UserFactoryRepository(ctx.db));

  app.get(
    ALARM_API.WINDOW,
    {
      config: signedIn,
      schema: {
        summary: 'Alarm window',
        description:
          "The active alarms of the caller's factories, newest first. An active collector error hides the active " +
          'meter-offline and meter-online-without-data alarms of the meters behind it and carries their number ' +
          '(`suppressedCount`). A voice flag is true when an alarm of its kind in the window was raised within ' +
          "the caller's polling interval (saved config, else 5 minutes); `raisedRecently` counts the alarms raised " +
          'in the last 10 minutes, released or not; `serverTime` is China time.',
        tags,
        response: { 200: DataReply(AlarmWindowSchema) },
      },
    },
    async (request) => {
      const { userId } = principalOf(request);
      const scope = factoryScope(request);
      const now = at(ctx.clock);
      const interval =
        (await alarms.config(userId, ALARM_LIMITS.SAVED_DEFAULT_INTERVAL_MIN))?.voiceTimeInterval ??
        ALARM_LIMITS.DEFAULT_INTERVAL_MIN;
      const rows = await alarms.window(scope, new Date(now.getTime() - interval * MINUTE_MS), now);
      const flags = Object.fromEntries(
        ALARM_KINDS.map((k) => [ALARM_VOICE_FLAG[k], rows.some((r) => r.recent && r.windowAlarmType === k)]),
      ) as Record<AlarmVoiceFlag, boolean>;
      const data: AlarmWindow = {
        // contents in the request's language (docs/i18n.md)
        deviceAlarmWindow: alarmsIn(
          requestLang(request),
          rows.map(({ recent: _recent, ...item }) => item),
        ),
        ...flags,
        raisedRecently: await alarms.raisedBetween(
          scope,
          new Date(now.getTime() - ALARM_LIMITS.FLOOD_WINDOW_MIN * MINUTE_MS),
          now,
        ),
        serverTime: chinaDateTime(now.getTime()),
      };
      return ok(data);
    },
  );

  app.get(
    ALARM_API.CONFIG,
    {
      config: signedIn,
      schema: {
        summary: 'Alarm config',
        description:
          "The caller's saved alarm settings, or `null` when none were saved (the console then assumes voice on, " +
          'no pop-up notice, 5 minutes).',
        tags,
        response: { 200: DataReply(Type.Union([AlarmConfigSchema, Type.Null()])) },
      },
    },
    async (request) =>
      ok(await alarms.config(principalOf(request).userId, ALARM_LIMITS.SAVED_DEFAULT_INTERVAL_MIN)),
  );

  app.put(
    ALARM_API.CONFIG,
    {
      config: signedIn,
      schema: {
        summary: 'Save the alarm config',
        description:
          "Saves the caller's alarm settings and answers them. `voiceTimeInterval` must be a value of the " +
          'dictionary oms_voice_time_interval (else 400, nothing saved); without it 2 minutes is saved.',
        tags,
        body: AlarmConfigBodySchema,
        response: { 200: DataReply(AlarmConfigSchema) },
      },
    },
    async (request) => {
      const { voiceStatus, showWindowStatus, voiceTimeInterval } = request.body;
      if (voiceTimeInterval !== undefined) {
        const allowed = (await dicts.dataOfType(DICT_TYPE.VOICE_TIME_INTERVAL)).map((d) => d.dictValue);
        if (!allowed.includes(String(voiceTimeInterval)))
          throw badInput('body/voiceTimeInterval', ALARM_MSG.BAD_INTERVAL);
      }
      const saved: AlarmConfig = {
        voiceStatus,
        showWindowStatus,
        voiceTimeInterval: voiceTimeInterval ?? ALARM_LIMITS.SAVED_DEFAULT_INTERVAL_MIN,
      };
      await alarms.saveConfig(principalOf(request).userId, saved);
      return { code: ResultCode.OK, msg: ALARM_MSG.CONFIG_SAVED, data: saved };
    },
  );

  app.post(
    `${ALARM_API.ORDER}/:alarmRecordId/order`,
    {
      config: { permission: PERM.ALARM_ORDER },
      schema: {
        summary: 'Raise a repair order from an alarm',
        description:
          "Creates a repair order (report source 3 设备告警) for the alarm's factory and device, fault time = alarm " +
          'time, content from the alarm unless `reportContent` is given, and links it to the alarm. A second call is ' +
          "refused; an alarm released or outside the caller's factories answers 404.",
        tags,
        params: AlarmOrderParamsSchema,
        body: AlarmOrderBodySchema,
        response: { 200: DataReply(AlarmOrderResultSchema) },
      },
    },
    async (request) => {
      const actor = principalOf(request);
      const created = await ctx.db.transaction((tx) =>
        orderFromAlarm(tx, actor, request.params.alarmRecordId, request.body ?? {}, at(ctx.clock)),
      );
      return ok(created);
    },
  );

  app.post(
    ALARM_API.SIMULATE,
    {
      config: { permission: PERM.ALARM_SIMULATE },
      schema: {
        summary: 'Simulate alarm traffic',
        description:
          'Admins: one trickle, burst (20–40 alarms within two minutes of one factory), collector failure or ' +
          'clear, for one factory or any; answers how many alarms were written. 404 when ALARM_SIMULATOR=off.',
        tags,
        body: AlarmSimulateBodySchema,
        response: { 200: DataReply(AlarmSimulateResultSchema) },
      },
    },
    async (request) => {
      if (ctx.config.alarmSimulator === 'off') throw notFound(`接口不存在：POST ${ALARM_API.SIMULATE}`);
      const { what, factoryId } = request.body;
      if (factoryId !== undefined) await gate(request, factoryId);
      const changed = await simulate(ctx.db, ctx.clock, Math.random, what, factoryId);
      return ok({ changed });
    },
  );
};
