/**
 * The rows of one factory's tab: page 1 when the factory or tab changes or on reload(), further pages
 * on loadMore(). A slow answer for a factory or tab the user has left is dropped, never shown. A task frame
 * of the live channel is put on top with prepend() (docs/requirements.md §4 "Message": never twice).
 */
import { useCallback, useEffect, useState } from 'react';
import type { Message, MsgTab } from '@contract/message';
import { fetchMessages } from './api';

export interface MessageList {
  rows: Message[];
  total: number;
  loading: boolean;
  reload: () => void;
  loadMore: () => void;
  /** the row shows as read at once, without waiting for a reload */
  markReadLocally: (msgId: number) => void;
  /** a new message on top (total + 1); ignored when its msgId is listed already */
  prepend: (message: Message) => void;
}

interface Loaded {
  /** factory and tab: rows of the same ones stay on screen while a reload runs */
  scope: string;
  key: string;
  pageNum: number;
  rows: Message[];
  total: number;
}

export function useMessageList(factoryId: number, tab: MsgTab): MessageList {
  const [round, setRound] = useState(0);
  const scope = `${factoryId}/${tab}`;
  const key = `${scope}/${round}`;
  const [wanted, setWanted] = useState({ key, pageNum: 1 });
  // A new factory, tab or round starts again at page 1.
  const pageNum = wanted.key === key ? wanted.pageNum : 1;
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    let live = true;
    const keep = (prev: Loaded | null) => (prev?.key === key ? prev : null);
    fetchMessages(factoryId, tab, pageNum)
      .then((page) => {
        if (!live) return;
        setLoaded((prev) => {
          const before = pageNum === 1 ? [] : (keep(prev)?.rows ?? []);
          // A message that slid to the next page (a newer one arrived) is not listed twice.
          const seen = new Set(before.map((r) => r.msgId));
          return {
            scope,
            key,
            pageNum,
            rows: [...before, ...page.rows.filter((r) => !seen.has(r.msgId))],
            total: page.total,
          };
        });
      })
      // The client already told the user; the list keeps what it had.
      .catch(() => {
        if (!live) return;
        // A failed further page is forgotten, so that "load more" asks for it again.
        if (pageNum > 1) return setWanted({ key, pageNum: pageNum - 1 });
        setLoaded((prev) => {
          const kept = prev?.scope === scope ? prev : null;
          return { scope, key, pageNum, rows: kept?.rows ?? [], total: kept?.total ?? 0 };
        });
      });
    return () => {
      live = false;
    };
  }, [factoryId, tab, pageNum, key, scope]);

  const shown = loaded?.scope === scope ? loaded : null;
  const reload = useCallback(() => setRound((r) => r + 1), []);
  const loadMore = useCallback(() => setWanted({ key, pageNum: pageNum + 1 }), [key, pageNum]);
  const markReadLocally = useCallback(
    (msgId: number) =>
      setLoaded((prev) =>
        prev ? { ...prev, rows: prev.rows.map((r) => (r.msgId === msgId ? { ...r, isRead: 1 } : r)) } : prev,
      ),
    [],
  );

  const prepend = useCallback(
    (message: Message) =>
      setLoaded((prev) =>
        // Before the first page is in, the page being fetched brings it; a list of another scope never gets it.
        prev?.scope !== scope || prev.rows.some((r) => r.msgId === message.msgId)
          ? prev
          : { ...prev, rows: [message, ...prev.rows], total: prev.total + 1 },
      ),
    [scope],
  );

  return {
    rows: shown?.rows ?? [],
    total: shown?.total ?? 0,
    loading: shown?.key !== key || shown.pageNum !== pageNum,
    reload,
    loadMore,
    markReadLocally,
    prepend,
  };
}
