import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_HEARTBEAT_MS, LIVE_RECONNECT_MS, type TaskFrame } from '@contract/live';
import { runLogoutHooks } from '@/shared/lifecycle/logout-hooks';
import { runTokenRefreshedHooks } from '@/shared/lifecycle/token-hooks';
import { server, setupMsw } from '../../../../tests/console/server';
import { aMessage, countHandler } from '../test-fixtures';
import { fakeSockets } from './fake-socket';
import { liveUrl, setLiveSocketFactory, useLiveStore } from './live-store';

setupMsw();

// Real timers for msw and the polling below; the channels' timers are faked.
const realSetTimeout = globalThis.setTimeout;
const sleep = (ms: number) => new Promise((resolve) => realSetTimeout(resolve, ms));
async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 400; i++) {
    if (check()) return;
    await sleep(5);
  }
  throw new Error(`timed out waiting for ${what}`);
}

let sockets: ReturnType<typeof fakeSockets>;
let counts: Record<number, number>;
let countCalls: number[];

const store = () => useLiveStore.getState();
const bySocketPath = (path: string) => sockets.all.filter((s) => s.url.includes(path));
const countSockets = () => bySocketPath('/api/ws/count/');
const taskSockets = () => bySocketPath('/api/ws/task/');
/** Lets the channel's awaited beforeConnect (an HTTP resync, or none) finish. */
const settleConnect = async () => {
  await sleep(20);
  await vi.advanceTimersByTimeAsync(0);
};

beforeEach(() => {
  localStorage.setItem('access_token', 'acc');
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  sockets = fakeSockets();
  setLiveSocketFactory(sockets.create);
  counts = { 11: 5, 12: 7 };
  countCalls = [];
  server.use(
    countHandler(
      () => counts,
      () => countCalls,
    ),
  );
});
afterEach(() => {
  store().stop();
  // Every test's openTask is undone: the count of wanters lives on in the module.
  while (takeTask());
  setLiveSocketFactory(null);
  vi.useRealTimers();
});

let tasksOpen = 0;
function openTask() {
  tasksOpen += 1;
  store().openTask();
}
function takeTask(): boolean {
  if (tasksOpen === 0) return false;
  tasksOpen -= 1;
  store().closeTask();
  return true;
}

describe('liveUrl (docs/architecture.md §3 "Live channels")', () => {
  it('uses the API base on the page origin, ws or wss, the username and token encoded', () => {
    expect(liveUrl('count', 'admin', 'a.b', { protocol: 'http:', host: 'h:6567' }, '/api')).toBe(
      'ws://h:6567/api/ws/count/admin?access_token=a.b',
    );
    expect(liveUrl('task', '张 三', 't+/=', { protocol: 'https:', host: 'h' }, '/api/')).toBe(
      `wss://h/api/ws/task/${encodeURIComponent('张 三')}?access_token=${encodeURIComponent('t+/=')}`,
    );
    expect(liveUrl('count', 'u', 't', { protocol: 'http:', host: 'h' }, 'https://api.example/api')).toBe(
      'wss://api.example/api/ws/count/u?access_token=t',
    );
  });
});

describe('useLiveStore: count channel (docs/requirements.md §4 "Message")', () => {
  it('opens the count channel for the user, and the counts follow its frames', async () => {
    store().start('admin');
    await settleConnect();
    expect(countSockets()).toHaveLength(1);
    expect(countSockets()[0]?.url).toBe(`ws://${window.location.host}/api/ws/count/admin?access_token=acc`);
    expect(taskSockets()).toHaveLength(0);
    const socket = sockets.last();
    socket.open();
    socket.receive({ factoryId: 11, msgCount: 3 });
    socket.receive({ factoryId: 12, msgCount: 130 });
    socket.receive({ factoryId: 'x', msgCount: 1 });
    socket.receive({ hello: 1 });
    expect(store().counts).toEqual({ 11: 3, 12: 130 });
    socket.receive({ factoryId: 11, msgCount: 0 });
    expect(store().counts[11]).toBe(0);
  });

  it('resyncs the factory on screen over HTTP before connecting and when the channel (re)opens', async () => {
    await store().watch(11);
    expect(countCalls).toEqual([11]);
    expect(store().counts[11]).toBe(5);
    store().start('admin');
    await until(() => countSockets().length === 1, 'the socket');
    expect(countCalls).toEqual([11, 11]);
    counts[11] = 6;
    sockets.last().open();
    await until(() => store().counts[11] === 6, 'the resync on open');
    expect(countCalls).toEqual([11, 11, 11]);

    // Dropped: reconnect after 4 s, resync before and after.
    counts[11] = 9;
    sockets.last().drop(1006);
    await vi.advanceTimersByTimeAsync(LIVE_RECONNECT_MS - 1);
    expect(countCalls).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    await until(() => countSockets().length === 2, 'the reconnect');
    expect(store().counts[11]).toBe(9);
    sockets.last().open();
    await until(() => countCalls.length === 5, 'the resync on reopen');
  });

  it('resyncs only the watched factory on reconnects, not one merely resynced once', async () => {
    await store().watch(11);
    await store().resync(12);
    store().start('admin');
    await until(() => countSockets().length === 1, 'the socket');
    expect(countCalls).toEqual([11, 12, 11]);
    expect(store().counts).toEqual({ 11: 5, 12: 7 });
  });

  it('keeps a count frame newer than an HTTP answer still on its way', async () => {
    store().start('admin');
    await settleConnect();
    sockets.last().open();
    const pending = store().resync(11);
    sockets.last().receive({ factoryId: 11, msgCount: 42 });
    await pending;
    expect(store().counts[11]).toBe(42);
  });

  it('reconnects after 4 s when the server closes with 4001 while still signed in', async () => {
    store().start('admin');
    await settleConnect();
    sockets.last().open();
    sockets.last().drop(4001);
    await vi.advanceTimersByTimeAsync(LIVE_RECONNECT_MS);
    await settleConnect();
    expect(countSockets()).toHaveLength(2);
  });

  it('sends a refreshed access token on every socket it holds (docs/architecture.md §3 "Live channels")', async () => {
    openTask();
    store().start('admin');
    await settleConnect();
    sockets.all.forEach((s) => s.open());
    runTokenRefreshedHooks('fresh');
    expect(countSockets()[0]?.sent).toContain('{"access_token":"fresh"}');
    expect(taskSockets()[0]?.sent).toContain('{"access_token":"fresh"}');
  });

  it('closes everything and never reconnects after stop() or sign-out', async () => {
    openTask();
    store().start('admin');
    await settleConnect();
    expect(sockets.all).toHaveLength(2);
    sockets.all.forEach((s) => s.open());
    runLogoutHooks();
    expect(store().username).toBeNull();
    expect(store().counts).toEqual({});
    expect(sockets.all.map((s) => s.closedWith)).toEqual([1000, 1000]);
    sockets.all.forEach((s) => s.drop(1000));
    await vi.advanceTimersByTimeAsync(LIVE_RECONNECT_MS * 3 + LIVE_HEARTBEAT_MS * 3);
    await settleConnect();
    expect(sockets.all).toHaveLength(2);
    expect(sockets.all.flatMap((s) => s.sent)).toEqual([]);
  });

  it('starting again for the same user keeps the channel; another user replaces it', async () => {
    store().start('admin');
    store().start('admin');
    await settleConnect();
    expect(countSockets()).toHaveLength(1);
    store().start('zhangsan');
    await settleConnect();
    expect(countSockets()).toHaveLength(2);
    expect(countSockets()[0]?.closedWith).toBe(1000);
    expect(countSockets()[1]?.url).toContain('/api/ws/count/zhangsan?');
  });
});

describe('useLiveStore: task channel (docs/requirements.md §2 "Message drawer")', () => {
  const frame = (msgId: number): TaskFrame => ({
    factoryId: 11,
    msgType: 1,
    taskMsg: aMessage({ msgId }),
  });

  it('is open only while wanted, counted, and hands its frames to the listeners', async () => {
    store().start('admin');
    await settleConnect();
    expect(taskSockets()).toHaveLength(0);
    openTask();
    openTask();
    await settleConnect();
    expect(taskSockets()).toHaveLength(1);
    const task = taskSockets()[0];
    if (!task) throw new Error('no task socket');
    expect(task.url).toBe(`ws://${window.location.host}/api/ws/task/admin?access_token=acc`);
    task.open();
    const seen: number[] = [];
    const unsubscribe = store().subscribe((f) => seen.push(f.taskMsg.msgId));
    task.receive(frame(1));
    task.receive({ factoryId: 11, msgType: 3, taskMsg: aMessage({ msgId: 2 }) });
    task.receive({ factoryId: 11, msgType: 1, taskMsg: null });
    task.receive('pong');
    unsubscribe();
    task.receive(frame(3));
    expect(seen).toEqual([1]);

    takeTask();
    expect(task.closedWith).toBeNull();
    takeTask();
    expect(task.closedWith).toBe(1000);
    await vi.advanceTimersByTimeAsync(LIVE_RECONNECT_MS * 3);
    await settleConnect();
    expect(taskSockets()).toHaveLength(1);
  });

  it('reconnects while wanted and tells the list it reopened', async () => {
    store().start('admin');
    openTask();
    await settleConnect();
    taskSockets()[0]?.open();
    expect(store().taskReopened).toBe(0);
    taskSockets()[0]?.drop(1006);
    await vi.advanceTimersByTimeAsync(LIVE_RECONNECT_MS);
    await settleConnect();
    expect(taskSockets()).toHaveLength(2);
    taskSockets()[1]?.open();
    expect(store().taskReopened).toBe(1);
  });

  it('waits for a signed-in user: a drawer opened before start() gets its channel then', async () => {
    openTask();
    await settleConnect();
    expect(sockets.all).toHaveLength(0);
    store().start('admin');
    await settleConnect();
    expect(taskSockets()).toHaveLength(1);
  });
});
