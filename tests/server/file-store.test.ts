/**
 * The file store as a whole (docs/architecture.md §3 "Files"): the orphan sweep removes a file attached to nothing
 * FILE_ORPHAN_HOURS after its upload, with its file and thumbnail, and keeps every attached file and every younger
 * one; two sweeps at once remove each orphan once; the 文件管理 figures and list say what was uploaded; migration 020
 * adds the page to a demo database seeded before it. All on the test clock.
 */
import { randomUUID } from 'node:crypto';
import { access, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { FILE_ORPHAN_HOURS, type FileRow, type FileStats } from '../../contract/file/schemas';
import { PERM } from '../../contract/permissions';
import type { Db } from '../../server/src/db/client';
import { migrate } from '../../server/src/db/migrate';
import { FILE_REFERENCES } from '../../server/src/modules/file/admin-repository';
import { startOrphanSweep, sweepOrphanFiles } from '../../server/src/modules/file/orphan-sweep';
import { FileStore } from '../../server/src/modules/file/store';
import { createRole, createUser, grantCodes } from './helpers/fixtures';
import {
  bearer,
  createTestApp,
  getAs,
  login,
  openSeededDb,
  testClock,
  type TestApp,
} from './helpers/test-app';

const HOUR = 3_600_000;
const AGE = FILE_ORPHAN_HOURS * HOUR;

let db: Db;
let t: TestApp;
const filesDir = join(tmpdir(), `woms-files-${randomUUID()}`);
const store = new FileStore(filesDir);
const clock = testClock(Date.parse('2026-07-01T09:00:00+08:00'));
const tokens: Record<string, string> = {};

beforeAll(async () => {
  db = await openSeededDb();
  t = await createTestApp(db, { clock, env: { FILES_DIR: filesDir } });
  const roleId = await createRole(db, 'file_reader');
  await grantCodes(db, roleId, [PERM.FILE_LIST]);
  await createUser(db, { userName: 'filer', password: 'filer123', roleId, factories: [11] });
  await signInAll();
});
afterAll(async () => {
  await t.app.close();
  await db.close();
  await rm(filesDir, { recursive: true, force: true });
});

/** Tokens live 30 min on the test clock: everyone signs in again after the clock moves on. */
async function signInAll(): Promise<void> {
  for (const name of ['admin', 'operator']) tokens[name] = (await login(t.app, name)).access_token;
  tokens.filer = (await login(t.app, 'filer', 'filer123')).access_token;
}

async function later(ms: number): Promise<void> {
  clock.advance(ms);
  await signInAll();
}

/** A w × h RGB PNG: above 240 px it gets a thumbnail file of its own, within it is its own thumbnail. */
function pngOf(w: number, h: number): Buffer {
  const png = new PNG({ width: w, height: h });
  for (let i = 0; i < w * h; i++) png.data.writeUInt32BE(((i * 2654435761) >>> 8) | 0xff, i * 4);
  return PNG.sync.write(png);
}
const pdfOf = (size: number): Buffer =>
  Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(size - 9, 0x20)]);

interface Stored {
  fileId: number;
  size: number;
  paths: string[];
}

/** Uploads as operator; answers the file and the paths of its bytes and thumbnail in the folder. */
async function upload(name: string, bytes: Buffer): Promise<Stored> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/system/file/upload?fileName=${encodeURIComponent(name)}`,
    headers: { ...bearer(tokens.operator ?? ''), 'content-type': 'application/octet-stream' },
    payload: bytes,
  });
  expect(res.json()).toMatchObject({ code: 200 });
  const fileId = res.json<{ data: { fileId: number } }>().data.fileId;
  const { rows } = await db.query<{
    bucket: string;
    prefix: string;
    store_name: string;
    thumb_name: string | null;
  }>('SELECT bucket, prefix, store_name, thumb_name FROM sys_file WHERE file_id = $1', [fileId]);
  const r = rows[0]!;
  const object = { bucket: r.bucket, prefix: r.prefix, storeName: r.store_name };
  const names = [...new Set([r.store_name, r.thumb_name].filter((n): n is string => n !== null))];
  return { fileId, size: bytes.length, paths: names.map((n) => store.pathOf(object, n)) };
}

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );
async function kept(file: Stored): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM sys_file WHERE file_id = $1', [file.fileId]);
  const onDisk = await Promise.all(file.paths.map(exists));
  // Row and files go together: never one without the other.
  expect(onDisk, `file ${file.fileId}`).toEqual(file.paths.map(() => rows.length === 1));
  return rows.length === 1;
}

const one = async (sql: string): Promise<number> => (await db.query<{ id: number }>(sql)).rows[0]!.id;

const as = (who: string, url: string) => getAs(t.app, tokens[who] ?? '', url);
const stats = async (): Promise<FileStats> => (await as('admin', '/api/system/file/stats')).json().data;

describe('the orphan sweep', () => {
  it('removes orphans older than the age with their files and thumbnails, and keeps attached and younger files', async () => {
    const before = await stats();
    const oldPdf = await upload('旧报告.pdf', pdfOf(2000));
    const oldPhoto = await upload('old-photo.png', pngOf(480, 320));
    const oldIcon = await upload('old-icon.png', pngOf(32, 32));
    const gone = await upload('gone.pdf', pdfOf(1200));
    const order = await upload('order.png', pngOf(300, 300));
    const device = await upload('device.png', pngOf(40, 40));
    const deletedDevice = await upload('deleted-device.png', pngOf(40, 40));
    const documentFile = await upload('unit.pdf', pdfOf(900));
    expect(oldPhoto.paths).toHaveLength(2);
    expect(oldIcon.paths).toHaveLength(1);

    // Attached the way the routes attach them: an order's photo, a device's photo (one of a deleted device, whose
    // row stays), a process unit's document.
    const taskId = await one('SELECT min(task_id) AS id FROM wo_task');
    await db.query(
      "INSERT INTO wo_attachment (task_id, stage, accept_id, media, file_id) VALUES ($1, 'report', NULL, 'image', $2)",
      [taskId, order.fileId],
    );
    const [liveDevice, deadDevice] = (
      await db.query<{ device_id: number }>('SELECT device_id FROM wo_device ORDER BY device_id LIMIT 2')
    ).rows.map((r) => r.device_id);
    await db.query('UPDATE wo_device SET photo_file_id = $2 WHERE device_id = $1', [
      liveDevice,
      device.fileId,
    ]);
    await db.query('UPDATE wo_device SET photo_file_id = $2, deleted_at = now() WHERE device_id = $1', [
      deadDevice,
      deletedDevice.fileId,
    ]);
    const unitId = await one('SELECT min(unit_id) AS id FROM arc_process_unit');
    await db.query('INSERT INTO arc_process_document (unit_id, file_id, sort) VALUES ($1, $2, 99)', [
      unitId,
      documentFile.fileId,
    ]);

    // The figures count them all, the unattached ones as orphans.
    const orphans = [oldPdf, oldPhoto, oldIcon, gone];
    const all = [...orphans, order, device, deletedDevice, documentFile];
    const sum = (files: Stored[]) => files.reduce((n, f) => n + f.size, 0);
    expect(await stats()).toEqual({
      files: before.files + all.length,
      bytes: before.bytes + sum(all),
      orphanFiles: before.orphanFiles + orphans.length,
      orphanBytes: before.orphanBytes + sum(orphans),
    });

    // A minute later one more, and another 23 hours after the first ones.
    await later(60_000);
    const exactlyOfAge = await upload('edge.pdf', pdfOf(500));
    await later(23 * HOUR - 60_000);
    const young = await upload('young.pdf', pdfOf(500));
    // A file already missing from the folder is no error.
    await rm(gone.paths[0]!);
    gone.paths = [];

    // Exactly of age, not older: nothing goes.
    const logged: string[] = [];
    await later(AGE - 23 * HOUR);
    expect(await sweepOrphanFiles(db, filesDir, clock, (m) => logged.push(m))).toEqual({
      files: 0,
      bytes: 0,
    });
    expect(logged).toEqual([]);

    // Of age now (the age counts from the upload on the server's clock): the four orphans of the start.
    await later(1);
    expect(await sweepOrphanFiles(db, filesDir, clock, (m) => logged.push(m))).toEqual({
      files: 4,
      bytes: sum(orphans),
    });
    for (const f of orphans) expect(await kept(f), `orphan ${f.fileId}`).toBe(false);
    for (const f of [order, device, deletedDevice, documentFile, exactlyOfAge, young])
      expect(await kept(f), `file ${f.fileId}`).toBe(true);
    // What went is logged, by id and place.
    expect(logged).toHaveLength(1);
    for (const f of orphans) expect(logged[0]).toContain(`#${f.fileId} woms/`);

    // The one uploaded a minute after them goes a minute later; a second sweep finds nothing more.
    await later(60_000 - 1);
    expect((await sweepOrphanFiles(db, filesDir, clock)).files).toBe(0);
    await later(1);
    expect((await sweepOrphanFiles(db, filesDir, clock)).files).toBe(1);
    expect(await kept(exactlyOfAge)).toBe(false);
    expect(await sweepOrphanFiles(db, filesDir, clock)).toEqual({ files: 0, bytes: 0 });

    // A file detached later (a replaced handling's photos) is an orphan of age and goes at the next sweep.
    await db.query('DELETE FROM wo_attachment WHERE file_id = $1', [order.fileId]);
    expect((await sweepOrphanFiles(db, filesDir, clock)).files).toBe(1);
    expect(await kept(order)).toBe(false);
    for (const f of [device, deletedDevice, documentFile, young]) expect(await kept(f)).toBe(true);
  });

  it('removes each orphan once when two sweeps run at once, in batches', async () => {
    // What the test before left to come of age goes first.
    await later(AGE + 1);
    await sweepOrphanFiles(db, filesDir, clock);
    const files = [];
    for (let i = 0; i < 7; i++) files.push(await upload(`pair-${i}.png`, pngOf(260 + i, 250)));
    await later(AGE + 60_000);
    const logs: [string[], string[]] = [[], []];
    // Two instances: each its own store object over the one shared folder, batches of two.
    const results = await Promise.all(
      logs.map((log) => sweepOrphanFiles(db, filesDir, clock, (m) => log.push(m), 2)),
    );
    const ids = logs.flat().flatMap((line) => [...line.matchAll(/#(\d+) /g)].map((m) => Number(m[1])));
    console.info(`orphan sweep: two at once removed ${results.map((r) => r.files).join(' + ')} of 7`);
    expect(results[0]!.files + results[1]!.files).toBe(7);
    expect(ids.sort((a, b) => a - b)).toEqual(files.map((f) => f.fileId));
    for (const f of files) expect(await kept(f)).toBe(false);
  });

  // Two connections at once: PostgreSQL only (PGlite is one connection, a second transaction waits for the first).
  it.runIf(inject('seededPostgres'))(
    'leaves a file being attached at that moment, and keeps it once the attachment is in',
    async () => {
      const file = await upload('attaching.png', pngOf(30, 30));
      await later(AGE + 1);
      const taskId = await one('SELECT max(task_id) AS id FROM wo_task');
      await db.transaction(async (tx) => {
        await tx.query(
          "INSERT INTO wo_attachment (task_id, stage, accept_id, media, file_id) VALUES ($1, 'handle', NULL, 'image', $2)",
          [taskId, file.fileId],
        );
        // The attachment's foreign key holds the file's row: the sweep on another connection passes it over.
        expect((await sweepOrphanFiles(db, filesDir, clock)).files).toBe(0);
      });
      expect((await sweepOrphanFiles(db, filesDir, clock)).files).toBe(0);
      expect(await kept(file)).toBe(true);
    },
  );

  it('runs at start and then on its timer, reporting what it removed and any failure', async () => {
    const info: string[] = [];
    const errors: string[] = [];
    let runs = 0;
    const job = startOrphanSweep(
      async () => {
        runs += 1;
        if (runs === 2) throw new Error('disk gone');
        return { files: runs, bytes: 10 };
      },
      { info: (m) => info.push(m), error: (m) => errors.push(m) },
      5,
    );
    await expect.poll(() => runs, { interval: 5 }).toBeGreaterThanOrEqual(3);
    await job.stop();
    expect(info[0]).toBe('orphan files: 1 removed, 10 bytes freed');
    expect(errors[0]).toBe('orphan file sweep failed: disk gone');
  });

  it('knows every reference to sys_file in the schema: none is swept from under an attachment', async () => {
    const { rows } = await db.query<{ ref: string }>(
      `SELECT c.conrelid::regclass::text || '.' || a.attname AS ref
         FROM pg_constraint c
         JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
        WHERE c.contype = 'f' AND c.confrelid = 'sys_file'::regclass
        ORDER BY 1`,
    );
    expect(rows.map((r) => r.ref)).toEqual(FILE_REFERENCES.map((r) => `${r.table}.${r.column}`).sort());
  });
});

describe('GET /api/system/file/stats and /list', () => {
  it('list the files newest first with uploader, time and what they are attached to, filtered and paged', async () => {
    const a = await upload('巡检记录-A.png', pngOf(20, 20));
    clock.advance(1000);
    const b = await upload('巡检记录_B.pdf', pdfOf(700));
    const unitId = await one('SELECT min(unit_id) AS id FROM arc_process_unit');
    await db.query('INSERT INTO arc_process_document (unit_id, file_id, sort) VALUES ($1, $2, 98)', [
      unitId,
      b.fileId,
    ]);
    const list = async (query: string) => {
      const res = await as('admin', `/api/system/file/list?${query}`);
      expect(res.statusCode).toBe(200);
      return res.json<{ code: number; rows: FileRow[]; total: number }>();
    };
    const found = await list(`fileName=${encodeURIComponent('巡检记录')}`);
    expect(found).toMatchObject({ code: 200, total: 2 });
    expect(found.rows).toEqual([
      {
        fileId: b.fileId,
        fileName: '巡检记录_B.pdf',
        size: 700,
        createBy: '运维员小王',
        createTime: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
        attachedTo: 'process',
      },
      expect.objectContaining({ fileId: a.fileId, size: a.size, attachedTo: 'none' }),
    ]);
    // China time of the server's clock at the upload
    expect(found.rows[0]!.createTime).toBe(
      new Date(clock.now() + 8 * HOUR).toISOString().slice(0, 19).replace('T', ' '),
    );
    // `_` is a character, not a wildcard; any case.
    expect((await list(`fileName=${encodeURIComponent('记录_')}`)).rows.map((r) => r.fileId)).toEqual([
      b.fileId,
    ]);
    expect((await list('fileName=PHOTO&attached=all')).total).toBe(0);
    const orphanIds = (await list('attached=no&pageSize=200')).rows.map((r) => r.fileId);
    expect(orphanIds).toContain(a.fileId);
    expect(orphanIds).not.toContain(b.fileId);
    const attached = await list('attached=yes&pageSize=200');
    expect(attached.rows.map((r) => r.fileId)).toContain(b.fileId);
    expect(attached.rows.every((r) => r.attachedTo !== 'none')).toBe(true);
    // The demo's attachments are the work orders' photos.
    expect(new Set(attached.rows.map((r) => r.attachedTo))).toContain('order');
    // The totals agree with the figures.
    const figures = await stats();
    expect(attached.total + (await list('attached=no')).total).toBe(figures.files);
    expect((await list('attached=no')).total).toBe(figures.orphanFiles);
    const second = await list('pageNum=2&pageSize=30');
    expect(second.total).toBe(figures.files);
    expect(second.rows[0]?.fileId).toBe((await list('pageSize=31')).rows[30]?.fileId);
  });

  it('answer a holder of system:file:list, refuse anyone without it, and name a bad field', async () => {
    expect((await as('filer', '/api/system/file/stats')).json()).toMatchObject({ code: 200 });
    expect((await as('filer', '/api/system/file/list')).json()).toMatchObject({ code: 200 });
    for (const url of ['/api/system/file/stats', '/api/system/file/list']) {
      const refused = await as('operator', url);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ code: 403, msg: '没有权限，请联系管理员授权' });
    }
    const bad = await as('admin', '/api/system/file/list?attached=maybe');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toMatch(/^querystring\/attached /);
    expect((await as('admin', '/api/system/file/list?pageSize=500')).json().msg).toMatch(
      /^querystring\/pageSize/,
    );
  });
});

describe('migration 020', () => {
  it('adds 文件管理 and its button to a demo database seeded before it, as the seed has them', async () => {
    const menus = () =>
      db.query(
        `SELECT menu_id, parent_id, menu_name, path, component, perms, menu_type, visible, icon, order_num, is_frame,
                keep_alive, allow_back, target FROM sys_menu WHERE menu_id IN (6015, 60151) ORDER BY menu_id`,
      );
    const seeded = (await menus()).rows;
    expect(seeded).toHaveLength(2);
    await db.query('DELETE FROM sys_menu WHERE menu_id IN (6015, 60151)');
    await db.query('DROP INDEX wo_device_photo');
    await db.query("DELETE FROM schema_migrations WHERE version = '020-file-admin'");
    expect(await migrate(db)).toEqual(['020-file-admin']);
    expect((await menus()).rows).toEqual(seeded);
    const page = (await as('admin', '/api/system/menu/getRouters?remark=woms')).body;
    expect(page).toContain('"component":"system/file/index"');
  });
});
