/**
 * Device alarms under /api/system/alarm (docs/architecture.md §3 "Alarms", docs/requirements.md §3, §4 "Alarm",
 * §7 "Alarms", §8):
 * - GET window: the active alarms of the caller's factories, newest first, with parent suppression, the
 *   five voice flags, raisedRecently and serverTime;
 * - GET config / PUT config: the caller's alarm settings (null when none saved);
 * - PUT clear: releases the active alarms among the ids within the caller's factories (a reason while still active);
 * - PUT ack, PUT shelve, PUT unshelve, GET shelved, GET journal: the alarm states and their journal (docs/alarms.md);
 * - GET shelveMax: the longest shelve, an administrator's setting (告警规则, settings-routes.ts);
 * - POST {alarmRecordId}/order: a repair order from the alarm;
 * - POST simulate: the simulator on demand (404 when ALARM_SIMULATOR=off).
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
  AlarmAckBodySchema,
  AlarmChangeResultSchema,
  AlarmJournalQuerySchema,
  AlarmJournalRowSchema,
  AlarmShelveBodySchema,
  AlarmShelveMaxSchema,
  AlarmShelvedItemSchema,
  AlarmUnshelveBodySchema,
  AlarmClearBodySchema,
  AlarmClearResultSchema,
  AlarmConfigBodySchema,
  AlarmConfigSchema,
  AlarmOrderBodySchema,
  AlarmOrderParamsSchema,
  AlarmOrderResultSchema,
  AlarmSimulateBodySchema,
  AlarmSimulateResultSchema,
  AlarmWindowSchema,
} from '../../../../contract/alarm/schemas';
import { DataReply, PageReply, ResultCode } from '../../../../contract/common/schemas';
import { DICT_TYPE } from '../../../../contract/dict';
import { PERM, SIGNED_IN } from '../../../../contract/permissions';
import type { RouteModule } from '../../context';
import { requestLang } from '../../shared/i18n/lang';
import { alarmsIn, journalIn } from '../../shared/i18n/stored-texts';
import { badInput, notFound, refusal } from '../../errors';
import { at } from '../../shared/clock';
import { factoryGate, factoryScope } from '../../shared/factory-scope';
import { ok } from '../../shared/http';
import { page, pageWindow } from '../../shared/paging';
import { principalOf } from '../../shared/principal';
import { DictRepository } from '../dict/repository';
import { UserFactoryRepository } from '../user/factory-repository';
import { chinaDateTime } from '../../shared/china-time';
import { orderFromAlarm } from './order-from-alarm';
import { checkJournalTimes } from './china-instant';
import { AlarmRepository } from './repository';
import { simulate } from './simulator';

const MINUTE_MS = 60_000;
const signedIn = { permission: SIGNED_IN } as const;
const tags = ['alarm'];
const MAX_ID = 2_147_483_647;

/** "1,2,3" → distinct ids; anything else is bad input naming the field. */
export function parseAlarmIds(raw: string): number[] {
  const parts = raw.split(',').map((p) => p.trim());
  if (!parts.every((p) => /^[1-9]\d{0,9}$/.test(p) && Number(p) <= MAX_ID)) {
    throw badInput('body/alarmRecordIds', ALARM_MSG.BAD_IDS);
  }
  return [...new Set(parts.map(Number))];
}

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

  app.put(
    ALARM_API.CLEAR,
    {
      config: { permission: PERM.ALARM_RELEASE },
      schema: {
        summary: 'Release alarms',
        description:
          'Releases the active alarms among `alarmRecordIds` ("1,2,3") that lie in the caller\'s factories, ' +
          'recording who, when and `reason` (journal event released); others stay as they are. `reason` is required ' +
          '(400 body/reason) when any of them has not cleared (its condition still active). Answers how many were ' +
          'released; none is a refusal (没有可解除的告警).',
        tags,
        body: AlarmClearBodySchema,
        response: { 200: DataReply(AlarmClearResultSchema) },
      },
    },
    async (request) => {
      const ids = parseAlarmIds(request.body.alarmRecordIds);
      const reason = request.body.reason?.trim() || null;
      const scope = factoryScope(request);
      // One transaction: the journal and the live event (docs/architecture.md §3 "Live channels") go with it.
      const released = await ctx.db.transaction(async (tx) => {
        const repo = new AlarmRepository(tx);
        if (reason === null && (await repo.anyStillActive(ids, scope)))
          throw badInput('body/reason', ALARM_MSG.REASON_REQUIRED);
        return repo.release(ids, scope, principalOf(request).userId, at(ctx.clock), reason);
      });
      if (released === 0) throw refusal(ALARM_MSG.NONE_RELEASED);
      const msg =
        released === 1 ? ALARM_MSG.RELEASED_ONE : ALARM_MSG.RELEASED_MANY.replace('{n}', String(released));
      return { code: ResultCode.OK, msg, data: { released } };
    },
  );

  app.put(
    ALARM_API.ACK,
    {
      config: { permission: PERM.ALARM_ACK },
      schema: {
        summary: 'Acknowledge alarms',
        description:
          "Acknowledges (确认) the active, unacknowledged, unshelved alarms among `alarmRecordIds` in the caller's " +
          'factories with an optional `note`: they stay in the window, silent (docs/alarms.md). Answers how many; ' +
          'none is a refusal (没有可确认的告警).',
        tags,
        body: AlarmAckBodySchema,
        response: { 200: DataReply(AlarmChangeResultSchema) },
      },
    },
    async (request) => {
      const ids = parseAlarmIds(request.body.alarmRecordIds);
      const note = request.body.note?.trim() || null;
      const changed = await ctx.db.transaction((tx) =>
        new AlarmRepository(tx).acknowledge(
          ids,
          factoryScope(request),
          principalOf(request).userId,
          at(ctx.clock),
          note,
        ),
      );
      if (changed === 0) throw refusal(ALARM_MSG.NONE_ACKED);
      const msg = changed === 1 ? ALARM_MSG.ACKED_ONE : ALARM_MSG.ACKED_MANY.replace('{n}', String(changed));
      return { code: ResultCode.OK, msg, data: { changed } };
    },
  );

  app.put(
    ALARM_API.SHELVE,
    {
      config: { permission: PERM.ALARM_SHELVE },
      schema: {
        summary: 'Shelve alarms',
        description:
          "Shelves (搁置) the active, unshelved alarms among `alarmRecordIds` in the caller's factories for `minutes` " +
          "(1 to the administrator's maximum, sys_config sys.alarm.shelveMaxMinutes, default 480; else 400 " +
          'body/minutes) with a `reason` (required, 400 body/reason). They leave the window until then and come back ' +
          'unacknowledged. Answers how many; none is a refusal (没有可搁置的告警).',
        tags,
        body: AlarmShelveBodySchema,
        response: { 200: DataReply(AlarmChangeResultSchema) },
      },
    },
    async (request) => {
      const ids = parseAlarmIds(request.body.alarmRecordIds);
      const { minutes } = request.body;
      const reason = request.body.reason.trim();
      const changed = await ctx.db.transaction(async (tx) => {
        const repo = new AlarmRepository(tx);
        const max = await repo.shelveMaxMinutes();
        if (minutes < 1 || minutes > max)
          throw badInput('body/minutes', ALARM_MSG.SHELVE_MINUTES.replace('{max}', String(max)));
        if (reason === '') throw badInput('body/reason', ALARM_MSG.SHELVE_REASON);
        const now = at(ctx.clock);
        return repo.shelve(
          ids,
          factoryScope(request),
          principalOf(request).userId,
          now,
          new Date(now.getTime() + minutes * MINUTE_MS),
          reason,
        );
      });
      if (changed === 0) throw refusal(ALARM_MSG.NONE_SHELVED);
      return {
        code: ResultCode.OK,
        msg: ALARM_MSG.SHELVED.replace('{n}', String(changed)),
        data: { changed },
      };
    },
  );

  app.put(
    ALARM_API.UNSHELVE,
    {
      config: { permission: PERM.ALARM_SHELVE },
      schema: {
        summary: 'Unshelve alarms',
        description:
          "Ends the shelve of the shelved alarms among `alarmRecordIds` in the caller's factories: they are back in " +
          'the window, unacknowledged. Answers how many; none is a refusal (没有可取消搁置的告警).',
        tags,
        body: AlarmUnshelveBodySchema,
        response: { 200: DataReply(AlarmChangeResultSchema) },
      },
    },
    async (request) => {
      const ids = parseAlarmIds(request.body.alarmRecordIds);
      const changed = await ctx.db.transaction((tx) =>
        new AlarmRepository(tx).unshelve(
          ids,
          factoryScope(request),
          principalOf(request).userId,
          at(ctx.clock),
        ),
      );
      if (changed === 0) throw refusal(ALARM_MSG.NONE_UNSHELVED);
      return {
        code: ResultCode.OK,
        msg: ALARM_MSG.UNSHELVED.replace('{n}', String(changed)),
        data: { changed },
      };
    },
  );

  app.get(
    ALARM_API.SHELVED,
    {
      config: { permission: PERM.ALARM_SHELVE },
      schema: {
        summary: 'Shelved alarms',
        description:
          "The alarms of the caller's factories shelved now, the shelve ending soonest first, with who shelved them " +
          'and why.',
        tags,
        response: { 200: DataReply(Type.Array(AlarmShelvedItemSchema)) },
      },
    },
    async (request) =>
      ok(alarmsIn(requestLang(request), await alarms.shelved(factoryScope(request), at(ctx.clock)))),
  );

  app.get(
    ALARM_API.SHELVE_MAX,
    {
      config: signedIn,
      schema: {
        summary: 'The longest shelve',
        description:
          'The longest shelve in minutes an operator may set (sys_config sys.alarm.shelveMaxMinutes, default 480): ' +
          'the shelve dialog offers up to it.',
        tags,
        response: { 200: DataReply(AlarmShelveMaxSchema) },
      },
    },
    async () => ok({ maxMinutes: await alarms.shelveMaxMinutes() }),
  );

  app.get(
    ALARM_API.JOURNAL,
    {
      config: { permission: PERM.ALARM_JOURNAL },
      schema: {
        summary: 'Alarm journal',
        description:
          'Every state change of the alarms of the caller\'s factories (docs/alarms.md "Events"), newest first, ' +
          'paged; filters by time (China time), factory, device code (part), kind, priority, event and user (part of ' +
          "the account or nick name). With `alarmRecordId`: that alarm's story, oldest first.",
        tags,
        querystring: AlarmJournalQuerySchema,
        response: { 200: PageReply(AlarmJournalRowSchema) },
      },
    },
    async (request) => {
      const q = request.query;
      checkJournalTimes(q, 'querystring');
      if (q.factoryId !== undefined) await gate(request, q.factoryId);
      const { limit, offset } = pageWindow(q);
      const { rows, total } = await alarms.journalPage(factoryScope(request), q, limit, offset);
      return page(journalIn(requestLang(request), rows), total);
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
