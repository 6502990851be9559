/**
 * SQL of the process page (docs/architecture.md §3 "Big screens and the process page"): a plant's process units in flow
 * order with their design parameters, and what stands on each stage by the links of migration 013: its meters with
 * their latest reading, its devices with their ledger state, and the active alarms raised on either. A link counts
 * only while the meter or device is in the unit's own factory.
 */
import type { AlarmKind } from '../../../../contract/alarm';
import type { DeviceStatus } from '../../../../contract/asset/schemas';
import type { MeterKind } from '../../../../contract/asset-meter/schemas';
import { DICT_TYPE } from '../../../../contract/dict';
import { ENERGY_KINDS } from '../../../../contract/energy/schemas';
import type { StageParam } from '../../../../contract/screen';
import type { Db } from '../../db/client';
import { shown } from '../../shared/china-time';

export interface UnitRow {
  unitId: number;
  seq: number;
  name: string;
  kind: string;
  kindLabel: string;
  params: StageParam[];
}

export interface StageMeterRow {
  unitId: number;
  name: string;
  kind: MeterKind;
  /** flow and quality: the reading; electricity, water, gas: the usage it closes per hour of its period */
  value: number | null;
  readAt: string | null;
  online: boolean;
}

export interface StageDeviceRow {
  unitId: number;
  name: string;
  status: DeviceStatus;
  statusLabel: string;
}

export interface StageAlarmRow {
  unitId: number;
  count: number;
  kinds: AlarmKind[];
}

const CUMULATIVE = `(${ENERGY_KINDS.map((k) => `'${k}'`).join(', ')})`;

/** The stage's meters and devices: linked to the unit and in its factory (a device not deleted). */
const STAGE_METERS = 'm.process_unit_id = u.unit_id AND m.factory_id = u.factory_id';
const STAGE_DEVICES =
  'd.process_unit_id = u.unit_id AND d.factory_id = u.factory_id AND d.deleted_at IS NULL';

export class ProcessScreenRepository {
  constructor(private readonly db: Db) {}

  /** The factory's name and archive capacity unit, or null when the id is no factory. */
  async factory(factoryId: number): Promise<{ name: string; unit: string | null } | null> {
    const { rows } = await this.db.query<{ name: string; unit: string | null }>(
      `SELECT f.name, p.capacity_unit AS unit FROM sys_area f LEFT JOIN arc_plant p ON p.factory_id = f.id
        WHERE f.id = $1 AND f.type = 'factory'`,
      [factoryId],
    );
    return rows[0] ?? null;
  }

  /** The factory's units in flow order, with their kind's label and design parameters. */
  async units(factoryId: number): Promise<UnitRow[]> {
    const { rows } = await this.db.query<UnitRow>(
      `SELECT u.unit_id AS "unitId", u.seq, u.name, u.kind, COALESCE(k.dict_label, '') AS "kindLabel",
              COALESCE((SELECT json_agg(json_build_object('name', p.name, 'value', p.value, 'unit', p.unit)
                                        ORDER BY p.sort)
                          FROM arc_process_param p WHERE p.unit_id = u.unit_id), '[]'::json) AS params
         FROM arc_process_unit u
         LEFT JOIN sys_dict_data k ON k.dict_type = '${DICT_TYPE.PROCESS_UNIT_KIND}' AND k.dict_value = u.kind
        WHERE u.factory_id = $1
        ORDER BY u.seq`,
      [factoryId],
    );
    return rows;
  }

  /**
   * Each stage meter's latest reading (one index probe per meter): a flow or quality meter's value as read; an
   * electricity, water or gas meter's usage over the period that reading closes, per hour of it (the reading before
   * it marks the period's start), so an hourly and a daily meter read alike.
   */
  async meters(factoryId: number): Promise<StageMeterRow[]> {
    const { rows } = await this.db.query<StageMeterRow>(
      `SELECT u.unit_id AS "unitId", m.name, m.kind, m.online, ${shown('l.read_at')} AS "readAt",
              round((CASE WHEN m.kind IN ${CUMULATIVE}
                          THEN l.usage / NULLIF(extract(epoch FROM l.read_at - p.read_at) / 3600, 0)
                          ELSE l.value END)::numeric, 3)::float8 AS value
         FROM arc_process_unit u
         JOIN alarm_meter m ON ${STAGE_METERS}
         LEFT JOIN LATERAL (SELECT r.read_at, r.value, r.usage FROM energy_reading r
                             WHERE r.meter_id = m.meter_id ORDER BY r.read_at DESC LIMIT 1) l ON true
         LEFT JOIN LATERAL (SELECT r.read_at FROM energy_reading r
                             WHERE r.meter_id = m.meter_id AND r.read_at < l.read_at
                             ORDER BY r.read_at DESC LIMIT 1) p ON m.kind IN ${CUMULATIVE}
        WHERE u.factory_id = $1
        ORDER BY u.seq, m.code, m.meter_id`,
      [factoryId],
    );
    return rows;
  }

  /**
   * The stage devices with their ledger state and its label. An instrument read by a meter of the same stage bearing
   * its name (the 原水浊度仪 meter reading the 原水浊度仪 device) is one thing: it is listed once, among the values.
   */
  async devices(factoryId: number): Promise<StageDeviceRow[]> {
    const { rows } = await this.db.query<StageDeviceRow>(
      `SELECT u.unit_id AS "unitId", d.device_name AS name, d.status::int AS status,
              COALESCE(s.dict_label, '') AS "statusLabel"
         FROM arc_process_unit u
         JOIN wo_device d ON ${STAGE_DEVICES}
         LEFT JOIN sys_dict_data s ON s.dict_type = '${DICT_TYPE.DEVICE_STATUS}' AND s.dict_value = d.status::text
        WHERE u.factory_id = $1
          AND NOT EXISTS (SELECT 1 FROM alarm_meter m
                           WHERE ${STAGE_METERS} AND m.device_id = d.device_id AND m.name = d.device_name)
        ORDER BY u.seq, d.device_show_code, d.device_id`,
      [factoryId],
    );
    return rows;
  }

  /** Per stage with any: its active alarms raised on one of its meters or devices, and their kinds. */
  async alarms(factoryId: number): Promise<StageAlarmRow[]> {
    const { rows } = await this.db.query<StageAlarmRow>(
      `SELECT u.unit_id AS "unitId", count(*)::int AS count,
              array_agg(DISTINCT a.kind::int ORDER BY a.kind::int) AS kinds
         FROM arc_process_unit u
         JOIN alarm_record a ON a.factory_id = u.factory_id AND a.released_at IS NULL
          AND (a.meter_id IN (SELECT m.meter_id FROM alarm_meter m WHERE ${STAGE_METERS})
               OR a.device_id IN (SELECT d.device_id FROM wo_device d WHERE ${STAGE_DEVICES}))
        WHERE u.factory_id = $1
        GROUP BY u.unit_id`,
      [factoryId],
    );
    return rows;
  }
}
