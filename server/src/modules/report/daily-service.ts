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
  REPORT_MSG,
  REPORT_STATUS,
  type DailyFormQuery,
  type DailyReport,
  type DailySave,
  type FigureValues,
} from '../../../../contract/report';
import { PERM } from '../../../../contract/permissions';
import { notFound, refusal } from '../../errors';
import { inScope, type FactoryScope } from '../../shared/factory-scope';
import type { Principal } from '../../shared/principal';
import { addDays } from './calendar';
import { checkPeriod, checkWritable, isEditable, requireFactory } from './checks';
import type { ReportDeps } from './deps';
import { fillDue } from './deadlines';
import { deviations, windowStart } from './deviations';
import { checkApplicable, checkComplete, completeFigures } from './figures';
import { ReportMessageRepository } from './message-repository';
import { submitted } from './notices';
import { prefillDaily } from './prefill';
import { ReportRepository, type FactoryInfo, type ReportPatch, type StoredReport } from './repository';

export class DailyService {
  constructor(private readonly deps: ReportDeps) {}

  async form(scope: FactoryScope, query: DailyFormQuery): Promise<DailyReport> {
    const now = this.deps.clock.now();
    const reports = new ReportRepository(this.deps.db);
    const factory = await requireFactory(reports, query.factoryId, scope);
    checkPeriod('daily', query.date, 'querystring/date', now);
    return this.answer(factory, query.date, await reports.find('daily', factory.factoryId, query.date));
  }

  /** The report by id; missing or outside the scope → 404. */
  async byId(scope: FactoryScope, id: number): Promise<DailyReport> {
    const reports = new ReportRepository(this.deps.db);
    const stored = await reports.byId('daily', id);
    const factory =
      stored && inScope(scope, stored.factoryId) ? await reports.factory(stored.factoryId, scope) : null;
    if (!stored || !factory) throw notFound(REPORT_MSG.NOT_FOUND);
    return this.answer(factory, stored.period, stored);
  }

  /** Saves the draft, or (submit) saves and submits it. */
  async save(caller: Principal, body: DailySave, submit: boolean): Promise<DailyReport> {
    const now = this.deps.clock.now();
    const factory = await requireFactory(
      new ReportRepository(this.deps.db),
      body.factoryId,
      caller.factoryIds,
    );
    checkPeriod('daily', body.date, 'body/date', now);
    checkApplicable(factory.plantKind, body.figures);
    const at = new Date(now);
    const id = await this.deps.db.transaction(async (tx) => {
      const reports = new ReportRepository(tx);
      const stored = await reports.find('daily', factory.factoryId, body.date, true);
      checkWritable(stored, body.version);
      const prefill = stored ? null : await prefillDaily(tx, factory.factoryId, body.date, factory.plantKind);
      const values = completeFigures(factory.plantKind, { ...(stored?.figures ?? prefill), ...body.figures });
      if (submit) checkComplete(factory.plantKind, values);
      const patch: ReportPatch = {
        figures: values,
        remark: body.remark,
        filled_by: caller.userId,
        ...(submit ? { status: REPORT_STATUS.SUBMITTED, submitted_at: at, opinion: '' } : {}),
      };
      let reportId: number | null;
      if (stored) {
        reportId = (await reports.update('daily', stored.id, stored.version, patch, at)) ? stored.id : null;
      } else {
        reportId = await reports.insert(
          'daily',
          factory.factoryId,
          body.date,
          { ...patch, prefill: prefill ?? {} },
          at,
        );
      }
      if (reportId === null) throw refusal(REPORT_MSG.STALE);
      if (submit) {
        await reports.addHistory('daily', reportId, {
          action: 'submit',
          userId: caller.userId,
          opinion: '',
          at,
        });
        const messages = new ReportMessageRepository(tx);
        const approvers = await messages.holders(factory.factoryId, PERM.DAILY_COMPLETE, caller.userId);
        await messages.send(submitted({ kind: 'daily', ...factory, period: body.date }, approvers), at);
      }
      return reportId;
    });
    return this.byId(caller.factoryIds, id);
  }

  /** The form of the factory's day: the stored report, or the pre-filled one not saved yet. */
  private async answer(
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
    return {
      id: stored?.id ?? null,
      factoryId: factory.factoryId,
      factoryName: factory.factoryName,
      plantKind: kind,
      status: stored?.status ?? null,
      version: stored?.version ?? 0,
      figures: PLANT_FIGURES[kind].map((key) => {
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
      }),
      editable: isEditable(stored),
      due: fillDue('daily', date, this.deps.times),
      filledBy: stored?.filledByName ?? null,
      submittedAt: stored?.submittedAt ?? null,
      approvedBy: stored?.approvedByName ?? null,
      approvedAt: stored?.approvedAt ?? null,
      opinion: stored?.status === REPORT_STATUS.REJECTED ? stored.opinion : '',
      history,
      date,
      previousDate: previous?.period ?? null,
      remark: stored?.remark ?? '',
    };
  }
}
