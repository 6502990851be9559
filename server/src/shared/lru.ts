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

  get(key: K): V | undefined {
    const value = this.map.get(key);
    if (value === undefined) return undefined;
    this.map.delete(key);
    this.map.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.max) this.map.delete(this.map.keys().next().value as K);
  }

  delete(key: K): void {
    this.map.delete(key);
  }

  /** Drops every entry `drop` picks (a scan: for invalidations, which are rare). */
  deleteWhere(drop: (value: V, key: K) => boolean): void {
    for (const [key, value] of this.map) if (drop(value, key)) this.map.delete(key);
  }

  clear(): void {
    this.map.clear();
  }
}
