/** Options of a dictionary (GET /api/system/dict/data/type/{type}) for a select or radio group. */
import { useEffect, useState } from 'react';
import type { DataResult } from '@contract/common';
import type { DictType } from '@contract/dict';
import type { DictData } from '@contract/system';
import { get } from '@/shared/api';
import type { FieldOption } from './field-spec';

export async function fetchDict(type: DictType): Promise<DictData[]> {
  const reply = await get<DataResult<DictData[]>>(`/system/dict/data/type/${type}`);
  return Array.isArray(reply.data) ? reply.data : [];
}

/** Loads while `enabled` (a dialog loads its dictionaries when it opens). */
export function useDictOptions(type: DictType, enabled: boolean): FieldOption[] {
  const [options, setOptions] = useState<FieldOption[]>([]);
  useEffect(() => {
    if (!enabled) return;
    let alive = true;
    fetchDict(type)
      .then((rows) => {
        if (alive) setOptions(rows.map((d) => ({ value: d.dictValue, label: d.dictLabel })));
      })
      // The client already showed the refusal; the select stays empty.
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [type, enabled]);
  return options;
}
