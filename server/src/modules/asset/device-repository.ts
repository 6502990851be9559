/**
 * SQL of the device ledger (docs/architecture.md §3 "Asset ledger"): the paged list with what points at each
 * device, one device, its related orders, alarms and meters, and the writes. A deleted device (deleted_at set)
 * is absent from every read here; the rows that point at it keep doing so.
 */
import type { DeviceRelated, DeviceRow } from '../../../../contract/asset/schemas';
import { WO_STATUS } from '../../../../contract/work-order/schemas';
import type { Db } from '../../db/client';
import { scopeCondition, type FactoryScope } from '../../shared/factory-scope';
import { containsPattern } from '../../shared/like';
import type { PageWindow } from '../../shared/paging';
import { shown } from '../../shared/china-time';
import { ledgerPage } from './ledger';

export interface DeviceFields {
  factoryId: number;
  deviceShowCode: string;
  deviceName: string;
  assetType: string;
  model: string;
  location: string;
  unit: string;
  installDate: string | null;
  status: number;
  photoFileId: number | null;
}

export interface DeviceFilter {
  factoryId: number;
  keyword?: string;
  assetType?: string;
  status?: number;
}

/** How many of a page, and of the related lists. */
const RELATED_LIMIT = 20;

/** Meters measuring device `d`; an alarm is "on the device" when raised on it or on one of them. */
const METERS_OF = (device: string): string =>
  `SELECT m.meter_id FROM alarm_meter m WHERE m.device_id = ${device}`;
const ALARM_ON = (device: string): string =>
  `(r.device_id = ${device} OR r.meter_id IN (${METERS_OF(device)}))`;

const OPEN_ORDERS = `SELECT count(*)::int FROM wo_task t WHERE t.device_id = d.device_id AND t.status <> ${WO_STATUS.CLOSED}`;
const ACTIVE_ALARMS = `SELECT count(*)::int FROM alarm_record r WHERE r.released_at IS NULL AND ${ALARM_ON('d.device_id')}`;

/** One DeviceRow per device `d`, the counts beside it in the same statement (no query per row). */
const ROW_SELECT = `SELECT d.device_id AS "deviceId", d.factory_id AS "factoryId", f.name AS "factoryName",
       d.device_show_code AS "deviceShowCode", d.device_name AS "deviceName", d.asset_type AS "assetType",
       d.model, d.location, d.unit, to_char(d.install_date, 'YYYY-MM-DD') AS "installDate",
       d.status::int AS status, d.photo_file_id AS "photoFileId",
       (${OPEN_ORDERS}) AS "openOrders", (${ACTIVE_ALARMS}) AS "activeAlarms",
       (SELECT count(*)::int FROM alarm_meter m WHERE m.device_id = d.device_id) AS meters, d.version
  FROM wo_device d JOIN sys_area f ON f.id = d.factory_id`;

function whereOf(filter: DeviceFilter, params: unknown[]): string {
  const add = (value: unknown): string => `$${params.push(value)}`;
  const conds = ['d.deleted_at IS NULL', `d.factory_id = ${add(filter.factoryId)}`];
  if (filter.keyword) {
    const like = add(containsPattern(filter.keyword));
    conds.push(`(d.device_name ILIKE ${like} OR d.device_show_code ILIKE ${like})`);
  }
  if (filter.assetType !== undefined) conds.push(`d.asset_type = ${add(filter.assetType)}`);
  if (filter.status !== undefined) conds.push(`d.status = ${add(filter.status)}`);
  return conds.join(' AND ');
}

const fieldValues = (f: DeviceFields): unknown[] => [
  f.factoryId,
  f.deviceShowCode,
  f.deviceName,
  f.assetType,
  f.model,
  f.location,
  f.unit,
  f.installDate,
  f.status,
  f.photoFileId,
];

export class DeviceRepository {
  constructor(private readonly db: Db) {}

  /** One page of the factory's devices, by show code. */
  page(filter: DeviceFilter, window: PageWindow): Promise<{ rows: DeviceRow[]; total: number }> {
    const params: unknown[] = [];
    const where = whereOf(filter, params);
    const orderBy = 'd.device_show_code, d.device_id';
    return ledgerPage(
      this.db,
      { from: 'wo_device d', rowSelect: ROW_SELECT, where, orderBy, params },
      window,
    );
  }

  /** The device if it is not deleted and lies in the scope. */
  async find(deviceId: number, scope: FactoryScope): Promise<DeviceRow | null> {
    const params: unknown[] = [deviceId];
    const { rows } = await this.db.query<DeviceRow>(
      `${ROW_SELECT} WHERE d.device_id = $1 AND d.deleted_at IS NULL
          AND ${scopeCondition(scope, 'd.factory_id', params)}`,
      params,
    );
    return rows[0] ?? null;
  }

  /** Like find, but only its factory, locked for update until the transaction ends (edit, delete). */
  async lockInScope(deviceId: number, scope: FactoryScope): Promise<{ factoryId: number } | null> {
    const params: unknown[] = [deviceId];
    const { rows } = await this.db.query<{ factory_id: number }>(
      `SELECT factory_id FROM wo_device
        WHERE device_id = $1 AND deleted_at IS NULL AND ${scopeCondition(scope, 'factory_id', params)}
          FOR UPDATE`,
      params,
    );
    return rows[0] ? { factoryId: rows[0].factory_id } : null;
  }

  /** The latest orders and alarms of a device, and its meters (the device itself is checked by the caller). */
  async related(deviceId: number): Promise<DeviceRelated> {
    const orders = await this.db.query<DeviceRelated['orders'][number]>(
      `SELECT t.task_id AS "taskId", t.task_no AS "taskNo", t.kind, t.status::int AS status,
              t.report_content AS "reportContent", ${shown('t.report_time')} AS "reportTime"
         FROM wo_task t WHERE t.device_id = $1
        ORDER BY t.report_time DESC, t.task_id DESC LIMIT ${RELATED_LIMIT}`,
      [deviceId],
    );
    const alarms = await this.db.query<DeviceRelated['alarms'][number]>(
      `SELECT r.alarm_record_id AS "alarmId", r.kind::int AS kind, r.content, ${shown('r.raised_at')} AS "raisedAt",
              ${shown('r.released_at')} AS "releasedAt"
         FROM alarm_record r WHERE ${ALARM_ON('$1')}
        ORDER BY r.raised_at DESC, r.alarm_record_id DESC LIMIT ${RELATED_LIMIT}`,
      [deviceId],
    );
    const meters = await this.db.query<
      Omit<DeviceRelated['meters'][number], 'lastValue'> & { lastValue: string | number | null }
    >(
      `SELECT m.meter_id AS "meterId", m.code, m.name, m.kind, m.online, m.last_value AS "lastValue",
              ${shown('m.last_read_at')} AS "lastReadAt"
         FROM alarm_meter m WHERE m.device_id = $1 ORDER BY m.code, m.meter_id`,
      [deviceId],
    );
    return {
      orders: orders.rows,
      alarms: alarms.rows,
      // numeric arrives as text from PostgreSQL
      meters: meters.rows.map((m) => ({
        ...m,
        lastValue: m.lastValue === null ? null : Number(m.lastValue),
      })),
    };
  }

  /** Whether another device of the factory, not deleted, holds the show code (compared without case). */
  async codeTaken(factoryId: number, code: string, exceptId: number | null): Promise<boolean> {
    const { rows } = await this.db.query(
      `SELECT 1 FROM wo_device
        WHERE factory_id = $1 AND lower(device_show_code) = lower($2) AND deleted_at IS NULL
          AND device_id IS DISTINCT FROM $3`,
      [factoryId, code, exceptId],
    );
    return rows.length > 0;
  }

  async insert(f: DeviceFields): Promise<number> {
    const { rows } = await this.db.query<{ device_id: number }>(
      `INSERT INTO wo_device (factory_id, device_show_code, device_name, asset_type, model, location, unit,
                              install_date, status, photo_file_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING device_id`,
      fieldValues(f),
    );
    return rows[0]!.device_id;
  }

  async update(deviceId: number, f: DeviceFields): Promise<void> {
    await this.db.query(
      `UPDATE wo_device SET factory_id = $2, device_show_code = $3, device_name = $4, asset_type = $5, model = $6,
              location = $7, unit = $8, install_date = $9, status = $10, photo_file_id = $11
        WHERE device_id = $1`,
      [deviceId, ...fieldValues(f)],
    );
  }

  /** What blocks a delete: orders not closed, alarms not released on the device or its meters. */
  async blockers(deviceId: number): Promise<{ openOrders: number; activeAlarms: number }> {
    const { rows } = await this.db.query<{ openOrders: number; activeAlarms: number }>(
      `SELECT (${OPEN_ORDERS}) AS "openOrders", (${ACTIVE_ALARMS}) AS "activeAlarms"
         FROM wo_device d WHERE d.device_id = $1`,
      [deviceId],
    );
    return rows[0] ?? { openOrders: 0, activeAlarms: 0 };
  }

  /**
   * Whether anything of the device's present life ties it to its factory: an open order, an active alarm, a meter
   * (read through a collector of that factory) or a maintenance plan. Such a device may not move to another
   * factory; closed orders keep their own factory and do not count.
   */
  async tiedToFactory(deviceId: number): Promise<boolean> {
    const { rows } = await this.db.query<{ tied: boolean }>(
      `SELECT (${OPEN_ORDERS}) + (${ACTIVE_ALARMS})
              + (SELECT count(*)::int FROM alarm_meter m WHERE m.device_id = d.device_id)
              + (SELECT count(*)::int FROM wo_maint_plan p WHERE p.device_id = d.device_id) > 0 AS tied
         FROM wo_device d WHERE d.device_id = $1`,
      [deviceId],
    );
    return rows[0]?.tied ?? false;
  }

  /**
   * Switches the device's maintenance plans off, so the scheduler creates no order for it. Called before the
   * blockers are counted: the plan rows it locks make a concurrent scheduler run commit first (its order is
   * then counted) or find the plan disabled.
   */
  async disablePlans(deviceId: number): Promise<void> {
    await this.db.query('UPDATE wo_maint_plan SET enabled = false WHERE device_id = $1 AND enabled', [
      deviceId,
    ]);
  }

  /**
   * The soft delete: the row stays for the orders, alarms and plans that name it; its meters stop measuring it
   * (they go on measuring, for no device), so no new alarm is raised on a deleted device.
   */
  async softDelete(deviceId: number, now: Date): Promise<void> {
    await this.db.query('UPDATE wo_device SET deleted_at = $2 WHERE device_id = $1', [deviceId, now]);
    await this.db.query('UPDATE alarm_meter SET device_id = NULL WHERE device_id = $1', [deviceId]);
  }
}
