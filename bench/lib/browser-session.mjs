// A signed-in browser session for the bench's pages (bench/page-weight.mjs, bench/kept-tabs.mjs): the admin signs
// in through the API and the context gets what the sign-in form stores, as e2e/support.ts storeSignIn does.
import { apiGrant } from './server.mjs';

/** What the sign-in form stores, for a context that opens home signed in (as e2e/support.ts storeSignIn does). */
export async function signedInState(baseURL) {
  const grant = await apiGrant(baseURL);
  const { hostname } = new URL(baseURL);
  return {
    cookies: [{ name: 'accessToken', value: grant.access_token, domain: hostname, path: '/woms' }],
    origins: [
      {
        origin: baseURL,
        localStorage: Object.entries({
          access_token: grant.access_token,
          refresh_token: grant.refresh_token,
          expires_in: String(grant.expires_in),
          client_id: 'woms',
          user_id: String(grant.user_id),
          username: grant.username,
          'woms.tourSeen.admin': '1',
        }).map(([name, value]) => ({ name, value })),
      },
    ],
  };
}
