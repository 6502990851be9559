import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce, useDebouncedCallback } from './debounce';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('debounce (docs/requirements.md §9 doEdit)', () => {
  it('runs the last call once after the burst', () => {
    const fn = vi.fn();
    const d = debounce(fn, 300);
    d(1);
    vi.advanceTimersByTime(200);
    d(2);
    vi.advanceTimersByTime(299);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith(2);
  });

  it('cancel drops the pending call; flush runs it now', () => {
    const fn = vi.fn();
    const d = debounce(fn, 100);
    d('a');
    d.cancel();
    vi.advanceTimersByTime(500);
    expect(fn).not.toHaveBeenCalled();
    d('b');
    d.flush();
    expect(fn).toHaveBeenCalledWith('b');
    vi.advanceTimersByTime(500);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('the hook debounces doEdit and is cancelled on unmount', () => {
    const doEdit = vi.fn();
    function Row() {
      const edit = useDebouncedCallback(doEdit, 300);
      return <button onClick={() => edit(7)}>修改</button>;
    }
    const { unmount } = render(<Row />);
    fireEvent.click(screen.getByText('修改'));
    fireEvent.click(screen.getByText('修改'));
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(doEdit).toHaveBeenCalledTimes(1);
    expect(doEdit).toHaveBeenCalledWith(7);
    fireEvent.click(screen.getByText('修改'));
    unmount();
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(doEdit).toHaveBeenCalledTimes(1);
  });
});
