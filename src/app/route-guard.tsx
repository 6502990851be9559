import { useEffect, useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useNavigationStore } from '@/features/navigation';
import { useSessionStore } from '@/features/session';
import { clearTokens, hasStoredToken } from '@/shared/storage/token-storage';
import { FullPageLoader } from '@/shared/ui/full-page-loader';
import { useAppNavigate } from '@/shared/routes/use-app-navigate';
import { preloadShell } from './app-routes';
import { afterLoad, decide, loginPath } from './guard-decision';
import { loadSession } from './session';

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

  useEffect(() => {
    if (decision.kind === 'redirect') {
      navigate(decision.to, { replace: true });
    } else if (decision.kind === 'login') {
      if (decision.clearToken) clearTokens();
      navigate(loginPath(decision.redirect ? target : undefined), { replace: true });
    } else if (decision.kind === 'load') {
      let live = true;
      preloadShell(location.pathname);
      loadSession().then(
        () => {
          // Routes now exist: repeat the same navigation so a deep link never flashes 404.
          if (live && afterLoad(true).kind === 'allow') navigate(target, { replace: true });
        },
        () => {
          clearTokens();
          if (live) navigate(loginPath(), { replace: true });
        },
      );
      return () => {
        live = false;
      };
    }
    return undefined;
  }, [decision, navigate, target, location.pathname]);

  if (decision.kind !== 'allow') return <FullPageLoader />;
  return children;
}
