/**
 * The one "user holds this permission" rule (server/src/modules/user/permission-sql.ts) as each of its users
 * sees it: the auth guard's principal, the buttons of a page, the facts a command checks about a chosen
 * person, and the person pickers. A code counts only through an enabled role and an enabled menu; the
 * enabled admin role holds every code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERM } from '../../contract/permissions';
import { ALL_PERMISSION } from '../../contract/system/schemas';
import type { Db } from '../../server/src/db/client';
import { MenuRepository } from '../../server/src/modules/menu/repository';
import { UserRepository } from '../../server/src/modules/user/repository';
import { PeopleRepository } from '../../server/src/modules/work-order/people-repository';
import { WoPeopleRepository } from '../../server/src/modules/work-order/query-people-repository';
import { createRole, createUser, grantCodes } from './helpers/fixtures';
import { openSeededDb } from './helpers/test-app';

const CODE = PERM.FIX_HANDLE;
/** The 维修工单 page: its button 维修处理 carries CODE. */
const PAGE = 3011;
const FACTORY = 11;
const ADMIN = 1;

let db: Db;
let roleId: number;
let userId: number;

/** What each user of the rule answers about `id` and CODE. */
async function seen(id: number, name: string) {
  const principal = await new UserRepository(db).principal(id, name, 0);
  const facts = (await new PeopleRepository(db).facts([id], FACTORY, CODE)).get(id);
  const offered = await new WoPeopleRepository(db).people(FACTORY, [CODE]);
  return {
    principal: principal.permissions.includes(CODE) || principal.permissions.includes(ALL_PERMISSION),
    buttons: (await new MenuRepository(db).buttonPerms(principal, PAGE)).includes(CODE),
    command: facts?.hasCode ?? false,
    picker: offered.some((p) => p.userId === id),
  };
}

const everywhere = (held: boolean) => ({ principal: held, buttons: held, command: held, picker: held });

beforeAll(async () => {
  db = await openSeededDb();
  roleId = await createRole(db, 'perm_sql_role');
  await grantCodes(db, roleId, [CODE]);
  userId = await createUser(db, {
    userName: 'perm_sql',
    password: 'pw123456',
    roleId,
    factories: [FACTORY],
  });
});

afterAll(async () => {
  await db.close();
});

describe('the permission rule', () => {
  it('holds a code granted through an enabled role and an enabled menu', async () => {
    expect(await seen(userId, 'perm_sql')).toEqual(everywhere(true));
  });

  it('a disabled role grants nothing', async () => {
    await db.query("UPDATE sys_role SET status = '1' WHERE role_id = $1", [roleId]);
    try {
      expect(await seen(userId, 'perm_sql')).toEqual(everywhere(false));
    } finally {
      await db.query("UPDATE sys_role SET status = '0' WHERE role_id = $1", [roleId]);
    }
  });

  it('a disabled menu grants nothing', async () => {
    await db.query("UPDATE sys_menu SET status = '1' WHERE perms = $1", [CODE]);
    try {
      expect(await seen(userId, 'perm_sql')).toEqual(everywhere(false));
    } finally {
      await db.query("UPDATE sys_menu SET status = '0' WHERE perms = $1", [CODE]);
    }
  });

  it('the enabled admin role holds every code', async () => {
    expect(await seen(ADMIN, 'admin')).toEqual(everywhere(true));
    const facts = (await new PeopleRepository(db).facts([ADMIN], FACTORY, 'no:such:code')).get(ADMIN);
    expect(facts).toMatchObject({ admin: true, hasCode: true });
  });
});
