/**
 * The logs' retention (docs/administration.md "操作日志"): the days both logs keep, a sys_config row every instance
 * reads, and deleting rows older than that in batches.
 */
import { LOG_RETENTION } from '../../../../contract/logs/schemas';
import type { Db } from '../../db/client';

export const RETENTION_KEY = 'sys.log.retentionDays';

/** The two log tables and their time columns: names from this list only, never from a request. */
export const LOG_TABLES = [
  { table: 'sys_oper_log', id: 'oper_id', time: 'oper_time' },
  { table: 'sys_logininfor', id: 'info_id', time: 'login_time' },
] as const;
export type LogTable = (typeof LOG_TABLES)[number];

export class RetentionRepository {
  constructor(private readonly db: Db) {}

  async days(): Promise<number> {
    const { rows } = await this.db.query<{ config_value: string }>(
      'SELECT config_value FROM sys_config WHERE config_key = $1',
      [RETENTION_KEY],
    );
    const days = Number(rows[0]?.config_value);
    return Number.isInteger(days) && days >= LOG_RETENTION.MIN_DAYS ? days : LOG_RETENTION.DEFAULT_DAYS;
  }

  async setDays(days: number, now: Date): Promise<void> {
    await this.db.query(
      `INSERT INTO sys_config (config_key, config_value, update_time) VALUES ($1, $2, $3)
       ON CONFLICT (config_key) DO UPDATE SET config_value = EXCLUDED.config_value, update_time = EXCLUDED.update_time`,
      [RETENTION_KEY, String(days), now],
    );
  }

  /**
   * Deletes up to `batch` rows of `t` older than `before`; rows another instance's sweep holds are skipped, so two
   * sweeps at once share the work and neither waits. Answers how many went.
   */
  async deleteBatch(t: LogTable, before: Date, batch: number): Promise<number> {
    const { rows } = await this.db.query<{ deleted: number }>(
      `WITH picked AS (
         SELECT ${t.id} FROM ${t.table} WHERE ${t.time} < $1 LIMIT $2 FOR UPDATE SKIP LOCKED
       ), gone AS (
         DELETE FROM ${t.table} WHERE ${t.id} IN (SELECT ${t.id} FROM picked) RETURNING 1
       )
       SELECT (SELECT count(*) FROM gone)::int AS deleted`,
      [before, batch],
    );
    return rows[0]?.deleted ?? 0;
  }
}
