/**
 * Demo devices of the four demo factories and maintenance plans on some of them.
 * Show codes follow `{site}-{class}-{number}`: P pump, V valve, F fan, D dosing, M meter, E electrical,
 * C chiller, B boiler, T cooling tower, W water treatment, G generator, S structure. Each device carries an
 * asset type of the `oms_asset_type` dictionary (1031 mechanical, 1032 electrical, 1033 instruments, 1034
 * metered consumables: only those carry a unit, and their parts take one, docs/requirements.md §5), a model,
 * where it stands in the plant, when it was installed and its state (docs/architecture.md §3 "Asset ledger").
 */
import { ASSET_TYPE_WITH_UNIT, DEVICE_STATUS, type DeviceStatus } from '../../../../contract/asset/schemas';
import type { Db } from '../../db/client';

export interface DemoDevice {
  factoryId: number;
  code: string;
  name: string;
  assetType: string;
  model: string;
  location: string;
  /** a value of DEVICE_UNITS for asset type 1034, else none */
  unit?: string;
  /** 'YYYY-MM-DD' */
  installDate: string;
  status: DeviceStatus;
}

const MECHANICAL = '1031';
const ELECTRICAL = '1032';
const INSTRUMENT = '1033';
const METERED = ASSET_TYPE_WITH_UNIT;
const { RUNNING, STANDBY, REPAIRING } = DEVICE_STATUS;

type Row = [
  factoryId: number,
  code: string,
  name: string,
  assetType: string,
  model: string,
  location: string,
  installDate: string,
];

const ROWS: readonly Row[] = [
  // 11 上海第一水厂 (the first three already appear in the demo messages of earlier issues)
  [11, 'SH01-P-001', '1#送水泵', MECHANICAL, 'KQSN400-M9', '二级送水泵房', '2016-05-18'],
  [11, 'SH01-P-002', '2#送水泵', MECHANICAL, 'KQSN400-M9', '二级送水泵房', '2016-05-18'],
  [11, 'SH01-V-012', '进水电动阀', MECHANICAL, 'D941X-10 DN800', '配水井进水管廊', '2016-03-02'],
  [11, 'SH01-F-003', 'V型滤池反冲洗风机', MECHANICAL, 'BK8016', '滤池反冲洗设备间', '2017-09-11'],
  [11, 'SH01-D-005', 'PAC加药计量泵', METERED, 'GM0500PQ1MNN', '加药间', '2019-04-23'],
  [11, 'SH01-M-007', '出厂水浊度仪', INSTRUMENT, 'Hach TU5300sc', '出厂水仪表间', '2021-07-06'],
  [11, 'SH01-E-001', '10kV高压配电柜', ELECTRICAL, 'KYN28A-12', '10kV高压配电室', '2015-12-20'],
  // 12 苏州工业园能源站
  [12, 'SZ01-C-001', '1#冷水机组', MECHANICAL, 'York YK-2000RT', '制冷站一层', '2018-06-30'],
  [12, 'SZ01-C-003', '3#冷水机组', MECHANICAL, 'York YK-2000RT', '制冷站一层', '2018-06-30'],
  [12, 'SZ01-B-002', '2#燃气锅炉', MECHANICAL, 'WNS10-1.25-Q', '锅炉房', '2018-10-15'],
  [12, 'SZ01-T-001', '1#冷却塔', MECHANICAL, 'LRCM-H-800', '屋面冷却塔平台', '2018-07-08'],
  [12, 'SZ01-P-004', '冷冻水循环泵', MECHANICAL, 'NBG300-250-500', '制冷站水泵间', '2018-07-02'],
  [12, 'SZ01-W-001', '软化水处理装置', METERED, 'FLECK-9500', '锅炉房水处理间', '2019-03-12'],
  // 21 广州南沙水厂
  [21, 'GZ01-P-001', '1#取水泵', MECHANICAL, '700S-58', '江边取水泵站', '2014-11-25'],
  [21, 'GZ01-S-002', '平流沉淀池刮泥机', MECHANICAL, 'HJG-20', '1#平流沉淀池', '2014-09-17'],
  [21, 'GZ01-D-001', '次氯酸钠投加泵', METERED, 'Prominent CNPb', '消毒加药间', '2020-05-09'],
  [21, 'GZ01-F-001', '罗茨鼓风机', MECHANICAL, 'RSR-150', '鼓风机房', '2015-01-14'],
  [21, 'GZ01-M-003', '余氯在线分析仪', INSTRUMENT, 'CL17sc', '清水池仪表间', '2021-02-26'],
  [21, 'GZ01-V-008', '清水池出水阀', MECHANICAL, 'D341X-10 DN1000', '清水池出水井', '2014-10-08'],
  // 22 深圳前海综合能源站
  [22, 'QH01-G-001', '1#燃气内燃机', MECHANICAL, 'Jenbacher J620', '能源中心发电机房', '2020-08-19'],
  [22, 'QH01-C-002', '2#离心式冷水机组', MECHANICAL, 'Trane CVHG-1100', '能源中心制冷机房', '2020-09-03'],
  [22, 'QH01-S-001', '蓄冰槽', MECHANICAL, 'BAC TSU-761', '蓄冰站地下一层', '2020-06-22'],
  [22, 'QH01-T-003', '3#冷却塔', MECHANICAL, 'BAC VXI-1200', '能源中心屋面', '2020-07-15'],
  [22, 'QH01-P-005', '冷却水泵', MECHANICAL, 'KQW350-460', '能源中心水泵间', '2020-07-28'],
  [22, 'QH01-W-001', '水处理加药装置', METERED, 'JY-DS-200', '能源中心水处理间', '2021-01-11'],
];

/** The unit each metered consumable (asset type 1034) is counted in. */
const UNITS: Readonly<Record<string, string>> = {
  'SH01-D-005': '升',
  'SZ01-W-001': '千克',
  'GZ01-D-001': '升',
  'QH01-W-001': '千克',
};
/** Every other device is running. */
const NOT_RUNNING: Readonly<Record<string, DeviceStatus>> = {
  'SH01-P-002': STANDBY,
  'SZ01-C-003': STANDBY,
  'GZ01-V-008': STANDBY,
  'GZ01-S-002': REPAIRING,
};

export const DEMO_DEVICES: readonly DemoDevice[] = ROWS.map(
  ([factoryId, code, name, assetType, model, location, installDate]) => ({
    factoryId,
    code,
    name,
    assetType,
    model,
    location,
    installDate,
    status: NOT_RUNNING[code] ?? RUNNING,
    ...(UNITS[code] ? { unit: UNITS[code] } : {}),
  }),
);

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
    `INSERT INTO wo_device (factory_id, device_show_code, device_name, asset_type, model, location, unit,
                            install_date, status)
     SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
                          $8::date[], $9::smallint[])
     RETURNING device_id, device_show_code`,
    [
      DEMO_DEVICES.map((d) => d.factoryId),
      DEMO_DEVICES.map((d) => d.code),
      DEMO_DEVICES.map((d) => d.name),
      DEMO_DEVICES.map((d) => d.assetType),
      DEMO_DEVICES.map((d) => d.model),
      DEMO_DEVICES.map((d) => d.location),
      DEMO_DEVICES.map((d) => d.unit ?? ''),
      DEMO_DEVICES.map((d) => d.installDate),
      DEMO_DEVICES.map((d) => d.status),
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
  device: { factoryId: number; deviceId: number },
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
