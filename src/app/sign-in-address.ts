import { addressOf, ROUTE_PATHS } from '@/shared/routes/paths';
import { hasStoredToken } from '@/shared/storage/token-storage';

/**
 * True when the sign-in page opens alone (src/app/sign-in.tsx): the address is /login, no `?token=` hands a sign-in
 * over (window-session.ts) and no token is stored (the route guard sends a signed-in user from /login to the root,
 * docs/requirements.md §2 "Route guard"). A module of its own: src/main.tsx decides with it before loading either.
 */
export function opensSignInAlone(
  location: Pick<Location, 'pathname' | 'search'>,
  signedIn: () => boolean = hasStoredToken,
): boolean {
  return (
    location.pathname === addressOf(ROUTE_PATHS.LOGIN) &&
    !new URLSearchParams(location.search).has('token') &&
    !signedIn()
  );
}
