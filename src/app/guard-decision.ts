/**
 * The route guard's decisions of docs/requirements.md §2 "Route guard", as a pure function so every combination is
 * table-tested. The RouteGuard component only carries them out.
 */
import { LOGIN_REASON_PARAM, ROUTE_PATHS, isPublicScreen, isWhiteListed } from '@/shared/routes/paths';
import type { LoginNotice } from '@/shared/storage/session-end';

export interface GuardInput {
  /** an access or refresh token is stored */
  hasToken: boolean;
  pathname: string;
  /** user info, permissions and menus are loaded */
  loaded: boolean;
}

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  | { kind: 'login'; clearToken: boolean; redirect?: string }
  | { kind: 'load' };

export function decide({ hasToken, pathname, loaded }: GuardInput): GuardDecision {
  if (hasToken) {
    if (pathname === ROUTE_PATHS.LOGIN) return { kind: 'redirect', to: ROUTE_PATHS.ROOT };
    // A public screen works the same whoever signed in on this browser, even with a session that has expired.
    if (!loaded && isPublicScreen(pathname)) return { kind: 'allow' };
    if (!loaded) return { kind: 'load' };
    return { kind: 'allow' };
  }
  if (isWhiteListed(pathname)) return { kind: 'allow' };
  const back = pathname === ROUTE_PATHS.ROOT ? undefined : pathname;
  return { kind: 'login', clearToken: true, ...(back ? { redirect: back } : {}) };
}

/** After the load step: repeat the same navigation, or clear the token and sign in again. */
export function afterLoad(ok: boolean): GuardDecision {
  return ok ? { kind: 'allow' } : { kind: 'login', clearToken: true };
}

/**
 * /login from the page the user is on (`here`, a console path with its query), which the next sign-in returns to
 * (none from the root or the sign-in page itself), and why the session ended when known.
 */
export function loginPathFrom(here: string, reason?: LoginNotice | null): string {
  const back = here === ROUTE_PATHS.ROOT || here.startsWith(ROUTE_PATHS.LOGIN) ? undefined : here;
  return loginPath(back, reason ?? undefined);
}

/** /login, with where the user was headed and why the session ended when known. */
export function loginPath(redirect?: string, reason?: LoginNotice): string {
  const params = [
    ...(redirect ? [`redirect=${encodeURIComponent(redirect)}`] : []),
    ...(reason ? [`${LOGIN_REASON_PARAM}=${encodeURIComponent(reason)}`] : []),
  ];
  return params.length > 0 ? `${ROUTE_PATHS.LOGIN}?${params.join('&')}` : ROUTE_PATHS.LOGIN;
}
