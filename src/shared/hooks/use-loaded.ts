/**
 * One answer of the server for the current key: fetched again when the key changes, a slower answer to an older
 * key never shown, nothing fetched while the key is null. `data` is the last answer (kept while a newer one
 * loads, so a page dims rather than blanks); `loading` says whether it belongs to an older key.
 */
import { useEffect, useState } from 'react';

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
  return { data: answer?.data ?? null, loading: key !== null && answer?.key !== key };
}
