/**
 * Maintenance plans: every enabled plan whose next run (a China date) has come creates one maintenance
 * order for its device, dispatched to the plan's executor when that person may still take it (else it
 * waits for a manager's dispatch), and moves its next run past today. Each plan is one transaction that
 * first moves next_run from the value it read: a second run at the same time (or another instance)
 * finds nothing due and creates nothing.
 */
import { KIND_HANDLE_CODE, WO_KIND, WO_STATUS } from '../../../../contract/work-order/schemas';
import { WO_PRIORITY_DEFAULT } from '../../../../contract/wo-priority';
import type { Db } from '../../db/client';
import { at, type Clock } from '../../shared/clock';
import { startPeriodic, type Periodic } from '../../shared/periodic';
import { CommandRepository } from './command-repository';
import { ItemPlanRepository, type DuePlan } from './item-plan-repository';
import { dispatchLog } from './log-objects';
import { announceNew, applyStep, insertNewOrder } from './order-writes';
import { PeopleRepository } from './people-repository';
import { chinaDay, DAY_MS } from '../../shared/china-time';

/** who dispatched a plan's order, in its dispatch log */
export const PLAN_DISPATCHER = '保养计划';
/** plan orders are planned for the start of the working day they are created on (a missed date is past) */
const PLAN_START = '08:00:00';

/** The first date of the plan's series after `today` (a plan missed for weeks creates one order, not many). */
export function nextRunAfter(nextRun: string, intervalDays: number, today: string): string {
  const from = Date.parse(`${nextRun}T00:00:00Z`);
  const steps = Math.floor((Date.parse(`${today}T00:00:00Z`) - from) / (intervalDays * DAY_MS)) + 1;
  return new Date(from + Math.max(1, steps) * intervalDays * DAY_MS).toISOString().slice(0, 10);
}

async function runPlan(tx: Db, plan: DuePlan, today: string, now: Date): Promise<boolean> {
  if (
    !(await new ItemPlanRepository(tx).advance(
      plan.planId,
      plan.nextRun,
      nextRunAfter(plan.nextRun, plan.intervalDays, today),
    ))
  ) {
    return false;
  }
  const created = await insertNewOrder(
    tx,
    WO_KIND.MAINT,
    {
      factoryId: plan.factoryId,
      deviceId: plan.deviceId,
      reportContent: plan.title.slice(0, 100),
      remark: '',
      fixType: '',
      reportSource: '',
      isStatistics: 0,
      fixStartTime: null,
      execTime: `${today} ${PLAN_START}`,
      reportBy: null,
      planId: plan.planId,
      raisedFromItem: null,
      // a plan has no priority of its own (docs/work-order-lifecycle.md "Priority and due time")
      priority: WO_PRIORITY_DEFAULT,
    },
    now,
  );
  const order = (await new CommandRepository(tx).order(created.taskId))!;
  const exec =
    plan.execBy === null
      ? undefined
      : (await new PeopleRepository(tx).facts([plan.execBy], plan.factoryId, KIND_HANDLE_CODE.maint)).get(
          plan.execBy,
        );
  if (plan.execBy !== null && exec?.enabled && (exec.admin || (exec.bound && exec.hasCode))) {
    await applyStep(tx, {
      order,
      status: WO_STATUS.HANDLING,
      patch: { exec_by: plan.execBy, distribute_by: null },
      log: dispatchLog(PLAN_DISPATCHER, exec.nickName),
      event: 'dispatch',
      actorId: null,
      now,
    });
  } else {
    await announceNew(tx, order.taskId, null, now);
  }
  return true;
}

export async function generateDuePlans(db: Db, clock: Clock): Promise<number> {
  const now = at(clock);
  const today = chinaDay(now.getTime());
  let created = 0;
  for (const plan of await new ItemPlanRepository(db).duePlans(today)) {
    if (await db.transaction((tx) => runPlan(tx, plan, today, now))) created += 1;
  }
  return created;
}

export type PlanScheduler = Periodic;

/** Runs `generate` now and then every `everyMs` (hourly by default). */
export function startPlanScheduler(
  generate: () => Promise<number>,
  report: { info(msg: string): void; error(msg: string): void },
  everyMs = 3_600_000,
): PlanScheduler {
  return startPeriodic(
    async () => {
      const n = await generate();
      if (n > 0) report.info(`maintenance plans: ${n} order(s) created`);
    },
    (err) => report.error(`maintenance plans failed: ${err.message}`),
    everyMs,
    true,
  );
}
