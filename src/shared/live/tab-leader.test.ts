import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeTabs } from './testing/fake-tabs';
import {
  SIGN_OUT_HANDOFF_MS,
  TAB_LEASE_RENEW_MS,
  TAB_LEASE_TTL_MS,
  TabLeader,
  tabLockName,
  type TabEnvironment,
} from './tab-leader';

interface Seen {
  led: number;
  wanted: boolean[];
  counts: unknown[];
  resyncs: number;
  reopened: number;
}

function leader(env: TabEnvironment | null, username = 'admin'): { tab: TabLeader; seen: Seen } {
  const seen: Seen = { led: 0, wanted: [], counts: [], resyncs: 0, reopened: 0 };
  const tab = new TabLeader({
    username,
    env,
    onLead: () => (seen.led += 1),
    onTaskWanted: (wanted) => seen.wanted.push(wanted),
    onCount: (frame) => seen.counts.push(frame),
    onTask: () => undefined,
    onResync: () => (seen.resyncs += 1),
    onTaskReopened: () => (seen.reopened += 1),
  });
  return { tab, seen };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('TabLeader (docs/architecture.md §3 "Live channels")', () => {
  it('leads at once and alone without Web Locks or BroadcastChannel', () => {
    const { tab, seen } = leader(null);
    tab.setWant(true);
    tab.start();
    expect(tab.isLeader).toBe(true);
    expect(seen).toMatchObject({ led: 1, wanted: [true] });
    tab.setWant(false);
    expect(seen.wanted).toEqual([true, false]);
  });

  it('signing out tells the other tabs to stop and keeps the lock until they have: none takes over', async () => {
    const hub = new FakeTabs();
    const a = leader(hub.tab().env);
    const signedOut: number[] = [];
    const b = leader(hub.tab().env);
    const follower = new TabLeader({
      username: 'admin',
      env: hub.tab().env,
      onLead: () => signedOut.push(-1),
      onTaskWanted: () => undefined,
      onCount: () => undefined,
      onTask: () => undefined,
      onResync: () => undefined,
      onTaskReopened: () => undefined,
      onSignOut: () => {
        signedOut.push(1);
        follower.stop();
      },
    });
    a.tab.start();
    await flush();
    follower.start();
    await flush();
    expect(a.tab.isLeader).toBe(true);
    a.tab.stop({ signingOut: true });
    await flush();
    expect(signedOut).toEqual([1]);
    await vi.advanceTimersByTimeAsync(SIGN_OUT_HANDOFF_MS - 1);
    // A tab that starts meanwhile (a fresh sign-in elsewhere) waits for the lock until the hand-off ends.
    b.tab.start();
    await flush();
    expect(b.seen.led).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(b.seen.led).toBe(1);
    expect(signedOut).toEqual([1]);
    b.tab.stop();
  });

  it('a tab stopped while waiting for the lock never leads; the lock skips it', async () => {
    const hub = new FakeTabs();
    const a = leader(hub.tab().env);
    const b = leader(hub.tab().env);
    const c = leader(hub.tab().env);
    a.tab.start();
    b.tab.start();
    c.tab.start();
    await flush();
    expect(hub.holder(tabLockName('admin'))).toBe(1);
    b.tab.stop();
    a.tab.stop();
    await flush();
    expect(b.seen.led).toBe(0);
    expect(c.seen.led).toBe(1);
    expect(hub.holder(tabLockName('admin'))).toBe(3);
  });

  it("the leader wants the task channel while its own or any follower's lease is alive", async () => {
    const hub = new FakeTabs();
    const a = leader(hub.tab().env);
    const bTab = hub.tab();
    const b = leader(bTab.env);
    a.tab.start();
    await flush();
    b.tab.start();
    b.tab.setWant(true);
    await flush();
    expect(a.seen.wanted).toEqual([true]);
    a.tab.setWant(true);
    b.tab.setWant(false);
    await flush();
    expect(a.seen.wanted).toEqual([true]);
    b.tab.setWant(true);
    await flush();
    a.tab.setWant(false);
    await flush();
    expect(a.seen.wanted).toEqual([true]);
    // Renewed every 10 s: alive however long it stays open…
    await vi.advanceTimersByTimeAsync(TAB_LEASE_RENEW_MS * 10);
    expect(a.seen.wanted).toEqual([true]);
    // …and forgotten 25 s after the tab vanished.
    bTab.close();
    await vi.advanceTimersByTimeAsync(TAB_LEASE_TTL_MS);
    expect(a.seen.wanted).toEqual([true, false]);
    a.tab.stop();
  });

  it('followers resync and renew their wants when a new leader announces itself', async () => {
    const hub = new FakeTabs();
    const aTab = hub.tab();
    const a = leader(aTab.env);
    const b = leader(hub.tab().env);
    const c = leader(hub.tab().env);
    a.tab.start();
    await flush();
    b.tab.start();
    c.tab.start();
    c.tab.setWant(true);
    await flush();
    aTab.close();
    await flush();
    expect(b.tab.isLeader).toBe(true);
    expect(b.seen.wanted).toEqual([true]);
    expect(c.seen.resyncs).toBe(1);
    b.tab.publish({ type: 'count', frame: { factoryId: 11, msgCount: 2 } });
    b.tab.publish({ type: 'task-open' });
    await flush();
    expect(c.seen.counts).toEqual([{ factoryId: 11, msgCount: 2 }]);
    expect(c.seen.reopened).toBe(1);
    b.tab.stop();
    c.tab.stop();
  });
});
