/** File upload (raw bytes or JSON base64) and download: round trip, checks, and who may download. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/src/db/client';
import { bearer, count, createTestApp, getAs, login, openSeededDb, type TestApp } from './helpers/test-app';

let db: Db;
let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  db = await openSeededDb();
  t = await createTestApp(db);
  for (const name of ['admin', 'operator', 'viewer']) tokens[name] = (await login(t.app, name)).access_token;
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('rest of png'),
]);
const PDF = Buffer.from('%PDF-1.7\n…');

const raw = (who: string, fileName: string | null, data: Buffer) =>
  t.app.inject({
    method: 'POST',
    url: `/api/system/file/upload${fileName === null ? '' : `?fileName=${encodeURIComponent(fileName)}`}`,
    headers: { ...bearer(tokens[who] ?? ''), 'content-type': 'application/octet-stream' },
    payload: data,
  });
const json = (who: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/system/file/upload',
    headers: bearer(tokens[who] ?? ''),
    payload,
  });

describe('upload and download', () => {
  it('round-trips raw bytes with content type and attachment name', async () => {
    const up = await raw('operator', '现场照片.png', PNG);
    expect(up.json()).toMatchObject({ code: 200, msg: '上传成功！', data: { fileName: '现场照片.png' } });
    const { fileId, url } = up.json().data as { fileId: number; url: string };
    expect(url).toBe(`/api/system/file/download/${fileId}`);
    const down = await getAs(t.app, tokens.operator ?? '', url);
    expect(down.statusCode).toBe(200);
    expect(down.headers['content-type']).toBe('image/png');
    expect(down.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent('现场照片.png')}`,
    );
    expect(down.rawPayload.equals(PNG)).toBe(true);
    // admin may download every file; another user gets 404 like a missing file
    expect((await getAs(t.app, tokens.admin ?? '', url)).rawPayload.equals(PNG)).toBe(true);
    const other = await getAs(t.app, tokens.viewer ?? '', url);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ code: 404, msg: '文件不存在或无权访问' });
    expect((await getAs(t.app, tokens.admin ?? '', '/api/system/file/download/9999')).statusCode).toBe(404);
  });

  it('round-trips JSON base64', async () => {
    const up = await json('viewer', { fileName: 'report.PDF', contentBase64: PDF.toString('base64') });
    expect(up.json().code).toBe(200);
    const down = await getAs(t.app, tokens.viewer ?? '', up.json().data.url);
    expect(down.headers['content-type']).toBe('application/pdf');
    expect(down.rawPayload.equals(PDF)).toBe(true);
  });

  it.each([
    ['querystring/fileName', () => raw('operator', null, PNG)],
    ['querystring/fileName', () => raw('operator', 'virus.exe', PNG)],
    ['querystring/fileName', () => raw('operator', 'noext', PNG)],
    ['querystring/fileName', () => raw('operator', '../x.png', PNG)],
    ['body', () => raw('operator', 'fake.png', Buffer.from('GIF89a not a png'))],
    ['body', () => raw('operator', 'fake.jpg', PNG)],
    ['body', () => raw('operator', 'big.csv', Buffer.alloc(5 * 1024 * 1024 + 1, 0x41))],
    ['body/contentBase64', () => json('operator', { fileName: 'a.png', contentBase64: '***' })],
    ['body/contentBase64', () => json('operator', { fileName: 'a.png', contentBase64: '' })],
    ['body/fileName', () => json('operator', { fileName: 'a.gif', contentBase64: PNG.toString('base64') })],
    ['body/fileName', () => json('operator', { contentBase64: PNG.toString('base64') })],
  ])('answers 400 naming %s and stores nothing', async (field, call) => {
    const before = await count(db, 'sys_file');
    const res = await call();
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain(field);
    expect(await count(db, 'sys_file')).toBe(before);
  });

  it('refuses anonymous calls', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/system/file/upload',
      payload: { fileName: 'a.png' },
    });
    expect(res.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/system/file/download/1' })).statusCode).toBe(401);
  });
});
