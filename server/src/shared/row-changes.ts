/**
 * Shared answers kept in memory until a table they read changes (docs/architecture.md §3 "Read caches"): database
 * triggers (migration 016) send the table's name on `woms_rows` at commit, whoever writes, and every instance drops
 * each cache that reads that table. Like the session cache: while the listening connection is lost nothing is answered
 * from memory and everything is dropped when it is back, a value read while a change arrived is not kept, and nothing
 * is kept for longer than a minute. A cached value is shared by every caller: treat it as read-only.
 */
import type { Db } from '../db/client';
import { Lru } from './lru';

export const ROWS_NOTIFY_CHANNEL = 'woms_rows';

/** a backstop: every change is notified, but nothing is kept for longer than this */
const ENTRY_TTL_MS = 60_000;

interface Entry<T> {
  value: T;
  at: number;
}

/** What a cache asks of the listener: whether its notifications are heard now. */
interface Hearing {
  readonly live: boolean;
}

/** Answers by key, bounded (least recently used out first), dropped whole when one of its tables changes. */
export class ReadCache<T> {
  private readonly entries: Lru<string, Entry<T>>;
  /** bumped by every drop: a value read from the database before one is not kept after it */
  private generation = 0;

  constructor(
    private readonly hearing: Hearing,
    readonly tables: ReadonlySet<string>,
    max: number,
  ) {
    this.entries = new Lru(max);
  }

  get size(): number {
    return this.entries.size;
  }

  /** The answer of `key`, from memory or `load`. */
  async get(key: string, load: () => Promise<T>): Promise<T> {
    if (this.hearing.live) {
      const entry = this.entries.get(key);
      if (entry && Date.now() - entry.at < ENTRY_TTL_MS) return entry.value;
    }
    const generation = this.generation;
    const value = await load();
    if (this.hearing.live && generation === this.generation) this.entries.set(key, { value, at: Date.now() });
    return value;
  }

  drop(): void {
    this.generation += 1;
    this.entries.clear();
  }
}

/** The one listener of `woms_rows` of an app, and the caches it keeps current. */
export class RowChanges implements Hearing {
  private readonly caches = new Set<ReadCache<unknown>>();
  private heard = false;

  get live(): boolean {
    return this.heard;
  }

  /** A cache of answers that read `tables` (their names as the database has them), at most `max` of them. */
  cache<T>(tables: readonly string[], max: number): ReadCache<T> {
    const cache = new ReadCache<T>(this, new Set(tables), max);
    this.caches.add(cache as ReadCache<unknown>);
    return cache;
  }

  /** Starts listening; answers the function that stops it. */
  async attach(db: Db): Promise<() => Promise<void>> {
    const stop = await db.listen(ROWS_NOTIFY_CHANNEL, (table) => this.handle(table), {
      onLost: () => {
        this.heard = false;
        this.dropAll();
      },
      onRestored: () => {
        this.dropAll();
        this.heard = true;
      },
    });
    this.heard = true;
    return async () => {
      this.heard = false;
      this.dropAll();
      await stop();
    };
  }

  /** A notification: the name of a table that changed. */
  handle(table: string): void {
    for (const cache of this.caches) if (cache.tables.has(table)) cache.drop();
  }

  private dropAll(): void {
    for (const cache of this.caches) cache.drop();
  }
}
