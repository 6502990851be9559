/**
 * What a factory's own data says about one China day, as a daily report's pre-filled figures (docs/architecture.md
 * §3 "Daily and weekly reports"). Nothing is invented: a figure the data says nothing about is null.
 *
 * - electricity, gas, water: the day's usage of the factory's meters of that kind, from the roll-up (energy_daily);
 * - inflow, outflow (water plants): the day's volume through the flow meters of the raw-water intake and of the
 *   water leaving the plant, named as the meter catalogue names those metering points (原水进水流量计, 出厂水流量计,
 *   server/src/setup/seed/demo-scale-catalog.ts). A flow meter reads m³/h: each meter's mean reading of the day times
 *   24 h, so a daily-read meter counts as well as an hourly one;
 * - turbidity: the mean reading of the quality meters on the water leaving the plant (出厂水浊度计), the figure the
 *   report asks for (出水浊度); the raw water's or the sludge's turbidity would say nothing about it;
 * - devicesRunning, devicesFaulty: the device ledger's devices (not deleted) in status 0 running and 2 under repair
 *   (oms_device_status); the ledger keeps the current status only, so an older day gets today's count;
 * - ordersOpened, ordersClosed: work orders of the factory created that day, and closed that day (status 9; closing
 *   is an order's last change, so its update time);
 * - alarmsRaised: alarms raised in the factory that day;
 * - energyPerM3: derived, electricity / outflow; manual figures (dosing, chlorine, pH, heat, cooling) are null.
 *
 * A reading counts for the day its hour ends in, as in energy management: the reading at 00:00 closes the day before.
 */
import {
  FIGURES,
  PLANT_FIGURES,
  type FigureKey,
  type FigureValues,
  type PlantKind,
} from '../../../../contract/report';
import { WO_STATUS } from '../../../../contract/work-order/schemas';
import type { Db } from '../../db/client';
import { scopeCondition, type FactoryScope } from '../../shared/factory-scope';
import { usageDay } from '../energy/generator';
import { DAY_MS, dayStart } from '../../shared/china-time';
import { completeFigures } from './figures';

/** Name prefixes of the metering points, as the meter catalogue names them. */
export const INFLOW_METER = '原水进水';
export const OUTFLOW_METER = '出厂水';

/** oms_device_status values the ledger counts as running and as faulty (under repair). */
const DEVICE_RUNNING = 0;
const DEVICE_FAULTY = 2;

export const HOURS_PER_DAY = 24;

type Row = Record<
  | 'electricity'
  | 'gas'
  | 'water'
  | 'turbidity'
  | 'devices_running'
  | 'devices_faulty'
  | 'orders_opened'
  | 'orders_closed'
  | 'alarms_raised',
  number | null
>;

const energy = (kind: string): string =>
  `(SELECT sum(usage)::float8 FROM energy_daily WHERE factory_id = $1 AND day = $2::date AND kind = '${kind}')`;

/** One factory's flow through its meters of one metering point on one China day (see flowRates). */
export interface FlowRate {
  factoryId: number;
  /** 'YYYY-MM-DD', the China day the readings close (the reading at 00:00 closes the day before) */
  day: string;
  /** m³/h: the sum over the meters of each meter's mean reading */
  rate: number;
}

/**
 * The flow (m³/h) of each factory of the scope through its flow meters named `prefix…` (INFLOW_METER, OUTFLOW_METER)
 * per China day, over the readings in (from, to]: the sum of each meter's mean reading. A whole day's volume is the
 * rate times 24 h (the pre-filled 进水量 and 出水量), the hours of a day so far the rate times those hours (the big
 * screens' water produced, docs/architecture.md §3 "Big screens and the process page"), so a daily-read meter counts as
 * well as an hourly one.
 */
export async function flowRates(
  db: Db,
  scope: FactoryScope,
  prefix: string,
  from: Date,
  to: Date,
): Promise<FlowRate[]> {
  const params: unknown[] = [from, to, prefix];
  const { rows } = await db.query<FlowRate>(
    `SELECT factory_id AS "factoryId", day::text AS day, sum(mean)::float8 AS rate
       FROM (SELECT m.factory_id, ${usageDay('r.read_at')} AS day, avg(r.value) AS mean
               FROM alarm_meter m
               JOIN energy_reading r ON r.meter_id = m.meter_id AND r.read_at > $1 AND r.read_at <= $2
              WHERE m.kind = 'flow' AND starts_with(m.name, $3) AND ${scopeCondition(scope, 'm.factory_id', params)}
              GROUP BY m.factory_id, m.meter_id, day) f
      GROUP BY factory_id, day`,
    params,
  );
  return rows;
}

/** The day's m³ through the factory's meters of one metering point: its flow times 24 h; null without readings. */
async function dailyFlow(db: Db, factoryId: number, date: string, prefix: string): Promise<number | null> {
  const from = dayStart(date);
  const rates = await flowRates(db, [factoryId], prefix, new Date(from), new Date(from + DAY_MS));
  const rate = rates.find((r) => r.day === date)?.rate;
  return rate === undefined ? null : rate * HOURS_PER_DAY;
}

const SQL = `SELECT ${energy('electricity')} AS electricity, ${energy('gas')} AS gas, ${energy('water')} AS water,
  (SELECT avg(r.value)::float8
     FROM alarm_meter m JOIN energy_reading r ON r.meter_id = m.meter_id AND r.read_at > $3 AND r.read_at <= $4
    WHERE m.factory_id = $1 AND m.kind = 'quality' AND starts_with(m.name, $5)) AS turbidity,
  (SELECT count(*)::int FROM wo_device
    WHERE factory_id = $1 AND deleted_at IS NULL AND status = ${DEVICE_RUNNING}) AS devices_running,
  (SELECT count(*)::int FROM wo_device
    WHERE factory_id = $1 AND deleted_at IS NULL AND status = ${DEVICE_FAULTY}) AS devices_faulty,
  (SELECT count(*)::int FROM wo_task
    WHERE factory_id = $1 AND create_time >= $3 AND create_time < $4) AS orders_opened,
  (SELECT count(*)::int FROM wo_task
    WHERE factory_id = $1 AND status = ${WO_STATUS.CLOSED} AND update_time >= $3 AND update_time < $4) AS orders_closed,
  (SELECT count(*)::int FROM alarm_record
    WHERE factory_id = $1 AND raised_at >= $3 AND raised_at < $4) AS alarms_raised`;

/** The pre-filled figures of the factory's daily report of `date` ('YYYY-MM-DD', China day): every figure of the kind. */
export async function prefillDaily(
  db: Db,
  factoryId: number,
  date: string,
  kind: PlantKind,
): Promise<FigureValues> {
  const from = dayStart(date);
  const { rows } = await db.query<Row>(SQL, [
    factoryId,
    date,
    new Date(from),
    new Date(from + DAY_MS),
    OUTFLOW_METER,
  ]);
  const r = rows[0];
  if (!r) return completeFigures(kind, {});
  const found: Partial<Record<FigureKey, number | null>> = {
    electricity: r.electricity,
    gas: r.gas,
    water: r.water,
    inflow: await dailyFlow(db, factoryId, date, INFLOW_METER),
    outflow: await dailyFlow(db, factoryId, date, OUTFLOW_METER),
    turbidity: r.turbidity,
    devicesRunning: r.devices_running,
    devicesFaulty: r.devices_faulty,
    ordersOpened: r.orders_opened,
    ordersClosed: r.orders_closed,
    alarmsRaised: r.alarms_raised,
  };
  // Only what the data says: a manual figure is never pre-filled.
  const measured = Object.fromEntries(
    PLANT_FIGURES[kind]
      .filter((key) => FIGURES[key].source !== 'manual')
      .map((key) => [key, found[key] ?? null]),
  ) as FigureValues;
  return completeFigures(kind, measured);
}
