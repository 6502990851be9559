/**
 * 告警规则 (docs/alarms.md "Rules"): the settings read and saved as one record with their codes, 400 naming the field
 * with nothing changed, a stale save refused with 409 naming who and when, an alarm raised after a save taking the
 * edited priority while one already active keeps its own, the escalation job and the shelve reading the edited times,
 * the save in the operation log, and migration 034 on a database seeded before it. PGlite and PostgreSQL (server-pg).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ALARM_API, ALARM_ESCALATION } from '../../contract/alarm';
import {
  ALARM_RULES_API,
  ALARM_SETTINGS_MSG,
  type AlarmSettings,
  type AlarmSettingsBody,
} from '../../contract/alarm-rules';
import type { EditConflict } from '../../contract/common';
import type { OperLogRow } from '../../contract/logs';
import { PERM } from '../../contract/permissions';
import type { Db } from '../../server/src/db/client';
import { chinaDateTime } from '../../server/src/shared/china-time';
import { migrate } from '../../server/src/db/migrate';
import { escalateAlarms } from '../../server/src/modules/alarm/escalation';
import { insertAlarms } from '../../server/src/modules/alarm/repository';
import { SHELVE_MAX_KEY } from '../../server/src/modules/alarm/state-repository';
import { meterAlarm, type MeterRow } from '../../server/src/modules/alarm/simulator';
import { alarmCall, raise, wipeAlarms } from './helpers/alarm-fixtures';
import { createRole, createUser, grantCodes } from './helpers/fixtures';
import { createTestApp, login, openSeededDb, type TestApp } from './helpers/test-app';

let db: Db;
let t: TestApp;
const tokens: Record<string, string> = {};
const MIN = 60_000;

/** The seeded settings (migrations 031, 033, 034). */
const SEEDED: AlarmSettings = {
  rules: [
    { kind: 1, deviceType: 1, priority: 2 },
    { kind: 2, deviceType: 3, priority: 1 },
    { kind: 2, deviceType: 2, priority: 2 },
    { kind: 3, deviceType: 2, priority: 2 },
    { kind: 4, deviceType: 2, priority: 3 },
    { kind: 5, deviceType: 2, priority: 4 },
  ],
  shelveMaxMinutes: 480,
  escalateSupervisorMinutes: 15,
  escalateAdminMinutes: 30,
  version: 0,
  updateBy: '',
  updateTime: '',
};
const { updateBy: _by, updateTime: _time, ...SEEDED_BODY } = SEEDED;

beforeAll(async () => {
  db = await openSeededDb();
  t = await createTestApp(db);
  // A role holding the read code only: sees the page, cannot save.
  const reader = await createRole(db, 'alarm_rules_reader');
  await grantCodes(db, reader, [PERM.ALARM_SETTINGS_QUERY]);
  await createUser(db, {
    userName: 'rules_reader',
    password: 'Reader-2026x',
    roleId: reader,
    factories: [11],
  });
  for (const name of ['admin', 'operator', 'supervisor'])
    tokens[name] = (await login(t.app, name)).access_token;
  tokens.reader = (await login(t.app, 'rules_reader', 'Reader-2026x')).access_token;
});
beforeEach(async () => {
  await wipeAlarms(db);
  // Each test starts from the seeded settings at version 0.
  await db.query(
    `UPDATE alarm_priority_rule SET priority = CASE
       WHEN kind = 1 THEN 2 WHEN kind = 2 AND device_type = 3 THEN 1 WHEN kind IN (2, 3) THEN 2
       WHEN kind = 4 THEN 3 ELSE 4 END`,
  );
  await db.query('DELETE FROM sys_config WHERE config_key = ANY($1::text[])', [
    [SHELVE_MAX_KEY, ALARM_ESCALATION.SUPERVISOR_KEY, ALARM_ESCALATION.ADMIN_KEY],
  ]);
  await db.query('UPDATE alarm_settings SET version = 0, update_by = NULL, update_time = NULL');
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

const call = (who: string, method: 'GET' | 'PUT', body?: object) =>
  alarmCall(t.app, tokens[who] ?? '', method, ALARM_RULES_API.SETTINGS, body);
const settings = async (): Promise<AlarmSettings> => {
  const res = await call('admin', 'GET');
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: AlarmSettings }).data;
};
const edited = (changes: Partial<AlarmSettingsBody>): AlarmSettingsBody => ({ ...SEEDED_BODY, ...changes });
/** The seeded rules with (kind, deviceType) set to `priority`. */
const ruled = (kind: number, deviceType: number, priority: 1 | 2 | 3 | 4) =>
  SEEDED.rules.map((r) => (r.kind === kind && r.deviceType === deviceType ? { ...r, priority } : r));
const adminNick = async () =>
  (await db.query<{ n: string }>("SELECT nick_name AS n FROM sys_user WHERE user_name = 'admin'")).rows[0]!.n;

describe('reading', () => {
  it('answers every pair that can occur with its priority, the three times and the version', async () => {
    expect(await settings()).toEqual(SEEDED);
  });

  it('answers the defaults of the times when sys_config holds none, as the shelve and the escalation read them', async () => {
    // beforeEach removed the rows: the readers' defaults are what the page shows.
    expect(await settings()).toMatchObject({
      shelveMaxMinutes: 480,
      escalateSupervisorMinutes: ALARM_ESCALATION.SUPERVISOR_DEFAULT_MIN,
      escalateAdminMinutes: ALARM_ESCALATION.ADMIN_DEFAULT_MIN,
    });
  });
});

describe('permission codes', () => {
  it('reads with system:alarm:settingsQuery and saves with system:alarm:settings only', async () => {
    for (const who of ['operator', 'supervisor']) {
      expect((await call(who, 'GET')).statusCode).toBe(403);
      expect((await call(who, 'PUT', SEEDED_BODY)).statusCode).toBe(403);
    }
    expect((await call('reader', 'GET')).statusCode).toBe(200);
    expect((await call('reader', 'PUT', edited({ shelveMaxMinutes: 60 }))).statusCode).toBe(403);
    expect((await settings()).version).toBe(0);
  });
});

describe('saving', () => {
  it('saves the rules and times together, raises the version and names who and when', async () => {
    const body = edited({
      rules: ruled(4, 2, 1),
      shelveMaxMinutes: 60,
      escalateSupervisorMinutes: 20,
      escalateAdminMinutes: 45,
    });
    const res = await call('admin', 'PUT', body);
    expect(res.statusCode).toBe(200);
    const expected = {
      ...body,
      version: 1,
      updateBy: await adminNick(),
      updateTime: chinaDateTime(t.clock.now()),
    };
    expect(res.json()).toEqual({ code: 200, msg: ALARM_SETTINGS_MSG.SAVED, data: expected });
    expect(await settings()).toEqual(expected);
    // the operators' shelve dialog reads the new maximum
    const max = await alarmCall(t.app, tokens.operator!, 'GET', ALARM_API.SHELVE_MAX);
    expect((max.json() as { data: unknown }).data).toEqual({ maxMinutes: 60 });
  });

  it('gives an alarm raised after the save the edited priority; an alarm already active keeps its own', async () => {
    const before = await raise(db, { kind: 4, minutesAgo: 5, on: 'SH01-FM-01', now: t.clock.now() });
    expect((await call('admin', 'PUT', edited({ rules: ruled(4, 2, 1) }))).statusCode).toBe(200);
    const meter = (
      await db.query<MeterRow>(
        `SELECT meter_id AS "meterId", factory_id AS "factoryId", collector_id AS "collectorId",
                NULL::int AS "deviceId", NULL AS "deviceCode", NULL AS "deviceName", code, name,
                instrument_addr AS address, kind
           FROM alarm_meter WHERE code = 'SH01-WM-01'`,
      )
    ).rows[0]!;
    await insertAlarms(db, [meterAlarm(4, meter, new Date(t.clock.now()), () => 0.5)]);
    const { rows } = await db.query<{ id: number; priority: number }>(
      'SELECT alarm_record_id AS id, priority FROM alarm_record ORDER BY alarm_record_id',
    );
    expect(rows).toEqual([
      { id: before, priority: 3 },
      { id: expect.any(Number), priority: 1 },
    ]);
  });

  it('escalates by the saved times from the next run', async () => {
    const now = t.clock.now();
    // a 紧急 linkage on a device, unacknowledged for 20 minutes: the seeded 15 would have told the supervisors
    const id = await raise(db, { kind: 2, minutesAgo: 20, on: 'SH01-EM-01', now });
    await db.query('UPDATE alarm_record SET priority = 1 WHERE alarm_record_id = $1', [id]);
    expect(
      (await call('admin', 'PUT', edited({ escalateSupervisorMinutes: 25, escalateAdminMinutes: 50 })))
        .statusCode,
    ).toBe(200);
    expect((await escalateAlarms(db, t.clock)).alarms).toBe(0);
    t.clock.advance(5 * MIN);
    expect((await escalateAlarms(db, t.clock)).alarms).toBe(1);
    const rung = await db.query<{ r: number }>(
      'SELECT escalated_rung AS r FROM alarm_record WHERE alarm_record_id = $1',
      [id],
    );
    expect(rung.rows[0]!.r).toBe(1);
  });

  it('is recorded in the operation log', async () => {
    expect((await call('admin', 'PUT', edited({ shelveMaxMinutes: 90 }))).statusCode).toBe(200);
    const res = await alarmCall(t.app, tokens.admin!, 'GET', '/api/monitor/operlog/list?pageSize=1');
    const [row] = (res.json() as { rows: OperLogRow[] }).rows;
    expect(row).toMatchObject({
      title: 'alarm',
      businessType: 'edit',
      requestMethod: 'PUT',
      operUrl: ALARM_RULES_API.SETTINGS,
      operName: 'admin',
      status: '0',
    });
  });
});

describe('bad input: 400 naming the field, nothing changed', () => {
  const cases: [string, AlarmSettingsBody | object, string][] = [
    [
      'the administrators told no later than the supervisors',
      edited({ escalateSupervisorMinutes: 30, escalateAdminMinutes: 30 }),
      `body/escalateAdminMinutes ${ALARM_SETTINGS_MSG.ADMIN_AFTER_SUPERVISOR}`,
    ],
    ['an escalation time of 0', edited({ escalateSupervisorMinutes: 0 }), 'body/escalateSupervisorMinutes'],
    ['an escalation time over a day', edited({ escalateAdminMinutes: 1441 }), 'body/escalateAdminMinutes'],
    ['a shelve over a week', edited({ shelveMaxMinutes: 10_081 }), 'body/shelveMaxMinutes'],
    ['a shelve of 0', edited({ shelveMaxMinutes: 0 }), 'body/shelveMaxMinutes'],
    [
      'a pair that never occurs',
      edited({ rules: [...SEEDED.rules.slice(0, 5), { kind: 3, deviceType: 3, priority: 1 }] }),
      `body/rules/5 ${ALARM_SETTINGS_MSG.PAIR}`,
    ],
    [
      'a pair twice',
      edited({ rules: [...SEEDED.rules.slice(0, 5), { ...SEEDED.rules[0]!, priority: 4 }] }),
      `body/rules/5 ${ALARM_SETTINGS_MSG.DUPLICATE}`,
    ],
    ['a pair missing', edited({ rules: SEEDED.rules.slice(1) }), `body/rules ${ALARM_SETTINGS_MSG.MISSING}`],
    [
      'a priority of 5',
      { ...SEEDED_BODY, rules: [{ kind: 1, deviceType: 1, priority: 5 }, ...SEEDED.rules.slice(1)] },
      'body/rules/0/priority',
    ],
    ['no version', (({ version: _v, ...rest }) => rest)(edited({ shelveMaxMinutes: 60 })), 'body'],
  ];

  it.each(cases)('%s', async (_what, body, field) => {
    const res = await call('admin', 'PUT', body);
    expect(res.statusCode).toBe(400);
    const { msg } = res.json() as { msg: string };
    expect(msg.startsWith(field)).toBe(true);
    expect(await settings()).toEqual(SEEDED);
  });
});

describe('a stale save', () => {
  it('is refused with 409 naming who saved and when, with the stored settings, and changes nothing', async () => {
    t.clock.advance(13_000);
    const when = chinaDateTime(t.clock.now());
    // two pages loaded version 0; the first saves
    expect((await call('admin', 'PUT', edited({ rules: ruled(5, 2, 3) }))).statusCode).toBe(200);
    const stored = await settings();
    const stale = await call('admin', 'PUT', edited({ shelveMaxMinutes: 30 }));
    expect(stale.statusCode).toBe(409);
    const nick = await adminNick();
    expect(stale.json()).toEqual({
      code: 409,
      msg: `已被 ${nick} 于 ${when} 修改，请核对后再保存`,
      data: { updateBy: nick, updateTime: when, version: 1, current: stored },
    } satisfies { code: number; msg: string; data: EditConflict<AlarmSettings> });
    expect(await settings()).toEqual(stored);
    // saved again at the stored version, it goes through
    expect((await call('admin', 'PUT', { ...edited({ shelveMaxMinutes: 30 }), version: 1 })).statusCode).toBe(
      200,
    );
  });
});

// Last: it drops and makes again this file's table.
describe('migration 034', () => {
  it('adds 告警规则 to a demo database seeded before it, moves the old button’s grants to it, drops rules that never occur', async () => {
    const menus = () =>
      db.query(
        `SELECT menu_id, parent_id, menu_name, path, component, perms, menu_type, visible, icon, order_num, is_frame,
                keep_alive, allow_back, target FROM sys_menu WHERE menu_id IN (3053, 30531, 30532) ORDER BY menu_id`,
      );
    const seeded = (await menus()).rows;
    expect(seeded).toHaveLength(3);
    // granted to no demo role: the admin role holds every code
    const granted = await db.query(
      'SELECT 1 FROM sys_role_menu WHERE role_id <= 5 AND menu_id IN (3053, 30531, 30532)',
    );
    expect(granted.rows).toEqual([]);
    // As before it: no page, the write code a button of 字典管理 granted to the supervisor, three rules that never occur.
    await db.query('DELETE FROM sys_menu WHERE menu_id IN (3053, 30531, 30532)');
    await db.query(
      `INSERT INTO sys_menu (menu_id, parent_id, menu_name, perms, menu_type, keep_alive, order_num)
       VALUES (60136, 6013, '告警搁置上限', 'system:alarm:settings', 'F', false, 6)`,
    );
    await db.query('INSERT INTO sys_role_menu (role_id, menu_id) VALUES (3, 60136)');
    await db.query('INSERT INTO alarm_priority_rule VALUES (3, 3, 2), (4, 3, 3), (5, 3, 3)');
    await db.exec('DROP TABLE alarm_settings');
    await db.query("DELETE FROM schema_migrations WHERE version = '034-alarm-rules-page'");

    expect(await migrate(db)).toEqual(['034-alarm-rules-page']);
    expect((await menus()).rows).toEqual(seeded);
    expect((await db.query('SELECT 1 FROM sys_menu WHERE menu_id = 60136')).rows).toEqual([]);
    const supervisor = await db.query<{ menu_id: number }>(
      'SELECT menu_id FROM sys_role_menu WHERE role_id = 3 AND menu_id IN (305, 3053, 30531, 30532) ORDER BY 1',
    );
    expect(supervisor.rows.map((r) => r.menu_id)).toEqual([305, 3053, 30531, 30532]);
    await db.query('DELETE FROM sys_role_menu WHERE role_id = 3 AND menu_id IN (3053, 30531, 30532)');
    expect(await settings()).toEqual(SEEDED);
    const never = await db.query('SELECT 1 FROM alarm_priority_rule WHERE device_type = 3 AND kind <> 2');
    expect(never.rows).toEqual([]);
  });
});
