/**
 * The checks every report route shares (docs/architecture.md §3 "Daily and weekly reports", "Errors"): the factory
 * named (the factory gate: no factory → 404 工厂不存在, one outside the caller's scope → 403 没有权限访问该工厂), the period (not a calendar day → 400, a
 * weekly one not a Monday → 400, one not begun yet → 400), and whether the filler may still change a report (a
 * submitted or approved one → refusal, a stale version → refusal). Every check runs before anything is written.
 */
import {
  EDITABLE_STATUSES,
  REPORT_MSG,
  WEEKLY_SECTIONS,
  type ReportKind,
  type WeeklySave,
} from '../../../../contract/report';
import { MESSAGE_MSG } from '../../../../contract/message/schemas';
import { badInput, forbidden, notFound, refusal } from '../../errors';
import { inScope, type FactoryScope } from '../../shared/factory-scope';
import { isMonday, mondayOf } from './calendar';
import { chinaDay, isDay } from '../../shared/china-time';
import type { FactoryInfo, ReportRepository, StoredReport } from './repository';

/**
 * The factory named by a report route, through the factory gate's answers (docs/architecture.md §3): an id that is no
 * factory is 404 工厂不存在, an existing factory outside the caller's scope 403 没有权限访问该工厂 (never 工厂不存在: the
 * caller may have been unbound from it since a message or link named it).
 */
export async function requireFactory(
  reports: ReportRepository,
  factoryId: number,
  scope: FactoryScope,
): Promise<FactoryInfo> {
  const factory = await reports.factory(factoryId, 'all');
  if (!factory) throw notFound(MESSAGE_MSG.NOT_A_FACTORY);
  if (!inScope(scope, factoryId)) throw forbidden(MESSAGE_MSG.OUT_OF_SCOPE);
  return factory;
}

/**
 * A report's period named by `field` (`querystring/date`, `body/week`): a calendar day, for a weekly report a Monday,
 * and begun by `nowMs` (today, or this week).
 */
export function checkPeriod(kind: ReportKind, period: string, field: string, nowMs: number): void {
  if (!isDay(period)) throw badInput(field, 'has an invalid format');
  if (kind === 'weekly' && !isMonday(period)) throw badInput(field, REPORT_MSG.NOT_MONDAY);
  const today = chinaDay(nowMs);
  if (period > (kind === 'daily' ? today : mondayOf(today))) throw badInput(field, REPORT_MSG.FUTURE);
}

/** A month 'YYYY-MM' named by `field` that has begun. */
export function checkMonth(month: string, field: string, nowMs: number): void {
  if (month > chinaDay(nowMs).slice(0, 7)) throw badInput(field, REPORT_MSG.FUTURE);
}

/** The filler may change the report: not filled, draft or rejected. */
export const isEditable = (stored: StoredReport | null): boolean =>
  stored === null || EDITABLE_STATUSES.includes(stored.status);

/**
 * A save of a copy older than the stored report (docs/concurrency.md): thrown inside the save's transaction, turned
 * into the 409 with the stored report once it has rolled back (report-service-base.ts).
 */
export class StaleReport extends Error {
  override name = 'StaleReport';
}

/** Refuses a save or submit on a submitted or approved report, or on a copy older than the stored one. */
export function checkWritable(stored: StoredReport | null, version: number): void {
  if (!isEditable(stored)) throw refusal(REPORT_MSG.READ_ONLY);
  if (version !== (stored?.version ?? 0)) throw new StaleReport(REPORT_MSG.STALE);
}

/** A weekly submit needs every required section non-blank: 400 naming `body/<section>`. */
export function checkSections(body: WeeklySave): void {
  for (const section of WEEKLY_SECTIONS) {
    if (section.required && body[section.key].trim() === '') {
      throw badInput(`body/${section.key}`, REPORT_MSG.SECTION_REQUIRED(section.label));
    }
  }
}
