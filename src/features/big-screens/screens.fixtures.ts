/**
 * Answers of the screen routes for the console tests (shapes of contract/screen/index.ts), and a 2D context for jsdom, which
 * has no canvas: ECharts then draws into nothing instead of throwing (the drawing itself is for a browser to check).
 */
import { afterAll, beforeAll } from 'vitest';
import type { InternalScreen, PublicOverview, PublicPlant, PublicProcess } from '@contract/screen';

export function internalScreen(overrides: Partial<InternalScreen> = {}): InternalScreen {
  return {
    serverTime: '2026-03-02 10:00:00',
    asOf: '2026-03-02 09:00:00',
    todayHours: 9,
    orders: {
      open: 12,
      createdToday: 5,
      closedToday: 3,
      byKind: [
        { kind: 'fix', label: '维修工单', open: 6, createdToday: 2, closedToday: 1, overdue: 2 },
        { kind: 'maint', label: '保养工单', open: 3, createdToday: 1, closedToday: 1, overdue: 1 },
        { kind: 'inspect', label: '巡检工单', open: 2, createdToday: 2, closedToday: 1, overdue: 0 },
        { kind: 'planFix', label: '故障排查', open: 1, createdToday: 0, closedToday: 0, overdue: 0 },
      ],
      byStatus: [
        { status: 0, label: '待派单', count: 4 },
        { status: 1, label: '处理中', count: 5 },
        { status: 9, label: '已关闭', count: 3 },
      ],
    },
    overdue: {
      count: 3,
      top: [
        {
          taskId: 7,
          taskNo: 'WX20260301001',
          kind: 'fix',
          kindLabel: '维修工单',
          status: 1,
          statusLabel: '处理中',
          factoryId: 11,
          factoryName: '上海第一水厂',
          deadline: '2026-03-01 08:00:00',
          overdueMinutes: 1560,
        },
      ],
    },
    alarms: {
      total: 4,
      byKind: [
        { kind: 1, label: '采集器异常', count: 1 },
        { kind: 2, label: '联动告警', count: 0 },
        { kind: 3, label: '仪表数据异常', count: 2 },
        { kind: 4, label: '仪表离线', count: 1 },
        { kind: 5, label: '仪表在线无数据', count: 0 },
      ],
    },
    energy: [
      { kind: 'electricity', unit: 'kWh', today: 1200, yesterday: 1000 },
      { kind: 'water', unit: 'm³', today: 50, yesterday: 60 },
      { kind: 'gas', unit: 'm³', today: 8, yesterday: 8 },
    ],
    water: { today: 18000, yesterday: 20000 },
    factories: [
      {
        factoryId: 11,
        factoryName: '上海第一水厂',
        plantKind: 'water',
        activeAlarms: 3,
        openOrders: 8,
        overdueOrders: 2,
        electricityToday: 800,
        state: 'alarm',
      },
      {
        factoryId: 12,
        factoryName: '<b>苏州</b>能源站',
        plantKind: 'energy',
        activeAlarms: 0,
        openOrders: 4,
        overdueOrders: 0,
        electricityToday: 400,
        state: 'normal',
      },
    ],
    events: [
      {
        time: '2026-03-02 09:58:00',
        type: 'alarm-raised',
        factoryName: '上海第一水厂',
        text: '仪表离线 出厂水流量计',
      },
      {
        time: '2026-03-02 09:30:00',
        type: 'order-created',
        factoryName: '上海第一水厂',
        text: '维修工单 WX20260302001',
      },
    ],
    ...overrides,
  };
}

export function publicOverview(overrides: Partial<PublicOverview> = {}): PublicOverview {
  return {
    serverTime: '2026-03-02 10:00:00',
    asOf: '2026-03-02 09:00:00',
    todayHours: 9,
    factories: { total: 4, waterPlants: 2, energyStations: 2 },
    water: { today: 36000, month: 1_020_000 },
    energy: [
      { kind: 'electricity', unit: 'kWh', today: 5200 },
      { kind: 'water', unit: 'm³', today: 120 },
      { kind: 'gas', unit: 'm³', today: 30 },
    ],
    orders: { completedMonth: 87, open: 13, completionRate: 0.87 },
    alarms: internalScreen().alarms,
    trend: [
      { day: '2026-02-28', water: 35000, electricity: 5000 },
      { day: '2026-03-01', water: null, electricity: 5100 },
    ],
    plants: [
      {
        name: '上海第一水厂',
        plantKind: 'water',
        plantKindLabel: '水厂',
        waterToday: 18000,
        electricityToday: 800,
        activeAlarms: 3,
        state: 'alarm',
      },
      {
        name: '苏州工业园能源站',
        plantKind: 'energy',
        plantKindLabel: '能源站',
        waterToday: null,
        electricityToday: 400,
        activeAlarms: 0,
        state: 'normal',
      },
    ],
    ...overrides,
  };
}

export const PLANTS: PublicPlant[] = [
  { factoryId: 11, name: '上海第一水厂', plantKind: 'water', units: 3 },
  { factoryId: 21, name: '广州南沙水厂', plantKind: 'water', units: 2 },
];

export function publicProcess(factoryId = 11, name = '上海第一水厂'): PublicProcess {
  return {
    factoryId,
    name,
    plantKind: 'water',
    serverTime: '2026-03-02 10:00:00',
    stages: [
      {
        unitId: 101,
        seq: 1,
        name: '进水泵房',
        kind: 'intake',
        kindLabel: '进水',
        params: [{ name: '设计流量', value: 5000, unit: 'm³/h' }],
        meters: [
          {
            name: '进水流量计',
            kind: 'flow',
            value: 412.5,
            unit: 'm³/h',
            readAt: '2026-03-02 09:59:00',
            online: true,
          },
        ],
        devices: [{ name: '1#提升泵', status: 0, statusLabel: '运行' }],
        activeAlarms: 0,
        alarmKinds: [],
        inAlarm: false,
      },
      {
        unitId: 102,
        seq: 2,
        name: '沉淀池',
        kind: 'settle',
        kindLabel: '沉淀',
        params: [],
        meters: [
          { name: '出水浊度仪', kind: 'quality', value: 0.82, unit: 'NTU', readAt: null, online: false },
        ],
        devices: [{ name: '2#排泥泵', status: 2, statusLabel: '维修' }],
        activeAlarms: 2,
        alarmKinds: [3, 4],
        inAlarm: true,
      },
      {
        unitId: 103,
        seq: 3,
        name: '清水池',
        kind: 'clear',
        kindLabel: '清水',
        params: [],
        meters: [
          { name: '出厂水流量计', kind: 'flow', value: null, unit: 'm³/h', readAt: null, online: true },
        ],
        devices: [],
        activeAlarms: 0,
        alarmKinds: [],
        inAlarm: false,
      },
    ],
  };
}

export const ok = <T>(data: T) => ({ code: 200, msg: '操作成功', data });

/**
 * A 2D context that records nothing, and a size for the chart boxes (role img) ECharts measures, for the file's tests
 * (put back after them: files share their modules).
 */
export function installFakeCanvas(): void {
  const original = HTMLCanvasElement.prototype.getContext;
  const sizes = (['clientWidth', 'clientHeight'] as const).map((name) => ({
    name,
    descriptor: Object.getOwnPropertyDescriptor(Element.prototype, name),
  }));
  beforeAll(() => {
    for (const { name, descriptor } of sizes) {
      Object.defineProperty(Element.prototype, name, {
        configurable: true,
        get(this: Element) {
          return this.getAttribute('role') === 'img' ? 400 : (descriptor?.get?.call(this) as number);
        },
      });
    }
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement) {
      const values: Record<string | symbol, unknown> = { canvas: this };
      return new Proxy(values, {
        get: (target, key) => {
          if (key in target) return target[key];
          if (key === 'measureText') return (text: string) => ({ width: text.length * 8 });
          if (key === 'getImageData') return () => ({ data: new Uint8ClampedArray(4) });
          if (key === 'createLinearGradient' || key === 'createRadialGradient' || key === 'createPattern') {
            return () => ({ addColorStop: () => undefined });
          }
          return () => undefined;
        },
        set: (target, key, value) => {
          target[key] = value;
          return true;
        },
      });
    } as unknown as typeof original;
  });
  afterAll(() => {
    HTMLCanvasElement.prototype.getContext = original;
    for (const { name, descriptor } of sizes)
      if (descriptor) Object.defineProperty(Element.prototype, name, descriptor);
  });
}
