/** SQL of the dictionary administration lists (paged, filtered). */
import type {
  DictDataListQuery,
  DictDataRow,
  DictTypeListQuery,
  DictTypeRow,
} from '../../../../contract/dict/schemas';
import type { Db } from '../../db/client';
import type { PageWindow } from '../../shared/paging';

function like(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

type Filter = [column: string, op: 'ILIKE' | '=', value: string | undefined];

function where(filters: Filter[], params: unknown[]): string {
  const conds = ['TRUE'];
  for (const [column, op, value] of filters) {
    if (!value) continue;
    params.push(op === 'ILIKE' ? like(value) : value);
    conds.push(`${column} ${op} $${params.length}`);
  }
  return conds.join(' AND ');
}

export class DictAdminRepository {
  constructor(private readonly db: Db) {}

  async types(q: DictTypeListQuery, window: PageWindow): Promise<{ rows: DictTypeRow[]; total: number }> {
    const params: unknown[] = [];
    const w = where(
      [
        ['dict_name', 'ILIKE', q.dictName],
        ['dict_type', 'ILIKE', q.dictType],
        ['status', '=', q.status],
      ],
      params,
    );
    const counted = await this.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM sys_dict_type WHERE ${w}`,
      params,
    );
    const { rows } = await this.db.query<{
      dict_id: number;
      dict_name: string;
      dict_type: string;
      status: string;
    }>(
      `SELECT dict_id, dict_name, dict_type, status FROM sys_dict_type WHERE ${w}
        ORDER BY dict_id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, window.limit, window.offset],
    );
    return {
      rows: rows.map((r) => ({
        dictId: r.dict_id,
        dictName: r.dict_name,
        dictType: r.dict_type,
        status: r.status,
      })),
      total: counted.rows[0]?.n ?? 0,
    };
  }

  async data(q: DictDataListQuery, window: PageWindow): Promise<{ rows: DictDataRow[]; total: number }> {
    const params: unknown[] = [];
    const w = where(
      [
        ['dict_type', '=', q.dictType],
        ['dict_label', 'ILIKE', q.dictLabel],
        ['status', '=', q.status],
      ],
      params,
    );
    const counted = await this.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM sys_dict_data WHERE ${w}`,
      params,
    );
    const { rows } = await this.db.query<{
      dict_code: number;
      dict_sort: number;
      dict_label: string;
      dict_value: string;
      dict_type: string;
      list_class: string;
      is_default: string;
      status: string;
    }>(
      `SELECT dict_code, dict_sort, dict_label, dict_value, dict_type, list_class, is_default, status
         FROM sys_dict_data WHERE ${w}
        ORDER BY dict_type, dict_sort, dict_code LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, window.limit, window.offset],
    );
    return {
      rows: rows.map((r) => ({
        dictCode: r.dict_code,
        dictSort: r.dict_sort,
        dictLabel: r.dict_label,
        dictValue: r.dict_value,
        dictType: r.dict_type,
        listClass: r.list_class,
        isDefault: r.is_default,
        status: r.status,
      })),
      total: counted.rows[0]?.n ?? 0,
    };
  }
}
