/**
 * Composes the session out of the auth, session and navigation features: loading after sign-in,
 * token refresh for the HTTP client, the end of a session, and sign-out (docs/requirements.md §4 "Session").
 */
import { asSessionEndReason, type SessionEndReason } from '@contract/online';
import { PERM } from '@contract/permissions';
import { isGrant, logoutCall, refreshGrant } from '@/features/auth/api';
import { fetchRouters, useNavigationStore } from '@/features/navigation';
import { useSessionStore } from '@/features/session';
// The store module only: the tab bar's UI belongs to the shell chunk, not the entry.
import { useTabsStore } from '@/features/tabs/store';
import { isApiError, setSessionHooks } from '@/shared/api';
import { usePermissionStore } from '@/shared/permissions';
import { LOGOUT_REDIRECT_MS } from '@/shared/config/constants';
import { useLocaleStore } from '@/shared/i18n';
import { runLogoutHooks } from '@/shared/lifecycle/logout-hooks';
import { runTokenRefreshedHooks } from '@/shared/lifecycle/token-hooks';
import { ROUTE_PATHS, isPublicScreen } from '@/shared/routes/paths';
import { noteSessionEnd, SIGNED_OUT_ELSEWHERE } from '@/shared/storage/session-end';
import { clearTokens, getRefreshToken, removeRefreshToken, saveGrant } from '@/shared/storage/token-storage';
import { loginPathFrom } from './guard-decision';
import { currentAppPath, go } from './navigator';
import { markRotation } from './window-session';
import { queryClient } from '@/shared/query';
import { closeConfirms } from '@/shared/ui/use-confirm';

let loading: Promise<void> | null = null;
let ending = false;
/** why the session that is ending ended, when the server said (none for a sign-out) */
let endedFor: SessionEndReason | null = null;

/**
 * User info and menus; one load at a time however many ask (StrictMode runs effects twice, and the app starts the
 * load before the route guard asks: route-guard.tsx `loadAhead`), and none while a session is loaded.
 */
export function loadSession(): Promise<void> {
  if (!loading && useSessionStore.getState().status === 'ready' && useNavigationStore.getState().loaded)
    return Promise.resolve();
  if (!loading) {
    loading = (async () => {
      // The menus are asked for beside the user info and filtered by its permissions once both are in: one round
      // trip less before the first page. A failure of both is the user info's to report (the await below).
      const routers = fetchRouters();
      routers.catch(() => undefined);
      const { permissions, adminLike } = await useSessionStore.getState().load();
      // Buttons and directives: only the wildcard is an administrator's. An empty list counts as one for the menus
      // alone (docs/requirements.md §6), so a user without codes is shown no action the server would refuse.
      usePermissionStore.getState().grant(permissions, permissions.includes(PERM.ALL));
      await useNavigationStore.getState().load(permissions, adminLike, routers);
      ending = false;
    })().finally(() => {
      loading = null;
    });
  }
  return loading;
}

function resetStores(): void {
  // the server data of the user who left (docs/architecture.md §4 "Server data")
  queryClient.clear();
  useSessionStore.getState().reset();
  useNavigationStore.getState().reset();
  usePermissionStore.getState().reset();
  useTabsStore.getState().reset();
}

/**
 * The session cannot go on: clear it and go to /login, once however many requests, sockets or refreshes failed: the
 * first to end it wins, the rest are no-ops (no second redirect, no toast: their errors count as shown). With the
 * server's reason the sign-in page says why, and the page the user was on (with its query) is where the next
 * sign-in returns (docs/administration.md "Why a session ended").
 */
export function endSession(reason?: SessionEndReason): void {
  if (ending) return;
  ending = true;
  endedFor = reason ?? null;
  // before the tokens go: the other windows of this browser, which hear them go, tell the same reason
  noteSessionEnd(reason);
  clearTokens();
  resetStores();
  // a confirm drawn outside the page would stay over the sign-in page
  closeConfirms();
  // A call that was in flight when the session ended fails once the sign-in page is shown: going there again would
  // drop the page to return to (docs/administration.md "Why a session ended").
  const here = currentAppPath();
  if (!here.startsWith(ROUTE_PATHS.LOGIN)) go(loginPathFrom(here, reason));
}

/**
 * The session is ending (endSession or a sign-out went to /login): a caller whose own failure came from it goes
 * nowhere else, or the page to return to and the reason would be lost (route-guard.tsx's load step).
 */
export function isSessionEnding(): boolean {
  return ending;
}

/** Why the session that is ending ended, when the server said: the reason endSession went to /login with. */
export function sessionEndingFor(): SessionEndReason | null {
  return ending ? endedFor : null;
}

async function refresh(): Promise<string | null> {
  const refreshToken = getRefreshToken();
  if (!refreshToken) return null;
  // docs/requirements.md §4: a refused refresh (code 500) removes the refresh token; no access token back → /login.
  let refused: unknown = null;
  const answer = await refreshGrant(refreshToken).catch((error: unknown) => {
    refused = error;
    return null;
  });
  if (!answer || !isGrant(answer)) {
    removeRefreshToken();
    // ended for a reason (强退, a password reset, the chain's end…): the sign-in page says so (the caller's own end
    // of the session is then a no-op)
    const reason = isApiError(refused) ? asSessionEndReason(refused.reason) : null;
    if (reason) endSession(reason);
    return null;
  }
  markRotation(answer.access_token);
  saveGrant(answer);
  // The live sockets take the new token on (docs/architecture.md §3 "Live channels").
  runTokenRefreshedHooks(answer.access_token);
  return answer.access_token;
}

export function installSessionHooks(): void {
  setSessionHooks({
    refresh,
    onSessionEnd: endSession,
    // docs/requirements.md §2: the external big screen and the process page are open to all.
    mayCallWithoutSession: () => isPublicScreen(currentAppPath().split('?')[0] ?? ''),
  });
}

/**
 * Sign-out (docs/requirements.md §4): server call, the features' sign-out hooks (today the factory picker
 * and favourites forget their user; live channels will close there once they exist), tokens cleared,
 * /login after 0.5 s.
 */
export async function signOut(): Promise<void> {
  // From here a refused request ends nothing and another window clearing the tokens sends this one nowhere: the
  // sign-out is on its way. Before the server call, because the server ends the login before its answer arrives: a
  // call of this window refused meanwhile, or another window that heard it first (its socket or a call refused),
  // would otherwise send this window to /login?redirect=… as if its session had ended under it.
  ending = true;
  endedFor = null;
  try {
    await logoutCall();
  } catch {
    /* the server may already consider the login over: signing out locally is what matters */
  }
  runLogoutHooks();
  // the other windows tell their user why their session ended (docs/administration.md "Why a session ended")
  noteSessionEnd(SIGNED_OUT_ELSEWHERE);
  // The tokens go at once, so the other windows hear of it now (the storage event) rather than in half a second:
  // meanwhile one of them took the live channels over, called with the revoked token, ended its session with a
  // redirect and reloaded this window onto /login?redirect=….
  clearTokens();
  await new Promise((resolve) => setTimeout(resolve, LOGOUT_REDIRECT_MS));
  // The stores are reset by the login page when it mounts (forgetSession). Resetting them here would
  // render the old page without a session before the router's (transition) navigation lands, and the
  // guard would send the user to /login?redirect=… as if the session had expired.
  go(ROUTE_PATHS.LOGIN);
}

/**
 * The server answers in the console's language (docs/i18n.md: menus, role names, dictionary labels, messages): on a
 * switch what it said is asked for again: the menus and the user (keeping the chosen subsystem and the open tabs) and
 * every query the pages hold.
 */
export function watchLanguage(): () => void {
  return useLocaleStore.subscribe((state, before) => {
    if (state.locale === before.locale) return;
    void queryClient.invalidateQueries();
    if (useSessionStore.getState().status !== 'ready') return;
    void useSessionStore
      .getState()
      .refreshUser()
      .catch(() => undefined);
    void useNavigationStore
      .getState()
      .reload()
      .catch(() => undefined);
  });
}

/** Arriving at /login means no session in memory: the next sign-in loads user info and menus afresh. */
export function forgetSession(): void {
  ending = false;
  endedFor = null;
  if (useSessionStore.getState().status !== 'idle' || useNavigationStore.getState().loaded) resetStores();
}
