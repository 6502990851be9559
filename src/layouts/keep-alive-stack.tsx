/**
 * Keep-alive tabs (docs/requirements.md §2, docs/architecture.md §4 "Keep-alive tabs"): the shell's side. It records
 * the address on screen as a tab and hands the kept pages' host (`kept-pages-host.tsx`, rendered beside the router)
 * the content box, the routes, the address and the values of the shell's providers; the host draws every open tab's
 * page into that box.
 */
import { useContext, useEffect, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { Navigate, UNSAFE_NavigationContext as NavigationContext, useLocation } from 'react-router-dom';
import { fixedPages, useNavigationStore } from '@/features/navigation';
import { useTabsStore } from '@/features/tabs';
import { ROUTE_PATHS } from '@/shared/routes/paths';
import { CurrentFactoryContext } from '@/shared/ui/current-factory';
import { ShellLayoutContext } from '@/shared/ui/shell-layout';
import { publishKeptPagesFrame, type PageInfo } from './kept-pages-frame';

export type { PageInfo } from './kept-pages-frame';

interface Props {
  /** the page <Route> elements, the same ones the app's router matches */
  routes: ReactNode;
  pageInfo: (path: string) => PageInfo;
}

export function KeepAliveStack({ routes, pageInfo }: Props) {
  const { pathname, search } = useLocation();
  const open = useTabsStore((s) => s.open);
  const pin = useTabsStore((s) => s.pin);
  const nav = useNavigationStore((s) => s.nav);
  // The pages whose meta says affix: fixed tabs from the start, never closed (docs/requirements.md §3 route meta).
  const fixed = useMemo(() => fixedPages(nav).map((p) => ({ path: p.path, title: p.title })), [nav]);
  const title = pageInfo(pathname).title;
  const homeTitle = pageInfo(ROUTE_PATHS.INDEX).title;
  const navigation = useContext(NavigationContext);
  const factory = useContext(CurrentFactoryContext);
  const layout = useContext(ShellLayoutContext);
  const box = useRef<HTMLDivElement>(null);

  // '/' only redirects to the index route: it is never a tab of its own.
  const isPage = pathname !== ROUTE_PATHS.ROOT;

  useEffect(() => {
    if (!isPage) return;
    // The home tab is fixed and always first.
    if (!useTabsStore.getState().tabs.some((t) => t.path === ROUTE_PATHS.INDEX && t.affix)) {
      open({ path: ROUTE_PATHS.INDEX, search: '', title: homeTitle, affix: true });
    }
    pin(fixed);
    const affix = pathname === ROUTE_PATHS.INDEX || (!search && fixed.some((p) => p.path === pathname));
    open({ path: pathname, search, title, affix });
  }, [isPage, open, pin, fixed, pathname, search, title, homeTitle]);

  // Titles follow the language and the menus (docs/i18n.md): a tab opened in Chinese reads English after a switch.
  useEffect(() => {
    useTabsStore.getState().retitle((path) => pageInfo(path).title);
  }, [pageInfo]);

  // Before the browser paints: the host draws the page of the new address in the same frame as the shell.
  useLayoutEffect(() => () => publishKeptPagesFrame(null), []);
  useLayoutEffect(() => {
    if (!box.current) return;
    publishKeptPagesFrame({
      box: box.current,
      routes,
      pageInfo,
      pathname,
      search,
      navigation,
      factory,
      layout,
    });
  }, [routes, pageInfo, pathname, search, navigation, factory, layout]);

  return (
    <div className="woms-main__page" ref={box}>
      {!isPage && <Navigate to={ROUTE_PATHS.INDEX} replace />}
    </div>
  );
}
