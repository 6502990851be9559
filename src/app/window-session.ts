/**
 * Session behaviour that involves the browser window rather than requests (docs/requirements.md §2 "Route guard"):
 * another window signing in or out, a token handed over on the address, and the blocked back button.
 */
import { leaveWithoutAsking } from '@/shared/form/draft';
import { addressOf, isPublicScreen, isWhiteListed, ROUTE_PATHS } from '@/shared/routes/paths';
import { STORAGE_KEYS } from '@/shared/storage/keys';
import { noteOfSessionEnd, SIGNED_OUT_ELSEWHERE } from '@/shared/storage/session-end';
import { removeKey, writeText } from '@/shared/storage/local';
import { clearTokens, saveAccessTokenOnly, WATCHED_TOKEN_KEY } from '@/shared/storage/token-storage';
import { loginPathFrom } from './guard-decision';
import { currentAppPath } from './navigator';

/** Marks a token this browser rotated itself, so other windows do not reload for a mere refresh. */
const ROTATION_KEY = 'woms.rotatedToken';
const tail = (token: string) => token.slice(-12);

export function markRotation(newAccessToken: string): void {
  writeText(ROTATION_KEY, tail(newAccessToken));
}

export function isOwnRotation(
  event: Pick<StorageEvent, 'key' | 'newValue'>,
  storage: Storage = localStorage,
): boolean {
  return (
    event.key === WATCHED_TOKEN_KEY &&
    !!event.newValue &&
    storage.getItem(ROTATION_KEY) === tail(event.newValue)
  );
}

/**
 * Reloads the page when another window changes the stored token (signs in, or as someone else). When the other
 * window's session ended (signed out, or ended by the server), a console page goes to the sign-in page instead, with
 * the reason that window noted and this page to return to (docs/administration.md "Why a session ended"); the pages
 * open to all and the sign-in page itself reload. A refresh rotation done by a sibling window is not a change of who is
 * signed in, and a window whose own session is ending (`endingHere`: it signs out, and goes to /login by itself) stays
 * out of the way of its own sign-out: another window that heard of it first from the server clears the tokens too.
 */
export function watchTokenKey({
  // The page goes at the console's own step: typing is kept as a draft, no question is asked (docs/drafts.md).
  reload = () => {
    leaveWithoutAsking();
    window.location.reload();
  },
  leave = (address: string) => {
    leaveWithoutAsking();
    window.location.replace(address);
  },
  endingHere = () => false,
}: {
  reload?: () => void;
  leave?: (address: string) => void;
  endingHere?: () => boolean;
} = {}): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea !== localStorage) return;
    const cleared = event.key === null;
    if (!cleared && event.key !== WATCHED_TOKEN_KEY) return;
    if (!cleared && event.oldValue === event.newValue) return;
    if (isOwnRotation(event)) return;
    const here = currentAppPath();
    const pathname = here.split('?')[0] ?? ROUTE_PATHS.ROOT;
    if ((cleared || event.newValue === null) && endingHere()) return;
    if ((cleared || event.newValue === null) && !isWhiteListed(pathname) && !isPublicScreen(pathname)) {
      leave(addressOf(loginPathFrom(here, noteOfSessionEnd() ?? SIGNED_OUT_ELSEWHERE)));
      return;
    }
    reload();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/**
 * `?token=…&typeSystem=…` signs in a device or another system: the token is stored (replacing any
 * session), typeSystem picks the subsystem, and both parameters leave the address so they are neither
 * bookmarked nor shared. Returns true when a token was taken.
 */
export function consumeAddressToken(win: Pick<Window, 'location' | 'history'> = window): boolean {
  const url = new URL(win.location.href);
  const token = url.searchParams.get('token');
  if (!token) return false;
  const typeSystem = url.searchParams.get('typeSystem');
  clearTokens();
  saveAccessTokenOnly(token);
  if (typeSystem) writeText(STORAGE_KEYS.SYS_NAME, typeSystem);
  else removeKey(STORAGE_KEYS.SYS_NAME);
  url.searchParams.delete('token');
  url.searchParams.delete('typeSystem');
  win.history.replaceState(win.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return true;
}
