/**
 * What an export asks the server for (REPORT_API.DAILY_EXPORT / WEEKLY_EXPORT, ReportExportQuery: exactly one of
 * `date`, `week` or `month`) and the name the .xlsx is saved under.
 */
import type { ReportExportQuery, ReportKind } from '@contract/report';

export type ExportScope = { period: string } | { month: string };

export interface ExportRequest {
  query: ReportExportQuery;
  filename: string;
}

/** e.g. 日报_上海第一水厂_2026-11-20.xlsx, 周报_上海第一水厂_2026-11.xlsx */
export function exportRequest(
  kind: ReportKind,
  factory: { id: number; name: string },
  scope: ExportScope,
  prefix: string,
): ExportRequest {
  const single = 'period' in scope;
  const span = single ? scope.period : scope.month;
  const query: ReportExportQuery = single
    ? { factoryId: factory.id, [kind === 'daily' ? 'date' : 'week']: scope.period }
    : { factoryId: factory.id, month: scope.month };
  const name = [prefix, factory.name, span].filter((part) => part !== '').join('_');
  return { query, filename: `${name.replace(/[\\/:*?"<>|]/g, '-')}.xlsx` };
}
