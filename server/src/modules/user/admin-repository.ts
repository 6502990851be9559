/** All SQL of user administration (list, detail, add, edit, delete, password, status), scoped to factories. */
import type { Role } from '../../../../contract/system/schemas';
import type { DeptNode, UserFilter, UserOption, UserRow } from '../../../../contract/user/schemas';
import type { SessionEndReason } from '../../../../contract/online/schemas';
import type { Db } from '../../db/client';
import { scopeCondition, type FactoryScope } from '../../shared/factory-scope';
import type { PageWindow } from '../../shared/paging';
import { ADMIN_ROLE_KEY } from '../../shared/principal';
import { chinaDateTime } from '../../shared/china-time';
import { revokeUserLogins } from '../auth/token-repository';

interface Row {
  user_id: number;
  user_name: string;
  nick_name: string;
  dept_id: number | null;
  dept_name: string | null;
  phonenumber: string;
  email: string;
  sex: string;
  status: string;
  remark: string;
  create_time: Date;
}

const toRow = (r: Row): UserRow => ({
  userId: r.user_id,
  userName: r.user_name,
  nickName: r.nick_name,
  deptId: r.dept_id,
  deptName: r.dept_name ?? '',
  phonenumber: r.phonenumber,
  email: r.email,
  sex: r.sex,
  status: r.status,
  remark: r.remark,
  createTime: chinaDateTime(new Date(r.create_time).getTime()),
});

function like(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Users bound to at least one factory of the scope (admin: every user); `u` is the sys_user row. */
export function userInScope(scope: FactoryScope, params: unknown[]): string {
  if (scope === 'all') return 'TRUE';
  return `EXISTS (SELECT 1 FROM sys_user_factory s WHERE s.user_id = u.user_id AND ${scopeCondition(scope, 's.factory_id', params)})`;
}

export interface UserFields {
  nickName: string;
  phonenumber?: string;
  email?: string;
  sex?: string;
  remark?: string;
  deptId?: number | null;
  idType?: string;
  idNumber?: string;
  addr?: string;
  status?: '0' | '1';
}

export class UserAdminRepository {
  constructor(private readonly db: Db) {}

  private filtered(filter: UserFilter, scope: FactoryScope): { where: string; params: unknown[] } {
    const params: unknown[] = [];
    const conds = [userInScope(scope, params)];
    const add = (sql: (n: number) => string, value: unknown) => {
      params.push(value);
      conds.push(sql(params.length));
    };
    if (filter.userName) add((n) => `u.user_name ILIKE $${n}`, like(filter.userName));
    if (filter.nickName) add((n) => `u.nick_name ILIKE $${n}`, like(filter.nickName));
    if (filter.phonenumber) add((n) => `u.phonenumber LIKE $${n}`, like(filter.phonenumber));
    if (filter.status) add((n) => `u.status = $${n}`, filter.status);
    if (filter.deptId) add((n) => `u.dept_id = $${n}`, filter.deptId);
    if (filter.factoryId)
      add(
        (n) =>
          `EXISTS (SELECT 1 FROM sys_user_factory f WHERE f.user_id = u.user_id AND f.factory_id = $${n})`,
        filter.factoryId,
      );
    return { where: conds.join(' AND '), params };
  }

  async page(
    filter: UserFilter,
    scope: FactoryScope,
    window: PageWindow | null,
  ): Promise<{ rows: UserRow[]; total: number }> {
    const { where, params } = this.filtered(filter, scope);
    const counted = await this.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM sys_user u WHERE ${where}`,
      params,
    );
    const limit = window ? `LIMIT $${params.length + 1} OFFSET $${params.length + 2}` : '';
    const { rows } = await this.db.query<Row>(
      `SELECT u.user_id, u.user_name, u.nick_name, u.dept_id, d.dept_name, u.phonenumber, u.email, u.sex,
              u.status, u.remark, u.create_time
         FROM sys_user u LEFT JOIN sys_dept d ON d.dept_id = u.dept_id
        WHERE ${where}
        ORDER BY u.user_id ${limit}`,
      window ? [...params, window.limit, window.offset] : params,
    );
    return { rows: rows.map(toRow), total: counted.rows[0]?.n ?? 0 };
  }

  async options(scope: FactoryScope): Promise<UserOption[]> {
    const params: unknown[] = [];
    const { rows } = await this.db.query<{ user_id: number; user_name: string; nick_name: string }>(
      `SELECT u.user_id, u.user_name, u.nick_name FROM sys_user u
        WHERE u.status = '0' AND ${userInScope(scope, params)} ORDER BY u.user_id`,
      params,
    );
    return rows.map((r) => ({ userId: r.user_id, userName: r.user_name, nickName: r.nick_name }));
  }

  /** The ids among `ids` the caller may see; `lock` holds those rows until the transaction ends. */
  async idsInScope(ids: number[], scope: FactoryScope, lock = false): Promise<number[]> {
    const params: unknown[] = [ids];
    const { rows } = await this.db.query<{ user_id: number }>(
      `SELECT u.user_id FROM sys_user u WHERE u.user_id = ANY($1::int[]) AND ${userInScope(scope, params)}
        ORDER BY u.user_id${lock ? ' FOR UPDATE' : ''}`,
      params,
    );
    return rows.map((r) => r.user_id);
  }

  async userName(userId: number): Promise<string | null> {
    const { rows } = await this.db.query<{ user_name: string }>(
      'SELECT user_name FROM sys_user WHERE user_id = $1',
      [userId],
    );
    return rows[0]?.user_name ?? null;
  }

  async roles(): Promise<Role[]> {
    const { rows } = await this.db.query<{ role_id: number; role_name: string; role_key: string }>(
      "SELECT role_id, role_name, role_key FROM sys_role WHERE status = '0' ORDER BY role_sort, role_id",
    );
    return rows.map((r) => ({ roleId: r.role_id, roleName: r.role_name, roleKey: r.role_key }));
  }

  async depts(): Promise<DeptNode[]> {
    const { rows } = await this.db.query<{ dept_id: number; parent_id: number; dept_name: string }>(
      "SELECT dept_id, parent_id, dept_name FROM sys_dept WHERE status = '0' ORDER BY order_num, dept_id",
    );
    const nodes = new Map<number, DeptNode>(
      rows.map((r) => [r.dept_id, { id: r.dept_id, label: r.dept_name }]),
    );
    const roots: DeptNode[] = [];
    for (const r of rows) {
      const node = nodes.get(r.dept_id)!;
      const parent = nodes.get(r.parent_id);
      if (parent) (parent.children ??= []).push(node);
      else roots.push(node);
    }
    return roots;
  }

  async deptExists(deptId: number): Promise<boolean> {
    const { rows } = await this.db.query('SELECT 1 FROM sys_dept WHERE dept_id = $1', [deptId]);
    return rows.length > 0;
  }

  /** The keys of the roles among `roleIds` (missing ids are left out). */
  async roleKeys(roleIds: number[]): Promise<Map<number, string>> {
    const { rows } = await this.db.query<{ role_id: number; role_key: string }>(
      'SELECT role_id, role_key FROM sys_role WHERE role_id = ANY($1::int[])',
      [roleIds],
    );
    return new Map(rows.map((r) => [r.role_id, r.role_key]));
  }

  /** Inserts unless the name is taken (whatever its case); returns the new id or null. */
  async insert(userName: string, passwordHash: string, f: UserFields): Promise<number | null> {
    const { rows } = await this.db.query<{ user_id: number }>(
      `INSERT INTO sys_user (user_name, nick_name, password_hash, phonenumber, email, sex, remark, dept_id,
                             id_type, id_number, addr, status, pwd_change_required)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, TRUE)
       ON CONFLICT ((lower(user_name))) DO NOTHING RETURNING user_id`,
      [
        userName,
        f.nickName,
        passwordHash,
        f.phonenumber ?? '',
        f.email ?? '',
        f.sex ?? '0',
        f.remark ?? '',
        f.deptId ?? null,
        f.idType ?? '',
        f.idNumber ?? '',
        f.addr ?? '',
        f.status ?? '0',
      ],
    );
    return rows[0]?.user_id ?? null;
  }

  /** Updates the given fields only (undefined = unchanged). */
  async update(userId: number, f: UserFields): Promise<void> {
    const columns: [string, unknown][] = [
      ['nick_name', f.nickName],
      ['phonenumber', f.phonenumber],
      ['email', f.email],
      ['sex', f.sex],
      ['remark', f.remark],
      ['dept_id', f.deptId],
      ['id_type', f.idType],
      ['id_number', f.idNumber],
      ['addr', f.addr],
      ['status', f.status],
    ];
    const set = columns.filter(([, v]) => v !== undefined);
    await this.db.query(
      `UPDATE sys_user SET ${set.map(([c], i) => `${c} = $${i + 2}`).join(', ')} WHERE user_id = $1`,
      [userId, ...set.map(([, v]) => v)],
    );
  }

  async replaceRoles(userId: number, roleIds: number[]): Promise<void> {
    await this.db.query('DELETE FROM sys_user_role WHERE user_id = $1', [userId]);
    await this.db.query(
      `INSERT INTO sys_user_role (user_id, role_id)
       SELECT $1, role_id FROM sys_role WHERE role_id = ANY($2::int[]) ON CONFLICT DO NOTHING`,
      [userId, roleIds],
    );
  }

  async isAdmin(userId: number): Promise<boolean> {
    const { rows } = await this.db.query(
      `SELECT 1 FROM sys_user_role ur JOIN sys_role r ON r.role_id = ur.role_id
        WHERE ur.user_id = $1 AND r.role_key = $2`,
      [userId, ADMIN_ROLE_KEY],
    );
    return rows.length > 0;
  }

  /** Enabled admins not among `excluding` (locks the admin role rows: concurrent removals queue). */
  async adminsLeft(excluding: number[]): Promise<number> {
    const { rows } = await this.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM sys_user u
        WHERE u.status = '0' AND NOT (u.user_id = ANY($1::int[]))
          AND EXISTS (SELECT 1 FROM sys_user_role ur JOIN sys_role r ON r.role_id = ur.role_id
                       WHERE ur.user_id = u.user_id AND r.role_key = $2)`,
      [excluding, ADMIN_ROLE_KEY],
    );
    return rows[0]?.n ?? 0;
  }

  async delete(userIds: number[]): Promise<void> {
    await this.db.query('DELETE FROM sys_user WHERE user_id = ANY($1::int[])', [userIds]);
  }

  /** An administrator's new password: the user must change it at the next sign-in (docs/administration.md "Passwords"). */
  async setPassword(userId: number, passwordHash: string): Promise<void> {
    await this.db.query(
      'UPDATE sys_user SET password_hash = $2, pwd_change_required = TRUE WHERE user_id = $1',
      [userId, passwordHash],
    );
  }

  async setStatus(userId: number, status: '0' | '1'): Promise<void> {
    await this.db.query('UPDATE sys_user SET status = $2 WHERE user_id = $1', [userId, status]);
  }

  /**
   * Ends every sign-in of the user (password reset, disabling) with the reason its browsers are told; their live
   * channels close on every instance too (docs/administration.md "Why a session ended").
   */
  async revokeLogins(userId: number, now: Date, reason: SessionEndReason): Promise<void> {
    await revokeUserLogins(this.db, userId, now, reason);
  }
}
