/**
 * useAppNavigate (docs/architecture.md §4 "Keep-alive tabs"): it goes where react-router's useNavigate goes, pushing
 * or replacing the entry, and the component that holds it is not drawn again when the address changes.
 */
import { useEffect, type ComponentType } from 'react';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ROUTER_BASENAME } from './paths';
import { underBasename, useAppNavigate, type AppNavigate } from './use-app-navigate';

/** One entry per run of a holder's body. */
const runs: string[] = [];
let go: AppNavigate = () => undefined;

function AppNavigateHolder() {
  runs.push('run');
  const navigate = useAppNavigate();
  useEffect(() => {
    go = navigate;
  }, [navigate]);
  return null;
}

function RouterNavigateHolder() {
  runs.push('run');
  const navigate = useNavigate();
  useEffect(() => {
    go = (to, options) => void navigate(to, options);
  }, [navigate]);
  return null;
}

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${useNavigationType()} ${pathname}${search}`}</output>;
}

function setUp(Holder: ComponentType, basename = ROUTER_BASENAME) {
  render(
    <MemoryRouter basename={basename} initialEntries={[`${basename === '/' ? '' : basename}/index`]}>
      <Holder />
      <Where />
    </MemoryRouter>,
  );
  return (to: string, options?: { replace?: boolean }) => act(() => go(to, options));
}

afterEach(() => {
  runs.length = 0;
});

describe('underBasename', () => {
  it('joins a path, with its query, as react-router does', () => {
    expect(underBasename('/woms', '/WorkOrderTask/WarrantyTasks?id=7')).toBe(
      '/woms/WorkOrderTask/WarrantyTasks?id=7',
    );
    expect(underBasename('/woms', '/')).toBe('/woms');
    expect(underBasename('/woms', '/?tab=2')).toBe('/woms?tab=2');
    expect(underBasename('/woms/', '/index')).toBe('/woms/index');
    expect(underBasename('/', '/index?next=//x')).toBe('/index?next=//x');
    expect(underBasename('/woms', '/a?next=//x')).toBe('/woms/a?next=//x');
  });
});

describe('useAppNavigate', () => {
  it('pushes or replaces a console path with its query, under the router basename', () => {
    const navigate = setUp(AppNavigateHolder);
    navigate('/WorkOrderTask/WarrantyTasks?id=7');
    expect(screen.getByTestId('where')).toHaveTextContent('PUSH /WorkOrderTask/WarrantyTasks?id=7');
    navigate('/index', { replace: true });
    expect(screen.getByTestId('where')).toHaveTextContent('REPLACE /index');
  });

  it('follows a router without a basename too', () => {
    const navigate = setUp(AppNavigateHolder, '/');
    navigate('/WorkOrderTask/WarrantyTasks?id=7');
    expect(screen.getByTestId('where')).toHaveTextContent('PUSH /WorkOrderTask/WarrantyTasks?id=7');
  });

  // react-router's useNavigate, measured the same way, shows what the hook spares: its holder runs at each change.
  it.each([
    ['useAppNavigate', AppNavigateHolder, 1],
    ["react-router's useNavigate", RouterNavigateHolder, 3],
  ] as const)('runs the component holding %s %i time(s) over two navigations', (_name, Holder, times) => {
    const navigate = setUp(Holder);
    navigate('/a');
    navigate('/b');
    expect(screen.getByTestId('where')).toHaveTextContent('PUSH /b');
    expect(runs).toHaveLength(times);
  });
});
