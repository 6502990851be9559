/**
 * 90 days of demo alarm history (docs/alarms.md "Demo history"): what the simulator (simulator.ts) would have raised on
 * the demo's alarm meters and collectors before the seed time, each alarm with its whole journal — cleared by its
 * source, acknowledged by the demo account that works its factory, some shelved and unshelved, some escalated, all
 * released (by a user with a reason while still active, or by the system 30 minutes after it cleared) — so that the
 * 告警分析 and 告警记录 pages have something to show. Deterministic (a seeded PRNG, times relative to the seed time) and
 * written in two statements. Besides the everyday trickle it holds what EEMUA 191 looks for: a storm day of floods,
 * bursts, collector failures, chattering meters and a few bad actors (some meters raise far more than the others).
 * Nothing of it is active: the demo's active alarms (alarms.ts) stay the only ones in the window.
 */
import {
  ALARM_ESCALATION,
  ALARM_EVENT,
  ALARM_KIND,
  ALARM_KINDS,
  ALARM_LIMITS,
  ALARM_PRIORITY,
  SUPPRESSED_BY_COLLECTOR,
  type AlarmEventKind,
  type AlarmKind,
  type AlarmPriority,
} from '../../../../contract/alarm';
import type { Db } from '../../db/client';
import { ESCALATION_NOTE } from '../../modules/alarm/escalation-repository';
import { FROM_DEVICE_ALARM } from '../../modules/alarm/order-from-alarm';
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
import { DEMO_USER_ID } from './demo-data';
import { prng } from './prng';

export const HISTORY_DAYS = 90;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** the newest raise of the history is this long before the seed time, its last event before LAST_EVENT_BEFORE */
const NEWEST_RAISE_BEFORE = 6 * HOUR;
const LAST_EVENT_BEFORE = 10 * MINUTE;
const SEED = 20_261_129;

/** Alarms per hour and factory of the everyday trickle, by day (08–20 China time) and night. */
const TRICKLE_PER_HOUR = { day: 0.45, night: 0.25, weekend: 0.75 } as const;
/** a burst (the simulator's: 20–40 alarms within 2 minutes) in a factory on about one day in BURST_EVERY_DAYS */
const BURST_EVERY_DAYS = 15;
/** The storm days: which factory, how many days before the seed, from which China hour, how many bursts. */
const STORMS = [
  { factoryId: 21, daysAgo: 23, fromHour: 14, bursts: 6, hours: 4 },
  { factoryId: 11, daysAgo: 61, fromHour: 9, bursts: 3, hours: 2 },
] as const;
/** Meters that chatter (a loose contact, a flapping threshold): an episode of 3–6 raises within a minute. */
const CHATTER = [
  { code: 'SH01-FM-01', kind: ALARM_KIND.METER_DATA_ABNORMAL, perDay: 0.5 },
  { code: 'GZ01-QM-01', kind: ALARM_KIND.METER_ONLINE_NO_DATA, perDay: 0.35 },
] as const;
/** How much more often than the others a factory's bad actors raise (the first meters of a seeded order). */
const BAD_ACTOR_WEIGHTS = [9, 5, 3] as const;

/** Who works a factory's alarms (weighted): the demo accounts holding the alarm codes there (demo-data.ts). */
const { admin, operator, supervisor } = DEMO_USER_ID;
const HANDLERS: Readonly<Record<number, readonly number[]>> = {
  11: [operator, operator, operator, operator, operator, supervisor, supervisor, admin],
  12: [supervisor, supervisor, supervisor, admin],
};

const ACK_NOTES = ['已通知现场值班', '现场确认，已处理', '已安排巡检', '仪表通讯恢复中', '已电话通知电工'];
const RELEASE_REASONS = [
  '现场确认为误报',
  '已派单处理，先解除告警',
  '仪表已停用，待更换',
  '设备已停机检修',
  '通讯线路改造，已知问题',
];
const SHELVE_REASONS = ['仪表待校准，频繁误报', '通讯线路检修中', '等待备件更换', '雷雨天气干扰，暂时搁置'];
const BATCH_ACK_NOTE = '批量确认：告警泛滥，已通知各岗位排查';
const CHATTER_ACK_NOTE = '告警抖动，已通知仪表班校验';
const SHELVE_MINUTES = [30, 60, 120, 240, ALARM_LIMITS.SHELVE_MAX_DEFAULT_MIN] as const;

/** Chance that the source clears by itself, and its delay in minutes [min, max], by kind. */
const CLEARS: Readonly<Record<AlarmKind, { chance: number; min: number; max: number }>> = {
  1: { chance: 0.95, min: 10, max: 240 },
  2: { chance: 0.7, min: 5, max: 240 },
  3: { chance: 0.85, min: 1, max: 90 },
  4: { chance: 0.85, min: 3, max: 180 },
  5: { chance: 0.9, min: 3, max: 150 },
};
/** Chance that someone acknowledges, and the delay in minutes [min, max], by priority. */
const ACKS: Readonly<Record<AlarmPriority, { chance: number; min: number; max: number }>> = {
  1: { chance: 0.97, min: 1, max: 20 },
  2: { chance: 0.9, min: 2, max: 45 },
  3: { chance: 0.65, min: 4, max: 90 },
  4: { chance: 0.4, min: 8, max: 150 },
};

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
  const handler = (factoryId: number): number => pickOf(HANDLERS[factoryId] ?? [admin], random);
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

const iso = (t: number): string => new Date(Math.round(t)).toISOString();

/**
 * Writes the history before the demo's active alarms (the older alarms take the lower numbers): one INSERT of the
 * alarms, one of their journal in time order. Answers how many alarms.
 */
export async function seedAlarmHistory(
  tx: Db,
  seedTime: number,
  meters: readonly MeterRow[],
  collectors: readonly CollectorRow[],
): Promise<number> {
  const { rows: ruleRows } = await tx.query<{ kind: number; device_type: number; priority: AlarmPriority }>(
    'SELECT kind, device_type, priority FROM alarm_priority_rule',
  );
  const { rows: orders } = await tx.query<AlarmOrder>(
    `SELECT DISTINCT ON (t.task_id) t.task_id AS "taskId", t.task_no AS "taskNo",
            (extract(epoch FROM COALESCE(t.fix_start_time, t.create_time - interval '30 minutes')) * 1000)::float8
              AS "faultAt",
            (extract(epoch FROM t.create_time) * 1000)::float8 AS "createdAt", t.report_by AS by, m.meter_id AS "meterId"
       FROM wo_task t JOIN alarm_meter m ON m.device_id = t.device_id
      WHERE t.kind = 'fix' AND t.report_source = $1 AND t.report_by IS NOT NULL
      ORDER BY t.task_id, m.meter_id`,
    [FROM_DEVICE_ALARM],
  );
  const history = alarmHistory(seedTime, {
    meters,
    collectors,
    rules: new Map(ruleRows.map((r) => [`${r.kind}:${r.device_type}`, r.priority])),
    orders,
  });
  if (history.length === 0) return 0;
  const { rows } = await tx.query<{ next: number }>(
    'SELECT COALESCE(max(alarm_record_id), 0)::int + 1 AS next FROM alarm_record',
  );
  const first = rows[0]!.next;
  const col = <T>(f: (h: HistoryAlarm, i: number) => T): T[] => history.map(f);
  await tx.query(
    `INSERT INTO alarm_record (alarm_record_id, factory_id, kind, device_type, collector_id, meter_id, device_id, code,
                               address, name, content, raised_at, priority, cleared_at, ack_by, ack_time, ack_note,
                               released_at, released_by, release_reason, escalated_rung, task_id)
     SELECT * FROM unnest($1::int[], $2::int[], $3::smallint[], $4::smallint[], $5::int[], $6::int[], $7::int[],
                          $8::text[], $9::text[], $10::text[], $11::text[], $12::timestamptz[], $13::smallint[],
                          $14::timestamptz[], $15::int[], $16::timestamptz[], $17::text[], $18::timestamptz[],
                          $19::int[], $20::text[], $21::smallint[], $22::int[])`,
    [
      col((_, i) => first + i),
      col((h) => h.alarm.factoryId),
      col((h) => h.alarm.kind),
      col((h) => h.alarm.deviceType),
      col((h) => h.alarm.collectorId),
      col((h) => h.alarm.meterId),
      col((h) => h.alarm.deviceId),
      col((h) => h.alarm.code),
      col((h) => h.alarm.address),
      col((h) => h.alarm.name),
      col((h) => h.alarm.content),
      col((h) => h.alarm.raisedAt.toISOString()),
      col((h) => h.priority),
      col((h) => (h.clearedAt === null ? null : iso(h.clearedAt))),
      col((h) => h.ack?.by ?? null),
      col((h) => (h.ack ? iso(h.ack.at) : null)),
      col((h) => h.ack?.note ?? null),
      col((h) => iso(h.released.at)),
      col((h) => h.released.by),
      col((h) => h.released.reason),
      col((h) => h.escalatedRung),
      col((h) => h.taskId),
    ],
  );
  const events = history
    .flatMap((h, i) => h.events.map((e) => ({ ...e, id: first + i, factoryId: h.alarm.factoryId })))
    .sort((a, b) => a.at - b.at || a.id - b.id);
  const ev = <T>(f: (e: (typeof events)[number]) => T): T[] => events.map(f);
  await tx.query(
    `INSERT INTO alarm_event (alarm_record_id, factory_id, event, user_id, at, note)
     SELECT id, factory_id, event, user_id, at, note
       FROM unnest($1::int[], $2::int[], $3::text[], $4::int[], $5::timestamptz[], $6::text[])
       WITH ORDINALITY AS u (id, factory_id, event, user_id, at, note, n)
      ORDER BY n`,
    [
      ev((e) => e.id),
      ev((e) => e.factoryId),
      ev((e) => e.event),
      ev((e) => e.by),
      ev((e) => iso(e.at)),
      ev((e) => e.note),
    ],
  );
  await tx.query(
    `SELECT setval(pg_get_serial_sequence('alarm_record', 'alarm_record_id'), (SELECT max(alarm_record_id) FROM alarm_record))`,
  );
  return history.length;
}
