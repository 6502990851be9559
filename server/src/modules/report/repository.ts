/**
 * SQL of the daily and weekly reports (docs/architecture.md §3 "Daily and weekly reports"): the factory a report is
 * about, the report rows of both kinds (one table each, the same shape but for their own columns), their writes with
 * the version check, and the approval history. Times leave the database as China-time text, like the work orders'.
 */
import type {
  FigureValues,
  PlantKind,
  ReportHistoryEntry,
  ReportKind,
  ReportStatus,
} from '../../../../contract/report';
import type { Db } from '../../db/client';
import { scopeCondition, type FactoryScope } from '../../shared/factory-scope';
import { shown } from '../../shared/china-time';
import { plantKindOf, storedFigures } from './figures';

/** Each kind's table and the column naming its period (the day, or the week's Monday). */
const TABLE: Readonly<Record<ReportKind, { table: string; period: string; own: string }>> = {
  daily: { table: 'om_daily_report', period: 'report_date', own: 'r.prefill, r.remark' },
  weekly: {
    table: 'om_weekly_report',
    period: 'week_start',
    own: 'r.days, r.work_done, r.problems, r.next_plan',
  },
};

export interface FactoryInfo {
  factoryId: number;
  factoryName: string;
  plantKind: PlantKind;
}

export interface StoredReport {
  id: number;
  factoryId: number;
  factoryName: string;
  /** the day, or the week's Monday */
  period: string;
  status: ReportStatus;
  version: number;
  figures: FigureValues;
  /** daily only ({} for weekly) */
  prefill: FigureValues;
  remark: string;
  /** weekly only */
  days: number;
  workDone: string;
  problems: string;
  nextPlan: string;
  filledBy: number | null;
  filledByName: string | null;
  submittedAt: string | null;
  approvedByName: string | null;
  approvedAt: string | null;
  opinion: string;
}

/** One report of a calendar, with what the deviations need. */
export interface PeriodRow {
  id: number;
  factoryId: number;
  period: string;
  status: ReportStatus;
  figures: FigureValues;
  /** a weekly report's: how many daily reports its figures roll up */
  days?: number;
}

export interface PendingRow {
  id: number;
  factoryId: number;
  factoryName: string;
  plantKind: PlantKind;
  period: string;
  filledBy: string;
  submittedAt: string;
  version: number;
  figures: FigureValues;
}

/** Columns a write may set (besides version and update_time, which every write sets); names never come from input. */
export interface ReportPatch {
  status?: ReportStatus;
  figures?: FigureValues;
  prefill?: FigureValues;
  remark?: string;
  days?: number;
  work_done?: string;
  problems?: string;
  next_plan?: string;
  filled_by?: number;
  submitted_at?: Date;
  approved_by?: number;
  approved_at?: Date;
  opinion?: string;
}

const JSON_COLUMNS = new Set(['figures', 'prefill']);

interface Row {
  id: number;
  factory_id: number;
  factory_name: string;
  period: string;
  status: ReportStatus;
  version: number;
  figures: unknown;
  prefill?: unknown;
  remark?: string;
  days?: number;
  work_done?: string;
  problems?: string;
  next_plan?: string;
  filled_by: number | null;
  filled_by_name: string | null;
  submitted_at: string | null;
  approved_by_name: string | null;
  approved_at: string | null;
  opinion: string;
}

const toReport = (r: Row): StoredReport => ({
  id: r.id,
  factoryId: r.factory_id,
  factoryName: r.factory_name,
  period: r.period,
  status: r.status,
  version: r.version,
  figures: storedFigures(r.figures),
  prefill: storedFigures(r.prefill),
  remark: r.remark ?? '',
  days: r.days ?? 0,
  workDone: r.work_done ?? '',
  problems: r.problems ?? '',
  nextPlan: r.next_plan ?? '',
  filledBy: r.filled_by,
  filledByName: r.filled_by_name,
  submittedAt: r.submitted_at,
  approvedByName: r.approved_by_name,
  approvedAt: r.approved_at,
  opinion: r.opinion,
});

const select = (kind: ReportKind): string => {
  const t = TABLE[kind];
  return `SELECT r.id, r.factory_id, f.name AS factory_name, r.${t.period}::text AS period, r.status, r.version,
                 r.figures, ${t.own}, r.filled_by, fu.nick_name AS filled_by_name,
                 ${shown('r.submitted_at')} AS submitted_at, au.nick_name AS approved_by_name,
                 ${shown('r.approved_at')} AS approved_at, r.opinion
            FROM ${t.table} r
            JOIN sys_area f ON f.id = r.factory_id
            LEFT JOIN sys_user fu ON fu.user_id = r.filled_by
            LEFT JOIN sys_user au ON au.user_id = r.approved_by`;
};

/** The patch as `column = $n` assignments, its values appended to `params`. */
function assignments(patch: ReportPatch, params: unknown[]): { columns: string[]; values: string[] } {
  const columns: string[] = [];
  const values: string[] = [];
  for (const [column, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    const json = JSON_COLUMNS.has(column);
    params.push(json ? JSON.stringify(value) : value);
    columns.push(column);
    values.push(`$${params.length}${json ? '::jsonb' : ''}`);
  }
  return { columns, values };
}

export class ReportRepository {
  constructor(private readonly db: Db) {}

  /** The factory if it is one and lies in the scope (else null: the caller answers 404 for both). */
  async factory(factoryId: number, scope: FactoryScope): Promise<FactoryInfo | null> {
    const params: unknown[] = [factoryId];
    const { rows } = await this.db.query<{ name: string; capacity_unit: string | null }>(
      `SELECT f.name, p.capacity_unit FROM sys_area f LEFT JOIN arc_plant p ON p.factory_id = f.id
        WHERE f.id = $1 AND f.type = 'factory' AND ${scopeCondition(scope, 'f.id', params)}`,
      params,
    );
    const r = rows[0];
    return r ? { factoryId, factoryName: r.name, plantKind: plantKindOf(r.capacity_unit) } : null;
  }

  /** The report of the factory and period; `lock` holds it until the transaction ends. */
  async find(
    kind: ReportKind,
    factoryId: number,
    period: string,
    lock = false,
  ): Promise<StoredReport | null> {
    const { rows } = await this.db.query<Row>(
      `${select(kind)} WHERE r.factory_id = $1 AND r.${TABLE[kind].period} = $2::date${lock ? ' FOR UPDATE OF r' : ''}`,
      [factoryId, period],
    );
    return rows[0] ? toReport(rows[0]) : null;
  }

  /** When the report was last written, China time (the time a stale save's refusal names, docs/concurrency.md). */
  async updatedAt(kind: ReportKind, id: number): Promise<string> {
    const { rows } = await this.db.query<{ at: string }>(
      `SELECT ${shown('update_time')} AS at FROM ${TABLE[kind].table} WHERE id = $1`,
      [id],
    );
    return rows[0]?.at ?? '';
  }

  async byId(kind: ReportKind, id: number, lock = false): Promise<StoredReport | null> {
    const { rows } = await this.db.query<Row>(
      `${select(kind)} WHERE r.id = $1${lock ? ' FOR UPDATE OF r' : ''}`,
      [id],
    );
    return rows[0] ? toReport(rows[0]) : null;
  }

  /** The factory's reports over the periods [from, to], whole, by period. */
  async list(kind: ReportKind, factoryId: number, from: string, to: string): Promise<StoredReport[]> {
    const { rows } = await this.db.query<Row>(
      `${select(kind)} WHERE r.factory_id = $1 AND r.${TABLE[kind].period} BETWEEN $2::date AND $3::date
        ORDER BY r.${TABLE[kind].period}`,
      [factoryId, from, to],
    );
    return rows.map(toReport);
  }

  /** The reports of the factories over the periods [from, to], by factory and period. */
  async periods(kind: ReportKind, factoryIds: number[], from: string, to: string): Promise<PeriodRow[]> {
    const t = TABLE[kind];
    const { rows } = await this.db.query<{
      id: number;
      factory_id: number;
      period: string;
      status: ReportStatus;
      figures: unknown;
    }>(
      `SELECT id, factory_id, ${t.period}::text AS period, status, figures FROM ${t.table}
        WHERE factory_id = ANY($1::int[]) AND ${t.period} BETWEEN $2::date AND $3::date
        ORDER BY factory_id, ${t.period}`,
      [factoryIds, from, to],
    );
    return rows.map((r) => ({
      id: r.id,
      factoryId: r.factory_id,
      period: r.period,
      status: r.status,
      figures: storedFigures(r.figures),
    }));
  }

  /** The factory's latest report before the period (any status), or null. */
  async previous(kind: ReportKind, factoryId: number, period: string): Promise<PeriodRow | null> {
    const t = TABLE[kind];
    const { rows } = await this.db.query<{
      id: number;
      period: string;
      status: ReportStatus;
      figures: unknown;
      days: number | null;
    }>(
      `SELECT id, ${t.period}::text AS period, status, figures, ${kind === 'weekly' ? 'days' : 'NULL::int AS days'}
         FROM ${t.table}
        WHERE factory_id = $1 AND ${t.period} < $2::date
        ORDER BY ${t.period} DESC LIMIT 1`,
      [factoryId, period],
    );
    const r = rows[0];
    if (!r) return null;
    const row: PeriodRow = {
      id: r.id,
      factoryId,
      period: r.period,
      status: r.status,
      figures: storedFigures(r.figures),
    };
    return r.days === null ? row : { ...row, days: r.days };
  }

  /** Submitted reports of the scope (of one factory, when given), the longest waiting first. */
  async pending(kind: ReportKind, scope: FactoryScope, factoryId: number | undefined): Promise<PendingRow[]> {
    const t = TABLE[kind];
    const params: unknown[] = [factoryId ?? null];
    const { rows } = await this.db.query<{
      id: number;
      factory_id: number;
      factory_name: string;
      capacity_unit: string | null;
      period: string;
      filled_by: string | null;
      submitted_at: string | null;
      version: number;
      figures: unknown;
    }>(
      `SELECT r.id, r.factory_id, f.name AS factory_name, p.capacity_unit, r.${t.period}::text AS period,
              fu.nick_name AS filled_by, ${shown('r.submitted_at')} AS submitted_at, r.version, r.figures
         FROM ${t.table} r
         JOIN sys_area f ON f.id = r.factory_id
         LEFT JOIN arc_plant p ON p.factory_id = r.factory_id
         LEFT JOIN sys_user fu ON fu.user_id = r.filled_by
        WHERE r.status = 1 AND ($1::int IS NULL OR r.factory_id = $1) AND ${scopeCondition(scope, 'r.factory_id', params)}
        ORDER BY r.submitted_at, r.id`,
      params,
    );
    return rows.map((r) => ({
      id: r.id,
      factoryId: r.factory_id,
      factoryName: r.factory_name,
      plantKind: plantKindOf(r.capacity_unit),
      period: r.period,
      filledBy: r.filled_by ?? '',
      submittedAt: r.submitted_at ?? '',
      version: r.version,
      figures: storedFigures(r.figures),
    }));
  }

  /** A new report (version 1) of the factory and period; null when one was created meanwhile. */
  async insert(
    kind: ReportKind,
    factoryId: number,
    period: string,
    patch: ReportPatch,
    now: Date,
  ): Promise<number | null> {
    const t = TABLE[kind];
    const params: unknown[] = [factoryId, period, now];
    const { columns, values } = assignments(patch, params);
    const { rows } = await this.db.query<{ id: number }>(
      `INSERT INTO ${t.table} (factory_id, ${t.period}, update_time${columns.map((c) => `, ${c}`).join('')})
       VALUES ($1, $2::date, $3${values.map((v) => `, ${v}`).join('')})
       ON CONFLICT DO NOTHING
       RETURNING id`,
      params,
    );
    return rows[0]?.id ?? null;
  }

  /** Writes the patch and moves the version on, only if it is still `version`; false when someone changed it. */
  async update(
    kind: ReportKind,
    id: number,
    version: number,
    patch: ReportPatch,
    now: Date,
  ): Promise<boolean> {
    const params: unknown[] = [id, version, now];
    const { columns, values } = assignments(patch, params);
    const { rows } = await this.db.query(
      `UPDATE ${TABLE[kind].table}
          SET version = version + 1, update_time = $3${columns.map((c, i) => `, ${c} = ${values[i]}`).join('')}
        WHERE id = $1 AND version = $2
        RETURNING id`,
      params,
    );
    return rows.length > 0;
  }

  async addHistory(
    kind: ReportKind,
    reportId: number,
    entry: { action: ReportHistoryEntry['action']; userId: number; opinion: string; at: Date },
  ): Promise<void> {
    await this.db.query(
      'INSERT INTO om_report_history (kind, report_id, action, user_id, opinion, at) VALUES ($1, $2, $3, $4, $5, $6)',
      [kind, reportId, entry.action, entry.userId, entry.opinion, entry.at],
    );
  }

  /** Who submitted, approved and rejected the report, oldest first. */
  async history(kind: ReportKind, reportId: number): Promise<ReportHistoryEntry[]> {
    const { rows } = await this.db.query<ReportHistoryEntry>(
      `SELECT h.action, COALESCE(u.nick_name, '') AS "by", ${shown('h.at')} AS at, h.opinion
         FROM om_report_history h LEFT JOIN sys_user u ON u.user_id = h.user_id
        WHERE h.kind = $1 AND h.report_id = $2
        ORDER BY h.at, h.id`,
      [kind, reportId],
    );
    return rows;
  }
}
