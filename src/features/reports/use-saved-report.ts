/**
 * The report a filling page shows for its factory and period: loaded from the server, then replaced by the answer
 * of each save or submit (which carries the new version, so the next save is not refused as stale). While another
 * period loads nothing is shown, so a form never shows one day's values under another day's title. A refused load
 * (the client has shown why) leaves no report and no spinner.
 */
import { useCallback, useMemo, useState } from 'react';
import { useKeptQuery } from '@/shared/query';
import { reportKeys } from './query-keys';

export interface PeriodKey {
  factoryId: number;
  date: string;
}

export function useSavedReport<R>(
  factoryId: number | null,
  date: string | null,
  load: (key: PeriodKey) => Promise<R>,
) {
  // A new key object per choice (and per reload) is what makes useKeptQuery fetch.
  const [round, setRound] = useState(0);
  const key = useMemo(
    () => (factoryId === null || date === null ? null : { factoryId, date, round }),
    [factoryId, date, round],
  );
  const loadOrNull = useCallback(
    (k: PeriodKey) => load({ factoryId: k.factoryId, date: k.date }).catch(() => null),
    [load],
  );
  const loaded = useKeptQuery(reportKeys.saved, key, loadOrNull);
  const [saved, setSaved] = useState<{ key: PeriodKey; report: R } | null>(null);
  const replaced = saved !== null && saved.key === key;
  const report = replaced ? saved.report : loaded.loading ? null : loaded.data;
  const replace = useCallback(
    (next: R) => {
      if (key) setSaved({ key, report: next });
    },
    [key],
  );
  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { report, loading: !replaced && loaded.loading, replace, reload };
}
