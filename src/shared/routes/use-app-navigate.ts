import { useCallback, useContext } from 'react';
import { UNSAFE_NavigationContext as NavigationContext } from 'react-router-dom';
import { addressOf } from './paths';

export type AppNavigate = (to: string, options?: { replace?: boolean }) => void;

/**
 * Navigates to a console path (`/equipment/repair?x=1`, without the /woms basename, as the router's paths are) like
 * react-router's useNavigate, without drawing its component again at every navigation: useNavigate reads the location
 * and the route (to resolve relative paths), so the shell's top bar drew all its tools again at every tab switch, and
 * a kept page that navigates drew itself again while hidden. This reads only the router's navigator, which never
 * changes, and writes the address the way the console's links do (`addressOf`; docs/architecture.md §4 "Keep-alive
 * tabs").
 */
export function useAppNavigate(): AppNavigate {
  const { navigator } = useContext(NavigationContext);
  return useCallback(
    (to, options) => {
      if (options?.replace) navigator.replace(addressOf(to));
      else navigator.push(addressOf(to));
    },
    [navigator],
  );
}
