/**
 * Demo devices of the four demo factories and maintenance plans on some of them.
 * Show codes follow `{site}-{class}-{number}`: P pump, V valve, F fan, D dosing, M meter, E electrical,
 * C chiller, B boiler, T cooling tower, W water treatment, G generator, S structure. Devices whose
 * consumables are metered carry asset type 1034 (their parts take a unit, docs/requirements.md §5).
 */
import { ASSET_TYPE_WITH_UNIT } from '../../../../contract/work-order';
import type { Db } from '../client';

export interface DemoDevice {
  factoryId: number;
  code: string;
  name: string;
  assetType?: string;
}

const METERED = ASSET_TYPE_WITH_UNIT;

export const DEMO_DEVICES: readonly DemoDevice[] = [
  // 11 上海第一水厂 (the first three already appear in the demo messages of earlier issues)
  { factoryId: 11, code: 'SH01-P-001', name: '1#送水泵' },
  { factoryId: 11, code: 'SH01-P-002', name: '2#送水泵' },
  { factoryId: 11, code: 'SH01-V-012', name: '进水电动阀' },
  { factoryId: 11, code: 'SH01-F-003', name: 'V型滤池反冲洗风机' },
  { factoryId: 11, code: 'SH01-D-005', name: 'PAC加药计量泵', assetType: METERED },
  { factoryId: 11, code: 'SH01-M-007', name: '出厂水浊度仪' },
  { factoryId: 11, code: 'SH01-E-001', name: '10kV高压配电柜' },
  // 12 苏州工业园能源站
  { factoryId: 12, code: 'SZ01-C-001', name: '1#冷水机组' },
  { factoryId: 12, code: 'SZ01-C-003', name: '3#冷水机组' },
  { factoryId: 12, code: 'SZ01-B-002', name: '2#燃气锅炉' },
  { factoryId: 12, code: 'SZ01-T-001', name: '1#冷却塔' },
  { factoryId: 12, code: 'SZ01-P-004', name: '冷冻水循环泵' },
  { factoryId: 12, code: 'SZ01-W-001', name: '软化水处理装置', assetType: METERED },
  // 21 广州南沙水厂
  { factoryId: 21, code: 'GZ01-P-001', name: '1#取水泵' },
  { factoryId: 21, code: 'GZ01-S-002', name: '平流沉淀池刮泥机' },
  { factoryId: 21, code: 'GZ01-D-001', name: '次氯酸钠投加泵', assetType: METERED },
  { factoryId: 21, code: 'GZ01-F-001', name: '罗茨鼓风机' },
  { factoryId: 21, code: 'GZ01-M-003', name: '余氯在线分析仪' },
  { factoryId: 21, code: 'GZ01-V-008', name: '清水池出水阀' },
  // 22 深圳前海综合能源站
  { factoryId: 22, code: 'QH01-G-001', name: '1#燃气内燃机' },
  { factoryId: 22, code: 'QH01-C-002', name: '2#离心式冷水机组' },
  { factoryId: 22, code: 'QH01-S-001', name: '蓄冰槽' },
  { factoryId: 22, code: 'QH01-T-003', name: '3#冷却塔' },
  { factoryId: 22, code: 'QH01-P-005', name: '冷却水泵' },
  { factoryId: 22, code: 'QH01-W-001', name: '水处理加药装置', assetType: METERED },
];

export interface DemoPlan {
  device: string;
  title: string;
  intervalDays: number;
  /** days after the seed time of the next run (plans that already ran are set by the work-order seed) */
  nextInDays: number;
  execBy: number | null;
  enabled?: boolean;
}

/** Plans that have not run during the demo month: they wait for a future date (or are switched off). */
export const DEMO_IDLE_PLANS: readonly DemoPlan[] = [
  { device: 'SH01-E-001', title: '高压配电柜季度预防性试验', intervalDays: 90, nextInDays: 12, execBy: 2 },
  { device: 'SH01-M-007', title: '浊度仪月度校准', intervalDays: 30, nextInDays: 3, execBy: 2 },
  { device: 'SZ01-B-002', title: '燃气锅炉年度检修', intervalDays: 365, nextInDays: 45, execBy: 3 },
  { device: 'GZ01-F-001', title: '鼓风机润滑油更换', intervalDays: 60, nextInDays: 20, execBy: 1 },
  {
    device: 'QH01-G-001',
    title: '内燃机2000小时保养',
    intervalDays: 90,
    nextInDays: 30,
    execBy: 1,
    enabled: false,
  },
];

/** Inserts the devices; returns device ids by show code (codes are unique across the demo factories). */
export async function seedDevices(tx: Db): Promise<Map<string, DemoDevice & { deviceId: number }>> {
  // One statement for all of them: the e2e server seeds on every start.
  const { rows } = await tx.query<{ device_id: number; device_show_code: string }>(
    `INSERT INTO wo_device (factory_id, device_show_code, device_name, asset_type)
     SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[])
     RETURNING device_id, device_show_code`,
    [
      DEMO_DEVICES.map((d) => d.factoryId),
      DEMO_DEVICES.map((d) => d.code),
      DEMO_DEVICES.map((d) => d.name),
      DEMO_DEVICES.map((d) => d.assetType ?? ''),
    ],
  );
  const ids = new Map(rows.map((r) => [r.device_show_code, r.device_id]));
  return new Map(
    DEMO_DEVICES.map((d) => {
      const deviceId = ids.get(d.code);
      if (deviceId === undefined) throw new Error(`demo device ${d.code} was not inserted`);
      return [d.code, { ...d, deviceId }];
    }),
  );
}

/** A maintenance plan on a demo device; `nextRun` is a 'YYYY-MM-DD' date. Returns the plan id. */
export async function insertPlan(
  tx: Db,
  device: DemoDevice & { deviceId: number },
  plan: Omit<DemoPlan, 'device' | 'nextInDays'>,
  nextRun: string,
): Promise<number> {
  const { rows } = await tx.query<{ plan_id: number }>(
    `INSERT INTO wo_maint_plan (factory_id, device_id, title, interval_days, next_run, exec_by, enabled)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING plan_id`,
    [
      device.factoryId,
      device.deviceId,
      plan.title,
      plan.intervalDays,
      nextRun,
      plan.execBy,
      plan.enabled ?? true,
    ],
  );
  return rows[0]!.plan_id;
}
