/**
 * Demo seed: runs on an empty database only (no sys_user row), in one transaction under an advisory
 * lock, so that two instances starting together seed once.
 */
import { PROTECTED_DICT_TYPES } from '../../../../contract/dict';
import type { Db } from '../../db/client';
import { systemClock, type Clock } from '../../shared/clock';
import { hashPassword } from '../../shared/password';
import { seedAlarms } from './alarms';
import { seedDemoPlans } from './demo-plans';
import { seedEnergy } from './demo-readings';
import { seedDemoParts } from './demo-parts';
import { seedDemoReports } from './demo-reports';
import { flattenMenus } from './menus';
import { seedPlantArchive } from './plant-archive';
import { seedProcessLinks } from './process-links';
import { seedWorkOrders } from './work-orders';
import { DEMO_ACCOUNTS, DEMO_AREAS, DEMO_CLIENT, DEMO_DEPTS, DEMO_DICTS, DEMO_ROLES } from './demo-data';

const SEED_LOCK = 727_002;

export async function isEmpty(db: Db): Promise<boolean> {
  const { rows } = await db.query<{ empty: boolean }>('SELECT NOT EXISTS (SELECT 1 FROM sys_user) AS empty');
  return rows[0]?.empty ?? true;
}

async function insertMany(tx: Db, sql: string, rows: unknown[][]): Promise<void> {
  for (const row of rows) await tx.query(sql, row);
}

/**
 * Returns true when it seeded, false when the database already had users. The demo work orders follow
 * in their own transaction (they run through the work-order service), all before `clock`'s now.
 */
export async function seedDemo(db: Db, clock: Clock = systemClock): Promise<boolean> {
  // Hash before the transaction: scrypt is slow and PGlite's single connection would be held meanwhile.
  const hashes = await Promise.all(DEMO_ACCOUNTS.map((a) => hashPassword(a.password)));
  const clientHash = await hashPassword(DEMO_CLIENT.secret);

  const seeded = await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
    if (!(await isEmpty(tx))) return false;

    await insertMany(
      tx,
      'INSERT INTO sys_dept (dept_id, parent_id, dept_name, order_num) VALUES ($1, $2, $3, $4)',
      DEMO_DEPTS.map((d, i) => [d.id, d.parentId, d.name, i]),
    );
    await insertMany(
      tx,
      `INSERT INTO sys_area (id, parent_id, name, type, code, order_num, district_code)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      DEMO_AREAS.map((a, i) => [a.id, a.parentId, a.name, a.type, a.code, i, a.district]),
    );
    await insertMany(
      tx,
      'INSERT INTO sys_role (role_id, role_key, role_name, role_sort, data_scope) VALUES ($1, $2, $3, $4, $5)',
      DEMO_ROLES.map((r) => [r.id, r.key, r.name, r.id, r.dataScope]),
    );
    await insertMany(
      tx,
      `INSERT INTO sys_menu (menu_id, parent_id, menu_name, path, component, perms, menu_type, visible, icon, order_num,
                             is_frame, keep_alive, allow_back, target)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
      flattenMenus().map((m) => [
        m.id,
        m.parentId,
        m.title,
        m.link ?? m.path ?? '',
        m.component ?? '',
        m.perms ?? '',
        m.type,
        m.hidden ? '1' : '0',
        m.icon ?? '',
        m.orderNum,
        m.link ? '0' : '1',
        m.type === 'C',
        m.allowBack ?? false,
        m.link ? '_blank' : '',
      ]),
    );
    for (const role of DEMO_ROLES) {
      await insertMany(
        tx,
        'INSERT INTO sys_role_menu (role_id, menu_id) VALUES ($1, $2)',
        role.menuIds.map((id) => [role.id, id]),
      );
    }
    for (const [i, a] of DEMO_ACCOUNTS.entries()) {
      await tx.query(
        'INSERT INTO sys_user (user_id, user_name, nick_name, password_hash, dept_id) VALUES ($1, $2, $3, $4, $5)',
        [a.id, a.userName, a.nickName, hashes[i], a.deptId],
      );
      await tx.query('INSERT INTO sys_user_role (user_id, role_id) VALUES ($1, $2)', [a.id, a.roleId]);
      const factories = a.factories === 'all' ? [] : a.factories;
      await insertMany(
        tx,
        'INSERT INTO sys_user_factory (user_id, factory_id) VALUES ($1, $2)',
        factories.map((f) => [a.id, f]),
      );
    }
    for (const dict of DEMO_DICTS) {
      await tx.query('INSERT INTO sys_dict_type (dict_name, dict_type) VALUES ($1, $2)', [
        dict.name,
        dict.type,
      ]);
      await insertMany(
        tx,
        `INSERT INTO sys_dict_data (dict_sort, dict_label, dict_value, dict_type, list_class, is_default)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        dict.entries.map(([value, label, listClass, isDefault], i) => [
          i + 1,
          label,
          value,
          dict.type,
          listClass || 'default',
          isDefault ? 'Y' : 'N',
        ]),
      );
    }
    await tx.query(
      'INSERT INTO oauth_client (client_id, secret_hash, grant_types, scope) VALUES ($1, $2, $3, $4)',
      [DEMO_CLIENT.clientId, clientHash, DEMO_CLIENT.grantTypes, DEMO_CLIENT.scope],
    );
    // After the areas and dictionaries: the archive's own dictionaries, the factories' places, contacts and units.
    await seedPlantArchive(tx);
    // The entries of the types the console reads are built in (migration 022, docs/administration.md "字典管理").
    await tx.query('UPDATE sys_dict_data SET builtin = true WHERE dict_type = ANY($1::text[])', [
      [...PROTECTED_DICT_TYPES],
    ]);
    // Explicit ids above leave the serial sequences behind: move them past the seeded rows.
    for (const [table, column] of [
      ['sys_user', 'user_id'],
      ['sys_role', 'role_id'],
      ['sys_dept', 'dept_id'],
    ] as const) {
      await tx.query(
        `SELECT setval(pg_get_serial_sequence('${table}', '${column}'), (SELECT max(${column}) FROM ${table}))`,
      );
    }
    return true;
  });
  if (seeded) {
    await seedWorkOrders(db, clock.now());
    // After the work orders: meters are linked to the demo devices.
    await seedAlarms(db, clock.now());
    // After the alarms: a meter they leave offline or silent stops reading then (docs/architecture.md §3 "Energy").
    await seedEnergy(db, clock.now());
    // After the readings: a meter plan's count stands part of its way from the latest (docs/plans.md).
    await seedDemoPlans(db, clock.now());
    // After the archive, the devices and every meter: which stage of its plant each stands on (docs/architecture.md
    // §3 "Big screens and the process page").
    await seedProcessLinks(db);
    // After the readings, orders and alarms their figures come from; their urges are the scheduler's, which writes
    // them at the server's start (docs/architecture.md §3 "Report urges").
    await seedDemoReports(db, clock.now());
    // The parts catalogue with its stock and 60 days of ledger (docs/parts.md).
    await seedDemoParts(db, clock.now());
  }
  return seeded;
}
