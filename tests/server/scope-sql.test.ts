/**
 * The one "factories a user sees" rule (server/src/modules/user/scope-sql.ts) as each of its users sees it: the auth
 * guard's principal, the live hub's scopes, the facts a command checks about a chosen person, the person pickers, the
 * managers and report holders a message goes to. It is the union over the user's enabled roles of each role's data
 * scope: bound factories, chosen areas and factories (an area standing for the factories under it), or all.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERM } from '../../contract/permissions';
import type { Db } from '../../server/src/db/client';
import { ReportMessageRepository } from '../../server/src/modules/report/message-repository';
import { UserRepository } from '../../server/src/modules/user/repository';
import { PeopleRepository } from '../../server/src/modules/work-order/people-repository';
import { WoPeopleRepository } from '../../server/src/modules/work-order/query-people-repository';
import { createRole, createUser, grantCodes } from './helpers/fixtures';
import { openSeededDb } from './helpers/test-app';

const CODE = PERM.PROCESS_COMPLETE;
const FACTORIES = [11, 12, 21, 22];

let db: Db;
let roleId: number;
let userId: number;

/** For each demo factory, whether each user of the rule counts it in the user's scope. */
async function seen(): Promise<Record<string, number[]>> {
  const principal = await new UserRepository(db).principal(userId, 'scope_sql', 0);
  const live = (await new UserRepository(db).factoryScopes([userId])).get(userId);
  const out: Record<string, number[]> = {
    principal: [],
    live: [],
    command: [],
    picker: [],
    manager: [],
    holder: [],
  };
  for (const f of FACTORIES) {
    const within = (scope: typeof live) => scope === 'all' || (scope ?? []).includes(f);
    if (within(principal.factoryIds)) out.principal!.push(f);
    if (within(live)) out.live!.push(f);
    if ((await new PeopleRepository(db).facts([userId], f, CODE)).get(userId)?.bound) out.command!.push(f);
    if ((await new WoPeopleRepository(db).people(f, [CODE])).some((p) => p.userId === userId))
      out.picker!.push(f);
    if ((await new PeopleRepository(db).managers(f)).includes(userId)) out.manager!.push(f);
    if ((await new ReportMessageRepository(db).holders(f, CODE, 0)).includes(userId)) out.holder!.push(f);
  }
  return out;
}

const everywhere = (factories: number[]) =>
  Object.fromEntries(
    ['principal', 'live', 'command', 'picker', 'manager', 'holder'].map((k) => [k, factories]),
  );

const scope = async (dataScope: string, nodes: number[] = []) => {
  await db.query('UPDATE sys_role SET data_scope = $2 WHERE role_id = $1', [roleId, dataScope]);
  await db.query('DELETE FROM sys_role_area WHERE role_id = $1', [roleId]);
  for (const n of nodes)
    await db.query('INSERT INTO sys_role_area (role_id, area_id) VALUES ($1, $2)', [roleId, n]);
};

beforeAll(async () => {
  db = await openSeededDb();
  roleId = await createRole(db, 'scope_sql_role');
  await grantCodes(db, roleId, [CODE]);
  userId = await createUser(db, { userName: 'scope_sql', password: 'pw123456', roleId, factories: [11] });
});
afterAll(async () => {
  await db.close();
});

describe('the factory scope rule', () => {
  it('is the bound factories for scope 2 (the default)', async () => {
    expect(await seen()).toEqual(everywhere([11]));
  });

  it('is the chosen factories, and every factory under a chosen area, for scope 3', async () => {
    await scope('3', [12, 2]);
    expect(await seen()).toEqual(everywhere([12, 21, 22]));
  });

  it('follows a factory added under a chosen area', async () => {
    await scope('3', [2]);
    await db.query(
      "INSERT INTO sys_area (id, parent_id, name, type, code) VALUES (23, 2, '珠海新厂', 'factory', 'HN-ZH01')",
    );
    try {
      const principal = await new UserRepository(db).principal(userId, 'scope_sql', 0);
      expect(principal.factoryIds).toEqual([21, 22, 23]);
    } finally {
      await db.query('DELETE FROM sys_area WHERE id = 23');
    }
  });

  it('is every factory for scope 1, without making the user an administrator', async () => {
    await scope('1');
    expect(await seen()).toEqual(everywhere(FACTORIES));
    const principal = await new UserRepository(db).principal(userId, 'scope_sql', 0);
    expect([principal.factoryIds, principal.roleKeys, principal.permissions]).toEqual([
      'all',
      ['scope_sql_role'],
      [CODE],
    ]);
  });

  it('is the union over the enabled roles only', async () => {
    await scope('3', [21]);
    const other = await createRole(db, 'scope_sql_other');
    await db.query('INSERT INTO sys_user_role (user_id, role_id) VALUES ($1, $2)', [userId, other]);
    expect(await seen()).toEqual(everywhere([11, 21]));
    await db.query("UPDATE sys_role SET status = '1' WHERE role_id = $1", [roleId]);
    // the disabled role counts no more: the other one (scope 2) leaves the bound factory
    const principal = await new UserRepository(db).principal(userId, 'scope_sql', 0);
    expect(principal.factoryIds).toEqual([11]);
  });
});
