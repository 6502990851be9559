import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api, server, setupMsw } from '../../../tests/console/server';
import { aTokenReply } from '../../../tests/console/factories';
import { consoleEnv } from '@/shared/config/env';
import { passwordGrant } from './api';

setupMsw();

let keys: CryptoKeyPair;
let spkiBase64 = '';

beforeAll(async () => {
  keys = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  spkiBase64 = btoa(
    String.fromCharCode(...new Uint8Array(await crypto.subtle.exportKey('spki', keys.publicKey))),
  );
});

afterEach(() => {
  consoleEnv.encryptedLogin = false;
});

const credentials = { username: 'admin', password: 'admin123', code: '1234', uuid: 'uuid-1' };

function captureTokenBody(): { body: URLSearchParams | null } {
  const seen: { body: URLSearchParams | null } = { body: null };
  server.use(
    http.post(api('/auth/publicKey'), () =>
      HttpResponse.json({ code: 200, msg: 'ok', publicKey: spkiBase64 }),
    ),
    http.post(api('/auth/oauth/token'), async ({ request }) => {
      seen.body = new URLSearchParams(await request.text());
      return HttpResponse.json(aTokenReply());
    }),
  );
  return seen;
}

describe('encrypted login option (docs/requirements.md §1)', () => {
  it('is off by configuration: credentials go as plain form fields', async () => {
    const seen = captureTokenBody();
    await passwordGrant(credentials);
    expect(seen.body?.get('password')).toBe('admin123');
    expect(seen.body?.has('param')).toBe(false);
  });

  it('when on, wraps the credentials as param, encrypted with the server key', async () => {
    consoleEnv.encryptedLogin = true;
    const seen = captureTokenBody();
    await expect(passwordGrant(credentials)).resolves.toMatchObject({ access_token: 'access-1' });
    const body = seen.body;
    expect(body?.get('password')).toBeNull();
    expect(body?.get('username')).toBeNull();
    expect(body?.get('grant_type')).toBe('password');
    expect(body?.get('client_id')).toBe('woms');
    const cipher = Uint8Array.from(atob(body?.get('param') ?? ''), (c) => c.charCodeAt(0));
    expect(cipher.length).toBe(256);
    const plain = await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, keys.privateKey, cipher);
    expect(JSON.parse(new TextDecoder().decode(plain))).toEqual(credentials);
  });
});
