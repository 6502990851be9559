/**
 * The public screens (docs/requirements.md §2: `/ExternalScreen` and `/Process` need no sign-in; docs/architecture.md
 * §3 "Big screens and the process page"): aggregates over every factory, and each plant's process units with live
 * values. Public means no person, account, phone number, task number or device address in any answer: counts and
 * sums, and per factory its name, kind and figures.
 */
import { ENERGY_KINDS, METER_UNIT } from '../../../../contract/energy/schemas';
import {
  LIVE_UNIT,
  PLANT_KIND_LABEL,
  SCREEN_MSG,
  type PublicOverview,
  type PublicPlant,
  type PublicProcess,
} from '../../../../contract/screen';
import { DICT_TYPE } from '../../../../contract/dict';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import { EnergyOverviewService, todayHours, usageOf } from '../energy/overview';
import { firstOfMonth } from '../energy/periods';
import { chinaDay, dayStart } from '../../shared/china-time';
import type { Lang } from '../../shared/i18n/lang';
import type { SeedTranslator } from '../../shared/i18n/seed-texts';
import { plantKindOf } from '../report/figures';
import { flowRates, HOURS_PER_DAY, OUTFLOW_METER, type FlowRate } from '../report/prefill';
import { alarmFigures, chinaDateTime, factoryCounts, round3, volume } from './figures';
import { ProcessScreenRepository } from './process-repository';
import { ScreenRepository } from './repository';

export class PublicScreenService {
  private readonly repo: ScreenRepository;
  private readonly process: ProcessScreenRepository;
  private readonly energy: EnergyOverviewService;

  constructor(private readonly db: Db) {
    this.repo = new ScreenRepository(db);
    this.process = new ProcessScreenRepository(db);
    this.energy = new EnergyOverviewService(db);
  }

  async overview(nowMs: number): Promise<PublicOverview> {
    const factories = await this.repo.factories('all');
    const { asOf, today: usage } = await this.energy.todayUsage('all', nowMs);
    const today = chinaDay(asOf);
    const hours = todayHours(asOf);
    const trend = await this.energy.trend('all', asOf);
    const monthStart = firstOfMonth(today);
    const trendStart = trend[0]?.day ?? today;
    const since = trendStart < monthStart ? trendStart : monthStart;
    // Per factory and day from the first day either figure needs up to asOf: whole days × 24 h, today × its hours.
    const rates = await flowRates(this.db, 'all', OUTFLOW_METER, new Date(dayStart(since)), new Date(asOf));
    const water = (of: (r: FlowRate) => boolean, h: number) => volume(rates.filter(of), h);
    const sums = (values: (number | null)[]): number | null =>
      values.every((v) => v === null) ? null : round3(values.reduce<number>((s, v) => s + (v ?? 0), 0));
    const monthDays = [...new Set(rates.map((r) => r.day))].filter((d) => d >= monthStart && d < today);
    const orders = await this.repo.orderGroups('all', new Date(dayStart(chinaDay(nowMs))), new Date(nowMs));
    const totals = await this.repo.orderTotals('all', new Date(dayStart(firstOfMonth(chinaDay(nowMs)))));
    const alarms = await this.repo.activeAlarms('all');
    const worked = totals.completed + totals.open;
    return {
      serverTime: chinaDateTime(nowMs),
      asOf: chinaDateTime(asOf),
      todayHours: hours,
      factories: {
        total: factories.length,
        waterPlants: factories.filter((f) => f.plantKind === 'water').length,
        energyStations: factories.filter((f) => f.plantKind === 'energy').length,
      },
      water: {
        today: water((r) => r.day === today, hours),
        month: sums([
          ...monthDays.map((day) => water((r) => r.day === day, HOURS_PER_DAY)),
          water((r) => r.day === today, hours),
        ]),
      },
      energy: ENERGY_KINDS.map((kind) => ({
        kind,
        unit: METER_UNIT[kind],
        today: round3(usageOf(usage, kind)),
      })),
      orders: {
        completedMonth: totals.completed,
        open: totals.open,
        completionRate: worked === 0 ? null : Math.round((totals.completed / worked) * 10_000) / 10_000,
      },
      alarms: alarmFigures(alarms),
      trend: trend.map((d) => ({
        day: d.day,
        water: water((r) => r.day === d.day, HOURS_PER_DAY),
        electricity: d.electricity,
      })),
      plants: factories.map((f) => {
        const counts = factoryCounts(f.factoryId, orders, alarms);
        return {
          name: f.factoryName,
          plantKind: f.plantKind,
          plantKindLabel: PLANT_KIND_LABEL[f.plantKind],
          waterToday: water((r) => r.factoryId === f.factoryId && r.day === today, hours),
          electricityToday: round3(
            usageOf(
              usage.filter((r) => r.factoryId === f.factoryId),
              'electricity',
            ),
          ),
          activeAlarms: counts.activeAlarms,
          state: counts.state,
        };
      }),
    };
  }

  async plants(): Promise<PublicPlant[]> {
    return (await this.repo.plantsWithUnits()).map((p) => ({
      factoryId: p.factoryId,
      name: p.factoryName,
      plantKind: p.plantKind,
      units: p.units,
    }));
  }

  /** One plant's stages in flow order; 404 when the id is no factory (a factory without units has none). */
  async processOf(factoryId: number, nowMs: number): Promise<PublicProcess> {
    const factory = await this.process.factory(factoryId);
    if (!factory) throw notFound(SCREEN_MSG.NOT_A_FACTORY);
    const units = await this.process.units(factoryId);
    const meters = await this.process.meters(factoryId);
    const devices = await this.process.devices(factoryId);
    const alarms = new Map((await this.process.alarms(factoryId)).map((a) => [a.unitId, a]));
    return {
      factoryId,
      name: factory.name,
      plantKind: plantKindOf(factory.unit),
      serverTime: chinaDateTime(nowMs),
      stages: units.map((u) => {
        const alarm = alarms.get(u.unitId);
        return {
          ...u,
          meters: meters
            .filter((m) => m.unitId === u.unitId)
            .map((m) => ({
              name: m.name,
              kind: m.kind,
              value: m.value,
              unit: LIVE_UNIT[m.kind],
              readAt: m.readAt,
              online: m.online,
            })),
          devices: devices
            .filter((d) => d.unitId === u.unitId)
            .map((d) => ({ name: d.name, status: d.status, statusLabel: d.statusLabel })),
          activeAlarms: alarm?.count ?? 0,
          alarmKinds: alarm?.kinds ?? [],
          inAlarm: (alarm?.count ?? 0) > 0,
        };
      }),
    };
  }
}

/**
 * A plant's stages in `lang` (docs/i18n.md): the seeded labels of a unit's kind and a device's state in English; the
 * cached answer itself stays in Chinese, shared by both languages.
 */
export function processIn(lang: Lang, process: PublicProcess, seeded: SeedTranslator): PublicProcess {
  if (lang === 'zh') return process;
  return {
    ...process,
    stages: process.stages.map((stage) => ({
      ...stage,
      kindLabel: seeded.dictLabel(lang, DICT_TYPE.PROCESS_UNIT_KIND, stage.kind, stage.kindLabel),
      devices: stage.devices.map((d) => ({
        ...d,
        statusLabel: seeded.dictLabel(lang, DICT_TYPE.DEVICE_STATUS, String(d.status), d.statusLabel),
      })),
    })),
  };
}
