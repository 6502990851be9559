/**
 * Demo work orders: devices, maintenance plans and orders of every kind in every
 * status across the demo factories, produced through the real lifecycle (WorkOrderService) by the demo
 * people, on a clock that walks through the ~30 days before the seed time. Logs, acceptance records and
 * messages are therefore exactly what the live system writes; attachments are generated PNG photos
 * stored as files of the person who "took" them. Any refusal of the service fails the seed loudly.
 */
import type { Db } from '../../db/client';
import { chinaDateTime, chinaDay, DAY_MS, HOUR_MS } from '../../shared/china-time';
import { WorkOrderService } from '../../modules/work-order/service';
import { UserRepository } from '../../modules/user/repository';
import type { Principal } from '../../shared/principal';
import type { WoCreateBody } from '../../../../contract/work-order/schemas';
import { DEMO_ACCOUNTS } from './demo-data';
import { DEMO_IDLE_PLANS, insertPlan, seedDevices } from './devices';
import { storeDemoPhotos, type PhotoTone } from './demo-images';
import { FACTORY_11_ORDERS } from './demo-orders-11';
import { OTHER_FACTORY_ORDERS } from './demo-orders-other';
import type { Report, Scenario, Step } from './work-order-steps';

/** Messages older than this count as read by their owner (a demo user has looked at old news). */
const READ_AFTER_MS = 3 * DAY_MS;

export const DEMO_ORDERS: readonly Scenario[] = [...FACTORY_11_ORDERS, ...OTHER_FACTORY_ORDERS];

interface Event {
  at: number;
  scenario: Scenario;
  /** -1: the order comes to exist; otherwise the index of the step */
  step: number;
}

/** Every scenario's moments on one time line, so that task numbers and messages follow real time. */
function timeline(scenarios: readonly Scenario[], seedTime: number): Event[] {
  const events = scenarios.flatMap((scenario) => {
    let at = seedTime - scenario.startAgoH * HOUR_MS;
    const own: Event[] = [{ at, scenario, step: -1 }];
    scenario.steps.forEach((s, step) => {
      at += s.gapH * HOUR_MS;
      own.push({ at, scenario, step });
    });
    if (at >= seedTime) throw new Error(`demo order ${scenario.key} ends after the seed time`);
    return own;
  });
  // Array.prototype.sort is stable: simultaneous moments keep the scenario's own order.
  return events.sort((a, b) => a.at - b.at);
}

class DemoRun {
  private readonly service: WorkOrderService;
  private readonly principals = new Map<number, Principal>();
  private readonly tasks = new Map<string, number>();
  private photoVariant = 0;

  constructor(
    private readonly tx: Db,
    private readonly clock: { now: () => number; at: number },
    private readonly devices: Map<string, { deviceId: number; factoryId: number; name: string }>,
  ) {
    this.service = new WorkOrderService(tx, clock);
  }

  private async who(userId: number): Promise<Principal> {
    const known = this.principals.get(userId);
    if (known) return known;
    const account = DEMO_ACCOUNTS.find((a) => a.id === userId);
    if (!account) throw new Error(`no demo account ${userId}`);
    const principal = await new UserRepository(this.tx).principal(userId, account.userName, 0);
    this.principals.set(userId, principal);
    return principal;
  }

  private device(scenario: Scenario): { deviceId: number; factoryId: number; name: string } {
    const device = this.devices.get(scenario.device);
    if (!device || device.factoryId !== scenario.factoryId) {
      throw new Error(
        `demo order ${scenario.key}: no device ${scenario.device} in factory ${scenario.factoryId}`,
      );
    }
    return device;
  }

  taskId(key: string): number {
    const id = this.tasks.get(key);
    if (id === undefined) throw new Error(`demo order ${key} does not exist yet`);
    return id;
  }

  private async photos(
    userId: number,
    tone: PhotoTone,
    count: number | undefined,
    name: string,
  ): Promise<number[]> {
    if (!count) return [];
    const ids = await storeDemoPhotos(this.tx, userId, tone, count, this.photoVariant, name);
    this.photoVariant += count;
    return ids;
  }

  private async itemIds(taskId: number): Promise<number[]> {
    const { rows } = await this.tx.query<{ item_id: number }>(
      'SELECT item_id FROM wo_inspect_item WHERE task_id = $1 ORDER BY order_num, item_id',
      [taskId],
    );
    return rows.map((r) => r.item_id);
  }

  async begin(scenario: Scenario): Promise<void> {
    const { origin } = scenario;
    const device = this.device(scenario);
    if (origin.how === 'report') {
      const body = await this.createBody(scenario, origin, device);
      const created = await this.service.create(await this.who(origin.by), scenario.kind, body);
      this.tasks.set(scenario.key, created.taskId);
    } else if (origin.how === 'raise') {
      const parent = this.taskId(origin.from);
      const itemId = (await this.itemIds(parent))[origin.item];
      if (itemId === undefined) throw new Error(`demo order ${origin.from} has no item ${origin.item}`);
      const created = await this.service.raiseFromItem(await this.who(origin.by), parent, itemId, {
        reportContent: origin.content,
      });
      this.tasks.set(scenario.key, created.taskId);
    } else {
      const planId = await insertPlan(this.tx, device, origin, chinaDay(this.clock.now()));
      await this.service.generateDuePlans();
      const { rows } = await this.tx.query<{ task_id: number }>(
        'SELECT task_id FROM wo_task WHERE plan_id = $1',
        [planId],
      );
      if (rows.length !== 1) throw new Error(`demo plan of ${scenario.key} generated ${rows.length} orders`);
      this.tasks.set(scenario.key, rows[0]!.task_id);
    }
  }

  private async createBody(
    scenario: Scenario,
    r: Report,
    device: { deviceId: number; factoryId: number; name: string },
  ): Promise<WoCreateBody> {
    const now = this.clock.now();
    const body: WoCreateBody = {
      factoryId: scenario.factoryId,
      deviceId: device.deviceId,
      reportContent: r.content,
    };
    if (r.remark) body.remark = r.remark;
    if (r.fixType) body.fixType = r.fixType;
    if (r.source) body.reportSource = r.source;
    if (r.statistics !== undefined) body.isStatistics = r.statistics;
    if (r.faultBeforeH !== undefined) body.fixStartTime = chinaDateTime(now - r.faultBeforeH * HOUR_MS);
    if (r.planAfterH !== undefined) body.execTime = chinaDateTime(now + r.planAfterH * HOUR_MS);
    if (r.copyTo) body.copyTo = r.copyTo;
    if (r.priority) body.priority = r.priority;
    if (r.items) body.items = r.items.map(([itemName, standard]) => ({ itemName, standard }));
    const photos = await this.photos(r.by, 'report', r.photos, `${device.name}-现场照片`);
    if (photos.length > 0) body.attachmentIds = photos;
    return body;
  }

  async act(scenario: Scenario, step: Step): Promise<void> {
    const { kind } = scenario;
    const taskId = this.taskId(scenario.key);
    const actor = await this.who(step.by);
    switch (step.do) {
      case 'dispatch':
        return this.service.dispatch(actor, kind, taskId, { execBy: step.execBy });
      case 'forward':
        return this.service.forward(actor, kind, taskId, { execBy: step.execBy, reason: step.reason });
      case 'approve':
        return this.service.approve(actor, { taskId, approvalResult: step.verdict, approvalDesc: step.desc });
      case 'acceptDispatch':
        return this.service.acceptDispatch(actor, kind, taskId, { acceptBy: step.acceptBy });
      case 'accept': {
        const photos = await this.photos(
          step.by,
          'accept',
          step.photos,
          `${this.device(scenario).name}-验收照片`,
        );
        return this.service.accept(actor, kind, taskId, {
          acceptResult: step.verdict,
          acceptDesc: step.desc,
          ...(photos.length > 0 ? { attachmentIds: photos } : {}),
        });
      }
      case 'handle': {
        const photos = await this.photos(
          step.by,
          'handle',
          step.photos,
          `${this.device(scenario).name}-处理照片`,
        );
        const itemIds = step.items ? await this.itemIds(taskId) : [];
        return this.service.handle(actor, kind, taskId, {
          handleResult: step.result,
          handleDesc: step.desc,
          ...(step.fixType ? { handleFixType: step.fixType } : {}),
          ...(step.parts ? { parts: step.parts } : {}),
          ...(photos.length > 0 ? { attachmentIds: photos } : {}),
          ...(step.items
            ? {
                items: step.items.map((item, i) => {
                  const itemId = itemIds[i];
                  if (itemId === undefined) throw new Error(`demo order ${scenario.key} has no item ${i}`);
                  return { itemId, ...item };
                }),
              }
            : {}),
        });
      }
    }
  }
}

/**
 * Seeds devices, plans and orders in one transaction on a fresh demo database (after the main seed).
 * `seedTime` is the moment the demo is "now": every order happened before it.
 */
export async function seedWorkOrders(db: Db, seedTime: number): Promise<void> {
  await db.transaction(async (tx) => {
    const devices = await seedDevices(tx);
    const clock = {
      at: seedTime,
      now(): number {
        return this.at;
      },
    };
    const run = new DemoRun(tx, clock, devices);
    for (const event of timeline(DEMO_ORDERS, seedTime)) {
      clock.at = event.at;
      const step = event.scenario.steps[event.step];
      if (step) await run.act(event.scenario, step);
      else await run.begin(event.scenario);
    }
    for (const plan of DEMO_IDLE_PLANS) {
      const device = devices.get(plan.device);
      if (!device) throw new Error(`demo plan on unknown device ${plan.device}`);
      await insertPlan(tx, device, plan, chinaDay(seedTime + plan.nextInDays * DAY_MS));
    }
    // A to-do somebody has acted on since is done with; a message is read once its owner acted on the
    // order later, or when it is old news. What is left unread is what a demo user would not have seen.
    await tx.query(
      `UPDATE sys_task_msg m SET is_read = 1
        WHERE m.task_id IS NOT NULL
          AND ((m.tab = 1 AND m.create_time < $1)
               OR EXISTS (SELECT 1 FROM wo_task_log l
                           WHERE l.task_id = m.task_id AND l.create_time > m.create_time
                             AND (m.tab = 2 OR l.create_by = m.user_id)))`,
      [new Date(seedTime - READ_AFTER_MS)],
    );
  });
}
