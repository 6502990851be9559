/**
 * Sessions, principals and per-user answers in memory (docs/architecture.md §3 "Session cache"), so that a guarded
 * request does not read the database: bounded (least recently used first out) and emptied of what a change names by
 * the `woms_auth` notifications that database triggers send at commit (migration 015), on every instance. While the
 * listening connection is lost nothing is answered from memory, and what was kept is dropped when it is back, so a
 * notification missed meanwhile cannot leave a revoked session usable. Entries also age out after a minute.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { Lru } from '../../shared/lru';
import type { Principal } from '../../shared/principal';
import type { AccessSession } from './token-repository';

export const AUTH_NOTIFY_CHANNEL = 'woms_auth';

const SESSIONS_MAX = 20_000;
const USERS_MAX = 5_000;
/** a backstop: every change is notified, but nothing is kept for longer than this */
const ENTRY_TTL_MS = 60_000;
/** how long a write request waits for its own notifications to come back (PostgreSQL, `settle`) */
const SETTLE_TIMEOUT_MS = 1_000;

interface SessionEntry {
  session: AccessSession;
  at: number;
}

interface UserEntry {
  /** roles, permissions and factory scope: the principal without the sign-in's own fields */
  grants?: Pick<Principal, 'roleKeys' | 'permissions' | 'factoryIds'>;
  /** answers of the user's own, e.g. getInfo's user record, getRouters' menus */
  memo: Map<string, unknown>;
  at: number;
}

export class AuthCache {
  private readonly sessions = new Lru<string, SessionEntry>(SESSIONS_MAX);
  private readonly users = new Lru<number, UserEntry>(USERS_MAX);
  private readonly settling = new Map<string, () => void>();
  /** bumped by every invalidation: a value read from the database before one is not kept after it */
  private generation = 0;
  /** answering from memory: only while the notifications are heard */
  private live = false;

  /** Starts listening; answers the function that stops it. */
  async attach(db: Db): Promise<() => Promise<void>> {
    const stop = await db.listen(AUTH_NOTIFY_CHANNEL, (payload) => this.handle(payload), {
      onLost: () => {
        this.live = false;
        this.clear();
      },
      onRestored: () => {
        this.clear();
        this.live = true;
      },
    });
    this.live = true;
    return async () => {
      this.live = false;
      this.clear();
      await stop();
    };
  }

  /**
   * The kept session of an access token hash, at once: the session, null when it has expired at `now`, undefined when
   * none is kept (ask `session`). The guard's hot path needs no promise.
   */
  keptSession(hash: string, now: Date): AccessSession | null | undefined {
    if (!this.live) return undefined;
    const entry = this.sessions.get(hash);
    if (!entry || !fresh(entry.at)) return undefined;
    return entry.session.expiresAt > now.getTime() ? entry.session : null;
  }

  /** The kept principal of a session, at once, or undefined when none is kept (ask `principal`). */
  keptPrincipal(session: AccessSession): Principal | undefined {
    const grants = this.live ? this.freshUser(session.userId)?.grants : undefined;
    if (!grants) return undefined;
    return { userId: session.userId, userName: session.userName, loginId: session.loginId, ...grants };
  }

  /** The session of an access token hash, valid at `now`, from memory or `load`. */
  async session(
    hash: string,
    now: Date,
    load: () => Promise<AccessSession | null>,
  ): Promise<AccessSession | null> {
    const kept = this.keptSession(hash, now);
    if (kept !== undefined) return kept;
    const generation = this.generation;
    const session = await load();
    if (session && this.live && generation === this.generation) {
      this.sessions.set(hash, { session, at: Date.now() });
    }
    return session;
  }

  /** The principal of a session, from memory or `load`. */
  async principal(session: AccessSession, load: () => Promise<Principal>): Promise<Principal> {
    const kept = this.keptPrincipal(session);
    if (kept) return kept;
    const generation = this.generation;
    const principal = await load();
    if (this.live && generation === this.generation) {
      const { roleKeys, permissions, factoryIds } = principal;
      this.userEntry(session.userId).grants = { roleKeys, permissions, factoryIds };
    }
    return principal;
  }

  /** An answer that depends only on the user's own data (invalidated with the user), from memory or `load`. */
  async memo<T>(userId: number, key: string, load: () => Promise<T>): Promise<T> {
    const entry = this.live ? this.freshUser(userId) : undefined;
    if (entry?.memo.has(key)) return entry.memo.get(key) as T;
    const generation = this.generation;
    const value = await load();
    if (this.live && generation === this.generation) this.userEntry(userId).memo.set(key, value);
    return value;
  }

  /**
   * Resolves once this instance has heard every notification committed before the call: on PostgreSQL the listener
   * hears them on a connection of its own, a moment after the writer's commit, so a write request waits for them
   * before it answers, and the caller's next request never meets what it just changed (notifications arrive in
   * commit order, so its own marker comes last). PGlite delivers them before the writing statement resolves.
   */
  async settle(db: Db): Promise<void> {
    if (!this.live) return;
    const marker = randomUUID();
    let timer: NodeJS.Timeout | undefined;
    const heard = new Promise<void>((resolve) => {
      this.settling.set(marker, resolve);
      timer = setTimeout(resolve, SETTLE_TIMEOUT_MS);
    });
    try {
      await db.query('SELECT pg_notify($1, $2)', [AUTH_NOTIFY_CHANNEL, JSON.stringify({ settle: marker })]);
      await heard;
    } finally {
      clearTimeout(timer);
      this.settling.delete(marker);
    }
  }

  /** A notification of the channel (anything unknown drops everything: safe). */
  handle(payload: string): void {
    const note = parseNote(payload);
    if (typeof note?.settle === 'string') {
      this.settling.get(note.settle)?.();
      return;
    }
    this.generation += 1;
    if (typeof note?.u === 'number') {
      const userId = note.u;
      this.users.delete(userId);
      this.sessions.deleteWhere((e) => e.session.userId === userId);
    } else if (typeof note?.l === 'number') {
      const loginId = note.l;
      this.sessions.deleteWhere((e) => e.session.loginId === loginId);
    } else {
      this.clear();
    }
  }

  private clear(): void {
    this.generation += 1;
    this.sessions.clear();
    this.users.clear();
  }

  private freshUser(userId: number): UserEntry | undefined {
    const entry = this.users.get(userId);
    return entry && fresh(entry.at) ? entry : undefined;
  }

  private userEntry(userId: number): UserEntry {
    let entry = this.freshUser(userId);
    if (!entry) {
      entry = { memo: new Map(), at: Date.now() };
      this.users.set(userId, entry);
    }
    return entry;
  }
}

interface AuthNote {
  u?: unknown;
  l?: unknown;
  settle?: unknown;
}

function parseNote(payload: string): AuthNote | null {
  try {
    const value: unknown = JSON.parse(payload);
    return typeof value === 'object' && value !== null ? (value as AuthNote) : null;
  } catch {
    return null;
  }
}

const fresh = (at: number): boolean => Date.now() - at < ENTRY_TTL_MS;
