import { useEffect } from 'react';
import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import { useLocation } from 'react-router-dom';

// docs/requirements.md §9: progress bar easing speed 500, trickle 200.
// Its stock template marks the bar role="bar", which is no ARIA role (axe aria-roles): the bar is decorative
// (the page says it is loading with its own skeleton), so it is hidden from assistive technology and found by
// its class instead.
NProgress.configure({
  speed: 500,
  trickleSpeed: 200,
  showSpinner: false,
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
  barSelector: '.bar',
  spinnerSelector: '.spinner',
});

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
