/**
 * Plan writes (docs/plans.md), each one short transaction: the rules TypeBox cannot say first (each a 400 naming its
 * field), then the write; a refusal rolls back, so a refused call changes nothing. A plan outside the caller's
 * factories answers 404 like a missing one; the factory named in the body passes the shared factory gate.
 */
import { PLAN_MSG, type PlanAddBody, type PlanEditBody } from '../../../../contract/maint-plan/schemas';
import { DICT_TYPE } from '../../../../contract/dict';
import { KIND_HANDLE_CODE } from '../../../../contract/work-order/schemas';
import type { Db } from '../../db/client';
import { badInput, notFound } from '../../errors';
import { isDay } from '../../shared/china-time';
import { at, type Clock } from '../../shared/clock';
import { requireFactory } from '../../shared/factory-scope';
import type { Principal } from '../../shared/principal';
import { MeterRepository } from '../asset/meter-repository';
import { DictRepository } from '../dict/repository';
import { ClassPlanRepository } from '../work-order/class-plan-repository';
import { claimVersion } from '../record-version/repository';
import { UserFactoryRepository } from '../user/factory-repository';
import { WoPeopleRepository } from '../work-order/query-people-repository';
import { PlanRepository, type PlanFields } from './plan-repository';

/** The body as the row stores it: an absent calendar or meter part is null. */
export const fieldsOf = (body: PlanAddBody): PlanFields => ({
  factoryId: body.factoryId,
  kind: body.kind,
  deviceId: body.deviceId ?? null,
  assetType: body.assetType?.trim() || null,
  title: body.title.trim(),
  cycleUnit: body.cycleUnit ?? null,
  cycleEvery: body.cycleEvery ?? null,
  nextRun: body.nextRun ?? null,
  cycleBasis: body.cycleBasis ?? 'fixed',
  meterId: body.meterId ?? null,
  meterKind: body.meterKind ?? null,
  meterEvery: body.meterEvery ?? null,
  meterMeasure: body.meterMeasure ?? 'register',
  leadDays: body.leadDays,
  checklist: body.checklist.map((item) => ({
    ...item,
    name: item.name.trim(),
    standard: item.standard.trim(),
  })),
  parts: body.parts.trim(),
  execBy: body.execBy ?? null,
});

/** The schedule and checklist rules: a whole calendar or a whole meter part (or both), limits only on numbers. */
function checkShape(f: PlanFields): void {
  if (f.deviceId !== null && f.assetType !== null) throw badInput('body/assetType', PLAN_MSG.TARGET_BOTH);
  if (f.deviceId === null && f.assetType === null) throw badInput('body/deviceId', PLAN_MSG.TARGET_NONE);
  if (f.title === '') throw badInput('body/title', PLAN_MSG.TITLE_BLANK);
  const calendar = { cycleUnit: f.cycleUnit, cycleEvery: f.cycleEvery, nextRun: f.nextRun };
  const missing = Object.keys(calendar).filter((k) => calendar[k as keyof typeof calendar] === null);
  const calendarSet = 3 - missing.length;
  if (calendarSet > 0 && missing.length > 0) throw badInput(`body/${missing[0]}`, PLAN_MSG.CYCLE_INCOMPLETE);
  // a class plan names a meter kind, each device counting by its own meter of it (docs/plans.md "Plans per device class")
  const byClass = f.assetType !== null;
  if (byClass && f.meterId !== null) throw badInput('body/meterId', PLAN_MSG.CLASS_METER_BY_KIND);
  if (!byClass && f.meterKind !== null) throw badInput('body/meterKind', PLAN_MSG.METER_KIND_CLASS_ONLY);
  const meter = byClass ? f.meterKind : f.meterId;
  if ((meter === null) !== (f.meterEvery === null)) {
    const field = byClass ? 'body/meterKind' : 'body/meterId';
    const msg = byClass ? PLAN_MSG.CLASS_METER_INCOMPLETE : PLAN_MSG.METER_INCOMPLETE;
    throw badInput(meter === null ? field : 'body/meterEvery', msg);
  }
  if (calendarSet === 0 && meter === null) throw badInput('body/cycleUnit', PLAN_MSG.NO_SCHEDULE);
  if (calendarSet === 0 && f.cycleBasis === 'completion')
    throw badInput('body/cycleBasis', PLAN_MSG.BASIS_NEEDS_CALENDAR);
  if (f.nextRun !== null && !isDay(f.nextRun)) throw badInput('body/nextRun', PLAN_MSG.NOT_A_DAY);
  for (const [i, item] of f.checklist.entries()) {
    const limits = [item.min, item.max].filter((v) => v !== null && v !== undefined);
    if (item.type !== 'number' && limits.length > 0)
      throw badInput(`body/checklist/${i}/min`, PLAN_MSG.LIMITS_ONLY_NUMBER);
    if (item.min != null && item.max != null && item.min > item.max)
      throw badInput(`body/checklist/${i}/min`, PLAN_MSG.LIMITS_ORDER);
  }
}

/** The rules that read the database: the factory, its device, the device's meter and an executor of the kind. */
async function checkFacts(tx: Db, caller: Principal, f: PlanFields): Promise<void> {
  await requireFactory(new UserFactoryRepository(tx), caller.factoryIds, f.factoryId);
  // a class with no device in the factory is allowed: it makes nothing until a device joins it
  if (f.assetType !== null) {
    const known = (await new DictRepository(tx).dataOfType(DICT_TYPE.ASSET_TYPE)).map((d) => d.dictValue);
    if (!known.includes(f.assetType)) throw badInput('body/assetType', PLAN_MSG.CLASS_UNKNOWN);
  }
  if (f.deviceId !== null && !(await new MeterRepository(tx).liveDeviceInFactory(f.deviceId, f.factoryId)))
    throw badInput('body/deviceId', PLAN_MSG.DEVICE_NOT_IN_FACTORY);
  const meterKind =
    f.assetType !== null
      ? f.meterKind
      : f.meterId === null || f.deviceId === null
        ? null
        : await new PlanRepository(tx).meterOfDevice(f.meterId, f.deviceId);
  if (f.meterId !== null && meterKind === null) throw badInput('body/meterId', PLAN_MSG.METER_NOT_OF_DEVICE);
  // running hours come from an hourly electricity meter's usage (docs/plans.md "Running hours")
  if (f.meterMeasure === 'hours' && meterKind !== 'electricity')
    throw badInput('body/meterMeasure', PLAN_MSG.HOURS_NEED_ELECTRICITY);
  if (f.execBy !== null) {
    const staff = await new WoPeopleRepository(tx).people(f.factoryId, [KIND_HANDLE_CODE[f.kind]]);
    if (!staff.some((p) => p.userId === f.execBy))
      throw badInput('body/execBy', PLAN_MSG.EXEC_NOT_IN_FACTORY);
  }
}

export class PlanService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  add(caller: Principal, body: PlanAddBody): Promise<number> {
    const f = fieldsOf(body);
    checkShape(f);
    return this.db.transaction(async (tx) => {
      await checkFacts(tx, caller, f);
      const planId = await new PlanRepository(tx).insert(f, caller.userId, at(this.clock));
      // a class plan tracks the devices its class holds now from its first date (docs/plans.md)
      await new ClassPlanRepository(tx).restart(planId, at(this.clock));
      return planId;
    });
  }

  async edit(caller: Principal, body: PlanEditBody): Promise<void> {
    const f = fieldsOf(body);
    checkShape(f);
    await this.db.transaction(async (tx) => {
      const repo = new PlanRepository(tx);
      const stored = await repo.lockInScope(body.planId, caller.factoryIds);
      if (!stored) throw notFound(PLAN_MSG.NOT_FOUND);
      await checkFacts(tx, caller, f);
      await claimVersion(
        tx,
        {
          record: 'plan',
          id: body.planId,
          version: body.version,
          userId: caller.userId,
          now: at(this.clock),
        },
        () => repo.find(body.planId),
      );
      // a new meter, or a new measure of it, starts its count again (docs/plans.md)
      const restart = stored.meterId !== f.meterId || stored.meterMeasure !== f.meterMeasure;
      await repo.update(body.planId, f, restart, at(this.clock));
      // a new class, factory or calendar starts every device's count again at the first date; else each keeps its own
      const members = new ClassPlanRepository(tx);
      const calendarChanged =
        stored.cycleUnit !== f.cycleUnit ||
        stored.cycleEvery !== f.cycleEvery ||
        stored.nextRun !== f.nextRun;
      if (stored.assetType !== f.assetType || stored.factoryId !== f.factoryId || calendarChanged)
        await members.restart(body.planId, at(this.clock));
      else if (f.cycleBasis === 'fixed') await members.endWaits(body.planId);
      // a new meter kind or measure starts each device's meter count again at its latest reading
      if (stored.meterKind !== f.meterKind || stored.meterMeasure !== f.meterMeasure)
        await members.restartMeters(body.planId, at(this.clock));
    });
  }

  /** Pause or resume: a command, not a form edit (no version, docs/concurrency.md). */
  async setEnabled(caller: Principal, planId: number, enabled: boolean): Promise<void> {
    await this.db.transaction(async (tx) => {
      const repo = new PlanRepository(tx);
      if (!(await repo.lockInScope(planId, caller.factoryIds))) throw notFound(PLAN_MSG.NOT_FOUND);
      await repo.setEnabled(planId, enabled);
    });
  }

  async remove(caller: Principal, planId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const repo = new PlanRepository(tx);
      if (!(await repo.lockInScope(planId, caller.factoryIds))) throw notFound(PLAN_MSG.NOT_FOUND);
      await repo.remove(planId);
    });
  }
}
