/**
 * Maintenance and inspection plans (docs/plans.md): every enabled plan whose next run (a China date, less its lead
 * time) has come, or whose meter has counted its step, creates one order of its kind for its device (a class plan: for
 * each device of the class whose own next run has come), dispatched to the plan's executor when that person may still take it (else it
 * waits for a manager's dispatch), and moves its next run and meter base on. Each plan is one transaction that
 * first moves next_run and meter_base from the values it read: a second run at the same time (or another instance)
 * finds nothing due and creates nothing.
 */
import type { PlanKind } from '../../../../contract/maint-plan/schemas';
import { KIND_HANDLE_CODE, WO_STATUS } from '../../../../contract/work-order/schemas';
import { WO_PRIORITY_DEFAULT } from '../../../../contract/wo-priority';
import type { Db } from '../../db/client';
import { at, type Clock } from '../../shared/clock';
import { startPeriodic, type Periodic } from '../../shared/periodic';
import { ClassPlanRepository } from './class-plan-repository';
import { CommandRepository } from './command-repository';
import { ItemPlanRepository, type DuePlan, type NewCheckItem, type PlanClaim } from './item-plan-repository';
import { addCycle, nextInSeries } from './plan-cycle';
import { dispatchLog } from './log-objects';
import { announceNew, applyStep, insertNewOrder } from './order-writes';
import { PeopleRepository } from './people-repository';
import { addDays, chinaDay } from '../../shared/china-time';

/** who dispatched (and reported) a plan's order, in its logs: the page the plan is on */
export const PLAN_DISPATCHER: Readonly<Record<PlanKind, string>> = { maint: '保养计划', inspect: '巡检计划' };
/** plan orders are planned for the start of the working day they are due on */
const PLAN_START = '08:00:00';

/** Whether the plan's calendar has come (less its lead time): never while it waits for its last order to end. */
const calendarDueOn = (plan: DuePlan, today: string): boolean =>
  plan.waitTaskId === null && plan.nextRun !== null && addDays(plan.nextRun, -plan.leadDays) <= today;

/**
 * What a due plan's claim moves (docs/plans.md): a calendar that came due steps to the first date of its series after
 * both its date and today; a calendar overtaken by the meter starts again from today (whichever comes first restarts
 * both counts); the meter's count starts again at its latest reading. Exported for the unit tests.
 */
export function claimOf(plan: DuePlan, today: string): PlanClaim {
  const calendarDue = calendarDueOn(plan, today);
  let toNextRun: string | null = null;
  if (plan.nextRun !== null && plan.cycleUnit !== null && plan.cycleEvery !== null) {
    // an after-completion plan waits for this order; until it ends, the date stands one cycle from today
    toNextRun =
      calendarDue && plan.cycleBasis === 'fixed'
        ? nextInSeries(
            plan.nextRun,
            plan.cycleUnit,
            plan.cycleEvery,
            plan.nextRun > today ? plan.nextRun : today,
          )
        : addCycle(today, plan.cycleUnit, plan.cycleEvery);
  }
  return {
    planId: plan.planId,
    nextRun: plan.nextRun,
    meterBase: plan.meterBase,
    waitTaskId: plan.waitTaskId,
    hoursFrom: plan.hoursFrom,
    toNextRun,
    toMeterBase: plan.meterValue ?? plan.meterBase,
    // a running-hours count starts again after the latest reading (docs/plans.md "Running hours")
    toHoursFrom: plan.meterMeasure === 'hours' ? (plan.lastReadAt ?? plan.hoursFrom) : plan.hoursFrom,
  };
}

/** The check items of an order made from the plan's checklist: a number's limits join its standard. */
export function itemsOf(plan: DuePlan): NewCheckItem[] {
  return plan.checklist.map((item) => {
    const number = item.type === 'number';
    const limits =
      number && (item.min != null || item.max != null) ? `${item.min ?? ''}~${item.max ?? ''}` : '';
    return {
      itemName: item.name,
      standard: [limits, item.standard].filter(Boolean).join(' ').slice(0, 50),
      // the type and a number's limits travel with the item: the handling answers by them (check-answers.ts)
      itemType: item.type,
      min: number ? (item.min ?? null) : null,
      max: number ? (item.max ?? null) : null,
    };
  });
}

async function runPlan(tx: Db, plan: DuePlan, today: string, now: Date): Promise<boolean> {
  const claim = claimOf(plan, today);
  // a class plan's device is claimed in its own row, a device plan in the plan's (docs/plans.md)
  const claimed = plan.classMember
    ? await new ClassPlanRepository(tx).advance(plan.deviceId, claim)
    : await new ItemPlanRepository(tx).advance(claim);
  if (!claimed) return false;
  // A calendar order made ahead (its lead time) is planned for its due date; a late one or a meter's for today.
  const due = calendarDueOn(plan, today) && plan.nextRun! > today ? plan.nextRun! : today;
  const created = await insertNewOrder(
    tx,
    plan.kind,
    {
      factoryId: plan.factoryId,
      deviceId: plan.deviceId,
      reportContent: plan.title.slice(0, 100),
      // the parts to prepare travel with the order, where its executor reads them
      remark: plan.parts,
      fixType: '',
      reportSource: '',
      isStatistics: 0,
      fixStartTime: null,
      execTime: `${due} ${PLAN_START}`,
      reportBy: null,
      planId: plan.planId,
      raisedFromItem: null,
      // a plan has no priority of its own (docs/work-order-lifecycle.md "Priority and due time")
      priority: WO_PRIORITY_DEFAULT,
    },
    now,
  );
  // both kinds carry the checklist as the order's check items (docs/plans.md "Check items on the order")
  await new ItemPlanRepository(tx).insertItems(created.taskId, itemsOf(plan));
  if (plan.cycleBasis === 'completion') {
    if (plan.classMember) await new ClassPlanRepository(tx).wait(plan.planId, plan.deviceId, created.taskId);
    else await new ItemPlanRepository(tx).wait(plan.planId, created.taskId);
  }
  const order = (await new CommandRepository(tx).order(created.taskId))!;
  const exec =
    plan.execBy === null
      ? undefined
      : (
          await new PeopleRepository(tx).facts([plan.execBy], plan.factoryId, KIND_HANDLE_CODE[plan.kind])
        ).get(plan.execBy);
  if (plan.execBy !== null && exec?.enabled && (exec.admin || (exec.bound && exec.hasCode))) {
    await applyStep(tx, {
      order,
      status: WO_STATUS.HANDLING,
      patch: { exec_by: plan.execBy, distribute_by: null },
      log: dispatchLog(PLAN_DISPATCHER[plan.kind], exec.nickName),
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
  const plans = new ItemPlanRepository(db);
  await plans.startMeterCounts();
  // an after-completion plan whose order has ended counts its next run from that day (docs/plans.md)
  for (const done of await plans.doneWaits())
    await plans.endWait(
      done.planId,
      done.waitTaskId,
      addCycle(done.doneDay, done.cycleUnit, done.cycleEvery),
    );
  await trackClassDevices(new ClassPlanRepository(db), today, now);
  const due = [...(await plans.duePlans(today)), ...(await new ClassPlanRepository(db).due(today))];
  for (const plan of due) {
    if (await db.transaction((tx) => runPlan(tx, plan, today, now))) created += 1;
  }
  return created;
}

/**
 * The devices of class plans (docs/plans.md "Plans per device class"): a device that left its class stops; one that
 * joined since the plan was set starts at the plan's first date still ahead (its next cycle, never today's at once)
 * and its meter count at its own meter's latest reading; an awaited order that has ended counts the device's next run from that day.
 */
async function trackClassDevices(members: ClassPlanRepository, today: string, now: Date): Promise<void> {
  await members.dropLeavers();
  for (const j of await members.joiners()) {
    const first =
      j.planRun === null || j.cycleUnit === null || j.cycleEvery === null || j.planRun > today
        ? j.planRun
        : nextInSeries(j.planRun, j.cycleUnit, j.cycleEvery, today);
    await members.join(j.planId, j.deviceId, first, now);
  }
  // each device of a meter plan counts by its own meter of the plan's kind, found again when its meters change
  await members.pickMeters(now);
  for (const done of await members.doneWaits())
    await members.endWait(
      done.planId,
      done.deviceId,
      done.waitTaskId,
      addCycle(done.doneDay, done.cycleUnit, done.cycleEvery),
    );
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
