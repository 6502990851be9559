/**
 * Where home's report figures lead (docs/requirements.md §2 "Home"): the fill or approval page of the kind, for the
 * factory on screen; the fill pages on the period due now (`time`, which the report pages read as a message link's:
 * the day for the daily pages, the week's Monday for the weekly ones). `codes` gate the page as message links do.
 */
import { TODO_KIND, type TodoKind } from '@contract/message';
import { PERM } from '@contract/permissions';
import { PAGE_PATHS } from '@/shared/routes/paths';

export const REPORT_TODO_KINDS = [
  TODO_KIND.DAILY_FILL,
  TODO_KIND.DAILY_APPROVAL,
  TODO_KIND.WEEKLY_FILL,
  TODO_KIND.WEEKLY_APPROVAL,
] as const satisfies readonly TodoKind[];
export type ReportTodoKind = (typeof REPORT_TODO_KINDS)[number];

export const isReportTodo = (kind: TodoKind): kind is ReportTodoKind =>
  (REPORT_TODO_KINDS as readonly TodoKind[]).includes(kind);

/**
 * `period`: which due period the fill pages open on. The approval pages get none: a report waiting for approval may be
 * of any day, and their list of pending reports (of the top bar's factory, home's too) is where to start.
 */
const PAGES: Readonly<
  Record<ReportTodoKind, { path: string; codes: readonly string[]; period: 'dueDay' | 'dueWeek' | null }>
> = {
  dailyFill: { path: PAGE_PATHS.DAILY_REPORT_FILLING, codes: [PERM.DAILY_IMPORT], period: 'dueDay' },
  dailyApproval: { path: PAGE_PATHS.DAILY_APPROVAL, codes: [PERM.DAILY_COMPLETE], period: null },
  weeklyFill: { path: PAGE_PATHS.WEEKLY_REPORT_FILLING, codes: [PERM.WEEKLY_EDIT], period: 'dueWeek' },
  weeklyApproval: { path: PAGE_PATHS.WEEKLY_REPORT_APPROVAL, codes: [PERM.WEEKLY_APPROVE], period: null },
};

export function reportTarget(
  kind: ReportTodoKind,
  factoryId: number,
  due: { dueDay: string; dueWeek: string },
): { path: string; codes: readonly string[] } {
  const page = PAGES[kind];
  const query = new URLSearchParams({ factoryId: String(factoryId) });
  if (page.period !== null) query.set('time', due[page.period]);
  return { path: `${page.path}?${query.toString()}`, codes: page.codes };
}
