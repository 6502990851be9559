/** All SQL about users, their roles and factory bindings. */
import type { Db } from '../../db/client';
import { ALL_PERMISSION } from '../../../../contract/system/schemas';
import type { User } from '../../../../contract/system/schemas';
import type { FactoryScope } from '../../shared/factory-scope';
import { ADMIN_ROLE_KEY, type Principal } from '../../shared/principal';
import { grantedCodesSql } from './permission-sql';
import { allFactoriesSql, scopedFactoriesSql } from './scope-sql';

export interface Credentials {
  userId: number;
  userName: string;
  passwordHash: string;
  status: string;
}

interface UserRow {
  user_id: number;
  user_name: string;
  nick_name: string;
  avatar: string;
  email: string;
  phonenumber: string;
  sex: string;
  status: string;
  remark: string;
  dept_id: number | null;
  dept_name: string | null;
  id_type: string;
  id_number: string;
  addr: string;
  current_factory_id: number | null;
  version: number;
}

export interface NewUser {
  userName: string;
  nickName: string;
  passwordHash: string;
  status: '0' | '1';
}

export class UserRepository {
  constructor(private readonly db: Db) {}

  async findCredentials(userName: string): Promise<Credentials | null> {
    const { rows } = await this.db.query<{
      user_id: number;
      user_name: string;
      password_hash: string;
      status: string;
    }>('SELECT user_id, user_name, password_hash, status FROM sys_user WHERE lower(user_name) = lower($1)', [
      userName,
    ]);
    const r = rows[0];
    return r
      ? { userId: r.user_id, userName: r.user_name, passwordHash: r.password_hash, status: r.status }
      : null;
  }

  async status(userId: number): Promise<string | null> {
    const { rows } = await this.db.query<{ status: string }>(
      'SELECT status FROM sys_user WHERE user_id = $1',
      [userId],
    );
    return rows[0]?.status ?? null;
  }

  /** Inserts unless the name is taken (whatever its case); returns the new id or null. */
  async createIfAbsent(user: NewUser): Promise<number | null> {
    const { rows } = await this.db.query<{ user_id: number }>(
      `INSERT INTO sys_user (user_name, nick_name, password_hash, status) VALUES ($1, $2, $3, $4)
       ON CONFLICT ((lower(user_name))) DO NOTHING RETURNING user_id`,
      [user.userName, user.nickName, user.passwordHash, user.status],
    );
    return rows[0]?.user_id ?? null;
  }

  /** Roles, permission codes and factory ids in one round trip: it runs on every guarded request. */
  async principal(userId: number, userName: string, loginId: number): Promise<Principal> {
    const { rows } = await this.db.query<{
      roles: string[];
      perms: string[];
      sees_all: boolean;
      factories: number[];
    }>(
      `SELECT
         ARRAY(SELECT r.role_key FROM sys_role r JOIN sys_user_role ur ON ur.role_id = r.role_id
               WHERE ur.user_id = $1 AND r.status = '0' ORDER BY r.role_sort) AS roles,
         ARRAY(${grantedCodesSql('$1')}) AS perms,
         ${allFactoriesSql('$1')} AS sees_all,
         ARRAY(${scopedFactoriesSql('$1')}) AS factories`,
      [userId],
    );
    const row = rows[0] ?? { roles: [], perms: [], sees_all: false, factories: [] };
    const admin = row.roles.includes(ADMIN_ROLE_KEY);
    return {
      userId,
      userName,
      loginId,
      roleKeys: row.roles,
      permissions: admin ? [ALL_PERMISSION] : row.perms,
      factoryIds: admin || row.sees_all ? 'all' : row.factories,
    };
  }

  /**
   * The factory scope of each of `userIds` as their principal has it (admin: 'all'), in one query: the live
   * hub asks it for the users holding sockets on its instance (docs/architecture.md §3 "Live channels").
   */
  async factoryScopes(userIds: readonly number[]): Promise<Map<number, FactoryScope>> {
    if (userIds.length === 0) return new Map();
    const { rows } = await this.db.query<{ userId: number; sees_all: boolean; factories: number[] }>(
      `SELECT u.user_id AS "userId", ${allFactoriesSql('u.user_id')} AS sees_all,
              ARRAY(${scopedFactoriesSql('u.user_id')}) AS factories
         FROM unnest($1::int[]) AS u(user_id)`,
      [userIds],
    );
    return new Map(rows.map((r) => [r.userId, r.sees_all ? 'all' : r.factories]));
  }

  /**
   * An administrator set the user's password (added the user, reset it) and the user has not changed it since: the
   * console asks for a new one before anything else (docs/administration.md "Passwords").
   */
  async passwordChangeRequired(userId: number): Promise<boolean> {
    const { rows } = await this.db.query<{ pwd_change_required: boolean }>(
      'SELECT pwd_change_required FROM sys_user WHERE user_id = $1',
      [userId],
    );
    return rows[0]?.pwd_change_required ?? false;
  }

  async profile(userId: number): Promise<User | null> {
    const { rows } = await this.db.query<UserRow>(
      `SELECT u.user_id, u.user_name, u.nick_name, u.avatar, u.email, u.phonenumber, u.sex, u.status, u.remark,
              u.dept_id, d.dept_name, u.id_type, u.id_number, u.addr, u.current_factory_id, u.version
         FROM sys_user u LEFT JOIN sys_dept d ON d.dept_id = u.dept_id
        WHERE u.user_id = $1`,
      [userId],
    );
    const u = rows[0];
    if (!u) return null;
    const roles = await this.db.query<{ role_id: number; role_name: string; role_key: string }>(
      `SELECT r.role_id, r.role_name, r.role_key FROM sys_role r JOIN sys_user_role ur ON ur.role_id = r.role_id
        WHERE ur.user_id = $1 AND r.status = '0' ORDER BY r.role_sort`,
      [userId],
    );
    const roleList = roles.rows.map((r) => ({
      roleId: r.role_id,
      roleName: r.role_name,
      roleKey: r.role_key,
    }));
    return {
      userId: u.user_id,
      userName: u.user_name,
      nickName: u.nick_name,
      avatar: u.avatar,
      email: u.email,
      phonenumber: u.phonenumber,
      sex: u.sex,
      status: u.status,
      remark: u.remark,
      deptId: u.dept_id,
      dept: u.dept_id != null && u.dept_name != null ? { deptId: u.dept_id, deptName: u.dept_name } : null,
      idType: u.id_type,
      idNumber: u.id_number,
      addr: u.addr,
      roles: roleList,
      roleIds: roleList.map((r) => r.roleId),
      currentFactoryId: u.current_factory_id,
      version: u.version,
    };
  }
}
