/**
 * The energy overview (docs/architecture.md §3 "Energy"): today and this month per energy kind beside the same hours
 * of yesterday and of last month, the trend of the last days, the month's largest electricity meters and each
 * factory's kWh per m³. The figures run up to `asOf`, the last full hour that has readings (so an hour the catch-up
 * has not written yet is left out of today and of its comparison alike); whole days come from the roll-up, the hours
 * of a day not over from the readings.
 */
import {
  ENERGY_KINDS,
  ENERGY_RULE,
  METER_UNIT,
  type EnergyKind,
  type EnergyOverview,
  type EnergyTopMeter,
  type EnergyTrendDay,
} from '../../../../contract/energy/schemas';
import type { Db } from '../../db/client';
import type { FactoryScope } from '../../shared/factory-scope';
import { firstOfMonth, lastFullHour } from './periods';
import { addDays, chinaDay, dayStart, DAY_MS, HOUR_MS, isoChina, shiftMonths } from '../../shared/china-time';
import { EnergyRepository, type DayTotal, type FactoryUsage } from './repository';

/** Rounded to the stored 3 decimals (sums of floats drift in the last bits). */
export const round3 = (x: number): number => Math.round(x * 1000) / 1000;

const sum = <T>(rows: readonly T[], pick: (row: T) => number): number =>
  rows.reduce((total, row) => total + pick(row), 0);

/** The moments and days the overview compares. */
interface Frame {
  asOf: number;
  today: string;
  /** hours of today up to asOf */
  hours: number;
  monthStart: string;
  /** the same day last month (the month's last day when it is shorter) and that month's first day */
  lastMonthDay: string;
  lastMonthStart: string;
  trendStart: string;
}

/**
 * The complete hours of its China day that the figures up to `asOf` cover: 0 in the first hour of a day, when today
 * has no figure yet and its comparisons none either (docs/architecture.md §3 "Energy", "The first hour of a day").
 */
export const todayHours = (asOf: number): number => Math.round((asOf - dayStart(chinaDay(asOf))) / HOUR_MS);

function frameAt(asOf: number): Frame {
  const today = chinaDay(asOf);
  const lastMonthDay = shiftMonths(today, -1);
  return {
    asOf,
    today,
    hours: todayHours(asOf),
    monthStart: firstOfMonth(today),
    lastMonthDay,
    lastMonthStart: firstOfMonth(lastMonthDay),
    // Whole days only, ending yesterday: today so far is in the kind figures, and a half day would read as a drop.
    trendStart: addDays(today, -ENERGY_RULE.TREND_DAYS),
  };
}

/** Today from 00:00 up to `asOf` and yesterday's same hours, per factory and energy kind. */
export interface TodayUsage {
  /** the last full hour with readings in the scope (at most the clock's last full hour) */
  asOf: number;
  /** whether the scope has readings after asOf (only when the clock is behind the data) */
  readsAfter: boolean;
  today: FactoryUsage[];
  yesterday: FactoryUsage[];
}

/** Usage of one kind among the rows. */
export const usageOf = (rows: readonly { kind: EnergyKind; usage: number }[], kind: EnergyKind): number =>
  sum(
    rows.filter((r) => r.kind === kind),
    (r) => r.usage,
  );

/** The trend of the TREND_DAYS whole days from `trendStart` (the roll-up's days), oldest first. */
export function trendOf(days: readonly DayTotal[], trendStart: string): EnergyTrendDay[] {
  const usage = new Map(days.map((d) => [`${d.day}/${d.kind}`, d.usage]));
  return Array.from({ length: ENERGY_RULE.TREND_DAYS }, (_, i) => {
    const day = addDays(trendStart, i);
    const of = (kind: EnergyKind) => round3(usage.get(`${day}/${kind}`) ?? 0);
    return { day, electricity: of('electricity'), water: of('water'), gas: of('gas') };
  });
}

export class EnergyOverviewService {
  private readonly repo: EnergyRepository;

  constructor(db: Db) {
    this.repo = new EnergyRepository(db);
  }

  /**
   * Today up to `asOf`, the last full hour with readings in the scope, beside yesterday's same hours (the overview's
   * first comparison; the big screens' energy of today, docs/architecture.md §3 "Big screens and the process page").
   */
  async todayUsage(scope: FactoryScope, nowMs: number): Promise<TodayUsage> {
    const clockHour = lastFullHour(nowMs);
    const newest = await this.repo.newestReading(scope, new Date(clockHour));
    const asOf = newest ? newest.getTime() : clockHour;
    const day = chinaDay(asOf);
    const from = dayStart(day);
    // Today's rows hold today up to asOf unless a reading came after it (the clock behind the data): then its hours.
    const readsAfter = await this.repo.readsAfter(scope, new Date(asOf));
    const today = readsAfter
      ? await this.repo.hours(scope, new Date(from), new Date(asOf))
      : await this.repo.factoryTotals(scope, day, addDays(day, 1));
    const yesterday = await this.repo.hours(scope, new Date(from - DAY_MS), new Date(asOf - DAY_MS));
    return { asOf, readsAfter, today, yesterday };
  }

  /** The last TREND_DAYS whole days before the day of `asOf`, oldest first (the overview's trend). */
  async trend(scope: FactoryScope, asOf: number): Promise<EnergyTrendDay[]> {
    const f = frameAt(asOf);
    return trendOf(await this.repo.dayTotals(scope, f.trendStart, f.today), f.trendStart);
  }

  async overview(scope: FactoryScope, nowMs: number): Promise<EnergyOverview> {
    const { asOf, readsAfter, today, yesterday } = await this.todayUsage(scope, nowMs);
    const f = frameAt(asOf);
    // The days the trend and last month need: last month is its month's rows less its days from the same day on
    // (about 30 days of rows, not up to 62: last month's first days are not read one by one).
    const since = f.trendStart < f.lastMonthDay ? f.trendStart : f.lastMonthDay;
    const days = await this.repo.dayTotals(scope, since, f.today);
    const lastMonthWhole = await this.repo.monthTotals(scope, f.lastMonthStart);
    const lastMonthFrom = dayStart(f.lastMonthDay);
    const lastMonth = await this.repo.hours(
      scope,
      new Date(lastMonthFrom),
      new Date(lastMonthFrom + f.hours * HOUR_MS),
    );

    // This month per factory and kind to asOf: its rows, or its whole days and today's hours.
    const month = readsAfter
      ? [...(await this.repo.factoryTotals(scope, f.monthStart, f.today)), ...today]
      : await this.repo.monthTotals(scope, f.monthStart);
    const inDays = (kind: EnergyKind, from: string, until: string) =>
      usageOf(
        days.filter((d) => d.day >= from && d.day < until),
        kind,
      );
    return {
      asOf: isoChina(f.asOf),
      todayHours: f.hours,
      kinds: ENERGY_KINDS.map((kind) => ({
        kind,
        unit: METER_UNIT[kind],
        today: round3(usageOf(today, kind)),
        yesterday: round3(usageOf(yesterday, kind)),
        month: round3(usageOf(month, kind)),
        lastMonth: round3(
          usageOf(lastMonthWhole, kind) -
            inDays(kind, f.lastMonthDay, f.monthStart) +
            usageOf(lastMonth, kind),
        ),
      })),
      trend: trendOf(days, f.trendStart),
      top: await this.top(scope, f, readsAfter),
      intensity: await this.intensity(scope, month),
    };
  }

  /**
   * This month's largest electricity meters up to `asOf`: the month's rows, which hold it whole unless a reading came
   * after `asOf`; then the days of the month including today, less what today's rows hold after `asOf`.
   */
  private async top(scope: FactoryScope, f: Frame, readsAfter: boolean): Promise<EnergyTopMeter[]> {
    const largest = readsAfter
      ? await this.largestUpTo(scope, f)
      : (await this.repo.largestInMonth(scope, 'electricity', f.monthStart, ENERGY_RULE.TOP_METERS)).map(
          (r): [number, number] => [r.meterId, r.usage],
        );
    const names = new Map((await this.repo.meterNames(largest.map(([id]) => id))).map((m) => [m.meterId, m]));
    return largest.flatMap(([meterId, total]) => {
      const m = names.get(meterId);
      return m
        ? [
            {
              meterId,
              code: m.code,
              name: m.name,
              factoryName: m.factoryName,
              kind: 'electricity' as const,
              unit: METER_UNIT.electricity,
              usage: round3(total),
            },
          ]
        : [];
    });
  }

  /** The largest meters, [meterId, usage], when readings came after `asOf`: meter by meter. */
  private async largestUpTo(scope: FactoryScope, f: Frame): Promise<[number, number][]> {
    const tomorrow = addDays(f.today, 1);
    const usage = new Map<number, number>();
    const add = (rows: readonly { meterId: number; usage: number }[], sign: 1 | -1) => {
      for (const r of rows) usage.set(r.meterId, (usage.get(r.meterId) ?? 0) + sign * r.usage);
    };
    add(await this.repo.meterTotals(scope, 'electricity', f.monthStart, tomorrow), 1);
    add(
      await this.repo.dayAfter(scope, 'electricity', f.today, new Date(f.asOf), new Date(dayStart(tomorrow))),
      -1,
    );
    return [...usage.entries()].sort(([a, x], [b, y]) => y - x || a - b).slice(0, ENERGY_RULE.TOP_METERS);
  }

  /** Each factory of the scope: this month's electricity and water (`month`, per factory and kind) and kWh per m³. */
  private async intensity(scope: FactoryScope, month: FactoryUsage[]) {
    const usage = new Map<string, number>();
    for (const r of month) {
      const key = `${r.factoryId}/${r.kind}`;
      usage.set(key, (usage.get(key) ?? 0) + r.usage);
    }
    return (await this.repo.factories(scope)).map(({ factoryId, factoryName }) => {
      const month = (kind: EnergyKind) => usage.get(`${factoryId}/${kind}`) ?? 0;
      const electricity = month('electricity');
      const water = month('water');
      return {
        factoryId,
        factoryName,
        electricity: round3(electricity),
        water: round3(water),
        kwhPerM3: water > 0 ? round3(electricity / water) : null,
      };
    });
  }
}
