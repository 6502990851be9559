import { describe, expect, it, vi } from 'vitest';
import { LIVE_CLOSE, LIVE_HEARTBEAT_MS, LIVE_RECONNECT_MS, type TaskFrame } from '@contract/live';
import { SESSION_END_REASON } from '@contract/online';
import { setSessionHooks } from '@/shared/api';
import { useLocaleStore } from '@/shared/i18n';
import { runLogoutHooks } from '@/shared/lifecycle/logout-hooks';
import { runTokenRefreshedHooks } from '@/shared/lifecycle/token-hooks';
import { setupMsw } from '../../../tests/console/server';
import { beforeLiveConnect, liveUrl, subscribeLive, useLiveHub } from './live-hub';
import { fakeLiveSockets } from './testing/live-sockets';
import { until } from './testing/real-wait';

setupMsw();

// Real timers (testing/real-wait.ts) for the polling below; the channels' timers are faked. No HTTP here: msw refuses any call.

const store = () => useLiveHub.getState();
const sockets = fakeLiveSockets(() => {
  store().stop();
  // Every test's openTask is undone: the count of wanters lives on in the module.
  while (takeTask());
});
const countSockets = sockets.count;
const taskSockets = sockets.task;
const settleConnect = sockets.settle;

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
      'ws://h:6567/api/ws/count/admin?access_token=a.b&lang=zh-CN',
    );
    expect(liveUrl('task', '张 三', 't+/=', { protocol: 'https:', host: 'h' }, '/api/', 'en-US')).toBe(
      `wss://h/api/ws/task/${encodeURIComponent('张 三')}?access_token=${encodeURIComponent('t+/=')}&lang=en-US`,
    );
    expect(liveUrl('count', 'u', 't', { protocol: 'http:', host: 'h' }, 'https://api.example/api')).toBe(
      'wss://api.example/api/ws/count/u?access_token=t&lang=zh-CN',
    );
  });
});

describe('useLiveHub: count channel (docs/requirements.md §4 "Message")', () => {
  it('opens the count channel for the user and says its count and alarms frames, typed by kind', async () => {
    const said: unknown[] = [];
    const off = [
      subscribeLive('count', (f) => said.push(['count', f.factoryId, f.msgCount])),
      subscribeLive('alarms', (f) => said.push(['alarms', f.alarmsChanged])),
      subscribeLive('connected', () => said.push('connected')),
    ];
    store().start('admin');
    await settleConnect();
    expect(countSockets()).toHaveLength(1);
    expect(countSockets()[0]?.url).toBe(
      `ws://${window.location.host}/api/ws/count/admin?access_token=acc&lang=zh-CN`,
    );
    expect(taskSockets()).toHaveLength(0);
    const socket = sockets.last();
    socket.open();
    socket.receive({ factoryId: 11, msgCount: 3 });
    socket.receive({ factoryId: 'x', msgCount: 1 });
    socket.receive({ hello: 1 });
    socket.receive({ alarmsChanged: [11, 0, 'x', 12] });
    socket.receive({ alarmsChanged: [] });
    off.forEach((f) => f());
    socket.receive({ factoryId: 11, msgCount: 0 });
    expect(said).toEqual(['connected', ['count', 11, 3], ['alarms', [11, 12]]]);
  });

  it('awaits the before-connect hooks before every (re)connect, and says connected on every open', async () => {
    const order: string[] = [];
    const offHook = beforeLiveConnect(async () => {
      order.push('hook');
      await Promise.resolve();
    });
    const offConnected = subscribeLive('connected', () => order.push('connected'));
    store().start('admin');
    await until(() => countSockets().length === 1, 'the socket');
    expect(order).toEqual(['hook']);
    sockets.last().open();
    sockets.last().drop(1006);
    await vi.advanceTimersByTimeAsync(LIVE_RECONNECT_MS);
    await until(() => countSockets().length === 2, 'the reconnect');
    sockets.last().open();
    expect(order).toEqual(['hook', 'connected', 'hook', 'connected']);
    offHook();
    offConnected();
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

  it('ends the session with the reason when an administrator ended the sign-in (4003), and does not reconnect', async () => {
    const onSessionEnd = vi.fn();
    setSessionHooks({ onSessionEnd });
    store().start('admin');
    await settleConnect();
    sockets.last().open();
    sockets.last().drop(LIVE_CLOSE.FORCED_OUT);
    expect(onSessionEnd).toHaveBeenCalledExactlyOnceWith(SESSION_END_REASON.FORCED);
    await vi.advanceTimersByTimeAsync(LIVE_RECONNECT_MS * 2);
    await settleConnect();
    expect(countSockets()).toHaveLength(1);
    setSessionHooks({ onSessionEnd: () => undefined });
  });

  it.each(Object.values(SESSION_END_REASON))(
    'ends the session with the reason the server closed the socket with (4003 %s), and does not reconnect',
    async (reason) => {
      const onSessionEnd = vi.fn();
      setSessionHooks({ onSessionEnd });
      store().start('admin');
      await settleConnect();
      sockets.last().open();
      sockets.last().drop(LIVE_CLOSE.SESSION_ENDED, reason);
      expect(onSessionEnd).toHaveBeenCalledExactlyOnceWith(reason);
      await vi.advanceTimersByTimeAsync(LIVE_RECONNECT_MS * 2);
      await settleConnect();
      expect(countSockets()).toHaveLength(1);
      setSessionHooks({ onSessionEnd: () => undefined });
    },
  );

  it('sends a refreshed access token on every socket it holds (docs/architecture.md §3 "Live channels")', async () => {
    openTask();
    store().start('admin');
    await settleConnect();
    sockets.all.forEach((s) => s.open());
    runTokenRefreshedHooks('fresh');
    expect(countSockets()[0]?.sent).toContain('{"access_token":"fresh"}');
    expect(taskSockets()[0]?.sent).toContain('{"access_token":"fresh"}');
  });

  it("names the console's language when a socket opens and states a switch on every socket (docs/i18n.md)", async () => {
    openTask();
    store().start('admin');
    await settleConnect();
    sockets.all.forEach((s) => s.open());
    await useLocaleStore.getState().setLocale('en-US');
    expect(countSockets()[0]?.sent).toEqual(['{"lang":"en-US"}']);
    expect(taskSockets()[0]?.sent).toEqual(['{"lang":"en-US"}']);
    // the next socket names it in its address
    sockets.last().drop(1006);
    await vi.advanceTimersByTimeAsync(LIVE_RECONNECT_MS);
    await settleConnect();
    expect(sockets.last().url).toMatch(/&lang=en-US$/);
    await useLocaleStore.getState().setLocale('zh-CN');
  });

  it('closes everything, says stopped, and never reconnects after stop() or sign-out', async () => {
    let stopped = 0;
    const off = subscribeLive('stopped', () => (stopped += 1));
    openTask();
    store().start('admin');
    await settleConnect();
    expect(sockets.all).toHaveLength(2);
    sockets.all.forEach((s) => s.open());
    runLogoutHooks();
    off();
    expect(store().username).toBeNull();
    expect(stopped).toBe(1);
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

describe('useLiveHub: task channel (docs/requirements.md §2 "Message drawer")', () => {
  const frame = (msgId: number): TaskFrame => ({
    factoryId: 11,
    msgType: 1,
    taskMsg: { msgId } as TaskFrame['taskMsg'],
    lang: 'zh',
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
    expect(task.url).toBe(`ws://${window.location.host}/api/ws/task/admin?access_token=acc&lang=zh-CN`);
    task.open();
    const seen: number[] = [];
    const unsubscribe = subscribeLive('task', (f) => seen.push(f.taskMsg.msgId));
    task.receive(frame(1));
    task.receive({ factoryId: 11, msgType: 3, taskMsg: { msgId: 2 } });
    task.receive({ factoryId: 11, msgType: 1, taskMsg: null });
    task.receive({ factoryId: 11, msgType: 1, taskMsg: { msgId: 4 }, lang: 'fr' });
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
