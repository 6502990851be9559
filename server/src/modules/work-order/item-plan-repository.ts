/** SQL of inspection check items and maintenance plans, as the command side writes them. */
import type {
  CheckItemTemplate,
  CheckType,
  PlanBasis,
  PlanMeasure,
  PlanCycle,
  PlanKind,
} from '../../../../contract/maint-plan/schemas';
import { WO_STATUS } from '../../../../contract/work-order/schemas';
import type { Db } from '../../db/client';
import { CHINA_TZ } from '../../shared/china-time';
import { lastReadAtSql, runHoursSql } from '../plan/run-hours';

export interface CheckItem {
  itemId: number;
  itemName: string;
  result: 'normal' | 'abnormal' | null;
  remark: string;
  raisedTaskId: number | null;
  itemType: CheckType;
  /** a number item's limits and the number an item was answered with (docs/plans.md "Check items on the order") */
  min: number | null;
  max: number | null;
  value: number | null;
}

/** An order's check item as made: by hand (a 合格/不合格 item) or from a plan's checklist (typed). */
export interface NewCheckItem {
  itemName: string;
  standard?: string;
  itemType?: CheckType;
  min?: number | null;
  max?: number | null;
}

/** What a handling answered an item with (check-answers.ts). */
export interface CheckAnswer {
  itemId: number;
  result: 'normal' | 'abnormal';
  remark: string;
  value: number | null;
  photoId: number | null;
}

/** A plan that has come due, as the scheduler read it (docs/plans.md). */
export interface DuePlan {
  planId: number;
  kind: PlanKind;
  factoryId: number;
  deviceId: number;
  /** one device of a class plan, claimed in its own row (docs/plans.md "Plans per device class") */
  classMember: boolean;
  title: string;
  cycleUnit: PlanCycle | null;
  cycleEvery: number | null;
  /** 'YYYY-MM-DD', null without a calendar */
  nextRun: string | null;
  cycleBasis: PlanBasis;
  /** the order an after-completion plan waits for: its calendar is not due meanwhile */
  waitTaskId: number | null;
  leadDays: number;
  /** the meter's count: the register value it started from and the step, as numeric text (exact) */
  meterBase: string | null;
  meterEvery: string | null;
  /** the meter's latest reading (numeric text) */
  meterValue: string | null;
  meterMeasure: PlanMeasure;
  /** where a running-hours count started (timestamptz text), the hours counted since and the latest reading's time */
  hoursFrom: string | null;
  runHours: number | null;
  lastReadAt: string | null;
  checklist: CheckItemTemplate[];
  parts: string;
  execBy: number | null;
}

/** A due plan as its SQL reads it. */
export interface DuePlanRow {
  plan_id: number;
  kind: PlanKind;
  factory_id: number;
  device_id: number;
  title: string;
  cycle_unit: PlanCycle | null;
  interval_days: number | null;
  next_run: string | null;
  cycle_basis: PlanBasis;
  wait_task_id: number | null;
  lead_days: number;
  meter_base: string | null;
  meter_every: string | null;
  meter_value: string | null;
  meter_measure: PlanMeasure;
  hours_from: string | null;
  run_hours: number | null;
  last_read_at: string | null;
  checklist: CheckItemTemplate[];
  parts: string;
  exec_by: number | null;
}

/** A due plan of its row; `classMember` for one device of a class plan. */
export const duePlanOf = (r: DuePlanRow, classMember: boolean): DuePlan => ({
  planId: r.plan_id,
  kind: r.kind,
  factoryId: r.factory_id,
  deviceId: r.device_id,
  classMember,
  title: r.title,
  cycleUnit: r.cycle_unit,
  cycleEvery: r.interval_days,
  nextRun: r.next_run,
  cycleBasis: r.cycle_basis,
  waitTaskId: r.wait_task_id,
  leadDays: r.lead_days,
  meterBase: r.meter_base,
  meterEvery: r.meter_every,
  meterValue: r.meter_value,
  meterMeasure: r.meter_measure,
  hoursFrom: r.hours_from,
  runHours: r.run_hours,
  lastReadAt: r.last_read_at,
  checklist: r.checklist,
  parts: r.parts,
  execBy: r.exec_by,
});

/** What the claim of a due plan moves: the values it read and the values it sets. */
export interface PlanClaim {
  planId: number;
  nextRun: string | null;
  meterBase: string | null;
  waitTaskId: number | null;
  hoursFrom: string | null;
  toNextRun: string | null;
  toMeterBase: string | null;
  toHoursFrom: string | null;
}

export class ItemPlanRepository {
  constructor(private readonly db: Db) {}

  async insertItems(taskId: number, items: NewCheckItem[]): Promise<void> {
    for (const [i, item] of items.entries()) {
      await this.db.query(
        `INSERT INTO wo_inspect_item (task_id, item_name, standard, order_num, item_type, min_value, max_value)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          taskId,
          item.itemName,
          item.standard ?? '',
          i + 1,
          item.itemType ?? 'pass',
          item.min ?? null,
          item.max ?? null,
        ],
      );
    }
  }

  async items(taskId: number): Promise<CheckItem[]> {
    const { rows } = await this.db.query<{
      item_id: number;
      item_name: string;
      result: 'normal' | 'abnormal' | null;
      remark: string;
      raised_task_id: number | null;
      item_type: CheckType;
      min_value: number | null;
      max_value: number | null;
      value: number | null;
    }>(
      // numeric(16, 3) as float8 is exact for every value the columns hold
      `SELECT item_id, item_name, result, remark, raised_task_id, item_type, min_value::float8 AS min_value,
              max_value::float8 AS max_value, value::float8 AS value
         FROM wo_inspect_item WHERE task_id = $1 ORDER BY order_num, item_id`,
      [taskId],
    );
    return rows.map((r) => ({
      itemId: r.item_id,
      itemName: r.item_name,
      result: r.result,
      remark: r.remark,
      raisedTaskId: r.raised_task_id,
      itemType: r.item_type,
      min: r.min_value,
      max: r.max_value,
      value: r.value,
    }));
  }

  async setAnswer(a: CheckAnswer): Promise<void> {
    await this.db.query(
      `UPDATE wo_inspect_item SET result = $2, remark = $3, value = $4, photo_file_id = $5 WHERE item_id = $1`,
      [a.itemId, a.result, a.remark, a.value, a.photoId],
    );
  }

  /** Links the item to the repair order raised from it; false when another call already raised one. */
  async markRaised(itemId: number, raisedTaskId: number): Promise<boolean> {
    const { rows } = await this.db.query(
      `UPDATE wo_inspect_item SET raised_task_id = $2 WHERE item_id = $1 AND raised_task_id IS NULL
       RETURNING item_id`,
      [itemId, raisedTaskId],
    );
    return rows.length > 0;
  }

  /**
   * A meter plan whose count has not started (its meter had no reading when it was set) starts it at the meter's
   * latest reading, so a register that already stands high does not count as crossed at once.
   */
  async startMeterCounts(): Promise<void> {
    await this.db.query(
      `UPDATE wo_maint_plan p
          SET meter_base = (SELECT e.value FROM energy_reading e WHERE e.meter_id = p.meter_id
                             ORDER BY e.read_at DESC LIMIT 1)
        WHERE p.meter_id IS NOT NULL AND p.meter_base IS NULL`,
    );
  }

  /**
   * Enabled plans due on `today` ('YYYY-MM-DD', China date): the calendar's next run less the lead time has come, or
   * the meter's latest reading has reached the base plus the step (docs/plans.md).
   */
  async duePlans(today: string): Promise<DuePlan[]> {
    const { rows } = await this.db.query<DuePlanRow>(
      `SELECT p.plan_id, p.kind, p.factory_id, p.device_id, p.title, p.cycle_unit, p.interval_days,
              to_char(p.next_run, 'YYYY-MM-DD') AS next_run, p.cycle_basis, p.wait_task_id, p.lead_days, p.meter_base::text AS meter_base,
              p.meter_every::text AS meter_every, r.value::text AS meter_value, p.meter_measure,
              p.hours_from::text AS hours_from, h.run_hours, h.last_read_at::text AS last_read_at, p.checklist,
              p.parts, p.exec_by
         FROM wo_maint_plan p
         LEFT JOIN LATERAL (SELECT e.value FROM energy_reading e WHERE e.meter_id = p.meter_id
                             ORDER BY e.read_at DESC LIMIT 1) r ON p.meter_id IS NOT NULL
         LEFT JOIN LATERAL (SELECT ${runHoursSql('p.meter_id', 'p.hours_from')} AS run_hours,
                                   ${lastReadAtSql('p.meter_id')} AS last_read_at) h
                ON p.meter_id IS NOT NULL AND p.meter_measure = 'hours'
        WHERE p.enabled AND p.asset_type IS NULL
          AND ((p.wait_task_id IS NULL AND p.next_run - p.lead_days <= $1::date)
               OR (p.meter_measure = 'register' AND r.value >= p.meter_base + p.meter_every)
               OR h.run_hours >= p.meter_every)
        ORDER BY p.next_run NULLS LAST, p.plan_id`,
      [today],
    );
    return rows.map((r) => duePlanOf(r, false));
  }

  /**
   * Moves a plan's next run and meter base from the values read to the next ones; false when either is no longer
   * what was read (another run, another server instance, or an edit took it): the caller then creates nothing.
   */
  async advance(claim: PlanClaim): Promise<boolean> {
    const { rows } = await this.db.query(
      `UPDATE wo_maint_plan SET next_run = $4::date, meter_base = $5::numeric, hours_from = $8::timestamptz
        WHERE plan_id = $1 AND enabled
          AND next_run IS NOT DISTINCT FROM $2::date AND meter_base IS NOT DISTINCT FROM $3::numeric
          AND wait_task_id IS NOT DISTINCT FROM $6::int AND hours_from IS NOT DISTINCT FROM $7::timestamptz
       RETURNING plan_id`,
      [
        claim.planId,
        claim.nextRun,
        claim.meterBase,
        claim.toNextRun,
        claim.toMeterBase,
        claim.waitTaskId,
        claim.hoursFrom,
        claim.toHoursFrom,
      ],
    );
    return rows.length > 0;
  }

  /** An after-completion plan waits for the order it just made (in the claim's transaction). */
  async wait(planId: number, taskId: number): Promise<void> {
    await this.db.query('UPDATE wo_maint_plan SET wait_task_id = $2 WHERE plan_id = $1', [planId, taskId]);
  }

  /**
   * After-completion plans whose awaited order is closed: the China day it was handled on (its close when it has no
   * handling time) and the calendar to count from it.
   */
  async doneWaits(): Promise<
    { planId: number; waitTaskId: number; doneDay: string; cycleUnit: PlanCycle; cycleEvery: number }[]
  > {
    const { rows } = await this.db.query<{
      plan_id: number;
      wait_task_id: number;
      done_day: string;
      cycle_unit: PlanCycle;
      interval_days: number;
    }>(
      `SELECT p.plan_id, p.wait_task_id, p.cycle_unit, p.interval_days,
              to_char(COALESCE(t.handle_finish_time, t.update_time) AT TIME ZONE '${CHINA_TZ}', 'YYYY-MM-DD')
                AS done_day
         FROM wo_maint_plan p JOIN wo_task t ON t.task_id = p.wait_task_id
        WHERE t.status = $1 AND p.cycle_unit IS NOT NULL
        ORDER BY p.plan_id`,
      [WO_STATUS.CLOSED],
    );
    return rows.map((r) => ({
      planId: r.plan_id,
      waitTaskId: r.wait_task_id,
      doneDay: r.done_day,
      cycleUnit: r.cycle_unit,
      cycleEvery: r.interval_days,
    }));
  }

  /** Ends the wait with the next run counted from the order's end; false when another run already ended it. */
  async endWait(planId: number, waitTaskId: number, nextRun: string): Promise<boolean> {
    const { rows } = await this.db.query(
      `UPDATE wo_maint_plan SET next_run = $3::date, wait_task_id = NULL
        WHERE plan_id = $1 AND wait_task_id = $2 RETURNING plan_id`,
      [planId, waitTaskId, nextRun],
    );
    return rows.length > 0;
  }
}
