import { useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../tests/console/render';
import { api, server, setupMsw } from '../../../tests/console/server';
import { MessageBadge } from './message-badge';

setupMsw();

let counts: Record<number, number> = {};
let calls: number[] = [];

beforeEach(() => {
  localStorage.setItem('access_token', 'acc');
  counts = { 11: 5, 12: 120 };
  calls = [];
  // Only the interval is faked: msw and antd keep their real timeouts.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  server.use(
    http.get(api('/system/base/task/msg/count/:factoryId'), ({ params }) => {
      const id = Number(params.factoryId);
      calls.push(id);
      const total = counts[id] ?? 0;
      return HttpResponse.json({
        code: 200,
        msg: '操作成功',
        data: { totalMsgCount: total, copyToMsgCount: 0, execByMsgCount: total },
      });
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
});

function renderBadge(factoryId: number | null) {
  const view = renderAt('/', [{ path: '/', element: <MessageBadge factoryId={factoryId} /> }]);
  return view;
}

const badgeText = () =>
  screen.getByTestId('message-badge').querySelector('.ant-badge-count')?.getAttribute('title');

describe('MessageBadge (docs/requirements.md §3 "Message counts", §9 badge maximum 99)', () => {
  it('shows the unread count of the factory', async () => {
    renderBadge(11);
    await waitFor(() => expect(badgeText()).toBe('5'));
    expect(calls).toEqual([11]);
  });

  it('shows 99+ above 99', async () => {
    renderBadge(12);
    await waitFor(() => expect(screen.getByTestId('message-badge')).toHaveTextContent('99+'));
  });

  it('refreshes every 60 s', async () => {
    renderBadge(11);
    await waitFor(() => expect(badgeText()).toBe('5'));
    counts[11] = 7;
    act(() => {
      vi.advanceTimersByTime(59_999);
    });
    expect(calls).toEqual([11]);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    await waitFor(() => expect(badgeText()).toBe('7'));
    expect(calls).toEqual([11, 11]);
  });

  it('refreshes when the factory changes, and stops polling the old one', async () => {
    const { unmount } = renderAt('/', [{ path: '/', element: <Switcher /> }]);
    await waitFor(() => expect(badgeText()).toBe('5'));
    act(() => screen.getByTestId('switch').click());
    await waitFor(() => expect(screen.getByTestId('message-badge')).toHaveTextContent('99+'));
    counts[12] = 50;
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    // waitFor polls with the (faked) interval: wait for a DOM change, which it observes directly.
    await waitFor(() => expect(badgeText()).toBe('50'));
    expect(calls).toEqual([11, 12, 12]);
    unmount();
    act(() => {
      vi.advanceTimersByTime(120_000);
    });
    expect(calls).toEqual([11, 12, 12]);
  });

  it('asks nothing without a factory', () => {
    renderBadge(null);
    act(() => {
      vi.advanceTimersByTime(120_000);
    });
    expect(calls).toEqual([]);
    expect(screen.getByTestId('message-badge').querySelector('.ant-badge-count')).toBeNull();
  });
});

function Switcher() {
  const [factoryId, setFactoryId] = useState(11);
  return (
    <>
      <button type="button" data-testid="switch" onClick={() => setFactoryId(12)} />
      <MessageBadge factoryId={factoryId} />
    </>
  );
}
