import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useNavigationStore } from '@/features/navigation';

/**
 * docs/requirements.md §2: the browser back button is blocked unless the route meta allows it (allowBack). Each
 * blocked page pushes a copy of its own entry; going back lands on that copy (same address, nothing
 * happens) and is re-armed.
 */
export function BackGuard() {
  const { pathname } = useLocation();
  const allowBack = useNavigationStore(
    (s) => s.nav.pages.find((p) => p.path === pathname)?.allowBack ?? false,
  );

  useEffect(() => {
    if (allowBack) return undefined;
    const rearm = () => window.history.pushState(window.history.state, '', window.location.href);
    rearm();
    window.addEventListener('popstate', rearm);
    return () => window.removeEventListener('popstate', rearm);
  }, [allowBack, pathname]);

  return null;
}
