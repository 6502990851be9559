/**
 * Who and what an order can involve in one factory: the people to pick as executor, acceptor or
 * copy-to (task/common/list*), the devices, and the maintenance plans. Callers check the factory's
 * scope first.
 */
import type { MaintPlan, WoDevice, WoPerson } from '../../../../contract/work-order/schemas';
import type { Db } from '../../db/client';
import { holdsAnyCodeSql, isAdminSql } from '../user/permission-sql';
import { inFactoryScopeSql } from '../user/scope-sql';

/**
 * Enabled users whose factory scope holds the factory (user/scope-sql.ts), plus admins (every factory, every code:
 * the command side accepts them as executor or acceptor too). With `codes`, only users holding one of them through
 * an enabled role and an enabled menu: the auth guard's rule (user/permission-sql.ts).
 */
const PEOPLE_SQL = `SELECT u.user_id, u.user_name, u.nick_name FROM sys_user u
  WHERE u.status = '0' AND (
    ${isAdminSql('u.user_id')}
    OR (${inFactoryScopeSql('u.user_id', '$1')}
        AND ($2::text[] IS NULL OR ${holdsAnyCodeSql('u.user_id', '$2::text[]')})))
  ORDER BY u.user_id`;

export class WoPeopleRepository {
  constructor(private readonly db: Db) {}

  /** People of the factory holding any of `codes`; null = everyone of the factory. */
  async people(factoryId: number, codes: readonly string[] | null): Promise<WoPerson[]> {
    const { rows } = await this.db.query<{ user_id: number; user_name: string; nick_name: string }>(
      PEOPLE_SQL,
      [factoryId, codes],
    );
    return rows.map((r) => ({ userId: r.user_id, userName: r.user_name, nickName: r.nick_name }));
  }

  /** Devices not deleted (docs/architecture.md §3 "Asset ledger": a deleted device takes no new order). */
  async devices(factoryId: number): Promise<WoDevice[]> {
    const { rows } = await this.db.query<{
      device_id: number;
      factory_id: number;
      device_show_code: string;
      device_name: string;
    }>(
      `SELECT device_id, factory_id, device_show_code, device_name FROM wo_device
        WHERE factory_id = $1 AND deleted_at IS NULL ORDER BY device_show_code, device_id`,
      [factoryId],
    );
    return rows.map((r) => ({
      deviceId: r.device_id,
      factoryId: r.factory_id,
      deviceShowCode: r.device_show_code,
      deviceName: r.device_name,
    }));
  }

  /** The factory's plans (a device's or a device class's, docs/plans.md), next due first, meter-only plans last. */
  async plans(factoryId: number): Promise<MaintPlan[]> {
    const { rows } = await this.db.query<{
      plan_id: number;
      factory_id: number;
      device_id: number | null;
      device_name: string;
      asset_type: string | null;
      title: string;
      interval_days: number | null;
      next_run: string | null;
      exec_by: number | null;
      exec_by_name: string;
      enabled: boolean;
    }>(
      `SELECT p.plan_id, p.factory_id, p.device_id, COALESCE(d.device_name, '') AS device_name, p.asset_type,
              p.title, p.interval_days,
              to_char(p.next_run, 'YYYY-MM-DD') AS next_run, p.exec_by,
              COALESCE(u.nick_name, '') AS exec_by_name, p.enabled
         FROM wo_maint_plan p
         -- a class plan names no device (docs/plans.md "Plans per device class")
         LEFT JOIN wo_device d ON d.device_id = p.device_id
         LEFT JOIN sys_user u ON u.user_id = p.exec_by
        WHERE p.factory_id = $1 AND p.kind = 'maint'
        ORDER BY p.next_run NULLS LAST, p.plan_id`,
      [factoryId],
    );
    return rows.map((r) => ({
      planId: r.plan_id,
      factoryId: r.factory_id,
      deviceId: r.device_id,
      deviceName: r.device_name,
      assetType: r.asset_type,
      title: r.title,
      intervalDays: r.interval_days,
      nextRun: r.next_run,
      execBy: r.exec_by,
      execByName: r.exec_by_name,
      enabled: r.enabled,
    }));
  }
}
