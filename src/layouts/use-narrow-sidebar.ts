import { useEffect, useState } from 'react';
import { NARROW_SCREEN_PX } from '@/shared/config/constants';

/** docs/requirements.md §9: the sidebar opens after 2 s on narrow screens. */
export const NARROW_SIDEBAR_DELAY_MS = 2000;

function narrowNow(): boolean {
  return typeof window !== 'undefined' && window.innerWidth < NARROW_SCREEN_PX;
}

/**
 * Whether the screen is narrow (< 992 px) and whether the side bar is open: at once on desktop, after
 * 2 s on a narrow screen, where the mask closes it again.
 */
export function useNarrowSidebar(): { narrow: boolean; open: boolean; setOpen: (open: boolean) => void } {
  const [narrow, setNarrow] = useState(narrowNow);
  const [narrowOpen, setNarrowOpen] = useState(false);

  useEffect(() => {
    const onResize = () => {
      const next = narrowNow();
      setNarrow((was) => {
        if (next && !was) setNarrowOpen(false);
        return next;
      });
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  useEffect(() => {
    if (!narrow) return undefined;
    const timer = setTimeout(() => setNarrowOpen(true), NARROW_SIDEBAR_DELAY_MS);
    return () => clearTimeout(timer);
  }, [narrow]);

  // On desktop the side bar is always there (collapsing is a separate, user-driven state).
  return { narrow, open: narrow ? narrowOpen : true, setOpen: setNarrowOpen };
}
