/** All SQL about departments (sys_dept): the tree's rows, their writes and what blocks a delete. */
import type { Db } from '../../db/client';
import type { DeptAddBody, DeptListQuery, DeptRow } from '../../../../contract/dept/schemas';
import { containsPattern } from '../../shared/like';

interface Row {
  dept_id: number;
  parent_id: number;
  dept_name: string;
  order_num: number;
  status: '0' | '1';
  user_count: number;
  version: number;
}

const toRow = (r: Row): DeptRow => ({
  deptId: r.dept_id,
  parentId: r.parent_id,
  deptName: r.dept_name,
  orderNum: r.order_num,
  status: r.status,
  userCount: r.user_count,
  version: r.version,
});

const ROW_SELECT = `SELECT d.dept_id, d.parent_id, d.dept_name, d.order_num, d.status, d.version,
       (SELECT count(*)::int FROM sys_user u WHERE u.dept_id = d.dept_id) AS user_count
  FROM sys_dept d`;

/** The advisory lock class of the department tree's writes. */
const DEPT_TREE_LOCK = 727_021;

export class DeptRepository {
  constructor(private readonly db: Db) {}

  /**
   * Holds the tree for the transaction: two moves checked at once could otherwise each find the other's department
   * outside its own subtree and together make a loop (a department its own ancestor).
   */
  async lockTree(): Promise<void> {
    await this.db.query('SELECT pg_advisory_xact_lock($1)', [DEPT_TREE_LOCK]);
  }

  /** Every department matching the filters, in tree order (parent, then order number). */
  async list(query: DeptListQuery): Promise<DeptRow[]> {
    const { rows } = await this.db.query<Row>(
      `${ROW_SELECT}
        WHERE ($1::text IS NULL OR d.dept_name ILIKE $1) AND ($2::text IS NULL OR d.status = $2)
        ORDER BY d.parent_id, d.order_num, d.dept_id`,
      [query.deptName ? containsPattern(query.deptName) : null, query.status || null],
    );
    return rows.map(toRow);
  }

  /** One department as the list shows it (the stored record of a stale edit, docs/concurrency.md). */
  async find(deptId: number): Promise<DeptRow | null> {
    const { rows } = await this.db.query<Row>(`${ROW_SELECT} WHERE d.dept_id = $1`, [deptId]);
    return rows[0] ? toRow(rows[0]) : null;
  }

  /** The department's name, locking its row for the transaction; null when there is none. */
  async lockName(deptId: number): Promise<string | null> {
    const { rows } = await this.db.query<{ dept_name: string }>(
      'SELECT dept_name FROM sys_dept WHERE dept_id = $1 FOR UPDATE',
      [deptId],
    );
    return rows[0]?.dept_name ?? null;
  }

  /** The ids from `deptId` up to its top-level department (empty when there is none). */
  async ancestry(deptId: number): Promise<number[]> {
    const { rows } = await this.db.query<{ id: number }>(
      `WITH RECURSIVE up (id, parent_id, depth) AS (
         SELECT dept_id, parent_id, 0 FROM sys_dept WHERE dept_id = $1
         UNION
         SELECT d.dept_id, d.parent_id, up.depth + 1 FROM sys_dept d JOIN up ON d.dept_id = up.parent_id
       )
       SELECT id FROM up ORDER BY depth`,
      [deptId],
    );
    return rows.map((r) => r.id);
  }

  /** True when a sibling under `parentId` other than `selfId` has the name. */
  async nameTaken(parentId: number, name: string, selfId: number | null): Promise<boolean> {
    const { rows } = await this.db.query(
      'SELECT 1 FROM sys_dept WHERE parent_id = $1 AND dept_name = $2 AND dept_id IS DISTINCT FROM $3',
      [parentId, name, selfId],
    );
    return rows.length > 0;
  }

  async insert(f: DeptAddBody): Promise<number> {
    const { rows } = await this.db.query<{ dept_id: number }>(
      'INSERT INTO sys_dept (parent_id, dept_name, order_num, status) VALUES ($1, $2, $3, $4) RETURNING dept_id',
      [f.parentId, f.deptName, f.orderNum, f.status],
    );
    return rows[0]!.dept_id;
  }

  async update(deptId: number, f: DeptAddBody): Promise<void> {
    await this.db.query(
      'UPDATE sys_dept SET parent_id = $2, dept_name = $3, order_num = $4, status = $5 WHERE dept_id = $1',
      [deptId, f.parentId, f.deptName, f.orderNum, f.status],
    );
  }

  /** What keeps the department from being deleted: its direct children and its users. */
  async dependants(deptId: number): Promise<{ children: number; users: number }> {
    const { rows } = await this.db.query<{ children: number; users: number }>(
      `SELECT (SELECT count(*)::int FROM sys_dept WHERE parent_id = $1) AS children,
              (SELECT count(*)::int FROM sys_user WHERE dept_id = $1) AS users`,
      [deptId],
    );
    return rows[0] ?? { children: 0, users: 0 };
  }

  async delete(deptId: number): Promise<void> {
    await this.db.query('DELETE FROM sys_dept WHERE dept_id = $1', [deptId]);
  }
}
