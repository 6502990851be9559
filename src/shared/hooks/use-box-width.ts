import { useEffect, useRef, useState } from 'react';

/**
 * `[ref, width]`: the content width of the element given `ref`, followed as the window, the side menu or the page around it change
 * (docs/layout.md). 0 until first measured; a box that is not laid out (a hidden kept tab) reports nothing, so the
 * last width stays rather than collapsing the layout to zero.
 */
export function useBoxWidth<E extends HTMLElement = HTMLDivElement>() {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const box = ref.current;
    if (!box) return undefined;
    const observer = new ResizeObserver(([entry]) => {
      const next = Math.floor(entry?.contentRect.width ?? 0);
      if (next > 0) setWidth(next);
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
