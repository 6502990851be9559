/**
 * The unread message counts per factory (docs/requirements.md §2 badge, §4 "Message"): server data in the query cache
 * (src/shared/query, `messageCountKey`), fed by HTTP and by the live hub (src/shared/live/live-hub.ts,
 * docs/architecture.md §3 "Live channels"), whose count frames write the cache. The hub belongs to no feature, so what
 * is message-specific stays here: the counts on screen (the badge's query) are fetched again before each (re)connect
 * and whenever the count channel (re)opens in any tab (`connected`), so nothing that changed while the socket was down
 * stays wrong; reads and deletes resync their factory. Sign-out (the hub's `stopped`) drops the counts.
 */
import { queryOptions } from '@tanstack/react-query';
import { beforeLiveConnect, subscribeLive } from '@/shared/live/live-hub';
import { queryClient } from '@/shared/query';
import { fetchMessageCount } from '../api';
import { messageKeys } from '../query-keys';

export const messageCountKey = (factoryId: number) => [...messageKeys.counts, factoryId] as const;

/** bumped when the hub stops: an HTTP count answering after sign-out is dropped */
let session = 0;
/** per factory, bumped by every count written (a frame, a resync): an HTTP count asked before one yields to it */
const writeSeq = new Map<number, number>();

const written = (factoryId: number, count: number): void => {
  writeSeq.set(factoryId, (writeSeq.get(factoryId) ?? 0) + 1);
  queryClient.setQueryData(messageCountKey(factoryId), count);
};

/** Asks the server for a factory's count; an answer overtaken by a newer count or a sign-out yields to it. */
async function askCount(factoryId: number): Promise<{ count: number; overtaken: boolean }> {
  const asked = { session, seq: writeSeq.get(factoryId) ?? 0 };
  const count = (await fetchMessageCount(factoryId)).totalMsgCount;
  return { count, overtaken: asked.session !== session || (writeSeq.get(factoryId) ?? 0) !== asked.seq };
}

/** The count of a factory, as the badge asks for it: kept until a frame or a resync changes it. */
export const messageCountQuery = (factoryId: number) =>
  queryOptions({
    queryKey: messageCountKey(factoryId),
    queryFn: async (): Promise<number> => {
      const { count, overtaken } = await askCount(factoryId);
      return overtaken ? (queryClient.getQueryData<number>(messageCountKey(factoryId)) ?? 0) : count;
    },
    staleTime: Infinity,
  });

/**
 * Asks the count of this factory again, a request of its own (after reads and deletes, and when a channel opens),
 * whether or not a badge shows it; an answer the badge asked for earlier and gets later yields to it.
 */
export async function resyncMessageCount(factoryId: number): Promise<void> {
  try {
    const { count, overtaken } = await askCount(factoryId);
    if (!overtaken) written(factoryId, count);
  } catch {
    // Silent (docs/requirements.md §8 rows are for user actions): the last count stays until a frame or the next resync.
  }
}

/** Every count in the cache, by factory. */
export function messageCounts(): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const [key, count] of queryClient.getQueriesData<number>({ queryKey: messageKeys.counts })) {
    if (count !== undefined) counts[Number(key[key.length - 1])] = count;
  }
  return counts;
}

/**
 * The counts on screen (the badge's), asked again after the channel opened: a request of its own, not one made before
 * (refetching would merge with a badge's first request still on its way, sent before the socket could hear a change).
 */
const resyncShown = async (): Promise<void> => {
  const shown = queryClient.getQueryCache().findAll({ queryKey: messageKeys.counts, type: 'active' });
  await Promise.all(
    shown.map((query) => resyncMessageCount(Number(query.queryKey[query.queryKey.length - 1]))),
  );
};

// The hub lives as long as the page, and so does this wiring: subscribed once, never unsubscribed.
// Before a (re)connect the resync is awaited: its HTTP call also refreshes an expired access token first.
beforeLiveConnect(resyncShown);
subscribeLive('connected', () => void resyncShown());
subscribeLive('count', ({ factoryId, msgCount }) => written(factoryId, msgCount));
// Counts fetched before the first start (the badge's) stay; a stop (sign-out, another user) drops them: a badge still
// on screen shows 0 rather than losing its entry, which would make it ask again with a token just revoked.
subscribeLive('stopped', () => {
  session += 1;
  writeSeq.clear();
  void queryClient.cancelQueries({ queryKey: messageKeys.counts });
  queryClient.removeQueries({ queryKey: messageKeys.counts, type: 'inactive' });
  queryClient.setQueriesData<number>({ queryKey: messageKeys.counts, type: 'active' }, 0);
});
