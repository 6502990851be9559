import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_RECONNECT_MS, type TaskFrame } from '@contract/live';
import { server, setupMsw } from '../../../../tests/console/server';
import { aMessage, countHandler, watchCount } from '../messages.fixtures';
import type * as LiveHubModule from '@/shared/live/live-hub';
import { TAB_LEASE_TTL_MS, tabLockName } from '@/shared/live/tab-leader';
import { fakeSockets } from '@/shared/live/testing/fake-socket';
import { FakeTabs } from '@/shared/live/testing/fake-tabs';
import type * as MessageCountsModule from './message-counts';
import { sleep, until } from '@/shared/live/testing/real-wait';

setupMsw();

// Real timers (real-wait.ts) for msw and the polling below; the channels' and leases' timers are faked.

/** Lets lock grants, channel messages and the channel's awaited beforeConnect finish. */
const settle = async () => {
  await vi.advanceTimersByTimeAsync(0);
  await sleep(20);
  await vi.advanceTimersByTimeAsync(0);
};

type HubModule = typeof LiveHubModule;
type CountsModule = typeof MessageCountsModule;

interface Tab {
  /** this tab's copy of the shared live hub */
  mod: HubModule;
  /** the hub and the messages feature's counts over it, as one */
  store: () => ReturnType<HubModule['useLiveHub']['getState']> & {
    counts: ReturnType<CountsModule['messageCounts']>;
    /** a badge of the factory in this tab */
    watch: (factoryId: number) => Promise<void>;
  };
  sockets: ReturnType<typeof fakeSockets>;
  count: () => ReturnType<typeof fakeSockets>['all'];
  task: () => ReturnType<typeof fakeSockets>['all'];
  close: () => void;
  /** src/shared/live/leadership.ts of this tab: whether it leads (only the leader speaks alarms) */
  leading: () => boolean;
  /** the alarms frames the hub of this tab said */
  alarmSignals: Array<readonly number[]>;
}

let hub: FakeTabs;
let tabs: Tab[];
let counts: Record<number, number>;
let countCalls: number[];

/** A browser tab of the console: its own copy of the hub and counts modules, sockets and place in the election. */
async function openTab(): Promise<Tab> {
  vi.resetModules();
  const mod = await import('@/shared/live/live-hub');
  const counts = await import('./message-counts');
  const { queryClient } = await import('@/shared/query');
  const leadership = await import('@/shared/live/leadership');
  const alarmSignals: Array<readonly number[]> = [];
  mod.subscribeLive('alarms', (f) => alarmSignals.push(f.alarmsChanged));
  const sockets = fakeSockets();
  const fake = hub.tab();
  mod.setLiveSocketFactory(sockets.create);
  mod.setLiveTabEnvironment(fake.env);
  const tab: Tab = {
    mod,
    store: () => ({
      ...mod.useLiveHub.getState(),
      counts: counts.messageCounts(),
      watch: (factoryId: number) => watchCount(queryClient, counts.messageCountQuery(factoryId)),
    }),
    sockets,
    count: () => sockets.all.filter((s) => s.url.includes('/api/ws/count/')),
    task: () => sockets.all.filter((s) => s.url.includes('/api/ws/task/')),
    close: fake.close,
    leading: () => leadership.useLeadership.getState().leading,
    alarmSignals,
  };
  tabs.push(tab);
  return tab;
}

const openSockets = (sockets: Tab['sockets']['all']) => sockets.filter((s) => s.closedWith === null);

const frame = (msgId: number): TaskFrame => ({
  factoryId: 11,
  msgType: 1,
  taskMsg: aMessage({ msgId }),
  lang: 'zh',
});

beforeEach(() => {
  localStorage.setItem('access_token', 'acc');
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  hub = new FakeTabs();
  tabs = [];
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
  for (const tab of tabs) {
    tab.store().stop();
    tab.mod.setLiveTabEnvironment(undefined);
    tab.mod.setLiveSocketFactory(null);
  }
  vi.useRealTimers();
});
// The console's test files share their worker's modules (vitest.config.ts, isolate: false): the files after
// this one must not get the last pretend tab's hub and counts, with its fakes and its watched factory.
afterAll(() => {
  vi.resetModules();
});

describe('live channels across browser tabs (docs/architecture.md §3 "Live channels")', () => {
  it('only the leader tab opens the count socket; the others get its count frames', async () => {
    const a = await openTab();
    const b = await openTab();
    const c = await openTab();
    a.store().start('admin');
    await settle();
    b.store().start('admin');
    c.store().start('admin');
    await settle();
    expect(hub.holder(tabLockName('admin'))).toBe(1);
    expect(a.count()).toHaveLength(1);
    expect(b.sockets.all).toHaveLength(0);
    expect(c.sockets.all).toHaveLength(0);

    a.count()[0]?.open();
    a.count()[0]?.receive({ factoryId: 11, msgCount: 3 });
    a.count()[0]?.receive({ factoryId: 'x', msgCount: 1 });
    await settle();
    expect(a.store().counts).toEqual({ 11: 3 });
    expect(b.store().counts).toEqual({ 11: 3 });
    expect(c.store().counts).toEqual({ 11: 3 });
  });

  it('an alarms frame of the leader is signalled in every tab, and sets no count', async () => {
    const a = await openTab();
    const b = await openTab();
    a.store().start('admin');
    await settle();
    b.store().start('admin');
    await settle();
    a.count()[0]?.open();
    a.count()[0]?.receive({ alarmsChanged: [11, 12] });
    a.count()[0]?.receive({ alarmsChanged: [] });
    await settle();
    expect(a.alarmSignals).toEqual([[11, 12]]);
    expect(b.alarmSignals).toEqual([[11, 12]]);
    expect(b.store().counts).toEqual({});
  });

  it("a follower's open drawer makes the leader hold the task channel, whose frames reach it; closing it closes the socket", async () => {
    const a = await openTab();
    const b = await openTab();
    a.store().start('admin');
    await settle();
    b.store().start('admin');
    await settle();
    expect(a.task()).toHaveLength(0);

    b.store().openTask();
    await settle();
    expect(a.task()).toHaveLength(1);
    expect(b.sockets.all).toHaveLength(0);
    const seen: number[] = [];
    b.mod.subscribeLive('task', (f) => seen.push(f.taskMsg.msgId));
    a.task()[0]?.open();
    a.task()[0]?.receive(frame(1));
    await settle();
    expect(seen).toEqual([1]);

    // Its lease is renewed while the drawer stays open, long past the lease's lifetime (the unanswered
    // heartbeats close and reopen the socket meanwhile, but the store never closes it itself: 1000).
    await vi.advanceTimersByTimeAsync(TAB_LEASE_TTL_MS * 3);
    await settle();
    expect(a.task().filter((s) => s.closedWith === 1000)).toHaveLength(0);
    expect(openSockets(a.task())).toHaveLength(1);

    // The leader's own drawer wants it too: the socket stays until neither does.
    a.store().openTask();
    b.store().closeTask();
    await settle();
    expect(openSockets(a.task())).toHaveLength(1);
    a.store().closeTask();
    expect(openSockets(a.task())).toHaveLength(0);
    const made = a.task().length;
    await vi.advanceTimersByTimeAsync(LIVE_RECONNECT_MS * 2);
    await settle();
    expect(a.task()).toHaveLength(made);
  });

  it('a follower that vanished without a word loses its want 25 s after its last renewal', async () => {
    const a = await openTab();
    const b = await openTab();
    a.store().start('admin');
    await settle();
    b.store().start('admin');
    b.store().openTask();
    await settle();
    expect(openSockets(a.task())).toHaveLength(1);

    b.close();
    await vi.advanceTimersByTimeAsync(TAB_LEASE_TTL_MS - 1);
    expect(openSockets(a.task())).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(openSockets(a.task())).toHaveLength(0);
  });

  it('a follower saying bye on pagehide gives its want up at once; one still there wants it again at once', async () => {
    const a = await openTab();
    const b = await openTab();
    const c = await openTab();
    a.store().start('admin');
    await settle();
    b.store().start('admin');
    c.store().start('admin');
    b.store().openTask();
    await settle();
    expect(openSockets(a.task())).toHaveLength(1);
    a.task()[0]?.open();
    await settle();
    expect(b.store().taskReopened).toBe(0);

    // C closes: its bye costs nothing, B never asked it for anything.
    c.close();
    // B hides (every tab module listens to the one jsdom window; the leader ignores its own pagehide):
    // the leader drops B's want and closes the socket…
    window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(0);
    expect(a.task()[0]?.closedWith).toBe(1000);
    // …but B's page came back (or its lease had merely lapsed in a throttled hidden tab): told the socket
    // closed while its drawer is open, it asks again at once and reloads its list once the socket is back.
    await settle();
    expect(openSockets(a.task())).toHaveLength(1);
    expect(b.store().taskReopened).toBe(0);
    openSockets(a.task())[0]?.open();
    await settle();
    expect(b.store().taskReopened).toBe(1);
  });

  it('when the leader tab closes, a follower takes over at once: sockets, HTTP resync, and the wants of the others', async () => {
    const a = await openTab();
    const b = await openTab();
    const c = await openTab();
    a.store().start('admin');
    await settle();
    b.store().start('admin');
    c.store().start('admin');
    await b.store().watch(12);
    await c.store().watch(11);
    c.store().openTask();
    await settle();
    expect(openSockets(a.task())).toHaveLength(1);
    expect([a.leading(), b.leading(), c.leading()]).toEqual([true, false, false]);
    const reopenedBefore = c.store().taskReopened;
    countCalls = [];
    counts = { 11: 8, 12: 9 };

    a.close();
    await settle();
    expect(hub.holder(tabLockName('admin'))).toBe(2);
    expect([b.leading(), c.leading()]).toEqual([true, false]);
    expect(openSockets(b.count())).toHaveLength(1);
    expect(openSockets(b.task())).toHaveLength(1);
    expect(c.sockets.all).toHaveLength(0);
    b.count()[0]?.open();
    await until(() => b.store().counts[12] === 9 && c.store().counts[11] === 8, 'the resyncs');
    expect(countCalls).toEqual(expect.arrayContaining([11, 12]));
    const seen: number[] = [];
    c.mod.subscribeLive('task', (f) => seen.push(f.taskMsg.msgId));
    expect(c.store().taskReopened).toBe(reopenedBefore);
    b.task()[0]?.open();
    await settle();
    // C's open list reloads what it may have missed during the takeover, once the new socket is open.
    expect(c.store().taskReopened).toBe(reopenedBefore + 1);
    b.task()[0]?.receive(frame(7));
    b.count()[0]?.receive({ factoryId: 11, msgCount: 1 });
    await settle();
    expect(seen).toEqual([7]);
    expect(c.store().counts[11]).toBe(1);
  });

  it('stop() (sign-out) releases the lock and opens nothing; the next tab takes over', async () => {
    const a = await openTab();
    const b = await openTab();
    a.store().start('admin');
    await settle();
    b.store().start('admin');
    await settle();
    a.count()[0]?.open();

    b.store().stop();
    await settle();
    expect(hub.holder(tabLockName('admin'))).toBe(1);
    expect(a.leading()).toBe(true);
    a.store().stop();
    await settle();
    expect(a.leading()).toBe(false);
    expect(a.count()[0]?.closedWith).toBe(1000);
    expect(hub.holder(tabLockName('admin'))).toBeNull();
    await vi.advanceTimersByTimeAsync(LIVE_RECONNECT_MS * 3 + TAB_LEASE_TTL_MS);
    await settle();
    expect(a.sockets.all).toHaveLength(1);
    expect(b.sockets.all).toHaveLength(0);

    // A signed-in tab still waiting gets the lock when the leader signs out.
    const c = await openTab();
    const d = await openTab();
    c.store().start('admin');
    await settle();
    d.store().start('admin');
    await settle();
    c.store().stop();
    await settle();
    expect(hub.holder(tabLockName('admin'))).toBe(4);
    expect(d.count()).toHaveLength(1);
  });

  it('tabs of different users each elect their own leader', async () => {
    const a = await openTab();
    const b = await openTab();
    a.store().start('admin');
    b.store().start('zhangsan');
    await settle();
    expect(a.count()).toHaveLength(1);
    expect(b.count()).toHaveLength(1);
    expect(b.count()[0]?.url).toContain('/api/ws/count/zhangsan?');
  });

  it('without Web Locks or BroadcastChannel every tab holds its own sockets, as before', async () => {
    const a = await openTab();
    const b = await openTab();
    a.mod.setLiveTabEnvironment(null);
    b.mod.setLiveTabEnvironment(null);
    a.store().start('admin');
    b.store().start('admin');
    b.store().openTask();
    await settle();
    expect(a.count()).toHaveLength(1);
    expect(b.count()).toHaveLength(1);
    expect(b.task()).toHaveLength(1);
    expect(a.task()).toHaveLength(0);
  });
});
