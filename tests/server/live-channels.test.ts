/**
 * The live channels (docs/architecture.md §3 "Live channels"): refusals before the upgrade, the
 * heartbeat, the cap per user, a socket closed when its access token expires unless a refreshed one came on it,
 * and a message written through one app reaching a socket held by a
 * second app on the same database (two instances on one PostgreSQL work the same way: LISTEN/NOTIFY).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import {
  LIVE_CLOSE,
  LIVE_MAX_SOCKETS_PER_USER,
  liveAuthFrame,
  liveLangFrame,
  type AlarmsFrame,
  type CountFrame,
  type TaskFrame,
  type TodosDoneFrame,
} from '../../contract/live';
import { ALARM_API, ALARM_SIMULATION } from '../../contract/alarm';
import { MSG_TAB } from '../../contract/message/schemas';
import type { Db } from '../../server/src/db/client';
import {
  decodeLiveEvent,
  encodeLiveEvent,
  FACTORIES_PER_NOTIFY,
  MESSAGES_PER_NOTIFY,
} from '../../server/src/shared/live-events';
import { createUser } from './helpers/fixtures';
import {
  bearer,
  createTestApp,
  getAs,
  login,
  openSeededDb,
  postRefresh,
  type TestApp,
} from './helpers/test-app';
import { ADMIN, buildWorld, createOrder, OPERATOR, SUPERVISOR, type World } from './helpers/work-order-world';

let db: Db;
let a: TestApp;
let b: TestApp;
let baseA: string;
let baseB: string;
let w: World;
let supervisorToken: string;
const opened: WebSocket[] = [];

beforeAll(async () => {
  db = await openSeededDb();
  a = await createTestApp(db);
  b = await createTestApp(db, { clock: a.clock });
  baseA = await a.app.listen({ port: 0, host: '127.0.0.1' });
  baseB = await b.app.listen({ port: 0, host: '127.0.0.1' });
  w = await buildWorld(a.app, db);
  supervisorToken = w.tokens.get(SUPERVISOR) ?? '';
});

afterAll(async () => {
  for (const ws of opened) ws.terminate();
  await a.app.close();
  await b.app.close();
  await db.close();
});

const wsUrl = (base: string, channel: string, username: string, token?: string) =>
  `${base.replace(/^http/, 'ws')}/api/ws/${channel}/${username}${token ? `?access_token=${token}` : ''}`;

interface Socket {
  ws: WebSocket;
  frames: string[];
  /** resolves with the first frame (from now on or already received) that matches */
  next: (match: (text: string) => boolean) => Promise<string>;
}

/** Opens a socket, or rejects with the HTTP status of the refused upgrade. */
function connect(url: string, headers: Record<string, string> = {}): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers });
    opened.push(ws);
    const frames: string[] = [];
    const waiters: Array<{ match: (t: string) => boolean; done: (t: string) => void }> = [];
    ws.on('message', (data) => {
      const text = data.toString();
      frames.push(text);
      for (const waiter of [...waiters]) {
        if (waiter.match(text)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.done(text);
        }
      }
    });
    const next = (match: (t: string) => boolean) =>
      new Promise<string>((done) => {
        const seen = frames.find(match);
        if (seen !== undefined) done(seen);
        else waiters.push({ match, done });
      });
    ws.once('open', () => resolve({ ws, frames, next }));
    ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    ws.once('error', reject);
  });
}

const closed = (ws: WebSocket) =>
  new Promise<number>((resolve) => {
    if (ws.readyState === WebSocket.CLOSED) resolve(-1);
    ws.once('close', (code) => resolve(code));
  });

describe('before the upgrade', () => {
  it('refuses without a token (401) and with a bad one (401)', async () => {
    await expect(connect(wsUrl(baseA, 'count', 'supervisor'))).rejects.toThrow('HTTP 401');
    await expect(connect(wsUrl(baseA, 'task', 'supervisor', 'not-a-token'))).rejects.toThrow('HTTP 401');
  });

  it("refuses another user's token (403) and a foreign Origin (403)", async () => {
    const operator = (await login(a.app, 'operator')).access_token;
    await expect(connect(wsUrl(baseA, 'count', 'supervisor', operator))).rejects.toThrow('HTTP 403');
    await expect(
      connect(wsUrl(baseA, 'count', 'supervisor', supervisorToken), { origin: 'https://evil.example' }),
    ).rejects.toThrow('HTTP 403');
  });

  it("accepts the user's own token from this server's own Origin", async () => {
    const origin = baseA;
    const s = await connect(wsUrl(baseA, 'count', 'supervisor', supervisorToken), { origin });
    expect(s.ws.readyState).toBe(WebSocket.OPEN);
    s.ws.close();
  });

  it('is described in the API reference', async () => {
    const doc = (await a.app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, object> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/ws/count/{username}', '/api/ws/task/{username}']),
    );
  });
});

describe('on an open socket', () => {
  it('answers ping with pong', async () => {
    const s = await connect(wsUrl(baseA, 'count', 'supervisor', supervisorToken));
    s.ws.send('ping');
    expect(await s.next((t) => t === 'pong')).toBe('pong');
    s.ws.close();
  });

  it('closes a socket sending more than 1 KB', async () => {
    const s = await connect(wsUrl(baseA, 'count', 'supervisor', supervisorToken));
    const code = closed(s.ws);
    s.ws.send('x'.repeat(2048));
    expect(await code).toBe(1009);
  });

  it(`keeps at most ${LIVE_MAX_SOCKETS_PER_USER} sockets per user: the oldest closes`, async () => {
    const sockets: Socket[] = [];
    for (let i = 0; i < LIVE_MAX_SOCKETS_PER_USER; i += 1) {
      sockets.push(
        await connect(wsUrl(baseA, 'count', 'viewer', (await login(a.app, 'viewer')).access_token)),
      );
    }
    const oldest = closed(sockets[0]!.ws);
    const token = (await login(a.app, 'viewer')).access_token;
    const eleventh = await connect(wsUrl(baseA, 'count', 'viewer', token));
    expect(await oldest).toBe(LIVE_CLOSE.REPLACED);
    expect(sockets.slice(1).every((s) => s.ws.readyState === WebSocket.OPEN)).toBe(true);
    for (const s of [...sockets, eleventh]) s.ws.close();
  });
});

describe('the access token expiring (an app of its own, whose clock the tests move)', () => {
  let c: TestApp;
  let baseC: string;
  const TTL_MS = 1800 * 1000;

  beforeAll(async () => {
    c = await createTestApp(db);
    baseC = await c.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await c.app.close();
  });

  /** Time passing: the server's clock and its timers (faked by each test) together. */
  const pass = (ms: number) => {
    c.clock.advance(ms);
    vi.advanceTimersByTime(ms);
  };

  /** Still open: a ping sent now is answered (after every frame sent before it), not the socket closed. */
  const stillOpen = async (s: Socket) => {
    const pongs = s.frames.filter((t) => t === 'pong').length;
    s.ws.send('ping');
    const outcome = await Promise.race([
      s.next((t) => t === 'pong' && s.frames.filter((f) => f === 'pong').length > pongs).then(() => 'pong'),
      closed(s.ws).then((code) => `closed with ${code}`),
    ]);
    expect(outcome).toBe('pong');
    expect(s.ws.readyState).toBe(WebSocket.OPEN);
  };

  const refreshed = async (refreshToken: string): Promise<string> =>
    ((await postRefresh(c.app, refreshToken)).json() as { access_token: string }).access_token;

  it('closes the socket with 4001 when the token it opened with expires, as the API refuses the token', async () => {
    const token = (await login(c.app, 'operator')).access_token;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const s = await connect(wsUrl(baseC, 'count', 'operator', token));
      const code = closed(s.ws);
      pass(TTL_MS - 1);
      await stillOpen(s);
      pass(1);
      expect(await code).toBe(LIVE_CLOSE.TOKEN_EXPIRED);
      expect(LIVE_CLOSE.TOKEN_EXPIRED).toBe(4001);
      expect((await getAs(c.app, token, '/api/system/user/getInfo')).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps it open until a refreshed token sent on it expires; a token of another user changes nothing', async () => {
    const first = await login(c.app, 'operator');
    c.clock.advance(TTL_MS / 2);
    const next = await refreshed(first.refresh_token);
    const viewer = (await login(c.app, 'viewer')).access_token;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const kept = await connect(wsUrl(baseC, 'task', 'operator', first.access_token));
      const notKept = await connect(wsUrl(baseC, 'count', 'operator', first.access_token));
      const keptCode = closed(kept.ws);
      const notKeptCode = closed(notKept.ws);
      kept.ws.send(liveAuthFrame(next));
      notKept.ws.send(liveAuthFrame(viewer));
      notKept.ws.send(liveAuthFrame('not-a-token'));
      notKept.ws.send('{"access_token": 42}');
      await stillOpen(kept);
      await stillOpen(notKept);
      // the first token's end
      pass(TTL_MS / 2);
      expect(await notKeptCode).toBe(LIVE_CLOSE.TOKEN_EXPIRED);
      await stillOpen(kept);
      // the refreshed token's end
      pass(TTL_MS / 2 - 1);
      await stillOpen(kept);
      pass(1);
      expect(await keptCode).toBe(LIVE_CLOSE.TOKEN_EXPIRED);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('across instances', () => {
  it('a message written through one app reaches the sockets held by the other: a task frame and the count', async () => {
    const count = await connect(wsUrl(baseB, 'count', 'supervisor', supervisorToken));
    const task = await connect(wsUrl(baseB, 'task', 'supervisor', supervisorToken));

    const { taskNo } = await createOrder(w, 'fix');

    const frame = JSON.parse(await task.next((t) => t.includes(taskNo))) as TaskFrame;
    expect(frame.factoryId).toBe(11);
    expect(frame.msgType).toBe(MSG_TAB.TODO);
    expect(frame.taskMsg.taskNo).toBe(taskNo);
    const { rows } = await db.query<{ msg_id: number; n: number }>(
      `SELECT msg_id, (SELECT count(*)::int FROM sys_task_msg WHERE user_id = $1 AND factory_id = 11 AND is_read = 0) AS n
         FROM sys_task_msg WHERE user_id = $1 AND task_no = $2`,
      [SUPERVISOR, taskNo],
    );
    expect(frame.taskMsg.msgId).toBe(rows[0]?.msg_id);

    const counted = JSON.parse(await count.next((t) => t.startsWith('{'))) as CountFrame;
    expect(counted).toEqual({ factoryId: 11, msgCount: rows[0]?.n });
    // The count channel gets counts only, the task channel tasks only.
    expect(count.frames.some((t) => t.includes('taskMsg'))).toBe(false);
    expect(task.frames.some((t) => t.includes('msgCount'))).toBe(false);
    count.ws.close();
    task.ws.close();
  });

  it("sends a task frame's title in the language the socket named, and in the new one after a switch (docs/i18n.md)", async () => {
    const english = await connect(`${wsUrl(baseB, 'task', 'supervisor', supervisorToken)}&lang=en-US`, {
      'accept-language': 'zh-CN',
    });
    const chinese = await connect(wsUrl(baseB, 'task', 'supervisor', supervisorToken));

    const first = await createOrder(w, 'fix');
    const en = JSON.parse(await english.next((t) => t.includes(first.taskNo))) as TaskFrame;
    const zh = JSON.parse(await chinese.next((t) => t.includes(first.taskNo))) as TaskFrame;
    expect([en.lang, en.taskMsg.msgTitle]).toEqual(['en', 'A new repair order waits for dispatch']);
    expect([zh.lang, zh.taskMsg.msgTitle]).toEqual(['zh', '您有新的维修工单待派单']);

    // the console switched to Chinese: a ping after the frame is answered once the language was taken
    english.ws.send(liveLangFrame('zh-CN'));
    english.ws.send('ping');
    await english.next((t) => t === 'pong');
    const second = await createOrder(w, 'fix');
    const after = JSON.parse(await english.next((t) => t.includes(second.taskNo))) as TaskFrame;
    expect([after.lang, after.taskMsg.msgTitle]).toEqual(['zh', '您有新的维修工单待派单']);
    english.ws.close();
    chinese.ws.close();
  });

  it('an order moved on through one app drops its to-do from the count socket on the other (docs/requirements.md §3 "To-do queue")', async () => {
    const count = await connect(wsUrl(baseB, 'count', 'supervisor', supervisorToken));
    const { taskId, taskNo } = await createOrder(w, 'fix');
    const { rows } = await db.query<{ msg_id: number }>(
      'SELECT msg_id FROM sys_task_msg WHERE user_id = $1 AND task_no = $2 AND tab = 2',
      [SUPERVISOR, taskNo],
    );
    const todo = rows[0]!.msg_id;
    const dispatched = await a.app.inject({
      method: 'POST',
      url: `/api/system/base/workOrder/fix/${taskId}/dispatch`,
      headers: bearer(supervisorToken),
      payload: { execBy: OPERATOR },
    });
    expect(dispatched.statusCode).toBe(200);
    const done = JSON.parse(await count.next((t) => t.includes('doneMsgIds'))) as TodosDoneFrame;
    expect(done).toEqual({ factoryId: 11, doneMsgIds: [todo] });
    count.ws.close();
  });

  it('reading a message on one app pushes the lower count to the other', async () => {
    const count = await connect(wsUrl(baseB, 'count', 'supervisor', supervisorToken));
    const { rows } = await db.query<{ msg_id: number }>(
      'SELECT msg_id FROM sys_task_msg WHERE user_id = $1 AND factory_id = 11 AND is_read = 0 LIMIT 1',
      [SUPERVISOR],
    );
    const unread = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM sys_task_msg WHERE user_id = $1 AND factory_id = 11 AND is_read = 0',
      [SUPERVISOR],
    );
    const read = await a.app.inject({
      url: `/api/system/base/task/msg/read/${rows[0]!.msg_id}`,
      headers: bearer(supervisorToken),
    });
    expect(read.json()).toMatchObject({ code: 200, data: 1 });
    const frame = JSON.parse(await count.next((t) => t.startsWith('{'))) as CountFrame;
    expect(frame).toEqual({ factoryId: 11, msgCount: unread.rows[0]!.n - 1 });
    count.ws.close();
  });

  it('an alarm raised through one app reaches the count socket of a user bound to its factory on the other, nobody else', async () => {
    const operator = await connect(
      wsUrl(baseB, 'count', 'operator', (await login(a.app, 'operator')).access_token),
    );
    const viewer = await connect(
      wsUrl(baseB, 'count', 'viewer', (await login(a.app, 'viewer')).access_token),
    );
    const raised = await a.app.inject({
      method: 'POST',
      url: ALARM_API.SIMULATE,
      headers: bearer(w.tokens.get(ADMIN) ?? ''),
      payload: { what: ALARM_SIMULATION.TRICKLE, factoryId: 11 },
    });
    expect(raised.json()).toMatchObject({ code: 200 });
    const frame = JSON.parse(await operator.next((t) => t.includes('alarmsChanged'))) as AlarmsFrame;
    expect(frame).toEqual({ alarmsChanged: [11] });
    // The viewer (factory 21) hears nothing: a ping's pong arriving after the frame proves it was not sent.
    viewer.ws.send('ping');
    await viewer.next((t) => t === 'pong');
    expect(viewer.frames.some((t) => t.includes('alarmsChanged'))).toBe(false);
    operator.ws.close();
    viewer.ws.close();
  });

  it('releasing an alarm through the route pushes the change too', async () => {
    const { rows } = await db.query<{ id: number }>(
      'SELECT alarm_record_id AS id FROM alarm_record WHERE factory_id = 11 AND released_at IS NULL LIMIT 1',
    );
    const operatorToken = (await login(a.app, 'operator')).access_token;
    const operator = await connect(wsUrl(baseB, 'count', 'operator', operatorToken));
    const released = await a.app.inject({
      method: 'PUT',
      url: ALARM_API.CLEAR,
      headers: bearer(operatorToken),
      payload: { alarmRecordIds: String(rows[0]!.id), reason: '现场已处理' },
    });
    expect(released.json()).toMatchObject({ code: 200, data: { released: 1 } });
    const frame = JSON.parse(await operator.next((t) => t.includes('alarmsChanged'))) as AlarmsFrame;
    expect(frame).toEqual({ alarmsChanged: [11] });
    operator.ws.close();
  });

  it.each([
    [ALARM_API.ACK, { note: '已通知现场' }],
    [ALARM_API.SHELVE, { minutes: 10, reason: '检修中' }],
  ])('%s through the route pushes the change too (docs/alarms.md)', async (url, body) => {
    const { rows } = await db.query<{ id: number }>(
      `SELECT alarm_record_id AS id FROM alarm_record
        WHERE factory_id = 11 AND released_at IS NULL AND ack_time IS NULL AND shelved_until IS NULL LIMIT 1`,
    );
    const operatorToken = (await login(a.app, 'operator')).access_token;
    const operator = await connect(wsUrl(baseB, 'count', 'operator', operatorToken));
    const changed = await a.app.inject({
      method: 'PUT',
      url,
      headers: bearer(operatorToken),
      payload: { alarmRecordIds: String(rows[0]!.id), ...body },
    });
    expect(changed.json()).toMatchObject({ code: 200, data: { changed: 1 } });
    const frame = JSON.parse(await operator.next((t) => t.includes('alarmsChanged'))) as AlarmsFrame;
    expect(frame).toEqual({ alarmsChanged: [11] });
    operator.ws.close();
  });

  it("signing out on one app closes that user's sockets on the other", async () => {
    const token = (await login(a.app, 'supervisor')).access_token;
    const s = await connect(wsUrl(baseB, 'task', 'supervisor', token));
    const code = closed(s.ws);
    await a.app.inject({ method: 'DELETE', url: '/api/auth/token/logout', headers: bearer(token) });
    expect(await code).toBe(LIVE_CLOSE.SIGNED_OUT);
  });

  it("changing the password on one app closes that user's sockets on the other", async () => {
    await createUser(db, { userName: 'livepwd', password: 'first123', roleId: 2, factories: [11] });
    const token = (await login(a.app, 'livepwd', 'first123')).access_token;
    const s = await connect(wsUrl(baseB, 'count', 'livepwd', token));
    const code = closed(s.ws);
    const changed = await a.app.inject({
      method: 'PUT',
      url: `/api/system/user/profile/updatePwd?${new URLSearchParams({ oldPassword: 'first123', newPassword: 'second123' }).toString()}`,
      headers: bearer(token),
    });
    expect(changed.json()).toMatchObject({ code: 200 });
    expect(await code).toBe(LIVE_CLOSE.SIGNED_OUT);
  });

  it('closing an app closes its sockets as going away', async () => {
    const other = await createTestApp(db);
    const base = await other.app.listen({ port: 0, host: '127.0.0.1' });
    const s = await connect(wsUrl(base, 'count', 'supervisor', supervisorToken));
    const code = closed(s.ws);
    await other.app.close();
    expect(await code).toBe(LIVE_CLOSE.GOING_AWAY);
  });
});

describe('NOTIFY payloads', () => {
  it('carry ids only, split to stay far below 8000 bytes, and read back', () => {
    const m = Array.from(
      { length: 450 },
      (_, i) => [999_999_000 + i, 999_999_999, 999_999_999] as [number, number, number],
    );
    const payloads = encodeLiveEvent({ t: 'msg', m });
    expect(payloads).toHaveLength(Math.ceil(450 / MESSAGES_PER_NOTIFY));
    for (const p of payloads) expect(Buffer.byteLength(p)).toBeLessThan(8000);
    expect(payloads.flatMap((p) => (decodeLiveEvent(p) as { m: unknown[] }).m)).toEqual(m);
  });

  it('carry the to-dos done with like new messages: split, and read back as done', () => {
    const m = Array.from({ length: 250 }, (_, i) => [1000 + i, 7, 11] as [number, number, number]);
    const payloads = encodeLiveEvent({ t: 'done', m });
    expect(payloads).toHaveLength(2);
    expect(payloads.map((p) => decodeLiveEvent(p)?.t)).toEqual(['done', 'done']);
    expect(payloads.flatMap((p) => (decodeLiveEvent(p) as { m: unknown[] }).m)).toEqual(m);
  });

  it('carry the factories whose alarms changed, deduplicated and split, and read back', () => {
    expect(encodeLiveEvent({ t: 'alm', f: [11, 21, 11] })).toEqual(['{"t":"alm","f":[11,21]}']);
    expect(decodeLiveEvent('{"t":"alm","f":[11,21]}')).toEqual({ t: 'alm', f: [11, 21] });
    const f = Array.from({ length: 1200 }, (_, i) => 2_000_000_000 + i);
    const payloads = encodeLiveEvent({ t: 'alm', f });
    expect(payloads).toHaveLength(Math.ceil(1200 / FACTORIES_PER_NOTIFY));
    for (const p of payloads) expect(Buffer.byteLength(p)).toBeLessThan(8000);
    expect(payloads.flatMap((p) => (decodeLiveEvent(p) as { f: number[] }).f)).toEqual(f);
  });

  it('ignore anything else on the channel', () => {
    for (const junk of [
      '',
      'x',
      '{}',
      '{"t":"bye"}',
      '{"t":"msg","m":[[1,2]]}',
      '{"t":"cnt","u":1,"f":-1}',
      '{"t":"alm"}',
      '{"t":"alm","f":[]}',
      '{"t":"alm","f":[0,-1,"11"]}',
    ]) {
      expect(decodeLiveEvent(junk)).toBeNull();
    }
  });
});
