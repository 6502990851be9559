/**
 * The idempotency keys' SQL (docs/architecture.md §3 "Idempotent writes"): claim a key for a write, keep its first
 * successful answer, release a claim whose write failed, forget what is older than a day.
 */
import type { Db } from '../../db/client';

export interface StoredAnswer {
  requestHash: string;
  /** null while the first write is still in progress */
  status: number | null;
  contentType: string | null;
  body: string | null;
  createdAt: Date;
}

export class IdempotencyRepository {
  constructor(private readonly db: Db) {}

  /**
   * Claims the key for this request: true when this request is the first, or the earlier use is forgotten (answered
   * before `expiredBefore`, or still unanswered since before `abandonedBefore`: its instance died mid-write); false
   * when another request holds or answered it.
   */
  async claim(
    userId: number,
    key: string,
    requestHash: string,
    now: Date,
    { expiredBefore, abandonedBefore }: { expiredBefore: Date; abandonedBefore: Date },
  ): Promise<boolean> {
    const { rows } = await this.db.query<{ claimed: boolean }>(
      `INSERT INTO sys_idempotency (user_id, idem_key, request_hash, created_at)
       VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id, idem_key) DO UPDATE
          SET request_hash = EXCLUDED.request_hash, status = NULL, content_type = NULL, body = NULL,
              created_at = EXCLUDED.created_at
        WHERE sys_idempotency.created_at < $5
           OR (sys_idempotency.status IS NULL AND sys_idempotency.created_at < $6)
       RETURNING true AS claimed`,
      [userId, key, requestHash, now, expiredBefore, abandonedBefore],
    );
    return rows.length > 0;
  }

  async find(userId: number, key: string): Promise<StoredAnswer | null> {
    const { rows } = await this.db.query<{
      request_hash: string;
      status: number | null;
      content_type: string | null;
      body: string | null;
      created_at: Date;
    }>(
      `SELECT request_hash, status, content_type, body, created_at FROM sys_idempotency
        WHERE user_id = $1 AND idem_key = $2`,
      [userId, key],
    );
    const r = rows[0];
    return r
      ? {
          requestHash: r.request_hash,
          status: r.status,
          contentType: r.content_type,
          body: r.body,
          createdAt: new Date(r.created_at),
        }
      : null;
  }

  async keep(userId: number, key: string, status: number, contentType: string, body: string): Promise<void> {
    await this.db.query(
      `UPDATE sys_idempotency SET status = $3, content_type = $4, body = $5
        WHERE user_id = $1 AND idem_key = $2 AND status IS NULL`,
      [userId, key, status, contentType, body],
    );
  }

  /** The write failed (nothing changed): a retry with the key does it again. */
  async release(userId: number, key: string): Promise<void> {
    await this.db.query(
      'DELETE FROM sys_idempotency WHERE user_id = $1 AND idem_key = $2 AND status IS NULL',
      [userId, key],
    );
  }

  /** Forgets keys older than `before`; answers how many went. */
  async sweep(before: Date): Promise<number> {
    const { rows } = await this.db.query('DELETE FROM sys_idempotency WHERE created_at < $1 RETURNING 1', [
      before,
    ]);
    return rows.length;
  }
}
