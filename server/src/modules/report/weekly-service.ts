/**
 * The weekly report of a factory and week, Monday to Sunday (docs/architecture.md §3 "Daily and weekly reports"): the
 * form, and the filler's save and submit. Its figures are the week's roll-up of the daily reports submitted or
 * approved (rollup.ts): recomputed while the report may change, stored with every save and frozen at the submit. The
 * filler writes the text sections; a submit needs the required ones.
 */
import {
  PLANT_FIGURES,
  type FigureValues,
  type WeeklyFormQuery,
  type WeeklyReport,
  type WeeklySave,
} from '../../../../contract/report';
import type { FactoryScope } from '../../shared/factory-scope';
import type { Principal } from '../../shared/principal';
import { sundayOf } from './calendar';
import { checkSections, isEditable } from './checks';
import { ReportService } from './report-service-base';
import { ReportRepository, type FactoryInfo, type StoredReport } from './repository';
import { weekRollup } from './rollup';

export class WeeklyService extends ReportService<WeeklyReport> {
  protected readonly kind = 'weekly';

  async form(scope: FactoryScope, query: WeeklyFormQuery): Promise<WeeklyReport> {
    return this.formOf(scope, query.factoryId, query.week, 'querystring/week');
  }

  /** Saves the draft, or (submit) saves and submits it with its roll-up frozen. */
  async save(caller: Principal, body: WeeklySave, submit: boolean): Promise<WeeklyReport> {
    const target = await this.target(caller.factoryIds, body.factoryId, body.week, 'body/week');
    if (submit) checkSections(body);
    const { factory } = target;
    return this.store(target, caller, body.version, submit, async (_, reports) => {
      const rollup = await weekRollup(reports, factory.factoryId, body.week, factory.plantKind);
      return {
        own: {
          figures: rollup.figures,
          days: rollup.days,
          work_done: body.workDone,
          problems: body.problems,
          next_plan: body.nextPlan,
        },
      };
    });
  }

  /** The form of the factory's week; the roll-up is recomputed while the report may change, else the stored one. */
  protected async answer(
    factory: FactoryInfo,
    week: string,
    stored: StoredReport | null,
  ): Promise<WeeklyReport> {
    const reports = new ReportRepository(this.deps.db);
    const kind = factory.plantKind;
    const [rollup, previous, history] = await Promise.all([
      isEditable(stored) || !stored
        ? weekRollup(reports, factory.factoryId, week, kind)
        : Promise.resolve({ figures: stored.figures, days: stored.days }),
      reports.previous('weekly', factory.factoryId, week),
      stored ? reports.history('weekly', stored.id) : Promise.resolve([]),
    ]);
    const values: FigureValues = rollup.figures;
    const figures = PLANT_FIGURES[kind].map((key) => ({
      key,
      value: values[key] ?? null,
      prefill: null,
      manual: false,
      median: null,
      flagged: false,
      previous: previous?.figures[key] ?? null,
    }));
    return {
      ...this.baseFields(factory, week, stored, figures, history),
      week,
      weekEnd: sundayOf(week),
      previousWeek: previous?.period ?? null,
      days: rollup.days,
      previousDays: previous?.days ?? null,
      workDone: stored?.workDone ?? '',
      problems: stored?.problems ?? '',
      nextPlan: stored?.nextPlan ?? '',
    };
  }
}
