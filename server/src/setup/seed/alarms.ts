/**
 * Demo collectors, meters and active alarms (docs/architecture.md §3 "Alarms"): two or three collectors per
 * factory with meters behind them (some measuring a demo device), and active alarms of every kind in every
 * factory, including one collector in error whose meters are offline or silent behind it (suppressed in
 * the window), after 90 days of released history (alarm-history.ts). Codes: `{site}-CJ-{n}` collectors,
 * `{site}-{E|W|G|F|Q}M-{n}` meters.
 */
import { ALARM_KIND, type AlarmKind } from '../../../../contract/alarm';
import { insertAlarms, type NewAlarm } from '../../modules/alarm/repository';
import { collectorAlarm, meterAlarm, type CollectorRow, type MeterRow } from '../../modules/alarm/simulator';
import type { Db } from '../../db/client';
import { seedAlarmHistory } from './alarm-history-seed';

type MeterKind = 'electricity' | 'water' | 'gas' | 'flow' | 'quality';

interface DemoMeter {
  code: string;
  name: string;
  kind: MeterKind;
  /** show code of the demo device it measures */
  device?: string;
  /** the seeded alarm of this meter, minutes before the seed time */
  alarm?: [AlarmKind, number];
}

interface DemoCollector {
  factoryId: number;
  code: string;
  name: string;
  /** the collector is in error since this many minutes before the seed time */
  failedMinutesAgo?: number;
  meters: DemoMeter[];
}

export const DEMO_COLLECTORS: readonly DemoCollector[] = [
  {
    factoryId: 11,
    code: 'SH01-CJ-01',
    name: '送水泵房采集器',
    meters: [
      { code: 'SH01-EM-01', name: '1#送水泵电表', kind: 'electricity', device: 'SH01-P-001', alarm: [2, 35] },
      { code: 'SH01-EM-02', name: '2#送水泵电表', kind: 'electricity', device: 'SH01-P-002' },
      { code: 'SH01-FM-01', name: '出厂水流量计', kind: 'flow', alarm: [3, 12] },
    ],
  },
  {
    factoryId: 11,
    code: 'SH01-CJ-02',
    name: '加药间采集器',
    failedMinutesAgo: 48,
    meters: [
      { code: 'SH01-QM-01', name: '出厂水浊度计', kind: 'quality', device: 'SH01-M-007', alarm: [4, 47] },
      { code: 'SH01-WM-01', name: '加药间用水水表', kind: 'water', alarm: [5, 46] },
      { code: 'SH01-FM-02', name: 'PAC投加流量计', kind: 'flow', device: 'SH01-D-005', alarm: [4, 47] },
    ],
  },
  {
    factoryId: 11,
    code: 'SH01-CJ-03',
    name: '高压配电室采集器',
    meters: [
      {
        code: 'SH01-EM-03',
        name: '10kV进线总表',
        kind: 'electricity',
        device: 'SH01-E-001',
        alarm: [4, 180],
      },
      {
        code: 'SH01-EM-04',
        name: '反冲洗风机电表',
        kind: 'electricity',
        device: 'SH01-F-003',
        alarm: [5, 95],
      },
    ],
  },
  {
    factoryId: 12,
    code: 'SZ01-CJ-01',
    name: '冷站采集器',
    failedMinutesAgo: 130,
    meters: [
      {
        code: 'SZ01-EM-01',
        name: '1#冷水机组电表',
        kind: 'electricity',
        device: 'SZ01-C-001',
        alarm: [4, 129],
      },
      {
        code: 'SZ01-EM-02',
        name: '3#冷水机组电表',
        kind: 'electricity',
        device: 'SZ01-C-003',
        alarm: [5, 128],
      },
    ],
  },
  {
    factoryId: 12,
    code: 'SZ01-CJ-02',
    name: '锅炉房采集器',
    meters: [
      { code: 'SZ01-GM-01', name: '2#锅炉燃气表', kind: 'gas', device: 'SZ01-B-002', alarm: [2, 22] },
      { code: 'SZ01-FM-01', name: '冷冻水流量计', kind: 'flow', device: 'SZ01-P-004', alarm: [3, 8] },
      { code: 'SZ01-WM-01', name: '软化水补水水表', kind: 'water', device: 'SZ01-W-001', alarm: [4, 65] },
      {
        code: 'SZ01-EM-03',
        name: '冷却塔风机电表',
        kind: 'electricity',
        device: 'SZ01-T-001',
        alarm: [5, 41],
      },
    ],
  },
  {
    factoryId: 21,
    code: 'GZ01-CJ-01',
    name: '取水泵站采集器',
    meters: [
      { code: 'GZ01-EM-01', name: '1#取水泵电表', kind: 'electricity', device: 'GZ01-P-001', alarm: [2, 17] },
      { code: 'GZ01-FM-01', name: '原水流量计', kind: 'flow', alarm: [3, 5] },
      { code: 'GZ01-EM-02', name: '鼓风机电表', kind: 'electricity', device: 'GZ01-F-001', alarm: [4, 240] },
      { code: 'GZ01-EM-03', name: '刮泥机电表', kind: 'electricity', device: 'GZ01-S-002', alarm: [5, 33] },
    ],
  },
  {
    factoryId: 21,
    code: 'GZ01-CJ-02',
    name: '清水池采集器',
    failedMinutesAgo: 26,
    meters: [
      { code: 'GZ01-QM-01', name: '余氯在线分析仪', kind: 'quality', device: 'GZ01-M-003', alarm: [5, 25] },
      { code: 'GZ01-WM-01', name: '清水池出水水表', kind: 'water', device: 'GZ01-V-008', alarm: [4, 25] },
    ],
  },
  {
    factoryId: 22,
    code: 'QH01-CJ-01',
    name: '能源中心采集器',
    meters: [
      { code: 'QH01-GM-01', name: '1#内燃机燃气表', kind: 'gas', device: 'QH01-G-001', alarm: [2, 50] },
      {
        code: 'QH01-EM-01',
        name: '2#冷水机组电表',
        kind: 'electricity',
        device: 'QH01-C-002',
        alarm: [3, 14],
      },
      { code: 'QH01-EM-02', name: '冷却水泵电表', kind: 'electricity', device: 'QH01-P-005', alarm: [5, 75] },
      { code: 'QH01-WM-02', name: '水处理加药水表', kind: 'water', device: 'QH01-W-001', alarm: [4, 140] },
    ],
  },
  {
    factoryId: 22,
    code: 'QH01-CJ-02',
    name: '蓄冰站采集器',
    failedMinutesAgo: 9,
    meters: [
      { code: 'QH01-FM-01', name: '蓄冰槽乙二醇流量计', kind: 'flow', device: 'QH01-S-001', alarm: [4, 8] },
      { code: 'QH01-WM-01', name: '冷却塔补水水表', kind: 'water', device: 'QH01-T-003', alarm: [5, 8] },
    ],
  },
];

const MINUTE = 60_000;

/** Deterministic readings for the seed (the simulator's random source, fixed). */
const fixed = (): number => 0.42;

/** A collector's address on the bus: 12 digits, as the protocol prints them. */
const collectorAddress = (i: number): string => `4403${String(10_000_000 + i * 7919).slice(-8)}`;

export async function seedAlarms(db: Db, seedTime: number): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows: devices } = await tx.query<{
      device_id: number;
      device_show_code: string;
      device_name: string;
    }>('SELECT device_id, device_show_code, device_name FROM wo_device');
    const byCode = new Map(devices.map((d) => [d.device_show_code, d]));
    const alarms: NewAlarm[] = [];
    const meters: MeterRow[] = [];
    const collectors: CollectorRow[] = [];
    let meterNo = 0;
    for (const [ci, c] of DEMO_COLLECTORS.entries()) {
      const address = collectorAddress(ci + 1);
      const failed = c.failedMinutesAgo !== undefined;
      const { rows } = await tx.query<{ collector_id: number }>(
        `INSERT INTO alarm_collector (factory_id, code, name, address, state) VALUES ($1, $2, $3, $4, $5)
         RETURNING collector_id`,
        [c.factoryId, c.code, c.name, address, failed ? 'error' : 'online'],
      );
      const collectorId = rows[0]!.collector_id;
      const collector = { collectorId, factoryId: c.factoryId, code: c.code, name: c.name, address };
      collectors.push(collector);
      if (c.failedMinutesAgo !== undefined) {
        alarms.push(
          collectorAlarm(collector, c.meters.length, new Date(seedTime - c.failedMinutesAgo * MINUTE)),
        );
      }
      for (const m of c.meters) {
        meterNo += 1;
        const device = m.device ? byCode.get(m.device) : undefined;
        if (m.device && !device) throw new Error(`demo meter on unknown device ${m.device}`);
        const offline = failed || m.alarm?.[0] === ALARM_KIND.METER_OFFLINE;
        const instrumentAddr = `${address}${String(meterNo).padStart(4, '0')}`;
        const { rows: meterRows } = await tx.query<{ meter_id: number }>(
          `INSERT INTO alarm_meter (factory_id, collector_id, device_id, code, name, instrument_addr, energy_addr, kind,
                                    online, last_value, last_read_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING meter_id`,
          [
            c.factoryId,
            collectorId,
            device?.device_id ?? null,
            m.code,
            m.name,
            instrumentAddr,
            String(100 + meterNo),
            m.kind,
            !offline,
            (meterNo * 37.5).toFixed(3),
            new Date(seedTime - (m.alarm?.[1] ?? 1) * MINUTE),
          ],
        );
        const meter: MeterRow = {
          meterId: meterRows[0]!.meter_id,
          factoryId: c.factoryId,
          collectorId,
          deviceId: device?.device_id ?? null,
          deviceCode: device?.device_show_code ?? null,
          deviceName: device?.device_name ?? null,
          code: m.code,
          name: m.name,
          address: instrumentAddr,
          kind: m.kind,
        };
        meters.push(meter);
        if (!m.alarm) continue;
        const [kind, minutesAgo] = m.alarm;
        alarms.push(meterAlarm(kind, meter, new Date(seedTime - minutesAgo * MINUTE), fixed));
      }
    }
    // The 90 days before, all released, first: the older alarms take the lower numbers (alarm-history.ts).
    await seedAlarmHistory(tx, seedTime, meters, collectors);
    await insertAlarms(tx, alarms);
  });
}
