/**
 * One answer of the server for the current key: fetched again when the key changes, a slower answer to an older
 * key never shown, nothing fetched while the key is null. `data` is the last answer (kept while a newer one
 * loads, so a page dims rather than blanks); `loading` says whether it belongs to an older key. A kept tab fetches
 * it again when shown (docs/architecture.md §4 "Keep-alive tabs"), the last answer staying on screen meanwhile.
 */
import { useCallback, useEffect, useState } from 'react';
import { sameOrNew, useOnPageShown } from '../lifecycle/page-activity';

export interface Loaded<T> {
  data: T | null;
  loading: boolean;
}

export function useLoaded<K, T>(key: K | null, load: (key: K) => Promise<T>): Loaded<T> {
  const [answer, setAnswer] = useState<{ key: K; data: T } | null>(null);
  useEffect(() => {
    if (key === null) return undefined;
    let current = true;
    load(key)
      .then((data) => {
        if (current) setAnswer({ key, data });
      })
      .catch(() => {
        /* the client already told the user */
      });
    return () => {
      current = false;
    };
  }, [key, load]);
  useOnPageShown(
    useCallback(() => {
      if (key === null) return;
      load(key)
        .then((data) => setAnswer((shown) => (shown?.key === key ? sameOrNew(shown, { key, data }) : shown)))
        .catch(() => {
          /* the client already told the user */
        });
    }, [key, load]),
  );
  return { data: answer?.data ?? null, loading: key !== null && answer?.key !== key };
}
