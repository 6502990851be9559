/**
 * The reading query (docs/architecture.md §3 "Energy"): the readings of up to ENERGY_RULE.MAX_READING_METERS meters
 * of the caller's factories over at most ENERGY_RULE.MAX_READING_DAYS days, as chart lines or a paged table. A range
 * reversed or too long, or a meter missing or outside the caller's factories (the same answer for both), is 400
 * naming the field before anything is read.
 */
import {
  ENERGY_MSG,
  ENERGY_RULE,
  METER_UNIT,
  type ReadingRow,
  type ReadingSeries,
} from '../../../../contract/energy/schemas';
import type { MeterKind } from '../../../../contract/asset-meter/schemas';
import type { Db } from '../../db/client';
import { badInput } from '../../errors';
import type { FactoryScope } from '../../shared/factory-scope';
import type { PageWindow } from '../../shared/paging';
import { DAY_MS, isoChina } from '../../shared/china-time';
import { ReadingRepository, type MeterRef } from './reading-repository';

const FIELD = 'querystring';

export interface ReadingQuery {
  meterIds: number[];
  start: string;
  end: string;
}

const unitOf = (kind: string): string => METER_UNIT[kind as MeterKind] ?? '';

export class ReadingService {
  private readonly repo: ReadingRepository;

  constructor(db: Db) {
    this.repo = new ReadingRepository(db);
  }

  /** The range as instants, or 400 naming `start`/`end`. */
  private static range(query: ReadingQuery): { start: Date; end: Date } {
    const start = Date.parse(query.start);
    const end = Date.parse(query.end);
    if (Number.isNaN(start)) throw badInput(`${FIELD}/start`, 'must match format "date-time"');
    if (Number.isNaN(end)) throw badInput(`${FIELD}/end`, 'must match format "date-time"');
    if (end < start) throw badInput(`${FIELD}/end`, ENERGY_MSG.RANGE_REVERSED);
    if (end - start > ENERGY_RULE.MAX_READING_DAYS * DAY_MS)
      throw badInput(`${FIELD}/end`, ENERGY_MSG.RANGE_TOO_LONG);
    return { start: new Date(start), end: new Date(end) };
  }

  /** The meters asked for, once each in the order asked, or 400 naming `meterIds` when one is not the caller's. */
  private async meters(query: ReadingQuery, scope: FactoryScope): Promise<MeterRef[]> {
    const ids = [...new Set(query.meterIds)];
    const found = new Map((await this.repo.metersInScope(ids, scope)).map((m) => [m.meterId, m]));
    if (found.size < ids.length) throw badInput(`${FIELD}/meterIds`, ENERGY_MSG.METER_NOT_FOUND);
    return ids.map((id) => found.get(id)!);
  }

  async series(query: ReadingQuery, scope: FactoryScope): Promise<ReadingSeries[]> {
    const { start, end } = ReadingService.range(query);
    const meters = await this.meters(query, scope);
    const points = await this.repo.series(
      meters.map((m) => m.meterId),
      start,
      end,
    );
    return meters.map((m) => ({ ...m, unit: unitOf(m.kind), points: points.get(m.meterId) ?? [] }));
  }

  async page(
    query: ReadingQuery,
    scope: FactoryScope,
    window: PageWindow,
  ): Promise<{ rows: ReadingRow[]; total: number }> {
    const { start, end } = ReadingService.range(query);
    const meters = new Map((await this.meters(query, scope)).map((m) => [m.meterId, m]));
    const { rows, total } = await this.repo.page([...meters.keys()], start, end, window);
    return {
      total,
      rows: rows.map((r) => {
        const m = meters.get(r.meterId)!;
        return {
          meterId: r.meterId,
          code: m.code,
          name: m.name,
          kind: m.kind,
          unit: unitOf(m.kind),
          readAt: isoChina(r.at),
          value: r.value,
          usage: r.usage,
        };
      }),
    };
  }

  /** The factory's meters for the picker, by code. */
  async options(factoryId: number) {
    return (await this.repo.meters(factoryId)).map((m) => ({ ...m, unit: unitOf(m.kind) }));
  }
}
