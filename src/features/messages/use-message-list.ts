/**
 * The rows of one factory's tab, from the query cache (messageKeys.list, an infinite query): page 1 when the factory
 * or tab changes or on reload(), further pages on loadMore(). A slow answer for a factory or tab the user has left
 * is never shown (its own key). The list lives while the drawer shows it (gcTime 0), so each opening loads page 1
 * afresh. A task frame of the live channel is put on top with prepend() (docs/requirements.md §4 "Message": never
 * twice), an edit of the cached pages like markReadLocally(); to-dos done with leave it with drop(). `filter` is part of
 * the key: each filter is its own list.
 */
import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { PageResult } from '@contract/common';
import type { Message, MsgTab } from '@contract/message';
import { fetchMessages, type MessageFilter } from './api';
import { messageKeys } from './query-keys';

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
  /** these rows leave the list (to-dos done with, docs/requirements.md §3 "To-do queue"); total follows */
  drop: (msgIds: readonly number[]) => void;
}

type Pages = InfiniteData<PageResult<Message>, number>;

const NO_ROWS: Message[] = [];
const NO_FILTER: MessageFilter = {};

export function useMessageList(
  factoryId: number,
  tab: MsgTab,
  filter: MessageFilter = NO_FILTER,
): MessageList {
  const client = useQueryClient();
  const queryKey = messageKeys.list(factoryId, tab, filter);
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchMessages(factoryId, tab, pageParam, filter),
    initialPageParam: 1,
    getNextPageParam: (_last, _pages, lastParam) => lastParam + 1,
    // Gone once the drawer no longer shows it: the next opening, or a return to this factory or tab, starts at
    // page 1 with nothing of an earlier answer on screen.
    gcTime: 0,
  });
  const { data, fetchNextPage, isFetching, isPending } = query;

  const rows = useMemo(() => {
    if (!data) return NO_ROWS;
    // A message that slid to the next page (a newer one arrived) is not listed twice.
    const seen = new Set<number>();
    return data.pages.flatMap((page) =>
      page.rows.filter((r) => {
        if (seen.has(r.msgId)) return false;
        seen.add(r.msgId);
        return true;
      }),
    );
  }, [data]);

  const edit = useCallback(
    (change: (pages: Pages) => Pages) =>
      // Before the first page is in, the page being fetched brings what the change would.
      client.setQueryData<Pages>(messageKeys.list(factoryId, tab, filter), (prev) =>
        prev ? change(prev) : prev,
      ),
    [client, factoryId, tab, filter],
  );

  // Page 1 again, the rows on screen kept meanwhile (from page 1); the failure of a reload keeps them too.
  const reload = useCallback(() => {
    edit((prev) => ({ pages: prev.pages.slice(0, 1), pageParams: prev.pageParams.slice(0, 1) }));
    void client.invalidateQueries({ queryKey: messageKeys.list(factoryId, tab, filter), exact: true });
  }, [client, edit, factoryId, tab, filter]);
  // A failed further page is not kept, so that "load more" asks for it again.
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  const markReadLocally = useCallback(
    (msgId: number) =>
      edit((prev) => ({
        ...prev,
        pages: prev.pages.map((p) => ({
          ...p,
          rows: p.rows.map((r) => (r.msgId === msgId ? { ...r, isRead: 1 } : r)),
        })),
      })),
    [edit],
  );

  const prepend = useCallback(
    (message: Message) => {
      edit((prev) =>
        prev.pages.some((p) => p.rows.some((r) => r.msgId === message.msgId))
          ? prev
          : {
              ...prev,
              pages: prev.pages.map((p, i) => ({
                ...p,
                rows: i === 0 ? [message, ...p.rows] : p.rows,
                total: p.total + 1,
              })),
            },
      );
      // A page asked for before the message was written (a reload after a reconnect) would land without it and
      // replace the row just put on top: that answer is cancelled and the list asked for again, with it.
      if (client.isFetching({ queryKey: messageKeys.list(factoryId, tab, filter), exact: true }) > 0)
        void client.invalidateQueries({ queryKey: messageKeys.list(factoryId, tab, filter), exact: true });
    },
    [client, edit, factoryId, tab, filter],
  );

  const drop = useCallback(
    (msgIds: readonly number[]) =>
      edit((prev) => {
        const gone = new Set(msgIds);
        const dropped = prev.pages.reduce((n, p) => n + p.rows.filter((r) => gone.has(r.msgId)).length, 0);
        if (dropped === 0) return prev;
        return {
          ...prev,
          pages: prev.pages.map((p) => ({
            ...p,
            rows: p.rows.filter((r) => !gone.has(r.msgId)),
            total: Math.max(0, p.total - dropped),
          })),
        };
      }),
    [edit],
  );

  return {
    rows,
    total: data?.pages[data.pages.length - 1]?.total ?? 0,
    loading: isPending ? query.fetchStatus !== 'idle' : isFetching,
    reload,
    loadMore,
    markReadLocally,
    prepend,
    drop,
  };
}
