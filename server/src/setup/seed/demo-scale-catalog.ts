/**
 * What the demo at a realistic size is made of (docs/architecture.md §3 "Energy"): the device and meter templates of
 * a water plant and of an energy station, how each kind of metering point moves over a day, a week and a year, and
 * the size of each demo factory. server/src/setup/seed/demo-scale.ts turns them into rows.
 */
import { ASSET_TYPE_WITH_UNIT } from '../../../../contract/asset/schemas';
import type { MeterKind } from '../../../../contract/asset-meter/schemas';
import type { EnergyKind } from '../../../../contract/energy/schemas';

export type SiteType = 'water' | 'energy';

/** How a metering point moves (columns of energy_demo_profile, without its size and seed). */
export interface Shape {
  swing: number;
  peakHour: number;
  weekend: number;
  season: number;
  noise: number;
}

export const SHAPES = {
  /** a water plant's pumps and process: they follow the town's demand */
  'wp-power': { swing: 0.1, peakHour: 8, weekend: 0.02, season: 0.08, noise: 0.05 },
  'wp-supply': { swing: 0.16, peakHour: 8, weekend: 0.03, season: 0.08, noise: 0.04 },
  'wp-gas': { swing: 0.3, peakHour: 11, weekend: -0.2, season: -0.35, noise: 0.15 },
  /** offices, canteen, dormitory: day time, quiet weekends */
  aux: { swing: 0.35, peakHour: 11, weekend: -0.3, season: 0.1, noise: 0.12 },
  'aux-cooling': { swing: 0.45, peakHour: 14, weekend: -0.3, season: 0.45, noise: 0.12 },
  base: { swing: 0.05, peakHour: 12, weekend: 0, season: 0.02, noise: 0.04 },
  'turbidity-raw': { swing: 0.08, peakHour: 15, weekend: 0, season: 0.3, noise: 0.2 },
  'turbidity-settled': { swing: 0.06, peakHour: 10, weekend: 0, season: 0.15, noise: 0.15 },
  'turbidity-clean': { swing: 0.05, peakHour: 9, weekend: 0, season: 0.1, noise: 0.12 },
  /** an energy station's cooling: afternoons, working days, summer */
  cooling: { swing: 0.45, peakHour: 14, weekend: -0.22, season: 0.4, noise: 0.07 },
  /** its heating: mornings, winter */
  heating: { swing: 0.3, peakHour: 7, weekend: -0.12, season: -0.45, noise: 0.07 },
  'heating-power': { swing: 0.3, peakHour: 7, weekend: -0.12, season: -0.3, noise: 0.06 },
  /** gas engines (combined cooling, heat and power) run around the clock */
  chp: { swing: 0.25, peakHour: 13, weekend: -0.15, season: 0.05, noise: 0.04 },
  /** ice storage charges at night on the cheap tariff */
  ice: { swing: 0.6, peakHour: 2, weekend: -0.1, season: 0.35, noise: 0.06 },
} as const satisfies Record<string, Shape>;
export type ShapeName = keyof typeof SHAPES;

/** A demo factory: its site code, what it is, its collectors' names and its size. */
export interface DemoSite {
  factoryId: number;
  site: string;
  type: SiteType;
  /** mean usage per hour of each kind over all its meters */
  perHour: Record<EnergyKind, number>;
  /** flows scale with the plant: a flow template's size times this */
  scale: number;
  /** the year its plant was built: devices are installed from then on */
  since: number;
}

export const DEMO_SITES: readonly DemoSite[] = [
  // ~220,000 m³ a day at ~0.32 kWh/m³
  {
    factoryId: 11,
    site: 'SH01',
    type: 'water',
    perHour: { electricity: 2950, water: 9200, gas: 15 },
    scale: 1,
    since: 2015,
  },
  {
    factoryId: 12,
    site: 'SZ01',
    type: 'energy',
    perHour: { electricity: 3750, water: 75, gas: 1050 },
    scale: 1,
    since: 2018,
  },
  // ~160,000 m³ a day at ~0.28 kWh/m³
  {
    factoryId: 21,
    site: 'GZ01',
    type: 'water',
    perHour: { electricity: 1900, water: 6700, gas: 10 },
    scale: 0.73,
    since: 2014,
  },
  {
    factoryId: 22,
    site: 'QH01',
    type: 'energy',
    perHour: { electricity: 2900, water: 110, gas: 2500 },
    scale: 1.2,
    since: 2020,
  },
];

/** The collectors the generated meters read through, by area (a meter template's `area`). */
export const COLLECTOR_AREAS: Record<SiteType, readonly string[]> = {
  water: ['二级泵房采集器', '取水泵房采集器', '滤池采集器', '沉淀池采集器', '综合楼采集器', '污泥处理采集器'],
  energy: [
    '制冷机房采集器',
    '水泵间采集器',
    '冷却塔采集器',
    '热力站采集器',
    '综合楼采集器',
    '变配电室采集器',
  ],
};

const M = '1031';
const EL = '1032';
const I = '1033';
const U = ASSET_TYPE_WITH_UNIT;

/**
 * A device template: `{n}` in the name runs over `range`; a name a fixed demo device of the factory already has is
 * left out. Only 1034 carries a unit.
 */
export type DeviceTemplate = [
  cls: string,
  assetType: string,
  name: string,
  model: string,
  location: string,
  range?: [number, number],
  unit?: string,
  only?: number,
];

export const DEVICE_TEMPLATES: Record<SiteType, readonly DeviceTemplate[]> = {
  water: [
    ['P', M, '{n}#送水泵', 'KQSN400-M9', '二级送水泵房', [1, 5]],
    ['P', M, '{n}#取水泵', '700S-58', '取水泵房', [1, 4]],
    ['P', M, '{n}#反冲洗水泵', 'SLOW250-480', '滤池反冲洗设备间', [1, 2]],
    ['P', M, '{n}#排泥泵', 'WQ150-15-11', '排泥池', [1, 2]],
    ['P', M, '回收水泵', 'WQ200-10-15', '回收水池'],
    ['P', M, '{n}#污泥螺杆泵', 'G85-1', '污泥脱水机房', [1, 2]],
    ['V', M, '{n}#滤池进水阀', 'D971X-10 DN400', 'V型滤池管廊', [1, 4]],
    ['V', M, '出厂水总阀', 'D341X-10 DN1200', '出厂水阀门井'],
    ['V', M, '反冲洗进气阀', 'D971X-10 DN300', '滤池反冲洗设备间'],
    ['V', M, '{n}#沉淀池排泥阀', 'H744X-10 DN200', '平流沉淀池', [1, 2]],
    ['F', M, '{n}#罗茨鼓风机', 'RSR-150', '鼓风机房', [1, 2]],
    ['F', M, '加药间排风机', 'T35-11 No.5', '加药间'],
    ['F', M, '配电室排风机', 'T35-11 No.4', '低压配电室'],
    ['D', U, 'PAM加药泵', 'GM0240PQ1MNN', '加药间', undefined, '升'],
    ['D', U, '{n}#次氯酸钠投加泵', 'Prominent CNPb', '消毒加药间', [1, 2], '升'],
    ['D', U, '石灰投加装置', 'LJ-500', '加药间', undefined, '千克'],
    ['M', I, '原水浊度仪', 'Hach 1720E', '原水仪表间'],
    ['M', I, '沉淀池出水浊度仪', 'Hach 1720E', '平流沉淀池'],
    ['M', I, '出厂水余氯仪', 'Hach CL17sc', '出厂水仪表间'],
    ['M', I, '出厂水pH计', 'Hach pHD sc', '出厂水仪表间'],
    ['M', I, '清水池液位计', 'VEGAPULS 61', '清水池'],
    ['M', I, '出厂水压力变送器', 'Rosemount 3051', '出厂水阀门井'],
    ['M', I, '{n}#电磁流量计', 'OPTIFLUX 4300', '出厂水计量井', [1, 2]],
    ['E', EL, '{n}#主变压器', 'SCB13-2500/10', '10kV变配电所', [1, 2]],
    ['E', EL, '{n}#低压配电柜', 'GCS-0.4', '低压配电室', [1, 2]],
    ['E', EL, '{n}#送水泵变频柜', 'ACS880-07', '二级送水泵房', [1, 2]],
    ['E', EL, '直流屏', 'GZDW-100Ah', '10kV变配电所'],
    ['E', EL, 'UPS电源', 'APC SRT10K', '中控室'],
    ['S', M, '{n}#刮泥机', 'HJG-20', '平流沉淀池', [1, 2]],
    ['S', M, '污泥浓缩池搅拌机', 'QJB7.5/12', '污泥浓缩池'],
    ['W', M, '污泥脱水机', 'LW450', '污泥脱水机房'],
    ['W', M, '臭氧发生器', 'CF-G-2-10kg', '臭氧车间'],
  ],
  energy: [
    ['C', M, '{n}#冷水机组', 'York YK-2000RT', '制冷站一层', [1, 6]],
    ['C', M, '{n}#螺杆冷水机组', 'Carrier 30XW-500', '制冷站一层', [1, 2]],
    ['C', M, '{n}#热泵机组', 'Climaveneta NX500', '热力站', [1, 2]],
    ['B', M, '{n}#燃气锅炉', 'WNS10-1.25-Q', '锅炉房', [1, 3]],
    ['B', M, '余热锅炉', 'YR-4T', '能源中心发电机房', undefined, undefined, 22],
    ['T', M, '{n}#冷却塔', 'LRCM-H-800', '屋面冷却塔平台', [1, 5]],
    ['P', M, '{n}#冷冻水泵', 'NBG300-250-500', '制冷站水泵间', [1, 4]],
    ['P', M, '{n}#冷却水泵', 'KQW350-460', '制冷站水泵间', [1, 4]],
    ['P', M, '{n}#热水循环泵', 'KQL150/315', '热力站', [1, 2]],
    ['P', M, '{n}#补水泵', 'CDL32-40', '水处理间', [1, 2]],
    ['G', M, '{n}#燃气内燃机', 'Jenbacher J620', '能源中心发电机房', [1, 2], undefined, 22],
    ['G', M, '备用柴油发电机', 'Cummins C1100', '柴油发电机房'],
    ['E', EL, '{n}#10kV进线柜', 'KYN28A-12', '10kV配电室', [1, 2]],
    ['E', EL, '{n}#配电变压器', 'SCB13-2000/10', '10kV配电室', [1, 2]],
    ['E', EL, '{n}#低压配电柜', 'GCS-0.4', '低压配电室', [1, 2]],
    ['E', EL, '{n}#冷冻泵变频柜', 'ACS580-01', '制冷站水泵间', [1, 2]],
    ['M', I, '冷冻水能量计', 'SITRANS FUE950', '制冷站一层'],
    ['M', I, '冷却水流量计', 'OPTIFLUX 4300', '制冷站水泵间'],
    ['M', I, '供水温度传感器', 'PT1000', '分集水器间'],
    ['M', I, '回水温度传感器', 'PT1000', '分集水器间'],
    ['M', I, '燃气压力变送器', 'Rosemount 3051', '燃气调压站'],
    ['M', I, '冷却水浊度仪', 'Hach TU5300sc', '屋面冷却塔平台'],
    ['M', I, '蒸汽流量计', 'Yokogawa DY050', '锅炉房'],
    ['M', I, '烟气分析仪', 'Testo 350', '锅炉房'],
    ['W', M, '软化水装置', 'FLECK-9500', '水处理间'],
    ['W', M, '{n}#全自动过滤器', 'ZLQ-300', '水处理间', [1, 2]],
    ['W', U, '冷却水加药装置', 'JY-DS-100', '水处理间', undefined, '千克'],
    ['W', M, 'RO反渗透装置', 'RO-10T', '水处理间'],
    ['S', M, '{n}#蓄冰槽', 'BAC TSU-761', '蓄冰站地下一层', [1, 2]],
    ['S', M, '储热水罐', 'CR-200', '热力站'],
    ['S', M, '分集水器', 'FJS-DN400', '分集水器间'],
    ['V', M, '{n}#电动调节阀', 'VF-DN300', '制冷站管廊', [1, 3]],
  ],
};

/**
 * A meter template: `size` is a weight within its factory and kind for electricity, water and gas (the factory's
 * `perHour` is shared out by weight), m³/h times the factory's `scale` for flow, NTU for quality. `{n}` runs over
 * `range`; a name a fixed demo meter of the factory already has is left out.
 */
export type MeterTemplate = [
  kind: MeterKind,
  name: string,
  hourly: boolean,
  size: number,
  area: number,
  shape: ShapeName,
  range?: [number, number],
  only?: number,
];

const H = true;
const D = false;

export const METER_TEMPLATES: Record<SiteType, readonly MeterTemplate[]> = {
  water: [
    // read every hour: the main metering points
    ['electricity', '{n}#送水泵电表', H, 260, 0, 'wp-power', [1, 5]],
    ['electricity', '{n}#取水泵电表', H, 180, 1, 'wp-power', [1, 4]],
    ['electricity', '{n}#反冲洗水泵电表', H, 40, 2, 'wp-power', [1, 2]],
    ['electricity', '鼓风机房电表', H, 60, 2, 'wp-power'],
    ['electricity', '加药间动力电表', H, 25, 3, 'wp-power'],
    ['electricity', '污泥脱水机电表', H, 45, 5, 'wp-power'],
    ['electricity', '臭氧发生器电表', H, 120, 3, 'wp-power'],
    ['water', '出厂水{n}#总表', H, 3000, 0, 'wp-supply', [1, 3]],
    ['gas', '锅炉房燃气表', H, 10, 5, 'wp-gas'],
    ['flow', '原水进水流量计', H, 9500, 1, 'wp-supply'],
    ['flow', '出厂水流量计', H, 9200, 0, 'wp-supply'],
    ['flow', '回收水流量计', H, 250, 5, 'wp-supply'],
    ['quality', '原水浊度仪', H, 18, 1, 'turbidity-raw'],
    ['quality', '沉淀池出水浊度仪', H, 1.6, 3, 'turbidity-settled'],
    ['quality', '出厂水浊度计', H, 0.12, 0, 'turbidity-clean'],
    // read once a day
    ['electricity', '综合楼照明回路', D, 6, 4, 'aux'],
    ['electricity', '综合楼空调电表', D, 12, 4, 'aux-cooling'],
    ['electricity', '中控室电表', D, 5, 4, 'base'],
    ['electricity', '化验室电表', D, 4, 4, 'aux'],
    ['electricity', '机修间电表', D, 3, 4, 'aux'],
    ['electricity', '厂区路灯回路', D, 2, 4, 'base'],
    ['electricity', '门卫室电表', D, 0.5, 4, 'base'],
    ['electricity', '食堂电表', D, 5, 4, 'aux'],
    ['electricity', '宿舍楼电表', D, 4, 4, 'aux'],
    ['electricity', '{n}#滤池阀门配电箱', D, 1.5, 2, 'base', [1, 12]],
    ['electricity', '{n}#排泥泵电表', D, 8, 3, 'wp-power', [1, 2]],
    ['electricity', '回收水泵电表', D, 15, 5, 'wp-power'],
    ['electricity', '{n}#刮泥机电表', D, 3, 3, 'base', [1, 2]],
    ['electricity', '污泥浓缩池搅拌机电表', D, 4, 5, 'base'],
    ['electricity', '配电室排风机电表', D, 1, 0, 'base'],
    ['electricity', '{n}#污泥螺杆泵电表', D, 5, 5, 'wp-power', [1, 2]],
    ['water', '综合楼生活水表', D, 0.8, 4, 'aux'],
    ['water', '食堂用水表', D, 0.6, 4, 'aux'],
    ['water', '宿舍楼用水表', D, 0.7, 4, 'aux'],
    ['water', '化验室用水表', D, 0.1, 4, 'aux'],
    ['water', '绿化浇灌水表', D, 0.5, 4, 'aux-cooling'],
    ['water', '{n}#消防水池补水表', D, 0.2, 4, 'base', [1, 2]],
    ['water', '加药间冲洗水表', D, 0.3, 3, 'base'],
    ['water', '污泥脱水冲洗水表', D, 1.2, 5, 'base'],
    ['water', '{n}#滤池冲洗水表', D, 12, 2, 'base', [1, 12]],
    ['water', '机修间用水表', D, 0.1, 4, 'aux'],
    ['water', '门卫室水表', D, 0.05, 4, 'aux'],
    ['water', '锅炉房补水表', D, 0.3, 5, 'heating'],
    ['water', '臭氧车间冷却水表', D, 0.6, 3, 'base'],
    ['gas', '食堂燃气表', D, 2, 4, 'aux'],
    ['gas', '化验室燃气表', D, 0.1, 4, 'aux'],
    ['flow', '{n}#滤池出水流量计', D, 770, 2, 'wp-supply', [1, 12]],
    ['flow', '排泥水流量计', D, 120, 3, 'base'],
    ['flow', '{n}#加氯流量计', D, 0.08, 3, 'wp-supply', [1, 2]],
    ['flow', 'PAM投加流量计', D, 0.05, 3, 'wp-supply'],
    ['flow', '厂区自用水流量计', D, 20, 4, 'aux'],
    ['quality', '{n}#滤池出水浊度仪', D, 0.15, 2, 'turbidity-clean', [1, 12]],
    ['quality', '清水池浊度仪', D, 0.1, 0, 'turbidity-clean'],
    ['quality', '回收水浊度仪', D, 8, 5, 'turbidity-raw'],
    ['quality', '排泥水浊度仪', D, 450, 3, 'turbidity-raw'],
  ],
  energy: [
    ['electricity', '{n}#冷水机组电表', H, 400, 0, 'cooling', [1, 6]],
    ['electricity', '{n}#螺杆冷水机组电表', H, 200, 0, 'cooling', [1, 2]],
    ['electricity', '{n}#热泵机组电表', H, 150, 3, 'heating-power', [1, 2]],
    ['electricity', '锅炉房动力电表', H, 40, 3, 'heating-power'],
    ['electricity', '水处理间电表', H, 15, 3, 'base'],
    ['electricity', '蓄冰站电表', H, 60, 1, 'ice'],
    ['electricity', '数据机房电表', H, 20, 4, 'base'],
    ['electricity', '冷站控制系统电表', H, 3, 0, 'base'],
    ['gas', '{n}#锅炉燃气表', H, 350, 3, 'heating', [1, 3]],
    ['gas', '{n}#内燃机燃气表', H, 700, 1, 'chp', [1, 2], 22],
    ['water', '冷却塔补水总表', H, 60, 2, 'cooling'],
    ['water', '锅炉补水表', H, 8, 3, 'heating'],
    ['water', '空调系统补水表', H, 6, 0, 'cooling'],
    ['flow', '冷冻水供水流量计', H, 1800, 0, 'cooling'],
    ['flow', '冷却水总管流量计', H, 2400, 2, 'cooling'],
    ['flow', '热水供水流量计', H, 300, 3, 'heating'],
    ['quality', '冷却水浊度仪', H, 6, 2, 'turbidity-raw'],
    ['quality', '补水浊度仪', H, 0.3, 3, 'turbidity-clean'],
    ['electricity', '综合楼照明回路', D, 6, 4, 'aux'],
    ['electricity', '综合楼空调电表', D, 10, 4, 'aux-cooling'],
    ['electricity', '中控室电表', D, 4, 4, 'base'],
    ['electricity', '{n}#冷冻水泵电表', D, 30, 1, 'cooling', [1, 4]],
    ['electricity', '{n}#冷却水泵电表', D, 32, 1, 'cooling', [1, 4]],
    ['electricity', '{n}#热水循环泵电表', D, 8, 3, 'heating-power', [1, 2]],
    ['electricity', '{n}#补水泵电表', D, 2, 1, 'base', [1, 2]],
    ['electricity', '{n}#冷却塔风机电表', D, 12, 2, 'cooling', [1, 5]],
    ['electricity', '{n}#全自动过滤器电表', D, 0.5, 3, 'base', [1, 2]],
    ['electricity', 'RO反渗透装置电表', D, 3, 3, 'base'],
    ['electricity', '软化水装置电表', D, 1, 3, 'base'],
    ['electricity', '食堂电表', D, 4, 4, 'aux'],
    ['electricity', '宿舍楼电表', D, 3, 4, 'aux'],
    ['electricity', '机修间电表', D, 2, 4, 'aux'],
    ['electricity', '门卫室电表', D, 0.3, 4, 'base'],
    ['electricity', '厂区路灯回路', D, 1.5, 5, 'base'],
    ['electricity', '停车场充电桩电表', D, 8, 5, 'aux'],
    ['electricity', '{n}#空压机电表', D, 6, 5, 'base', [1, 2]],
    ['electricity', '{n}#楼层配电箱', D, 2, 4, 'aux', [1, 6]],
    ['water', '综合楼生活水表', D, 0.6, 4, 'aux'],
    ['water', '食堂用水表', D, 0.5, 4, 'aux'],
    ['water', '宿舍楼用水表', D, 0.5, 4, 'aux'],
    ['water', '绿化浇灌水表', D, 0.4, 4, 'aux-cooling'],
    ['water', '化验室用水表', D, 0.05, 4, 'aux'],
    ['water', '{n}#消防水池补水表', D, 0.1, 4, 'base', [1, 2]],
    ['water', 'RO产水表', D, 2, 3, 'base'],
    ['water', 'RO浓水排放表', D, 0.8, 3, 'base'],
    ['water', '软化水产水表', D, 3, 3, 'heating'],
    ['water', '机修间用水表', D, 0.05, 4, 'aux'],
    ['water', '洗车台用水表', D, 0.2, 5, 'aux'],
    ['water', '门卫室水表', D, 0.03, 4, 'aux'],
    ['water', '{n}#蓄冰槽补水表', D, 0.1, 1, 'base', [1, 2]],
    ['gas', '食堂燃气表', D, 3, 4, 'aux'],
    ['gas', '{n}#锅炉点火燃气表', D, 0.5, 3, 'heating', [1, 3]],
    ['flow', '{n}#冷冻水支路流量计', D, 220, 0, 'cooling', [1, 8]],
    ['flow', '{n}#冷却塔进水流量计', D, 480, 2, 'cooling', [1, 5]],
    ['flow', '补水流量计', D, 3, 3, 'cooling'],
    ['flow', '{n}#热水支路流量计', D, 70, 3, 'heating', [1, 4]],
    ['quality', '{n}#冷却塔水浊度仪', D, 6, 2, 'turbidity-raw', [1, 5]],
    ['quality', '软化水浊度仪', D, 0.2, 3, 'turbidity-clean'],
    ['quality', 'RO产水浊度仪', D, 0.05, 3, 'turbidity-clean'],
    ['quality', '锅炉给水浊度仪', D, 0.3, 3, 'turbidity-clean'],
    ['quality', '{n}#冷冻水浊度仪', D, 1.2, 0, 'turbidity-settled', [1, 4]],
  ],
};

/** The fixed demo meters of server/src/setup/seed/alarms.ts, read every hour: their size and shape, by code. */
export const FIXED_METER_SIZES: Readonly<Record<string, [size: number, shape: ShapeName]>> = {
  'SH01-EM-01': [260, 'wp-power'],
  // its pump stands by
  'SH01-EM-02': [4, 'wp-power'],
  'SH01-EM-03': [600, 'wp-power'],
  'SH01-EM-04': [35, 'wp-power'],
  'SH01-FM-01': [9200, 'wp-supply'],
  'SH01-FM-02': [0.35, 'wp-supply'],
  'SH01-QM-01': [0.12, 'turbidity-clean'],
  'SH01-WM-01': [0.5, 'base'],
  'SZ01-EM-01': [400, 'cooling'],
  // its chiller stands by
  'SZ01-EM-02': [8, 'cooling'],
  'SZ01-GM-01': [350, 'heating'],
  'SZ01-FM-01': [1700, 'cooling'],
  'SZ01-WM-01': [10, 'heating'],
  'SZ01-EM-03': [60, 'cooling'],
  'GZ01-EM-01': [180, 'wp-power'],
  'GZ01-FM-01': [9500, 'wp-supply'],
  'GZ01-EM-02': [60, 'wp-power'],
  // its scraper is under repair
  'GZ01-EM-03': [0.2, 'base'],
  'GZ01-QM-01': [0.6, 'turbidity-clean'],
  'GZ01-WM-01': [3000, 'wp-supply'],
  'QH01-GM-01': [700, 'chp'],
  'QH01-EM-01': [400, 'cooling'],
  'QH01-EM-02': [120, 'cooling'],
  'QH01-WM-02': [0.5, 'base'],
  'QH01-FM-01': [350, 'ice'],
  'QH01-WM-01': [60, 'cooling'],
};
