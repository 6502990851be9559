/**
 * The demo at a realistic size (docs/architecture.md §3 "Energy"): about 60 devices and 120 meters per demo factory,
 * from the templates of demo-scale-catalog.ts, generated deterministically (a seeded PRNG) so every seed is the same.
 * The fixed devices, collectors and meters of devices.ts and alarms.ts stay as they are; the generated ones take the
 * next free numbers of the `{site}-{class}-{number}` codes, read through collectors of their own (all online, no
 * alarm), and measure a generated device where the meter is named after one (`3#送水泵电表` → `3#送水泵`) or is one
 * (the 原水浊度仪 meter reads the 原水浊度仪 instrument).
 */
import { DEVICE_STATUS, type DeviceStatus } from '../../../../contract/asset/schemas';
import type { MeterKind } from '../../../../contract/asset-meter/schemas';
import type { EnergyKind } from '../../../../contract/energy/schemas';
import type { Db } from '../../db/client';
import { DEMO_COLLECTORS } from './alarms';
import {
  COLLECTOR_AREAS,
  DEMO_SITES,
  DEVICE_TEMPLATES,
  FIXED_METER_SIZES,
  METER_TEMPLATES,
  SHAPES,
  type DemoSite,
  type ShapeName,
} from './demo-scale-catalog';
import { DEMO_DEVICES, type DemoDevice } from './devices';
import { prng } from './prng';

/** A row of energy_demo_profile, by meter code (docs/architecture.md §3 "Energy"). */
export interface DemoProfile {
  hourly: boolean;
  base: number;
  swing: number;
  peakHour: number;
  weekend: number;
  season: number;
  noise: number;
  seed: number;
}

export interface ScaleCollector {
  factoryId: number;
  code: string;
  name: string;
  address: string;
}

export interface ScaleMeter {
  factoryId: number;
  code: string;
  name: string;
  kind: MeterKind;
  collectorCode: string;
  deviceCode: string | null;
  instrumentAddr: string;
  energyAddr: string;
}

export interface DemoScale {
  devices: DemoDevice[];
  collectors: ScaleCollector[];
  meters: ScaleMeter[];
  /** every demo meter's profile (the fixed ones too), by factory and code */
  profiles: { factoryId: number; code: string; profile: DemoProfile }[];
}

const ENERGY: readonly string[] = ['electricity', 'water', 'gas'] satisfies EnergyKind[];
const METER_PREFIX: Record<MeterKind, string> = {
  electricity: 'EM',
  water: 'WM',
  gas: 'GM',
  flow: 'FM',
  quality: 'QM',
};
/** the meters of alarms.ts are numbered 1…26 in their addresses; the generated ones follow */
const FIXED_METER_COUNT = DEMO_COLLECTORS.reduce((n, c) => n + c.meters.length, 0);

/** `{n}` of a template name over its range (or the name once). */
const expand = (name: string, range?: [number, number]): string[] =>
  range
    ? Array.from({ length: range[1] - range[0] + 1 }, (_, i) => name.replace('{n}', String(range[0] + i)))
    : [name];

/** Hands out `{site}-{prefix}-{number}` codes above those already taken, `width` digits. */
function coder(taken: readonly string[], width: number): (prefix: string) => string {
  const used = new Set(taken);
  return (prefix) => {
    for (let n = 1; ; n += 1) {
      const code = `${prefix}-${String(n).padStart(width, '0')}`;
      if (!used.has(code)) {
        used.add(code);
        return code;
      }
    }
  };
}

function devicesOf(site: DemoSite, random: () => number): DemoDevice[] {
  const fixed = DEMO_DEVICES.filter((d) => d.factoryId === site.factoryId);
  const names = new Set(fixed.map((d) => d.name));
  const nextCode = coder(
    fixed.map((d) => d.code),
    3,
  );
  const day = (): string => {
    const years = 2025 - site.since;
    const at = Date.UTC(site.since, 0, 1) + Math.floor(random() * years * 365) * 86_400_000;
    return new Date(at).toISOString().slice(0, 10);
  };
  const status = (): DeviceStatus => {
    const r = random();
    return r < 0.82 ? DEVICE_STATUS.RUNNING : r < 0.96 ? DEVICE_STATUS.STANDBY : DEVICE_STATUS.STOPPED;
  };
  return DEVICE_TEMPLATES[site.type].flatMap(([cls, assetType, name, model, location, range, unit, only]) =>
    only !== undefined && only !== site.factoryId
      ? []
      : expand(name, range)
          .filter((n) => !names.has(n))
          .map((n) => ({
            factoryId: site.factoryId,
            code: nextCode(`${site.site}-${cls}`),
            name: n,
            assetType,
            model,
            location,
            installDate: day(),
            status: status(),
            ...(unit ? { unit } : {}),
          })),
  );
}

/** What a meter's profile is made from. */
interface Sized {
  code: string;
  kind: MeterKind;
  hourly: boolean;
  size: number;
  shape: ShapeName;
}

const profileOf = (m: Sized, base: number, random: () => number): DemoProfile => ({
  hourly: m.hourly,
  base: Math.round(base * 1000) / 1000,
  ...SHAPES[m.shape],
  seed: Math.floor(random() * 1_000_000),
});

/** The bases: a factory's usage per hour of a kind shared out by weight; flows scaled to the plant; quality as is. */
function profilesOf(site: DemoSite, planned: Sized[], random: () => number): DemoScale['profiles'] {
  const weight = (kind: MeterKind): number =>
    planned.filter((m) => m.kind === kind).reduce((sum, m) => sum + m.size, 0);
  const totals = new Map(ENERGY.map((k) => [k, weight(k as MeterKind)]));
  return planned.map((m) => {
    const jitter = 0.9 + random() * 0.2;
    const base = ENERGY.includes(m.kind)
      ? (site.perHour[m.kind as EnergyKind] * m.size) / (totals.get(m.kind) ?? 1)
      : m.kind === 'flow'
        ? m.size * site.scale * jitter
        : m.size * jitter;
    return { factoryId: site.factoryId, code: m.code, profile: profileOf(m, base, random) };
  });
}

function build(): DemoScale {
  const random = prng(20_260_302);
  const scale: DemoScale = { devices: [], collectors: [], meters: [], profiles: [] };
  let collectorNo = DEMO_COLLECTORS.length;
  let meterNo = FIXED_METER_COUNT;
  for (const site of DEMO_SITES) {
    const devices = devicesOf(site, random);
    scale.devices.push(...devices);
    const idle = new Set(devices.filter((d) => d.status !== DEVICE_STATUS.RUNNING).map((d) => d.name));
    const byName = new Map(devices.map((d) => [d.name, d.code]));
    const fixedCollectors = DEMO_COLLECTORS.filter((c) => c.factoryId === site.factoryId);
    const fixedMeters = fixedCollectors.flatMap((c) => c.meters);
    const nextCollector = coder(
      fixedCollectors.map((c) => c.code),
      2,
    );
    const collectors = COLLECTOR_AREAS[site.type].map((name) => {
      collectorNo += 1;
      const address = `4403${String(20_000_000 + collectorNo * 7919).slice(-8)}`;
      return { factoryId: site.factoryId, code: nextCollector(`${site.site}-CJ`), name, address };
    });
    scale.collectors.push(...collectors);
    const nextMeter = coder(
      fixedMeters.map((m) => m.code),
      2,
    );
    const names = new Set(fixedMeters.map((m) => m.name));
    // The fixed meters are read every hour and take their share of the factory's usage.
    const planned: Sized[] = fixedMeters.map((m) => {
      const [size, shape] = FIXED_METER_SIZES[m.code] ?? [1, 'base'];
      return { code: m.code, kind: m.kind, hourly: true, size, shape };
    });
    for (const [kind, name, hourly, size, area, shape, range, only] of METER_TEMPLATES[site.type]) {
      if (only !== undefined && only !== site.factoryId) continue;
      for (const n of expand(name, range).filter((x) => !names.has(x))) {
        meterNo += 1;
        const collector = collectors[area]!;
        // An electricity meter measures the device it is named after (3#送水泵电表 → 3#送水泵); any other meter named
        // exactly as a ledger device is that instrument's own reading (原水浊度仪), so it is linked to it too.
        const measured = kind === 'electricity' && n.endsWith('电表') ? n.slice(0, -2) : n;
        const deviceCode = kind === 'electricity' || byName.has(n) ? (byName.get(measured) ?? null) : null;
        const meter: ScaleMeter & Sized = {
          factoryId: site.factoryId,
          code: nextMeter(`${site.site}-${METER_PREFIX[kind]}`),
          name: n,
          kind,
          collectorCode: collector.code,
          deviceCode,
          instrumentAddr: `${collector.address}${String(meterNo).padStart(4, '0')}`,
          energyAddr: String(100 + meterNo),
          hourly,
          // a meter on a pump that stands by or is stopped barely counts
          size: deviceCode !== null && idle.has(measured) ? size * 0.02 : size,
          shape,
        };
        planned.push(meter);
        scale.meters.push({
          factoryId: meter.factoryId,
          code: meter.code,
          name: meter.name,
          kind: meter.kind,
          collectorCode: meter.collectorCode,
          deviceCode: meter.deviceCode,
          instrumentAddr: meter.instrumentAddr,
          energyAddr: meter.energyAddr,
        });
      }
    }
    scale.profiles.push(...profilesOf(site, planned, random));
  }
  return scale;
}

/** The generated demo, the same on every call. */
export const DEMO_SCALE: DemoScale = build();

const column = <T, K extends keyof T>(rows: readonly T[], key: K): T[K][] => rows.map((r) => r[key]);

/** Inserts the generated devices, collectors and meters: one statement each (the e2e servers seed on every start). */
export async function seedDemoScale(tx: Db): Promise<void> {
  const { devices, collectors, meters } = DEMO_SCALE;
  await tx.query(
    `INSERT INTO wo_device (factory_id, device_show_code, device_name, asset_type, model, location, unit,
                            install_date, status)
     SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
                          $8::date[], $9::smallint[])`,
    [
      column(devices, 'factoryId'),
      column(devices, 'code'),
      column(devices, 'name'),
      column(devices, 'assetType'),
      column(devices, 'model'),
      column(devices, 'location'),
      devices.map((d) => d.unit ?? ''),
      column(devices, 'installDate'),
      column(devices, 'status'),
    ],
  );
  await tx.query(
    `INSERT INTO alarm_collector (factory_id, code, name, address)
     SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[])`,
    [
      column(collectors, 'factoryId'),
      column(collectors, 'code'),
      column(collectors, 'name'),
      column(collectors, 'address'),
    ],
  );
  await tx.query(
    `INSERT INTO alarm_meter (factory_id, collector_id, device_id, code, name, instrument_addr, energy_addr, kind)
     SELECT x.factory_id, c.collector_id, d.device_id, x.code, x.name, x.instrument_addr, x.energy_addr, x.kind
       FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[])
            AS x(factory_id, code, name, kind, collector_code, device_code, instrument_addr, energy_addr)
       JOIN alarm_collector c ON c.factory_id = x.factory_id AND c.code = x.collector_code
       LEFT JOIN wo_device d ON d.factory_id = x.factory_id AND d.device_show_code = x.device_code
      ORDER BY x.factory_id, x.code`,
    [
      column(meters, 'factoryId'),
      column(meters, 'code'),
      column(meters, 'name'),
      column(meters, 'kind'),
      column(meters, 'collectorCode'),
      column(meters, 'deviceCode'),
      column(meters, 'instrumentAddr'),
      column(meters, 'energyAddr'),
    ],
  );
}
