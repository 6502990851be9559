/**
 * 保养计划 / 巡检计划 (docs/plans.md): a plan makes maintenance or inspection orders for one device or for each device
 * of a device class (an `oms_asset_type` value, docs/plans.md "Plans per device class"), by the calendar (every N
 * days, weeks, months, quarters or years from a first date), by the device's own meter (every N kWh or m³ of the
 * register it counts, or running hours; a class plan names the meter kind and each device counts by its own), or both, whichever comes first. The order is made `leadDays` before a calendar due
 * date; an inspection plan's checklist becomes the order's check items.
 */
import type { PageQuery } from '../common';

export const PLAN_KINDS = ['maint', 'inspect'] as const;
export type PlanKind = (typeof PLAN_KINDS)[number];

export const PLAN_CYCLES = ['day', 'week', 'month', 'quarter', 'year'] as const;
export type PlanCycle = (typeof PLAN_CYCLES)[number];

/** Where a calendar counts its cycle from: its series, or the day its last order was done (docs/plans.md). */
export const PLAN_BASES = ['fixed', 'completion'] as const;
export type PlanBasis = (typeof PLAN_BASES)[number];

/** What a meter plan counts: the meter's register (kWh, m³) or the device's running hours (docs/plans.md). */
export const PLAN_MEASURES = ['register', 'hours'] as const;
export type PlanMeasure = (typeof PLAN_MEASURES)[number];

/** How a checklist item is judged: pass/fail, a number within limits, a reading written down, a photo taken. */
export const CHECK_TYPES = ['pass', 'number', 'reading', 'photo'] as const;
export type CheckType = (typeof CHECK_TYPES)[number];

/**
 * Whether a number item's value lies within its limits (a limit left empty bounds nothing): the server judges the
 * handling by it and raises a repair order when it does not; the handle dialog tells it as the value is typed.
 */
export function withinLimits(limits: { min: number | null; max: number | null }, value: number): boolean {
  return (limits.min === null || value >= limits.min) && (limits.max === null || value <= limits.max);
}

/** The meter kinds that count a cumulative register a plan can follow (kWh, m³). */
export const PLAN_METER_KINDS = ['electricity', 'water', 'gas'] as const;
export type PlanMeterKind = (typeof PLAN_METER_KINDS)[number];

export const PLAN_RULE = {
  TITLE_MAX: 100,
  /** an order's remark holds the parts to prepare (wo_task.remark, WO_TEXT_MAX) */
  PARTS_MAX: 100,
  CYCLE_EVERY_MAX: 366,
  LEAD_DAYS_MAX: 30,
  CHECKLIST_MAX: 30,
  /** an order's check item (wo_inspect_item): name ≤ 20, standard ≤ 50 */
  ITEM_NAME_MAX: 20,
  ITEM_STANDARD_MAX: 30,
} as const;

export const PLAN_MSG = {
  NOT_FOUND: '计划不存在或无权访问',
  ADDED: '新增成功',
  UPDATED: '修改成功',
  DELETED: '删除成功',
  PAUSED: '已暂停',
  RESUMED: '已恢复',
  TITLE_BLANK: '不能为空',
  NOT_A_DAY: '不是有效日期',
  NO_SCHEDULE: '请设置日历周期或仪表周期',
  CYCLE_INCOMPLETE: '日历周期需要周期单位、间隔和首次日期',
  METER_INCOMPLETE: '仪表周期需要仪表和间隔',
  DEVICE_NOT_IN_FACTORY: '设备不属于该工厂',
  METER_NOT_OF_DEVICE: '仪表须为该设备的电、水或气表',
  EXEC_NOT_IN_FACTORY: '执行人不属于该工厂',
  LIMITS_ONLY_NUMBER: '只有数值项有上下限',
  LIMITS_ORDER: '下限不能大于上限',
  BASIS_NEEDS_CALENDAR: '完成后计算须有日历周期',
  HOURS_NEED_ELECTRICITY: '运行小时须按该设备的电表计',
  TARGET_BOTH: '设备与设备类别只能选其一',
  TARGET_NONE: '请选择设备或设备类别',
  CLASS_UNKNOWN: '设备类别须为字典 oms_asset_type 中的值',
  CLASS_METER_BY_KIND: '按设备类别的计划按仪表种类计，不选单个仪表',
  METER_KIND_CLASS_ONLY: '仪表种类只用于按设备类别的计划',
  CLASS_METER_INCOMPLETE: '仪表周期需要仪表种类和间隔',
} as const;

export type PlanListQuery = PageQuery & {
  factoryId: number;
  kind: PlanKind;
  /** part of the title or the device's name or code */
  keyword?: string;
  enabled?: boolean;
};

export type CheckItemTemplate = {
  name: string;
  type: CheckType;
  /** what the executor checks against (free text) */
  standard: string;
  /** the limits of a number item */
  min?: number | null;
  max?: number | null;
};

/** An order a plan made. */
export type PlanOrder = {
  taskId: number;
  taskNo: string;
  /** WO_STATUS */
  status: number;
  /** the device the order is for (a class plan makes one per device) */
  deviceName: string;
  /** China time 'YYYY-MM-DD HH:mm:ss' */
  createTime: string;
};

/** One device a class plan tracks, with its own next due date (docs/plans.md "Plans per device class"). */
export type PlanMember = {
  deviceId: number;
  deviceName: string;
  deviceShowCode: string;
  /** 'YYYY-MM-DD'; null while the device has not joined yet (the scheduler's next run adds it) */
  nextRun: string | null;
  /** the order an after-completion plan waits for on this device ('' when none) */
  waitTaskNo: string;
  /** a meter class plan: the device's own meter of the plan's kind (null when it has none: it is skipped) */
  meterId: number | null;
  meterName: string;
  /** what that meter counted since the device's count started (kWh / m³ or running hours); null without one */
  counted: number | null;
};

export type PlanRow = {
  planId: number;
  factoryId: number;
  kind: PlanKind;
  /** the device of a device plan; null for a class plan */
  deviceId: number | null;
  deviceName: string;
  deviceShowCode: string;
  /** the device class (oms_asset_type value) of a class plan; null for a device plan */
  assetType: string | null;
  /** a class plan's devices (the live devices of the class in the factory), by code; empty for a device plan */
  members: PlanMember[];
  title: string;
  cycleUnit: PlanCycle | null;
  cycleEvery: number | null;
  /** the next calendar due date 'YYYY-MM-DD' */
  nextRun: string | null;
  cycleBasis: PlanBasis;
  /** the order an after-completion plan waits for ('' when it does not wait): its next run follows that order's end */
  waitTaskNo: string;
  meterId: number | null;
  meterName: string;
  /** the meter's kind; for a class plan the kind each device's own meter is of ('' when it follows no meter) */
  meterKind: string;
  meterEvery: number | null;
  meterMeasure: PlanMeasure;
  /** the running hours counted since the count started ('hours' plans; null otherwise) */
  runHours: number | null;
  /** the register value the meter count started from (the last order, or when the meter was set) */
  meterBase: number | null;
  /** the meter's latest reading */
  meterValue: number | null;
  leadDays: number;
  checklist: CheckItemTemplate[];
  parts: string;
  execBy: number | null;
  execByName: string;
  enabled: boolean;
  orderCount: number;
  /** the last orders it made, newest first (at most 5) */
  recentOrders: PlanOrder[];
  /** the version an edit sends back (docs/concurrency.md) */
  version: number;
};

export type PlanAddBody = {
  factoryId: number;
  kind: PlanKind;
  /** one device, or (assetType) every device of a class in the factory: exactly one of the two */
  deviceId?: number | null;
  assetType?: string | null;
  title: string;
  cycleUnit?: PlanCycle | null;
  cycleEvery?: number | null;
  /** the first (next) calendar due date 'YYYY-MM-DD' */
  nextRun?: string | null;
  /** 'fixed' when absent; 'completion' needs a calendar */
  cycleBasis?: PlanBasis;
  /** a device plan's meter (a class plan names none: 400 `body/meterId`) */
  meterId?: number | null;
  /** a class plan's meter kind: each device counts by its own meter of it (docs/plans.md) */
  meterKind?: PlanMeterKind | null;
  meterEvery?: number | null;
  /** 'register' when absent; 'hours' needs an electricity meter */
  meterMeasure?: PlanMeasure;
  leadDays: number;
  checklist: CheckItemTemplate[];
  parts: string;
  execBy?: number | null;
};

export type PlanEditBody = PlanAddBody & {
  planId: number;
  /** the version an edit sends back (docs/concurrency.md) */
  version: number;
};

export type PlanIdParams = { planId: number };

export type PlanEnableBody = { planId: number; enabled: boolean };

export type PlanMetersQuery = { factoryId: number };

/** A meter a plan of the factory can follow: a cumulative meter measuring one of its devices. */
export type PlanMeter = {
  meterId: number;
  deviceId: number;
  code: string;
  name: string;
  kind: string;
  lastValue: number | null;
};
