import { BASE_PATH } from '@/shared/config/constants';
import { ROUTE_PATHS } from '@/shared/routes/paths';

/**
 * True for the addresses that open the sign-in page alone (src/app/sign-in.tsx): /login, without `?token=`
 * (window-session.ts signs those in). A module of its own: src/main.tsx decides with it before loading either.
 */
export function opensSignInAlone(location: Pick<Location, 'pathname' | 'search'>): boolean {
  return (
    location.pathname === `${BASE_PATH.replace(/\/$/, '')}${ROUTE_PATHS.LOGIN}` &&
    !new URLSearchParams(location.search).has('token')
  );
}
