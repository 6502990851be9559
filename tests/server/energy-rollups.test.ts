/**
 * The energy roll-ups above energy_daily (docs/energy.md, migrations 044 and 048): the overview's and the report's queries on
 * them answer exactly what the former queries over energy_daily answered (kept here as the reference SQL), on the
 * demo data for all factories and one, and still after the hourly catch-up has appended readings (into days already
 * rolled up and into new ones), after a meter moved to another factory and after a meter was deleted (the report
 * also in pages); and the migration's fill from energy_daily gives the roll-ups the writers keep.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENERGY_KINDS, type EnergyKind } from '../../contract/energy/schemas';
import type { Db } from '../../server/src/db/client';
import { catchUp } from '../../server/src/modules/energy/catch-up';
import { firstOfMonth } from '../../server/src/modules/energy/periods';
import { ReportRepository, type ReportMeterRow } from '../../server/src/modules/energy/report-repository';
import { EnergyRepository } from '../../server/src/modules/energy/repository';
import { addDays, chinaDay, shiftMonths } from '../../server/src/shared/china-time';
import { scopeCondition, type FactoryScope } from '../../server/src/shared/factory-scope';
import { newestReading } from './helpers/energy';
import { openSeededDb, testClock } from './helpers/test-app';

const HOUR = 3_600_000;
const ENERGY_IN = `(${ENERGY_KINDS.map((k) => `'${k}'`).join(', ')})`;
const KIND_ORDER = `array_position(ARRAY[${ENERGY_KINDS.map((k) => `'${k}'`).join(', ')}]::varchar[], k.kind)`;

/** The former queries over energy_daily: the reference the roll-ups must match. */
class ReferenceSql {
  constructor(private readonly db: Db) {}

  async dayTotals(scope: FactoryScope, from: string, until: string) {
    const params: unknown[] = [from, until];
    const { rows } = await this.db.query(
      `SELECT factory_id AS "factoryId", kind, day::text AS day, sum(usage)::float8 AS usage
         FROM energy_daily
        WHERE day >= $1::date AND day < $2::date AND ${scopeCondition(scope, 'factory_id', params)}
        GROUP BY factory_id, kind, day`,
      params,
    );
    return rows;
  }

  async meterTotals(scope: FactoryScope, kind: EnergyKind, from: string, until: string) {
    const params: unknown[] = [from, until, kind];
    const { rows } = await this.db.query(
      `SELECT meter_id AS "meterId", factory_id AS "factoryId", kind, sum(usage)::float8 AS usage
         FROM energy_daily
        WHERE day >= $1::date AND day < $2::date AND kind = $3
          AND ${scopeCondition(scope, 'factory_id', params)}
        GROUP BY meter_id, factory_id, kind`,
      params,
    );
    return rows;
  }

  async report(
    scope: FactoryScope,
    span: { from: string; to: string; unit: 'day' | 'month' | 'year' },
    kind: EnergyKind | undefined,
  ): Promise<ReportMeterRow[]> {
    const params: unknown[] = [span.from, span.to, kind ?? null];
    const inScope = (column: string): string => scopeCondition(scope, column, params);
    const period = span.unit === 'day' ? 'day' : `date_trunc('${span.unit}', day::timestamp)::date`;
    const { rows } = await this.db.query<{ report: string | null }>(
      `WITH sums AS (
         SELECT meter_id, factory_id, kind, ${period}::text AS period, round(sum(usage), 3) AS usage
           FROM energy_daily
          WHERE day BETWEEN $1::date AND $2::date AND ($3::varchar IS NULL OR kind = $3)
            AND ${inScope('factory_id')}
          GROUP BY meter_id, factory_id, kind, ${period}
       ),
       meters AS (
         SELECT meter_id, factory_id, kind FROM sums
         UNION
         SELECT meter_id, factory_id, kind FROM alarm_meter
          WHERE kind IN ${ENERGY_IN} AND ($3::varchar IS NULL OR kind = $3) AND ${inScope('factory_id')}
       ),
       rows AS (
         SELECT k.meter_id AS "meterId", k.factory_id AS "factoryId", f.name AS "factoryName", m.code, m.name,
                k.kind, COALESCE(json_object_agg(s.period, s.usage) FILTER (WHERE s.period IS NOT NULL), '{}')
                  AS usage,
                f.order_num, ${KIND_ORDER} AS kind_order
           FROM meters k
           JOIN alarm_meter m ON m.meter_id = k.meter_id
           JOIN sys_area f ON f.id = k.factory_id
           LEFT JOIN sums s ON s.meter_id = k.meter_id AND s.factory_id = k.factory_id AND s.kind = k.kind
          GROUP BY k.meter_id, k.factory_id, k.kind, f.name, f.order_num, m.code, m.name
       )
       SELECT json_agg(json_build_object('meterId', "meterId", 'factoryId', "factoryId", 'factoryName', "factoryName",
                                         'code', code, 'name', name, 'kind', kind, 'usage', usage)
                       ORDER BY order_num, "factoryId", kind_order, code, "meterId")::text AS report
         FROM rows`,
      params,
    );
    return JSON.parse(rows[0]?.report ?? '[]') as ReportMeterRow[];
  }
}

let db: Db;
let repo: EnergyRepository;
let reportRepo: ReportRepository;
let reference: ReferenceSql;

beforeAll(async () => {
  db = await openSeededDb();
  repo = new EnergyRepository(db);
  reportRepo = new ReportRepository(db);
  reference = new ReferenceSql(db);
});
afterAll(async () => {
  await db.close();
});

/** Rows in one order, whatever order the database answered in. */
const sorted = <T>(rows: T[]): T[] =>
  [...rows].sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1));

/** Each roll-up against the same sums over energy_daily, exact (numeric texts); answers the differing rows. */
async function rollUpDrift(): Promise<{ days: unknown[]; months: unknown[]; factoryMonths: unknown[] }> {
  const days = await db.query(
    `SELECT * FROM (SELECT factory_id, kind, day, sum(usage) AS usage FROM energy_daily GROUP BY 1, 2, 3) d
       FULL JOIN energy_factory_daily f USING (factory_id, kind, day)
      WHERE d.usage IS DISTINCT FROM f.usage AND NOT (d.usage IS NULL AND f.usage = 0)`,
  );
  const months = await db.query(
    `SELECT * FROM (SELECT meter_id, factory_id, kind, date_trunc('month', day::timestamp)::date AS month,
                           sum(usage) AS usage, count(*)::int AS days
                      FROM energy_daily GROUP BY 1, 2, 3, 4) d
       FULL JOIN energy_meter_monthly m USING (meter_id, factory_id, kind, month)
      WHERE d.usage IS DISTINCT FROM m.usage OR d.days IS DISTINCT FROM m.days`,
  );
  const factoryMonths = await db.query(
    `SELECT * FROM (SELECT factory_id, kind, date_trunc('month', day::timestamp)::date AS month, sum(usage) AS usage
                      FROM energy_daily GROUP BY 1, 2, 3) d
       FULL JOIN energy_factory_monthly f USING (factory_id, kind, month)
      WHERE d.usage IS DISTINCT FROM f.usage AND NOT (d.usage IS NULL AND f.usage = 0)`,
  );
  return { days: days.rows, months: months.rows, factoryMonths: factoryMonths.rows };
}

/** The overview's, the report's and a few other ranges, new against reference, for all factories and factory 11. */
async function expectSameAnswers(): Promise<void> {
  const today = chinaDay(await newestReading(db));
  const monthStart = firstOfMonth(today);
  const lastMonthStart = firstOfMonth(shiftMonths(today, -1));
  const since = addDays(today, -30) < lastMonthStart ? addDays(today, -30) : lastMonthStart;
  const yearAgo = shiftMonths(today, -12);
  for (const scope of ['all', [11]] as FactoryScope[]) {
    expect(sorted(await repo.dayTotals(scope, since, today))).toEqual(
      sorted(await reference.dayTotals(scope, since, today)),
    );
    const ranges: [string, string][] = [
      [monthStart, today],
      [addDays(lastMonthStart, 2), addDays(lastMonthStart, 19)],
      [addDays(today, -45), addDays(today, 1)],
      [today, today],
    ];
    for (const kind of ENERGY_KINDS) {
      for (const [from, until] of ranges) {
        const got = await repo.meterTotals(scope, kind, from, until);
        expect(sorted(got)).toEqual(sorted(await reference.meterTotals(scope, kind, from, until)));
      }
    }
    const spans = [
      { from: firstOfMonth(yearAgo), to: addDays(shiftMonths(monthStart, 1), -1), unit: 'month' as const },
      { from: monthStart, to: today, unit: 'day' as const },
      { from: `${yearAgo.slice(0, 4)}-01-01`, to: `${today.slice(0, 4)}-12-31`, unit: 'year' as const },
    ];
    for (const span of spans) {
      for (const kind of [undefined, 'water' as const]) {
        const { rows: got } = await reportRepo.page(scope, span, kind);
        expect(got.length).toBeGreaterThan(0);
        expect(got).toEqual(await reference.report(scope, span, kind));
        // Its pages, chosen before the usage is read, put together (a moved meter's two rows included).
        const pages = [];
        for (let offset = 0; offset < got.length; offset += 37)
          pages.push(...(await reportRepo.page(scope, span, kind, { limit: 37, offset })).rows);
        expect(pages).toEqual(got);
      }
    }
  }
}

describe('energy roll-ups', () => {
  it('answer exactly what the sums over energy_daily answered, on the demo data', async () => {
    expect(await rollUpDrift()).toEqual({ days: [], months: [], factoryMonths: [] });
    await expectSameAnswers();
  });

  it('stay exact after the catch-up appends readings, a meter moves to another factory and one is deleted', async () => {
    const newest = await newestReading(db);
    // An hourly electricity meter of factory 11 moves to factory 12 mid-day: its day stays with factory 11.
    const { rows } = await db.query<{ id: number }>(
      `SELECT m.meter_id AS id FROM alarm_meter m JOIN energy_demo_profile p ON p.meter_id = m.meter_id
        WHERE m.factory_id = 11 AND m.kind = 'electricity' AND p.hourly AND m.online
        ORDER BY m.meter_id LIMIT 2`,
    );
    const [moved, deleted] = rows.map((r) => r.id);
    await db.query('UPDATE alarm_meter SET factory_id = 12 WHERE meter_id = $1', [moved]);
    // Across midnight: into the day already rolled up and into the next.
    expect(await catchUp(db, testClock(newest + 30 * HOUR + 600_000))).toBeGreaterThan(0);
    const after = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM energy_daily WHERE meter_id = $1 AND factory_id = 12`,
      [moved],
    );
    expect(after.rows[0]!.n).toBeGreaterThan(0);
    await db.query('DELETE FROM alarm_meter WHERE meter_id = $1', [deleted]);
    expect(await rollUpDrift()).toEqual({ days: [], months: [], factoryMonths: [] });
    await expectSameAnswers();
  });

  it('are filled by migrations 044 and 048 from energy_daily as the writers keep them', async () => {
    const kept = await db.query(
      'SELECT * FROM energy_meter_monthly ORDER BY meter_id, month, factory_id, kind',
    );
    // The meter moved in the test before is the one whose usage lies under another factory.
    const moved = await db.query('SELECT meter_id FROM energy_meter_moved ORDER BY meter_id');
    expect(moved.rows).toHaveLength(1);
    await db.exec(
      'DROP TABLE energy_factory_daily, energy_meter_monthly, energy_factory_monthly, energy_meter_moved; ' +
        'DROP FUNCTION energy_daily_deleted CASCADE; DROP FUNCTION alarm_meter_moved CASCADE',
    );
    await db.exec(readFileSync('server/src/db/migrations/044-energy-rollups.sql', 'utf8'));
    await db.exec(readFileSync('server/src/db/migrations/048-energy-factory-monthly.sql', 'utf8'));
    expect(await rollUpDrift()).toEqual({ days: [], months: [], factoryMonths: [] });
    expect(
      (await db.query('SELECT * FROM energy_meter_monthly ORDER BY meter_id, month, factory_id, kind')).rows,
    ).toEqual(kept.rows);
    expect((await db.query('SELECT meter_id FROM energy_meter_moved ORDER BY meter_id')).rows).toEqual(
      moved.rows,
    );
  });
});
