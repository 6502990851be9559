/**
 * The live hub's own rules on stand-in sockets (docs/architecture.md §3 "Live channels"): a socket that
 * did not answer the previous ping is terminated, a consumer too slow to keep up is closed instead of
 * buffered, and frames go to the right channel of the right user only.
 */
import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { LIVE_CLOSE, type LiveChannel } from '../../contract/live';
import type { Message } from '../../contract/message-schemas';
import { LIVE_MAX_BUFFERED_BYTES, LiveHub } from '../../server/src/modules/live/hub';
import type { FactoryScope } from '../../server/src/shared/factory-scope';

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
  );
  return Object.assign(hub, { asked });
}

function attach(hub: LiveHub, userId: number, channel: LiveChannel): StandIn {
  const socket = new StandIn();
  hub.add({ socket: socket as unknown as WebSocket, channel, userId, alive: true });
  return socket;
}

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
      { factoryId: 11, msgType: 2, taskMsg: message(5, 11) },
      { factoryId: 11, msgType: 1, taskMsg: message(6, 11) },
    ]);
    expect(count.sent).toEqual([JSON.stringify({ factoryId: 11, msgCount: 7 })]);
    expect(other.sent).toEqual([]);
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
