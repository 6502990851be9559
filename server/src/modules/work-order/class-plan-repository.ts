/**
 * SQL of plans per device class (docs/plans.md "Plans per device class"): each device of the class a plan tracks has
 * its own row in wo_plan_device (its next run, the order an after-completion plan waits for on it). The plan's form
 * sets the rows of the devices the class holds then; the scheduler adds a device that joined the class since and drops
 * one that left, and claims each device's order by moving that row from the values it read.
 */
import type { PlanCycle } from '../../../../contract/maint-plan/schemas';
import { WO_STATUS } from '../../../../contract/work-order/schemas';
import type { Db } from '../../db/client';
import { CHINA_TZ } from '../../shared/china-time';
import { duePlanOf, type DuePlan, type DuePlanRow } from './item-plan-repository';

/** The device `d` is a live device of the class plan `p` names, in its factory. */
const MEMBER = (p: string, d: string) =>
  `${d}.factory_id = ${p}.factory_id AND ${d}.asset_type = ${p}.asset_type AND ${d}.deleted_at IS NULL`;

/** A device of a class that has no row of the plan yet, with the plan's calendar. */
export interface Joiner {
  planId: number;
  deviceId: number;
  /** the plan's first due date, the start of its series 'YYYY-MM-DD' */
  planRun: string;
  cycleUnit: PlanCycle;
  cycleEvery: number;
}

export class ClassPlanRepository {
  constructor(private readonly db: Db) {}

  /** The plan's devices start again at its (new) first due date: the devices the class holds now, none waiting. */
  async restart(planId: number, now: Date): Promise<void> {
    await this.db.query('DELETE FROM wo_plan_device WHERE plan_id = $1', [planId]);
    await this.db.query(
      `INSERT INTO wo_plan_device (plan_id, device_id, next_run, joined_at)
       SELECT p.plan_id, d.device_id, p.next_run, $2
         FROM wo_maint_plan p JOIN wo_device d ON ${MEMBER('p', 'd')}
        WHERE p.plan_id = $1 AND p.asset_type IS NOT NULL AND p.next_run IS NOT NULL`,
      [planId, now],
    );
  }

  /** A plan made fixed waits for no order on any device (docs/plans.md "After completion"). */
  async endWaits(planId: number): Promise<void> {
    await this.db.query('UPDATE wo_plan_device SET wait_task_id = NULL WHERE plan_id = $1', [planId]);
  }

  /** Drops the rows of devices no longer of the class (deleted, moved, retyped): such a device stops. */
  async dropLeavers(): Promise<void> {
    await this.db.query(
      `DELETE FROM wo_plan_device pd USING wo_maint_plan p
        WHERE pd.plan_id = p.plan_id
          AND (p.asset_type IS NULL
               OR NOT EXISTS (SELECT 1 FROM wo_device d WHERE d.device_id = pd.device_id AND ${MEMBER('p', 'd')}))`,
    );
  }

  /** Devices of a class plan's class without a row yet: they joined the class after the plan was set. */
  async joiners(): Promise<Joiner[]> {
    const { rows } = await this.db.query<{
      plan_id: number;
      device_id: number;
      plan_run: string;
      cycle_unit: PlanCycle;
      interval_days: number;
    }>(
      `SELECT p.plan_id, d.device_id, to_char(p.next_run, 'YYYY-MM-DD') AS plan_run, p.cycle_unit, p.interval_days
         FROM wo_maint_plan p JOIN wo_device d ON ${MEMBER('p', 'd')}
        WHERE p.asset_type IS NOT NULL AND p.next_run IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM wo_plan_device pd WHERE pd.plan_id = p.plan_id AND pd.device_id = d.device_id)
        ORDER BY p.plan_id, d.device_id`,
    );
    return rows.map((r) => ({
      planId: r.plan_id,
      deviceId: r.device_id,
      planRun: r.plan_run,
      cycleUnit: r.cycle_unit,
      cycleEvery: r.interval_days,
    }));
  }

  /** Adds a joiner's row; another instance adding it first leaves its row as it is. */
  async join(planId: number, deviceId: number, nextRun: string, now: Date): Promise<void> {
    await this.db.query(
      `INSERT INTO wo_plan_device (plan_id, device_id, next_run, joined_at) VALUES ($1, $2, $3::date, $4)
       ON CONFLICT DO NOTHING`,
      [planId, deviceId, nextRun, now],
    );
  }

  /** The devices of enabled class plans whose own next run (less the lead time) has come and that wait for nothing. */
  async due(today: string): Promise<DuePlan[]> {
    const { rows } = await this.db.query<DuePlanRow>(
      `SELECT p.plan_id, p.kind, p.factory_id, pd.device_id, p.title, p.cycle_unit, p.interval_days,
              to_char(pd.next_run, 'YYYY-MM-DD') AS next_run, p.cycle_basis, NULL::int AS wait_task_id, p.lead_days,
              -- a class plan follows no meter
              NULL AS meter_base, NULL AS meter_every, NULL AS meter_value, 'register' AS meter_measure,
              NULL AS hours_from, NULL::int AS run_hours, NULL AS last_read_at, p.checklist, p.parts, p.exec_by
         FROM wo_plan_device pd
         JOIN wo_maint_plan p ON p.plan_id = pd.plan_id
         JOIN wo_device d ON d.device_id = pd.device_id AND ${MEMBER('p', 'd')}
        WHERE p.enabled AND pd.wait_task_id IS NULL AND pd.next_run - p.lead_days <= $1::date
        ORDER BY pd.next_run, p.plan_id, pd.device_id`,
      [today],
    );
    return rows.map((r) => duePlanOf(r, true));
  }

  /**
   * Moves the device's next run from the value read; false when another run, another instance or an edit moved it,
   * the plan is paused or the device left the class: the caller then creates nothing.
   */
  async advance(
    planId: number,
    deviceId: number,
    nextRun: string | null,
    toNextRun: string | null,
  ): Promise<boolean> {
    const { rows } = await this.db.query(
      `UPDATE wo_plan_device pd SET next_run = $4::date
        WHERE pd.plan_id = $1 AND pd.device_id = $2 AND pd.next_run = $3::date AND pd.wait_task_id IS NULL
          AND EXISTS (SELECT 1 FROM wo_maint_plan p JOIN wo_device d ON d.device_id = pd.device_id AND ${MEMBER('p', 'd')}
                       WHERE p.plan_id = pd.plan_id AND p.enabled)
       RETURNING 1`,
      [planId, deviceId, nextRun, toNextRun],
    );
    return rows.length > 0;
  }

  /** An after-completion class plan waits on the device for the order it just made (in the claim's transaction). */
  async wait(planId: number, deviceId: number, taskId: number): Promise<void> {
    await this.db.query('UPDATE wo_plan_device SET wait_task_id = $3 WHERE plan_id = $1 AND device_id = $2', [
      planId,
      deviceId,
      taskId,
    ]);
  }

  /** Devices whose awaited order is closed: the China day it was handled on and the calendar to count from it. */
  async doneWaits(): Promise<
    {
      planId: number;
      deviceId: number;
      waitTaskId: number;
      doneDay: string;
      cycleUnit: PlanCycle;
      cycleEvery: number;
    }[]
  > {
    const { rows } = await this.db.query<{
      plan_id: number;
      device_id: number;
      wait_task_id: number;
      done_day: string;
      cycle_unit: PlanCycle;
      interval_days: number;
    }>(
      `SELECT pd.plan_id, pd.device_id, pd.wait_task_id, p.cycle_unit, p.interval_days,
              to_char(COALESCE(t.handle_finish_time, t.update_time) AT TIME ZONE '${CHINA_TZ}', 'YYYY-MM-DD')
                AS done_day
         FROM wo_plan_device pd
         JOIN wo_maint_plan p ON p.plan_id = pd.plan_id
         JOIN wo_task t ON t.task_id = pd.wait_task_id
        WHERE t.status = $1 AND p.cycle_unit IS NOT NULL
        ORDER BY pd.plan_id, pd.device_id`,
      [WO_STATUS.CLOSED],
    );
    return rows.map((r) => ({
      planId: r.plan_id,
      deviceId: r.device_id,
      waitTaskId: r.wait_task_id,
      doneDay: r.done_day,
      cycleUnit: r.cycle_unit,
      cycleEvery: r.interval_days,
    }));
  }

  /** Ends the device's wait with its next run counted from the order's end; once across instances. */
  async endWait(planId: number, deviceId: number, waitTaskId: number, nextRun: string): Promise<boolean> {
    const { rows } = await this.db.query(
      `UPDATE wo_plan_device SET next_run = $4::date, wait_task_id = NULL
        WHERE plan_id = $1 AND device_id = $2 AND wait_task_id = $3 RETURNING 1`,
      [planId, deviceId, waitTaskId, nextRun],
    );
    return rows.length > 0;
  }
}
