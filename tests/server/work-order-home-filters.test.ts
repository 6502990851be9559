/**
 * Home's filters of the work-order lists (docs/requirements.md §2 "Home", §7 "Work orders and tasks"): `myOrders`
 * lists the orders the caller executes or accepts that are not closed, exactly the set home's 未关闭 figure counts,
 * and `overdue` those past their planned time while not yet handled, exactly home's 已超期; on each kind's list, the
 * acceptance list and their exports, in the caller's factory scope; bad values are a 400 naming the field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HomeSummary } from '../../contract/home';
import { WO_KINDS, type WoKind, type WoRow } from '../../contract/work-order/schemas';
import type { Db } from '../../server/src/db/client';
import { DEMO_USER_ID } from '../../server/src/setup/seed/demo-data';
import { WoFixtures } from './helpers/work-order-fixtures';
import { createTestApp, getAs, login, openSeededDb, sendAs, type TestApp } from './helpers/test-app';
import { sheetRows } from './helpers/xlsx-sheet';

let db: Db;
let t: TestApp;
const tokens: Record<string, string> = {};
const WO = '/api/system/base/workOrder';
const HOUR_MS = 3_600_000;
const OPERATOR = DEMO_USER_ID.operator;
const SUPERVISOR = DEMO_USER_ID.supervisor;

/** An instant `hours` from the test clock's start (negative: before it). */
let start = 0;
const fromStart = (hours: number) => new Date(start + hours * HOUR_MS).toISOString();

const list = (who: string, path: string) => getAs(t.app, tokens[who] ?? '', `${WO}/${path}`);
const taskNos = async (who: string, path: string): Promise<string[]> => {
  const res = await list(who, path);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().rows as WoRow[]).map((r) => r.taskNo).sort();
};
const totalOf = async (who: string, path: string): Promise<number> => {
  const res = await list(who, path);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().total as number;
};
const summaryOf = async (who: string): Promise<HomeSummary> => {
  const res = await getAs(t.app, tokens[who] ?? '', '/api/home/summary');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: HomeSummary }).data;
};

/** taskNo, kind, factory, status, executor, acceptor, planned in hours from the start (null: no plan). */
const FIXTURES: readonly [string, WoKind, number, number, number, number | null, number | null][] = [
  // the operator's: handling and past its plan (overdue), reported with an executor named and past (overdue),
  // handled and waiting for audit past its plan (open, not overdue), handling planned 12 minutes ahead (open, not
  // overdue yet), accepting with the operator as acceptor (open), handling without a plan (open, never overdue)
  ['QH-F01', 'fix', 11, 1, OPERATOR, null, -5],
  ['QH-F02', 'fix', 11, 0, OPERATOR, null, -1],
  ['QH-F03', 'fix', 11, 2, OPERATOR, null, -9],
  ['QH-F04', 'fix', 11, 1, OPERATOR, null, 0.2],
  ['QH-F05', 'fix', 11, 4, SUPERVISOR, OPERATOR, null],
  ['QH-F06', 'fix', 11, 1, OPERATOR, null, null],
  // not the operator's: closed, another executor's (overdue), and one outside the operator's factories
  ['QH-F07', 'fix', 11, 9, OPERATOR, null, -5],
  ['QH-F08', 'fix', 11, 1, SUPERVISOR, null, -5],
  ['QH-F09', 'fix', 12, 1, OPERATOR, null, -5],
  // another kind, waiting for the acceptance dispatch after the operator handled it
  ['QH-M01', 'maint', 11, 3, OPERATOR, null, -5],
];

beforeAll(async () => {
  db = await openSeededDb();
  t = await createTestApp(db);
  start = t.clock.now();
  const fx = new WoFixtures(db);
  for (const [taskNo, kind, factoryId, status, execBy, acceptBy, plannedIn] of FIXTURES) {
    await fx.order({
      taskNo,
      kind,
      factoryId,
      status,
      execBy,
      acceptBy,
      execTime: plannedIn === null ? null : fromStart(plannedIn),
      // planned by a dispatcher: the planned time is the due time (docs/work-order-lifecycle.md)
      dueTime: plannedIn === null ? null : fromStart(plannedIn),
      reportTime: fromStart(-48),
    });
  }
  for (const name of ['admin', 'operator', 'supervisor'])
    tokens[name] = (await login(t.app, name)).access_token;
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

describe('myOrders and overdue on the lists', () => {
  it('myOrders lists what the operator executes or accepts that is not closed, in every open status', async () => {
    expect(await taskNos('operator', 'fix/list?taskNo=QH-&myOrders=true')).toEqual([
      'QH-F01',
      'QH-F02',
      'QH-F03',
      'QH-F04',
      'QH-F05',
      'QH-F06',
    ]);
    // the narrower mine (what to act on now) is another filter, and both together narrow further
    expect(await taskNos('operator', 'fix/list?taskNo=QH-&myOrders=true&mine=true')).toEqual([
      'QH-F01',
      'QH-F04',
      'QH-F05',
      'QH-F06',
    ]);
    expect(await taskNos('operator', 'maint/list?taskNo=QH-&myOrders=true')).toEqual(['QH-M01']);
    // not filtered: every open one of the operator's factory
    expect(await taskNos('operator', 'fix/list?taskNo=QH-&myOrders=false')).toHaveLength(7);
  });

  it('overdue lists what is not handled and past its planned time, anyone’s, in the caller’s scope', async () => {
    expect(await taskNos('operator', 'fix/list?taskNo=QH-&myOrders=true&overdue=true')).toEqual([
      'QH-F01',
      'QH-F02',
    ]);
    expect(await taskNos('operator', 'fix/list?taskNo=QH-&overdue=true')).toEqual([
      'QH-F01',
      'QH-F02',
      'QH-F08',
    ]);
    // the supervisor's scope holds factory 12 too: QH-F09 is overdue there
    expect(await taskNos('supervisor', 'fix/list?taskNo=QH-&overdue=true')).toEqual([
      'QH-F01',
      'QH-F02',
      'QH-F08',
      'QH-F09',
    ]);
    expect(await taskNos('operator', 'maint/list?taskNo=QH-&overdue=true')).toEqual([]);
  });

  it('the acceptance list takes them too: the caller’s orders waiting for the acceptance dispatch or acceptance', async () => {
    // QH-F05 is the supervisor's as its executor (the operator accepts it), QH-M01 the operator's alone
    expect(await taskNos('supervisor', 'accept/list?taskNo=QH-&myOrders=true')).toEqual(['QH-F05']);
    expect(await taskNos('admin', 'accept/list?taskNo=QH-&myOrders=true')).toEqual([]);
    expect(await taskNos('admin', 'accept/list?taskNo=QH-')).toEqual(['QH-F05', 'QH-M01']);
    expect(await taskNos('supervisor', 'accept/list?taskNo=QH-&overdue=true')).toEqual([]);
  });

  it('keeps the factory scope: a factory outside it is refused, inside it filters', async () => {
    expect((await list('operator', 'fix/list?factoryId=12&myOrders=true')).statusCode).toBe(403);
    expect(await taskNos('supervisor', 'fix/list?taskNo=QH-&factoryId=12&overdue=true')).toEqual(['QH-F09']);
  });

  it('counts exactly what home counts, per kind and in all', async () => {
    for (const who of ['operator', 'supervisor', 'admin']) {
      const summary = await summaryOf(who);
      let open = 0;
      let overdue = 0;
      for (const kind of WO_KINDS) {
        const figures = summary.orderKinds.find((k) => k.kind === kind) ?? { open: 0, overdue: 0 };
        const listed = await totalOf(who, `${kind}/list?myOrders=true`);
        const late = await totalOf(who, `${kind}/list?myOrders=true&overdue=true`);
        expect([who, kind, listed, late]).toEqual([who, kind, figures.open, figures.overdue]);
        open += listed;
        overdue += late;
      }
      expect([who, open, overdue]).toEqual([who, summary.openOrders, summary.overdueOrders]);
    }
    // the operator's own fixtures are among them
    expect((await summaryOf('operator')).orderKinds.find((k) => k.kind === 'maint')?.open).toBeGreaterThan(0);
  });

  it('judges overdue at the server clock’s time, not at a time a list page was kept', async () => {
    const overdue = 'fix/list?taskNo=QH-F04&myOrders=true&overdue=true';
    expect(await taskNos('operator', overdue)).toEqual([]);
    // planned 12 minutes after the start: overdue 20 minutes later (within the token's life), the page read before
    // notwithstanding
    t.clock.advance(HOUR_MS / 3);
    try {
      expect(await taskNos('operator', overdue)).toEqual(['QH-F04']);
    } finally {
      t.clock.advance(-HOUR_MS / 3);
    }
  });

  it.each([
    ['fix/list?myOrders=maybe', 'querystring/myOrders must be boolean'],
    ['fix/list?overdue=2', 'querystring/overdue must be boolean'],
    ['accept/list?overdue=yes', 'querystring/overdue must be boolean'],
  ])('refuses %s with a 400 naming the field', async (path, msg) => {
    const res = await list('supervisor', path);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, msg });
  });
});

describe('the exports of the filter', () => {
  const exported = async (who: string, path: string, body: object): Promise<string[]> => {
    const res = await sendAs(t.app, tokens[who] ?? '', 'POST', `${WO}/${path}`, body);
    expect(res.statusCode, res.body).toBe(200);
    const sheet = sheetRows(res);
    const index = sheet[0]!.indexOf('工单编号');
    return sheet
      .slice(1)
      .map((r) => r[index] ?? '')
      .sort();
  };

  it('export the rows the list lists with myOrders and overdue', async () => {
    expect(
      await exported('operator', 'fix/export', { taskNo: 'QH-', myOrders: true, overdue: true }),
    ).toEqual(['QH-F01', 'QH-F02']);
    expect(await exported('operator', 'fix/export', { taskNo: 'QH-', myOrders: true })).toEqual(
      await taskNos('operator', 'fix/list?taskNo=QH-&myOrders=true'),
    );
    expect(await exported('admin', 'accept/export', { taskNo: 'QH-', overdue: true })).toEqual([]);
    expect(await exported('admin', 'accept/export', { taskNo: 'QH-', myOrders: false })).toEqual([
      'QH-F05',
      'QH-M01',
    ]);
  });

  it('refuses a bad value with a 400 naming the body field', async () => {
    const res = await sendAs(t.app, tokens.operator ?? '', 'POST', `${WO}/fix/export`, { overdue: 'soon' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, msg: 'body/overdue must be boolean' });
  });
});
