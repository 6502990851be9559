/**
 * The version a record holds now (docs/concurrency.md): what an edit dialog that has just loaded the record sends back
 * with its edit, for the tests whose subject is not the version itself (tests/server/edit-conflicts.test.ts is).
 */
import type { Db } from '../../../server/src/db/client';
import { VERSIONED, type VersionedRecord } from '../../../server/src/modules/record-version/repository';

export async function versionNow(db: Db, record: VersionedRecord, id: number): Promise<number> {
  const { table, id: key } = VERSIONED[record];
  const { rows } = await db.query<{ version: number }>(`SELECT version FROM ${table} WHERE ${key} = $1`, [
    id,
  ]);
  // a record that is not there: any version, the edit is refused for that first
  return rows[0]?.version ?? 0;
}
