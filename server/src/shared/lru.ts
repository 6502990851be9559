/**
 * A bounded map that forgets the least recently used entry first (docs/architecture.md §3 "Session cache"): a Map
 * keeps insertion order, so a hit moves its entry to the end and the first key is the oldest.
 */
export class Lru<K, V> {
  private readonly map = new Map<K, V>();

  constructor(private readonly max: number) {}

  get size(): number {
    return this.map.size;
  }

  /** the most recently used key: a hit on it needs no move (the hot path asks for the same entry again and again) */
  private newest: K | undefined;

  get(key: K): V | undefined {
    const value = this.map.get(key);
    if (value === undefined || key === this.newest) return value;
    this.map.delete(key);
    this.map.set(key, value);
    this.newest = key;
    return value;
  }

  set(key: K, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    this.newest = key;
    if (this.map.size > this.max) this.map.delete(this.map.keys().next().value as K);
  }

  delete(key: K): void {
    this.map.delete(key);
    if (key === this.newest) this.newest = undefined;
  }

  /** Drops every entry `drop` picks (a scan: for invalidations, which are rare). */
  deleteWhere(drop: (value: V, key: K) => boolean): void {
    for (const [key, value] of this.map) if (drop(value, key)) this.delete(key);
  }

  /** Entries from the least recently used on. */
  entries(): IterableIterator<[K, V]> {
    return this.map.entries();
  }

  clear(): void {
    this.map.clear();
    this.newest = undefined;
  }
}
