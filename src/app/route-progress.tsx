import { useEffect, useRef } from 'react';
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
// While its bar shows, NProgress adds a class to <html> (`nprogress-busy`, which no style uses) and takes it off
// again. Any class change on an element makes the browser restyle every antd element inside it (antd's styles match
// `[class^="ant-…"]` and `[class*=" ant-…"]`), so each navigation restyled the whole document twice, kept tabs
// included (docs/architecture.md §4 "Keep-alive tabs"). The class is set once, so NProgress finds it there, and the
// bar is removed without taking it off.
document.documentElement.classList.add('nprogress-busy');
NProgress.remove = () => {
  document.getElementById('nprogress')?.remove();
};

/**
 * The thin progress bar on every route change (docs/architecture.md §4). Not for the address the app opened on: the
 * full-page loader is up then, and starting the bar lays the document out in the middle of the app's first load.
 */
export function RouteProgress() {
  const { pathname, search } = useLocation();
  const opened = useRef(false);
  useEffect(() => {
    if (!opened.current) {
      opened.current = true;
      return undefined;
    }
    NProgress.start();
    // Done once the new route has painted (lazy pages show their own skeleton after 200 ms).
    const frame = requestAnimationFrame(() => NProgress.done());
    return () => cancelAnimationFrame(frame);
  }, [pathname, search]);
  return null;
}
