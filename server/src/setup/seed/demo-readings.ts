/**
 * Demo readings (docs/architecture.md §3 "Energy"): every demo meter's profile, then 90 days of readings up to the
 * seed time from the generator the hourly catch-up continues with (server/src/modules/energy/generator.ts): hourly
 * for the main metering points, once a day for the others, the daily roll-up and each meter's last reading. A meter
 * that the alarm seed leaves offline or silent, or behind a collector in error, stops reading when it fell silent.
 */
import type { Db } from '../../db/client';
import { chinaMidnight, dueAt, loadReadings, SILENT_SINCE } from '../../modules/energy/generator';
import { DEMO_SCALE, seedDemoScale } from './demo-scale';

/** Days of history: the readings start at China midnight this many days before the seed day. */
export const DEMO_READING_DAYS = 90;

async function insertProfiles(tx: Db): Promise<void> {
  const rows = DEMO_SCALE.profiles;
  const of = <K extends keyof (typeof rows)[number]['profile']>(key: K) => rows.map((r) => r.profile[key]);
  await tx.query(
    `INSERT INTO energy_demo_profile (meter_id, hourly, base, swing, peak_hour, weekend, season, noise, seed)
     SELECT m.meter_id, x.hourly, x.base, x.swing, x.peak_hour, x.weekend, x.season, x.noise, x.seed
       FROM unnest($1::int[], $2::text[], $3::boolean[], $4::float8[], $5::float8[], $6::float8[], $7::float8[],
                   $8::float8[], $9::float8[], $10::int[])
            AS x(factory_id, code, hourly, base, swing, peak_hour, weekend, season, noise, seed)
       JOIN alarm_meter m ON m.factory_id = x.factory_id AND m.code = x.code`,
    [
      rows.map((r) => r.factoryId),
      rows.map((r) => r.code),
      of('hourly'),
      of('base'),
      of('swing'),
      of('peakHour'),
      of('weekend'),
      of('season'),
      of('noise'),
      of('seed'),
    ],
  );
}

/**
 * Each meter from the start of the history up to the seed time or the moment it fell silent; its register starts
 * where a meter in service for 400–2,400 days of its mean usage would stand.
 */
const SEED_SPANS = `SELECT p.meter_id,
         ${chinaMidnight('$1::timestamptz')} - interval '${DEMO_READING_DAYS * 24} hours',
         ${dueAt(`LEAST($1::timestamptz, ${SILENT_SINCE})`)},
         round((p.base * 24 * (400 + p.seed % 2000))::numeric, 3),
         false
    FROM energy_demo_profile p JOIN alarm_meter m ON m.meter_id = p.meter_id`;

/** The readings of the demo, in the seed's transaction; answers how many were written. */
async function seedDemoReadings(tx: Db, seedTime: number): Promise<number> {
  await insertProfiles(tx);
  const written = await loadReadings(tx, SEED_SPANS, [new Date(seedTime)]);
  // Fresh statistics, so that the first queries on the readings already use their index.
  await tx.query('ANALYZE energy_reading, energy_daily, energy_demo_profile, alarm_meter');
  return written;
}

/**
 * The demo at a realistic size, one transaction: the generated devices, collectors and meters, then every demo
 * meter's readings up to `seedTime`. Answers the readings written.
 */
export function seedEnergy(db: Db, seedTime: number): Promise<number> {
  return db.transaction(async (tx) => {
    await seedDemoScale(tx);
    return seedDemoReadings(tx, seedTime);
  });
}
