/** Reports as the contract shapes them, for the tests of this feature; values a test can override. */
import {
  REPORT_STATUS,
  type DailyReport,
  type FigureKey,
  type ReportFigure,
  type WeeklyReport,
} from '@contract/report';
import type { AreaNode } from '@contract/system';
import { anAreaTree } from '../../../tests/console/factories';

export const figure = (
  key: FigureKey,
  value: number | null,
  overrides: Partial<ReportFigure> = {},
): ReportFigure => ({
  key,
  value,
  prefill: null,
  manual: false,
  median: null,
  flagged: false,
  previous: null,
  ...overrides,
});

const ENERGY_VALUES: [FigureKey, number][] = [
  ['electricity', 1200.5],
  ['gas', 300],
  ['water', 45.5],
  ['heatSupplied', 80],
  ['coolingSupplied', 20],
  ['devicesRunning', 12],
  ['devicesFaulty', 1],
  ['ordersOpened', 2],
  ['ordersClosed', 3],
  ['alarmsRaised', 4],
];

/** A draft of an energy station (苏州工业园能源站): ten figures, all typed in. */
export function aDailyReport(overrides: Partial<DailyReport> = {}): DailyReport {
  return {
    id: 31,
    factoryId: 12,
    factoryName: '苏州工业园能源站',
    plantKind: 'energy',
    status: REPORT_STATUS.DRAFT,
    version: 3,
    figures: ENERGY_VALUES.map(([key, value]) => figure(key, value)),
    editable: true,
    due: '2026-11-21 10:00',
    filledBy: '值班员小王',
    submittedAt: null,
    approvedBy: null,
    approvedAt: null,
    opinion: '',
    history: [],
    date: '2026-11-20',
    previousDate: '2026-11-19',
    remark: '',
    ...overrides,
  };
}

export function aWeeklyReport(overrides: Partial<WeeklyReport> = {}): WeeklyReport {
  return {
    id: 41,
    factoryId: 12,
    factoryName: '苏州工业园能源站',
    plantKind: 'energy',
    status: null,
    version: 0,
    figures: ENERGY_VALUES.map(([key, value]) => figure(key, value * 7)),
    editable: true,
    due: '2026-11-23 12:00',
    filledBy: null,
    submittedAt: null,
    approvedBy: null,
    approvedAt: null,
    opinion: '',
    history: [],
    week: '2026-11-16',
    weekEnd: '2026-11-22',
    previousWeek: '2026-11-09',
    days: 7,
    previousDays: 7,
    workDone: '',
    problems: '',
    nextPlan: '',
    ...overrides,
  };
}

/** The top bar's tree: one area with a water plant (11) and an energy station (12). */
export const TREE: AreaNode[] = anAreaTree();
