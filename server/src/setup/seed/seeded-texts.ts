/**
 * The texts the seed writes that the server shows in the request's language while they are unchanged (docs/i18n.md):
 * menu titles, dictionary labels, role names.
 */
import { DICT_TYPE } from '../../../../contract/dict';
import { SeedTranslator, dictKey, genKey } from '../../shared/i18n/seed-texts';
import { DEMO_DICTS, DEMO_ROLES } from './demo-data';
import { flattenMenus } from './menus';
import { PROCESS_TYPES, UNIT_KINDS } from './plant-archive';

/** The default columns migration 005 writes (gen_table_column); tests/server/i18n-answers.test.ts compares them. */
export const SEEDED_COLUMNS: readonly (readonly [tableId: number, prop: string, label: string])[] = [
  [1, 'userId', '用户编号'],
  [1, 'userName', '登录账号'],
  [1, 'nickName', '用户姓名'],
  [1, 'deptName', '部门'],
  [1, 'phonenumber', '手机号码'],
  [1, 'status', '状态'],
  [1, 'createTime', '创建时间'],
  [2, 'label', '名称'],
  [2, 'type', '类型'],
  [2, 'code', '编码'],
  [2, 'address', '地址'],
  [2, 'longitude', '经度'],
  [2, 'latitude', '纬度'],
];

export function seedTranslator(): SeedTranslator {
  return new SeedTranslator({
    menus: new Map(flattenMenus().map((m) => [m.id, m.title])),
    dicts: new Map([
      ...DEMO_DICTS.flatMap((d) =>
        d.entries.map(([value, label]) => [dictKey(d.type, value), label] as const),
      ),
      ...PROCESS_TYPES.map(([value, label]) => [dictKey(DICT_TYPE.PROCESS_TYPE, value), label] as const),
      ...UNIT_KINDS.map(([value, label]) => [dictKey(DICT_TYPE.PROCESS_UNIT_KIND, value), label] as const),
    ]),
    roles: new Map(DEMO_ROLES.map((r) => [r.key, r.name])),
    columns: new Map(SEEDED_COLUMNS.map(([tableId, prop, label]) => [genKey(tableId, prop), label])),
  });
}
