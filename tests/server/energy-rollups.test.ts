/**
 * The energy roll-ups above energy_daily (docs/energy.md, migrations 044 and 048): the overview's and the report's queries on
 * them answer exactly what the former queries over energy_daily answered (kept here as the reference SQL), on the
 * demo data for all factories and one, and still after the hourly catch-up has appended readings (into days already
 * rolled up and into new ones), after a meter moved to another factory and after a meter was deleted (the report
 * also in pages); and the migration's fill from energy_daily gives the roll-ups the writers keep.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENERGY_KINDS, ENERGY_RULE, type EnergyKind } from '../../contract/energy/schemas';
import type { Db } from '../../server/src/db/client';
import { catchUp } from '../../server/src/modules/energy/catch-up';
import { EnergyOverviewService, round3 } from '../../server/src/modules/energy/overview';
import { firstOfMonth } from '../../server/src/modules/energy/periods';
import { ReportRepository, type ReportMeterRow } from '../../server/src/modules/energy/report-repository';
import { EnergyRepository } from '../../server/src/modules/energy/repository';
import { addDays, chinaDay, DAY_MS, dayStart, shiftMonths } from '../../server/src/shared/china-time';
import { scopeCondition, type FactoryScope } from '../../server/src/shared/factory-scope';
import { newestReading, TZ } from './helpers/energy';
import { openSeededDb, testClock } from './helpers/test-app';

const HOUR = 3_600_000;
const ENERGY_IN = `(${ENERGY_KINDS.map((k) => `'${k}'`).join(', ')})`;
const KIND_ORDER = `array_position(ARRAY[${ENERGY_KINDS.map((k) => `'${k}'`).join(', ')}]::varchar[], k.kind)`;

/** The former queries over energy_daily: the reference the roll-ups must match. */
class ReferenceSql {
  constructor(private readonly db: Db) {}

  /** The sums over energy_daily by `groups` (the former overview summed its rows per factory, kind and day). */
  async sums(scope: FactoryScope, from: string, until: string, groups: 'kind, day' | 'factory_id, kind') {
    const params: unknown[] = [from, until];
    const columns = groups === 'kind, day' ? 'kind, day::text AS day' : 'factory_id AS "factoryId", kind';
    const { rows } = await this.db.query(
      `SELECT ${columns}, sum(usage)::float8 AS usage
         FROM energy_daily
        WHERE day >= $1::date AND day < $2::date AND ${scopeCondition(scope, 'factory_id', params)}
        GROUP BY ${groups}`,
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

  /** The former newest reading: each energy meter's newest at or before `notAfter`, through the readings' key. */
  async newestReading(scope: FactoryScope, notAfter: Date): Promise<Date | null> {
    const params: unknown[] = [notAfter];
    const { rows } = await this.db.query<{ at: Date | null }>(
      `SELECT max(l.read_at) AS at
         FROM alarm_meter m
        CROSS JOIN LATERAL (SELECT r.read_at FROM energy_reading r
                             WHERE r.meter_id = m.meter_id AND r.read_at <= $1
                             ORDER BY r.read_at DESC LIMIT 1) l
        WHERE m.kind IN ${ENERGY_IN} AND ${scopeCondition(scope, 'm.factory_id', params)}`,
      params,
    );
    return rows[0]?.at ?? null;
  }

  /** The former hours of a day: usage per energy meter read after `after` up to `upto`, from the readings. */
  async partial(scope: FactoryScope, after: Date, upto: Date) {
    const params: unknown[] = [after, upto];
    const { rows } = await this.db.query<{
      meterId: number;
      factoryId: number;
      kind: EnergyKind;
      usage: number;
    }>(
      `SELECT m.meter_id AS "meterId", m.factory_id AS "factoryId", m.kind, sum(r.usage)::float8 AS usage
         FROM alarm_meter m
         JOIN energy_reading r ON r.meter_id = m.meter_id AND r.read_at > $1 AND r.read_at <= $2
        WHERE m.kind IN ${ENERGY_IN} AND ${scopeCondition(scope, 'm.factory_id', params)}
        GROUP BY m.meter_id, m.factory_id, m.kind`,
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
/** the seed's newest reading */
let seedNewest: number;

beforeAll(async () => {
  db = await openSeededDb();
  repo = new EnergyRepository(db);
  reportRepo = new ReportRepository(db);
  reference = new ReferenceSql(db);
  seedNewest = await newestReading(db);
});
afterAll(async () => {
  await db.close();
});

/** Rows in one order, whatever order the database answered in. */
const sorted = <T>(rows: T[]): T[] =>
  [...rows].sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1));

/** Each roll-up against the same sums over energy_daily, exact (numeric texts); answers the differing rows. */
async function rollUpDrift(): Promise<{
  days: unknown[];
  months: unknown[];
  hours: unknown[];
  factoryMonths: unknown[];
}> {
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
  // Each reading with usage under the factory and kind of its day's row (the day it closes: 00:00 closes the day before),
  // over the last days of the seed and what the catch-up adds after them: the seed and the catch-up write the hours
  // with one statement part (generator.ts), and matching all 90 days read for half a minute on a loaded machine.
  const hours = await db.query(
    `SELECT * FROM (SELECT d.factory_id, d.kind, r.read_at, sum(r.usage) AS usage, count(*)::int AS readings
                      FROM energy_reading r
                      JOIN energy_daily d ON d.meter_id = r.meter_id
                       AND d.day = ((r.read_at - interval '1 hour') AT TIME ZONE '${TZ}')::date
                     WHERE r.usage IS NOT NULL AND r.read_at > $1 GROUP BY 1, 2, 3) x
       FULL JOIN (SELECT * FROM energy_factory_hourly WHERE read_at > $1) h USING (factory_id, kind, read_at)
      WHERE x.usage IS DISTINCT FROM h.usage OR x.readings IS DISTINCT FROM h.readings`,
    [new Date(seedNewest - 3 * DAY_MS)],
  );
  const factoryMonths = await db.query(
    `SELECT * FROM (SELECT factory_id, kind, date_trunc('month', day::timestamp)::date AS month, sum(usage) AS usage
                      FROM energy_daily GROUP BY 1, 2, 3) d
       FULL JOIN energy_factory_monthly f USING (factory_id, kind, month)
      WHERE d.usage IS DISTINCT FROM f.usage AND NOT (d.usage IS NULL AND f.usage = 0)`,
  );
  return { days: days.rows, months: months.rows, hours: hours.rows, factoryMonths: factoryMonths.rows };
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
      sorted(await reference.sums(scope, since, today, 'kind, day')),
    );
    expect(sorted(await repo.factoryTotals(scope, since, today))).toEqual(
      sorted(await reference.sums(scope, since, today, 'factory_id, kind')),
    );
    expect(sorted(await repo.monthTotals(scope, monthStart))).toEqual(
      sorted(await reference.sums(scope, monthStart, shiftMonths(monthStart, 1), 'factory_id, kind')),
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

// Sums over all the demo's readings on the embedded database: a minute each on a loaded machine.
describe('energy roll-ups', { timeout: 60_000 }, () => {
  it('answer exactly what the sums over energy_daily answered, on the demo data', async () => {
    expect(await rollUpDrift()).toEqual({ days: [], months: [], hours: [], factoryMonths: [] });
    await expectSameAnswers();
  });

  it("answer the overview's newest hour, hours and largest meters as the readings did, also before the newest hour", async () => {
    const newest = await newestReading(db);
    const overview = new EnergyOverviewService(db);
    /** The reference's meters summed per factory and kind, as the hourly roll-up answers. */
    const perFactory = (rows: { factoryId: number; kind: EnergyKind; usage: number }[]) => {
      const sums = new Map<string, { factoryId: number; kind: EnergyKind; usage: number }>();
      for (const r of rows) {
        const key = `${r.factoryId}/${r.kind}`;
        const at = sums.get(key) ?? { factoryId: r.factoryId, kind: r.kind, usage: 0 };
        sums.set(key, { ...at, usage: at.usage + r.usage });
      }
      return sorted([...sums.values()].map((r) => ({ ...r, usage: round3(r.usage) })));
    };
    const rounded = <T extends { usage: number }>(rows: T[]) =>
      sorted(rows.map((r) => ({ ...r, usage: round3(r.usage) })));
    for (const scope of ['all', [11]] as FactoryScope[]) {
      // the newest hour; five hours before it (today's later hours are in the day's rows); the day before
      for (const asOf of [newest, newest - 5 * HOUR, newest - 30 * HOUR]) {
        const notAfter = new Date(asOf + HOUR / 2);
        expect(await repo.newestReading(scope, notAfter)).toEqual(
          await reference.newestReading(scope, notAfter),
        );
        const from = dayStart(chinaDay(asOf));
        const spans: [number, number][] = [
          [from, asOf],
          [from - DAY_MS, asOf - DAY_MS],
          [from - 31 * DAY_MS, from - 31 * DAY_MS + 7 * HOUR],
        ];
        for (const [after, upto] of spans) {
          expect(rounded(await repo.hours(scope, new Date(after), new Date(upto)))).toEqual(
            perFactory(await reference.partial(scope, new Date(after), new Date(upto))),
          );
        }
        // The former largest meters: the month's whole days before today and today's hours, meter by meter.
        const today = chinaDay(asOf);
        const usage = new Map<number, number>();
        const month = await reference.meterTotals(scope, 'electricity', firstOfMonth(today), today);
        const hours = (await reference.partial(scope, new Date(from), new Date(asOf))).filter(
          (r) => r.kind === 'electricity',
        );
        for (const r of [...month, ...hours] as { meterId: number; usage: number }[])
          usage.set(r.meterId, (usage.get(r.meterId) ?? 0) + r.usage);
        const expected = [...usage.entries()]
          .sort(([a, x], [b, y]) => y - x || a - b)
          .slice(0, ENERGY_RULE.TOP_METERS)
          .map(([meterId, total]) => [meterId, round3(total)]);
        expect(expected.length).toBeGreaterThan(0);
        const got = await overview.overview(scope, asOf + 600_000);
        expect(got.top.map((t) => [t.meterId, t.usage])).toEqual(expected);
      }
    }
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
    expect(await rollUpDrift()).toEqual({ days: [], months: [], hours: [], factoryMonths: [] });
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
    expect(await rollUpDrift()).toEqual({ days: [], months: [], hours: [], factoryMonths: [] });
    expect(
      (await db.query('SELECT * FROM energy_meter_monthly ORDER BY meter_id, month, factory_id, kind')).rows,
    ).toEqual(kept.rows);
    expect((await db.query('SELECT meter_id FROM energy_meter_moved ORDER BY meter_id')).rows).toEqual(
      moved.rows,
    );
  });

  it('are filled by migration 047 from the readings as the writers keep the hours', async () => {
    const kept = await db.query('SELECT * FROM energy_factory_hourly ORDER BY factory_id, kind, read_at');
    expect(kept.rows.length).toBeGreaterThan(0);
    await db.exec('DROP TABLE energy_factory_hourly; DROP FUNCTION energy_meter_deleting CASCADE');
    await db.exec(readFileSync('server/src/db/migrations/047-energy-factory-hourly.sql', 'utf8'));
    expect(
      (await db.query('SELECT * FROM energy_factory_hourly ORDER BY factory_id, kind, read_at')).rows,
    ).toEqual(kept.rows);
  });
});
