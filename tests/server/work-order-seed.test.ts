/**
 * The demo work orders: after seeding, every kind in every status exists across the
 * demo factories; every order's process log replays through WO_MACHINE to its current status; photos
 * are real PNG files that whoever sees the order can download; every work-order message points at a
 * real order and carries its current status.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUDITED_KINDS,
  findTransition,
  LOG_TYPE,
  VERDICT,
  WO_KINDS,
  WO_STATUS,
  type WoAction,
  type WoDetail,
  type WoKind,
} from '../../contract/work-order/schemas';
import type { Db } from '../../server/src/db/client';
import { DEMO_SCALE } from '../../server/src/setup/seed/demo-scale';
import { DEMO_DEVICES } from '../../server/src/setup/seed/devices';
import { DEMO_ORDERS } from '../../server/src/setup/seed/work-orders';
import { WorkOrderService } from '../../server/src/modules/work-order/service';
import { createTestApp, getAs, login, openSeededDb, testClock, type TestApp } from './helpers/test-app';
import { SEEDED_AT } from './setup/seed-instant';

const DAY = 86_400_000;
/** When the run's snapshot was seeded (tests/server/setup/seed-instant.ts): the demo orders are dated before it. */
const SEED_TIME = SEEDED_AT;
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

let db: Db;
let t: TestApp;
const tokens: Record<string, string> = {};

interface Order {
  task_id: number;
  task_no: string;
  kind: WoKind;
  status: number;
  factory_id: number;
  is_forward: number;
  report_time: Date;
}
interface Log {
  task_id: number;
  log_type: number;
  log_obj: Record<string, unknown>;
  create_time: Date;
}

let orders: Order[] = [];
let logsOf = new Map<number, Log[]>();

beforeAll(async () => {
  // The run's seeded snapshot (tests/server/setup/seeded-snapshot.ts), seeded once at SEEDED_AT.
  db = await openSeededDb();
  // The demo photos go to the app's files folder, as main.ts moves them at start (docs/architecture.md §3 "Files").
  t = await createTestApp(db, { clock: testClock(SEED_TIME), moveFiles: true });
  for (const name of ['operator', 'supervisor', 'viewer'])
    tokens[name] = (await login(t.app, name)).access_token;
  orders = (
    await db.query<Order>(
      'SELECT task_id, task_no, kind, status, factory_id, is_forward, report_time FROM wo_task ORDER BY task_id',
    )
  ).rows;
  const logs = (
    await db.query<Log>(
      'SELECT task_id, log_type, log_obj, create_time FROM wo_task_log ORDER BY task_id, record_id',
    )
  ).rows;
  logsOf = new Map(orders.map((o) => [o.task_id, logs.filter((l) => l.task_id === o.task_id)]));
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

const ACTION_OF_LOG: Record<number, WoAction> = {
  [LOG_TYPE.DISPATCH]: 'dispatch',
  [LOG_TYPE.FORWARD]: 'forward',
  [LOG_TYPE.HANDLE]: 'handle',
  [LOG_TYPE.APPROVAL]: 'approve',
  [LOG_TYPE.ACCEPT_DISPATCH]: 'acceptDispatch',
  [LOG_TYPE.ACCEPT]: 'accept',
};

const isReject = (l: Log): boolean =>
  (l.log_type === LOG_TYPE.APPROVAL && l.log_obj.approvalResult === VERDICT.REJECT) ||
  (l.log_type === LOG_TYPE.ACCEPT && l.log_obj.acceptResult === VERDICT.REJECT);

describe('demo orders', () => {
  it('one order per scenario, in all four demo factories, on the demo devices', async () => {
    expect(orders).toHaveLength(DEMO_ORDERS.length);
    expect(new Set(orders.map((o) => o.factory_id))).toEqual(new Set([11, 12, 21, 22]));
    for (const factoryId of [11, 12, 21, 22]) {
      const devices = DEMO_DEVICES.filter((d) => d.factoryId === factoryId);
      expect(devices.length).toBeGreaterThanOrEqual(5);
      expect(devices.length).toBeLessThanOrEqual(8);
    }
    const { rows } = await db.query<{ n: number; metered: number }>(
      "SELECT count(*)::int AS n, count(*) FILTER (WHERE asset_type = '1034')::int AS metered FROM wo_device",
    );
    // the fixed devices, then the demo at a realistic size (docs/architecture.md §3 "Energy")
    const scaled = DEMO_SCALE.devices;
    expect(rows[0]).toEqual({
      n: DEMO_DEVICES.length + scaled.length,
      metered: 4 + scaled.filter((d) => d.assetType === '1034').length,
    });
  });

  it.each(WO_KINDS)('%s: every status of its machine exists', (kind) => {
    const statuses = new Set(orders.filter((o) => o.kind === kind).map((o) => o.status));
    const expected = AUDITED_KINDS.includes(kind) ? [0, 1, 2, 3, 4, 9] : [0, 1, 3, 4, 9];
    expect([...statuses].sort((a, b) => a - b)).toEqual(expected);
  });

  it('some orders in handling were forwarded', () => {
    const forwarded = orders.filter((o) => o.status === WO_STATUS.HANDLING && o.is_forward === 1);
    expect(new Set(forwarded.map((o) => o.kind)).size).toBeGreaterThanOrEqual(2);
    for (const o of forwarded) {
      expect(logsOf.get(o.task_id)?.some((l) => l.log_type === LOG_TYPE.FORWARD)).toBe(true);
    }
  });

  it('a closed order went through an audit rejection and an acceptance rejection', () => {
    const both = orders.filter((o) => {
      const logs = logsOf.get(o.task_id) ?? [];
      return (
        o.status === WO_STATUS.CLOSED &&
        logs.some((l) => l.log_type === LOG_TYPE.APPROVAL && isReject(l)) &&
        logs.some((l) => l.log_type === LOG_TYPE.ACCEPT && isReject(l))
      );
    });
    expect(new Set(both.map((o) => o.kind))).toEqual(new Set(['fix', 'maint']));
  });

  it("every order's log replays through WO_MACHINE to its current status, in time order", () => {
    for (const o of orders) {
      let status: number = WO_STATUS.REPORTED;
      let last = o.report_time.getTime();
      for (const log of logsOf.get(o.task_id) ?? []) {
        const action = ACTION_OF_LOG[log.log_type];
        const step = action && findTransition(o.kind, status, action);
        expect(step, `${o.task_no}: ${action ?? log.log_type} from status ${status}`).toBeTruthy();
        if (!step) return;
        status = isReject(log) ? (step.onReject ?? step.to) : step.to;
        expect(log.create_time.getTime()).toBeGreaterThanOrEqual(last);
        last = log.create_time.getTime();
      }
      expect(status, o.task_no).toBe(o.status);
      expect(o.report_time.getTime()).toBeGreaterThanOrEqual(SEED_TIME - 31 * DAY);
      expect(last).toBeLessThan(SEED_TIME);
    }
  });

  it('acceptance records match the acceptance logs; parts, copy-to lists and plans exist', async () => {
    const q = async (sql: string): Promise<number> => (await db.query<{ n: number }>(sql)).rows[0]?.n ?? 0;
    expect(await q('SELECT count(*)::int AS n FROM wo_accept')).toBe(
      [...logsOf.values()].flat().filter((l) => l.log_type === LOG_TYPE.ACCEPT).length,
    );
    expect(
      await q('SELECT count(*)::int AS n FROM wo_accept WHERE accept_result = 2'),
    ).toBeGreaterThanOrEqual(3);
    expect(
      await q("SELECT count(*)::int AS n FROM wo_task_part WHERE asset_type = '1034' AND unit <> ''"),
    ).toBeGreaterThan(0);
    expect(await q('SELECT count(*)::int AS n FROM wo_task_copy_to')).toBeGreaterThanOrEqual(4);
    expect(await q('SELECT count(*)::int AS n FROM wo_task WHERE plan_id IS NOT NULL')).toBe(3);
    // Nothing is overdue at the seed time: the hourly plan run creates no order on a fresh demo.
    expect(await new WorkOrderService(db, testClock(SEED_TIME)).generateDuePlans()).toBe(0);
  });

  it('an abnormal inspection item raised a repair order of the same factory and device', async () => {
    const { rows } = await db.query<Record<string, unknown>>(
      `SELECT r.kind, r.report_source, r.factory_id = i.factory_id AS same_factory,
              r.device_id = i.device_id AS same_device, it.result, r.raised_from_item = it.item_id AS linked
         FROM wo_inspect_item it
         JOIN wo_task i ON i.task_id = it.task_id
         JOIN wo_task r ON r.task_id = it.raised_task_id`,
    );
    expect(rows).toEqual([
      {
        kind: 'fix',
        report_source: '1',
        same_factory: true,
        same_device: true,
        result: 'abnormal',
        linked: true,
      },
    ]);
  });
});

describe('demo photos', () => {
  it('are PNG files in the files folder, at every stage, each its own thumbnail', async () => {
    const { rows } = await db.query<{
      stage: string;
      data: Uint8Array | null;
      content_type: string;
      path: string;
      thumb: boolean;
    }>(
      `SELECT a.stage, f.data, f.content_type, f.bucket || '/' || f.prefix || '/' || f.store_name AS path,
              f.thumb_name = f.store_name AS thumb
         FROM wo_attachment a JOIN sys_file f ON f.file_id = a.file_id`,
    );
    expect(new Set(rows.map((r) => r.stage))).toEqual(new Set(['report', 'handle', 'accept']));
    for (const r of rows) {
      expect(r.content_type).toBe('image/png');
      expect(r.data).toBeNull();
      expect(r.thumb).toBe(true);
      expect([...(await readFile(join(t.config.filesDir, r.path))).subarray(0, 8)]).toEqual(PNG_MAGIC);
    }
  });

  it("download for someone who sees the order (not only the uploader), not for another factory's user", async () => {
    const { rows } = await db.query<{ task_id: number; kind: WoKind }>(
      `SELECT t.task_id, t.kind FROM wo_task t
        WHERE t.factory_id = 11 AND t.report_by = 2
          AND EXISTS (SELECT 1 FROM wo_attachment a WHERE a.task_id = t.task_id AND a.stage = 'report')
        ORDER BY t.task_id LIMIT 1`,
    );
    const order = rows[0]!;
    const detail = await getAs(
      t.app,
      tokens.supervisor ?? '',
      `/api/system/base/workOrder/${order.kind}/${order.task_id}`,
    );
    expect(detail.statusCode).toBe(200);
    const photo = (detail.json() as { data: WoDetail }).data.attachmentList[0]!;
    const url = `/api/system/file/download/${photo.fileId}`;
    const down = await getAs(t.app, tokens.supervisor ?? '', url);
    expect(down.statusCode).toBe(200);
    expect(down.headers['content-type']).toBe('image/png');
    expect([...down.rawPayload.subarray(0, 8)]).toEqual(PNG_MAGIC);
    expect((await getAs(t.app, tokens.viewer ?? '', url)).statusCode).toBe(404);
  });
});

describe('demo messages', () => {
  it('point at real orders and carry their current status', async () => {
    const { rows } = await db.query<{ task_no: string; ok: boolean }>(
      `SELECT m.task_no,
              (t.task_id = m.task_id AND t.status = m.task_status AND t.factory_id = m.factory_id
               AND d.device_show_code = m.device_show_code) AS ok
         FROM sys_task_msg m
         LEFT JOIN wo_task t ON t.task_no = m.task_no
         LEFT JOIN wo_device d ON d.device_id = t.device_id
        WHERE m.task_type <> 0`,
    );
    expect(rows.length).toBeGreaterThan(50);
    expect(rows.filter((r) => r.ok !== true)).toEqual([]);
  });

  it('leave the operator and the supervisor unread to-dos', async () => {
    const count = async (who: string, factoryId: number) =>
      (await getAs(t.app, tokens[who] ?? '', `/api/system/base/task/msg/count/${factoryId}`)).json().data as {
        execByMsgCount: number;
      };
    expect((await count('operator', 11)).execByMsgCount).toBeGreaterThan(0);
    expect((await count('supervisor', 11)).execByMsgCount).toBeGreaterThan(0);
    const todos = await db.query<{ user_id: number; n: number }>(
      `SELECT user_id, count(*)::int AS n FROM sys_task_msg
        WHERE tab = 2 AND is_read = 0 AND task_type <> 0 AND factory_id = 11 GROUP BY user_id ORDER BY user_id`,
    );
    expect(todos.rows.map((r) => r.user_id)).toEqual([2, 3]);
    // The report messages (task type 0) are the demo reports' (report-seed.test.ts).
  });
});
