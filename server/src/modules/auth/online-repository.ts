/**
 * All SQL of 在线用户 (docs/administration.md "在线用户"): the sign-ins still alive, scoped to the caller's factories,
 * and 强退, which revokes one with its reason and tells every instance to close its sockets.
 */
import { SESSION_END_REASON } from '../../../../contract/online/schemas';
import type { Db } from '../../db/client';
import type { FactoryScope } from '../../shared/factory-scope';
import { containsPattern } from '../../shared/like';
import { publishLive } from '../../shared/live-events';
import type { PageWindow } from '../../shared/paging';
import { userInScope } from '../user/admin-repository';
import { isAdminSql } from '../user/permission-sql';

export interface OnlineFilter {
  userName?: string;
  ipaddr?: string;
}

export interface LiveSignIn {
  loginId: number;
  userName: string;
  nickName: string;
  /** the user's current factory, else the bound factories joined by 、 */
  factoryName: string;
  /** an administrator: every factory */
  allFactories: boolean;
  address: string;
  userAgent: string;
  createdAt: Date;
  lastSeenAt: Date;
}

/** A sign-in is alive while not revoked and its refresh chain has not reached its end. */
const ALIVE = 'l.revoked_at IS NULL AND l.refresh_expires_at > $1';

export class OnlineRepository {
  constructor(private readonly db: Db) {}

  async list(
    now: Date,
    filter: OnlineFilter,
    scope: FactoryScope,
    window: PageWindow,
  ): Promise<{ rows: LiveSignIn[]; total: number }> {
    const params: unknown[] = [now];
    const conds = [ALIVE, userInScope(scope, params)];
    if (filter.userName) {
      params.push(containsPattern(filter.userName));
      conds.push(`u.user_name ILIKE $${params.length}`);
    }
    if (filter.ipaddr) {
      params.push(containsPattern(filter.ipaddr));
      conds.push(`l.address LIKE $${params.length}`);
    }
    const where = conds.join(' AND ');
    const { rows } = await this.db.query<{
      login_id: number;
      user_name: string;
      nick_name: string;
      factory_name: string | null;
      all_factories: boolean;
      address: string;
      user_agent: string;
      created_at: Date;
      last_seen_at: Date | null;
      total: number;
    }>(
      `SELECT l.login_id, u.user_name, u.nick_name, l.address, l.user_agent, l.created_at, l.last_seen_at,
              coalesce(cf.name, (SELECT string_agg(a.name, '、' ORDER BY a.order_num, a.id)
                                   FROM sys_user_factory f JOIN sys_area a ON a.id = f.factory_id
                                  WHERE f.user_id = u.user_id)) AS factory_name,
              ${isAdminSql('u.user_id')} AS all_factories,
              count(*) OVER ()::int AS total
         FROM auth_login l
         JOIN sys_user u ON u.user_id = l.user_id
         LEFT JOIN sys_area cf ON cf.id = u.current_factory_id
        WHERE ${where}
        ORDER BY l.created_at DESC, l.login_id DESC
        LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, window.limit, window.offset],
    );
    const total = rows[0]?.total ?? (window.offset > 0 ? await this.count(where, params) : 0);
    return {
      total,
      rows: rows.map((r) => ({
        loginId: r.login_id,
        userName: r.user_name,
        nickName: r.nick_name,
        factoryName: r.factory_name ?? '',
        allFactories: r.all_factories,
        address: r.address,
        userAgent: r.user_agent,
        createdAt: new Date(r.created_at),
        lastSeenAt: new Date(r.last_seen_at ?? r.created_at),
      })),
    };
  }

  private async count(where: string, params: unknown[]): Promise<number> {
    const { rows } = await this.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM auth_login l JOIN sys_user u ON u.user_id = l.user_id WHERE ${where}`,
      params,
    );
    return rows[0]?.n ?? 0;
  }

  /**
   * 强退: revokes a live sign-in of a user in the scope, remembering why, and closes its sockets on every instance
   * (the notification leaves at commit). False when there is no such sign-in (ended, unknown or out of scope).
   */
  async forceLogout(loginId: number, scope: FactoryScope, now: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const params: unknown[] = [now, loginId, SESSION_END_REASON.FORCED];
      const { rows } = await tx.query<{ user_id: number }>(
        `UPDATE auth_login l SET revoked_at = $1, revoke_reason = $3
           FROM sys_user u
          WHERE u.user_id = l.user_id AND l.login_id = $2 AND ${ALIVE} AND ${userInScope(scope, params)}
          RETURNING l.user_id`,
        params,
      );
      const userId = rows[0]?.user_id;
      if (userId === undefined) return false;
      await publishLive(tx, { t: 'kick', u: userId, l: loginId });
      return true;
    });
  }
}
