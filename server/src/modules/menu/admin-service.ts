/**
 * The rules of 菜单管理 (docs/administration.md "菜单管理") that a schema cannot say, checked inside the write's
 * transaction so that a refused call writes nothing: where each type may sit, which component each may name (a page
 * only one of the console's, contract/menu MENU_PAGE_COMPONENTS), and that a menu with children stays.
 */
import { MENU_COMPONENT } from '../../../../contract/menu-paths';
import {
  MENU_DIR_COMPONENTS,
  MENU_FRAME,
  MENU_MSG,
  MENU_PAGE_COMPONENTS,
  MENU_TYPE,
  type MenuEditBody,
  type MenuForm,
  type MenuType,
} from '../../../../contract/menu/schemas';
import type { Db } from '../../db/client';
import { badInput, notFound, refusal } from '../../errors';
import { claimVersion, type Editor } from '../record-version/repository';
import { MenuAdminRepository } from './admin-repository';

/** A subsystem holds directories and pages, a directory too, a page holds buttons, a button nothing. */
const CHILD_TYPES: Record<MenuType | 'root', readonly MenuType[]> = {
  root: [MENU_TYPE.DIR],
  [MENU_TYPE.DIR]: [MENU_TYPE.DIR, MENU_TYPE.PAGE],
  [MENU_TYPE.PAGE]: [MENU_TYPE.BUTTON],
  [MENU_TYPE.BUTTON]: [],
};

const PAGES: ReadonlySet<string> = new Set(MENU_PAGE_COMPONENTS);
const ROUTE_PATH = /^\/?[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*$/;
const LINK = /^https?:\/\/\S+$/i;

/** What a type keeps: a button has no route; a link has no component nor route meta. */
function normalised(f: MenuForm): MenuForm {
  if (f.menuType === MENU_TYPE.BUTTON) {
    return {
      ...f,
      path: '',
      component: '',
      icon: '',
      isFrame: MENU_FRAME.ROUTE,
      keepAlive: false,
      affix: false,
      allowBack: false,
      activeMenu: '',
      target: '',
    };
  }
  if (f.menuType === MENU_TYPE.DIR) {
    return {
      ...f,
      isFrame: MENU_FRAME.ROUTE,
      keepAlive: false,
      affix: false,
      allowBack: false,
      activeMenu: '',
    };
  }
  if (f.isFrame === MENU_FRAME.LINK)
    return { ...f, component: '', keepAlive: false, affix: false, activeMenu: '' };
  return { ...f, target: '' };
}

function checkShape(f: MenuForm): void {
  if (f.menuType === MENU_TYPE.DIR) {
    const allowed: readonly string[] =
      f.parentId === 0
        ? [MENU_COMPONENT.SUBSYSTEM]
        : MENU_DIR_COMPONENTS.filter((c) => c !== MENU_COMPONENT.SUBSYSTEM);
    if (!allowed.includes(f.component))
      throw badInput('body/component', `must be one of ${allowed.join(', ')}`);
    if (f.path !== '/' && !ROUTE_PATH.test(f.path)) throw badInput('body/path', 'must be a route path');
  } else if (f.menuType === MENU_TYPE.PAGE) {
    if (f.isFrame === MENU_FRAME.LINK) {
      if (!LINK.test(f.path)) throw badInput('body/path', 'must be an http(s) address for an external link');
    } else {
      if (!PAGES.has(f.component)) throw badInput('body/component', 'is not a page of the console');
      if (!ROUTE_PATH.test(f.path)) throw badInput('body/path', 'must be a route path');
    }
  }
}

export class MenuAdminService {
  constructor(private readonly db: Db) {}

  /** The parent exists and may hold the type (the top level holds subsystems only). */
  private async checkParent(repo: MenuAdminRepository, f: MenuForm): Promise<void> {
    let parentType: MenuType | 'root' = 'root';
    if (f.parentId !== 0) {
      const parent = await repo.byId(f.parentId);
      if (!parent) throw badInput('body/parentId', 'is not a menu');
      parentType = parent.menuType;
    }
    if (!CHILD_TYPES[parentType].includes(f.menuType)) {
      throw badInput(
        'body/menuType',
        `cannot be ${f.menuType} under ${parentType === 'root' ? 'the top level' : parentType}`,
      );
    }
  }

  async add(body: MenuForm): Promise<number> {
    const f = normalised(body);
    checkShape(f);
    return this.db.transaction(async (tx) => {
      const repo = new MenuAdminRepository(tx);
      await this.checkParent(repo, f);
      return repo.insert(f);
    });
  }

  async edit(body: MenuEditBody, editor: Editor): Promise<void> {
    const { menuId, version, ...form } = body;
    const f = normalised(form);
    checkShape(f);
    await this.db.transaction(async (tx) => {
      const repo = new MenuAdminRepository(tx);
      if (!(await repo.byId(menuId))) throw notFound(MENU_MSG.NOT_FOUND);
      if ((await repo.subtree(menuId)).includes(f.parentId)) {
        throw badInput('body/parentId', 'is the menu itself or one below it');
      }
      await this.checkParent(repo, f);
      const childTypes = await repo.childTypes(menuId);
      const bad = childTypes.find((t) => !CHILD_TYPES[f.menuType].includes(t));
      if (bad) throw badInput('body/menuType', `cannot be ${f.menuType} while it holds ${bad} menus`);
      await claimVersion(tx, { record: 'menu', id: menuId, version, ...editor }, () => repo.byId(menuId));
      if (!(await repo.update(menuId, f))) throw notFound(MENU_MSG.NOT_FOUND);
    });
  }

  async remove(id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const repo = new MenuAdminRepository(tx);
      if (!(await repo.byId(id))) throw notFound(MENU_MSG.NOT_FOUND);
      if ((await repo.childTypes(id)).length > 0 || !(await repo.remove(id)))
        throw refusal(MENU_MSG.HAS_CHILDREN);
    });
  }
}
