/**
 * SQL of the meter ledger (docs/architecture.md §3 "Asset ledger"): the paged list of a factory's meters
 * (alarm_meter) with their collector, device and active alarms, the form's collectors, and the writes.
 */
import type { MeterKind, MeterOptions, MeterRow } from '../../../../contract/asset-meter/schemas';
import type { Db } from '../../db/client';
import { scopeCondition, type FactoryScope } from '../../shared/factory-scope';
import { containsPattern } from '../../shared/like';
import type { PageWindow } from '../../shared/paging';
import { shownIso } from '../../shared/china-time';
import { ledgerPage } from './ledger';

export interface MeterFields {
  factoryId: number;
  code: string;
  name: string;
  kind: MeterKind;
  instrumentAddr: string;
  energyAddr: string;
  collectorId: number;
  deviceId: number | null;
}

export interface MeterFilter {
  factoryId: number;
  keyword?: string;
  kind?: MeterKind;
  online?: boolean;
}

/**
 * One MeterRow per meter `m`, its active alarms counted in the same statement (no query per row). A device
 * deleted since still shows its name (the device delete detaches its meters, so this is rare).
 */
const ROW_SELECT = `SELECT m.meter_id AS "meterId", m.factory_id AS "factoryId", m.code, m.name, m.kind,
       m.instrument_addr AS "instrumentAddr", m.energy_addr AS "energyAddr",
       m.collector_id AS "collectorId", c.name AS "collectorName",
       m.device_id AS "deviceId", COALESCE(d.device_name, '') AS "deviceName",
       m.online, m.last_value::float8 AS "lastValue", ${shownIso('m.last_read_at')} AS "lastReadAt",
       (SELECT count(*)::int FROM alarm_record r WHERE r.meter_id = m.meter_id AND r.released_at IS NULL)
         AS "activeAlarms", m.version
  FROM alarm_meter m
  JOIN alarm_collector c ON c.collector_id = m.collector_id
  LEFT JOIN wo_device d ON d.device_id = m.device_id`;

function whereOf(filter: MeterFilter, params: unknown[]): string {
  const add = (value: unknown): string => `$${params.push(value)}`;
  const conds = [`m.factory_id = ${add(filter.factoryId)}`];
  if (filter.keyword) {
    const like = add(containsPattern(filter.keyword));
    conds.push(`(m.code ILIKE ${like} OR m.name ILIKE ${like} OR m.instrument_addr ILIKE ${like})`);
  }
  if (filter.kind !== undefined) conds.push(`m.kind = ${add(filter.kind)}`);
  if (filter.online !== undefined) conds.push(`m.online = ${add(filter.online)}`);
  return conds.join(' AND ');
}

const fieldValues = (f: MeterFields): unknown[] => [
  f.factoryId,
  f.code,
  f.name,
  f.kind,
  f.instrumentAddr,
  f.energyAddr,
  f.collectorId,
  f.deviceId,
];

export class MeterRepository {
  constructor(private readonly db: Db) {}

  /** One page of the factory's meters, by code. */
  page(filter: MeterFilter, window: PageWindow): Promise<{ rows: MeterRow[]; total: number }> {
    const params: unknown[] = [];
    const where = whereOf(filter, params);
    const orderBy = 'm.code, m.meter_id';
    return ledgerPage(
      this.db,
      { from: 'alarm_meter m', rowSelect: ROW_SELECT, where, orderBy, params },
      window,
    );
  }

  /** One meter as the list shows it (the stored record of a stale edit, docs/concurrency.md). */
  async find(meterId: number): Promise<MeterRow | null> {
    const { rows } = await this.db.query<MeterRow>(`${ROW_SELECT} WHERE m.meter_id = $1`, [meterId]);
    return rows[0] ?? null;
  }

  /** The factory's collectors, by code: what a meter may read through. */
  async collectors(factoryId: number): Promise<MeterOptions['collectors']> {
    const { rows } = await this.db.query<MeterOptions['collectors'][number]>(
      `SELECT collector_id AS "collectorId", code, name FROM alarm_collector
        WHERE factory_id = $1 ORDER BY code, collector_id`,
      [factoryId],
    );
    return rows;
  }

  /** Whether the meter lies in the scope; locks it for update until the transaction ends (edit, delete). */
  async lockInScope(meterId: number, scope: FactoryScope): Promise<boolean> {
    const params: unknown[] = [meterId];
    const { rows } = await this.db.query(
      `SELECT 1 FROM alarm_meter
        WHERE meter_id = $1 AND ${scopeCondition(scope, 'factory_id', params)} FOR UPDATE`,
      params,
    );
    return rows.length > 0;
  }

  async collectorInFactory(collectorId: number, factoryId: number): Promise<boolean> {
    const { rows } = await this.db.query(
      'SELECT 1 FROM alarm_collector WHERE collector_id = $1 AND factory_id = $2',
      [collectorId, factoryId],
    );
    return rows.length > 0;
  }

  /**
   * Whether the device is of the factory and not deleted; share-locked until the transaction ends, so that a
   * device delete (which locks it for update, then detaches its meters) runs wholly before this write or after it.
   */
  async liveDeviceInFactory(deviceId: number, factoryId: number): Promise<boolean> {
    const { rows } = await this.db.query(
      `SELECT 1 FROM wo_device WHERE device_id = $1 AND factory_id = $2 AND deleted_at IS NULL FOR SHARE`,
      [deviceId, factoryId],
    );
    return rows.length > 0;
  }

  /** Whether another meter of the factory holds the code (compared without case). */
  async codeTaken(factoryId: number, code: string, exceptId: number | null): Promise<boolean> {
    const { rows } = await this.db.query(
      `SELECT 1 FROM alarm_meter
        WHERE factory_id = $1 AND lower(code) = lower($2) AND meter_id IS DISTINCT FROM $3`,
      [factoryId, code, exceptId],
    );
    return rows.length > 0;
  }

  /** A new meter is online with no reading yet (the column defaults). */
  async insert(f: MeterFields): Promise<number> {
    const { rows } = await this.db.query<{ meter_id: number }>(
      `INSERT INTO alarm_meter (factory_id, code, name, kind, instrument_addr, energy_addr, collector_id, device_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING meter_id`,
      fieldValues(f),
    );
    return rows[0]!.meter_id;
  }

  async update(meterId: number, f: MeterFields): Promise<void> {
    await this.db.query(
      `UPDATE alarm_meter SET factory_id = $2, code = $3, name = $4, kind = $5, instrument_addr = $6,
              energy_addr = $7, collector_id = $8, device_id = $9
        WHERE meter_id = $1`,
      [meterId, ...fieldValues(f)],
    );
  }

  async activeAlarms(meterId: number): Promise<number> {
    const { rows } = await this.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM alarm_record WHERE meter_id = $1 AND released_at IS NULL',
      [meterId],
    );
    return rows[0]?.n ?? 0;
  }

  /** The hard delete: the alarms of the meter keep its code and name, their meter_id turns NULL (the foreign key). */
  async remove(meterId: number): Promise<void> {
    await this.db.query('DELETE FROM alarm_meter WHERE meter_id = $1', [meterId]);
  }
}
