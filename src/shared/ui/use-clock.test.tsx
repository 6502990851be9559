import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DelayedSkeleton } from './delayed-skeleton';
import { useClock } from './use-clock';

function Clock() {
  const now = useClock();
  return <span data-testid="clock">{now.getSeconds()}</span>;
}

afterEach(() => vi.useRealTimers());

describe('clock and skeleton timing', () => {
  it('the clock ticks every second', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-21T10:00:00'));
    render(<Clock />);
    expect(screen.getByTestId('clock')).toHaveTextContent('0');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByTestId('clock')).toHaveTextContent('1');
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.getByTestId('clock')).toHaveTextContent('3');
  });

  it('the skeleton shows only after 200 ms', () => {
    vi.useFakeTimers();
    render(<DelayedSkeleton />);
    act(() => {
      vi.advanceTimersByTime(199);
    });
    expect(screen.queryByTestId('page-skeleton')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(document.querySelector('.ant-skeleton')).not.toBeNull();
  });
});
