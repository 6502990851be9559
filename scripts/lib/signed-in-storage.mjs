// What the sign-in form stores (docs/requirements.md §3: the tokens and who signed in, in local storage; the access
// token in the `accessToken` cookie), as a Playwright storage state: the e2e tests (e2e/support.ts storeSignIn) and the
// bench (bench/lib/browser-session.mjs) open the console signed in with it, without the form.

/**
 * The storage state of `grant` (the password grant's answer) for the console at `origin`; `extra` adds local keys
 * (e.g. a tour already seen).
 */
export function signedInStorage(grant, origin, extra = {}) {
  return {
    cookies: [
      {
        name: 'accessToken',
        value: grant.access_token,
        domain: new URL(origin).hostname,
        path: '/woms',
        expires: Math.floor(Date.now() / 1000) + grant.expires_in,
        httpOnly: false,
        secure: false,
        sameSite: 'Strict',
      },
    ],
    origins: [
      {
        origin,
        localStorage: Object.entries({
          access_token: grant.access_token,
          refresh_token: grant.refresh_token,
          expires_in: String(grant.expires_in),
          client_id: 'woms',
          user_id: String(grant.user_id),
          username: grant.username,
          ...extra,
        }).map(([name, value]) => ({ name, value })),
      },
    ],
  };
}
