/**
 * Read caches (docs/architecture.md §3 "Read caches"): a work-order list page asked again is answered from memory, and
 * a change to any table it reads, through the app or typed by hand, is heard through the `woms_rows` triggers
 * (migration 016) and drops it, so the next list shows the change; while the notifications cannot be heard nothing is
 * answered from memory.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { WoRow } from '../../contract/work-order/schemas';
import type { Db } from '../../server/src/db/client';
import { ROW_TABLES } from '../../server/src/modules/work-order/query-rows';
import { ROWS_NOTIFY_CHANNEL, RowChanges } from '../../server/src/shared/row-changes';
import { listeningDb } from './helpers/listening-db';
import { bearer, createTestApp, getAs, login, openSeededDb, type TestApp } from './helpers/test-app';

describe('RowChanges and its caches', () => {
  afterEach(() => vi.useRealTimers());

  const setUp = async () => {
    const changes = new RowChanges();
    const orders = changes.cache<string>(['wo_task', 'sys_user'], 2);
    const other = changes.cache<string>(['sys_menu'], 2);
    const fake = listeningDb(ROWS_NOTIFY_CHANNEL);
    await changes.attach(fake.db);
    let loads = 0;
    const read = (cache = orders, key = 'k') =>
      cache.get(key, async () => {
        loads += 1;
        return `${key}${loads}`;
      });
    return { changes, orders, other, fake, read, loads: () => loads };
  };

  it('answers from memory after the first load, keeping at most its bound', async () => {
    const t = await setUp();
    expect([await t.read(), await t.read(), await t.read()]).toEqual(['k1', 'k1', 'k1']);
    await t.read(t.orders, 'b');
    await t.read(t.orders, 'c'); // the least recently used, k, goes out
    expect(t.orders.size).toBe(2);
    expect(await t.read()).toBe('k4');
  });

  it('drops a cache when a table it reads changes, and only that cache', async () => {
    const t = await setUp();
    await t.read();
    await t.read(t.other);
    t.fake.notify('sys_user');
    expect(await t.read()).toBe('k3');
    expect(await t.read(t.other)).toBe('k2');
    t.fake.notify('sys_dept'); // read by neither
    expect(await t.read()).toBe('k3');
    t.fake.notify('sys_menu');
    expect(await t.read(t.other)).toBe('k4');
  });

  it('does not keep a value read before a change that arrived meanwhile', async () => {
    const t = await setUp();
    let loads = 0;
    const load = async () => {
      loads += 1;
      if (loads === 1) t.fake.notify('wo_task'); // an order changes while the first read is under way
      return 'page';
    };
    await t.orders.get('k', load);
    await t.orders.get('k', load);
    expect(loads).toBe(2);
  });

  it('answers nothing from memory while the listening connection is lost, and again once it is back', async () => {
    const t = await setUp();
    await t.read();
    t.fake.events().onLost?.();
    expect([await t.read(), await t.read()]).toEqual(['k2', 'k3']);
    t.fake.events().onRestored?.();
    expect([await t.read(), await t.read()]).toEqual(['k4', 'k4']);
  });

  it('keeps nothing for longer than a minute', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const t = await setUp();
    await t.read();
    vi.advanceTimersByTime(59_000);
    expect(await t.read()).toBe('k1');
    vi.advanceTimersByTime(1_000);
    expect(await t.read()).toBe('k2');
  });
});

describe('the work-order lists', () => {
  const LIST = '/api/system/base/workOrder/fix/list?factoryId=11&pageSize=100';
  let db: Db;
  let t: TestApp;
  let admin: string;
  /** statements the app sent that read the orders */
  let orderReads = 0;

  beforeAll(async () => {
    db = await openSeededDb();
    const counting: Db = {
      ...db,
      query: (sql, params) => {
        if (/\bwo_task\b/.test(sql)) orderReads += 1;
        return db.query(sql, params);
      },
    };
    t = await createTestApp(counting);
    admin = (await login(t.app, 'admin')).access_token;
  });
  afterAll(async () => {
    await t.app.close();
    await db.close();
  });

  const rows = async (token = admin, url = LIST): Promise<WoRow[]> => {
    const res = await getAs(t.app, token, url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().rows as WoRow[];
  };
  /** A demo order of the list with a device, a reporter and a fix type: every label the list shows. */
  const fullRow = async (): Promise<WoRow> => {
    const found = (await rows()).find((r) => r.deviceId !== null && r.reportBy !== null && r.fixType !== '');
    expect(found).toBeDefined();
    return found!;
  };

  it('reads the database once for the same page asked again', async () => {
    const first = await rows();
    expect(first.length).toBeGreaterThan(0);
    orderReads = 0;
    for (let i = 0; i < 3; i += 1) expect(await rows()).toEqual(first);
    expect(orderReads).toBe(0);
  });

  it('lists an order created through the app on the next call', async () => {
    const device = await fullRow();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/system/base/workOrder/fix',
      headers: bearer(admin),
      payload: { factoryId: 11, deviceId: device.deviceId, reportContent: '缓存之后的报修' },
    });
    expect(created.statusCode, created.body).toBe(200);
    expect((await rows()).map((r) => r.reportContent)).toContain('缓存之后的报修');
  });

  /** A change typed by hand to each table the lists read, and the field of the row that shows it. */
  const CHANGES: { table: string; sql: string; id: (r: WoRow) => unknown; field: keyof WoRow }[] = [
    {
      table: 'wo_task',
      sql: 'UPDATE wo_task SET remark = $1 WHERE task_id = $2',
      id: (r) => r.taskId,
      field: 'remark',
    },
    {
      table: 'wo_device',
      sql: 'UPDATE wo_device SET device_name = $1 WHERE device_id = $2',
      id: (r) => r.deviceId,
      field: 'deviceName',
    },
    {
      table: 'sys_area',
      sql: 'UPDATE sys_area SET name = $1 WHERE id = $2',
      id: (r) => r.factoryId,
      field: 'projectName',
    },
    {
      table: 'sys_dict_data',
      sql: "UPDATE sys_dict_data SET dict_label = $1 WHERE dict_type = 'oms_fix_type' AND dict_value = $2",
      id: (r) => r.fixType,
      field: 'fixTypeLabel',
    },
    {
      table: 'sys_user',
      sql: 'UPDATE sys_user SET nick_name = $1 WHERE user_id = $2',
      id: (r) => r.reportBy,
      field: 'reportByName',
    },
  ];

  it.each(CHANGES)(
    'shows a change to $table typed by hand on the next call ($field)',
    async ({ sql, id, field }) => {
      const row = await fullRow();
      await rows(); // kept
      const text = `改过 ${field}`;
      await db.query(sql, [text, id(row)]);
      const after = (await rows()).find((r) => r.taskId === row.taskId);
      expect(after?.[field]).toBe(text);
    },
  );

  it('shows a copy to a user (wo_task_copy_to) on their copy-to list at once', async () => {
    const row = await fullRow();
    const operator = await login(t.app, 'operator');
    const copyTo = `/api/system/base/workOrder/copyTo/list?pageSize=100`;
    const before = (await rows(operator.access_token, copyTo)).map((r) => r.taskId);
    expect(before).not.toContain(row.taskId);
    const userId = (await getAs(t.app, operator.access_token, '/api/system/user/getInfo')).json().user
      .userId as number;
    await db.query('INSERT INTO wo_task_copy_to (task_id, user_id) VALUES ($1, $2)', [row.taskId, userId]);
    expect((await rows(operator.access_token, copyTo)).map((r) => r.taskId)).toContain(row.taskId);
  });

  it('keeps its pages when a user changes what the lists do not show', async () => {
    await rows();
    orderReads = 0;
    await db.query("UPDATE sys_user SET email = 'kept@example.com' WHERE user_name = 'admin'");
    await rows();
    expect(orderReads).toBe(0);
  });

  it('names every table it reads in ROW_TABLES, each with its trigger', async () => {
    const { rows: triggers } = await db.query<{ table: string }>(
      `SELECT DISTINCT event_object_table AS table FROM information_schema.triggers
        WHERE action_statement LIKE '%woms_rows_notify%'`,
    );
    expect(triggers.map((r) => r.table).sort()).toEqual([...ROW_TABLES].sort());
  });
});
