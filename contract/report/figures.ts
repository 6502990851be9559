/**
 * The figures a daily or weekly report counts (docs/architecture.md §3 "Daily and weekly reports"): per plant kind,
 * each with its unit, bounds, decimals and where its pre-filled value comes from. Part of the report contract
 * (./index.ts exports it).
 */
/**
 * What a factory's reports count follows the plant: a water plant (archive capacity in m³/d, or no archive) or an
 * energy station (capacity in MW). docs/architecture.md §3 "Daily and weekly reports".
 */
export const PLANT_KINDS = ['water', 'energy'] as const;
export type PlantKind = (typeof PLANT_KINDS)[number];

/** Where a figure's pre-filled value comes from; 'manual' figures are never pre-filled, 'derived' ones are computed. */
export type FigureSource = 'meters' | 'ledger' | 'orders' | 'alarms' | 'manual' | 'derived';

export interface FigureDef {
  key: FigureKey;
  label: string;
  unit: string;
  min: number;
  max: number;
  /** digits after the point the form accepts and shows */
  decimals: number;
  /** how the weekly report rolls the week's daily values up ('derived' figures are computed again from the totals) */
  weekly: 'sum' | 'avg' | 'derived';
  source: FigureSource;
}

/**
 * Digits after the point of a number as typed (1e-7 has 7): a figure refuses more than its `decimals` rather than
 * rounding what the user typed.
 */
export function decimalsOf(x: number): number {
  if (!Number.isFinite(x)) return 0;
  const [mantissa = '', exponent = '0'] = String(x).toLowerCase().split('e');
  return Math.max(0, (mantissa.split('.')[1] ?? '').length - Number(exponent));
}

/** True when `value` has more digits after the point than the figure takes. */
export const tooPrecise = (def: Pick<FigureDef, 'decimals'>, value: unknown): boolean =>
  typeof value === 'number' && decimalsOf(value) > def.decimals;

export const FIGURE_KEYS = [
  'inflow',
  'outflow',
  'electricity',
  'energyPerM3',
  'pac',
  'naclo',
  'turbidity',
  'chlorine',
  'ph',
  'gas',
  'water',
  'heatSupplied',
  'coolingSupplied',
  'devicesRunning',
  'devicesFaulty',
  'ordersOpened',
  'ordersClosed',
  'alarmsRaised',
] as const;
export type FigureKey = (typeof FIGURE_KEYS)[number];

const VOLUME_MAX = 9_999_999;
const COUNT_MAX = 9_999;

export const FIGURES: Readonly<Record<FigureKey, FigureDef>> = {
  inflow: {
    key: 'inflow',
    label: '进水量',
    unit: 'm³',
    min: 0,
    max: VOLUME_MAX,
    decimals: 0,
    weekly: 'sum',
    source: 'meters',
  },
  outflow: {
    key: 'outflow',
    label: '出水量',
    unit: 'm³',
    min: 0,
    max: VOLUME_MAX,
    decimals: 0,
    weekly: 'sum',
    source: 'meters',
  },
  electricity: {
    key: 'electricity',
    label: '用电量',
    unit: 'kWh',
    min: 0,
    max: VOLUME_MAX,
    decimals: 1,
    weekly: 'sum',
    source: 'meters',
  },
  energyPerM3: {
    key: 'energyPerM3',
    label: '吨水电耗',
    unit: 'kWh/m³',
    min: 0,
    max: 100,
    decimals: 3,
    weekly: 'derived',
    source: 'derived',
  },
  pac: {
    key: 'pac',
    label: 'PAC投加量',
    unit: 'kg',
    min: 0,
    max: 99_999,
    decimals: 1,
    weekly: 'sum',
    source: 'manual',
  },
  naclo: {
    key: 'naclo',
    label: '次氯酸钠投加量',
    unit: 'kg',
    min: 0,
    max: 99_999,
    decimals: 1,
    weekly: 'sum',
    source: 'manual',
  },
  turbidity: {
    key: 'turbidity',
    label: '出水浊度',
    unit: 'NTU',
    min: 0,
    max: 100,
    decimals: 2,
    weekly: 'avg',
    source: 'meters',
  },
  chlorine: {
    key: 'chlorine',
    label: '余氯',
    unit: 'mg/L',
    min: 0,
    max: 10,
    decimals: 2,
    weekly: 'avg',
    source: 'manual',
  },
  ph: { key: 'ph', label: 'pH', unit: '', min: 0, max: 14, decimals: 2, weekly: 'avg', source: 'manual' },
  gas: {
    key: 'gas',
    label: '用气量',
    unit: 'm³',
    min: 0,
    max: VOLUME_MAX,
    decimals: 1,
    weekly: 'sum',
    source: 'meters',
  },
  water: {
    key: 'water',
    label: '用水量',
    unit: 'm³',
    min: 0,
    max: VOLUME_MAX,
    decimals: 1,
    weekly: 'sum',
    source: 'meters',
  },
  heatSupplied: {
    key: 'heatSupplied',
    label: '供热量',
    unit: 'GJ',
    min: 0,
    max: 999_999,
    decimals: 1,
    weekly: 'sum',
    source: 'manual',
  },
  coolingSupplied: {
    key: 'coolingSupplied',
    label: '供冷量',
    unit: 'GJ',
    min: 0,
    max: 999_999,
    decimals: 1,
    weekly: 'sum',
    source: 'manual',
  },
  devicesRunning: {
    key: 'devicesRunning',
    label: '运行设备',
    unit: '台',
    min: 0,
    max: COUNT_MAX,
    decimals: 0,
    weekly: 'avg',
    source: 'ledger',
  },
  devicesFaulty: {
    key: 'devicesFaulty',
    label: '故障设备',
    unit: '台',
    min: 0,
    max: COUNT_MAX,
    decimals: 0,
    weekly: 'avg',
    source: 'ledger',
  },
  ordersOpened: {
    key: 'ordersOpened',
    label: '新建工单',
    unit: '个',
    min: 0,
    max: COUNT_MAX,
    decimals: 0,
    weekly: 'sum',
    source: 'orders',
  },
  ordersClosed: {
    key: 'ordersClosed',
    label: '完成工单',
    unit: '个',
    min: 0,
    max: COUNT_MAX,
    decimals: 0,
    weekly: 'sum',
    source: 'orders',
  },
  alarmsRaised: {
    key: 'alarmsRaised',
    label: '告警次数',
    unit: '次',
    min: 0,
    max: COUNT_MAX,
    decimals: 0,
    weekly: 'sum',
    source: 'alarms',
  },
};

/** The figures of each plant kind, in the form's order. */
export const PLANT_FIGURES: Readonly<Record<PlantKind, readonly FigureKey[]>> = {
  water: [
    'inflow',
    'outflow',
    'electricity',
    'energyPerM3',
    'pac',
    'naclo',
    'turbidity',
    'chlorine',
    'ph',
    'devicesRunning',
    'devicesFaulty',
    'ordersOpened',
    'ordersClosed',
    'alarmsRaised',
  ],
  energy: [
    'electricity',
    'gas',
    'water',
    'heatSupplied',
    'coolingSupplied',
    'devicesRunning',
    'devicesFaulty',
    'ordersOpened',
    'ordersClosed',
    'alarmsRaised',
  ],
};
