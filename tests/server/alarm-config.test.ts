/**
 * GET/PUT /api/system/alarm/config (docs/requirements.md §3 "Alarm config", §4 "Alarm"; docs/architecture.md
 * §3 "Alarms"): null until saved, a saved config without interval is 2 minutes, an interval outside the
 * dictionary oms_voice_time_interval is 400 naming the field with nothing saved, each user their own.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ALARM_API, ALARM_CONFIG_DEFAULT, ALARM_MSG } from '../../contract/alarm';
import type { Db } from '../../server/src/db/client';
import { alarmCall } from './helpers/alarm-fixtures';
import { createTestApp, login, openSeededDb, type TestApp } from './helpers/test-app';

let db: Db;
let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  db = await openSeededDb();
  t = await createTestApp(db);
  for (const name of ['operator', 'supervisor']) tokens[name] = (await login(t.app, name)).access_token;
});
beforeEach(async () => {
  await db.query('DELETE FROM alarm_user_config');
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

const get = (who: string) => alarmCall(t.app, tokens[who] ?? '', 'GET', ALARM_API.CONFIG);
const put = (who: string, body: object) => alarmCall(t.app, tokens[who] ?? '', 'PUT', ALARM_API.CONFIG, body);

async function savedRows(): Promise<unknown[]> {
  const { rows } = await db.query('SELECT * FROM alarm_user_config ORDER BY user_id');
  return rows;
}

describe('alarm config', () => {
  it('is null until saved; the console then assumes voice on, no pop-up, 5 minutes', async () => {
    const res = await get('operator');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, msg: '操作成功', data: null });
    expect(ALARM_CONFIG_DEFAULT).toEqual({ voiceStatus: 1, showWindowStatus: 0, voiceTimeInterval: 5 });
  });

  it('saves and answers the config, 2 minutes when saved without an interval', async () => {
    const res = await put('operator', { voiceStatus: 0, showWindowStatus: 1 });
    expect(res.json()).toEqual({
      code: 200,
      msg: ALARM_MSG.CONFIG_SAVED,
      data: { voiceStatus: 0, showWindowStatus: 1, voiceTimeInterval: 2 },
    });
    expect((await get('operator')).json().data).toEqual({
      voiceStatus: 0,
      showWindowStatus: 1,
      voiceTimeInterval: 2,
    });

    await put('operator', { voiceStatus: 1, showWindowStatus: 0, voiceTimeInterval: 30 });
    expect((await get('operator')).json().data).toEqual({
      voiceStatus: 1,
      showWindowStatus: 0,
      voiceTimeInterval: 30,
    });
    // another user's stays unsaved
    expect((await get('supervisor')).json().data).toBeNull();
  });

  it.each([
    [
      { voiceStatus: 1, showWindowStatus: 0, voiceTimeInterval: 7 },
      `body/voiceTimeInterval ${ALARM_MSG.BAD_INTERVAL}`,
    ],
    [
      { voiceStatus: 1, showWindowStatus: 0, voiceTimeInterval: 0 },
      `body/voiceTimeInterval ${ALARM_MSG.BAD_INTERVAL}`,
    ],
    [
      { voiceStatus: 1, showWindowStatus: 0, voiceTimeInterval: 2.5 },
      'body/voiceTimeInterval must be integer',
    ],
    [{ voiceStatus: 2, showWindowStatus: 0 }, 'body/voiceStatus must be one of 0, 1'],
    [{ voiceStatus: 1 }, 'body/showWindowStatus is required'],
  ])('refuses %o with 400 naming the field and saves nothing', async (body, msg) => {
    const res = await put('operator', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, msg });
    expect(await savedRows()).toEqual([]);
  });

  it('keeps the saved config when a later save is refused', async () => {
    await put('operator', { voiceStatus: 1, showWindowStatus: 1, voiceTimeInterval: 15 });
    expect(
      (await put('operator', { voiceStatus: 0, showWindowStatus: 0, voiceTimeInterval: 3 })).statusCode,
    ).toBe(400);
    expect((await get('operator')).json().data).toEqual({
      voiceStatus: 1,
      showWindowStatus: 1,
      voiceTimeInterval: 15,
    });
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ method: 'PUT', url: ALARM_API.CONFIG, payload: {} })).statusCode).toBe(401);
  });
});
