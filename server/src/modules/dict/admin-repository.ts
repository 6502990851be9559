/** SQL of the dictionary administration lists (paged, filtered). */
import {
  PROTECTED_DICT_TYPES,
  type DictDataForm,
  type DictDataListQuery,
  type DictDataRow,
  type DictTypeForm,
  type DictTypeListQuery,
  type DictTypeRow,
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
      version: number;
    }>(
      `SELECT dict_id, dict_name, dict_type, status, version FROM sys_dict_type WHERE ${w}
        ORDER BY dict_id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, window.limit, window.offset],
    );
    return {
      rows: rows.map((r) => ({
        dictId: r.dict_id,
        dictName: r.dict_name,
        dictType: r.dict_type,
        status: r.status,
        builtin: PROTECTED_DICT_TYPES.includes(r.dict_type),
        version: r.version,
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
      builtin: boolean;
      version: number;
    }>(
      `SELECT dict_code, dict_sort, dict_label, dict_value, dict_type, list_class, is_default, status, builtin,
              version
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
        builtin: r.builtin,
        version: r.version,
      })),
      total: counted.rows[0]?.n ?? 0,
    };
  }

  async typeById(id: number): Promise<DictTypeRow | null> {
    const { rows } = await this.db.query<Omit<DictTypeRow, 'builtin'>>(
      `SELECT dict_id AS "dictId", dict_name AS "dictName", dict_type AS "dictType", status,
              version
         FROM sys_dict_type WHERE dict_id = $1`,
      [id],
    );
    const row = rows[0];
    return row ? { ...row, builtin: PROTECTED_DICT_TYPES.includes(row.dictType) } : null;
  }

  async typesByIds(ids: number[]): Promise<{ dictId: number; dictType: string }[]> {
    const { rows } = await this.db.query<{ dictId: number; dictType: string }>(
      'SELECT dict_id AS "dictId", dict_type AS "dictType" FROM sys_dict_type WHERE dict_id = ANY($1::int[])',
      [ids],
    );
    return rows;
  }

  async typeExists(type: string): Promise<boolean> {
    const { rows } = await this.db.query('SELECT 1 FROM sys_dict_type WHERE dict_type = $1', [type]);
    return rows.length > 0;
  }

  /** Null when the type name is taken. */
  async insertType(f: DictTypeForm): Promise<number | null> {
    const { rows } = await this.db.query<{ id: number }>(
      `INSERT INTO sys_dict_type (dict_name, dict_type, status) VALUES ($1, $2, $3)
       ON CONFLICT (dict_type) DO NOTHING RETURNING dict_id AS id`,
      [f.dictName, f.dictType, f.status],
    );
    return rows[0]?.id ?? null;
  }

  /** A renamed type takes its entries along (ON UPDATE CASCADE, migration 022). */
  async updateType(id: number, f: DictTypeForm): Promise<void> {
    await this.db.query(
      'UPDATE sys_dict_type SET dict_name = $2, dict_type = $3, status = $4 WHERE dict_id = $1',
      [id, f.dictName, f.dictType, f.status],
    );
  }

  /** Deletes types with their entries (ON DELETE CASCADE). */
  async removeTypes(ids: number[]): Promise<void> {
    await this.db.query('DELETE FROM sys_dict_type WHERE dict_id = ANY($1::int[])', [ids]);
  }

  async dataById(code: number): Promise<DictDataRow | null> {
    const { rows } = await this.db.query<DictDataRow>(
      `SELECT dict_code AS "dictCode", dict_sort AS "dictSort", dict_label AS "dictLabel", dict_value AS "dictValue",
              dict_type AS "dictType", list_class AS "listClass", is_default AS "isDefault", status, builtin,
              version
         FROM sys_dict_data WHERE dict_code = $1`,
      [code],
    );
    return rows[0] ?? null;
  }

  async dataByIds(codes: number[]): Promise<{ dictCode: number; dictLabel: string; builtin: boolean }[]> {
    const { rows } = await this.db.query<{ dictCode: number; dictLabel: string; builtin: boolean }>(
      `SELECT dict_code AS "dictCode", dict_label AS "dictLabel", builtin FROM sys_dict_data
        WHERE dict_code = ANY($1::int[])`,
      [codes],
    );
    return rows;
  }

  /** Null when the type already has the value. */
  async insertData(f: DictDataForm): Promise<number | null> {
    const { rows } = await this.db.query<{ id: number }>(
      `INSERT INTO sys_dict_data (dict_type, dict_label, dict_value, dict_sort, list_class, is_default, status)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (dict_type, dict_value) DO NOTHING RETURNING dict_code AS id`,
      [f.dictType, f.dictLabel, f.dictValue, f.dictSort, f.listClass, f.isDefault, f.status],
    );
    return rows[0]?.id ?? null;
  }

  /** False when another entry of the type has the value. */
  async updateData(code: number, f: DictDataForm): Promise<boolean> {
    const { rows } = await this.db.query(
      `UPDATE sys_dict_data SET dict_type = $2, dict_label = $3, dict_value = $4, dict_sort = $5, list_class = $6,
              is_default = $7, status = $8
        WHERE dict_code = $1
          AND NOT EXISTS (SELECT 1 FROM sys_dict_data o
                           WHERE o.dict_type = $2 AND o.dict_value = $4 AND o.dict_code <> $1)
        RETURNING dict_code`,
      [code, f.dictType, f.dictLabel, f.dictValue, f.dictSort, f.listClass, f.isDefault, f.status],
    );
    return rows.length > 0;
  }

  async removeData(codes: number[]): Promise<void> {
    await this.db.query('DELETE FROM sys_dict_data WHERE dict_code = ANY($1::int[])', [codes]);
  }
}
