import { useEffect } from 'react';
import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import { useLocation } from 'react-router-dom';

// docs/requirements.md §9: progress bar easing speed 500, trickle 200.
NProgress.configure({ speed: 500, trickleSpeed: 200, showSpinner: false });

/** The thin progress bar on every route change (docs/architecture.md §4). */
export function RouteProgress() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    NProgress.start();
    // Done once the new route has painted (lazy pages show their own skeleton after 200 ms).
    const frame = requestAnimationFrame(() => NProgress.done());
    return () => cancelAnimationFrame(frame);
  }, [pathname, search]);
  return null;
}
