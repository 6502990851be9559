/** What the device and meter ledger tests share (docs/architecture.md §3 "Asset ledger"). */
import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { AppInstance } from '../../../server/src/context';
import type { Db } from '../../../server/src/db/client';
import { DEMO_SCALE } from '../../../server/src/setup/seed/demo-scale';
import { MSG } from '../../../server/src/errors';
import { bearer, getAs } from './test-app';

export interface LedgerClient<Row> {
  /** GET `url` as the demo user `who` */
  as(who: string, url: string): Promise<LightMyRequestResponse>;
  send(
    who: string,
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ): Promise<LightMyRequestResponse>;
  /** `{base}/list?{query}`, which must answer 200 */
  list(who: string, query: string): Promise<{ rows: Row[]; total: number }>;
}

/** Calls of a ledger under `base` as the demo users of `tokens`; `app` is read at each call (built in beforeAll). */
export function ledgerClient<Row>(
  app: () => AppInstance,
  tokens: Record<string, string>,
  base: string,
): LedgerClient<Row> {
  const as = (who: string, url: string) => getAs(app(), tokens[who] ?? '', url);
  return {
    as,
    send: (who, method, url, payload) =>
      app().inject({ method, url, headers: bearer(tokens[who] ?? ''), ...(payload ? { payload } : {}) }),
    list: async (who, query) => {
      const res = await as(who, `${base}/list?${query}`);
      expect(res.statusCode).toBe(200);
      return res.json();
    },
  };
}

export type LedgerWrite = readonly [method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object];

/**
 * The demo roles' rule of a ledger page: the operator's writes answer 403, and of the page's buttons the
 * operator holds the list code only, the supervisor all four (`codes`: list, add, edit, remove).
 */
export async function expectOperatorListsOnly(
  app: AppInstance,
  tokens: { operator: string; supervisor: string },
  writes: readonly LedgerWrite[],
  menuId: number,
  codes: readonly string[],
): Promise<void> {
  for (const [method, url, payload] of writes) {
    const res = await app.inject({
      method,
      url,
      headers: bearer(tokens.operator),
      ...(payload ? { payload } : {}),
    });
    expect({ method, status: res.statusCode, body: res.json() }).toEqual({
      method,
      status: 403,
      body: { code: 403, msg: MSG.FORBIDDEN },
    });
  }
  const buttons = async (token: string) =>
    (await getAs(app, token, `/api/system/menu/btns/${menuId}`)).json().data;
  expect(await buttons(tokens.operator)).toEqual(codes.slice(0, 1));
  expect(await buttons(tokens.supervisor)).toEqual(codes);
}

/**
 * Leaves only the fixed demo rows of server/src/setup/seed/devices.ts and alarms.ts in the file's database: the ledger
 * tests name those rows, their filters, pages and counts, and their new codes. The generated demo at a realistic size
 * (docs/architecture.md §3 "Energy") and its readings are tested in tests/server/energy-*.test.ts.
 */
export async function keepFixedDemoRows(db: Db): Promise<void> {
  const { meters, collectors, devices } = DEMO_SCALE;
  await db.transaction(async (tx) => {
    await tx.query('TRUNCATE energy_reading, energy_daily, energy_demo_profile');
    const drop = async (table: string, column: string, rows: { factoryId: number; code: string }[]) => {
      await tx.query(
        `DELETE FROM ${table} t USING unnest($1::int[], $2::text[]) AS x(factory_id, code)
          WHERE t.factory_id = x.factory_id AND t.${column} = x.code`,
        [rows.map((r) => r.factoryId), rows.map((r) => r.code)],
      );
    };
    await drop('alarm_meter', 'code', meters);
    await drop('alarm_collector', 'code', collectors);
    await drop('wo_device', 'device_show_code', devices);
  });
}
