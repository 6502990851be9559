/**
 * The daily report of a factory and China day (docs/architecture.md §3 "Daily and weekly reports"): the form as the
 * filler and the approver see it, and the filler's save and submit.
 *
 * - A day without a report answers the pre-filled figures (prefill.ts) as its values; the first save stores them as
 *   `prefill`, so `manual` says later which figures were changed by hand.
 * - A save takes the figures it names over the stored ones (a figure sent as null is cleared); each is rounded to
 *   its decimals, kWh per m³ is computed again, a figure of the other plant kind is 400. Bounds are the schema's.
 * - A submit saves and submits at once: every figure (but the derived one) must be filled; it writes the history,
 *   clears a reject opinion and sends the approvers their to-do.
 */
import {
  FIGURES,
  PLANT_FIGURES,
  type DailyFormQuery,
  type DailyReport,
  type DailySave,
  type FigureValues,
} from '../../../../contract/report';
import type { FactoryScope } from '../../shared/factory-scope';
import type { Principal } from '../../shared/principal';
import { addDays } from '../../shared/china-time';
import { deviations, windowStart } from './deviations';
import { checkApplicable, checkPrecision, checkComplete, completeFigures } from './figures';
import { prefillDaily } from './prefill';
import { ReportService } from './report-service-base';
import { ReportRepository, type FactoryInfo, type StoredReport } from './repository';

export class DailyService extends ReportService<DailyReport> {
  protected readonly kind = 'daily';

  async form(scope: FactoryScope, query: DailyFormQuery): Promise<DailyReport> {
    return this.formOf(scope, query.factoryId, query.date, 'querystring/date');
  }

  /** Saves the draft, or (submit) saves and submits it. */
  async save(caller: Principal, body: DailySave, submit: boolean): Promise<DailyReport> {
    const target = await this.target(caller.factoryIds, body.factoryId, body.date, 'body/date');
    const { factory } = target;
    checkApplicable(factory.plantKind, body.figures);
    checkPrecision(body.figures);
    return this.store(target, caller, body.version, submit, async (tx, _, stored) => {
      const prefill = stored ? null : await prefillDaily(tx, factory.factoryId, body.date, factory.plantKind);
      const values = completeFigures(factory.plantKind, { ...(stored?.figures ?? prefill), ...body.figures });
      if (submit) checkComplete(factory.plantKind, values);
      // The first save stores the pre-filled figures, so `manual` says later which were changed by hand.
      return { own: { figures: values, remark: body.remark }, inserted: { prefill: prefill ?? {} } };
    });
  }

  /** The form of the factory's day: the stored report, or the pre-filled one not saved yet. */
  protected async answer(
    factory: FactoryInfo,
    date: string,
    stored: StoredReport | null,
  ): Promise<DailyReport> {
    const { db } = this.deps;
    const reports = new ReportRepository(db);
    const kind = factory.plantKind;
    const prefill: FigureValues = stored
      ? stored.prefill
      : await prefillDaily(db, factory.factoryId, date, kind);
    const values: FigureValues = stored ? stored.figures : prefill;
    const [window, previous, history] = await Promise.all([
      reports.periods('daily', [factory.factoryId], windowStart(date), addDays(date, -1)),
      reports.previous('daily', factory.factoryId, date),
      stored ? reports.history('daily', stored.id) : Promise.resolve([]),
    ]);
    const judged = deviations(kind, date, values, window);
    const figures = PLANT_FIGURES[kind].map((key) => {
      const value = values[key] ?? null;
      const pre = prefill[key] ?? null;
      return {
        key,
        value,
        prefill: pre,
        manual: stored !== null && FIGURES[key].source !== 'derived' && value !== pre,
        median: judged.get(key)?.median ?? null,
        flagged: judged.get(key)?.flagged ?? false,
        previous: previous?.figures[key] ?? null,
      };
    });
    return {
      ...this.baseFields(factory, date, stored, figures, history),
      date,
      previousDate: previous?.period ?? null,
      remark: stored?.remark ?? '',
    };
  }
}
