/** All SQL about captchas. */
import type { Db } from '../../db/client';

export class CaptchaRepository {
  constructor(private readonly db: Db) {}

  /** Stores a captcha, replacing `replaces` (the one being refreshed) and sweeping expired ones. */
  async save(uuid: string, code: string, expiresAt: Date, now: Date, replaces?: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query('DELETE FROM captcha WHERE expires_at <= $1 OR uuid = $2', [now, replaces ?? '']);
      await tx.query('INSERT INTO captcha (uuid, code, expires_at) VALUES ($1, $2, $3)', [
        uuid,
        code,
        expiresAt,
      ]);
    });
  }

  /** Deletes and returns the captcha: one check per captcha, whatever its outcome. */
  async take(uuid: string): Promise<{ code: string; expiresAt: Date } | null> {
    const { rows } = await this.db.query<{ code: string; expires_at: Date }>(
      'DELETE FROM captcha WHERE uuid = $1 RETURNING code, expires_at',
      [uuid],
    );
    const r = rows[0];
    return r ? { code: r.code, expiresAt: r.expires_at } : null;
  }
}
