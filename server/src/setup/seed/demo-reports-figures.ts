/**
 * The figures and texts of the demo reports (docs/architecture.md §3 "Daily and weekly reports"). The measured figures
 * are what the plant's own data says (prefill.ts, after the readings, orders and alarms are seeded); the manual ones
 * (dosing, chlorine, pH; heat and cooling) are plausible values from a hash of the factory, day and figure, so every
 * seed is the same. A few older days have one figure far off its 7-day median (a deviation flag, explained in the
 * remark); the first report awaiting approval and the rejected one are off without a word, for the approver to see.
 */
import {
  PLANT_FIGURES,
  type FigureKey,
  type FigureValues,
  type PlantKind,
} from '../../../../contract/report';
import { DAY_MS } from '../../shared/china-time';
import { completeFigures } from '../../modules/report/figures';
import type { DayState } from './demo-reports-plan';

/** Days (before the seed day) with one manual figure far off: [figure of a water plant, of an energy station, factor]. */
const OUTLIERS: ReadonlyMap<number, readonly [FigureKey, FigureKey, number]> = new Map([
  [13, ['pac', 'heatSupplied', 1.6]],
  [31, ['naclo', 'coolingSupplied', 0.55]],
  [47, ['pac', 'heatSupplied', 1.7]],
] as const);
/** What the first report awaiting approval and the rejected one get wrong, and what the approver said. */
const SUBMITTED_OUTLIER: Readonly<Record<PlantKind, readonly [FigureKey, number]>> = {
  water: ['pac', 1.5],
  energy: ['heatSupplied', 1.5],
};
const REJECTED: Readonly<Record<PlantKind, readonly [FigureKey, number, string]>> = {
  water: ['naclo', 1.55, '次氯酸钠投加量明显偏高，请核实加药记录后重新提交'],
  energy: ['coolingSupplied', 1.6, '供冷量明显偏高，请核实冷量表读数后重新提交'],
};
const REWORK_OPINION = '请在备注中说明当日设备运行情况';

const REMARKS: Readonly<Record<PlantKind, readonly string[]>> = {
  water: ['2号滤池反冲洗', '1号沉淀池排泥', '加药泵例行切换', '出厂水水质全项检测合格', '清水池液位巡检正常'],
  energy: ['1号冷水机组例行保养', '锅炉燃烧器巡检', '冷却塔补水', '换热站板换清洗', '机组负荷平稳'],
};
const OUTLIER_REMARK: Readonly<Partial<Record<FigureKey, string>>> = {
  pac: '原水浊度上升，临时加大PAC投加',
  naclo: '次氯酸钠储罐切换，当日投加量偏低',
  heatSupplied: '寒潮来袭，供热负荷陡增',
  coolingSupplied: '降温天气，供冷负荷明显下降',
};

/** The level of each plant's manual figures (PAC and NaClO kg, chlorine mg/L, pH; heat and cooling GJ). */
const WATER_LEVEL: Readonly<Record<number, { pac: number; naclo: number; chlorine: number; ph: number }>> = {
  11: { pac: 560, naclo: 210, chlorine: 0.55, ph: 7.2 },
  21: { pac: 430, naclo: 160, chlorine: 0.5, ph: 7.1 },
};
const ENERGY_LEVEL: Readonly<Record<number, { heat: number; cooling: number }>> = {
  12: { heat: 1100, cooling: 900 },
  22: { heat: 700, cooling: 1300 },
};

/** A number in [0, 1) from the factory, day and a salt: the same seed always gives the same demo. */
export function hash01(factoryId: number, day: string, salt: string): number {
  let h = 2_166_136_261;
  for (const ch of `${factoryId}|${day}|${salt}`) h = Math.imul(h ^ ch.charCodeAt(0), 16_777_619);
  h = Math.imul(h ^ (h >>> 15), 2_246_822_507);
  h = Math.imul(h ^ (h >>> 13), 3_266_489_909);
  return ((h ^ (h >>> 16)) >>> 0) / 4_294_967_296;
}
/** ±spread around 1 */
const jitter = (factoryId: number, day: string, salt: string, spread: number): number =>
  1 + spread * (2 * hash01(factoryId, day, salt) - 1);

/** 1 in the middle of winter (mid-January), −1 in the middle of summer. */
function winter(day: string): number {
  const dayOfYear =
    (Date.parse(`${day}T00:00:00Z`) - Date.parse(`${day.slice(0, 4)}-01-01T00:00:00Z`)) / DAY_MS;
  return Math.cos((2 * Math.PI * (dayOfYear - 15)) / 365.25);
}

/** The manual figures of a day: a few per cent around the plant's level; heat in winter, cooling in summer. */
function manualFigures(factoryId: number, kind: PlantKind, day: string): FigureValues {
  if (kind === 'water') {
    const level = WATER_LEVEL[factoryId] ?? WATER_LEVEL[11]!;
    return {
      pac: level.pac * jitter(factoryId, day, 'pac', 0.06),
      naclo: level.naclo * jitter(factoryId, day, 'naclo', 0.06),
      chlorine: level.chlorine * jitter(factoryId, day, 'chlorine', 0.08),
      ph: level.ph + 0.15 * (2 * hash01(factoryId, day, 'ph') - 1),
    };
  }
  const level = ENERGY_LEVEL[factoryId] ?? ENERGY_LEVEL[12]!;
  const w = winter(day);
  return {
    heatSupplied: level.heat * (0.35 + 0.65 * Math.max(0, w)) * jitter(factoryId, day, 'heat', 0.05),
    coolingSupplied:
      level.cooling * (0.25 + 0.75 * Math.max(0, -w)) * jitter(factoryId, day, 'cooling', 0.05),
  };
}

/** What the filler types for a measured figure the data has nothing on: the value of the report before. */
function withGaps(kind: PlantKind, prefill: FigureValues, before: FigureValues): FigureValues {
  const out: FigureValues = { ...prefill };
  for (const key of PLANT_FIGURES[kind]) if (out[key] == null && before[key] != null) out[key] = before[key];
  return out;
}

/** What a day's report says: its figures, its remark and the approver's opinion. */
export interface DayContent {
  figures: FigureValues;
  remark: string;
  opinion: string;
}

/**
 * A day's report, `daysBefore` the seed day, from the plant's own data for the day (`prefill`) and the report before
 * (`before`, for what the data has nothing on).
 */
export function dayContent(
  day: {
    factoryId: number;
    kind: PlantKind;
    date: string;
    daysBefore: number;
    state: Exclude<DayState, 'missing'>;
  },
  prefill: FigureValues,
  before: FigureValues,
  firstSubmitted: number,
): DayContent {
  const { factoryId: id, kind, date, daysBefore: k, state } = day;
  const values: FigureValues = { ...withGaps(kind, prefill, before), ...manualFigures(id, kind, date) };
  let remark =
    hash01(id, date, 'remark') < 0.3
      ? REMARKS[kind][Math.floor(hash01(id, date, 'which') * REMARKS[kind].length)]!
      : '';
  let opinion = '';
  // A figure corrected by hand now and then, so the form shows one changed from its pre-filled value.
  const corrected: FigureKey = kind === 'water' ? 'outflow' : 'water';
  const read = values[corrected];
  if (k % 9 === 0 && read != null) values[corrected] = Math.round(read / 50) * 50;
  const outlier = OUTLIERS.get(k);
  if (outlier) {
    const key = kind === 'water' ? outlier[0] : outlier[1];
    values[key] = (values[key] ?? 0) * outlier[2];
    remark = OUTLIER_REMARK[key] ?? '';
  }
  // Off without a word in the remark: for the approver to notice.
  if (k === firstSubmitted) {
    const [key, factor] = SUBMITTED_OUTLIER[kind];
    values[key] = (values[key] ?? 0) * factor;
    remark = '';
  }
  if (state === 'rejected') {
    const [key, factor, said] = REJECTED[kind];
    values[key] = (values[key] ?? 0) * factor;
    remark = '';
    opinion = said;
  }
  if (state === 'reworked') {
    opinion = REWORK_OPINION;
    remark = kind === 'water' ? '设备运行正常，3号送水泵计划检修' : '机组运行正常，2号锅炉计划检修';
  }
  // A draft is saved half-way: the figures read off the plant's log are still empty.
  if (state === 'draft') {
    for (const key of kind === 'water' ? (['chlorine', 'ph'] as const) : (['coolingSupplied'] as const))
      values[key] = null;
  }
  return { figures: completeFigures(kind, values), remark, opinion };
}

const PROBLEMS: Readonly<Record<PlantKind, readonly string[]>> = {
  water: [
    '2号滤池反冲洗周期偏短，滤料需检查',
    '原水浊度受降雨影响波动较大',
    '',
    '加药间1号计量泵流量偏低',
    '',
  ],
  energy: ['1号冷水机组冷凝压力偏高', '', '冷却塔填料结垢，换热效率下降', '锅炉房燃气调压阀偶有波动', ''],
};
const NEXT_PLAN: Readonly<Record<PlantKind, readonly string[]>> = {
  water: [
    '完成2号滤池滤料检查，安排季度设备保养',
    '做好原水水质监测，及时调整混凝剂投加量',
    '组织加药系统巡检，更换1号计量泵膜片',
    '开展出厂水水质全项检测，清洗清水池液位计',
  ],
  energy: [
    '安排1号冷水机组冷凝器清洗',
    '完成冷却塔填料清洗，复核供冷计量',
    '开展锅炉燃烧器季度保养，校验燃气报警器',
    '根据负荷预测调整机组运行策略',
  ],
};

const shown = (value: number | null | undefined, decimals = 0): string =>
  value == null ? '—' : value.toFixed(decimals);
const tenThousands = (value: number | null | undefined): string =>
  value == null ? '—' : (value / 10_000).toFixed(1);

/** The text sections of a week, written from its figures. */
export function weeklyTexts(
  factoryId: number,
  kind: PlantKind,
  monday: string,
  f: FigureValues,
): { work_done: string; problems: string; next_plan: string } {
  const pick = (list: readonly string[], salt: string): string =>
    list[Math.floor(hash01(factoryId, monday, salt) * list.length)]!;
  const orders = `完成工单${shown(f.ordersClosed)}个，新建工单${shown(f.ordersOpened)}个`;
  const work_done =
    kind === 'water'
      ? `本周供水${tenThousands(f.outflow)}万m³，吨水电耗${shown(f.energyPerM3, 3)}kWh/m³，出厂水浊度均值` +
        `${shown(f.turbidity, 2)}NTU；${orders}，水质全项检测合格。`
      : `本周供热${shown(f.heatSupplied)}GJ、供冷${shown(f.coolingSupplied)}GJ，用电${tenThousands(f.electricity)}` +
        `万kWh、用气${tenThousands(f.gas)}万m³；${orders}，机组运行平稳。`;
  return { work_done, problems: pick(PROBLEMS[kind], 'problems'), next_plan: pick(NEXT_PLAN[kind], 'plan') };
}
