import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useNavigationStore } from '@/features/navigation';
import { useSessionStore } from '@/features/session';
import { clearTokens, hasStoredToken } from '@/shared/storage/token-storage';
import { FullPageLoader } from '@/shared/ui/full-page-loader';
import { useAppNavigate } from '@/shared/routes/use-app-navigate';
import { preloadShell } from './app-routes';
import { afterLoad, decide, loginPath } from './guard-decision';
import { currentAppPath } from './navigator';
import { isSessionEnding, loadSession, sessionEndingFor } from './session';

/**
 * The guard's first decision, taken as the console's chunk starts, before React renders: when it is to load the
 * session, the calls and the shell's chunks go out now, beside the console's first render instead of after it
 * (docs/architecture.md §4 "Bundles"). The guard's load step then joins them: a load in flight is shared, and a
 * session already loaded is not loaded again.
 */
export function loadAhead(): void {
  const pathname = currentAppPath().split('?')[0] ?? '/';
  if (decide({ hasToken: hasStoredToken(), pathname, loaded: false }).kind !== 'load') return;
  void preloadShell(pathname);
  loadSession().catch(() => undefined); // the guard's own load step reports a failure
}

/** Carries out the guard's decisions before any route renders (docs/requirements.md §2 "Route guard"). */
export function RouteGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useAppNavigate();
  const sessionReady = useSessionStore((s) => s.status === 'ready');
  const navLoaded = useNavigationStore((s) => s.loaded);
  const hasToken = hasStoredToken();
  const loaded = sessionReady && navLoaded;
  const decision = useMemo(
    () => decide({ hasToken, pathname: location.pathname, loaded }),
    [hasToken, location.pathname, loaded],
  );
  const target = `${location.pathname}${location.search}${location.hash}`;
  // The chunks fetched beside the session are waited for too, when the app starts by loading it: a route that
  // suspended on its chunk would have React hold the shell's first commit until 300 ms after the loader showed
  // (src/shared/ui/preloadable-lazy.ts, docs/architecture.md §4 "Bundles").
  const [awaitingChunks, setAwaitingChunks] = useState(() => decision.kind === 'load');

  useEffect(() => {
    if (decision.kind === 'redirect') {
      navigate(decision.to, { replace: true });
    } else if (decision.kind === 'login') {
      if (decision.clearToken) clearTokens();
      // The tokens just went with a session that ended for a reason: this page may render before endSession's own
      // navigation lands, and must not drop the reason (docs/administration.md "Why a session ended").
      navigate(loginPath(decision.redirect ? target : undefined, sessionEndingFor() ?? undefined), {
        replace: true,
      });
    } else if (decision.kind === 'load') {
      let live = true;
      void preloadShell(location.pathname).then(() => setAwaitingChunks(false));
      loadSession().then(
        () => {
          // Routes now exist: repeat the same navigation so a deep link never flashes 404.
          if (live && afterLoad(true).kind === 'allow') navigate(target, { replace: true });
        },
        () => {
          clearTokens();
          // a load refused because the session ended (a reason told, docs/administration.md "Why a session ended")
          // has gone to /login already, with the page to return to
          if (live && !isSessionEnding()) navigate(loginPath(), { replace: true });
        },
      );
      return () => {
        live = false;
      };
    }
    return undefined;
  }, [decision, navigate, target, location.pathname]);

  if (decision.kind !== 'allow' || awaitingChunks) return <FullPageLoader />;
  return children;
}
