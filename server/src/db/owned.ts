/**
 * A Db that buildApp opens itself when none is passed: opened, migrated and (SEED=demo) seeded while
 * the app boots, closed with the app. main.ts passes its own Db instead so it can report each step.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { openDb, type Db } from './client';
import { migrate } from './migrate';
import { isEmpty, seedDemo } from './seed/index';

export function ownedDb(app: FastifyInstance, config: Config): Db {
  let inner: Db | undefined;
  const ready = (): Db => {
    if (!inner) throw new Error('database used before the app is ready');
    return inner;
  };
  app.register(async () => {
    inner = await openDb(config);
    await migrate(inner);
    if (config.seed === 'demo' && (await isEmpty(inner))) await seedDemo(inner);
  });
  app.addHook('onClose', async () => {
    await inner?.close();
  });
  return {
    query: (sql, params) => ready().query(sql, params),
    exec: (sql) => ready().exec(sql),
    transaction: (fn) => ready().transaction(fn),
    listen: (channel, onNotify) => ready().listen(channel, onNotify),
    close: async () => {
      await inner?.close();
    },
  };
}
