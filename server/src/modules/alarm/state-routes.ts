/**
 * The alarm states under /api/system/alarm (docs/alarms.md "States", "Shelving"; docs/requirements.md §4 "Alarm"):
 * - PUT clear: releases the active alarms among the ids within the caller's factories (a reason while still active);
 * - PUT ack, PUT shelve, PUT unshelve, GET shelved;
 * - GET shelveMax: the longest shelve, an administrator's setting (告警规则, settings-routes.ts).
 * Each change runs in one transaction with its journal event and the consoles' live frame.
 */
import { Type } from '@sinclair/typebox';
import { ALARM_API, ALARM_MSG } from '../../../../contract/alarm';
import {
  AlarmAckBodySchema,
  AlarmChangeResultSchema,
  AlarmClearBodySchema,
  AlarmClearResultSchema,
  AlarmShelveBodySchema,
  AlarmShelvedItemSchema,
  AlarmShelveMaxSchema,
  AlarmUnshelveBodySchema,
} from '../../../../contract/alarm/schemas';
import { DataReply, ResultCode } from '../../../../contract/common/schemas';
import { PERM, SIGNED_IN } from '../../../../contract/permissions';
import type { RouteModule } from '../../context';
import { badInput, refusal } from '../../errors';
import { at } from '../../shared/clock';
import { factoryScope } from '../../shared/factory-scope';
import { ok } from '../../shared/http';
import { requestLang } from '../../shared/i18n/lang';
import { alarmsIn } from '../../shared/i18n/stored-texts';
import { principalOf } from '../../shared/principal';
import { AlarmRepository } from './repository';
import { AlarmStateRepository } from './state-repository';

const MINUTE_MS = 60_000;
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

export const alarmStateRoutes: RouteModule = async (app, { ctx }) => {
  const alarms = new AlarmRepository(ctx.db);

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
        const repo = new AlarmStateRepository(tx);
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
        new AlarmStateRepository(tx).acknowledge(
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
        const repo = new AlarmStateRepository(tx);
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
        new AlarmStateRepository(tx).unshelve(
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
      config: { permission: SIGNED_IN },
      schema: {
        summary: 'The longest shelve',
        description:
          'The longest shelve in minutes an operator may set (sys_config sys.alarm.shelveMaxMinutes, default 480): ' +
          'the shelve dialog offers up to it.',
        tags,
        response: { 200: DataReply(AlarmShelveMaxSchema) },
      },
    },
    async () => ok({ maxMinutes: await new AlarmStateRepository(ctx.db).shelveMaxMinutes() }),
  );
};
