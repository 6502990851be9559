/**
 * Navigation for code outside React (session end, sign-out). The router registers its navigate
 * function; before that, a full page load does the job.
 */
import { BASE_PATH } from '@/shared/config/constants';

type Navigate = (to: string, options?: { replace?: boolean }) => void;
let navigateFn: Navigate | null = null;

export function setNavigator(fn: Navigate | null): void {
  navigateFn = fn;
}

export function go(to: string): void {
  if (navigateFn) navigateFn(to, { replace: true });
  else window.location.assign(`${BASE_PATH.replace(/\/$/, '')}${to}`);
}

/**
 * A console path (with its query) in a new browser tab under the app base (docs/requirements.md §2 "Message
 * drawer": a clicked task message opens a new tab under the /woms prefix).
 */
export function openInNewTab(path: string): void {
  window.open(`${BASE_PATH.replace(/\/$/, '')}${path.startsWith('/') ? path : `/${path}`}`, '_blank');
}

/** The path inside the app (without the /woms basename), for "where was the user". */
export function currentAppPath(): string {
  const base = BASE_PATH.replace(/\/$/, '');
  const path = window.location.pathname.startsWith(base)
    ? window.location.pathname.slice(base.length)
    : window.location.pathname;
  return `${path || '/'}${window.location.search}`;
}
