/**
 * The internal big screen (docs/requirements.md §2: `/InternalLargeScreen`, signed in; docs/architecture.md §3 "Big
 * screens and the process page"): one answer over the caller's factories with the day's orders by kind and status, the
 * overdue orders, the active alarms by kind, energy today beside yesterday's same hours (the energy overview's own
 * figures), water produced likewise (the 出厂水 flow as the daily report counts it), each factory's row and the last
 * hour's events.
 */
import { ALARM_KIND_LABEL, type AlarmKind } from '../../../../contract/alarm';
import { ENERGY_KINDS, METER_UNIT } from '../../../../contract/energy/schemas';
import {
  SCREEN_EVENT,
  SCREEN_RULE,
  type InternalScreen,
  type OrderFigures,
  type ScreenEvent,
} from '../../../../contract/screen';
import {
  KIND_LABEL,
  WO_KINDS,
  WO_STATUS,
  WO_STATUS_LABEL,
  type WoKind,
} from '../../../../contract/work-order';
import type { Db } from '../../db/client';
import type { FactoryScope } from '../../shared/factory-scope';
import { exportText } from '../../shared/i18n/export-catalog';
import type { Lang } from '../../shared/i18n/lang';
import { EnergyOverviewService, todayHours, usageOf } from '../energy/overview';
import { chinaDay, DAY_MS, dayStart } from '../../shared/china-time';
import { flowRates, OUTFLOW_METER } from '../report/prefill';
import { alarmFigures, chinaDateTime, factoryCounts, round3, volume } from './figures';
import { ScreenRepository, type EventRow, type OrderGroup } from './repository';

const sum = <T>(rows: readonly T[], pick: (row: T) => number): number =>
  rows.reduce((total, row) => total + pick(row), 0);

/** Every kind and every status of the day's orders (open now, or closed today). */
export function orderFigures(groups: readonly OrderGroup[]): OrderFigures {
  const open = groups.filter((g) => g.status !== WO_STATUS.CLOSED);
  return {
    open: sum(open, (g) => g.count),
    createdToday: sum(groups, (g) => g.createdToday),
    closedToday: sum(groups, (g) => g.closedToday),
    byKind: WO_KINDS.map((kind) => {
      const own = groups.filter((g) => g.kind === kind);
      return {
        kind,
        label: KIND_LABEL[kind],
        open: sum(
          own.filter((g) => g.status !== WO_STATUS.CLOSED),
          (g) => g.count,
        ),
        createdToday: sum(own, (g) => g.createdToday),
        closedToday: sum(own, (g) => g.closedToday),
        overdue: sum(own, (g) => g.overdue),
      };
    }),
    byStatus: Object.values(WO_STATUS).map((status) => ({
      status,
      label: WO_STATUS_LABEL[status] ?? '',
      count: sum(
        groups.filter((g) => g.status === status),
        (g) => g.count,
      ),
    })),
  };
}

/** A short line per event: the order's kind, number and device, or the alarm's kind and what raised it. */
/**
 * One line of the last hour in `lang` (docs/i18n.md): the order's kind or the alarm's, then what it is about (the
 * order's number and device, the alarm's device: user data, as stored).
 */
function eventOf(e: EventRow, lang: Lang): ScreenEvent {
  const isOrder = e.type === SCREEN_EVENT.ORDER_CREATED || e.type === SCREEN_EVENT.ORDER_CLOSED;
  let text: string;
  if (isOrder) {
    const kind = e.kind as WoKind;
    text =
      lang === 'zh'
        ? `${KIND_LABEL[kind]} ${e.ref}${e.name ? `（${e.name}）` : ''}`
        : `${KIND_EN[kind]} ${e.ref}${e.name ? ` (${e.name})` : ''}`;
  } else {
    const kind = ALARM_KIND_LABEL[Number(e.kind) as AlarmKind];
    text = lang === 'zh' ? `${kind}：${e.name}` : `${exportText(lang, kind)}: ${e.name}`;
  }
  return { time: e.time, type: e.type, factoryName: e.factoryName, text };
}

/** An order's kind in English as the screen's own tags and the console's lists name it (wo.kind.*). */
const KIND_EN: Readonly<Record<WoKind, string>> = {
  fix: 'Repair',
  maint: 'Maintenance',
  inspect: 'Inspection',
  planFix: 'Troubleshooting',
};

export class InternalScreenService {
  private readonly repo: ScreenRepository;
  private readonly energy: EnergyOverviewService;

  constructor(private readonly db: Db) {
    this.repo = new ScreenRepository(db);
    this.energy = new EnergyOverviewService(db);
  }

  async screen(scope: FactoryScope, nowMs: number, lang: Lang = 'zh'): Promise<InternalScreen> {
    const now = new Date(nowMs);
    const factories = await this.repo.factories(scope);
    const orders = await this.repo.orderGroups(scope, new Date(dayStart(chinaDay(nowMs))), now);
    const overdue = await this.repo.overdue(scope, now, SCREEN_RULE.OVERDUE_TOP);
    const alarms = await this.repo.activeAlarms(scope);
    const energy = await this.energy.todayUsage(scope, nowMs);
    const { asOf, today, yesterday } = energy;
    // Water over the same hours as energy: today up to asOf beside yesterday's same hours.
    const from = dayStart(chinaDay(asOf));
    const hours = todayHours(asOf);
    const rates = (after: number, upto: number) =>
      flowRates(this.db, scope, OUTFLOW_METER, new Date(after), new Date(upto));
    const events = await this.repo.events(
      scope,
      new Date(nowMs - SCREEN_RULE.EVENTS_WINDOW_MS),
      now,
      SCREEN_RULE.EVENTS_MAX,
    );
    return {
      serverTime: chinaDateTime(nowMs),
      asOf: chinaDateTime(asOf),
      todayHours: hours,
      orders: orderFigures(orders),
      overdue: {
        count: sum(orders, (g) => g.overdue),
        top: overdue.map((o) => ({
          ...o,
          kindLabel: KIND_LABEL[o.kind],
          statusLabel: WO_STATUS_LABEL[o.status] ?? '',
        })),
      },
      alarms: alarmFigures(alarms),
      energy: ENERGY_KINDS.map((kind) => ({
        kind,
        unit: METER_UNIT[kind],
        today: round3(usageOf(today, kind)),
        yesterday: round3(usageOf(yesterday, kind)),
      })),
      water: {
        today: volume(await rates(from, asOf), hours),
        yesterday: volume(await rates(from - DAY_MS, asOf - DAY_MS), hours),
      },
      factories: factories.map((f) => ({
        ...f,
        ...factoryCounts(f.factoryId, orders, alarms),
        electricityToday: round3(
          usageOf(
            today.filter((r) => r.factoryId === f.factoryId),
            'electricity',
          ),
        ),
      })),
      events: events.map((e) => eventOf(e, lang)),
    };
  }
}
