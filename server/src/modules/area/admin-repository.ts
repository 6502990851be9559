/** SQL of area/factory administration: form reads, add, edit, delete and the district tree. */
import type { AreaForm, DistrictNode } from '../../../../contract/area/schemas';
import type { Db } from '../../db/client';

export interface AreaFields {
  parentId: number;
  name: string;
  type: 'area' | 'factory';
  code: string;
  orderNum?: number;
  address?: string;
  longitude?: number | null;
  latitude?: number | null;
  districtCode?: string;
  remark?: string;
}

interface FormRow {
  id: number;
  parent_id: number;
  name: string;
  type: 'area' | 'factory';
  code: string;
  order_num: number;
  address: string;
  longitude: string | null;
  latitude: string | null;
  district_code: string;
  remark: string;
  version: number;
}

const toForm = (r: FormRow): AreaForm => ({
  id: r.id,
  parentId: r.parent_id,
  label: r.name,
  name: r.name,
  type: r.type,
  code: r.code,
  orderNum: r.order_num,
  address: r.address,
  longitude: r.longitude == null ? null : Number(r.longitude),
  latitude: r.latitude == null ? null : Number(r.latitude),
  districtCode: r.district_code,
  remark: r.remark,
  version: r.version,
});

const values = (f: AreaFields): unknown[] => [
  f.parentId,
  f.name,
  f.type,
  f.code,
  f.orderNum ?? 0,
  f.address ?? '',
  f.longitude ?? null,
  f.latitude ?? null,
  f.districtCode ?? '',
  f.remark ?? '',
];

export class AreaAdminRepository {
  constructor(private readonly db: Db) {}

  /** The node without scope checks; `lock` holds it until the transaction ends. */
  async find(id: number, lock = false): Promise<AreaForm | null> {
    const { rows } = await this.db.query<FormRow>(
      `SELECT id, parent_id, name, type, code, order_num, address, longitude::text, latitude::text, district_code, remark,
              version
         FROM sys_area WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
      [id],
    );
    return rows[0] ? toForm(rows[0]) : null;
  }

  /** Ids from `id` up to its root (itself first). */
  async ancestry(id: number): Promise<number[]> {
    const { rows } = await this.db.query<{ id: number }>(
      `WITH RECURSIVE up AS (
         SELECT id, parent_id, 1 AS depth FROM sys_area WHERE id = $1
         UNION ALL
         SELECT a.id, a.parent_id, up.depth + 1 FROM sys_area a JOIN up ON a.id = up.parent_id WHERE up.depth < 50
       ) SELECT id FROM up ORDER BY depth`,
      [id],
    );
    return rows.map((r) => r.id);
  }

  /** Factory ids at or below the node. */
  async factoriesUnder(id: number): Promise<number[]> {
    const { rows } = await this.db.query<{ id: number }>(
      `WITH RECURSIVE down AS (
         SELECT id, type FROM sys_area WHERE id = $1
         UNION ALL
         SELECT a.id, a.type FROM sys_area a JOIN down ON a.parent_id = down.id
       ) SELECT id FROM down WHERE type = 'factory'`,
      [id],
    );
    return rows.map((r) => r.id);
  }

  async hasChildren(id: number): Promise<boolean> {
    const { rows } = await this.db.query('SELECT 1 FROM sys_area WHERE parent_id = $1 LIMIT 1', [id]);
    return rows.length > 0;
  }

  async hasUsers(id: number): Promise<boolean> {
    const { rows } = await this.db.query('SELECT 1 FROM sys_user_factory WHERE factory_id = $1 LIMIT 1', [
      id,
    ]);
    return rows.length > 0;
  }

  async codeTaken(code: string, exceptId: number | null): Promise<boolean> {
    const { rows } = await this.db.query(
      'SELECT 1 FROM sys_area WHERE lower(code) = lower($1) AND id IS DISTINCT FROM $2',
      [code, exceptId],
    );
    return rows.length > 0;
  }

  async districtExists(code: string): Promise<boolean> {
    const { rows } = await this.db.query('SELECT 1 FROM sys_district WHERE code = $1', [code]);
    return rows.length > 0;
  }

  async insert(f: AreaFields): Promise<number> {
    const { rows } = await this.db.query<{ id: number }>(
      `INSERT INTO sys_area (id, parent_id, name, type, code, order_num, address, longitude, latitude, district_code, remark)
       VALUES (nextval('sys_area_id_seq'), $1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
      values(f),
    );
    return rows[0]!.id;
  }

  async update(id: number, f: AreaFields): Promise<void> {
    await this.db.query(
      `UPDATE sys_area SET parent_id = $2, name = $3, type = $4, code = $5, order_num = $6, address = $7,
              longitude = $8, latitude = $9, district_code = $10, remark = $11
        WHERE id = $1`,
      [id, ...values(f)],
    );
  }

  async delete(id: number): Promise<void> {
    await this.db.query('DELETE FROM sys_area WHERE id = $1', [id]);
  }

  async bindUser(userId: number, factoryId: number): Promise<void> {
    await this.db.query(
      'INSERT INTO sys_user_factory (user_id, factory_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
      [userId, factoryId],
    );
  }

  async districts(parentCode: string | undefined, level: number): Promise<DistrictNode[]> {
    const { rows } = await this.db.query<{ code: string; parent_code: string; name: string }>(
      'SELECT code, parent_code, name FROM sys_district WHERE level <= $1 ORDER BY level, code',
      [level],
    );
    const nodes = new Map<string, DistrictNode>(rows.map((r) => [r.code, { code: r.code, name: r.name }]));
    const roots: DistrictNode[] = [];
    for (const r of rows) {
      const node = nodes.get(r.code)!;
      const parent = nodes.get(r.parent_code);
      if (parent) (parent.children ??= []).push(node);
      else if (r.parent_code === '') roots.push(node);
    }
    if (parentCode === undefined || parentCode === '') return roots;
    return nodes.get(parentCode)?.children ?? [];
  }
}
