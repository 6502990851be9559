/**
 * Navigation for code outside React (session end, sign-out). The router registers its navigate function; a
 * destination given before that waits for it. The session's calls go out before React has rendered the router
 * (route-guard.tsx `loadAhead`), so a revoked session can end first: a full page load then raced the console's own
 * start, which sent the user to /login a second time (docs/architecture.md §4 "Refresh and sign-out").
 */
import { addressOf, ROUTER_BASENAME } from '@/shared/routes/paths';

type Navigate = (to: string, options?: { replace?: boolean }) => void;
let navigateFn: Navigate | null = null;
let waiting: string | null = null;

export function setNavigator(fn: Navigate | null): void {
  navigateFn = fn;
  if (!fn || waiting === null) return;
  const to = waiting;
  waiting = null;
  fn(to, { replace: true });
}

export function go(to: string): void {
  if (navigateFn) navigateFn(to, { replace: true });
  else waiting = to;
}

/**
 * A console path (with its query) in a new browser tab under the app base (docs/requirements.md §2 "Message
 * drawer": a clicked task message opens a new tab under the /woms prefix).
 */
export function openInNewTab(path: string): void {
  window.open(addressOf(path), '_blank');
}

/** The path inside the app (without the /woms basename), for "where was the user". */
export function currentAppPath(): string {
  const path = window.location.pathname.startsWith(ROUTER_BASENAME)
    ? window.location.pathname.slice(ROUTER_BASENAME.length)
    : window.location.pathname;
  return `${path || '/'}${window.location.search}`;
}
