/**
 * The TypeBox schemas of 菜单管理's routes: server only, so the console's bundle never carries the schema library
 * (docs/architecture.md §2). Everything ./index.ts exports is exported from here too, for the server.
 */
import { Type } from '@sinclair/typebox';
import type * as Declared from './index';
import { same, RecordVersion } from '../common/schemas';
import { LINK_TARGET, MENU_FRAME, MENU_TYPE } from './index';

export * from './index';

const Flag = Type.Union([Type.Literal('0'), Type.Literal('1')]);

export const MenuListQuery = Type.Object({
  menuName: Type.Optional(Type.String({ maxLength: 50 })),
  status: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1'), Type.Literal('')])),
});
export type MenuListQuery = Declared.MenuListQuery;

const formFields = {
  parentId: Type.Integer({ minimum: 0, maximum: 2147483647 }),
  menuName: Type.String({ minLength: 1, maxLength: 50, pattern: '\\S' }),
  menuType: Type.Union([
    Type.Literal(MENU_TYPE.DIR),
    Type.Literal(MENU_TYPE.PAGE),
    Type.Literal(MENU_TYPE.BUTTON),
  ]),
  orderNum: Type.Integer({ minimum: 0, maximum: 9999 }),
  path: Type.String({ maxLength: 200 }),
  component: Type.String({ maxLength: 255 }),
  perms: Type.String({ maxLength: 100, pattern: '^[A-Za-z0-9:*_-]*$' }),
  icon: Type.String({ maxLength: 100 }),
  visible: Flag,
  status: Flag,
  isFrame: Type.Union([Type.Literal(MENU_FRAME.LINK), Type.Literal(MENU_FRAME.ROUTE)]),
  keepAlive: Type.Boolean(),
  affix: Type.Boolean(),
  allowBack: Type.Boolean(),
  activeMenu: Type.String({ maxLength: 200, pattern: '^(/[^\\s]*)?$' }),
  target: Type.Union([Type.Literal(LINK_TARGET.NONE), Type.Literal(LINK_TARGET.BLANK)]),
};

export const MenuForm = Type.Object(formFields);
export type MenuForm = Declared.MenuForm;

export const MenuEditBody = Type.Object({
  menuId: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  version: RecordVersion,
  ...formFields,
});
export type MenuEditBody = Declared.MenuEditBody;

export const MenuRow = Type.Object({ menuId: Type.Integer(), version: RecordVersion, ...formFields });
export type MenuRow = Declared.MenuRow;

export const MenuIdParam = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });

/** Each schema's Static type is the type ./index.ts declares (both ways, at compile time). */
export const SCHEMAS_MATCH_CONTRACT = [
  same<typeof MenuListQuery, Declared.MenuListQuery>(true),
  same<typeof MenuForm, Declared.MenuForm>(true),
  same<typeof MenuEditBody, Declared.MenuEditBody>(true),
  same<typeof MenuRow, Declared.MenuRow>(true),
] as const;
