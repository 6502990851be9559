import { useCallback, useContext } from 'react';
import { UNSAFE_NavigationContext as NavigationContext } from 'react-router-dom';

export type AppNavigate = (to: string, options?: { replace?: boolean }) => void;

/**
 * A console path (`/equipment/repair?x=1`) under the router's basename, joined as react-router joins them: the
 * basename's own root is the basename itself (`/woms`, not `/woms/`).
 */
export function underBasename(basename: string, to: string): string {
  if (basename === '/') return to;
  const cut = to.search(/[?#]/);
  const pathname = cut < 0 ? to : to.slice(0, cut);
  const rest = cut < 0 ? '' : to.slice(cut);
  const joined = pathname === '/' ? basename : `${basename}/${pathname}`.replace(/\/\/+/g, '/');
  return joined + rest;
}

/**
 * Navigates to a console path (without the /woms basename, as the router's paths are) like react-router's
 * useNavigate, without drawing its component again at every navigation: useNavigate reads the location and the route
 * (to resolve relative paths), so the shell's top bar drew all its tools again at every tab switch, and a kept page
 * that navigates drew itself again while hidden. This reads only the router's navigator and basename, which never
 * change (docs/architecture.md §4 "Keep-alive tabs").
 */
export function useAppNavigate(): AppNavigate {
  const { navigator, basename } = useContext(NavigationContext);
  return useCallback(
    (to, options) => {
      const path = underBasename(basename, to);
      if (options?.replace) navigator.replace(path);
      else navigator.push(path);
    },
    [navigator, basename],
  );
}
