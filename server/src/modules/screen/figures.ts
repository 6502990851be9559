/**
 * What both big screens compute from the rows alike (docs/architecture.md §3 "Big screens and the process page"): the
 * alarm counts by kind, each factory's counts and state, water volumes from the 出厂水 flow, and China times.
 */
import { ALARM_KIND_LABEL, ALARM_KINDS } from '../../../../contract/alarm';
import {
  FACTORY_STATE,
  STATE_ALARM_KINDS,
  type AlarmFigures,
  type FactoryState,
} from '../../../../contract/screen';
import { WO_STATUS } from '../../../../contract/work-order';
import { isoChina } from '../../shared/china-time';
import type { FlowRate } from '../report/prefill';
import type { AlarmGroup, OrderGroup } from './repository';

/** 'YYYY-MM-DD HH:mm:ss' China time of the instant. */
export const chinaDateTime = (ms: number): string => isoChina(ms).slice(0, 19).replace('T', ' ');

export const round3 = (x: number): number => Math.round(x * 1000) / 1000;

const total = <T>(rows: readonly T[], pick: (row: T) => number): number =>
  rows.reduce((sum, row) => sum + pick(row), 0);

/** Every alarm kind with its count among the groups. */
export function alarmFigures(groups: readonly AlarmGroup[]): AlarmFigures {
  return {
    total: total(groups, (g) => g.count),
    byKind: ALARM_KINDS.map((kind) => ({
      kind,
      label: ALARM_KIND_LABEL[kind],
      count: total(
        groups.filter((g) => g.kind === kind),
        (g) => g.count,
      ),
    })),
  };
}

/** One factory's counts on a screen. */
export interface FactoryCounts {
  activeAlarms: number;
  openOrders: number;
  overdueOrders: number;
  state: FactoryState;
}

/** The state rule of contract/screen/index.ts STATE_ALARM_KINDS. */
export function factoryState(alarms: readonly AlarmGroup[], overdueOrders: number): FactoryState {
  if (alarms.some((a) => a.count > 0 && STATE_ALARM_KINDS.includes(a.kind))) return FACTORY_STATE.ALARM;
  if (alarms.some((a) => a.count > 0) || overdueOrders > 0) return FACTORY_STATE.WARNING;
  return FACTORY_STATE.NORMAL;
}

export function factoryCounts(
  factoryId: number,
  orders: readonly OrderGroup[],
  alarms: readonly AlarmGroup[],
): FactoryCounts {
  const own = orders.filter((o) => o.factoryId === factoryId);
  const ownAlarms = alarms.filter((a) => a.factoryId === factoryId);
  const overdueOrders = total(own, (o) => o.overdue);
  return {
    activeAlarms: total(ownAlarms, (a) => a.count),
    openOrders: total(
      own.filter((o) => o.status !== WO_STATUS.CLOSED),
      (o) => o.count,
    ),
    overdueOrders,
    state: factoryState(ownAlarms, overdueOrders),
  };
}

/**
 * m³ produced over `hours` at the flows of the rates (those of one day, or of a factory on one day); null when no
 * 出厂水 flow meter read, so that "no meter" never reads as "no water".
 */
export function volume(rates: readonly FlowRate[], hours: number): number | null {
  return rates.length === 0 ? null : round3(total(rates, (r) => r.rate) * hours);
}
