/** All SQL about a user's own record: editable profile fields, password change and the avatar. */
import { SESSION_END_REASON } from '../../../../contract/online/schemas';
import type { Db } from '../../db/client';
import type { AvatarType } from '../../../../contract/profile/schemas';
import { revokeUserLogins } from '../auth/token-repository';

/** Column of each editable profile field (the only fields PUT profile may change). */
export const PROFILE_COLUMNS = {
  nickName: 'nick_name',
  phonenumber: 'phonenumber',
  email: 'email',
  sex: 'sex',
  idType: 'id_type',
  idNumber: 'id_number',
  addr: 'addr',
} as const;
export type ProfileField = keyof typeof PROFILE_COLUMNS;
export type ProfileChanges = Partial<Record<ProfileField, string>>;

export interface StoredAvatar {
  contentType: AvatarType;
  data: Uint8Array;
  version: number;
}

export class ProfileRepository {
  constructor(private readonly db: Db) {}

  async idDocument(userId: number): Promise<{ idType: string; idNumber: string } | null> {
    const { rows } = await this.db.query<{ id_type: string; id_number: string }>(
      'SELECT id_type, id_number FROM sys_user WHERE user_id = $1',
      [userId],
    );
    const r = rows[0];
    return r ? { idType: r.id_type, idNumber: r.id_number } : null;
  }

  async update(userId: number, changes: ProfileChanges): Promise<void> {
    const fields = (Object.keys(changes) as ProfileField[]).filter((f) => changes[f] !== undefined);
    if (fields.length === 0) return;
    // Column names come from the fixed map above, never from the request.
    const sets = fields.map((f, i) => `${PROFILE_COLUMNS[f]} = $${i + 2}`).join(', ');
    await this.db.query(`UPDATE sys_user SET ${sets} WHERE user_id = $1`, [
      userId,
      ...fields.map((f) => changes[f]),
    ]);
  }

  async passwordHash(userId: number): Promise<string | null> {
    const { rows } = await this.db.query<{ password_hash: string }>(
      'SELECT password_hash FROM sys_user WHERE user_id = $1',
      [userId],
    );
    return rows[0]?.password_hash ?? null;
  }

  /**
   * Stores the new hash and revokes every other sign-in of the user in one transaction, so no other
   * login keeps working with a password that no longer exists (docs/architecture.md §3 "password change revokes").
   * The sign-in making the change (`keepLoginId`) stays.
   */
  async changePassword(userId: number, hash: string, keepLoginId: number, now: Date): Promise<void> {
    await this.db.transaction(async (tx) => {
      // the user chose it: an administrator's password no longer needs changing (docs/administration.md "Passwords")
      await tx.query(
        'UPDATE sys_user SET password_hash = $2, pwd_change_required = FALSE WHERE user_id = $1',
        [userId, hash],
      );
      // The other sign-ins' browsers are told why, their live channels close on every instance; the changer's close
      // as signed out and reconnect (docs/administration.md "Why a session ended").
      await revokeUserLogins(tx, userId, now, SESSION_END_REASON.PASSWORD_CHANGED, keepLoginId);
    });
  }

  /** Replaces the picture and points User.avatar at it, together. */
  async saveAvatar(userId: number, avatar: StoredAvatar, url: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO sys_user_avatar (user_id, content_type, data, version) VALUES ($1, $2, $3, $4)
         ON CONFLICT (user_id) DO UPDATE
           SET content_type = EXCLUDED.content_type, data = EXCLUDED.data, version = EXCLUDED.version`,
        [userId, avatar.contentType, avatar.data, avatar.version],
      );
      await tx.query('UPDATE sys_user SET avatar = $2 WHERE user_id = $1', [userId, url]);
    });
  }

  async avatar(userId: number): Promise<StoredAvatar | null> {
    const { rows } = await this.db.query<{
      content_type: AvatarType;
      data: Uint8Array;
      version: string | number | bigint;
    }>('SELECT content_type, data, version FROM sys_user_avatar WHERE user_id = $1', [userId]);
    const r = rows[0];
    // bigint comes back as a string (node-postgres) or a bigint (PGlite); ms timestamps fit a double.
    return r ? { contentType: r.content_type, data: r.data, version: Number(r.version) } : null;
  }
}
