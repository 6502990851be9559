/**
 * Kept tabs (docs/architecture.md §4 "Keep-alive tabs"): each tab's page reads its own location and keeps its state
 * while another tab shows.
 */
import { useCallback, useEffect, useState } from 'react';
import { useOnPageShown, usePageActive } from '@/shared/lifecycle/page-activity';
import { useDocumentTitle } from '@/shared/ui/use-document-title';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { useNavigationStore, type PageRoute } from '@/features/navigation';
import { useTabsStore } from '@/features/tabs';
import { KeepAliveStack } from './keep-alive-stack';
import { KeptPagesHost } from './kept-pages-host';
import { CurrentFactoryContext, useCurrentFactory } from '@/shared/ui/current-factory';
import { ShellLayoutContext, useShellLayout } from '@/shared/ui/shell-layout';
import { LocationProbe } from '../../tests/console/render';

/** How many times each page, a reader of the router's location, has run. */
const renders = new Map<string, number>();

function Page({ name }: { name: string }) {
  renders.set(name, (renders.get(name) ?? 0) + 1);
  const { pathname, search } = useLocation();
  const [clicks, setClicks] = useState(0);
  const active = usePageActive();
  const [shown, setShown] = useState(0);
  useOnPageShown(useCallback(() => setShown((n) => n + 1), []));
  useDocumentTitle(name);
  return (
    <button type="button" data-testid={`page-${name}`} onClick={() => setClicks((n) => n + 1)}>
      {`${name} at ${pathname}${search}, ${clicks} clicks, ${active ? 'on screen' : 'hidden'}, shown again ${shown}`}
    </button>
  );
}

const tabOf = (name: string) => screen.getByTestId(`page-${name}`).closest('[data-tab]') as HTMLElement;

// Stable, as the app's memoized page routes are.
const routes = (
  <>
    <Route path="index" element={<Page name="home" />} />
    <Route path="a" element={<Page name="a" />} />
    <Route path="b" element={<Page name="b" />} />
    <Route path="shell" element={<ShellReader />} />
  </>
);

/** A page that reads what the shell provides and links elsewhere, as business pages do. */
function ShellReader() {
  const { factoryName } = useCurrentFactory();
  return (
    <div data-testid="shell-reader">
      {`${factoryName} in the ${useShellLayout()} layout`}
      <Link to="/b">to b</Link>
    </div>
  );
}

const FACTORY = { factoryId: 7, factoryName: '上海第一水厂', tree: [] };
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
  // As the app renders them: the host beside the router, drawing into the shell's box.
  return render(
    <>
      <MemoryRouter initialEntries={[path]}>
        <Navigator />
        <CurrentFactoryContext.Provider value={FACTORY}>
          <ShellLayoutContext.Provider value="horizontal">
            <Routes>
              <Route path="*" element={<KeepAliveStack routes={routes} pageInfo={pageInfo} />} />
            </Routes>
          </ShellLayoutContext.Provider>
        </CurrentFactoryContext.Provider>
        <LocationProbe />
      </MemoryRouter>
      <KeptPagesHost />
    </>,
  );
}

afterEach(() => {
  useTabsStore.getState().reset();
  useNavigationStore.getState().reset();
  renders.clear();
});

describe('KeepAliveStack', () => {
  // docs/requirements.md §3 route meta: an affix page is a fixed tab from the start, beside home, and stays.
  it('opens the fixed tab of an affix page at once, without showing it', () => {
    const fixed: PageRoute = {
      id: 9,
      name: 'menu-9',
      path: '/b',
      component: 'B/index',
      title: 'b',
      keepAlive: true,
      allowBack: false,
      affix: true,
      hidden: false,
      permissions: [],
      subsystemId: 1,
      trail: ['s', 'b'],
    };
    useNavigationStore.setState({ nav: { subsystems: [], pages: [fixed] } });
    renderStack('/a');
    const { tabs, activeKey } = useTabsStore.getState();
    expect(tabs.map((t) => [t.key, t.affix])).toEqual([
      ['/index', true],
      ['/b', true],
      ['/a', false],
    ]);
    expect(activeKey).toBe('/a');
  });

  it('gives each kept page its own location and keeps its state while another tab shows', () => {
    renderStack('/a?order=7');
    fireEvent.click(screen.getByTestId('page-a'));
    act(() => go('/b'));
    expect(screen.getByTestId('page-b')).toHaveTextContent('b at /b, 0 clicks, on screen');
    // hidden, yet still reading its own location, with its state
    expect(screen.getByTestId('page-a')).toHaveTextContent(
      'a at /a?order=7, 1 clicks, hidden, shown again 0',
    );
    act(() => go('/a?order=7'));
    expect(screen.getByTestId('page-a')).toHaveTextContent(
      'a at /a?order=7, 1 clicks, on screen, shown again 1',
    );
    expect(screen.getByTestId('page-b')).toHaveTextContent('b at /b, 0 clicks, hidden');
  });

  it('skips drawing a hidden tab without display: none, so the browser keeps its styles and layout', () => {
    renderStack('/a');
    act(() => go('/b'));
    expect(tabOf('a').style.contentVisibility).toBe('hidden');
    expect(tabOf('a').style.display).toBe('');
    expect(tabOf('b').style.contentVisibility).toBe('');
    act(() => go('/a'));
    expect(tabOf('a').style.contentVisibility).toBe('');
    expect(tabOf('b').style.contentVisibility).toBe('hidden');
  });

  // The pages are rendered beside the router: a navigation elsewhere runs none of a hidden page's readers of it.
  it('does not run a hidden page again when the app navigates between other tabs', () => {
    renderStack('/a');
    act(() => go('/b'));
    act(() => go('/index'));
    const before = renders.get('a');
    act(() => go('/b'));
    act(() => go('/index'));
    act(() => go('/b'));
    expect(renders.get('a')).toBe(before);
  });

  it('gives the browser title to the page on screen, again when a kept tab comes back', () => {
    renderStack('/a');
    act(() => go('/b'));
    expect(document.title).toMatch(/^b - /);
    act(() => go('/a'));
    expect(document.title).toMatch(/^a - /);
  });

  // The host renders outside the shell: it provides again what a page reads from the router and the shell.
  it("gives a kept page the shell's factory and layout, and its links move the app's router", () => {
    renderStack('/shell');
    expect(screen.getByTestId('shell-reader')).toHaveTextContent('上海第一水厂 in the horizontal layout');
    fireEvent.click(screen.getByRole('link', { name: 'to b' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/b');
    expect(screen.getByTestId('page-b')).toHaveTextContent('b at /b, 0 clicks, on screen');
  });
});
