import { useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../tests/console/render';
import { server, setupMsw } from '../../../tests/console/server';
import { settle } from '../../../tests/console/settle';
import { setLiveSocketFactory, useLiveHub } from '@/shared/live/live-hub';
import { fakeSockets } from '@/shared/live/testing/fake-socket';
import { MessageBadge } from './message-badge';
import { countHandler } from './messages.fixtures';

setupMsw();

let counts: Record<number, number> = {};
let calls: number[] = [];
let sockets: ReturnType<typeof fakeSockets>;

beforeEach(() => {
  localStorage.setItem('access_token', 'acc');
  counts = { 11: 5, 12: 120 };
  calls = [];
  sockets = fakeSockets();
  setLiveSocketFactory(sockets.create);
  // Only intervals are faked (there must be none left): msw and antd keep their real timeouts.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  server.use(
    countHandler(
      () => counts,
      () => calls,
    ),
  );
});
afterEach(() => {
  useLiveHub.getState().stop();
  setLiveSocketFactory(null);
  vi.useRealTimers();
});

function renderBadge(factoryId: number | null) {
  const view = renderAt('/', [{ path: '/', element: <MessageBadge factoryId={factoryId} /> }]);
  return view;
}

const badgeText = () =>
  screen.getByTestId('message-badge').querySelector('.ant-badge-count')?.getAttribute('title');

describe('MessageBadge (docs/requirements.md §3 "Message counts", §4 "Message", §9 badge maximum 99)', () => {
  it('shows the unread count of the factory, fetched once over HTTP', async () => {
    renderBadge(11);
    await waitFor(() => expect(badgeText()).toBe('5'));
    expect(calls).toEqual([11]);
  });

  it('shows 99+ above 99', async () => {
    renderBadge(12);
    await waitFor(() => expect(screen.getByTestId('message-badge')).toHaveTextContent('99+'));
  });

  it('follows the count frames of the live channel, for its own factory only', async () => {
    useLiveHub.getState().start('admin');
    renderBadge(11);
    await waitFor(() => expect(badgeText()).toBe('5'));
    await waitFor(() => expect(sockets.all).toHaveLength(1));
    const socket = sockets.last();
    act(() => socket.open());
    // The query cache tells its observers in a batch on a timer of its own: the badge follows a moment later.
    act(() => socket.receive({ factoryId: 11, msgCount: 8 }));
    await waitFor(() => expect(badgeText()).toBe('8'));
    act(() => socket.receive({ factoryId: 12, msgCount: 1 }));
    await settle();
    expect(badgeText()).toBe('8');
    act(() => socket.receive({ factoryId: 11, msgCount: 0 }));
    await waitFor(() =>
      expect(screen.getByTestId('message-badge').querySelector('.ant-badge-count')).toBeNull(),
    );
    // The resync when the channel opened asked once more; its answer, overtaken by the frames, did not win.
    expect(calls).toEqual([11, 11]);
  });

  it('shows no count once the channels stop (sign-out) and asks nothing more with the old token', async () => {
    useLiveHub.getState().start('admin');
    renderBadge(11);
    await waitFor(() => expect(badgeText()).toBe('5'));
    await waitFor(() => expect(sockets.all).toHaveLength(1));
    const asked = calls.length;
    act(() => useLiveHub.getState().stop());
    await waitFor(() =>
      expect(screen.getByTestId('message-badge').querySelector('.ant-badge-count')).toBeNull(),
    );
    await settle();
    expect(calls).toHaveLength(asked);
  });

  it('polls no more: a minute later nothing was asked again', async () => {
    renderBadge(11);
    await waitFor(() => expect(badgeText()).toBe('5'));
    counts[11] = 7;
    act(() => {
      vi.advanceTimersByTime(120_000);
    });
    await settle();
    expect(calls).toEqual([11]);
    expect(badgeText()).toBe('5');
  });

  it('resyncs when the factory changes', async () => {
    renderAt('/', [{ path: '/', element: <Switcher /> }]);
    await waitFor(() => expect(badgeText()).toBe('5'));
    act(() => screen.getByTestId('switch').click());
    await waitFor(() => expect(screen.getByTestId('message-badge')).toHaveTextContent('99+'));
    expect(calls).toEqual([11, 12]);
  });

  it('asks nothing without a factory', async () => {
    renderBadge(null);
    await settle();
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
