// A sign-in of the demo admin straight into a built app (Fastify's inject, no network), for the benches that measure
// routes in process: the authorization header of the token it answers. `captcha` is the app's CAPTCHA_TEST_CODE.
export async function injectAdminSignIn(app, captcha) {
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
      username: 'admin',
      password: 'admin123',
      code: captcha,
      uuid,
    }).toString(),
  });
  return { authorization: `Bearer ${res.json().access_token}` };
}
