/**
 * A factory's daily or weekly reports as an .xlsx sheet (docs/architecture.md §3 "Daily and weekly reports"): one
 * report (`date` / `week`) or a month of them (`month`: every day up to today, or every week whose Monday lies in the
 * month up to this week), exactly one of them, else 400 EXPORT_RANGE. A row per day or week: its period, status,
 * each figure of the plant kind (its unit in the header), then the daily remark or the weekly sections, who filled
 * it in and who approved it. A day or week without a report has its status 未填报 and empty cells. A weekly report
 * that may still change shows its roll-up as the form does. Headers, statuses and the file's kind in `lang` (docs/i18n.md
 * "Exports"); the factory's name is data.
 */
import {
  FIGURES,
  PLANT_FIGURES,
  REPORT_MSG,
  REPORT_NOT_FILLED_LABEL,
  REPORT_STATUS_LABEL,
  WEEKLY_SECTIONS,
  type ReportExportQuery,
  type ReportKind,
} from '../../../../contract/report';
import { badInput } from '../../errors';
import type { FactoryScope } from '../../shared/factory-scope';
import { exportText } from '../../shared/i18n/export-catalog';
import type { Lang } from '../../shared/i18n/lang';
import type { XlsxCell, XlsxSheet } from '../../shared/xlsx';
import { daysOfMonth, mondaysOfMonth, sundayOf } from './calendar';
import { chinaDay } from '../../shared/china-time';
import { checkMonth, checkPeriod, isEditable, requireFactory } from './checks';
import type { ReportDeps } from './deps';
import { KIND_NAME } from './notices';
import { ReportRepository } from './repository';
import { weekRollup } from './rollup';

const PERIOD_FIELD: Readonly<Record<ReportKind, 'date' | 'week'>> = { daily: 'date', weekly: 'week' };

export interface ReportExport {
  /** 上海第一水厂日报2026-11.xlsx */
  fileName: string;
  sheet: XlsxSheet;
}

/** The periods the query names, or 400 naming the field: exactly one of the kind's period or `month`. */
function exportPeriods(
  deps: ReportDeps,
  kind: ReportKind,
  query: ReportExportQuery,
): { periods: string[]; label: string } {
  const own = PERIOD_FIELD[kind];
  const other = kind === 'daily' ? 'week' : 'date';
  if (query[other] !== undefined) throw badInput(`body/${other}`, REPORT_MSG.EXPORT_RANGE);
  const one = query[own];
  const now = deps.clock.now();
  if (one !== undefined && query.month === undefined) {
    checkPeriod(kind, one, `body/${own}`, now);
    return { periods: [one], label: one };
  }
  if (one !== undefined || query.month === undefined) throw badInput(`body/${own}`, REPORT_MSG.EXPORT_RANGE);
  checkMonth(query.month, 'body/month', now);
  const today = chinaDay(now);
  const periods = kind === 'daily' ? daysOfMonth(query.month, today) : mondaysOfMonth(query.month, today);
  return { periods, label: query.month };
}

const statusLabel = (status: keyof typeof REPORT_STATUS_LABEL | undefined): string =>
  status === undefined ? REPORT_NOT_FILLED_LABEL : REPORT_STATUS_LABEL[status];

export async function reportExport(
  deps: ReportDeps,
  kind: ReportKind,
  scope: FactoryScope,
  query: ReportExportQuery,
  lang: Lang,
): Promise<ReportExport> {
  const text = (zh: string): string => exportText(lang, zh);
  const reports = new ReportRepository(deps.db);
  const factory = await requireFactory(reports, query.factoryId, scope);
  const { periods, label } = exportPeriods(deps, kind, query);
  const keys = PLANT_FIGURES[factory.plantKind];
  const figureHeader = keys.map((key) => {
    const unit = text(FIGURES[key].unit);
    return unit ? `${text(FIGURES[key].label)}(${unit})` : text(FIGURES[key].label);
  });
  const stored =
    periods.length === 0 ? [] : await reports.list(kind, factory.factoryId, periods[0]!, periods.at(-1)!);
  const byPeriod = new Map(stored.map((r) => [r.period, r]));
  const rows: XlsxCell[][] = [];
  for (const period of periods) {
    const r = byPeriod.get(period);
    const figures =
      kind === 'weekly' && r && isEditable(r)
        ? (await weekRollup(reports, factory.factoryId, period, factory.plantKind)).figures
        : (r?.figures ?? {});
    const head = kind === 'daily' ? [period] : [period, sundayOf(period)];
    const texts = kind === 'daily' ? [r?.remark ?? ''] : WEEKLY_SECTIONS.map((s) => r?.[s.key] ?? '');
    rows.push([
      ...head,
      text(statusLabel(r?.status)),
      ...keys.map((key) => figures[key] ?? null),
      ...texts,
      r?.filledByName ?? '',
      r?.approvedByName ?? '',
    ]);
  }
  const header = [
    ...[...(kind === 'daily' ? ['日期'] : ['开始日期', '结束日期']), '状态'].map(text),
    ...figureHeader,
    ...(kind === 'daily' ? ['备注'] : WEEKLY_SECTIONS.map((s) => s.label)).map(text),
    ...['填报人', '审批人'].map(text),
  ];
  // 上海第一水厂日报 / "上海第一水厂 daily report "
  const name =
    lang === 'zh'
      ? `${factory.factoryName}${KIND_NAME[kind]}`
      : `${factory.factoryName} ${text(KIND_NAME[kind])} `;
  return { fileName: `${name}${label}.xlsx`, sheet: { name: name.trim(), header, rows } };
}
