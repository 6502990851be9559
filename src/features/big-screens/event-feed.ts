/**
 * The last hour's events of the internal big screen (docs/requirements.md §2): each refresh brings the server's
 * list; merged with what is shown, newest first, each event once, and never more than a fixed number, so a wall
 * display left on for weeks holds no more events than on its first minute.
 */

export const FEED_LIMIT = 50;
export const FEED_WINDOW_MS = 60 * 60 * 1000;

export interface FeedEvent {
  /** unique across kinds (e.g. `alarm-12`, `order-FIX2026…`) */
  key: string;
  /** ISO time */
  at: string;
}

const time = (e: FeedEvent) => {
  const ms = Date.parse(e.at);
  return Number.isFinite(ms) ? ms : 0;
};

/**
 * Incoming events win over shown ones with the same key (their state may have moved); events older than the
 * window before `now` leave; newest first; at most `limit`.
 */
export function mergeFeed<E extends FeedEvent>(
  shown: readonly E[],
  incoming: readonly E[],
  now: number,
  limit = FEED_LIMIT,
  windowMs = FEED_WINDOW_MS,
): E[] {
  const byKey = new Map<string, E>();
  for (const e of shown) byKey.set(e.key, e);
  for (const e of incoming) byKey.set(e.key, e);
  const since = now - windowMs;
  return [...byKey.values()]
    .filter((e) => time(e) >= since)
    .sort((a, b) => time(b) - time(a) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .slice(0, Math.max(0, limit));
}
