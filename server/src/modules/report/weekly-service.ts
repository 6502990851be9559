/**
 * The weekly report of a factory and week, Monday to Sunday (docs/architecture.md §3 "Daily and weekly reports"): the
 * form, and the filler's save and submit. Its figures are the week's roll-up of the daily reports submitted or
 * approved (rollup.ts): recomputed while the report may change, stored with every save and frozen at the submit. The
 * filler writes the text sections; a submit needs the required ones.
 */
import {
  PLANT_FIGURES,
  REPORT_MSG,
  REPORT_STATUS,
  type FigureValues,
  type WeeklyFormQuery,
  type WeeklyReport,
  type WeeklySave,
} from '../../../../contract/report';
import { PERM } from '../../../../contract/permissions';
import { notFound, refusal } from '../../errors';
import { inScope, type FactoryScope } from '../../shared/factory-scope';
import type { Principal } from '../../shared/principal';
import { sundayOf } from './calendar';
import { checkPeriod, checkSections, checkWritable, isEditable, requireFactory } from './checks';
import type { ReportDeps } from './deps';
import { fillDue } from './deadlines';
import { ReportMessageRepository } from './message-repository';
import { submitted } from './notices';
import { ReportRepository, type FactoryInfo, type ReportPatch, type StoredReport } from './repository';
import { weekRollup } from './rollup';

export class WeeklyService {
  constructor(private readonly deps: ReportDeps) {}

  async form(scope: FactoryScope, query: WeeklyFormQuery): Promise<WeeklyReport> {
    const now = this.deps.clock.now();
    const reports = new ReportRepository(this.deps.db);
    const factory = await requireFactory(reports, query.factoryId, scope);
    checkPeriod('weekly', query.week, 'querystring/week', now);
    return this.answer(factory, query.week, await reports.find('weekly', factory.factoryId, query.week));
  }

  /** The report by id; missing or outside the scope → 404. */
  async byId(scope: FactoryScope, id: number): Promise<WeeklyReport> {
    const reports = new ReportRepository(this.deps.db);
    const stored = await reports.byId('weekly', id);
    const factory =
      stored && inScope(scope, stored.factoryId) ? await reports.factory(stored.factoryId, scope) : null;
    if (!stored || !factory) throw notFound(REPORT_MSG.NOT_FOUND);
    return this.answer(factory, stored.period, stored);
  }

  /** Saves the draft, or (submit) saves and submits it with its roll-up frozen. */
  async save(caller: Principal, body: WeeklySave, submit: boolean): Promise<WeeklyReport> {
    const now = this.deps.clock.now();
    const factory = await requireFactory(
      new ReportRepository(this.deps.db),
      body.factoryId,
      caller.factoryIds,
    );
    checkPeriod('weekly', body.week, 'body/week', now);
    if (submit) checkSections(body);
    const at = new Date(now);
    const id = await this.deps.db.transaction(async (tx) => {
      const reports = new ReportRepository(tx);
      const stored = await reports.find('weekly', factory.factoryId, body.week, true);
      checkWritable(stored, body.version);
      const rollup = await weekRollup(reports, factory.factoryId, body.week, factory.plantKind);
      const patch: ReportPatch = {
        figures: rollup.figures,
        days: rollup.days,
        work_done: body.workDone,
        problems: body.problems,
        next_plan: body.nextPlan,
        filled_by: caller.userId,
        ...(submit ? { status: REPORT_STATUS.SUBMITTED, submitted_at: at, opinion: '' } : {}),
      };
      let reportId: number | null;
      if (stored) {
        reportId = (await reports.update('weekly', stored.id, stored.version, patch, at)) ? stored.id : null;
      } else {
        reportId = await reports.insert('weekly', factory.factoryId, body.week, patch, at);
      }
      if (reportId === null) throw refusal(REPORT_MSG.STALE);
      if (submit) {
        await reports.addHistory('weekly', reportId, {
          action: 'submit',
          userId: caller.userId,
          opinion: '',
          at,
        });
        const messages = new ReportMessageRepository(tx);
        const approvers = await messages.holders(factory.factoryId, PERM.WEEKLY_APPROVE, caller.userId);
        await messages.send(submitted({ kind: 'weekly', ...factory, period: body.week }, approvers), at);
      }
      return reportId;
    });
    return this.byId(caller.factoryIds, id);
  }

  private async answer(
    factory: FactoryInfo,
    week: string,
    stored: StoredReport | null,
  ): Promise<WeeklyReport> {
    const reports = new ReportRepository(this.deps.db);
    const kind = factory.plantKind;
    const editable = isEditable(stored);
    const [rollup, previous, history] = await Promise.all([
      editable || !stored
        ? weekRollup(reports, factory.factoryId, week, kind)
        : Promise.resolve({ figures: stored.figures, days: stored.days }),
      reports.previous('weekly', factory.factoryId, week),
      stored ? reports.history('weekly', stored.id) : Promise.resolve([]),
    ]);
    const values: FigureValues = rollup.figures;
    return {
      id: stored?.id ?? null,
      factoryId: factory.factoryId,
      factoryName: factory.factoryName,
      plantKind: kind,
      status: stored?.status ?? null,
      version: stored?.version ?? 0,
      figures: PLANT_FIGURES[kind].map((key) => ({
        key,
        value: values[key] ?? null,
        prefill: null,
        manual: false,
        median: null,
        flagged: false,
        previous: previous?.figures[key] ?? null,
      })),
      editable,
      due: fillDue('weekly', week, this.deps.times),
      filledBy: stored?.filledByName ?? null,
      submittedAt: stored?.submittedAt ?? null,
      approvedBy: stored?.approvedByName ?? null,
      approvedAt: stored?.approvedAt ?? null,
      opinion: stored?.status === REPORT_STATUS.REJECTED ? stored.opinion : '',
      history,
      week,
      weekEnd: sundayOf(week),
      previousWeek: previous?.period ?? null,
      days: rollup.days,
      workDone: stored?.workDone ?? '',
      problems: stored?.problems ?? '',
      nextPlan: stored?.nextPlan ?? '',
    };
  }
}
