/**
 * Kept tabs (docs/architecture.md §4 "Keep-alive tabs"): each tab's page reads its own location and keeps its state
 * while another tab shows.
 */
import { useEffect, useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { useTabsStore } from '@/features/tabs';
import { KeepAliveStack } from './keep-alive-stack';

function Page({ name }: { name: string }) {
  const { pathname, search } = useLocation();
  const [clicks, setClicks] = useState(0);
  return (
    <button type="button" data-testid={`page-${name}`} onClick={() => setClicks((n) => n + 1)}>
      {`${name} at ${pathname}${search}, ${clicks} clicks`}
    </button>
  );
}

// Stable, as the app's memoized page routes are.
const routes = (
  <>
    <Route path="index" element={<Page name="home" />} />
    <Route path="a" element={<Page name="a" />} />
    <Route path="b" element={<Page name="b" />} />
  </>
);
const pageInfo = (path: string) => ({ title: path, keepAlive: true });

let go: (to: string) => void = () => undefined;
function Navigator() {
  const navigate = useNavigate();
  useEffect(() => {
    go = (to) => void navigate(to);
  }, [navigate]);
  return null;
}

function renderStack(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Navigator />
      <Routes>
        <Route path="*" element={<KeepAliveStack routes={routes} pageInfo={pageInfo} />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => {
  useTabsStore.getState().reset();
});

describe('KeepAliveStack', () => {
  it('gives each kept page its own location and keeps its state while another tab shows', () => {
    renderStack('/a?order=7');
    fireEvent.click(screen.getByTestId('page-a'));
    act(() => go('/b'));
    expect(screen.getByTestId('page-b')).toHaveTextContent('b at /b, 0 clicks');
    // hidden, yet still reading its own location, with its state
    expect(screen.getByTestId('page-a')).toHaveTextContent('a at /a?order=7, 1 clicks');
    act(() => go('/a?order=7'));
    expect(screen.getByTestId('page-a')).toHaveTextContent('a at /a?order=7, 1 clicks');
  });
});
