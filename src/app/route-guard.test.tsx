/**
 * The route guard's wait for the shell's chunks (docs/architecture.md §4 "Bundles"): when the app starts by loading
 * the session, the loader stays up until the chunks fetched beside it have arrived, not only the session, so that the
 * shell renders in one pass. The chunks and the session's load are stood in for: what is tested is the guard's wait.
 */
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNavigationStore } from '@/features/navigation';
import { useSessionStore } from '@/features/session';
import { clearTokens } from '@/shared/storage/token-storage';
import { preloadShell } from './app-routes';
import { RouteGuard } from './route-guard';
import { loadSession } from './session';

vi.mock('./app-routes', () => ({ preloadShell: vi.fn() }));
vi.mock('./session', () => ({
  loadSession: vi.fn(),
  isSessionEnding: () => false,
  sessionEndingFor: () => null,
}));

/** A promise and its resolve, for a step the test lets finish when it chooses. */
function held(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => undefined as void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

function loaded(): Promise<void> {
  useSessionStore.setState({ status: 'ready' });
  useNavigationStore.setState({ loaded: true });
  return Promise.resolve();
}

beforeEach(() => {
  localStorage.setItem('access_token', 'a-token');
});
afterEach(() => {
  clearTokens();
  useSessionStore.getState().reset();
  useNavigationStore.getState().reset();
  vi.mocked(preloadShell).mockReset();
  vi.mocked(loadSession).mockReset();
});

function renderGuard() {
  return render(
    <MemoryRouter initialEntries={['/index']}>
      <RouteGuard>
        <div data-testid="shell">shell</div>
      </RouteGuard>
    </MemoryRouter>,
  );
}

describe('RouteGuard', () => {
  it('keeps its loader until the shell’s chunks are in, even once the session has loaded', async () => {
    const chunks = held();
    vi.mocked(preloadShell).mockReturnValue(chunks.promise);
    vi.mocked(loadSession).mockImplementation(loaded);
    renderGuard();
    await act(async () => undefined);
    expect(useSessionStore.getState().status).toBe('ready');
    expect(screen.getByTestId('page-loader')).toBeInTheDocument();
    expect(screen.queryByTestId('shell')).toBeNull();

    await act(async () => chunks.resolve());
    expect(screen.getByTestId('shell')).toBeInTheDocument();
    expect(screen.queryByTestId('page-loader')).toBeNull();
  });

  it('keeps its loader until the session has loaded, even once the chunks are in', async () => {
    const session = held();
    vi.mocked(preloadShell).mockResolvedValue(undefined);
    vi.mocked(loadSession).mockImplementation(() => session.promise.then(loaded));
    renderGuard();
    await act(async () => undefined);
    expect(screen.getByTestId('page-loader')).toBeInTheDocument();

    await act(async () => session.resolve());
    expect(screen.getByTestId('shell')).toBeInTheDocument();
  });

  it('shows the page at once when the session is already loaded: nothing to wait for', async () => {
    await loaded();
    renderGuard();
    expect(screen.getByTestId('shell')).toBeInTheDocument();
    expect(preloadShell).not.toHaveBeenCalled();
  });
});
