/**
 * The work-order lists' query shape at a million orders (docs/work-order-lifecycle.md "Lists at a million orders"):
 * the page's ids chosen first and only then given their columns, and the device keyword matched by the devices'
 * names rather than through the joined row, answer exactly what the one-statement query answered before — every
 * page of every filter, its rows, their order and the total — on the demo data.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WO_OPEN_STATUSES, type WoKind } from '../../contract/work-order/schemas';
import type { Db } from '../../server/src/db/client';
import { DEMO_USER_ID } from '../../server/src/setup/seed/demo-data';
import { ALL_STATUSES } from '../../server/src/modules/work-order/query-filter';
import {
  orderCondition,
  WoQueryRepository,
  type OrderFilter,
} from '../../server/src/modules/work-order/query-repository';
import {
  DEVICE_NAME,
  ROW_COLUMNS,
  ROW_FROM,
  toWoRow,
  type OrderRow,
} from '../../server/src/modules/work-order/query-rows';
import { containsPattern } from '../../server/src/shared/like';
import { openSeededDb, testClock } from './helpers/test-app';

let db: Db;
const clock = testClock();
const PAGE = 4;
/** a time the demo's open orders are overdue at */
const LATER = new Date('2027-01-01T00:00:00Z');

/** The one-statement list as it was: the rows with their columns, sorted and cut, and the count beside it. */
async function before(filter: OrderFilter, limit: number, offset: number) {
  const params: unknown[] = [];
  const { deviceName, ...rest } = filter;
  let where = orderCondition(rest, params);
  if (deviceName) {
    params.push(containsPattern(deviceName));
    where += ` AND ${DEVICE_NAME} ILIKE $${params.length}`;
  }
  const counted = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM wo_task t LEFT JOIN wo_device d ON d.device_id = t.device_id WHERE ${where}`,
    params,
  );
  const { rows } = await db.query<OrderRow>(
    `SELECT ${ROW_COLUMNS} FROM ${ROW_FROM} WHERE ${where}
      ORDER BY t.report_time DESC, t.task_id DESC
      LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, limit, offset],
  );
  const now = new Date(clock.now());
  return { rows: rows.map((r) => toWoRow(r, now)), total: counted.rows[0]?.n ?? 0 };
}

const KINDS: (WoKind | undefined)[] = [undefined, 'fix', 'maint', 'inspect', 'planFix'];
const STATUS_SETS: readonly (readonly number[])[] = [WO_OPEN_STATUSES, [9], ALL_STATUSES, [1, 4]];

/** Filters over the demo's orders: every kind and status set, then each further filter on every status. */
function filters(): [string, OrderFilter][] {
  const out: [string, OrderFilter][] = [];
  for (const kind of KINDS) {
    for (const statuses of STATUS_SETS) {
      out.push([`${kind ?? 'any'} ${statuses.join(',')}`, { scope: 'all', kind, statuses }]);
      out.push([`${kind ?? 'any'} ${statuses.join(',')} in 11, 12`, { scope: [11, 12], kind, statuses }]);
    }
  }
  const every = { scope: 'all' as const, statuses: ALL_STATUSES };
  const more: [string, Partial<OrderFilter>][] = [
    ['factory 11', { factoryId: 11 }],
    ['factory 21, scope 21', { factoryId: 21, scope: [21] }],
    ['device 泵', { deviceName: '泵' }],
    ['device code-less keyword', { deviceName: '表' }],
    ['device nothing', { deviceName: 'zz-none' }],
    ['device 泵, fix, factory 11', { deviceName: '泵', kind: 'fix', factoryId: 11 }],
    ['task number', { taskNo: '0' }],
    ['mine of the operator', { mineOf: DEMO_USER_ID.operator }],
    ['my orders of the operator', { myOrdersOf: DEMO_USER_ID.operator }],
    ['my orders of the supervisor, scope 11', { myOrdersOf: DEMO_USER_ID.supervisor, scope: [11] }],
    ['overdue', { overdueAt: LATER }],
    ['overdue, fix, 11', { overdueAt: LATER, kind: 'fix', scope: [11] }],
    ['copied to the supervisor', { copiedTo: DEMO_USER_ID.supervisor }],
    ['since a month', { beginTime: '2026-02-01 00:00:00' }],
    ['a window', { beginTime: '2026-01-01 00:00:00', endTime: '2026-02-20 23:59:59' }],
  ];
  for (const [name, extra] of more) out.push([name, { ...every, ...extra }]);
  return out;
}

beforeAll(async () => {
  db = await openSeededDb();
  // The demo's orders all have a ledger device: two raised from a meter without one (migration 025), whose device
  // fields are what they were raised from, one of them at the same report time as another order (the tie task_id breaks).
  await db.query(
    `INSERT INTO wo_task (task_no, kind, status, factory_id, source_code, source_name, report_content, report_time,
                          create_time, update_time)
     VALUES ('QS-1', 'fix', 0, 11, 'YB-01', '1#电表', '数据异常', $1, $1, $1),
            ('QS-2', 'fix', 9, 12, 'YB-02', '2#电表', '数据异常', $1, $1, $1)`,
    ['2026-02-10T02:00:00Z'],
  );
});
afterAll(async () => {
  await db.close();
});

describe('the list query shape against the one-statement query', () => {
  it('the demo has orders enough to page through', async () => {
    const { total } = await before({ scope: 'all', statuses: ALL_STATUSES }, 1, 0);
    expect(total).toBeGreaterThan(4 * PAGE);
  });

  it.each(filters())('%s: every page, its rows, order and total are the same', async (_name, filter) => {
    const orders = new WoQueryRepository(db, clock);
    const first = await before(filter, PAGE, 0);
    // one page past the last too: an OFFSET beyond the rows answers none, with the total
    for (let offset = 0; offset <= first.total; offset += PAGE) {
      const now = await orders.page(filter, { limit: PAGE, offset });
      expect(now).toEqual(await before(filter, PAGE, offset));
    }
  });

  it('the filters that should find rows find some (the comparison is not of empty pages)', async () => {
    const found = await Promise.all(
      [
        { deviceName: '泵' },
        { deviceName: '表' },
        { mineOf: DEMO_USER_ID.operator },
        { overdueAt: LATER },
        { beginTime: '2026-02-01 00:00:00' },
      ].map(async (extra) => (await before({ scope: 'all', statuses: ALL_STATUSES, ...extra }, 1, 0)).total),
    );
    expect(
      found.every((n) => n > 0),
      found.join(', '),
    ).toBe(true);
  });
});
