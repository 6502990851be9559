// A sign-in straight into a built app (Fastify's inject, no network), for the benches that measure routes in process:
// the authorization header of the token it answers. `captcha` is the app's CAPTCHA_TEST_CODE.
export async function injectSignIn(app, captcha, username, password) {
  const { uuid } = (await app.inject({ method: 'GET', url: '/api/code' })).json();
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/oauth/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'password',
      client_id: 'woms',
      client_secret: 'woms',
      scope: 'server',
      username,
      password,
      code: captcha,
      uuid,
    }).toString(),
  });
  const token = res.json().access_token;
  if (!token) throw new Error(`sign-in of ${username} failed: ${res.body}`);
  return { authorization: `Bearer ${token}` };
}

/** The demo admin's sign-in. */
export const injectAdminSignIn = (app, captcha) => injectSignIn(app, captcha, 'admin', 'admin123');
