/** Column preferences of one table, persisted in localStorage under `woms.tableColumns.{tableId}`. */
import { useCallback, useMemo, useState } from 'react';
import { readJson, removeKey, writeJson } from '../storage/local';
import { columnPrefsKey, mergeColumnPrefs, prefsOf, type ColumnPrefs, type ColumnSpec } from './table-logic';

export interface ColumnPrefsApi {
  columns: ColumnSpec[];
  setColumns: (next: ColumnSpec[]) => void;
  reset: () => void;
}

export function useColumnPrefs(tableId: string, spec: ColumnSpec[]): ColumnPrefsApi {
  const key = columnPrefsKey(tableId);
  const [prefs, setPrefs] = useState<ColumnPrefs | null>(() => readJson<ColumnPrefs | null>(key, null));
  const columns = useMemo(() => mergeColumnPrefs(spec, prefs), [spec, prefs]);
  const setColumns = useCallback(
    (next: ColumnSpec[]) => {
      const stored = prefsOf(next, spec);
      writeJson(key, stored);
      setPrefs(stored);
    },
    [key, spec],
  );
  const reset = useCallback(() => {
    removeKey(key);
    setPrefs(null);
  }, [key]);
  return { columns, setColumns, reset };
}
