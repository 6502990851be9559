/**
 * The version a record holds now (docs/concurrency.md): what an edit dialog that has just loaded the record sends back
 * with its edit, for the tests whose subject is not the version itself (tests/server/edit-conflicts.test.ts is).
 */
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
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

/**
 * A stale save refused: 409 naming who saved the stored record and when, with that record as the form loads it in
 * `data.current`, at `version`.
 */
export function expectStale(res: LightMyRequestResponse, version: number): void {
  expect(res.statusCode, res.body).toBe(409);
  const answer = res.json<{
    code: number;
    msg: string;
    data: { version: number; current: { version: number } };
  }>();
  expect(answer.code).toBe(409);
  expect(answer.msg).toMatch(/^已被 .+ 于 \d{4}-\d\d-\d\d \d\d:\d\d:\d\d 修改，请核对后再保存$/);
  expect(answer.data).toMatchObject({ version, current: { version } });
}
