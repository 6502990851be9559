/**
 * What the daily and the weekly report service share (docs/architecture.md §3 "Daily and weekly reports"): finding the
 * report a form or a save names, the save's write at the version the filler loaded (a report changed meanwhile →
 * 409 with the stored report, docs/concurrency.md) with, on a submit, the history and the approvers' to-do in the same transaction, and the fields of
 * the form both kinds answer alike. What each kind fills in (pre-fill and deviations, roll-up and sections) stays in
 * its own service, in `answer` and in what its save writes.
 */
import {
  REPORT_MSG,
  REPORT_STATUS,
  type DailyReport,
  type ReportHistoryEntry,
  type ReportKind,
  type WeeklyReport,
} from '../../../../contract/report';
import { PERM } from '../../../../contract/permissions';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../errors';
import { EDIT_CONFLICT_MSG } from '../../../../contract/common/schemas';
import { inScope, type FactoryScope } from '../../shared/factory-scope';
import type { Principal } from '../../shared/principal';
import { checkPeriod, checkWritable, isEditable, requireFactory, StaleReport } from './checks';
import { fillDue } from './deadlines';
import type { ReportDeps } from './deps';
import { ReportMessageRepository } from './message-repository';
import { TodoRepository } from '../message/todo-repository';
import { submitted } from './notices';
import { ReportRepository, type FactoryInfo, type ReportPatch, type StoredReport } from './repository';

/** The form fields of both kinds. */
export type ReportBase = Pick<DailyReport, keyof DailyReport & keyof WeeklyReport>;

/** Who approves a submitted report of each kind and so gets its to-do. */
const APPROVER: Readonly<Record<ReportKind, string>> = {
  daily: PERM.DAILY_COMPLETE,
  weekly: PERM.WEEKLY_APPROVE,
};

/** The report a save names: its factory and period, and the instant the request is served at. */
export interface ReportTarget {
  factory: FactoryInfo;
  period: string;
  at: Date;
}

/** What a kind writes with a save: its own columns, and those only a new report gets. */
export interface OwnPatch {
  own: ReportPatch;
  inserted?: ReportPatch;
}

export abstract class ReportService<R extends ReportBase> {
  protected abstract readonly kind: ReportKind;

  constructor(protected readonly deps: ReportDeps) {}

  /** The report by id; missing or outside the scope → 404. */
  async byId(scope: FactoryScope, id: number): Promise<R> {
    const reports = new ReportRepository(this.deps.db);
    const stored = await reports.byId(this.kind, id);
    const factory =
      stored && inScope(scope, stored.factoryId) ? await reports.factory(stored.factoryId, scope) : null;
    if (!stored || !factory) throw notFound(REPORT_MSG.NOT_FOUND);
    return this.answer(factory, stored.period, stored);
  }

  /** The form of the factory's period: the stored report, or (null) the one not saved yet. */
  protected abstract answer(factory: FactoryInfo, period: string, stored: StoredReport | null): Promise<R>;

  /** The form a query names (the checks of `target`). */
  protected async formOf(scope: FactoryScope, factoryId: number, period: string, field: string): Promise<R> {
    const { factory } = await this.target(scope, factoryId, period, field);
    const stored = await new ReportRepository(this.deps.db).find(this.kind, factory.factoryId, period);
    return this.answer(factory, period, stored);
  }

  /** The factory (in the scope, else 404) and the period (begun, else 400 naming `field`) a form or a save names. */
  protected async target(
    scope: FactoryScope,
    factoryId: number,
    period: string,
    field: string,
  ): Promise<ReportTarget> {
    const now = this.deps.clock.now();
    const factory = await requireFactory(new ReportRepository(this.deps.db), factoryId, scope);
    checkPeriod(this.kind, period, field, now);
    return { factory, period, at: new Date(now) };
  }

  /**
   * Saves the draft, or (submit) saves and submits it, in one transaction, and answers its form: the report of the
   * period is read locked and must still be writable at `version`; `write` answers the kind's own columns from it.
   */
  protected async store(
    target: ReportTarget,
    caller: Principal,
    version: number,
    submit: boolean,
    write: (tx: Db, reports: ReportRepository, stored: StoredReport | null) => Promise<OwnPatch>,
  ): Promise<R> {
    const { factory, period } = target;
    const id = await this.storeOnce(target, caller, version, submit, write).catch(async (error: unknown) => {
      if (!(error instanceof StaleReport)) throw error;
      throw await this.staleConflict(factory, period);
    });
    return this.byId(caller.factoryIds, id);
  }

  /**
   * The 409 of a stale save, read after its transaction rolled back: who saved the stored report, when, and the
   * report as the form loads it, so the editor shows both copies figure by figure (docs/concurrency.md).
   */
  private async staleConflict(factory: FactoryInfo, period: string) {
    const reports = new ReportRepository(this.deps.db);
    const stored = await reports.find(this.kind, factory.factoryId, period);
    const updateBy = stored?.filledByName ?? '';
    const updateTime = stored ? await reports.updatedAt(this.kind, stored.id) : '';
    const msg =
      updateBy && updateTime ? EDIT_CONFLICT_MSG.changedBy(updateBy, updateTime) : EDIT_CONFLICT_MSG.CHANGED;
    return conflict(msg, {
      updateBy,
      updateTime,
      version: stored?.version ?? 0,
      current: await this.answer(factory, period, stored),
    });
  }

  private async storeOnce(
    target: ReportTarget,
    caller: Principal,
    version: number,
    submit: boolean,
    write: (tx: Db, reports: ReportRepository, stored: StoredReport | null) => Promise<OwnPatch>,
  ): Promise<number> {
    const { kind } = this;
    const { factory, period, at } = target;
    return this.deps.db.transaction(async (tx) => {
      const reports = new ReportRepository(tx);
      const stored = await reports.find(kind, factory.factoryId, period, true);
      checkWritable(stored, version);
      const { own, inserted } = await write(tx, reports, stored);
      const patch: ReportPatch = {
        ...own,
        filled_by: caller.userId,
        ...(submit ? { status: REPORT_STATUS.SUBMITTED, submitted_at: at, opinion: '' } : {}),
      };
      let reportId: number | null;
      if (stored) {
        reportId = (await reports.update(kind, stored.id, stored.version, patch, at)) ? stored.id : null;
      } else {
        reportId = await reports.insert(kind, factory.factoryId, period, { ...patch, ...inserted }, at);
      }
      // another save won the race after the check: stale too
      if (reportId === null) throw new StaleReport(REPORT_MSG.STALE);
      if (submit) await this.recordSubmit(tx, reports, target, caller, reportId);
      return reportId;
    });
  }

  /** The submit's history entry and a to-do to each approver of the factory but the filler. */
  private async recordSubmit(
    tx: Db,
    reports: ReportRepository,
    { factory, period, at }: ReportTarget,
    caller: Principal,
    reportId: number,
  ): Promise<void> {
    const { kind } = this;
    await reports.addHistory(kind, reportId, { action: 'submit', userId: caller.userId, opinion: '', at });
    const messages = new ReportMessageRepository(tx);
    const approvers = await messages.holders(factory.factoryId, APPROVER[kind], caller.userId);
    await messages.send(submitted({ kind, ...factory, period }, approvers), at);
    // The fill to-dos are done with (and a resubmission's approval to-dos supersede older ones: todo-rule.ts).
    await new TodoRepository(tx).closeReportStep(kind, factory.factoryId, period);
  }

  /** The form fields both kinds answer alike around the kind's figures; the opinion only while rejected. */
  protected baseFields(
    factory: FactoryInfo,
    period: string,
    stored: StoredReport | null,
    figures: ReportBase['figures'],
    history: ReportHistoryEntry[],
  ): ReportBase {
    return {
      id: stored?.id ?? null,
      factoryId: factory.factoryId,
      factoryName: factory.factoryName,
      plantKind: factory.plantKind,
      status: stored?.status ?? null,
      version: stored?.version ?? 0,
      figures,
      editable: isEditable(stored),
      due: fillDue(this.kind, period, this.deps.times),
      filledBy: stored?.filledByName ?? null,
      submittedAt: stored?.submittedAt ?? null,
      approvedBy: stored?.approvedByName ?? null,
      approvedAt: stored?.approvedAt ?? null,
      opinion: stored?.status === REPORT_STATUS.REJECTED ? stored.opinion : '',
      history,
    };
  }
}
