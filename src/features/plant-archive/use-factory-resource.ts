/**
 * What a plant archive page shows of its factory (docs/architecture.md §4 "Factory pages"): loaded for the factory the
 * page shows, again on `reload` and whenever the factory changes; an answer for a request no longer current is dropped.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export function useFactoryResource<T>(factoryId: number | null, load: (factoryId: number) => Promise<T>) {
  const [answer, setAnswer] = useState<{ factoryId: number; data: T } | null>(null);
  const [answeredKey, setAnsweredKey] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const requestKey = `${factoryId}:${round}`;
  const latest = useRef('');

  useEffect(() => {
    if (factoryId === null) return;
    latest.current = requestKey;
    load(factoryId)
      .then((data) => {
        if (latest.current === requestKey) setAnswer({ factoryId, data });
      })
      // The client has shown the refusal; the page keeps what it had.
      .catch(() => undefined)
      .finally(() => {
        if (latest.current === requestKey) setAnsweredKey(requestKey);
      });
  }, [factoryId, load, requestKey]);

  const reload = useCallback(() => setRound((r) => r + 1), []);
  // Loading is derived: the request for this key has not been answered yet.
  const loading = factoryId !== null && answeredKey !== requestKey;
  const data = answer !== null && answer.factoryId === factoryId ? answer.data : null;
  return { data, loading, reload };
}
