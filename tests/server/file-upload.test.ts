/**
 * Files in the files folder (docs/architecture.md §3 "Files"): the upload streams to FILES_DIR under its checks and
 * leaves nothing behind when refused, the download streams the same bytes back with safe headers, a picture's
 * thumbnail is made once, who may read a file, and the start-up move of bytes still in the database.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { decode as decodeJpeg, encode as encodeJpeg } from 'jpeg-js';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_MAX_BYTES } from '../../contract/file/schemas';
import type { Db } from '../../server/src/db/client';
import { listMigrations } from '../../server/src/db/migrate';
import { moveFilesToFolder } from '../../server/src/modules/file/move-to-folder';
import { bearer, count, createTestApp, getAs, login, openSeededDb, type TestApp } from './helpers/test-app';

const MIGRATIONS = fileURLToPath(new URL('../../server/src/db/migrations/', import.meta.url));

let db: Db;
let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  db = await openSeededDb();
  t = await createTestApp(db, { moveFiles: true });
  for (const name of ['admin', 'operator', 'supervisor', 'viewer']) {
    tokens[name] = (await login(t.app, name)).access_token;
  }
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

// ── pictures made here, so that the thumbnails have something real to decode

/** A w × h gradient as RGBA, transparent where `alpha` says. */
function raster(w: number, h: number, alpha = (_x: number, _y: number) => 255): Buffer {
  const data = Buffer.alloc(w * h * 4);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const p = (y * w + x) * 4;
      data[p] = (x * 255) / w;
      data[p + 1] = (y * 255) / h;
      data[p + 2] = ((x ^ y) * 7) % 256;
      data[p + 3] = alpha(x, y);
    }
  }
  return data;
}

const jpegOf = (w: number, h: number): Buffer =>
  encodeJpeg({ data: raster(w, h), width: w, height: h }, 90).data;

function pngOf(w: number, h: number, alpha?: (x: number, y: number) => number): Buffer {
  const png = new PNG({ width: w, height: h });
  raster(w, h, alpha).copy(png.data);
  return PNG.sync.write(png);
}

/** `jpeg` with an EXIF block saying orientation `o` (6: turn 90° clockwise to show it) right after its SOI. */
function withOrientation(jpeg: Buffer, o: number): Buffer {
  const tiff = Buffer.from([
    ...[0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08], // big-endian TIFF, first directory at 8
    ...[0x00, 0x01], // one entry
    ...[0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, o, 0x00, 0x00], // orientation, SHORT, 1, o
    ...[0x00, 0x00, 0x00, 0x00], // no next directory
  ]);
  const body = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const app1 = Buffer.concat([
    Buffer.from([0xff, 0xe1, (body.length + 2) >> 8, (body.length + 2) & 0xff]),
    body,
  ]);
  return Buffer.concat([jpeg.subarray(0, 2), app1, jpeg.subarray(2)]);
}

/** A PNG header declaring w × h, and a few bytes of nothing after it: what a decompression bomb looks like first. */
function pngHeader(w: number, h: number): Buffer {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'latin1');
  ihdr.writeUInt32BE(w, 8);
  ihdr.writeUInt32BE(h, 12);
  ihdr.set([8, 6, 0, 0, 0], 16);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    ihdr,
    Buffer.alloc(64),
  ]);
}

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n');
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

// ── calls

const raw = (who: string, fileName: string | null, payload: Buffer | Readable, headers: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/system/file/upload${fileName === null ? '' : `?fileName=${encodeURIComponent(fileName)}`}`,
    headers: { ...bearer(tokens[who] ?? ''), 'content-type': 'application/octet-stream', ...headers },
    payload,
  });

interface Uploaded {
  fileId: number;
  fileName: string;
  url: string;
  thumbnailUrl: string | null;
}

async function upload(who: string, fileName: string, data: Buffer): Promise<Uploaded> {
  const res = await raw(who, fileName, data);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Uploaded;
}

interface Row {
  bucket: string;
  prefix: string;
  store_name: string;
  thumb_name: string | null;
  size: number;
  sha256: string | null;
  data: Uint8Array | null;
}

async function rowOf(fileId: number): Promise<Row> {
  const { rows } = await db.query<Row>(
    'SELECT bucket, prefix, store_name, thumb_name, size, sha256, data FROM sys_file WHERE file_id = $1',
    [fileId],
  );
  return rows[0]!;
}

const pathIn = (dir: string, r: Row, name = r.store_name) => join(dir, r.bucket, r.prefix, name);

/** Every file under FILES_DIR (its temporary folder included), as paths relative to it. */
async function filesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name).slice(dir.length + 1));
}

/** A request body arriving in 64 KB chunks with no declared length; `pulled` counts what the server read. */
function trickle(total: number, byte = 0x41): { stream: Readable; pulled: () => number } {
  let sent = 0;
  const stream = new Readable({
    read() {
      if (sent >= total) return void this.push(null);
      const n = Math.min(64 * 1024, total - sent);
      sent += n;
      this.push(Buffer.alloc(n, byte));
    },
  });
  return { stream, pulled: () => sent };
}

describe('upload', () => {
  it('streams the bytes to FILES_DIR, not the database, under a random name in its month', async () => {
    const up = await upload('operator', '设计说明.pdf', PDF);
    expect(up).toEqual({
      fileId: up.fileId,
      fileName: '设计说明.pdf',
      url: `/api/system/file/download/${up.fileId}`,
      thumbnailUrl: null,
    });
    const row = await rowOf(up.fileId);
    expect(row).toMatchObject({
      bucket: 'woms',
      prefix: '2026/03',
      data: null,
      size: PDF.length,
      sha256: sha(PDF),
    });
    expect(row.store_name).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(row.thumb_name).toBeNull();
    expect((await readFile(pathIn(t.config.filesDir, row))).equals(PDF)).toBe(true);
    // nothing left in the temporary folder
    expect((await filesIn(t.config.filesDir)).filter((f) => f.startsWith('.tmp'))).toEqual([]);
  });

  it('takes an upload over a real socket (whose body, a stream of the connection, is no JSON to look into)', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const photo = pngOf(300, 200);
    const res = await fetch(`http://127.0.0.1:${port}/api/system/file/upload?fileName=socket.png`, {
      method: 'POST',
      headers: { ...bearer(tokens.operator ?? ''), 'content-type': 'application/octet-stream' },
      body: photo,
    });
    const body = (await res.json()) as { code: number; data?: Uploaded };
    expect(body.code).toBe(200);
    expect(body.data?.thumbnailUrl).toBeTruthy();
  });

  it('refuses an upload over 5 MB while it streams: 400, no row, no file, the rest never read', async () => {
    const before = { rows: await count(db, 'sys_file'), files: await filesIn(t.config.filesDir) };
    const body = trickle(20 * 1024 * 1024);
    const res = await raw('operator', 'big.csv', body.stream);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, msg: 'body is larger than 5 MB' });
    expect(res.headers.connection).toBe('close');
    expect(body.pulled()).toBeLessThan(FILE_MAX_BYTES + 2 * 1024 * 1024);
    expect(await count(db, 'sys_file')).toBe(before.rows);
    expect(await filesIn(t.config.filesDir)).toEqual(before.files);
  });

  it('refuses a declared length over 5 MB before reading a byte', async () => {
    const body = trickle(FILE_MAX_BYTES + 1);
    const res = await raw('operator', 'big.csv', body.stream, {
      'content-length': String(FILE_MAX_BYTES + 1),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('body is larger than 5 MB');
    expect(body.pulled()).toBe(0);
  });

  it('takes exactly 5 MB', async () => {
    const up = await upload('operator', 'limit.csv', Buffer.alloc(FILE_MAX_BYTES, 0x41));
    expect((await rowOf(up.fileId)).size).toBe(FILE_MAX_BYTES);
  });

  it.each([
    ['querystring/fileName is required', () => raw('operator', null, PDF)],
    ['querystring/fileName must end with one of', () => raw('operator', 'virus.exe', PDF)],
    ['querystring/fileName must end with one of', () => raw('operator', 'noext', PDF)],
    ['querystring/fileName must end with one of', () => raw('operator', 'logo.svg', Buffer.from('<svg/>'))],
    ['querystring/fileName must end with one of', () => raw('operator', 'page.html', Buffer.from('<html>'))],
    ['querystring/fileName must end with one of', () => raw('operator', 'page.htm', Buffer.from('<html>'))],
    ['querystring/fileName has an invalid format', () => raw('operator', '../x.png', pngOf(4, 4))],
    ['body is not a .png file', () => raw('operator', 'fake.png', Buffer.from('GIF89a not a png at all'))],
    [
      'body is not a .png file',
      () => raw('operator', 'logo.png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')),
    ],
    ['body is not a .jpg file', () => raw('operator', 'fake.jpg', pngOf(4, 4))],
    [
      'body is not a .pdf file',
      () => raw('operator', 'fake.pdf', Buffer.from('<html><script>alert(1)</script>')),
    ],
    [
      'body is not a .csv file',
      () => raw('operator', 'page.csv', Buffer.from('<html><script>alert(1)</script>')),
    ],
    ['body is not a .csv file', () => raw('operator', 'page.csv', Buffer.from('  <svg onload=alert(1)>'))],
    ['body is not a .csv file', () => raw('operator', 'nul.csv', Buffer.from('a,b\n\0'))],
    ['body is empty', () => raw('operator', 'empty.pdf', Buffer.alloc(0))],
    [
      'body must be the bytes of the file',
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/system/file/upload?fileName=a.png',
          headers: bearer(tokens.operator ?? ''),
          payload: { fileName: 'a.png', contentBase64: pngOf(4, 4).toString('base64') },
        }),
    ],
    [
      'body is a picture of more than 25 megapixels',
      () => raw('operator', 'bomb.png', pngHeader(50_000, 50_000)),
    ],
    [
      'body is a picture of more than 25 megapixels',
      () => raw('operator', 'wide.png', pngHeader(25_000_001, 1)),
    ],
  ])('answers 400 "%s" and stores nothing', async (msg, call) => {
    const before = { rows: await count(db, 'sys_file'), files: await filesIn(t.config.filesDir) };
    const res = await call();
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain(msg);
    expect(await count(db, 'sys_file')).toBe(before.rows);
    expect(await filesIn(t.config.filesDir)).toEqual(before.files);
  });

  it('refuses anonymous calls', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/system/file/upload?fileName=a.pdf',
      headers: { 'content-type': 'application/octet-stream' },
      payload: PDF,
    });
    expect(res.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/system/file/download/1' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/system/file/thumbnail/1' })).statusCode).toBe(401);
  });
});

describe('download', () => {
  it('streams the same bytes back; a document as an attachment, sandboxed and not sniffed', async () => {
    const up = await upload('operator', '现场记录.pdf', PDF);
    const down = await getAs(t.app, tokens.operator ?? '', up.url);
    expect(down.statusCode).toBe(200);
    expect(down.rawPayload.equals(PDF)).toBe(true);
    expect(down.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(PDF.length),
      'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent('现场记录.pdf')}`,
      'x-content-type-options': 'nosniff',
    });
    expect(down.headers['content-security-policy']).toBe(
      "default-src 'none'; img-src 'self'; media-src 'self'; sandbox",
    );
  });

  it('shows a jpg/png inline, a csv never', async () => {
    const photo = await upload('operator', '泵.jpg', jpegOf(64, 48));
    const down = await getAs(t.app, tokens.operator ?? '', photo.url);
    expect(down.headers['content-type']).toBe('image/jpeg');
    expect(down.headers['content-disposition']).toBe(
      `inline; filename*=UTF-8''${encodeURIComponent('泵.jpg')}`,
    );
    const table = await upload('operator', 'a.csv', Buffer.from('a,b\n1,2\n'));
    const csv = await getAs(t.app, tokens.operator ?? '', table.url);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('the uploader and admin read a file; anyone else gets 404 like a missing file', async () => {
    const up = await upload('operator', 'a.jpg', jpegOf(300, 200));
    for (const url of [up.url, up.thumbnailUrl!]) {
      expect((await getAs(t.app, tokens.operator ?? '', url)).statusCode).toBe(200);
      expect((await getAs(t.app, tokens.admin ?? '', url)).statusCode).toBe(200);
      const other = await getAs(t.app, tokens.viewer ?? '', url);
      expect(other.statusCode).toBe(404);
      expect(other.json()).toEqual({ code: 404, msg: '文件不存在或无权访问' });
    }
    for (const url of ['/api/system/file/download/999999', '/api/system/file/thumbnail/999999']) {
      expect((await getAs(t.app, tokens.admin ?? '', url)).statusCode).toBe(404);
    }
  });

  it("a work order's photo: whoever sees the order reads it and its thumbnail, another factory's user does not", async () => {
    // a demo photo: its bytes were moved to this app's folder when the app started
    const { rows } = await db.query<{ file_id: number }>(
      `SELECT a.file_id FROM wo_attachment a
         JOIN wo_task t ON t.task_id = a.task_id JOIN sys_file f ON f.file_id = a.file_id
        WHERE t.factory_id = 11 AND f.create_by <> 3 ORDER BY a.file_id LIMIT 1`,
    );
    const fileId = rows[0]!.file_id;
    for (const url of [`/api/system/file/download/${fileId}`, `/api/system/file/thumbnail/${fileId}`]) {
      const res = await getAs(t.app, tokens.supervisor ?? '', url);
      expect(res.statusCode).toBe(200);
      expect([...res.rawPayload.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
      expect((await getAs(t.app, tokens.viewer ?? '', url)).statusCode).toBe(404);
    }
  });

  it('answers 404 and logs when the row is there but its bytes are not (a FILES_DIR not shared)', async () => {
    const up = await upload('operator', 'gone.pdf', PDF);
    await rm(pathIn(t.config.filesDir, await rowOf(up.fileId)));
    expect((await getAs(t.app, tokens.operator ?? '', up.url)).statusCode).toBe(404);
  });
});

describe('thumbnails', () => {
  it('are made once at upload, 240 px on the longest side, a fraction of the photo', async () => {
    const photo = jpegOf(1600, 1200);
    const up = await upload('operator', '现场.jpg', photo);
    expect(up.thumbnailUrl).toBe(`/api/system/file/thumbnail/${up.fileId}`);
    const row = await rowOf(up.fileId);
    expect(row.thumb_name).toBe(row.store_name.replace('.jpg', '.thumb.jpg'));
    const onDisk = pathIn(t.config.filesDir, row, row.thumb_name!);
    const made = await stat(onDisk);

    const first = await getAs(t.app, tokens.operator ?? '', up.thumbnailUrl!);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/jpeg');
    expect(first.headers['content-disposition']).toMatch(/^inline;/);
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    const thumb = decodeJpeg(first.rawPayload, { useTArray: true });
    expect([thumb.width, thumb.height]).toEqual([240, 180]);
    // 1600 × 1200 at quality 90 against 240 × 180 at 80
    expect(first.rawPayload.length).toBeLessThan(photo.length / 10);

    const second = await getAs(t.app, tokens.operator ?? '', up.thumbnailUrl!);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const after = await stat(onDisk);
    expect([after.ino, after.mtimeMs]).toEqual([made.ino, made.mtimeMs]);
  });

  it('average the pixels: a thumbnail keeps the colours of the photo', async () => {
    const up = await upload('operator', 'grad.png', pngOf(960, 480));
    const res = await getAs(t.app, tokens.operator ?? '', up.thumbnailUrl!);
    const thumb = decodeJpeg(res.rawPayload, { useTArray: true });
    expect([thumb.width, thumb.height]).toEqual([240, 120]);
    // red rises from left to right, green from top to bottom, as in the picture
    const px = (x: number, y: number) => [...thumb.data.subarray((y * 240 + x) * 4, (y * 240 + x) * 4 + 3)];
    expect(px(236, 60)[0]! - px(4, 60)[0]!).toBeGreaterThan(200);
    expect(px(120, 116)[1]! - px(120, 4)[1]!).toBeGreaterThan(200);
  });

  it('put a transparent PNG on white', async () => {
    const up = await upload(
      'operator',
      'clear.png',
      pngOf(480, 480, () => 0),
    );
    const thumb = decodeJpeg((await getAs(t.app, tokens.operator ?? '', up.thumbnailUrl!)).rawPayload, {
      useTArray: true,
    });
    expect(Math.min(...thumb.data.subarray(0, 240 * 4))).toBeGreaterThan(245);
  });

  it('stand a photo upright as its EXIF orientation says', async () => {
    const up = await upload('operator', 'portrait.jpg', withOrientation(jpegOf(480, 240), 6));
    const res = await getAs(t.app, tokens.operator ?? '', up.thumbnailUrl!);
    const thumb = decodeJpeg(res.rawPayload, { useTArray: true });
    expect([thumb.width, thumb.height]).toEqual([120, 240]);
  });

  it('a picture already that small is its own thumbnail', async () => {
    const small = pngOf(200, 100);
    const up = await upload('operator', 'icon.png', small);
    const row = await rowOf(up.fileId);
    expect(row.thumb_name).toBe(row.store_name);
    const res = await getAs(t.app, tokens.operator ?? '', up.thumbnailUrl!);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.equals(small)).toBe(true);
  });

  it('none for a document, nor for a picture nobody can decode: 404, the file itself kept', async () => {
    const doc = await upload('operator', 'a.pdf', PDF);
    expect(
      (await getAs(t.app, tokens.operator ?? '', `/api/system/file/thumbnail/${doc.fileId}`)).statusCode,
    ).toBe(404);
    const broken = await upload('operator', 'broken.png', pngHeader(800, 600));
    expect(broken.thumbnailUrl).toBeNull();
    expect((await rowOf(broken.fileId)).thumb_name).toBeNull();
    expect(
      (await getAs(t.app, tokens.operator ?? '', `/api/system/file/thumbnail/${broken.fileId}`)).statusCode,
    ).toBe(404);
    expect((await getAs(t.app, tokens.operator ?? '', broken.url)).statusCode).toBe(200);
  });
});

describe('the start-up move', () => {
  /** A row as the demo seed or an older database has it: the bytes in the column. */
  async function rowWithBytes(fileName: string, contentType: string, data: Buffer): Promise<number> {
    const { rows } = await db.query<{ file_id: number }>(
      `INSERT INTO sys_file (file_name, content_type, size, data, store_name, create_by)
       VALUES ($1::text, $2, $3, $4, gen_random_uuid()::text || '.' || split_part($1::text, '.', 2), 2)
       RETURNING file_id`,
      [fileName, contentType, data.length, data],
    );
    return rows[0]!.file_id;
  }

  it('writes the bytes and a thumbnail to the folder, empties the column, and a second run changes nothing', async () => {
    const photo = jpegOf(800, 600);
    const ids = [
      await rowWithBytes('旧照片.jpg', 'image/jpeg', photo),
      await rowWithBytes('旧.pdf', 'application/pdf', PDF),
    ];
    // two instances starting together: each row moved once
    const [a, b] = await Promise.all([
      moveFilesToFolder(db, t.config.filesDir),
      moveFilesToFolder(db, t.config.filesDir),
    ]);
    expect(a + b).toBe(2);
    const [jpg, pdf] = [await rowOf(ids[0]!), await rowOf(ids[1]!)];
    expect(jpg).toMatchObject({ data: null, sha256: sha(photo), size: photo.length });
    expect(pdf).toMatchObject({ data: null, sha256: sha(PDF), thumb_name: null });
    expect((await readFile(pathIn(t.config.filesDir, jpg))).equals(photo)).toBe(true);
    expect((await readFile(pathIn(t.config.filesDir, pdf))).equals(PDF)).toBe(true);
    const thumbPath = pathIn(t.config.filesDir, jpg, jpg.thumb_name!);
    const thumb = decodeJpeg(await readFile(thumbPath), { useTArray: true });
    expect([thumb.width, thumb.height]).toEqual([240, 180]);
    // served like any upload
    const down = await getAs(t.app, tokens.operator ?? '', `/api/system/file/download/${ids[0]}`);
    expect(down.rawPayload.equals(photo)).toBe(true);

    const before = await stat(thumbPath);
    const files = await filesIn(t.config.filesDir);
    expect(await moveFilesToFolder(db, t.config.filesDir)).toBe(0);
    expect(await filesIn(t.config.filesDir)).toEqual(files);
    expect((await stat(thumbPath)).mtimeMs).toBe(before.mtimeMs);
    expect(await rowOf(ids[0]!)).toEqual(jpg);
  });

  it('moved the demo photos when the app started: no bytes left in the database', async () => {
    const { rows } = await db.query<{ left: number; moved: number }>(
      `SELECT count(*) FILTER (WHERE data IS NOT NULL)::int AS left,
              count(*) FILTER (WHERE data IS NULL AND thumb_name = store_name)::int AS moved
         FROM sys_file f WHERE EXISTS (SELECT 1 FROM wo_attachment a WHERE a.file_id = f.file_id)`,
    );
    expect(rows[0]!.left).toBe(0);
    expect(rows[0]!.moved).toBeGreaterThan(10);
  });

  it("migration 014 names an older database's rows: their month, a random name with their extension", async () => {
    // sys_file as migration 005 made it, in a schema of its own, and migration 014 run on that table
    const ddl = /CREATE TABLE sys_file \([\s\S]*?\);/.exec(
      readFileSync(join(MIGRATIONS, '005-admin-area-gen-file.sql'), 'utf8'),
    )![0];
    const inLegacy = (sql: string) => sql.replace(/\bsys_file\b/g, 'legacy.sys_file');
    await db.exec('CREATE SCHEMA legacy');
    try {
      await db.exec(inLegacy(ddl));
      const bytes = pngOf(8, 8);
      await db.query(
        `INSERT INTO legacy.sys_file (file_name, content_type, size, data, create_time)
         VALUES ('水泵.PNG', 'image/png', $1, $2, '2025-11-05T10:00:00Z'), ('说明', 'text/csv', 1, '\\x41', now())`,
        [bytes.length, bytes],
      );
      await db.exec(inLegacy(listMigrations().find((m) => m.version === '014-file-store')!.sql));
      const { rows } = await db.query<Row & { file_name: string }>(
        'SELECT file_name, bucket, prefix, store_name, thumb_name, data FROM legacy.sys_file ORDER BY file_id',
      );
      expect(rows[0]).toMatchObject({ bucket: 'woms', prefix: '2025/11', thumb_name: null });
      expect(rows[0]!.store_name).toMatch(/^[0-9a-f-]{36}\.png$/);
      // the bytes stay until the start-up move
      expect(Buffer.from(rows[0]!.data!).equals(bytes)).toBe(true);
      expect(rows[1]!.store_name).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await db.exec('DROP SCHEMA legacy CASCADE');
    }
  });
});
