/**
 * The SQL of the work-order priority settings (docs/work-order-lifecycle.md "Priority and due time", migration 038):
 * the targets per priority, the urge ladder's interval and the record's version row. Nothing is cached: a new order's
 * INSERT joins the targets (command-repository.ts insertOrder) and the ladder reads its interval at each run, so a save
 * reaches every instance with its commit.
 */
import {
  WO_PRIORITIES,
  type WoPrioritySettingsBody,
  type WoPriorityTarget,
} from '../../../../contract/wo-priority';
import type { Db } from '../../db/client';
import { shown } from '../../shared/china-time';

/** The settings' one row in wo_priority_settings (its version, docs/concurrency.md). */
export const WO_PRIORITY_SETTINGS_ID = 1;

export class PriorityRepository {
  constructor(private readonly db: Db) {}

  /** Every priority's targets, in WO_PRIORITIES order. */
  async targets(): Promise<WoPriorityTarget[]> {
    const { rows } = await this.db.query<WoPriorityTarget>(
      `SELECT priority, response_min AS "responseMinutes", complete_min AS "completeMinutes"
         FROM wo_priority_target ORDER BY priority`,
    );
    return WO_PRIORITIES.flatMap((p) => rows.filter((r) => r.priority === p));
  }

  /** The ladder's interval, the version, who saved last (nick name, '' unknown) and when (China time, '' never). */
  async stamp(): Promise<{
    urgeIntervalMinutes: number;
    version: number;
    updateBy: string;
    updateTime: string;
  }> {
    const { rows } = await this.db.query<{
      urgeIntervalMinutes: number;
      version: number;
      updateBy: string;
      updateTime: string;
    }>(
      `SELECT s.urge_interval_min AS "urgeIntervalMinutes", s.version, COALESCE(u.nick_name, '') AS "updateBy",
              COALESCE(${shown('s.update_time')}, '') AS "updateTime"
         FROM wo_priority_settings s LEFT JOIN sys_user u ON u.user_id = s.update_by
        WHERE s.id = $1`,
      [WO_PRIORITY_SETTINGS_ID],
    );
    return rows[0]!;
  }

  /** Writes the targets and the interval (the caller has claimed the version in the same transaction). */
  async save(body: WoPrioritySettingsBody): Promise<void> {
    await this.db.query(
      `UPDATE wo_priority_target t SET response_min = v.r, complete_min = v.c
         FROM unnest($1::smallint[], $2::int[], $3::int[]) AS v (p, r, c)
        WHERE t.priority = v.p`,
      [
        body.targets.map((t) => t.priority),
        body.targets.map((t) => t.responseMinutes),
        body.targets.map((t) => t.completeMinutes),
      ],
    );
    await this.db.query('UPDATE wo_priority_settings SET urge_interval_min = $2 WHERE id = $1', [
      WO_PRIORITY_SETTINGS_ID,
      body.urgeIntervalMinutes,
    ]);
  }
}
