/**
 * SQL of plans per device class (docs/plans.md "Plans per device class"): each device of the class a plan tracks has
 * its own row in wo_plan_device (its next run, the order an after-completion plan waits for on it, and for a meter
 * plan its own meter of the plan's kind with the count's start). The plan's form
 * sets the rows of the devices the class holds then; the scheduler adds a device that joined the class since and drops
 * one that left, and claims each device's order by moving that row from the values it read.
 */
import type { PlanCycle } from '../../../../contract/maint-plan/schemas';
import { WO_STATUS } from '../../../../contract/work-order/schemas';
import type { Db } from '../../db/client';
import { CHINA_TZ } from '../../shared/china-time';
import { lastReadAtSql, runHoursSql } from '../plan/run-hours';
import { duePlanOf, type DuePlan, type DuePlanRow, type PlanClaim } from './item-plan-repository';

/** The device `d` is a live device of the class plan `p` names, in its factory. */
const MEMBER = (p: string, d: string) =>
  `${d}.factory_id = ${p}.factory_id AND ${d}.asset_type = ${p}.asset_type AND ${d}.deleted_at IS NULL`;

/**
 * The device's own meter of the plan's kind: the lowest meter_id of that kind measuring it (a device with several,
 * e.g. a main and a sub meter, counts by the first one entered; docs/plans.md "Plans per device class").
 */
const PICK = (p: string, pd: string) =>
  `(SELECT min(m.meter_id) FROM alarm_meter m WHERE m.device_id = ${pd}.device_id AND m.kind = ${p}.meter_kind)`;

/** The latest register reading of meter `meter` (an SQL expression). */
const LATEST = (meter: string) =>
  `(SELECT e.value FROM energy_reading e WHERE e.meter_id = ${meter} ORDER BY e.read_at DESC LIMIT 1)`;

/** A device of a class that has no row of the plan yet, with the plan's calendar (null for a meter-only plan). */
export interface Joiner {
  planId: number;
  deviceId: number;
  /** the plan's first due date, the start of its series 'YYYY-MM-DD' */
  planRun: string | null;
  cycleUnit: PlanCycle | null;
  cycleEvery: number | null;
}

export class ClassPlanRepository {
  constructor(private readonly db: Db) {}

  /**
   * The plan's devices start again at its (new) first due date: the devices the class holds now, none waiting, each
   * meter count from its own meter's latest reading.
   */
  async restart(planId: number, now: Date): Promise<void> {
    await this.db.query('DELETE FROM wo_plan_device WHERE plan_id = $1', [planId]);
    await this.db.query(
      `INSERT INTO wo_plan_device (plan_id, device_id, next_run, joined_at)
       SELECT p.plan_id, d.device_id, p.next_run, $2
         FROM wo_maint_plan p JOIN wo_device d ON ${MEMBER('p', 'd')}
        WHERE p.plan_id = $1 AND p.asset_type IS NOT NULL`,
      [planId, now],
    );
    await this.pickMeters(now, planId);
  }

  /** A new meter kind or measure: each device's meter count starts again (its calendar stays). */
  async restartMeters(planId: number, now: Date): Promise<void> {
    await this.db.query(
      'UPDATE wo_plan_device SET meter_id = NULL, meter_base = NULL, hours_from = NULL WHERE plan_id = $1',
      [planId],
    );
    await this.pickMeters(now, planId);
  }

  /**
   * Sets each device's meter of its meter plan's kind where it changed (a meter added, removed or moved): the count
   * starts at that meter's latest reading (none: at its first one, below), running hours after it. Then a meter that
   * had no reading when picked starts at its first. Two instances at once write the same values.
   */
  async pickMeters(now: Date, planId: number | null = null): Promise<void> {
    await this.db.query(
      `WITH k AS (SELECT pd.plan_id, pd.device_id, ${PICK('p', 'pd')} AS meter_id
                    FROM wo_plan_device pd JOIN wo_maint_plan p ON p.plan_id = pd.plan_id
                   WHERE p.meter_kind IS NOT NULL AND ($2::int IS NULL OR pd.plan_id = $2))
       UPDATE wo_plan_device pd
          SET meter_id = k.meter_id, meter_base = ${LATEST('k.meter_id')},
              hours_from = CASE WHEN k.meter_id IS NULL THEN NULL ELSE COALESCE(${lastReadAtSql('k.meter_id')}, $1) END
         FROM k
        WHERE pd.plan_id = k.plan_id AND pd.device_id = k.device_id AND pd.meter_id IS DISTINCT FROM k.meter_id`,
      [now, planId],
    );
    await this.db.query(
      `UPDATE wo_plan_device pd SET meter_base = ${LATEST('pd.meter_id')}
        WHERE pd.meter_id IS NOT NULL AND pd.meter_base IS NULL AND ($1::int IS NULL OR pd.plan_id = $1)`,
      [planId],
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
      plan_run: string | null;
      cycle_unit: PlanCycle | null;
      interval_days: number | null;
    }>(
      `SELECT p.plan_id, d.device_id, to_char(p.next_run, 'YYYY-MM-DD') AS plan_run, p.cycle_unit, p.interval_days
         FROM wo_maint_plan p JOIN wo_device d ON ${MEMBER('p', 'd')}
        WHERE p.asset_type IS NOT NULL
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
  async join(planId: number, deviceId: number, nextRun: string | null, now: Date): Promise<void> {
    await this.db.query(
      `INSERT INTO wo_plan_device (plan_id, device_id, next_run, joined_at) VALUES ($1, $2, $3::date, $4)
       ON CONFLICT DO NOTHING`,
      [planId, deviceId, nextRun, now],
    );
  }

  /**
   * The devices of enabled class plans whose own next run (less the lead time) has come while they wait for nothing,
   * or whose own meter counted the plan's step since the device's count started.
   */
  async due(today: string): Promise<DuePlan[]> {
    const { rows } = await this.db.query<DuePlanRow>(
      `SELECT p.plan_id, p.kind, p.factory_id, pd.device_id, p.title, p.cycle_unit, p.interval_days,
              to_char(pd.next_run, 'YYYY-MM-DD') AS next_run, p.cycle_basis, pd.wait_task_id, p.lead_days,
              pd.meter_base::text AS meter_base, p.meter_every::text AS meter_every, r.value::text AS meter_value,
              p.meter_measure, pd.hours_from::text AS hours_from, h.run_hours, h.last_read_at::text AS last_read_at,
              p.checklist, p.parts, p.exec_by
         FROM wo_plan_device pd
         JOIN wo_maint_plan p ON p.plan_id = pd.plan_id
         JOIN wo_device d ON d.device_id = pd.device_id AND ${MEMBER('p', 'd')}
         LEFT JOIN LATERAL (SELECT ${LATEST('pd.meter_id')} AS value) r ON pd.meter_id IS NOT NULL
         LEFT JOIN LATERAL (SELECT ${runHoursSql('pd.meter_id', 'pd.hours_from')} AS run_hours,
                                   ${lastReadAtSql('pd.meter_id')} AS last_read_at) h
                ON pd.meter_id IS NOT NULL AND p.meter_measure = 'hours'
        WHERE p.enabled
          AND ((pd.wait_task_id IS NULL AND pd.next_run - p.lead_days <= $1::date)
               OR (p.meter_measure = 'register' AND r.value >= pd.meter_base + p.meter_every)
               OR h.run_hours >= p.meter_every)
        ORDER BY pd.next_run NULLS LAST, p.plan_id, pd.device_id`,
      [today],
    );
    return rows.map((r) => duePlanOf(r, true));
  }

  /**
   * Moves the device's next run and meter count from the values read; false when another run, another instance or
   * an edit moved them, the plan is paused or the device left the class: the caller then creates nothing.
   */
  async advance(deviceId: number, claim: PlanClaim): Promise<boolean> {
    const { rows } = await this.db.query(
      `UPDATE wo_plan_device pd SET next_run = $4::date, meter_base = $6::numeric, hours_from = $8::timestamptz
        WHERE pd.plan_id = $1 AND pd.device_id = $2
          AND pd.next_run IS NOT DISTINCT FROM $3::date AND pd.meter_base IS NOT DISTINCT FROM $5::numeric
          AND pd.hours_from IS NOT DISTINCT FROM $7::timestamptz AND pd.wait_task_id IS NOT DISTINCT FROM $9::int
          AND EXISTS (SELECT 1 FROM wo_maint_plan p JOIN wo_device d ON d.device_id = pd.device_id AND ${MEMBER('p', 'd')}
                       WHERE p.plan_id = pd.plan_id AND p.enabled)
       RETURNING 1`,
      [
        claim.planId,
        deviceId,
        claim.nextRun,
        claim.toNextRun,
        claim.meterBase,
        claim.toMeterBase,
        claim.hoursFrom,
        claim.toHoursFrom,
        claim.waitTaskId,
      ],
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
