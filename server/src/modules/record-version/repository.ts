/**
 * Optimistic concurrency of the record edits (docs/concurrency.md): the version a form loaded is claimed by one atomic
 * `UPDATE … WHERE <id> = $1 AND version = $2` inside the edit's transaction, which raises it and stamps who and when;
 * a claim that finds another version refuses the edit with 409 naming the last editor, and nothing changes.
 */
import type { FastifyRequest } from 'fastify';
import { EDIT_CONFLICT_MSG } from '../../../../contract/common/schemas';
import type { Db } from '../../db/client';
import { conflict } from '../../errors';
import { shown } from '../../shared/china-time';
import { at, type Clock } from '../../shared/clock';
import { principalOf } from '../../shared/principal';

/** The tables behind the edit routes and their keys (constants: the SQL below names them). */
export const VERSIONED = {
  device: { table: 'wo_device', id: 'device_id' },
  meter: { table: 'alarm_meter', id: 'meter_id' },
  user: { table: 'sys_user', id: 'user_id' },
  /** an area, and a factory's archive (its address and coordinates are the factory's area row) */
  area: { table: 'sys_area', id: 'id' },
  processUnit: { table: 'arc_process_unit', id: 'unit_id' },
  dept: { table: 'sys_dept', id: 'dept_id' },
  dictType: { table: 'sys_dict_type', id: 'dict_id' },
  dictData: { table: 'sys_dict_data', id: 'dict_code' },
  menu: { table: 'sys_menu', id: 'menu_id' },
  role: { table: 'sys_role', id: 'role_id' },
  genTable: { table: 'gen_table', id: 'table_id' },
  /** 告警规则 as one record: its single row (docs/alarms.md "Rules", migration 034) */
  alarmSettings: { table: 'alarm_settings', id: 'id' },
  /** the work-order priority targets and urge interval as one record: its single row (migration 038) */
  woPrioritySettings: { table: 'wo_priority_settings', id: 'id' },
  /** 备件管理 (docs/parts.md, migration 039): a catalogue part, and a factory's stock row (its minimum) */
  part: { table: 'part', id: 'part_id' },
  partStock: { table: 'part_stock', id: 'stock_id' },
  /** 保养计划 / 巡检计划 (docs/plans.md, migration 040) */
  plan: { table: 'wo_maint_plan', id: 'plan_id' },
} as const;
export type VersionedRecord = keyof typeof VERSIONED;

/** Who makes an edit, and when: what a claim stamps on the record. */
export interface Editor {
  userId: number;
  now: Date;
}

/** The caller of a route, now. */
export const editorOf = (request: FastifyRequest, clock: Clock): Editor => ({
  userId: principalOf(request).userId,
  now: at(clock),
});

export interface VersionClaim {
  record: VersionedRecord;
  id: number;
  /** the version the form loaded */
  version: number;
  userId: number;
  now: Date;
}

export class RecordVersionRepository {
  constructor(private readonly db: Db) {}

  /** Raises the version if it is still `version`, stamping who and when; false when the record holds another. */
  async claim({ record, id, version, userId, now }: VersionClaim): Promise<boolean> {
    const { table, id: key } = VERSIONED[record];
    const { rows } = await this.db.query(
      `UPDATE ${table} SET version = version + 1, update_by = $3, update_time = $4
        WHERE ${key} = $1 AND version = $2 RETURNING 1`,
      [id, version, userId, now],
    );
    return rows.length === 1;
  }

  /** Who changed the record last (nick name, '' when unknown), when (China time) and its version now. */
  async stamp(
    record: VersionedRecord,
    id: number,
  ): Promise<{ updateBy: string; updateTime: string; version: number } | null> {
    const { table, id: key } = VERSIONED[record];
    const { rows } = await this.db.query<{ updateBy: string; updateTime: string; version: number }>(
      `SELECT COALESCE(u.nick_name, '') AS "updateBy", COALESCE(${shown('r.update_time')}, '') AS "updateTime",
              r.version
         FROM ${table} r LEFT JOIN sys_user u ON u.user_id = r.update_by
        WHERE r.${key} = $1`,
      [id],
    );
    return rows[0] ?? null;
  }
}

/**
 * Claims the version of an edit inside its transaction `tx`, or throws the 409 with the record as the edit loads it
 * (`current`, read by the route's own loader). Called before the edit's own writes or after them: a refusal rolls
 * the transaction back either way.
 */
export async function claimVersion<T>(
  tx: Db,
  claim: VersionClaim,
  current: () => Promise<T | null>,
): Promise<void> {
  const versions = new RecordVersionRepository(tx);
  if (await versions.claim(claim)) return;
  // A record deleted since the caller found it answers a stamp of nobody and no current record.
  const stamp = (await versions.stamp(claim.record, claim.id)) ?? {
    updateBy: '',
    updateTime: '',
    version: claim.version,
  };
  const stored = await current();
  const msg =
    stamp.updateBy && stamp.updateTime
      ? EDIT_CONFLICT_MSG.changedBy(stamp.updateBy, stamp.updateTime)
      : EDIT_CONFLICT_MSG.CHANGED;
  throw conflict(msg, { ...stamp, current: stored });
}
