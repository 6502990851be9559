/**
 * The two logs' batch writers of one app (docs/administration.md): the operation log's hook and the sign-in path
 * queue rows here; each list flushes its own writer before reading, so an administrator sees their own last write at
 * once, and the app flushes both when it closes.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { BATCH_DEFAULTS, BatchWriter, type BatchOptions } from './batch-writer';
import { LoginLogRepository, type LoginLogEntry } from './login-log-repository';
import { OperLogRepository, type OperLogEntry } from './oper-log-repository';

export class LogWriters {
  readonly oper: BatchWriter<OperLogEntry>;
  readonly login: BatchWriter<LoginLogEntry>;

  constructor(db: Db, log: Pick<FastifyBaseLogger, 'error'>, opts: BatchOptions = BATCH_DEFAULTS) {
    const failed = (what: string) => (err: Error, rows: number) =>
      log.error(`${what}: ${rows} rows not written: ${err.message}`);
    this.oper = new BatchWriter(
      (rows) => new OperLogRepository(db).insert(rows),
      failed('operation log'),
      opts,
    );
    this.login = new BatchWriter(
      (rows) => new LoginLogRepository(db).insert(rows),
      failed('sign-in log'),
      opts,
    );
  }

  async flush(): Promise<void> {
    await Promise.all([this.oper.flush(), this.login.flush()]);
  }
}
