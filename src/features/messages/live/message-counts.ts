/**
 * The unread message counts per factory (docs/requirements.md §2 badge, §4 "Message"), fed by the live hub
 * (src/shared/live/live-hub.ts, docs/architecture.md §3 "Live channels"): count frames set `counts[factoryId]`.
 * The hub belongs to no feature, so what is message-specific stays here: the HTTP count of the factory on screen
 * (the badge's, `watch`) is fetched before each (re)connect and whenever the count channel (re)opens in any tab
 * (`connected`), so nothing that changed while the socket was down stays wrong; reads and deletes resync their
 * factory. Sign-out (the hub's `stopped`) drops the counts.
 */
import { create } from 'zustand';
import { beforeLiveConnect, subscribeLive } from '@/shared/live/live-hub';
import { fetchMessageCount } from '../api';

interface MessageCounts {
  /** unread messages per factory (both tabs), from count frames and HTTP resyncs */
  counts: Record<number, number>;
  /** Fetches the count of this factory over HTTP (after reads and deletes, whatever factory they were in). */
  resync: (factoryId: number) => Promise<void>;
  /** The factory on screen (the badge's): resynced now and whenever a channel (re)connects. */
  watch: (factoryId: number) => Promise<void>;
}

export const useMessageCounts = create<MessageCounts>((set, get) => {
  /** the factory on screen (the badge's): the one resynced when a channel (re)connects */
  let watched: number | null = null;
  /** bumped when the hub stops: an HTTP count answering after sign-out is dropped */
  let session = 0;
  /** per factory, bumped by every count frame: an HTTP count older than a frame is dropped */
  const frameSeq = new Map<number, number>();

  const setCount = (factoryId: number, count: number) =>
    set((s) => (s.counts[factoryId] === count ? s : { counts: { ...s.counts, [factoryId]: count } }));
  const resyncWatched = (): Promise<void> => (watched === null ? Promise.resolve() : get().resync(watched));

  // The hub lives as long as the page, and so does this store: subscribed once, never unsubscribed.
  // Before a (re)connect the resync is awaited: its HTTP call also refreshes an expired access token first.
  beforeLiveConnect(resyncWatched);
  subscribeLive('connected', () => void resyncWatched());
  subscribeLive('count', ({ factoryId, msgCount }) => {
    frameSeq.set(factoryId, (frameSeq.get(factoryId) ?? 0) + 1);
    setCount(factoryId, msgCount);
  });
  // Counts fetched before the first start (the badge's) stay; a stop (sign-out, another user) drops them.
  subscribeLive('stopped', () => {
    session += 1;
    frameSeq.clear();
    set({ counts: {} });
  });

  return {
    counts: {},

    watch: (factoryId) => {
      watched = factoryId;
      return get().resync(factoryId);
    },

    resync: async (factoryId) => {
      const mySession = session;
      const seq = frameSeq.get(factoryId) ?? 0;
      try {
        const count = await fetchMessageCount(factoryId);
        if (mySession !== session || (frameSeq.get(factoryId) ?? 0) !== seq) return;
        setCount(factoryId, count.totalMsgCount);
      } catch {
        // Silent (docs/requirements.md §8 rows are for user actions): the last count stays until a frame or the next resync.
      }
    },
  };
});
