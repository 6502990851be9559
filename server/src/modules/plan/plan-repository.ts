/**
 * SQL of 保养计划 / 巡检计划 (docs/plans.md): the paged plans of a factory with their device, meter, executor and the
 * orders they made, the meters a plan can follow, and the writes. The scheduler's own SQL is in
 * ../work-order/item-plan-repository.ts.
 */
import type {
  CheckItemTemplate,
  PlanBasis,
  PlanCycle,
  PlanKind,
  PlanMeasure,
  PlanMeter,
  PlanMeterKind,
  PlanRow,
} from '../../../../contract/maint-plan/schemas';
import { PLAN_METER_KINDS } from '../../../../contract/maint-plan/schemas';
import type { Db } from '../../db/client';
import { shown } from '../../shared/china-time';
import { scopeCondition, type FactoryScope } from '../../shared/factory-scope';
import { containsPattern } from '../../shared/like';
import type { PageWindow } from '../../shared/paging';
import { ledgerPage } from '../asset/ledger';
import { lastReadAtSql, runHoursSql } from './run-hours';

/** A plan as the add and edit bodies give it, with the calendar and the meter each whole or null. */
export interface PlanFields {
  factoryId: number;
  kind: PlanKind;
  /** one device, or every device of a class (an oms_asset_type value): exactly one is set */
  deviceId: number | null;
  assetType: string | null;
  title: string;
  cycleUnit: PlanCycle | null;
  cycleEvery: number | null;
  nextRun: string | null;
  cycleBasis: PlanBasis;
  meterId: number | null;
  /** a class plan's meter kind (each device its own meter of it); null for a device plan */
  meterKind: PlanMeterKind | null;
  meterEvery: number | null;
  meterMeasure: PlanMeasure;
  leadDays: number;
  checklist: CheckItemTemplate[];
  parts: string;
  execBy: number | null;
}

/** What an edit compares with the stored plan: a new meter restarts its count, a new class or calendar its devices'. */
export type StoredPlan = Pick<
  PlanFields,
  | 'meterId'
  | 'meterKind'
  | 'meterMeasure'
  | 'factoryId'
  | 'assetType'
  | 'cycleUnit'
  | 'cycleEvery'
  | 'nextRun'
>;

export interface PlanFilter {
  factoryId: number;
  kind: PlanKind;
  keyword?: string;
  enabled?: boolean;
}

/** How many of a plan's orders its row lists. */
const RECENT_ORDERS = 5;

/** One PlanRow per plan `p`: its latest reading and its orders in the same statement (no query per row). */
const ROW_SELECT = `SELECT p.plan_id AS "planId", p.factory_id AS "factoryId", p.kind, p.device_id AS "deviceId",
       COALESCE(d.device_name, '') AS "deviceName", COALESCE(d.device_show_code, '') AS "deviceShowCode",
       p.asset_type AS "assetType",
       COALESCE((SELECT json_agg(json_build_object('deviceId', c.device_id, 'deviceName', c.device_name,
                                                   'deviceShowCode', c.device_show_code,
                                                   'nextRun', to_char(pd.next_run, 'YYYY-MM-DD'),
                                                   'waitTaskNo', COALESCE(ct.task_no, ''),
                                                   'meterId', pd.meter_id, 'meterName', COALESCE(cm.name, ''),
                                                   'counted', CASE WHEN pd.meter_id IS NULL THEN NULL
                                                     WHEN p.meter_measure = 'hours'
                                                       THEN ${runHoursSql('pd.meter_id', 'pd.hours_from')}
                                                     ELSE ((SELECT e.value FROM energy_reading e
                                                             WHERE e.meter_id = pd.meter_id
                                                             ORDER BY e.read_at DESC LIMIT 1)
                                                           - pd.meter_base)::float8 END)
                                 ORDER BY c.device_show_code, c.device_id)
                   FROM wo_device c
                   LEFT JOIN wo_plan_device pd ON pd.plan_id = p.plan_id AND pd.device_id = c.device_id
                   LEFT JOIN wo_task ct ON ct.task_id = pd.wait_task_id
                   LEFT JOIN alarm_meter cm ON cm.meter_id = pd.meter_id
                  WHERE p.asset_type IS NOT NULL AND c.factory_id = p.factory_id AND c.asset_type = p.asset_type
                    AND c.deleted_at IS NULL), '[]') AS "members",
       p.title,
       p.cycle_unit AS "cycleUnit", p.interval_days AS "cycleEvery", to_char(p.next_run, 'YYYY-MM-DD') AS "nextRun",
       p.cycle_basis AS "cycleBasis", COALESCE(w.task_no, '') AS "waitTaskNo",
       p.meter_id AS "meterId", COALESCE(m.name, '') AS "meterName", COALESCE(m.kind, p.meter_kind, '') AS "meterKind",
       p.meter_every::float8 AS "meterEvery", p.meter_measure AS "meterMeasure",
       CASE WHEN p.meter_measure = 'hours' THEN ${runHoursSql('p.meter_id', 'p.hours_from')} END AS "runHours",
       p.meter_base::float8 AS "meterBase",
       (SELECT e.value::float8 FROM energy_reading e WHERE e.meter_id = p.meter_id ORDER BY e.read_at DESC LIMIT 1)
         AS "meterValue",
       p.lead_days AS "leadDays", p.checklist, p.parts, p.exec_by AS "execBy",
       COALESCE(u.nick_name, '') AS "execByName", p.enabled,
       (SELECT count(*)::int FROM wo_task t WHERE t.plan_id = p.plan_id) AS "orderCount",
       COALESCE((SELECT json_agg(json_build_object('taskId', o.task_id, 'taskNo', o.task_no, 'status', o.status,
                                                   'deviceName', COALESCE(od.device_name, ''),
                                                   'createTime', ${shown('o.create_time')}) ORDER BY o.task_id DESC)
                   FROM (SELECT task_id, task_no, status, device_id, create_time FROM wo_task t
                          WHERE t.plan_id = p.plan_id ORDER BY task_id DESC LIMIT ${RECENT_ORDERS}) o
                   LEFT JOIN wo_device od ON od.device_id = o.device_id), '[]')
         AS "recentOrders",
       p.version
  FROM wo_maint_plan p
  LEFT JOIN wo_device d ON d.device_id = p.device_id
  LEFT JOIN alarm_meter m ON m.meter_id = p.meter_id
  LEFT JOIN sys_user u ON u.user_id = p.exec_by
  LEFT JOIN wo_task w ON w.task_id = p.wait_task_id`;

function whereOf(filter: PlanFilter, params: unknown[]): string {
  const add = (value: unknown): string => `$${params.push(value)}`;
  const conds = [`p.factory_id = ${add(filter.factoryId)}`, `p.kind = ${add(filter.kind)}`];
  if (filter.keyword) {
    const like = add(containsPattern(filter.keyword));
    conds.push(
      // a class plan matches by any device of its class
      `(p.title ILIKE ${like} OR EXISTS (SELECT 1 FROM wo_device k
         WHERE (k.device_id = p.device_id OR (k.factory_id = p.factory_id AND k.asset_type = p.asset_type
                                              AND k.deleted_at IS NULL))
           AND (k.device_name ILIKE ${like} OR k.device_show_code ILIKE ${like})))`,
    );
  }
  if (filter.enabled !== undefined) conds.push(`p.enabled = ${add(filter.enabled)}`);
  return conds.join(' AND ');
}

const fieldValues = (f: PlanFields): unknown[] => [
  f.factoryId,
  f.kind,
  f.deviceId,
  f.title,
  f.cycleUnit,
  f.cycleEvery,
  f.nextRun,
  f.meterId,
  f.meterEvery,
  f.leadDays,
  JSON.stringify(f.checklist),
  f.parts,
  f.execBy,
  f.cycleBasis,
  f.meterMeasure,
  f.assetType,
  f.meterKind,
];

export class PlanRepository {
  constructor(private readonly db: Db) {}

  /** One page of the factory's plans of a kind, next due first (meter-only plans after, by id). */
  page(filter: PlanFilter, window: PageWindow): Promise<{ rows: PlanRow[]; total: number }> {
    const params: unknown[] = [];
    const where = whereOf(filter, params);
    return ledgerPage(
      this.db,
      {
        from: 'wo_maint_plan p',
        rowSelect: ROW_SELECT,
        where,
        orderBy: 'p.next_run NULLS LAST, p.plan_id',
        params,
      },
      window,
    );
  }

  /** One plan as the list shows it (the stored record of a stale edit, docs/concurrency.md). */
  async find(planId: number): Promise<PlanRow | null> {
    const { rows } = await this.db.query<PlanRow>(`${ROW_SELECT} WHERE p.plan_id = $1`, [planId]);
    return rows[0] ?? null;
  }

  /** The plan's meter, if it lies in the scope; locks the plan until the transaction ends (edit, delete). */
  async lockInScope(planId: number, scope: FactoryScope): Promise<StoredPlan | null> {
    const params: unknown[] = [planId];
    const { rows } = await this.db.query<StoredPlan>(
      `SELECT meter_id AS "meterId", meter_kind AS "meterKind", meter_measure AS "meterMeasure", factory_id AS "factoryId",
              asset_type AS "assetType", cycle_unit AS "cycleUnit", interval_days AS "cycleEvery",
              to_char(next_run, 'YYYY-MM-DD') AS "nextRun"
         FROM wo_maint_plan
        WHERE plan_id = $1 AND ${scopeCondition(scope, 'factory_id', params)} FOR UPDATE`,
      params,
    );
    return rows[0] ?? null;
  }

  /** The factory's meters a plan can follow: cumulative (electricity, water, gas) and measuring a device. */
  async meters(factoryId: number): Promise<PlanMeter[]> {
    const { rows } = await this.db.query<PlanMeter>(
      `SELECT meter_id AS "meterId", device_id AS "deviceId", code, name, kind,
              (SELECT e.value::float8 FROM energy_reading e WHERE e.meter_id = m.meter_id
                ORDER BY e.read_at DESC LIMIT 1) AS "lastValue"
         FROM alarm_meter m
        WHERE factory_id = $1 AND device_id IS NOT NULL AND kind = ANY ($2::text[])
        ORDER BY code, meter_id`,
      [factoryId, PLAN_METER_KINDS],
    );
    return rows;
  }

  /** The meter's kind when it counts a register and measures the device, else null. */
  async meterOfDevice(meterId: number, deviceId: number): Promise<string | null> {
    const { rows } = await this.db.query<{ kind: string }>(
      'SELECT kind FROM alarm_meter WHERE meter_id = $1 AND device_id = $2 AND kind = ANY ($3::text[])',
      [meterId, deviceId, PLAN_METER_KINDS],
    );
    return rows[0]?.kind ?? null;
  }

  /**
   * Inserts the plan; its meter count (if any) starts at the meter's latest reading, or at the first reading the
   * scheduler finds when there is none yet.
   */
  async insert(f: PlanFields, userId: number, now: Date): Promise<number> {
    const { rows } = await this.db.query<{ plan_id: number }>(
      `INSERT INTO wo_maint_plan (factory_id, kind, device_id, title, cycle_unit, interval_days, next_run, meter_id,
                                  meter_every, lead_days, checklist, parts, exec_by, cycle_basis, meter_measure,
                                  asset_type, meter_kind, meter_base, hours_from, update_by, update_time)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17,
               (SELECT e.value FROM energy_reading e WHERE e.meter_id = $8 ORDER BY e.read_at DESC LIMIT 1),
               COALESCE(${lastReadAtSql('$8')}, $19), $18, $19)
       RETURNING plan_id`,
      [...fieldValues(f), userId, now],
    );
    return rows[0]!.plan_id;
  }

  /** Writes the fields; a new meter (or none, or a new measure) starts its counts again at its latest reading. */
  async update(planId: number, f: PlanFields, restart: boolean, now: Date): Promise<void> {
    await this.db.query(
      `UPDATE wo_maint_plan
          SET factory_id = $2, kind = $3, device_id = $4, title = $5, cycle_unit = $6, interval_days = $7,
              next_run = $8, meter_id = $9, meter_every = $10, lead_days = $11, checklist = $12, parts = $13,
              exec_by = $14, cycle_basis = $15::varchar,
              -- a plan made fixed no longer waits for its order (docs/plans.md "After completion")
              wait_task_id = CASE WHEN $15::varchar = 'fixed' THEN NULL ELSE wait_task_id END,
              meter_measure = $16, asset_type = $17, meter_kind = $18,
              meter_base = CASE WHEN $19 THEN (SELECT e.value FROM energy_reading e WHERE e.meter_id = $9
                                                ORDER BY e.read_at DESC LIMIT 1)
                                ELSE meter_base END,
              hours_from = CASE WHEN $19 THEN COALESCE(${lastReadAtSql('$9')}, $20) ELSE hours_from END
        WHERE plan_id = $1`,
      [planId, ...fieldValues(f), restart, now],
    );
  }

  /** Pauses or resumes; false when it already was so. */
  async setEnabled(planId: number, enabled: boolean): Promise<boolean> {
    const { rows } = await this.db.query(
      'UPDATE wo_maint_plan SET enabled = $2 WHERE plan_id = $1 AND enabled <> $2 RETURNING 1',
      [planId, enabled],
    );
    return rows.length > 0;
  }

  /** Deletes the plan; the orders it made stay, still naming it (their reporter shows as the plan). */
  async remove(planId: number): Promise<void> {
    await this.db.query('DELETE FROM wo_maint_plan WHERE plan_id = $1', [planId]);
  }
}
