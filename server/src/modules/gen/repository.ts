/** SQL of the table column configuration (gen_table, gen_table_column). */
import type {
  GenColumn,
  GenConfig,
  GenListQuery,
  GenTable,
  GenTableRow,
} from '../../../../contract/gen/schemas';
import type { Db } from '../../db/client';
import type { PageWindow } from '../../shared/paging';

function like(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export class GenRepository {
  constructor(private readonly db: Db) {}

  async table(tableId: number, lock = false): Promise<GenTable | null> {
    const { rows } = await this.db.query<{
      table_id: number;
      table_name: string;
      table_comment: string;
      version: number;
    }>(
      `SELECT table_id, table_name, table_comment, version FROM gen_table
        WHERE table_id = $1${lock ? ' FOR UPDATE' : ''}`,
      [tableId],
    );
    const r = rows[0];
    return r
      ? { tableId: r.table_id, tableName: r.table_name, tableComment: r.table_comment, version: r.version }
      : null;
  }

  /** The table and its stored columns: what 修改生成配置 loads (the stored record of a stale edit, docs/concurrency.md). */
  async config(tableId: number): Promise<GenConfig | null> {
    const table = await this.table(tableId);
    return table && { table, rows: await this.columns(tableId) };
  }

  async columns(tableId: number): Promise<GenColumn[]> {
    const { rows } = await this.db.query<{
      prop: string;
      label: string;
      is_show: boolean;
      sort: number;
      fixed: '' | 'left' | 'right';
      width: number;
      type: string;
    }>(
      `SELECT prop, label, is_show, sort, fixed, width, type FROM gen_table_column
        WHERE table_id = $1 ORDER BY sort, column_id`,
      [tableId],
    );
    return rows.map((r) => ({
      prop: r.prop,
      label: r.label,
      isShow: r.is_show,
      sort: r.sort,
      fixed: r.fixed,
      width: r.width,
      type: r.type,
    }));
  }

  async replaceColumns(tableId: number, columns: GenColumn[]): Promise<void> {
    await this.db.query('DELETE FROM gen_table_column WHERE table_id = $1', [tableId]);
    for (const c of columns) {
      await this.db.query(
        `INSERT INTO gen_table_column (table_id, prop, label, is_show, sort, fixed, width, type)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [tableId, c.prop, c.label, c.isShow, c.sort, c.fixed, c.width, c.type],
      );
    }
  }

  async page(q: GenListQuery, window: PageWindow): Promise<{ rows: GenTableRow[]; total: number }> {
    const params: unknown[] = [
      q.tableName ? like(q.tableName) : null,
      q.tableComment ? like(q.tableComment) : null,
    ];
    const where =
      '($1::text IS NULL OR t.table_name ILIKE $1) AND ($2::text IS NULL OR t.table_comment ILIKE $2)';
    const counted = await this.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM gen_table t WHERE ${where}`,
      params,
    );
    const { rows } = await this.db.query<{
      table_id: number;
      table_name: string;
      table_comment: string;
      version: number;
      n: number;
    }>(
      `SELECT t.table_id, t.table_name, t.table_comment, t.version,
              (SELECT count(*)::int FROM gen_table_column c WHERE c.table_id = t.table_id) AS n
         FROM gen_table t WHERE ${where} ORDER BY t.table_id LIMIT $3 OFFSET $4`,
      [...params, window.limit, window.offset],
    );
    return {
      rows: rows.map((r) => ({
        tableId: r.table_id,
        tableName: r.table_name,
        tableComment: r.table_comment,
        version: r.version,
        columnCount: r.n,
      })),
      total: counted.rows[0]?.n ?? 0,
    };
  }
}
