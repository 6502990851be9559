/** The encrypted-login option: POST /api/auth/publicKey and `param` on the password grant (docs/requirements.md §1, §7). */
import { constants, createPublicKey, generateKeyPairSync, publicEncrypt, webcrypto } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/src/db/client';
import {
  captcha,
  count,
  createTestApp,
  getAs,
  openSeededDb,
  postLogin,
  TEST_CAPTCHA,
  type TestApp,
} from './helpers/test-app';

let db: Db;
let t: TestApp;
let other: TestApp;
let publicKey = '';

beforeAll(async () => {
  db = await openSeededDb();
  t = await createTestApp(db);
  other = await createTestApp(db);
});
afterAll(async () => {
  await t.app.close();
  await other.app.close();
  await db.close();
});

const fetchKey = async (app = t.app) => {
  const res = await app.inject({ method: 'POST', url: '/api/auth/publicKey' });
  expect(res.statusCode).toBe(200);
  return res.json() as { code: number; msg: string; publicKey: string };
};

/** What node:crypto makes of the key; the browser path is tested with webcrypto below. */
const encrypt = (plain: unknown, key = publicKey, oaepHash = 'sha256'): string =>
  publicEncrypt(
    {
      key: createPublicKey({ key: Buffer.from(key, 'base64'), format: 'der', type: 'spki' }),
      padding: constants.RSA_PKCS1_OAEP_PADDING,
      oaepHash,
    },
    Buffer.from(typeof plain === 'string' ? plain : JSON.stringify(plain)),
  ).toString('base64');

/** The grant with only client fields and `param` in a form body, as the console sends it. */
const postParam = (param: string, extra: Record<string, string> = {}, app = t.app) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/oauth/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'password',
      client_id: 'woms',
      client_secret: 'woms',
      scope: 'server',
      param,
      ...extra,
    }).toString(),
  });

const creds = async (username = 'operator', password = 'operator123') => ({
  username,
  password,
  code: TEST_CAPTCHA,
  uuid: await captcha(t.app),
});

describe('POST /api/auth/publicKey', () => {
  it('generates one key pair for all instances, even when two ask at once', async () => {
    expect(await count(db, 'auth_keypair')).toBe(0);
    const [a, b] = await Promise.all([fetchKey(t.app), fetchKey(other.app)]);
    expect(a).toEqual({ code: 200, msg: '操作成功', publicKey: b.publicKey });
    expect(await count(db, 'auth_keypair')).toBe(1);
    publicKey = a.publicKey;
    expect((await fetchKey()).publicKey).toBe(publicKey);
  });

  it('answers an RSA-2048 SPKI key in base64 that WebCrypto imports for RSA-OAEP/SHA-256', async () => {
    expect(publicKey).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
    const key = createPublicKey({ key: Buffer.from(publicKey, 'base64'), format: 'der', type: 'spki' });
    expect(key.asymmetricKeyType).toBe('rsa');
    expect(key.asymmetricKeyDetails?.modulusLength).toBe(2048);
    const imported = await webcrypto.subtle.importKey(
      'spki',
      Buffer.from(publicKey, 'base64'),
      { name: 'RSA-OAEP', hash: 'SHA-256' },
      false,
      ['encrypt'],
    );
    expect(imported.type).toBe('public');
  });

  it('needs no token and stores the private key in the database, never in the answer', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/publicKey' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).not.toMatch(/PRIVATE/);
    const { rows } = await db.query<{ private_key: string }>('SELECT private_key FROM auth_keypair');
    expect(rows[0]?.private_key).toMatch(/^-----BEGIN PRIVATE KEY-----/);
  });
});

describe('password grant with param', () => {
  it('signs in with only param and the client fields', async () => {
    const res = await postParam(encrypt(await creds()));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ token_type: 'bearer', username: 'operator' });
    expect((await getAs(t.app, body.access_token, '/api/system/user/getInfo')).statusCode).toBe(200);
  });

  it('opens what the browser encrypts with crypto.subtle (JSON body), on another instance', async () => {
    const key = await webcrypto.subtle.importKey(
      'spki',
      Buffer.from((await fetchKey(t.app)).publicKey, 'base64'),
      { name: 'RSA-OAEP', hash: 'SHA-256' },
      false,
      ['encrypt'],
    );
    const plain = new TextEncoder().encode(JSON.stringify(await creds('viewer', 'viewer123')));
    const param = Buffer.from(await webcrypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, plain)).toString(
      'base64',
    );
    const res = await other.app.inject({
      method: 'POST',
      url: '/api/auth/oauth/token',
      payload: { grant_type: 'password', client_id: 'woms', client_secret: 'woms', param },
    });
    expect(res.json()).toMatchObject({ username: 'viewer' });
  });

  it('lets the encrypted fields win over plain ones and checks them as usual', async () => {
    const win = await postParam(encrypt(await creds('admin', 'admin123')), {
      username: 'viewer',
      password: 'wrong-one',
    });
    expect(win.json()).toMatchObject({ username: 'admin' });
    const wrong = await postParam(encrypt(await creds('admin', 'not-it')));
    expect(wrong.json()).toEqual({ code: 500, msg: '用户不存在/密码错误' });
    const long = await postParam(encrypt({ ...(await creds()), username: 'u'.repeat(65) }));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ code: 400, msg: 'body/username must NOT have more than 64 characters' });
  });

  const otherKey = generateKeyPairSync('rsa', { modulusLength: 2048 })
    .publicKey.export({ type: 'spki', format: 'der' })
    .toString('base64');

  it.each<[string, (c: Record<string, string>) => string]>([
    ['not base64', () => 'not base64!!'],
    ['random bytes', () => Buffer.alloc(256, 7).toString('base64')],
    ['another key', (c) => encrypt(c, otherKey)],
    ['OAEP with SHA-1', (c) => encrypt(c, publicKey, 'sha1')],
    ['not JSON', () => encrypt('username=operator')],
    ['a JSON array', (c) => encrypt([c])],
    ['a number for password', (c) => encrypt({ ...c, password: 123 })],
    ['an unknown key', (c) => encrypt({ ...c, grant_type: 'password' })],
    ['empty', () => ''],
  ])('answers 400 body/param for %s, signs nobody in and leaves the captcha usable', async (_, make) => {
    const c = await creds();
    const before = await count(db, 'auth_login');
    const res = await postParam(make(c));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, msg: 'body/param cannot be decrypted' });
    expect(await count(db, 'auth_login')).toBe(before);
    const after = await postLogin(t.app, { username: 'operator', password: 'operator123', uuid: c.uuid });
    expect(after.json().access_token).toBeDefined();
  });

  it('refuses an over-long param by the schema', async () => {
    const res = await postParam('A'.repeat(1025));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, msg: 'body/param must NOT have more than 1024 characters' });
  });
});
