import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPaint } from './after-paint';

beforeEach(() =>
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
  }),
);
afterEach(() => vi.useRealTimers());

describe('afterPaint', () => {
  it('runs the task after the next frame, not before', () => {
    const task = vi.fn();
    afterPaint(task);
    vi.advanceTimersByTime(0);
    expect(task).not.toHaveBeenCalled();
    // the frame (fake frames come every 16 ms), then the task queued from it
    vi.advanceTimersByTime(16);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('never runs a cancelled task, before or after the frame', () => {
    const early = vi.fn();
    afterPaint(early)();
    const late = vi.fn();
    const cancel = afterPaint(late);
    vi.advanceTimersByTime(16);
    cancel();
    vi.advanceTimersByTime(100);
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });
});
