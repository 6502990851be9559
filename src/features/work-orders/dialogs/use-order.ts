/** Loads one order (GET …/{kind}/{id}) while a dialog is open; `reload` fetches it again. */
import { useCallback, useEffect, useState } from 'react';
import type { WoDetail, WoKind } from '@contract/work-order';
import { fetchOrder } from '../api';

export function useOrder(open: boolean, kind: WoKind, taskId: number | null) {
  const [loaded, setLoaded] = useState<{ of: string; order: WoDetail | null } | null>(null);
  const [round, setRound] = useState(0);
  const key = `${kind}/${taskId ?? ''}`;

  useEffect(() => {
    if (!open || taskId === null) return;
    let alive = true;
    fetchOrder(kind, taskId)
      .then((order) => {
        if (alive) setLoaded({ of: `${kind}/${taskId}`, order });
      })
      // Not found or out of scope: the client showed the msg; the dialog shows nothing to act on.
      .catch(() => {
        if (alive) setLoaded({ of: `${kind}/${taskId}`, order: null });
      });
    return () => {
      alive = false;
    };
  }, [open, kind, taskId, round]);

  const reload = useCallback(() => setRound((r) => r + 1), []);
  const current = loaded && loaded.of === key ? loaded : null;
  return { order: current?.order ?? null, loading: open && taskId !== null && current === null, reload };
}
