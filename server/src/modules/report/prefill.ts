/**
 * What a factory's own data says about one China day, as a daily report's pre-filled figures (docs/architecture.md
 * §3 "Daily and weekly reports"). Nothing is invented: a figure the data says nothing about is null.
 *
 * - electricity, gas, water: the day's usage of the factory's meters of that kind, from the roll-up (energy_daily);
 * - inflow, outflow (water plants): the day's volume through the flow meters of the raw-water intake and of the
 *   water leaving the plant, named as the meter catalogue names those metering points (原水进水流量计, 出厂水流量计,
 *   server/src/db/seed/demo-scale-catalog.ts). A flow meter reads m³/h: each meter's mean reading of the day times
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
import { WO_STATUS } from '../../../../contract/work-order';
import type { Db } from '../../db/client';
import { DAY_MS, dayStart } from '../energy/periods';
import { completeFigures } from './figures';

/** Name prefixes of the metering points, as the meter catalogue names them. */
export const INFLOW_METER = '原水进水';
export const OUTFLOW_METER = '出厂水';

/** oms_device_status values the ledger counts as running and as faulty (under repair). */
const DEVICE_RUNNING = 0;
const DEVICE_FAULTY = 2;

const HOURS_PER_DAY = 24;

type Row = Record<
  | 'electricity'
  | 'gas'
  | 'water'
  | 'inflow'
  | 'outflow'
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

/** Daily m³ through the flow meters whose name starts with the parameter: per meter, mean m³/h times 24. */
const flow = (prefix: string): string =>
  `(SELECT sum(v)::float8 FROM (
      SELECT avg(r.value) * ${HOURS_PER_DAY} AS v
        FROM alarm_meter m JOIN energy_reading r ON r.meter_id = m.meter_id AND r.read_at > $3 AND r.read_at <= $4
       WHERE m.factory_id = $1 AND m.kind = 'flow' AND starts_with(m.name, ${prefix})
       GROUP BY m.meter_id) f)`;

const SQL = `SELECT ${energy('electricity')} AS electricity, ${energy('gas')} AS gas, ${energy('water')} AS water,
  ${flow('$5')} AS inflow, ${flow('$6')} AS outflow,
  (SELECT avg(r.value)::float8
     FROM alarm_meter m JOIN energy_reading r ON r.meter_id = m.meter_id AND r.read_at > $3 AND r.read_at <= $4
    WHERE m.factory_id = $1 AND m.kind = 'quality' AND starts_with(m.name, $6)) AS turbidity,
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
    INFLOW_METER,
    OUTFLOW_METER,
  ]);
  const r = rows[0];
  if (!r) return completeFigures(kind, {});
  const found: Partial<Record<FigureKey, number | null>> = {
    electricity: r.electricity,
    gas: r.gas,
    water: r.water,
    inflow: r.inflow,
    outflow: r.outflow,
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
