/**
 * Keep-alive tabs (docs/requirements.md §2, docs/architecture.md §4 "Keep-alive tabs"): every open tab renders its
 * own route tree at its own location; a hidden tab stays mounted and live, only its drawing skipped, so showing it
 * again draws what the browser kept; closing a tab unmounts it, and a refresh (new version) remounts it.
 *
 * The host is rendered beside the app's router, not inside it, and draws the pages into the shell's content box
 * through a portal. A navigation changes the router's location above the shell only: React has no hidden page to
 * look through for readers of it, and runs none of them. The host provides again what a page reads from the router
 * and the shell (kept-pages-frame.ts).
 */
import { memo, Suspense, useEffect, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { ErrorBoundary } from 'react-error-boundary';
import {
  NavigationType,
  Routes,
  UNSAFE_LocationContext as LocationContext,
  UNSAFE_NavigationContext as NavigationContext,
  UNSAFE_RouteContext as RouteContext,
} from 'react-router-dom';
import { logError } from '@/features/error-log';
import { tabKey, useTabsStore, type Tab } from '@/features/tabs';
import { createPageActivity, PageActivityContext } from '@/shared/lifecycle/page-activity';
import { PageTabContext } from '@/shared/lifecycle/page-tab';
import { CurrentFactoryContext } from '@/shared/ui/current-factory';
import { DelayedSkeleton } from '@/shared/ui/delayed-skeleton';
import { ROUTE_PATHS } from '@/shared/routes/paths';
import { ShellLayoutContext } from '@/shared/ui/shell-layout';
import { useKeptPagesFrame } from './kept-pages-frame';
import { PageCrash } from './page-crash';

/**
 * A hidden tab's box: `content-visibility: hidden` skips drawing its contents yet keeps their styles and layout, so
 * showing the tab again costs a paint, not the restyle and layout of the whole page that `display: none` (React's
 * <Activity>) cost (docs/architecture.md §4 "Keep-alive tabs"). Skipped contents are out of the tab order and the
 * accessibility tree, as with `display: none`; `inert` is not set, because the browser restyles a whole page when it
 * changes.
 */
const HIDDEN: CSSProperties = { contentVisibility: 'hidden', minHeight: 0 };

/** A tab's routes match from the root, as the app's own do. */
const TAB_ROUTE_CONTEXT = { outlet: null, matches: [], isDataRoute: false };

interface KeptPageProps {
  tabKey: string;
  path: string;
  search: string;
  active: boolean;
  routes: ReactNode;
}

/** One tab: its page reads the tab's own location, whose value changes only with the tab. */
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
        <PageTabContext.Provider value={key}>
          <RouteContext.Provider value={TAB_ROUTE_CONTEXT}>
            <LocationContext.Provider value={location}>
              {/* A crashed page shows a recoverable view inside the layout and is counted in the error log. */}
              <ErrorBoundary
                FallbackComponent={PageCrash}
                onError={(error, info) => logError(error, path, info.componentStack ?? undefined)}
              >
                {/* A page whose chunk is still loading holds its own box, not the shell. */}
                <Suspense fallback={<DelayedSkeleton />}>
                  <Routes>{routes}</Routes>
                </Suspense>
              </ErrorBoundary>
            </LocationContext.Provider>
          </RouteContext.Provider>
        </PageTabContext.Provider>
      </PageActivityContext.Provider>
    </div>
  );
});

export function KeptPagesHost() {
  const frame = useKeptPagesFrame((s) => s.frame);
  const tabs = useTabsStore((s) => s.tabs);
  if (!frame) return null;
  const { box, routes, pageInfo, pathname, search } = frame;
  const key = tabKey(pathname, search);
  const isPage = pathname !== ROUTE_PATHS.ROOT;

  // Until the shell's effect records it, the current address still renders (no blank frame).
  const shown: Pick<Tab, 'key' | 'path' | 'search' | 'version'>[] =
    tabs.some((t) => t.key === key) || !isPage
      ? tabs
      : [...tabs, { key, path: pathname, search, version: 0 }];

  return createPortal(
    <NavigationContext.Provider value={frame.navigation}>
      <CurrentFactoryContext.Provider value={frame.factory}>
        <ShellLayoutContext.Provider value={frame.layout}>
          {shown.map((tab) => {
            const active = isPage && tab.key === key;
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
          })}
        </ShellLayoutContext.Provider>
      </CurrentFactoryContext.Provider>
    </NavigationContext.Provider>,
    box,
  );
}
