/**
 * The live hub's own rules on stand-in sockets (docs/architecture.md §3 "Live channels"): a socket that
 * did not answer the previous ping is terminated, a consumer too slow to keep up is closed instead of
 * buffered, frames go to the right channel of the right user only, and a socket closes with 4001 when its
 * access token expires by the server's clock unless a refreshed one extended it (fake timers, a test clock).
 */
import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import { LIVE_CLOSE, type LiveChannel, type TaskFrame } from '../../contract/live';
import type { Message } from '../../contract/message/schemas';
import { LIVE_MAX_BUFFERED_BYTES, LiveHub } from '../../server/src/modules/live/hub';
import type { FactoryScope } from '../../server/src/shared/factory-scope';
import type { Lang } from '../../server/src/shared/i18n/lang';

class StandIn extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  bufferedAmount = 0;
  sent: string[] = [];
  pings = 0;
  closedWith: number | null = null;
  terminated = false;
  send(text: string) {
    this.sent.push(text);
  }
  ping() {
    this.pings += 1;
  }
  close(code: number) {
    this.closedWith = code;
    this.readyState = 2;
    this.emit('close', code);
  }
  terminate() {
    this.terminated = true;
    this.readyState = 3;
    this.emit('close', 1006);
  }
}

const message = (msgId: number, factoryId: number) => ({ msgId, factoryId, taskNo: `WX${msgId}` }) as Message;

/** user 1 bound to 11 and 12, user 2 to 21, user 9 admin; asked of which users is recorded */
const SCOPES = new Map<number, FactoryScope>([
  [1, [11, 12]],
  [2, [21]],
  [9, 'all'],
]);

/** The server's clock as the tests move it: apart from the timers, as a test clock is. */
const clock = { t: Date.parse('2026-03-02T08:00:00Z'), now: () => clock.t };
const HOUR = 3_600_000;

function hubWith(rows: Array<{ userId: number; tab: number; message: Message }>, unread = 7) {
  const asked: number[][] = [];
  const hub = new LiveHub(
    {
      forLive: async (ids) => rows.filter((r) => ids.includes(r.message.msgId)),
      unreadCount: async () => ({ totalMsgCount: unread, copyToMsgCount: 0, execByMsgCount: unread }),
      unreadTotals: async (pairs) => pairs.map((p) => ({ ...p, total: unread })),
    },
    {
      factoryScopes: async (userIds) => {
        asked.push([...userIds]);
        return new Map(userIds.flatMap((u) => (SCOPES.has(u) ? [[u, SCOPES.get(u)!] as const] : [])));
      },
    },
    undefined,
    clock,
  );
  return Object.assign(hub, { asked });
}

/**
 * A socket of `userId` whose access token expires in `expiresIn` ms (a day unless said), opened by sign-in `loginId`
 * (one per user unless said).
 */
function connect(
  hub: LiveHub,
  userId: number,
  channel: LiveChannel,
  expiresIn = 24 * HOUR,
  loginId = userId * 100,
  lang: Lang = 'zh',
) {
  const socket = new StandIn();
  const conn = {
    socket: socket as unknown as WebSocket,
    channel,
    userId,
    loginId,
    alive: true,
    expiresAt: clock.now() + expiresIn,
    lang,
  };
  hub.add(conn);
  return { socket, conn };
}

const attach = (hub: LiveHub, userId: number, channel: LiveChannel): StandIn =>
  connect(hub, userId, channel).socket;

/** Moves the server's clock and the timers together, as time passing does. */
const pass = (ms: number) => {
  clock.t += ms;
  vi.advanceTimersByTime(ms);
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('LiveHub', () => {
  it('terminates a socket that did not answer the previous ping, pings the others', () => {
    const hub = hubWith([]);
    const quiet = attach(hub, 1, 'count');
    const lively = attach(hub, 1, 'task');
    hub.heartbeat();
    expect([quiet.pings, lively.pings]).toEqual([1, 1]);
    lively.emit('pong');
    hub.heartbeat();
    expect(quiet.terminated).toBe(true);
    expect(lively.terminated).toBe(false);
    expect(lively.pings).toBe(2);
    expect(hub.size).toBe(1);
  });

  it('closes a consumer with too much unsent (1013) instead of buffering more', async () => {
    const hub = hubWith([{ userId: 1, tab: 2, message: message(5, 11) }]);
    const slow = attach(hub, 1, 'task');
    slow.bufferedAmount = LIVE_MAX_BUFFERED_BYTES + 1;
    await hub.handle({ t: 'msg', m: [[5, 1, 11]] });
    expect(slow.sent).toEqual([]);
    expect(slow.closedWith).toBe(LIVE_CLOSE.TOO_SLOW);
  });

  it("sends task frames to the user's task sockets and one count per factory to the count sockets", async () => {
    const hub = hubWith([
      { userId: 1, tab: 2, message: message(5, 11) },
      { userId: 1, tab: 1, message: message(6, 11) },
      { userId: 2, tab: 2, message: message(7, 11) },
    ]);
    const task = attach(hub, 1, 'task');
    const count = attach(hub, 1, 'count');
    const other = attach(hub, 3, 'count');
    await hub.handle({
      t: 'msg',
      m: [
        [5, 1, 11],
        [6, 1, 11],
        [7, 2, 11],
      ],
    });
    expect(task.sent.map((t) => JSON.parse(t) as { msgType: number; taskMsg: Message })).toEqual([
      { factoryId: 11, msgType: 2, taskMsg: message(5, 11), lang: 'zh' },
      { factoryId: 11, msgType: 1, taskMsg: message(6, 11), lang: 'zh' },
    ]);
    expect(count.sent).toEqual([JSON.stringify({ factoryId: 11, msgCount: 7 })]);
    expect(other.sent).toEqual([]);
  });

  it("sends each task socket the message's title in the language it named, made once per language", async () => {
    const titled = { ...message(5, 11), msgTitle: '您有新的维修工单待派单', urgeTypeLabel: '' } as Message;
    const hub = hubWith([{ userId: 1, tab: 2, message: titled }]);
    const english = connect(hub, 1, 'task', HOUR, 100, 'en');
    const chinese = connect(hub, 1, 'task', HOUR, 100, 'zh');
    await hub.handle({ t: 'msg', m: [[5, 1, 11]] });
    const [en] = english.socket.sent.map((t) => JSON.parse(t) as TaskFrame);
    const [zh] = chinese.socket.sent.map((t) => JSON.parse(t) as TaskFrame);
    expect([en?.lang, en?.taskMsg.msgTitle]).toEqual(['en', 'A new repair order waits for dispatch']);
    expect([zh?.lang, zh?.taskMsg.msgTitle]).toEqual(['zh', '您有新的维修工单待派单']);
    // a switch of the socket's console: the next frame follows it
    english.conn.lang = 'zh';
    await hub.handle({ t: 'msg', m: [[5, 1, 11]] });
    expect((JSON.parse(english.socket.sent[1] ?? '{}') as TaskFrame).taskMsg.msgTitle).toBe(
      '您有新的维修工单待派单',
    );
  });

  it('tells the count sockets which to-dos are done with, per user and factory, then the new count; no task frame', async () => {
    const hub = hubWith([], 4);
    const task = attach(hub, 1, 'task');
    const count = attach(hub, 1, 'count');
    const other = attach(hub, 2, 'count');
    const absent = attach(hub, 3, 'count');
    await hub.handle({
      t: 'done',
      m: [
        [5, 1, 11],
        [6, 1, 12],
        [8, 1, 11],
        [7, 2, 21],
      ],
    });
    expect(count.sent.map((t) => JSON.parse(t) as unknown)).toEqual([
      { factoryId: 11, doneMsgIds: [5, 8] },
      { factoryId: 12, doneMsgIds: [6] },
      { factoryId: 11, msgCount: 4 },
      { factoryId: 12, msgCount: 4 },
    ]);
    expect(other.sent.map((t) => JSON.parse(t) as unknown)).toEqual([
      { factoryId: 21, doneMsgIds: [7] },
      { factoryId: 21, msgCount: 4 },
    ]);
    expect(task.sent).toEqual([]);
    expect(absent.sent).toEqual([]);
  });

  it('closes every socket of a signed-out user with 4001, nobody else', async () => {
    const hub = hubWith([]);
    const a = attach(hub, 1, 'count');
    const b = attach(hub, 1, 'task');
    const c = attach(hub, 2, 'count');
    await hub.handle({ t: 'bye', u: 1 });
    expect([a.closedWith, b.closedWith, c.closedWith]).toEqual([
      LIVE_CLOSE.SIGNED_OUT,
      LIVE_CLOSE.SIGNED_OUT,
      null,
    ]);
    expect(hub.size).toBe(1);
  });

  it("closes the sockets of a sign-in ended by 强退 with 4003, not the user's other sign-ins' (docs/administration.md)", async () => {
    const hub = hubWith([]);
    const a = connect(hub, 1, 'count', HOUR, 7).socket;
    const b = connect(hub, 1, 'task', HOUR, 7).socket;
    const other = connect(hub, 1, 'count', HOUR, 8).socket;
    await hub.handle({ t: 'kick', u: 1, l: 7 });
    expect([a.closedWith, b.closedWith, other.closedWith]).toEqual([
      LIVE_CLOSE.FORCED_OUT,
      LIVE_CLOSE.FORCED_OUT,
      null,
    ]);
    expect(hub.size).toBe(1);
  });

  it("sends the changed factories of each user's scope to their count sockets, asking only users with one", async () => {
    const hub = hubWith([]);
    const bound = attach(hub, 1, 'count');
    const boundTask = attach(hub, 1, 'task');
    const elsewhere = attach(hub, 2, 'count');
    const admin = attach(hub, 9, 'count');
    attach(hub, 5, 'task');
    await hub.handle({ t: 'alm', f: [12, 22] });
    expect(bound.sent).toEqual([JSON.stringify({ alarmsChanged: [12] })]);
    expect(boundTask.sent).toEqual([]);
    expect(elsewhere.sent).toEqual([]);
    expect(admin.sent).toEqual([JSON.stringify({ alarmsChanged: [12, 22] })]);
    expect(hub.asked).toEqual([[1, 2, 9]]);
  });

  it('asks no scopes when no count socket is open here', async () => {
    const hub = hubWith([]);
    attach(hub, 1, 'task');
    await hub.handle({ t: 'alm', f: [11] });
    expect(hub.asked).toEqual([]);
  });
});

describe('LiveHub: the access token expiring', () => {
  it('closes a socket with 4001 when its token expires, not a moment before', () => {
    const hub = hubWith([]);
    const { socket } = connect(hub, 1, 'count', HOUR);
    const other = attach(hub, 1, 'task');
    pass(HOUR - 1);
    expect(socket.closedWith).toBeNull();
    pass(1);
    expect(socket.closedWith).toBe(LIVE_CLOSE.TOKEN_EXPIRED);
    expect(LIVE_CLOSE.TOKEN_EXPIRED).toBe(4001);
    expect(other.closedWith).toBeNull();
    expect(hub.size).toBe(1);
  });

  it('goes by the server clock: a timer that fires before the clock says so looks again later', () => {
    const hub = hubWith([]);
    const { socket } = connect(hub, 1, 'count', HOUR);
    // an hour of timers, but the clock did not move: still an hour left, looked at again in an hour
    vi.advanceTimersByTime(HOUR);
    expect(socket.closedWith).toBeNull();
    clock.t += HOUR;
    vi.advanceTimersByTime(HOUR - 1);
    expect(socket.closedWith).toBeNull();
    vi.advanceTimersByTime(1);
    expect(socket.closedWith).toBe(4001);
  });

  it('closes at once a socket whose token has already expired when it opens', () => {
    const hub = hubWith([]);
    const { socket } = connect(hub, 1, 'count', 0);
    expect(socket.closedWith).toBe(4001);
  });

  it('keeps a socket open until the refreshed token it was sent expires', () => {
    const hub = hubWith([]);
    const { socket, conn } = connect(hub, 1, 'count', HOUR);
    pass(HOUR / 2);
    hub.extend(conn, clock.now() + HOUR);
    pass(HOUR / 2);
    expect(socket.closedWith).toBeNull();
    // a token expiring sooner than the one the socket holds changes nothing
    hub.extend(conn, clock.now() + 1000);
    pass(HOUR / 2 - 1);
    expect(socket.closedWith).toBeNull();
    pass(1);
    expect(socket.closedWith).toBe(4001);
  });

  it('waits beyond the longest Node timer (about 24.8 days) without closing early', () => {
    const hub = hubWith([]);
    const { socket } = connect(hub, 1, 'count', 30 * 24 * HOUR);
    pass(2 ** 31 - 1);
    expect(socket.closedWith).toBeNull();
    pass(30 * 24 * HOUR - (2 ** 31 - 1));
    expect(socket.closedWith).toBe(4001);
  });

  it('forgets the timer of a socket that closed, and extends no closed socket', () => {
    const hub = hubWith([]);
    const { socket, conn } = connect(hub, 1, 'count', HOUR);
    socket.close(1000);
    expect(vi.getTimerCount()).toBe(0);
    hub.extend(conn, clock.now() + 2 * HOUR);
    expect(vi.getTimerCount()).toBe(0);
    pass(2 * HOUR);
    expect(socket.closedWith).toBe(1000);
  });
});
