/**
 * Keep-alive tabs (docs/requirements.md §2, docs/architecture.md §4 "Keep-alive tabs"): every open tab renders its
 * own route tree at its own location; a hidden tab stays mounted and live, only its drawing skipped, so showing it
 * again draws what the browser kept; closing a tab unmounts it, and a refresh (new version) remounts it.
 */
import { memo, useEffect, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import {
  Navigate,
  NavigationType,
  Routes,
  UNSAFE_LocationContext as LocationContext,
  UNSAFE_RouteContext as RouteContext,
  useLocation,
} from 'react-router-dom';
import { logError } from '@/features/error-log';
import { tabKey, useTabsStore, type Tab } from '@/features/tabs';
import { createPageActivity, PageActivityContext } from '@/shared/lifecycle/page-activity';
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

/**
 * A hidden tab's box: `content-visibility: hidden` skips drawing its contents yet keeps their styles and layout, so
 * showing the tab again costs a paint, not the restyle and layout of the whole page that `display: none` (React's
 * <Activity>) cost (docs/architecture.md §4 "Keep-alive tabs"). Skipped contents are out of the tab order and the
 * accessibility tree, as with `display: none`; `inert` is not set, because the browser restyles a whole page when it
 * changes.
 */
const HIDDEN: CSSProperties = { contentVisibility: 'hidden', minHeight: 0 };

/** A tab's routes match from the root, as the app's own do, whatever the shell's route matched. */
const TAB_ROUTE_CONTEXT = { outlet: null, matches: [], isDataRoute: false };

interface KeptPageProps {
  tabKey: string;
  path: string;
  search: string;
  active: boolean;
  routes: ReactNode;
}

/**
 * One tab. Its page reads the tab's own location from providers of its own, whose values change only with the tab:
 * when the app navigates elsewhere, React still runs the hidden page's components that read the router (it cannot
 * tell that a nearer provider answers them), and they find their values unchanged and draw nothing again.
 */
const KeptPage = memo(function KeptPage({ tabKey: key, path, search, active, routes }: KeptPageProps) {
  const location = useMemo(
    () => ({
      location: { pathname: path, search, hash: '', state: null, key: 'default' },
      navigationType: NavigationType.Pop,
    }),
    [path, search],
  );
  // One object for the tab's life: the page's hooks subscribe to it, so a change renders only those that ask.
  const [activity] = useState(() => createPageActivity(active));
  useEffect(() => activity.set(active), [activity, active]);
  return (
    <div className="woms-page" data-tab={key} style={active ? undefined : HIDDEN}>
      <PageActivityContext.Provider value={activity}>
        <RouteContext.Provider value={TAB_ROUTE_CONTEXT}>
          <LocationContext.Provider value={location}>
            {/* A crashed page shows a recoverable view inside the layout and is counted in the error log. */}
            <ErrorBoundary
              FallbackComponent={PageCrash}
              onError={(error, info) => logError(error, path, info.componentStack ?? undefined)}
            >
              <Routes>{routes}</Routes>
            </ErrorBoundary>
          </LocationContext.Provider>
        </RouteContext.Provider>
      </PageActivityContext.Provider>
    </div>
  );
});

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
      <KeptPage
        key={`${tab.key}#${tab.version}`}
        tabKey={tab.key}
        path={tab.path}
        search={tab.search}
        active={active}
        routes={routes}
      />
    );
  });
}
