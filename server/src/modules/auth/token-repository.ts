/** All SQL about OAuth clients, sign-ins (token families) and their opaque tokens. */
import { asSessionEndReason, type SessionEndReason } from '../../../../contract/online/schemas';
import { publishLive } from '../../shared/live-events';
import type { Db } from '../../db/client';

export interface OAuthClient {
  clientId: string;
  secretHash: string;
  grantTypes: string[];
  scope: string;
}

export interface AccessSession {
  userId: number;
  userName: string;
  loginId: number;
  /** when the access token expires, ms since the epoch (a cached session is checked against it) */
  expiresAt: number;
}

/** A session as read from the database, with when its sign-in was last seen (ms since the epoch). */
export interface SeenSession extends AccessSession {
  lastSeenAt: number;
}

/** Where a sign-in came from: the address and the browser's user agent. */
export interface SignInOrigin {
  address: string;
  userAgent: string;
}

/**
 * How long a finished sign-in (revoked, or its refresh chain at its end) is kept after its chain's end before the
 * user's next sign-in sweeps it: meanwhile the browser holding its tokens is told why it ended, even after the user
 * signed in elsewhere (docs/administration.md "Why a session ended").
 */
const FINISHED_KEPT_MS = 30 * 24 * 3600 * 1000;

/** How much of a user agent is kept: enough to name the browser and system (docs/administration.md "在线用户"). */
const USER_AGENT_MAX = 400;

export interface RefreshRecord {
  loginId: number;
  userId: number;
  userName: string;
  clientId: string;
  expiresAt: Date;
  usedAt: Date | null;
  revokedAt: Date | null;
  /** why it was revoked (SESSION_END_REASON), null when not or for no recorded reason (a replayed token) */
  revokeReason: SessionEndReason | null;
  refreshExpiresAt: Date;
}

export interface IssuedPair {
  accessHash: string;
  refreshHash: string;
  accessExpiresAt: Date;
  refreshExpiresAt: Date;
}

export class TokenRepository {
  constructor(private readonly db: Db) {}

  async client(clientId: string): Promise<OAuthClient | null> {
    const { rows } = await this.db.query<{
      client_id: string;
      secret_hash: string;
      grant_types: string;
      scope: string;
    }>('SELECT client_id, secret_hash, grant_types, scope FROM oauth_client WHERE client_id = $1', [
      clientId,
    ]);
    const r = rows[0];
    return r
      ? {
          clientId: r.client_id,
          secretHash: r.secret_hash,
          grantTypes: r.grant_types.split(','),
          scope: r.scope,
        }
      : null;
  }

  /** A new sign-in with its first token pair. Old, finished sign-ins of the user are swept on the way. */
  async createLogin(
    userId: number,
    clientId: string,
    origin: SignInOrigin,
    now: Date,
    pair: IssuedPair,
  ): Promise<number> {
    return this.db.transaction(async (tx) => {
      await tx.query('DELETE FROM auth_login WHERE user_id = $1 AND refresh_expires_at <= $2', [
        userId,
        new Date(now.getTime() - FINISHED_KEPT_MS),
      ]);
      const { rows } = await tx.query<{ login_id: number }>(
        `INSERT INTO auth_login (user_id, client_id, address, user_agent, created_at, last_seen_at, refresh_expires_at)
         VALUES ($1, $2, $3, $4, $5, $5, $6) RETURNING login_id`,
        [
          userId,
          clientId,
          origin.address.slice(0, 64),
          origin.userAgent.slice(0, USER_AGENT_MAX),
          now,
          pair.refreshExpiresAt,
        ],
      );
      const loginId = rows[0]!.login_id;
      await insertPair(tx, loginId, userId, pair);
      return loginId;
    });
  }

  async findAccess(hash: string, now: Date): Promise<SeenSession | null> {
    const { rows } = await this.db.query<{
      user_id: number;
      user_name: string;
      login_id: number;
      expires_at: Date;
      last_seen_at: Date | null;
    }>(
      `SELECT t.user_id, u.user_name, t.login_id, t.expires_at, l.last_seen_at
         FROM auth_token t
         JOIN auth_login l ON l.login_id = t.login_id
         JOIN sys_user u ON u.user_id = t.user_id
        WHERE t.token_hash = $1 AND t.kind = 'access' AND t.expires_at > $2
          AND l.revoked_at IS NULL AND u.status = '0'`,
      [hash, now],
    );
    const r = rows[0];
    return r
      ? {
          userId: r.user_id,
          userName: r.user_name,
          loginId: r.login_id,
          expiresAt: new Date(r.expires_at).getTime(),
          lastSeenAt: r.last_seen_at ? new Date(r.last_seen_at).getTime() : 0,
        }
      : null;
  }

  /**
   * Why the sign-in of a token was revoked (SESSION_END_REASON), or null: not revoked, revoked for no reason to tell
   * (a sign-out, a replayed refresh token), or no such token. Read only when a token was refused, so the refusal can
   * say why (docs/administration.md "Why a session ended"). The end of the refresh chain is the refresh's to tell.
   */
  async revokeReason(hash: string): Promise<SessionEndReason | null> {
    const { rows } = await this.db.query<{ revoke_reason: string | null }>(
      `SELECT l.revoke_reason FROM auth_token t JOIN auth_login l ON l.login_id = t.login_id
        WHERE t.token_hash = $1 AND l.revoked_at IS NOT NULL`,
      [hash],
    );
    return asSessionEndReason(rows[0]?.revoke_reason);
  }

  /**
   * The sign-in was seen at `now` (docs/administration.md "在线用户": written when a session is read from the
   * database, at most about once a minute). The column is outside the session cache's trigger (migration 024).
   */
  async touch(loginId: number, now: Date): Promise<void> {
    await this.db.query(
      'UPDATE auth_login SET last_seen_at = $2 WHERE login_id = $1 AND revoked_at IS NULL',
      [loginId, now],
    );
  }

  /**
   * The sign-in an access token belongs to, whatever its state (logout is idempotent), its account, and whether it
   * was still open (not revoked).
   */
  async loginOfAccess(hash: string): Promise<{ loginId: number; userName: string; open: boolean } | null> {
    const { rows } = await this.db.query<{ login_id: number; user_name: string; open: boolean }>(
      `SELECT t.login_id, u.user_name, l.revoked_at IS NULL AS open
         FROM auth_token t
         JOIN auth_login l ON l.login_id = t.login_id
         JOIN sys_user u ON u.user_id = t.user_id
        WHERE t.token_hash = $1 AND t.kind = 'access'`,
      [hash],
    );
    const r = rows[0];
    return r ? { loginId: r.login_id, userName: r.user_name, open: r.open } : null;
  }

  async findRefresh(hash: string): Promise<RefreshRecord | null> {
    const { rows } = await this.db.query<{
      login_id: number;
      user_id: number;
      user_name: string;
      client_id: string;
      expires_at: Date;
      used_at: Date | null;
      revoked_at: Date | null;
      revoke_reason: string | null;
      refresh_expires_at: Date;
    }>(
      `SELECT t.login_id, t.user_id, u.user_name, l.client_id, t.expires_at, t.used_at, l.revoked_at, l.revoke_reason,
              l.refresh_expires_at
         FROM auth_token t
         JOIN auth_login l ON l.login_id = t.login_id
         JOIN sys_user u ON u.user_id = t.user_id
        WHERE t.token_hash = $1 AND t.kind = 'refresh'`,
      [hash],
    );
    const r = rows[0];
    return r
      ? {
          loginId: r.login_id,
          userId: r.user_id,
          userName: r.user_name,
          clientId: r.client_id,
          expiresAt: r.expires_at,
          usedAt: r.used_at,
          revokedAt: r.revoked_at,
          revokeReason: asSessionEndReason(r.revoke_reason),
          refreshExpiresAt: r.refresh_expires_at,
        }
      : null;
  }

  /**
   * Marks the refresh token used and stores the next pair, atomically. Returns false when the token was
   * used meanwhile (two concurrent refreshes with one token): the caller treats that as a replay.
   */
  async rotate(
    oldHash: string,
    loginId: number,
    userId: number,
    now: Date,
    pair: IssuedPair,
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ login_id: number }>(
        'UPDATE auth_token SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL RETURNING login_id',
        [oldHash, now],
      );
      if (rows.length === 0) return false;
      await insertPair(tx, loginId, userId, pair);
      await tx.query('UPDATE auth_login SET last_seen_at = $2 WHERE login_id = $1', [loginId, now]);
      return true;
    });
  }

  /**
   * Ends one sign-in, remembering why when there is a reason to tell (a sign-out or a replayed refresh token has none);
   * the user's live channels close on every instance (docs/architecture.md §3).
   */
  async revokeLogin(loginId: number, now: Date, reason: SessionEndReason | null = null): Promise<void> {
    await this.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ user_id: number }>(
        `UPDATE auth_login SET revoked_at = $2, revoke_reason = $3
          WHERE login_id = $1 AND revoked_at IS NULL RETURNING user_id`,
        [loginId, now, reason],
      );
      if (rows[0]) await publishLive(tx, { t: 'bye', u: rows[0].user_id });
    });
  }
}

/**
 * Ends every sign-in of a user but `keepLoginId` (the one changing its own password), remembering why, and closes the
 * sockets of those sign-ins on every instance with the reason (docs/administration.md "Why a session ended"). Runs on
 * the caller's transaction: the repositories of the user's password and status call it beside their own writes.
 */
export async function revokeUserLogins(
  db: Db,
  userId: number,
  now: Date,
  reason: SessionEndReason,
  keepLoginId?: number,
): Promise<void> {
  await db.query(
    `UPDATE auth_login SET revoked_at = $2, revoke_reason = $3
      WHERE user_id = $1 AND revoked_at IS NULL AND login_id <> $4`,
    [userId, now, reason, keepLoginId ?? 0],
  );
  await publishLive(db, { t: 'end', u: userId, r: reason, ...(keepLoginId ? { k: keepLoginId } : {}) });
}

async function insertPair(db: Db, loginId: number, userId: number, pair: IssuedPair): Promise<void> {
  await db.query(
    `INSERT INTO auth_token (token_hash, kind, login_id, user_id, expires_at)
     VALUES ($1, 'access', $3, $4, $5), ($2, 'refresh', $3, $4, $6)`,
    [pair.accessHash, pair.refreshHash, loginId, userId, pair.accessExpiresAt, pair.refreshExpiresAt],
  );
}
