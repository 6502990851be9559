/**
 * A Db that buildApp opens itself when none is passed: opened, migrated, (SEED=demo) seeded and its files moved to
 * FILES_DIR (docs/architecture.md §3 "Files") while the app boots, closed with the app. main.ts passes its own Db
 * instead so it can report each step. Start-up work, so it lives in setup/ beside the seed and not in db/: it calls
 * the modules, which db/ must not (docs/architecture.md §2 "Server layers").
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { openDb, withSetupDb, type Db } from '../db/client';
import { moveFilesToFolder } from '../modules/file/move-to-folder';
import { migrate } from '../db/migrate';
import { isEmpty, seedDemo } from './seed/index';

export function ownedDb(app: FastifyInstance, config: Config): Db {
  let inner: Db | undefined;
  const ready = (): Db => {
    if (!inner) throw new Error('database used before the app is ready');
    return inner;
  };
  app.register(async () => {
    inner = await openDb(config);
    await withSetupDb(config, inner, async (setup) => {
      await migrate(setup);
      if (config.seed === 'demo' && (await isEmpty(setup))) await seedDemo(setup);
      await moveFilesToFolder(setup, config.filesDir, (msg) => app.log.warn(msg));
    });
  });
  app.addHook('onClose', async () => {
    await inner?.close();
  });
  return {
    query: (sql, params) => ready().query(sql, params),
    exec: (sql) => ready().exec(sql),
    transaction: (fn) => ready().transaction(fn),
    listen: (channel, onNotify, events) => ready().listen(channel, onNotify, events),
    close: async () => {
      await inner?.close();
    },
  };
}
