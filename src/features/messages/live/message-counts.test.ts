import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_RECONNECT_MS } from '@contract/live';
import { runLogoutHooks } from '@/shared/lifecycle/logout-hooks';
import { useLiveHub } from '@/shared/live/live-hub';
import { fakeLiveSockets } from '@/shared/live/testing/live-sockets';
import { server, setupMsw } from '../../../../tests/console/server';
import { queryClient } from '@/shared/query';
import { countHandler, watchCount } from '../messages.fixtures';
import { messageCountQuery, messageCounts, resyncMessageCount } from './message-counts';
import { until } from '@/shared/live/testing/real-wait';

setupMsw();

// Real timers (real-wait.ts) for msw and the polling below; the channels' timers are faked.

let counts: Record<number, number>;
let countCalls: number[];

/** the hub and this feature's counts over it, as one; `watch` is a badge of the factory */
const store = () => ({
  ...useLiveHub.getState(),
  counts: messageCounts(),
  watch: (factoryId: number) => watchCount(queryClient, messageCountQuery(factoryId)),
  resync: resyncMessageCount,
});
const sockets = fakeLiveSockets(() => store().stop());
const countSockets = sockets.count;
const settleConnect = sockets.settle;

beforeEach(() => {
  counts = { 11: 5, 12: 7 };
  countCalls = [];
  server.use(
    countHandler(
      () => counts,
      () => countCalls,
    ),
  );
});

describe('message counts over the live hub (docs/requirements.md §4 "Message")', () => {
  it('opens the count channel for the user, and the counts follow its frames', async () => {
    store().start('admin');
    await settleConnect();
    expect(countSockets()).toHaveLength(1);
    expect(countSockets()[0]?.url).toBe(
      `ws://${window.location.host}/api/ws/count/admin?access_token=acc&lang=zh-CN`,
    );
    expect(sockets.task()).toHaveLength(0);
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

  it('drops the counts, and an HTTP count on its way, on stop() or sign-out', async () => {
    store().start('admin');
    await settleConnect();
    sockets.last().open();
    sockets.last().receive({ factoryId: 12, msgCount: 3 });
    expect(store().counts[12]).toBe(3);
    const pending = store().resync(11);
    runLogoutHooks();
    await pending;
    expect(store().username).toBeNull();
    expect(store().counts).toEqual({});
  });
});
