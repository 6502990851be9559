// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { FEED_LIMIT, mergeFeed, type FeedEvent } from './event-feed';

const NOW = Date.parse('2026-03-02T10:00:00Z');
const at = (minutesAgo: number) => new Date(NOW - minutesAgo * 60_000).toISOString();
const ev = (key: string, minutesAgo: number, text = key): FeedEvent & { text: string } => ({
  key,
  at: at(minutesAgo),
  text,
});

describe('mergeFeed (the last hour’s events, bounded)', () => {
  it('newest first, each event once, the incoming version of an event wins', () => {
    const shown = [ev('a', 5, 'old a'), ev('b', 10)];
    const merged = mergeFeed(shown, [ev('a', 5, 'new a'), ev('c', 1)], NOW);
    expect(merged.map((e) => e.key)).toEqual(['c', 'a', 'b']);
    expect(merged[1]?.text).toBe('new a');
  });

  it('drops what is older than the hour', () => {
    const merged = mergeFeed([ev('old', 61), ev('edge', 60)], [ev('new', 0)], NOW);
    expect(merged.map((e) => e.key)).toEqual(['new', 'edge']);
  });

  it('never holds more than the limit, however many refreshes it has merged', () => {
    let shown: FeedEvent[] = [];
    for (let refresh = 0; refresh < 1000; refresh += 1) {
      const incoming = Array.from({ length: 20 }, (_, i) =>
        ev(`r${refresh}-${i}`, (i % 50) + 0.001 * refresh),
      );
      shown = mergeFeed(shown, incoming, NOW);
      expect(shown.length).toBeLessThanOrEqual(FEED_LIMIT);
    }
    expect(shown).toHaveLength(FEED_LIMIT);
    expect(mergeFeed(shown, [], NOW, 3)).toHaveLength(3);
    expect(mergeFeed(shown, [], NOW, -1)).toEqual([]);
  });

  it('an unreadable time sorts last and leaves with the hour', () => {
    const merged = mergeFeed([], [{ key: 'x', at: 'not a time' }, ev('y', 1)], NOW);
    expect(merged.map((e) => e.key)).toEqual(['y']);
  });
});
