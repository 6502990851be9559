/**
 * Area/factory administration (docs/requirements.md §7 "Areas"; the payload is "not shown" there, designed here).
 * A root area has parentId 0; an area's parent is 0 or an area; a factory's parent is an area.
 */

export const AREA_RULE = {
  /** Chinese, letters, digits and underscore, no leading or trailing underscore, 1–20 */
  NAME: '^[\\u4e00-\\u9fa5A-Za-z0-9](?:[\\u4e00-\\u9fa5A-Za-z0-9_]{0,18}[\\u4e00-\\u9fa5A-Za-z0-9])?$',
  /** letters and digits (hyphen allowed inside, as in the seeded HD-SH01), 1–20 */
  CODE: '^[A-Za-z0-9](?:[A-Za-z0-9-]{0,18}[A-Za-z0-9])?$',
  /** docs/requirements.md §5: at most 10 digits in a coordinate */
  MAX_COORD_DIGITS: 10,
} as const;

/**
 * The digits of a coordinate as docs/requirements.md §5 counts them (at most MAX_COORD_DIGITS): no sign, no point,
 * no leading zeros. The area form and the plant archive both check it.
 */
export function coordinateDigits(n: number): number {
  return String(Math.abs(n))
    .replace('.', '')
    .replace(/^0+(?=\d)/, '').length;
}

export const AREA_ADMIN_MSG = {
  NOT_FOUND: '区域不存在或无权访问',
  HAS_CHILDREN: '存在下级区域，不允许删除',
  HAS_USERS: '该工厂已绑定用户，不允许删除',
  TYPE_HAS_CHILDREN: '存在下级区域，不允许改为工厂',
  TYPE_HAS_USERS: '该工厂已绑定用户，不允许改为区域',
  ROOT_ADMIN_ONLY: '没有权限新增顶级区域',
  ADDED: '新增成功',
  UPDATED: '修改成功',
  DELETED: '删除成功',
  codeTaken: (code: string) => `区域编码'${code}'已存在`,
} as const;

export interface DistrictNode {
  code: string;
  name: string;
  children?: DistrictNode[];
}

// The shapes of the route schemas (./schemas.ts, server only), declared here for the console.

export type AreaAddBody = {
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
};

export type AreaEditBody = AreaAddBody & {
  id: number;
  /** the version an edit sends back (docs/concurrency.md) */
  version: number;
};

/** GET /api/system/area/{id}: the tree node's fields plus the form's (a superset of AreaDetail). */
export type AreaForm = {
  id: number;
  parentId: number;
  label: string;
  name: string;
  type: 'area' | 'factory';
  code: string;
  orderNum: number;
  address: string;
  longitude: number | null;
  latitude: number | null;
  districtCode: string;
  remark: string;
  /** the version an edit sends back (docs/concurrency.md) */
  version: number;
};

export type DistrictQuery = {
  /** only this subtree (a province or city code) */
  parentCode?: string;
  /** depth: 1 provinces, 2 + cities, 3 + districts (default) */
  level?: number;
};
