import { lazy, Suspense, useEffect, useState } from 'react';
import { afterPaint } from '@/shared/ui/after-paint';

/** How far the page scrolls before the button shows (antd's visibilityHeight). */
const SHOW_AFTER_PX = 240;

// antd's BackTop is a chunk of its own, fetched the first time the page scrolls that far: most shell loads never
// scroll, and the float button's code was about 4 kB gzipped of every one (docs/architecture.md §4 "Bundles").
const BackTop = lazy(() => import('antd/es/float-button/BackTop'));

/** The back-to-top button of the shell: antd's BackTop on the window, mounted once the page has scrolled. */
export function BackToTop({ tooltip }: { tooltip: string }) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    if (scrolled) return undefined;
    const check = () => {
      if (window.scrollY > SHOW_AFTER_PX) setScrolled(true);
    };
    // A page already scrolled (the browser restored the position) is checked once drawn: reading the scroll position
    // while the shell mounts made the browser lay the whole shell out early, about 20 ms of each load.
    const cancel = afterPaint(check);
    window.addEventListener('scroll', check, { passive: true });
    return () => {
      cancel();
      window.removeEventListener('scroll', check);
    };
  }, [scrolled]);
  if (!scrolled) return null;
  return (
    <Suspense fallback={null}>
      <BackTop visibilityHeight={SHOW_AFTER_PX} tooltip={tooltip} />
    </Suspense>
  );
}
