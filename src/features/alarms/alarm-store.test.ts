import { act, renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALARM_API, ALARM_LIMITS } from '@contract/alarm';
import { sayAlarmsChanged as alarmsChanged } from '@/shared/live/testing/live-frames';
import { useLeadership } from '@/shared/live/leadership';
import { AppWrapper } from '../../../tests/console/render';
import { api, server, setupMsw } from '../../../tests/console/server';
import type { Announcement } from './announcements';
import {
  CHANGE_FALLBACK_MS,
  LEADER_GRACE_MS,
  PUSH_DEBOUNCE_MS,
  RETRY_MS,
  setAlarmPopupSink,
  setAlarmSoundFactory,
  useAlarmStore,
} from './alarm-store';
import { withOrder } from './alarm-window';
import { orderAlarm } from './api';
import { alarms, cachedWindow, fakeSounds, serveAlarms, type FakeAlarmServer } from './alarms.fixtures';
import { useAlarmActions } from './use-alarm-actions';

setupMsw();

// Node's macrotask queue, present in the jsdom environment.
declare const setImmediate: (callback: () => void) => void;
const MIN = 60_000;

/** Lets msw and the client answer without letting (fake) time pass. */
async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (check()) return;
    await vi.advanceTimersByTimeAsync(0);
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  throw new Error(`timed out waiting for ${what}`);
}
const windowCalls = () => s.calls.filter((c) => c === 'GET window').length;
/** Advances fake time, then lets any poll it started finish. */
async function advance(ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
  await until(() => true, 'nothing');
  for (let i = 0; i < 20; i++) await new Promise<void>((resolve) => setImmediate(resolve));
}

let s: FakeAlarmServer;
let sounds: ReturnType<typeof fakeSounds>;
let popups: Announcement[];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  s = serveAlarms();
  sounds = fakeSounds();
  setAlarmSoundFactory(sounds.create);
  popups = [];
  setAlarmPopupSink((a) => popups.push(a));
  useLeadership.setState({ leading: true });
});
afterEach(() => {
  useAlarmStore.getState().stop();
  setAlarmSoundFactory(null);
  setAlarmPopupSink(null);
  vi.useRealTimers();
});

const start = async () => {
  useAlarmStore.getState().start();
  await until(() => cachedWindow().loaded, 'the first window');
};

describe('alarm polling (docs/requirements.md §4 "Alarm": every configured interval, in minutes)', () => {
  it('loads the config, then the window, and polls again every interval', async () => {
    s.config = { voiceStatus: 0, showWindowStatus: 0, voiceTimeInterval: 2 };
    s.alarms = alarms(3);
    await start();
    expect(s.calls).toEqual(['GET config', 'GET window']);
    expect(cachedWindow().alarms).toHaveLength(3);
    expect(cachedWindow().serverTime).toBe(s.serverTime);
    await advance(2 * MIN - 1);
    expect(windowCalls()).toBe(1);
    await advance(1);
    expect(windowCalls()).toBe(2);
    await advance(2 * MIN);
    expect(windowCalls()).toBe(3);
    expect(s.calls.filter((c) => c === 'GET config')).toHaveLength(1);
  });

  it('no saved config: the default interval of 5 minutes', async () => {
    await start();
    expect(useAlarmStore.getState().config.voiceTimeInterval).toBe(ALARM_LIMITS.DEFAULT_INTERVAL_MIN);
    await advance(5 * MIN - 1);
    expect(windowCalls()).toBe(1);
    await advance(1);
    expect(windowCalls()).toBe(2);
  });

  it('a saved interval reschedules at once', async () => {
    s.config = { voiceStatus: 0, showWindowStatus: 0, voiceTimeInterval: 10 };
    await start();
    await advance(3 * MIN);
    useAlarmStore.getState().applyConfig({ voiceStatus: 0, showWindowStatus: 0, voiceTimeInterval: 1 });
    await advance(MIN - 1);
    expect(windowCalls()).toBe(1);
    await advance(1);
    expect(windowCalls()).toBe(2);
    await advance(MIN);
    expect(windowCalls()).toBe(3);
  });

  it('unreachable (network error, 5xx): says so and tries again by itself until it answers', async () => {
    s.config = { voiceStatus: 0, showWindowStatus: 0, voiceTimeInterval: 10 };
    s.windowDown = 0;
    useAlarmStore.getState().start();
    await until(() => cachedWindow().unreachable, 'the outage');
    expect(cachedWindow().loaded).toBe(false);
    s.windowDown = 503;
    await advance(RETRY_MS);
    expect(windowCalls()).toBe(2);
    expect(cachedWindow().unreachable).toBe(true);
    s.windowDown = null;
    s.alarms = alarms(2);
    await advance(RETRY_MS);
    expect(windowCalls()).toBe(3);
    expect(cachedWindow().unreachable).toBe(false);
    expect(cachedWindow().alarms).toHaveLength(2);
    // Back to the configured interval.
    await advance(RETRY_MS);
    expect(windowCalls()).toBe(3);
  });

  it('stop() (sign-out) polls no more', async () => {
    await start();
    useAlarmStore.getState().stop();
    await advance(10 * MIN);
    expect(windowCalls()).toBe(1);
    expect(cachedWindow().alarms).toEqual([]);
  });
});

describe('announcing new alarms (docs/requirements.md §4 "Alarm")', () => {
  const recent = { alarmTime: '2026-03-02 16:00:00' };

  it('plays one sound per new alarm of a flagged kind, one after another, never twice for an id', async () => {
    s.config = { voiceStatus: 1, showWindowStatus: 0, voiceTimeInterval: 1 };
    s.flags = { meterNotOnlineVoice: true };
    s.alarms = [...alarms(2, 1, recent), ...alarms(1, 50, { ...recent, windowAlarmType: 1 })];
    await start();
    expect(sounds.played.map((p) => p.src)).toEqual(['/woms/audio/alarm-4.wav']);
    sounds.played[0]?.ended();
    await advance(0);
    expect(sounds.played.map((p) => p.src)).toEqual(['/woms/audio/alarm-4.wav', '/woms/audio/alarm-4.wav']);
    sounds.played[1]?.ended();
    s.alarms = [...s.alarms, ...alarms(1, 3, { windowAlarmType: 1 })];
    s.flags = { collAlarmVoice: true };
    await advance(MIN);
    // id 50 was known already (its kind had no flag then); id 3 is new.
    expect(sounds.played.map((p) => p.src).slice(2)).toEqual(['/woms/audio/alarm-1.wav']);
    sounds.played[2]?.ended();
    await advance(MIN);
    expect(sounds.played).toHaveLength(3);
    expect(popups).toEqual([]);
  });

  it('voice off: no sound; pop-ups on: one per new alarm', async () => {
    s.config = { voiceStatus: 0, showWindowStatus: 1, voiceTimeInterval: 1 };
    s.flags = { meterNotOnlineVoice: true };
    s.alarms = alarms(3, 1, recent);
    await start();
    expect(sounds.played).toEqual([]);
    expect(popups.map((p) => p.alarm?.alarmRecordId)).toEqual([1]);
    await advance(ALARM_LIMITS.POPUP_STAGGER_MS * 2);
    expect(popups.map((p) => p.alarm?.alarmRecordId)).toEqual([1, 2, 3]);
  });

  it('turning voice and pop-ups off drops what is still waiting', async () => {
    s.config = { voiceStatus: 1, showWindowStatus: 1, voiceTimeInterval: 1 };
    s.flags = { meterNotOnlineVoice: true };
    s.alarms = alarms(3, 1, recent);
    await start();
    expect(sounds.played).toHaveLength(1);
    expect(popups).toHaveLength(1);
    useAlarmStore.getState().applyConfig({ voiceStatus: 0, showWindowStatus: 0, voiceTimeInterval: 1 });
    sounds.played[0]?.ended();
    await advance(ALARM_LIMITS.POPUP_STAGGER_MS * 2);
    expect(sounds.played).toHaveLength(1);
    expect(popups).toHaveLength(1);
  });

  it('only the leading tab speaks; a follower remembers the ids all the same', async () => {
    useLeadership.setState({ leading: false });
    s.config = { voiceStatus: 1, showWindowStatus: 1, voiceTimeInterval: 1 };
    s.flags = { meterNotOnlineVoice: true };
    s.alarms = alarms(2, 1, recent);
    await start();
    await advance(MIN);
    expect(sounds.played).toEqual([]);
    expect(popups).toEqual([]);
    useLeadership.setState({ leading: true });
    s.alarms = [...s.alarms, ...alarms(1, 3)];
    await advance(MIN);
    expect(popups.map((p) => p.alarm?.alarmRecordId)).toEqual([3]);
    expect(sounds.played).toHaveLength(1);
  });

  it('a tab elected just after its first window says what that window brought; much later, nothing', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    useLeadership.setState({ leading: false });
    s.config = { voiceStatus: 0, showWindowStatus: 1, voiceTimeInterval: 1 };
    s.flags = { meterNotOnlineVoice: true };
    s.alarms = alarms(1, 1, recent);
    await start();
    expect(popups).toEqual([]);
    await advance(LEADER_GRACE_MS);
    useLeadership.setState({ leading: true });
    expect(popups.map((p) => p.alarm?.alarmRecordId)).toEqual([1]);

    useLeadership.setState({ leading: false });
    s.alarms = [...s.alarms, ...alarms(1, 2)];
    await advance(MIN);
    await advance(LEADER_GRACE_MS + 1);
    useLeadership.setState({ leading: true });
    expect(popups).toHaveLength(1);
  });

  it('flood: one summary per kind and factory; hysteresis between the thresholds; per alarm again after', async () => {
    s.config = { voiceStatus: 1, showWindowStatus: 1, voiceTimeInterval: 1 };
    s.flags = { meterNotOnlineVoice: true, collAlarmVoice: true };
    s.alarms = [
      ...alarms(8, 1, recent),
      ...alarms(4, 100, { ...recent, factoryId: 12, factoryName: '上海第二水厂' }),
      ...alarms(2, 200, { ...recent, windowAlarmType: 1 }),
    ];
    s.raisedRecently = 14;
    await start();
    expect(useAlarmStore.getState().flooding).toBe(true);
    await advance(ALARM_LIMITS.POPUP_STAGGER_MS * 3);
    expect(popups.map((p) => [p.factoryName, p.kind, p.count])).toEqual([
      ['上海第一水厂', 4, 8],
      ['上海第二水厂', 4, 4],
      ['上海第一水厂', 1, 2],
    ]);
    expect(sounds.played).toHaveLength(1);

    // 5..10 raised recently: still a flood.
    popups = [];
    s.raisedRecently = 7;
    s.alarms = [...s.alarms, ...alarms(3, 300)];
    await advance(MIN - ALARM_LIMITS.POPUP_STAGGER_MS * 3);
    expect(useAlarmStore.getState().flooding).toBe(true);
    expect(popups.map((p) => [p.kind, p.count, p.alarm])).toEqual([[4, 3, null]]);

    // Below 5: over, one pop-up per alarm again.
    popups = [];
    s.raisedRecently = 4;
    s.alarms = [...s.alarms, ...alarms(2, 400)];
    await advance(MIN);
    expect(useAlarmStore.getState().flooding).toBe(false);
    await advance(ALARM_LIMITS.POPUP_STAGGER_MS);
    expect(popups.map((p) => p.alarm?.alarmRecordId)).toEqual([400, 401]);
  });
});

describe('live signals (docs/architecture.md §4 "Alarms": polling plus push)', () => {
  it('a burst of signals reloads the window once, a second after the last, and the poll counts from then', async () => {
    s.config = { voiceStatus: 0, showWindowStatus: 0, voiceTimeInterval: 2 };
    await start();
    expect(windowCalls()).toBe(1);
    s.alarms = alarms(2);
    alarmsChanged([11]);
    await advance(PUSH_DEBOUNCE_MS / 2);
    alarmsChanged([11, 12]);
    await advance(PUSH_DEBOUNCE_MS / 2);
    alarmsChanged([21]);
    await advance(PUSH_DEBOUNCE_MS - 1);
    expect(windowCalls()).toBe(1);
    await advance(1);
    expect(windowCalls()).toBe(2);
    expect(cachedWindow().alarms).toHaveLength(2);
    await advance(2 * MIN - 1);
    expect(windowCalls()).toBe(2);
    await advance(1);
    expect(windowCalls()).toBe(3);
  });

  it('a signal naming no factory reloads nothing', async () => {
    await start();
    alarmsChanged([]);
    await advance(PUSH_DEBOUNCE_MS * 2);
    expect(windowCalls()).toBe(1);
  });

  it('stop() (sign-out) unsubscribes, also from a reload already waiting', async () => {
    await start();
    alarmsChanged([11]);
    useAlarmStore.getState().stop();
    alarmsChanged([11]);
    await advance(PUSH_DEBOUNCE_MS * 2);
    expect(windowCalls()).toBe(1);
  });
});

describe('one window request per release or order (docs/architecture.md §4 "Alarms")', () => {
  const ids = () => cachedWindow().alarms.map((a) => a.alarmRecordId);
  /** The panel's actions, released as its 解除 does; resolves once the release is over. */
  async function release(list: number[]) {
    const { result, unmount } = renderHook(() => useAlarmActions(() => undefined), { wrapper: AppWrapper });
    let done = false;
    act(() => void result.current.release(list).then(() => (done = true)));
    await until(() => done, 'the release');
    unmount();
  }

  beforeEach(async () => {
    s.config = { voiceStatus: 0, showWindowStatus: 0, voiceTimeInterval: 5 };
    s.alarms = alarms(3);
    await start();
    expect(windowCalls()).toBe(1);
  });

  it('a release takes the alarms off the window at once, and the live frame it causes is the one reload', async () => {
    await release([1, 2]);
    expect(ids()).toEqual([3]);
    expect(windowCalls()).toBe(1);
    // The server says the active alarms of the factory changed, once the release is committed.
    alarmsChanged([11]);
    await advance(CHANGE_FALLBACK_MS * 3);
    expect(windowCalls()).toBe(2);
    expect(ids()).toEqual([3]);
  });

  it('the frame may come before the answer: still one reload', async () => {
    alarmsChanged([11]);
    await release([1]);
    await advance(CHANGE_FALLBACK_MS * 3);
    expect(windowCalls()).toBe(2);
    expect(ids()).toEqual([2, 3]);
  });

  it('no frame (the socket down): the fallback reloads once, CHANGE_FALLBACK_MS after the release', async () => {
    await release([1]);
    await advance(CHANGE_FALLBACK_MS - 1);
    expect(windowCalls()).toBe(1);
    await advance(1);
    expect(windowCalls()).toBe(2);
    await advance(CHANGE_FALLBACK_MS * 3);
    expect(windowCalls()).toBe(2);
  });

  it('a release the server refused reloads at once, once', async () => {
    s.alarms = alarms(3, 1).slice(1);
    server.use(
      http.put(api(ALARM_API.CLEAR.replace(/^\/api/, '')), () =>
        HttpResponse.json({ code: 500, msg: '告警不存在或已解除' }),
      ),
    );
    await release([1]);
    await advance(CHANGE_FALLBACK_MS * 3);
    expect(windowCalls()).toBe(2);
    expect(ids()).toEqual([2, 3]);
  });

  it('an order shows its number on the alarm at once; it sends no frame, so the fallback is the one reload', async () => {
    const reply = await orderAlarm(2);
    useAlarmStore.getState().changed(withOrder(2, reply.data.taskId, reply.data.taskNo));
    expect(cachedWindow().alarms[1]?.taskNo).toBe(reply.data.taskNo);
    expect(windowCalls()).toBe(1);
    await advance(CHANGE_FALLBACK_MS * 3);
    expect(windowCalls()).toBe(2);
  });
});
