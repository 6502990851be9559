/**
 * Keep-alive tabs (docs/requirements.md §2, docs/architecture.md §4/§6): every open tab renders its own route tree at its own
 * location inside React's <Activity>; hidden tabs keep their state, closing a tab unmounts it, and a
 * refresh (new version) remounts it.
 */
import { Activity, useEffect, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Navigate, Routes, useLocation } from 'react-router-dom';
import { logError } from '@/features/error-log';
import { tabKey, useTabsStore, type Tab } from '@/features/tabs';
import { ROUTE_PATHS } from '@/shared/routes/paths';
import { PageCrash } from './page-crash';

export interface PageInfo {
  title: string;
  keepAlive: boolean;
}

interface Props {
  /** the page <Route> elements, the same ones the app's router matches */
  routes: ReactNode;
  pageInfo: (path: string) => PageInfo;
}

export function KeepAliveStack({ routes, pageInfo }: Props) {
  const { pathname, search } = useLocation();
  const tabs = useTabsStore((s) => s.tabs);
  const open = useTabsStore((s) => s.open);
  const key = tabKey(pathname, search);
  const title = pageInfo(pathname).title;
  const homeTitle = pageInfo(ROUTE_PATHS.INDEX).title;

  // '/' only redirects to the index route: it is never a tab of its own.
  const isPage = pathname !== ROUTE_PATHS.ROOT;

  useEffect(() => {
    if (!isPage) return;
    // The home tab is fixed and always first.
    if (!useTabsStore.getState().tabs.some((t) => t.affix)) {
      open({ path: ROUTE_PATHS.INDEX, search: '', title: homeTitle, affix: true });
    }
    open({ path: pathname, search, title, affix: pathname === ROUTE_PATHS.INDEX });
  }, [isPage, open, pathname, search, title, homeTitle]);

  // Until the effect records it, the current location still renders (no blank frame).
  const shown: Pick<Tab, 'key' | 'path' | 'search' | 'version'>[] =
    tabs.some((t) => t.key === key) || !isPage
      ? tabs
      : [...tabs, { key, path: pathname, search, version: 0 }];

  if (!isPage) return <Navigate to={ROUTE_PATHS.INDEX} replace />;

  return shown.map((tab) => {
    const active = tab.key === key;
    if (!active && !pageInfo(tab.path).keepAlive) return null;
    return (
      <Activity key={`${tab.key}#${tab.version}`} mode={active ? 'visible' : 'hidden'}>
        <div className="woms-page" data-tab={tab.key}>
          {/* A crashed page shows a recoverable view inside the layout and is counted in the error log. */}
          <ErrorBoundary
            FallbackComponent={PageCrash}
            onError={(error, info) => logError(error, tab.path, info.componentStack ?? undefined)}
          >
            <Routes location={`${tab.path}${tab.search}`}>{routes}</Routes>
          </ErrorBoundary>
        </div>
      </Activity>
    );
  });
}
