/** All SQL about failed sign-in counters (login_attempt). */
import type { Db } from '../../db/client';

export interface AttemptRow {
  key: string;
  failCount: number;
  windowStart: Date;
  lockedUntil: Date | null;
}

export class ThrottleRepository {
  constructor(private readonly db: Db) {}

  async find(keys: string[]): Promise<AttemptRow[]> {
    const { rows } = await this.db.query<{
      key: string;
      fail_count: number;
      window_start: Date;
      locked_until: Date | null;
    }>('SELECT key, fail_count, window_start, locked_until FROM login_attempt WHERE key = ANY($1::text[])', [
      keys,
    ]);
    return rows.map((r) => ({
      key: r.key,
      failCount: r.fail_count,
      windowStart: r.window_start,
      lockedUntil: r.locked_until,
    }));
  }

  /**
   * Counts one failure in one statement (safe under concurrency): a window older than `windowStart`
   * starts again at 1. Returns the new count and the start of its window.
   */
  async addFailure(key: string, now: Date, windowStart: Date): Promise<{ failCount: number }> {
    const { rows } = await this.db.query<{ fail_count: number }>(
      `INSERT INTO login_attempt (key, fail_count, window_start) VALUES ($1, 1, $2)
       ON CONFLICT (key) DO UPDATE SET
         fail_count = CASE WHEN login_attempt.window_start < $3 THEN 1 ELSE login_attempt.fail_count + 1 END,
         window_start = CASE WHEN login_attempt.window_start < $3 THEN $2 ELSE login_attempt.window_start END
       RETURNING fail_count`,
      [key, now, windowStart],
    );
    return { failCount: rows[0]?.fail_count ?? 1 };
  }

  async lock(key: string, until: Date): Promise<void> {
    await this.db.query('UPDATE login_attempt SET locked_until = $2 WHERE key = $1', [key, until]);
  }

  async clear(key: string): Promise<void> {
    await this.db.query('DELETE FROM login_attempt WHERE key = $1', [key]);
  }
}
