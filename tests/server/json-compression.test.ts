/**
 * JSON answers of a few kB and more are compressed for clients that accept it (docs/architecture.md §1
 * "Compression"): brotli first, else gzip, with Content-Encoding and Vary; the decompressed body is the plain answer;
 * small answers and clients that accept neither get the plain body; a text compressed lately is not compressed again.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/src/db/client';
import {
  CompressedTexts,
  compressJson,
  JSON_COMPRESS_MIN_BYTES,
  pickEncoding,
  type JsonEncoding,
} from '../../server/src/plugins/json-compression';
import { bearer, createTestApp, login, openSeededDb, type TestApp } from './helpers/test-app';

let db: Db;
let t: TestApp;
let token: string;

beforeAll(async () => {
  db = await openSeededDb();
  t = await createTestApp(db);
  token = (await login(t.app, 'admin')).access_token;
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

/** The menu tree: a large answer. */
const LARGE = '/api/system/menu/getRouters?remark=woms';
/** One dictionary type's entries (the ID types): a small answer. */
const SMALL = '/api/system/dict/data/type/sys_id_type';

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { ...bearer(token), ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
  });

describe('JSON compression', () => {
  it('sends a large answer brotli-compressed to a client that accepts it, the same JSON once decompressed', async () => {
    const plain = await get(LARGE);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);
    expect(plain.rawPayload.length).toBeGreaterThanOrEqual(JSON_COMPRESS_MIN_BYTES);
    const br = await get(LARGE, 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
  });

  it('falls back to gzip when brotli is not accepted or refused with q=0', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip']) {
      const res = await get(LARGE, accept);
      expect(res.headers['content-encoding'], accept).toBe('gzip');
      expect(JSON.parse(gunzipSync(res.rawPayload).toString())).toEqual((await get(LARGE)).json());
    }
  });

  it('sends small answers as they are', async () => {
    const res = await get(SMALL, 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(JSON_COMPRESS_MIN_BYTES);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ code: 200 });
  });

  it('picks br, then gzip, and nothing the client refuses or does not name', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('GZIP;q=0.5')).toBe('gzip');
    expect(pickEncoding('br;q=0.0, gzip;q=0')).toBeNull();
    expect(pickEncoding('deflate, identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});

describe('compressed texts kept', () => {
  /** Counts the compressions, each the real one. */
  const counting = (maxBytes?: number) => {
    const made: string[] = [];
    const texts = new CompressedTexts('gzip', maxBytes, (text: string, encoding: JsonEncoding) => {
      made.push(text);
      return compressJson(text, encoding);
    });
    return { texts, made };
  };
  const text = (n: number) =>
    JSON.stringify({ rows: Array.from({ length: 200 }, (_, i) => ({ n, i, name: '泵站' })) });

  it('compresses a text once and answers an equal text, however made, with the same bytes', async () => {
    const { texts, made } = counting();
    const first = await texts.compress(text(1));
    const again = await texts.compress(text(1)); // equal, not the same string
    expect(again).toBe(first);
    expect(gunzipSync(again).toString()).toBe(text(1));
    expect(gunzipSync(await texts.compress(text(2))).toString()).toBe(text(2));
    expect(made).toHaveLength(2);
  });

  it('forgets the least recently used texts once their bytes pass the bound', async () => {
    const size = 2 * text(1).length + (await compressJson(text(1), 'gzip')).length;
    const { texts, made } = counting(Math.floor(size * 2.5)); // room for two
    await texts.compress(text(1));
    await texts.compress(text(2));
    await texts.compress(text(1)); // 1 is now the most recent
    await texts.compress(text(3)); // 2 goes out
    await texts.compress(text(1));
    expect(made.length).toBe(3);
    await texts.compress(text(2));
    expect(made.length).toBe(4);
  });
});
