/**
 * The big screens and the process page (docs/requirements.md §2 "Routes open to all": `/InternalLargeScreen` signed in,
 * `/ExternalScreen` and `/Process` on the white list; docs/architecture.md §3 "Big screens and the process page"):
 * routes, rules, constants and types only, so the console imports no schema library. The server's schemas are in
 * ./schemas.ts and are checked against these types there.
 */
import { ALARM_KIND, type AlarmKind } from '../alarm';
import type { DeviceStatus } from '../asset';
import type { MeterKind } from '../asset-meter';
import type { EnergyKind } from '../energy';
import type { PlantKind } from '../report';
import { WO_STATUS, type WoKind, type WoStatus } from '../work-order';

export const SCREEN_API = {
  /** the internal big screen: signed in, the caller's factories (query `factoryId` narrows to one) */
  INTERNAL: '/api/screen/internal',
  /** the external big screen: public aggregates over every factory */
  PUBLIC_OVERVIEW: '/api/screen/public/overview',
  /** the process page's plant picker: the factories that have process units */
  PUBLIC_PLANTS: '/api/screen/public/plants',
  /** GET …/{factoryId}: one plant's process units in flow order with live values */
  PUBLIC_PROCESS: '/api/screen/public/process',
} as const;

export const SCREEN_RULE = {
  /** the public routes together answer at most this many requests per client address and window … */
  PUBLIC_LIMIT: 60,
  /** … of this length (a fixed window from the address's first request); the next is 429 with Retry-After */
  PUBLIC_WINDOW_MS: 60_000,
  /** a public answer is computed at most once per distinct query in this time (per server instance) */
  PUBLIC_CACHE_MS: 30_000,
  /** how often a screen asks again: sooner would only be answered from the cache */
  REFRESH_MS: 30_000,
  /** the internal screen's list of the most overdue orders */
  OVERDUE_TOP: 10,
  /** the internal screen's events: of the last hour, at most this many, newest first */
  EVENTS_WINDOW_MS: 60 * 60_000,
  EVENTS_MAX: 50,
} as const;

export const SCREEN_MSG = {
  /** HTTP 429 of a public route beyond PUBLIC_LIMIT a window */
  TOO_MANY: '请求过于频繁，请稍后再试',
  /** the process page of an id that is no factory */
  NOT_A_FACTORY: '工厂不存在',
} as const;

/** What a factory's row on a screen says at a glance. */
export const FACTORY_STATE = { NORMAL: 'normal', WARNING: 'warning', ALARM: 'alarm' } as const;
export type FactoryState = (typeof FACTORY_STATE)[keyof typeof FACTORY_STATE];
export const FACTORY_STATES: readonly FactoryState[] = Object.values(FACTORY_STATE);
export const FACTORY_STATE_LABEL: Readonly<Record<FactoryState, string>> = {
  normal: '正常',
  warning: '预警',
  alarm: '告警',
};
/**
 * The rule of the state: `alarm` while an alarm of these kinds is active in the factory (a collector down takes all
 * its meters with it; a linkage alarm is the plant's own interlock), `warning` while any other alarm is active or an
 * order is overdue, `normal` otherwise.
 */
export const STATE_ALARM_KINDS: readonly AlarmKind[] = [ALARM_KIND.COLLECTOR_ERROR, ALARM_KIND.LINKAGE];

/**
 * An order is overdue while it is not yet handled (waiting for dispatch, or with its executor) and past the time its
 * priority holds it to (docs/work-order-lifecycle.md "Priority and due time"). Once handled, what is left (audit,
 * acceptance) is no longer what the targets measure.
 */
export const OVERDUE_STATUSES: readonly WoStatus[] = [WO_STATUS.REPORTED, WO_STATUS.HANDLING];

export const PLANT_KIND_LABEL: Readonly<Record<PlantKind, string>> = { water: '水厂', energy: '能源站' };

/** What happened in the internal screen's last hour. */
export const SCREEN_EVENT = {
  ORDER_CREATED: 'order-created',
  ORDER_CLOSED: 'order-closed',
  ALARM_RAISED: 'alarm-raised',
  ALARM_RELEASED: 'alarm-released',
} as const;
export type ScreenEventType = (typeof SCREEN_EVENT)[keyof typeof SCREEN_EVENT];
export const SCREEN_EVENT_TYPES: readonly ScreenEventType[] = Object.values(SCREEN_EVENT);
export const SCREEN_EVENT_LABEL: Readonly<Record<ScreenEventType, string>> = {
  'order-created': '新建工单',
  'order-closed': '工单关闭',
  'alarm-raised': '告警产生',
  'alarm-released': '告警解除',
};

/**
 * The unit of a stage's live value: flow and quality meters read an instantaneous value; an electricity, water or gas
 * meter's is its usage over the period its latest reading closes, per hour (so kWh per hour, the mean kW).
 */
export const LIVE_UNIT: Readonly<Record<MeterKind, string>> = {
  electricity: 'kW',
  water: 'm³/h',
  gas: 'm³/h',
  flow: 'm³/h',
  quality: 'NTU',
};

/** Water produced is counted in m³ (the 出厂水 flow meters, as the daily report's 出水量). */
export const WATER_UNIT = 'm³';

// ---------------------------------------------------------------------------------------------------------------
// GET /api/screen/internal (signed in)

export interface ScreenInternalQuery {
  /** one factory of the caller's (the factory gate); without it every factory of the caller's */
  factoryId?: number;
}

export interface OrderKindFigures {
  kind: WoKind;
  label: string;
  /** not closed now */
  open: number;
  /** reported today (China day) */
  createdToday: number;
  /** closed today */
  closedToday: number;
  /** open and past its planned execution time without being handled */
  overdue: number;
}

export interface OrderStatusFigures {
  status: WoStatus;
  label: string;
  /** orders in the status now; for 9 (closed) those closed today */
  count: number;
}

export interface OrderFigures {
  open: number;
  createdToday: number;
  closedToday: number;
  /** every kind, in WO_KINDS' order */
  byKind: OrderKindFigures[];
  /** every status, the day's orders (open now or closed today) */
  byStatus: OrderStatusFigures[];
}

export interface OverdueOrder {
  taskId: number;
  taskNo: string;
  kind: WoKind;
  kindLabel: string;
  status: WoStatus;
  statusLabel: string;
  factoryId: number;
  factoryName: string;
  /** the planned execution time, 'YYYY-MM-DD HH:mm:ss' China time */
  deadline: string;
  /** whole minutes since the deadline */
  overdueMinutes: number;
}

export interface OverdueFigures {
  count: number;
  /** the OVERDUE_TOP most overdue, the earliest deadline first */
  top: OverdueOrder[];
}

export interface AlarmKindCount {
  kind: AlarmKind;
  label: string;
  count: number;
}

export interface AlarmFigures {
  /** every active alarm (also those the alarm window hides behind a collector error) */
  total: number;
  /** every kind, 1 to 5 */
  byKind: AlarmKindCount[];
}

export interface EnergyToday {
  kind: EnergyKind;
  unit: string;
  /** today from 00:00 up to `asOf` */
  today: number;
  /** yesterday over the same hours */
  yesterday: number;
}

export interface WaterProduced {
  /** m³ through the 出厂水 flow meters today up to `asOf`; null when no such meter read */
  today: number | null;
  /** the same hours of yesterday */
  yesterday: number | null;
}

export interface FactoryStatus {
  factoryId: number;
  factoryName: string;
  plantKind: PlantKind;
  activeAlarms: number;
  openOrders: number;
  overdueOrders: number;
  /** kWh today up to `asOf` */
  electricityToday: number;
  state: FactoryState;
}

export interface ScreenEvent {
  /** 'YYYY-MM-DD HH:mm:ss' China time */
  time: string;
  type: ScreenEventType;
  factoryName: string;
  /** a short line: the order's kind, number and device, or the alarm's kind and what raised it; no person */
  text: string;
}

export interface InternalScreen {
  /** 'YYYY-MM-DD HH:mm:ss' China time */
  serverTime: string;
  /** the last full hour with readings: energy and water run up to it ('YYYY-MM-DD HH:mm:ss') */
  asOf: string;
  /** the complete hours of asOf's day in today's energy and water: 0 in the first hour of a day (no figure yet) */
  todayHours: number;
  orders: OrderFigures;
  overdue: OverdueFigures;
  alarms: AlarmFigures;
  /** electricity, water, gas */
  energy: EnergyToday[];
  water: WaterProduced;
  /** in the area tree's order */
  factories: FactoryStatus[];
  /** the last hour's, newest first, at most EVENTS_MAX */
  events: ScreenEvent[];
}

// ---------------------------------------------------------------------------------------------------------------
// GET /api/screen/public/overview (public: aggregates only, no person, account, task number or address)

export interface PublicPlantFigures {
  name: string;
  plantKind: PlantKind;
  plantKindLabel: string;
  /** m³ produced today up to `asOf`; null for a plant without 出厂水 flow meters (an energy station) */
  waterToday: number | null;
  electricityToday: number;
  activeAlarms: number;
  state: FactoryState;
}

export interface PublicTrendDay {
  day: string;
  /** m³ produced that day; null when no 出厂水 flow meter read */
  water: number | null;
  /** kWh */
  electricity: number;
}

export interface PublicOverview {
  serverTime: string;
  asOf: string;
  /** the complete hours of asOf's day in today's figures: 0 in the first hour of a day (no figure yet) */
  todayHours: number;
  factories: { total: number; waterPlants: number; energyStations: number };
  water: { today: number | null; month: number | null };
  /** electricity, water, gas today up to `asOf` */
  energy: { kind: EnergyKind; unit: string; today: number }[];
  orders: {
    /** closed this month */
    completedMonth: number;
    /** not closed now */
    open: number;
    /** completedMonth ÷ (completedMonth + open), 0…1; null when both are 0 */
    completionRate: number | null;
  };
  alarms: AlarmFigures;
  /** the energy overview's trend days (ENERGY_RULE.TREND_DAYS whole days), oldest first, ending yesterday */
  trend: PublicTrendDay[];
  /** every factory, in the area tree's order */
  plants: PublicPlantFigures[];
}

// ---------------------------------------------------------------------------------------------------------------
// GET /api/screen/public/plants, GET /api/screen/public/process/{factoryId} (public)

export interface PublicPlant {
  factoryId: number;
  name: string;
  plantKind: PlantKind;
  /** how many process units its archive has (at least one) */
  units: number;
}

export interface ProcessParams {
  factoryId: number;
}

export interface StageParam {
  name: string;
  value: number;
  unit: string;
}

export interface StageMeter {
  name: string;
  kind: MeterKind;
  /** the latest reading's value (LIVE_UNIT); null when the meter has none yet */
  value: number | null;
  unit: string;
  /** when that reading was taken, 'YYYY-MM-DD HH:mm:ss' China time, or null */
  readAt: string | null;
  online: boolean;
}

export interface StageDevice {
  name: string;
  /** the device ledger's state (oms_device_status) */
  status: DeviceStatus;
  statusLabel: string;
}

export interface ProcessStage {
  unitId: number;
  /** the place in the flow, 1 first */
  seq: number;
  name: string;
  /** a value of oms_process_unit_kind, and its label */
  kind: string;
  kindLabel: string;
  /** design parameters from the plant archive */
  params: StageParam[];
  /** the meters on the stage, in the order of their ledger codes */
  meters: StageMeter[];
  /** the devices on the stage (not deleted), in the order of their ledger codes */
  devices: StageDevice[];
  /** active alarms raised on its meters or devices */
  activeAlarms: number;
  /** their kinds, ascending */
  alarmKinds: AlarmKind[];
  /** activeAlarms > 0 */
  inAlarm: boolean;
}

export interface PublicProcess {
  factoryId: number;
  name: string;
  plantKind: PlantKind;
  serverTime: string;
  /** in flow order */
  stages: ProcessStage[];
}
