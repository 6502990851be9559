// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALARM_LIMITS } from '@contract/alarm';
import { AudioQueue } from './audio-queue';
import { PopupQueue } from './popup-queue';
import { fakeSounds } from './alarms.fixtures';

const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('sound queue (docs/requirements.md §4 "Alarm": one after another)', () => {
  it('starts the next sound only when the previous one ended', async () => {
    const sounds = fakeSounds();
    const queue = new AudioQueue(
      () => sounds.create,
      () => undefined,
    );
    queue.enqueue('a.wav');
    queue.enqueue('b.wav');
    queue.enqueue('c.wav');
    await flush();
    expect(sounds.played.map((s) => s.src)).toEqual(['a.wav']);
    sounds.played[0]?.ended();
    await flush();
    expect(sounds.played.map((s) => s.src)).toEqual(['a.wav', 'b.wav']);
    sounds.played[1]?.ended();
    sounds.played[1]?.ended();
    await flush();
    expect(sounds.played.map((s) => s.src)).toEqual(['a.wav', 'b.wav', 'c.wav']);
    sounds.played[2]?.ended();
    expect(queue.length).toBe(0);
  });

  it('autoplay refused: reports blocked, keeps the queue, and plays on resume()', async () => {
    let refuse = true;
    const sounds = fakeSounds(() => refuse);
    const blocked = vi.fn();
    const queue = new AudioQueue(() => sounds.create, blocked);
    queue.enqueue('a.wav');
    queue.enqueue('b.wav');
    await flush();
    expect(blocked).toHaveBeenLastCalledWith(true);
    expect(sounds.played).toEqual([]);
    expect(queue.length).toBe(2);
    refuse = false;
    queue.resume();
    await flush();
    expect(blocked).toHaveBeenLastCalledWith(false);
    expect(sounds.played.map((s) => s.src)).toEqual(['a.wav']);
  });
});

describe('pop-up queue (docs/requirements.md §4 "Alarm": 2.5 s apart, each 2 s)', () => {
  it('shows the first at once and each next POPUP_STAGGER_MS later, with POPUP_DURATION_MS', () => {
    const shown: [string, number, number][] = [];
    const queue = new PopupQueue<string>(() => (item, ms) => shown.push([item, ms, Date.now()]));
    const t0 = Date.now();
    queue.enqueue(['a', 'b']);
    queue.enqueue(['c']);
    expect(shown.map((s) => s[0])).toEqual(['a']);
    vi.advanceTimersByTime(ALARM_LIMITS.POPUP_STAGGER_MS - 1);
    expect(shown).toHaveLength(1);
    vi.advanceTimersByTime(1);
    vi.advanceTimersByTime(ALARM_LIMITS.POPUP_STAGGER_MS);
    expect(shown.map(([item, ms, at]) => [item, ms, at - t0])).toEqual([
      ['a', 2000, 0],
      ['b', 2000, 2500],
      ['c', 2000, 5000],
    ]);
    queue.clear();
    queue.enqueue(['d']);
    expect(shown.at(-1)?.[0]).toBe('d');
  });
});

describe('acknowledged alarms are not said (docs/alarms.md)', () => {
  it('drop() takes the waiting sounds and pop-ups of those alarms, not the one playing', async () => {
    const sounds = fakeSounds();
    const queue = new AudioQueue(
      () => sounds.create,
      () => undefined,
    );
    queue.enqueue('a.wav', 'alarm-1');
    queue.enqueue('b.wav', 'alarm-2');
    queue.enqueue('c.wav', 'alarm-3');
    await flush();
    queue.drop(new Set(['alarm-1', 'alarm-2']));
    sounds.played[0]?.ended();
    await flush();
    expect(sounds.played.map((s) => s.src)).toEqual(['a.wav', 'c.wav']);

    const shown: string[] = [];
    const popups = new PopupQueue<string>(() => (item) => shown.push(item));
    popups.enqueue(['alarm-1', 'alarm-2', 'alarm-3']);
    popups.drop((key) => key === 'alarm-2');
    await vi.advanceTimersByTimeAsync(2 * ALARM_LIMITS.POPUP_STAGGER_MS);
    expect(shown).toEqual(['alarm-1', 'alarm-3']);
  });
});
