/**
 * The alarm simulator (docs/architecture.md §3 "Alarms"): demo traffic on the seeded collectors and meters.
 * Every function takes the database, a clock and a random source, so tests are deterministic:
 * - trickle: one new alarm of a random kind;
 * - burst: 20–40 alarms of one factory with alarm times spread over the last two minutes (a flood);
 * - collector failure: a collector goes into error and its meters offline or silent behind it;
 * - clear: some active alarms' conditions clear (已恢复); those cleared long ago are released by the system.
 * A timer tick (ALARM_SIMULATOR=on) runs in one transaction that first takes an advisory lock and skips
 * when another instance holds it, so two instances never double the traffic.
 */
import {
  ALARM_DEVICE_TYPE,
  ALARM_EVENT,
  ALARM_KIND,
  ALARM_KINDS,
  ALARM_SIMULATION,
  SUPPRESSED_BY_COLLECTOR,
  type AlarmKind,
  type AlarmSimulation,
} from '../../../../contract/alarm';
import type { Db } from '../../db/client';
import { at, type Clock } from '../../shared/clock';
import { startPeriodic, type Periodic } from '../../shared/periodic';
import { journal, type Touched } from './journal-repository';
import { insertAlarms, type NewAlarm } from './repository';
import { AlarmStateRepository } from './state-repository';

/** A number in [0, 1), like Math.random. */
export type Random = () => number;

const SIMULATOR_LOCK = 727_003;
const BURST_MIN = 20;
const BURST_MAX = 40;
const BURST_SPREAD_MS = 120_000;
/** clear keeps this many newest active alarms of each factory and kind, so the demo never runs dry */
const CLEAR_KEEPS = 2;
const CLEAR_SHARE = 0.3;
/** a cleared alarm nobody released is released by the system this long after it cleared */
export const CLEARED_KEPT_MS = 30 * 60_000;

export interface MeterRow {
  meterId: number;
  factoryId: number;
  collectorId: number;
  deviceId: number | null;
  deviceCode: string | null;
  deviceName: string | null;
  code: string;
  name: string;
  address: string;
  kind: string;
}

export interface CollectorRow {
  collectorId: number;
  factoryId: number;
  code: string;
  name: string;
  address: string;
}

const UNIT: Readonly<Record<string, string>> = {
  electricity: 'kW',
  water: 'm³/h',
  gas: 'Nm³/h',
  flow: 'm³/h',
  quality: 'NTU',
};

const pick = <T>(list: readonly T[], random: Random): T => list[Math.floor(random() * list.length)]!;

/**
 * How often each kind is raised, as plants see them: meters offline or silent are most alarms, linkage and readings
 * out of range are rare. With the priority rules (migration 031) the demo's mix is about 5 / 15 / 80 % (紧急 / 高 /
 * 中+低), EEMUA 191's target (docs/alarms.md).
 */
export const KIND_WEIGHT: Readonly<Record<AlarmKind, number>> = { 1: 0.03, 2: 0.1, 3: 0.06, 4: 0.41, 5: 0.4 };

/** A kind among `kinds` by KIND_WEIGHT. */
export function pickKind(kinds: readonly AlarmKind[], random: Random): AlarmKind {
  const total = kinds.reduce((sum, k) => sum + KIND_WEIGHT[k], 0);
  let r = random() * total;
  for (const k of kinds) {
    r -= KIND_WEIGHT[k];
    if (r < 0) return k;
  }
  return kinds[kinds.length - 1]!;
}

async function meters(db: Db, factoryId?: number): Promise<MeterRow[]> {
  const { rows } = await db.query<MeterRow>(
    `SELECT m.meter_id AS "meterId", m.factory_id AS "factoryId", m.collector_id AS "collectorId",
            m.device_id AS "deviceId", d.device_show_code AS "deviceCode", d.device_name AS "deviceName",
            m.code, m.name, m.instrument_addr AS address, m.kind
       FROM alarm_meter m LEFT JOIN wo_device d ON d.device_id = m.device_id
      WHERE $1::int IS NULL OR m.factory_id = $1
      ORDER BY m.meter_id`,
    [factoryId ?? null],
  );
  return rows;
}

/** Collectors without an active error (only those can fail). */
async function workingCollectors(db: Db, factoryId?: number): Promise<CollectorRow[]> {
  const { rows } = await db.query<CollectorRow>(
    `SELECT c.collector_id AS "collectorId", c.factory_id AS "factoryId", c.code, c.name, c.address
       FROM alarm_collector c
      WHERE c.state = 'online' AND ($1::int IS NULL OR c.factory_id = $1)
        AND EXISTS (SELECT 1 FROM alarm_meter m WHERE m.collector_id = c.collector_id)
      ORDER BY c.collector_id`,
    [factoryId ?? null],
  );
  return rows;
}

/** The alarm a meter raises of a meter kind (2–5); a linkage alarm is its device's when it has one. */
export function meterAlarm(kind: AlarmKind, meter: MeterRow, raisedAt: Date, random: Random): NewAlarm {
  const base = {
    factoryId: meter.factoryId,
    kind,
    collectorId: meter.collectorId,
    meterId: meter.meterId,
    deviceId: meter.deviceId,
    raisedAt,
  };
  const unit = UNIT[meter.kind] ?? '';
  const asMeter = {
    ...base,
    deviceType: ALARM_DEVICE_TYPE.METER,
    code: meter.code,
    address: meter.address,
    name: meter.name,
  };
  switch (kind) {
    case ALARM_KIND.LINKAGE:
      return meter.deviceCode && meter.deviceName
        ? {
            ...base,
            deviceType: ALARM_DEVICE_TYPE.DEVICE,
            code: meter.deviceCode,
            address: meter.address,
            name: meter.deviceName,
            content: `${meter.name}越限，联动停机保护动作`,
          }
        : { ...asMeter, content: `${meter.name}越限，联动报警输出` };
    case ALARM_KIND.METER_DATA_ABNORMAL: {
      const value = (random() < 0.5 ? -1 : 100) * (1 + Math.round(random() * 9999) / 10);
      return { ...asMeter, content: `读数 ${value.toFixed(1)} ${unit} 超出量程` };
    }
    case ALARM_KIND.METER_OFFLINE:
      return { ...asMeter, content: '仪表通讯中断，离线' };
    default:
      return { ...asMeter, content: '仪表在线，超过15分钟无数据上报' };
  }
}

export function collectorAlarm(c: CollectorRow, meterCount: number, raisedAt: Date): NewAlarm {
  return {
    factoryId: c.factoryId,
    kind: ALARM_KIND.COLLECTOR_ERROR,
    deviceType: ALARM_DEVICE_TYPE.COLLECTOR,
    collectorId: c.collectorId,
    meterId: null,
    deviceId: null,
    code: c.code,
    address: c.address,
    name: c.name,
    content: `采集器通讯异常，下挂仪表 ${meterCount} 块`,
    raisedAt,
  };
}

/**
 * A collector fails: it turns to error with one alarm, and each meter behind it goes offline (kind 4)
 * or stays online without data (kind 5). Answers the alarms written (0 when no collector can fail).
 */
export async function collectorFailure(
  db: Db,
  clock: Clock,
  random: Random,
  factoryId?: number,
): Promise<number> {
  return db.transaction(async (tx) => {
    const candidates = await workingCollectors(tx, factoryId);
    if (candidates.length === 0) return 0;
    const collector = pick(candidates, random);
    const now = at(clock);
    const behind = (await meters(tx, collector.factoryId)).filter(
      (m) => m.collectorId === collector.collectorId,
    );
    await tx.query(`UPDATE alarm_collector SET state = 'error' WHERE collector_id = $1`, [
      collector.collectorId,
    ]);
    await tx.query('UPDATE alarm_meter SET online = false WHERE collector_id = $1', [collector.collectorId]);
    return insertAlarms(tx, [
      collectorAlarm(collector, behind.length, now),
      ...behind.map((m) => meterAlarm(pick(SUPPRESSED_BY_COLLECTOR, random), m, now, random)),
    ]);
  });
}

/** One new alarm of a random kind (a collector error is a collector failure). */
export async function trickle(db: Db, clock: Clock, random: Random, factoryId?: number): Promise<number> {
  const kind = pickKind(ALARM_KINDS, random);
  if (kind === ALARM_KIND.COLLECTOR_ERROR) {
    const written = await collectorFailure(db, clock, random, factoryId);
    if (written > 0) return written;
  }
  const list = await meters(db, factoryId);
  if (list.length === 0) return 0;
  const meterKind = kind === ALARM_KIND.COLLECTOR_ERROR ? ALARM_KIND.METER_DATA_ABNORMAL : kind;
  return insertAlarms(db, [meterAlarm(meterKind, pick(list, random), at(clock), random)]);
}

/** 20–40 meter alarms of one factory, alarm times spread over the two minutes up to now. */
export async function burst(db: Db, clock: Clock, random: Random, factoryId?: number): Promise<number> {
  const all = await meters(db, factoryId);
  if (all.length === 0) return 0;
  const factory = factoryId ?? pick([...new Set(all.map((m) => m.factoryId))], random);
  const list = all.filter((m) => m.factoryId === factory);
  const n = BURST_MIN + Math.floor(random() * (BURST_MAX - BURST_MIN + 1));
  const now = clock.now();
  const kinds = ALARM_KINDS.filter((k) => k !== ALARM_KIND.COLLECTOR_ERROR);
  const alarms = Array.from({ length: n }, () =>
    meterAlarm(
      pickKind(kinds, random),
      pick(list, random),
      new Date(now - Math.floor(random() * BURST_SPREAD_MS)),
      random,
    ),
  );
  return insertAlarms(db, alarms);
}

/**
 * Some active alarms' conditions clear by themselves (已恢复: cleared_at and a 'cleared' event by the system), never
 * the newest CLEAR_KEEPS of a factory and kind; they stay in the window until released (docs/alarms.md). A cleared
 * collector error brings its collector and meters back, and their alarms clear too. Alarms cleared CLEARED_KEPT_MS
 * ago or longer are released by the system, as a collector that resets its own alarms would: the demo's window
 * stays bounded.
 */
export async function clear(db: Db, clock: Clock, random: Random, factoryId?: number): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{
      id: number;
      kind: AlarmKind;
      collectorId: number | null;
      rank: number;
    }>(
      `SELECT alarm_record_id AS id, kind, collector_id AS "collectorId",
              row_number() OVER (PARTITION BY factory_id, kind ORDER BY raised_at DESC, alarm_record_id DESC)::int AS rank
         FROM alarm_record
        WHERE released_at IS NULL AND cleared_at IS NULL AND ($1::int IS NULL OR factory_id = $1)
        ORDER BY alarm_record_id`,
      [factoryId ?? null],
    );
    const now = at(clock);
    const candidates = rows.filter((r) => r.rank > CLEAR_KEEPS);
    const cleared: Touched[] = [];
    if (candidates.length > 0) {
      let chosen = candidates.filter(() => random() < CLEAR_SHARE);
      if (chosen.length === 0) chosen = [pick(candidates, random)];
      const collectors = chosen.filter(
        (r) => r.kind === ALARM_KIND.COLLECTOR_ERROR && r.collectorId !== null,
      );
      const collectorIds = collectors.map((r) => r.collectorId);
      if (collectorIds.length > 0) {
        await tx.query(`UPDATE alarm_collector SET state = 'online' WHERE collector_id = ANY($1::int[])`, [
          collectorIds,
        ]);
        await tx.query(
          'UPDATE alarm_meter SET online = true, last_read_at = $2 WHERE collector_id = ANY($1::int[])',
          [collectorIds, now],
        );
        const { rows: children } = await tx.query<Touched>(
          `UPDATE alarm_record SET cleared_at = $3
            WHERE released_at IS NULL AND cleared_at IS NULL AND kind = ANY($2::smallint[])
              AND meter_id IN (SELECT meter_id FROM alarm_meter WHERE collector_id = ANY($1::int[]))
           RETURNING alarm_record_id AS id, factory_id AS "factoryId"`,
          [collectorIds, SUPPRESSED_BY_COLLECTOR, now],
        );
        cleared.push(...children);
      }
      const { rows: done } = await tx.query<Touched>(
        `UPDATE alarm_record SET cleared_at = $2
          WHERE alarm_record_id = ANY($1::int[]) AND released_at IS NULL AND cleared_at IS NULL
         RETURNING alarm_record_id AS id, factory_id AS "factoryId"`,
        [chosen.map((r) => r.id), now],
      );
      cleared.push(...done);
      await journal(tx, cleared, ALARM_EVENT.CLEARED, null, now);
    }
    const { rows: stale } = await tx.query<{ id: number }>(
      `SELECT alarm_record_id AS id FROM alarm_record
        WHERE released_at IS NULL AND cleared_at <= $1 AND ($2::int IS NULL OR factory_id = $2)`,
      [new Date(now.getTime() - CLEARED_KEPT_MS), factoryId ?? null],
    );
    const released =
      stale.length === 0
        ? 0
        : await new AlarmStateRepository(tx).release(
            stale.map((r) => r.id),
            'all',
            null,
            now,
          );
    return cleared.length + released;
  });
}

const RUN: Readonly<Record<AlarmSimulation, typeof trickle>> = {
  [ALARM_SIMULATION.TRICKLE]: trickle,
  [ALARM_SIMULATION.BURST]: burst,
  [ALARM_SIMULATION.COLLECTOR_FAILURE]: collectorFailure,
  [ALARM_SIMULATION.CLEAR]: clear,
};

/** One simulation on demand (POST simulate); answers the alarms written, raised or cleared. */
export function simulate(
  db: Db,
  clock: Clock,
  random: Random,
  what: AlarmSimulation,
  factoryId?: number,
): Promise<number> {
  return db.transaction((tx) => RUN[what](tx, clock, random, factoryId));
}

/** Every factory with meters lacks no kind of active alarm afterwards: the demo always shows all five. */
async function topUp(db: Db, clock: Clock, random: Random): Promise<number> {
  const { rows } = await db.query<{ factoryId: number; kinds: AlarmKind[] }>(
    `SELECT m.factory_id AS "factoryId",
            COALESCE((SELECT array_agg(DISTINCT r.kind)::int[] FROM alarm_record r
                       WHERE r.factory_id = m.factory_id AND r.released_at IS NULL), '{}') AS kinds
       FROM alarm_meter m GROUP BY m.factory_id ORDER BY m.factory_id`,
  );
  let written = 0;
  for (const { factoryId, kinds } of rows) {
    for (const kind of ALARM_KINDS.filter((k) => !kinds.includes(k))) {
      written +=
        kind === ALARM_KIND.COLLECTOR_ERROR
          ? await collectorFailure(db, clock, random, factoryId)
          : await insertAlarms(db, [
              meterAlarm(kind, pick(await meters(db, factoryId), random), at(clock), random),
            ]);
    }
  }
  return written;
}

/** Chances per tick of ~20 s: a trickle every other tick, a burst every ~15 min, a failure every ~20 min. */
export const TICK_MS = 20_000;
const CHANCE = { trickle: 0.5, burst: TICK_MS / 900_000, failure: TICK_MS / 1_200_000, clear: 0.3 } as const;

/**
 * One timer tick in one transaction: without the advisory lock (another instance is ticking) it writes
 * nothing and answers null; otherwise the alarms written.
 */
export async function tick(db: Db, clock: Clock, random: Random): Promise<number | null> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ granted: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS granted', [
      SIMULATOR_LOCK,
    ]);
    if (!rows[0]?.granted) return null;
    let written = 0;
    if (random() < CHANCE.clear) written += await clear(tx, clock, random);
    if (random() < CHANCE.trickle) written += await trickle(tx, clock, random);
    if (random() < CHANCE.burst) written += await burst(tx, clock, random);
    if (random() < CHANCE.failure) written += await collectorFailure(tx, clock, random);
    return written + (await topUp(tx, clock, random));
  });
}

/** Ticks every `everyMs` (the first after `everyMs`: a starting server has its seed to show). */
export function startAlarmSimulator(
  run: () => Promise<number | null>,
  report: { error(msg: string): void },
  everyMs = TICK_MS,
): Periodic {
  return startPeriodic(
    async () => void (await run()),
    (err) => report.error(`alarm simulator failed: ${err.message}`),
    everyMs,
    false,
  );
}
