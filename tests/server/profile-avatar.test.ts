/**
 * Avatar upload (docs/requirements.md §5 "Avatar upload accepts .jpg, .png, .jpge"; §7 PUT /api/system/user/avatar):
 * a PNG or JPEG data URL of at most 512 KB whose bytes really are that format, stored and served back
 * with its content type and private cache headers; anything else is a 400 that writes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/src/db/client';
import { bearer, count, createTestApp, getAs, login, openSeededDb, type TestApp } from './helpers/test-app';

let db: Db;
let t: TestApp;
const tokens: Record<string, string> = {};

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 5, 6, 7, 8]);
const GIF = Buffer.from('GIF89a....');
const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

beforeAll(async () => {
  db = await openSeededDb();
  t = await createTestApp(db);
  for (const name of ['operator', 'supervisor']) tokens[name] = (await login(t.app, name)).access_token;
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

const upload = (who: string, avatar: unknown, method: 'PUT' | 'POST' = 'PUT') =>
  t.app.inject({
    method,
    url: method === 'PUT' ? '/api/system/user/avatar' : '/api/system/user/profile/avatar',
    headers: bearer(tokens[who] ?? ''),
    payload: { avatar },
  });
const avatarOf = async (who: string): Promise<string> =>
  (await getAs(t.app, tokens[who] ?? '', '/api/system/user/getInfo')).json().user.avatar;

describe('upload', () => {
  it('stores a PNG, answers 上传成功 with its URL, which becomes User.avatar and serves the bytes', async () => {
    const res = await upload('operator', dataUrl('image/png', PNG));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      code: 200,
      msg: '上传成功',
      imgUrl: expect.stringMatching(/^\/api\/system\/user\/avatar\/2\?v=\d+$/),
    });
    expect(await avatarOf('operator')).toBe(body.imgUrl);

    // Any signed-in colleague may see it (avatars appear in lists), with a token.
    const image = await getAs(t.app, tokens.supervisor ?? '', body.imgUrl);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.rawPayload.equals(PNG)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: body.imgUrl })).statusCode).toBe(401);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const url = await avatarOf('operator');
    const first = await getAs(t.app, tokens.operator ?? '', url);
    const again = await t.app.inject({
      method: 'GET',
      url,
      headers: { ...bearer(tokens.operator ?? ''), 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('replaces the picture with a JPEG through the POST alias (image/jpg counts as JPEG); the URL changes', async () => {
    const old = await avatarOf('operator');
    t.clock.advance(1000);
    const res = await upload('operator', dataUrl('image/jpg', JPEG), 'POST');
    expect(res.json().code).toBe(200);
    const url = await avatarOf('operator');
    expect(url).not.toBe(old);
    const image = await getAs(t.app, tokens.operator ?? '', url);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.rawPayload.equals(JPEG)).toBe(true);
    expect(await count(db, 'sys_user_avatar')).toBe(1);
  });

  it('answers 404 for a user without an uploaded picture', async () => {
    const res = await getAs(t.app, tokens.operator ?? '', '/api/system/user/avatar/3');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, msg: '头像不存在' });
  });
});

describe('refusals write nothing', () => {
  const tooBig = Buffer.concat([PNG, Buffer.alloc(512 * 1024 + 1 - PNG.length)]);
  it.each([
    ['a GIF', dataUrl('image/gif', GIF), 'body/avatar must be a base64 data URL of a PNG or JPEG image'],
    [
      'plain text',
      dataUrl('text/plain', Buffer.from('hi')),
      'body/avatar must be a base64 data URL of a PNG or JPEG image',
    ],
    ['a URL', 'https://example.com/a.png', 'body/avatar must be a base64 data URL of a PNG or JPEG image'],
    [
      'not base64',
      'data:image/png;base64,@@@@',
      'body/avatar must be a base64 data URL of a PNG or JPEG image',
    ],
    ['GIF bytes declared PNG', dataUrl('image/png', GIF), 'body/avatar is not a PNG or JPEG image'],
    ['JPEG bytes declared PNG', dataUrl('image/png', JPEG), 'body/avatar is not a PNG or JPEG image'],
    ['PNG bytes declared JPEG', dataUrl('image/jpeg', PNG), 'body/avatar is not a PNG or JPEG image'],
    ['512 KB + 1 byte', dataUrl('image/png', tooBig), 'body/avatar must not be larger than 512 KB'],
    ['an empty string', '', 'body/avatar must NOT have fewer than 1 characters'],
    // A JSON body is read without coercion (docs/architecture.md §3 "Strict input").
    ['a number', 42, 'body/avatar must be string'],
  ])('%s → 400', async (_name, avatar, msg) => {
    const before = await avatarOf('supervisor');
    const stored = await count(db, 'sys_user_avatar');
    const res = await upload('supervisor', avatar);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, msg });
    expect(await avatarOf('supervisor')).toBe(before);
    expect(await count(db, 'sys_user_avatar')).toBe(stored);
  });

  it('a data URL far over the limit is refused by the schema', async () => {
    const res = await upload('supervisor', dataUrl('image/png', Buffer.alloc(600 * 1024)));
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toMatch(/^body\/avatar must NOT have more than \d+ characters$/);
  });

  it('accepts exactly 512 KB', async () => {
    const exact = Buffer.concat([PNG, Buffer.alloc(512 * 1024 - PNG.length)]);
    expect((await upload('supervisor', dataUrl('image/png', exact))).json().code).toBe(200);
  });
});
