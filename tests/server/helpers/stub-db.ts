/** A Db for tests that must not touch a database (static files, startup checks): any query fails loudly. */
import type { Db } from '../../../server/src/db/client';

export function stubDb(): Db {
  const fail = (): Promise<never> => Promise.reject(new Error('stub database: no queries expected'));
  // Listening is not a query: the live channels listen at startup and simply hear nothing.
  return {
    query: fail,
    exec: fail,
    transaction: fail,
    listen: async () => async () => undefined,
    close: async () => undefined,
  };
}
