/**
 * 90 days of demo alarm history (docs/alarms.md "Demo history"): what the simulator (simulator.ts) would have raised on
 * the demo's alarm meters and collectors before the seed time, each alarm with its whole journal — cleared by its
 * source, acknowledged by the demo account that works its factory, some shelved and unshelved, some escalated, all
 * released (by a user with a reason while still active, or by the system 30 minutes after it cleared) — so that the
 * 告警分析 and 告警记录 pages have something to show. Deterministic (a seeded PRNG, times relative to the seed time);
 * alarm-history-seed.ts writes it in two statements, alarm-history-profile.ts says how it behaves. Besides the everyday
 * trickle it holds what EEMUA 191 looks for: two storm days of floods, bursts, collector failures, chattering meters
 * and a few bad actors (some meters raise far more than the others). Nothing of it is active: the demo's active alarms
 * (alarms.ts) stay the only ones in the window.
 */
import {
  ALARM_ESCALATION,
  ALARM_EVENT,
  ALARM_KIND,
  ALARM_KINDS,
  ALARM_PRIORITY,
  SUPPRESSED_BY_COLLECTOR,
  type AlarmEventKind,
  type AlarmKind,
  type AlarmPriority,
} from '../../../../contract/alarm';
import { ESCALATION_NOTE } from '../../modules/alarm/escalation-repository';
import type { NewAlarm } from '../../modules/alarm/repository';
import {
  CLEARED_KEPT_MS,
  collectorAlarm,
  meterAlarm,
  pickKind,
  type CollectorRow,
  type MeterRow,
  type Random,
} from '../../modules/alarm/simulator';
import { CHINA_OFFSET_MS } from '../../shared/china-time';
import {
  ACK_NOTES,
  ACKS,
  BAD_ACTOR_WEIGHTS,
  BATCH_ACK_NOTE,
  BURST_EVERY_DAYS,
  CHATTER,
  CHATTER_ACK_NOTE,
  CLEARS,
  DEFAULT_HANDLER,
  HANDLERS,
  RELEASE_REASONS,
  SHELVE_MINUTES,
  SHELVE_REASONS,
  STORMS,
  TRICKLE_PER_HOUR,
} from './alarm-history-profile';
import { prng } from './prng';

export const HISTORY_DAYS = 90;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** the newest raise of the history is this long before the seed time, its last event before LAST_EVENT_BEFORE */
const NEWEST_RAISE_BEFORE = 6 * HOUR;
const LAST_EVENT_BEFORE = 10 * MINUTE;
const SEED = 20_261_129;

export interface HistoryEvent {
  event: AlarmEventKind;
  at: number;
  by: number | null;
  note: string | null;
}

/** One alarm of the history: what was raised, its final state and its journal (oldest first). */
export interface HistoryAlarm {
  alarm: NewAlarm;
  priority: AlarmPriority;
  clearedAt: number | null;
  ack: { by: number; at: number; note: string | null } | null;
  released: { by: number | null; at: number; reason: string | null };
  escalatedRung: 0 | 1 | 2;
  taskId: number | null;
  events: HistoryEvent[];
}

/** A demo repair order raised from a device alarm: the history holds the alarm it came from. */
export interface AlarmOrder {
  taskId: number;
  taskNo: string;
  /** the fault's start (the alarm's raise) and the order's creation, ms */
  faultAt: number;
  createdAt: number;
  by: number;
  meterId: number;
}

export interface HistorySources {
  meters: readonly MeterRow[];
  collectors: readonly CollectorRow[];
  /** priority by `${kind}:${deviceType}` (alarm_priority_rule); 中 without a rule */
  rules: ReadonlyMap<string, AlarmPriority>;
  orders: readonly AlarmOrder[];
}

const between = (random: Random, min: number, max: number): number => min + random() * (max - min);
/** Mostly near `min`, now and then up to `max`: how delays spread. */
const skewed = (random: Random, min: number, max: number): number => min + random() ** 2 * (max - min);
const pickOf = <T>(list: readonly T[], random: Random): T => list[Math.floor(random() * list.length)]!;
const chinaHour = (t: number): number => Math.floor((t + CHINA_OFFSET_MS) / HOUR) % 24;

/** A Poisson count of mean `mean` (Knuth; small means only). */
function poisson(random: Random, mean: number): number {
  const limit = Math.exp(-mean);
  let n = 0;
  for (let p = random(); p > limit; p *= random()) n += 1;
  return n;
}

/** The alarms of the history, oldest first; the same sources and seed time give the same history. */
export function alarmHistory(seedTime: number, sources: HistorySources): HistoryAlarm[] {
  const random = prng(SEED);
  const start = seedTime - HISTORY_DAYS * DAY;
  const newest = seedTime - NEWEST_RAISE_BEFORE;
  const lastEvent = seedTime - LAST_EVENT_BEFORE;
  const out: HistoryAlarm[] = [];
  const factories = [...new Set(sources.meters.map((m) => m.factoryId))].sort((a, b) => a - b);
  const metersOf = new Map(factories.map((f) => [f, sources.meters.filter((m) => m.factoryId === f)]));
  const byCode = new Map(sources.meters.map((m) => [m.code, m]));

  // Each factory's meters in a seeded order; the first ones are its bad actors.
  const weights = new Map<number, number>();
  for (const list of metersOf.values()) {
    const order = [...list];
    for (let i = order.length - 1; i > 0; i -= 1) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    order.forEach((m, i) => weights.set(m.meterId, BAD_ACTOR_WEIGHTS[i] ?? 1));
  }
  const pickMeter = (factoryId: number): MeterRow => {
    const list = metersOf.get(factoryId) ?? [];
    const total = list.reduce((s, m) => s + weights.get(m.meterId)!, 0);
    let r = random() * total;
    for (const m of list) {
      r -= weights.get(m.meterId)!;
      if (r < 0) return m;
    }
    return list[list.length - 1]!;
  };
  const handler = (factoryId: number): number => pickOf(HANDLERS[factoryId] ?? [DEFAULT_HANDLER], random);
  const priorityOf = (a: NewAlarm): AlarmPriority =>
    sources.rules.get(`${a.kind}:${a.deviceType}`) ?? ALARM_PRIORITY.MEDIUM;

  interface Plan {
    clearAfter?: number | null;
    ack?: { by: number; at: number; note: string | null } | null;
    noAck?: boolean;
    shelve?: boolean;
    order?: AlarmOrder;
  }

  /** The life of one alarm after its raise, as operators and the simulator would have lived it. */
  const live = (alarm: NewAlarm, plan: Plan = {}): HistoryAlarm => {
    const raised = alarm.raisedAt.getTime();
    const priority = priorityOf(alarm);
    const night = chinaHour(raised) < 8 || chinaHour(raised) >= 20 ? 1.6 : 1;
    const events: HistoryEvent[] = [{ event: ALARM_EVENT.RAISED, at: raised, by: null, note: null }];
    const who = handler(alarm.factoryId);
    let from = raised;
    // A nuisance shelved for a while: the fault persists meanwhile, the shelve drops nothing yet acknowledged.
    if (plan.shelve) {
      const at = raised + skewed(random, 2, 20) * MINUTE;
      const minutes = pickOf(SHELVE_MINUTES, random);
      events.push({ event: ALARM_EVENT.SHELVED, at, by: who, note: pickOf(SHELVE_REASONS, random) });
      const early = random() < 0.25;
      const end = early ? at + between(random, 0.2, 0.8) * minutes * MINUTE : at + minutes * MINUTE;
      events.push({ event: ALARM_EVENT.UNSHELVED, at: end, by: early ? who : null, note: null });
      from = end;
    }
    const clears = CLEARS[alarm.kind];
    let clearedAt =
      plan.clearAfter !== undefined
        ? plan.clearAfter === null
          ? null
          : from + plan.clearAfter
        : random() < clears.chance
          ? from + skewed(random, clears.min, clears.max) * night * MINUTE
          : null;
    const acks = ACKS[priority];
    let ack =
      plan.ack !== undefined
        ? plan.ack
        : !plan.noAck && random() < acks.chance
          ? {
              by: who,
              at: from + skewed(random, acks.min, acks.max) * night * MINUTE,
              note: random() < 0.3 ? pickOf(ACK_NOTES, random) : null,
            }
          : null;
    let released: HistoryAlarm['released'];
    if (clearedAt !== null) {
      // Whoever acknowledged it often releases it once it cleared; otherwise the system does, CLEARED_KEPT_MS after.
      released =
        ack && random() < 0.55
          ? { by: ack.by, at: Math.max(clearedAt, ack.at) + skewed(random, 1, 25) * MINUTE, reason: null }
          : { by: null, at: clearedAt + CLEARED_KEPT_MS, reason: null };
    } else {
      released = {
        by: ack?.by ?? who,
        at: (ack?.at ?? from) + skewed(random, 5, 120) * MINUTE,
        reason: pickOf(RELEASE_REASONS, random),
      };
    }
    if (ack && ack.at >= released.at) ack = null;
    // Nothing after the seed's horizon: a late alarm's story is squeezed into what is left of it.
    if (released.at > lastEvent) {
      const squeeze = (t: number) => raised + ((t - raised) * (lastEvent - raised)) / (released.at - raised);
      for (const e of events) e.at = squeeze(e.at);
      if (clearedAt !== null) clearedAt = squeeze(clearedAt);
      if (ack) ack = { ...ack, at: squeeze(ack.at) };
      released = { ...released, at: lastEvent };
    }
    if (clearedAt !== null) events.push({ event: ALARM_EVENT.CLEARED, at: clearedAt, by: null, note: null });
    if (ack) events.push({ event: ALARM_EVENT.ACKNOWLEDGED, at: ack.at, by: ack.by, note: ack.note });
    // An unacknowledged 紧急/高 alarm tells the supervisors, then the administrators (the escalation job's rungs).
    let escalatedRung: 0 | 1 | 2 = 0;
    if (priority <= ALARM_ESCALATION.MAX_PRIORITY) {
      const unacknowledgedUntil = Math.min(ack?.at ?? Infinity, released.at);
      const rungs = [
        [ALARM_ESCALATION.SUPERVISOR_DEFAULT_MIN, ESCALATION_NOTE.SUPERVISORS],
        [ALARM_ESCALATION.ADMIN_DEFAULT_MIN, ESCALATION_NOTE.ADMINS],
      ] as const;
      for (const [minutes, note] of rungs) {
        const at = raised + minutes * MINUTE;
        if (at >= unacknowledgedUntil) break;
        events.push({ event: ALARM_EVENT.ESCALATED, at, by: null, note });
        escalatedRung += 1;
      }
    }
    if (plan.order) {
      events.push({
        event: ALARM_EVENT.ORDER_RAISED,
        at: plan.order.createdAt,
        by: plan.order.by,
        note: plan.order.taskNo,
      });
    }
    events.push({ event: ALARM_EVENT.RELEASED, at: released.at, by: released.by, note: released.reason });
    events.sort((a, b) => a.at - b.at);
    return {
      alarm,
      priority,
      clearedAt,
      ack,
      released,
      escalatedRung: escalatedRung as 0 | 1 | 2,
      taskId: plan.order?.taskId ?? null,
      events,
    };
  };

  const meterRaise = (kind: AlarmKind, meter: MeterRow, at: number): NewAlarm =>
    meterAlarm(kind, meter, new Date(Math.round(at)), random);

  /** A collector fails: its error and each meter behind it offline or silent, all back when it recovers. */
  const collectorFailure = (factoryId: number, at: number): void => {
    const candidates = sources.collectors.filter((c) => c.factoryId === factoryId);
    if (candidates.length === 0) return;
    const c = pickOf(candidates, random);
    const behind = sources.meters.filter((m) => m.collectorId === c.collectorId);
    const down = skewed(random, CLEARS[1].min, CLEARS[1].max) * MINUTE;
    out.push(live(collectorAlarm(c, behind.length, new Date(Math.round(at))), { clearAfter: down }));
    // The meters' alarms are hidden behind the collector's in the window: nobody acknowledges them.
    for (const m of behind)
      out.push(
        live(meterRaise(pickOf(SUPPRESSED_BY_COLLECTOR, random), m, at), { clearAfter: down, noAck: true }),
      );
  };

  /** The simulator's burst: 20–40 meter alarms of one factory within 2 minutes, acknowledged together. */
  const burst = (factoryId: number, at: number): void => {
    const n = 20 + Math.floor(random() * 21);
    const kinds = ALARM_KINDS.filter((k) => k !== ALARM_KIND.COLLECTOR_ERROR);
    const batch =
      random() < 0.7 ? { by: handler(factoryId), at: at + between(random, 6, 25) * MINUTE } : null;
    for (let i = 0; i < n; i += 1) {
      const alarm = meterRaise(
        pickKind(kinds, random),
        pickOf(metersOf.get(factoryId)!, random),
        at + random() * 2 * MINUTE,
      );
      out.push(live(alarm, batch ? { ack: { ...batch, note: BATCH_ACK_NOTE } } : {}));
    }
  };

  /** One alarm of a random kind (a collector error is a collector failure), as the simulator's trickle. */
  const trickle = (factoryId: number, at: number): void => {
    const kind = pickKind(ALARM_KINDS, random);
    if (kind === ALARM_KIND.COLLECTOR_ERROR) return collectorFailure(factoryId, at);
    const meter = pickMeter(factoryId);
    // A bad actor's 中/低 alarm is sometimes shelved as a nuisance.
    const shelve = weights.get(meter.meterId)! > 1 && kind >= ALARM_KIND.METER_OFFLINE && random() < 0.06;
    out.push(live(meterRaise(kind, meter, at), { shelve }));
  };

  for (let hour = start; hour < newest; hour += HOUR) {
    const h = chinaHour(hour);
    const weekday = new Date(hour + CHINA_OFFSET_MS).getUTCDay();
    const base = h >= 8 && h < 20 ? TRICKLE_PER_HOUR.day : TRICKLE_PER_HOUR.night;
    const rate = weekday === 0 || weekday === 6 ? base * TRICKLE_PER_HOUR.weekend : base;
    for (const f of factories) {
      for (let i = poisson(random, rate); i > 0; i -= 1) trickle(f, hour + random() * HOUR);
      if (random() < 1 / (BURST_EVERY_DAYS * 24)) burst(f, hour + random() * HOUR);
    }
  }

  for (const s of STORMS) {
    if (!metersOf.has(s.factoryId)) continue;
    const dayStart = Math.floor((seedTime - s.daysAgo * DAY + CHINA_OFFSET_MS) / DAY) * DAY - CHINA_OFFSET_MS;
    const from = dayStart + s.fromHour * HOUR;
    for (let i = 0; i < s.bursts; i += 1) burst(s.factoryId, from + (i * s.hours * HOUR) / s.bursts);
    collectorFailure(s.factoryId, from + between(random, 0, s.hours) * HOUR);
    for (let i = 0; i < s.hours * 3; i += 1) trickle(s.factoryId, from + random() * s.hours * HOUR);
  }

  for (const c of CHATTER) {
    const meter = byCode.get(c.code);
    if (!meter) continue;
    for (let day = start; day < newest - DAY; day += DAY) {
      if (random() >= c.perDay) continue;
      let at = day + random() * DAY;
      const n = 3 + Math.floor(random() * 4);
      // Each raise clears seconds later by itself; someone acknowledges the lot once it has settled.
      const ack = {
        by: handler(meter.factoryId),
        at: at + between(random, 3, 20) * MINUTE,
        note: CHATTER_ACK_NOTE,
      };
      for (let i = 0; i < n; i += 1) {
        out.push(live(meterRaise(c.kind, meter, at), { clearAfter: between(random, 3, 9) * 1000, ack }));
        at += between(random, 8, 16) * 1000;
      }
    }
  }

  // The demo's repair orders raised from a device alarm: the linkage alarm they came from, acknowledged first.
  for (const o of sources.orders) {
    const meter = sources.meters.find((m) => m.meterId === o.meterId);
    if (!meter || o.faultAt < start || o.createdAt > lastEvent) continue;
    const ackAt = o.faultAt + between(random, 0.2, 0.6) * (o.createdAt - o.faultAt);
    out.push(
      live(meterRaise(ALARM_KIND.LINKAGE, meter, o.faultAt), {
        order: o,
        ack: { by: o.by, at: ackAt, note: '已派单处理' },
        clearAfter: o.createdAt - o.faultAt + between(random, 30, 120) * MINUTE,
      }),
    );
  }

  return out.sort((a, b) => a.alarm.raisedAt.getTime() - b.alarm.raisedAt.getTime());
}
