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
/** per factory, bumped by every count frame: an HTTP count asked before a frame yields to it */
const frameSeq = new Map<number, number>();

/** Asks the server for a factory's count; an answer overtaken by a count frame or a sign-out yields to it. */
async function askCount(factoryId: number): Promise<{ count: number; overtaken: boolean }> {
  const asked = { session, seq: frameSeq.get(factoryId) ?? 0 };
  const count = (await fetchMessageCount(factoryId)).totalMsgCount;
  return { count, overtaken: asked.session !== session || (frameSeq.get(factoryId) ?? 0) !== asked.seq };
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

/** Fetches the count of this factory again (after reads and deletes), whether or not a badge shows it. */
export async function resyncMessageCount(factoryId: number): Promise<void> {
  try {
    const { count, overtaken } = await askCount(factoryId);
    if (!overtaken) queryClient.setQueryData(messageCountKey(factoryId), count);
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

/** The counts on screen (the badge's), asked again; an answer on its way is replaced. */
const resyncShown = (): Promise<void> =>
  queryClient.refetchQueries({ queryKey: messageKeys.counts, type: 'active' }).catch(() => undefined);

// The hub lives as long as the page, and so does this wiring: subscribed once, never unsubscribed.
// Before a (re)connect the resync is awaited: its HTTP call also refreshes an expired access token first.
beforeLiveConnect(resyncShown);
subscribeLive('connected', () => void resyncShown());
subscribeLive('count', ({ factoryId, msgCount }) => {
  frameSeq.set(factoryId, (frameSeq.get(factoryId) ?? 0) + 1);
  queryClient.setQueryData(messageCountKey(factoryId), msgCount);
});
// Counts fetched before the first start (the badge's) stay; a stop (sign-out, another user) drops them.
subscribeLive('stopped', () => {
  session += 1;
  frameSeq.clear();
  void queryClient.cancelQueries({ queryKey: messageKeys.counts });
  queryClient.removeQueries({ queryKey: messageKeys.counts });
});
