/** All SQL about dictionaries. */
import type { Db } from '../../db/client';
import type { DictData } from '../../../../contract/system/schemas';

export class DictRepository {
  constructor(private readonly db: Db) {}

  /** Enabled entries of an enabled type, in display order; an unknown type is an empty list (RuoYi). */
  async dataOfType(type: string): Promise<DictData[]> {
    const { rows } = await this.db.query<{
      dict_code: number;
      dict_sort: number;
      dict_label: string;
      dict_value: string;
      dict_type: string;
      list_class: string;
      is_default: string;
    }>(
      `SELECT d.dict_code, d.dict_sort, d.dict_label, d.dict_value, d.dict_type, d.list_class, d.is_default
         FROM sys_dict_data d JOIN sys_dict_type t ON t.dict_type = d.dict_type
        WHERE d.dict_type = $1 AND d.status = '0' AND t.status = '0'
        ORDER BY d.dict_sort, d.dict_code`,
      [type],
    );
    return rows.map((r) => ({
      dictCode: r.dict_code,
      dictSort: r.dict_sort,
      dictLabel: r.dict_label,
      dictValue: r.dict_value,
      dictType: r.dict_type,
      listClass: r.list_class,
      isDefault: r.is_default,
    }));
  }
}
