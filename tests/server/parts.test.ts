/**
 * 备件管理 (docs/parts.md): the catalogue (add, edit under its version, refusals and 400s naming the field), a factory's
 * stock and ledger (movements, nothing changed by a refused one), the minimum and the keepers' low-stock message, stock
 * never below zero under concurrent issues from two instances, the handling of an order issuing its parts, and
 * migration 049 making the page root-level on a database seeded before it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { strToU8, zipSync } from 'fflate';
import {
  PART_FIELD_MSG,
  PARTS_IMPORT,
  PARTS_MSG,
  partsLowStockTitle,
  type PartMovementRow,
  type PartRow,
  type PartStockRow,
} from '../../contract/parts/schemas';
import { WO_STATUS } from '../../contract/work-order/schemas';
import type { Db } from '../../server/src/db/client';
import { migrate } from '../../server/src/db/migrate';
import { MENU_ID } from '../../server/src/setup/seed/menus';
import { storedTextEn } from '../../server/src/shared/i18n/stored-text-catalog';
import { xlsx } from '../../server/src/shared/xlsx';
import { expectStale, versionNow } from './helpers/record-version';
import { bearer, createTestApp, login, openSeededDb, type TestApp } from './helpers/test-app';
import { twoInstances, type TwoInstances } from './helpers/two-instances';
import {
  buildWorld,
  createOrder,
  orderRow,
  post,
  step,
  OPERATOR,
  WO_BASE,
  type World,
} from './helpers/work-order-world';

const BASE = '/api/system/base/parts';
const FACTORY = 11;
const OTHER_FACTORY = 12;

let db: Db;
let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  db = await openSeededDb();
  t = await createTestApp(db);
  for (const name of ['admin', 'operator', 'supervisor', 'viewer'])
    tokens[name] = (await login(t.app, name)).access_token;
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

function send(
  who: string,
  method: 'POST' | 'PUT',
  url: string,
  payload: object,
): Promise<LightMyRequestResponse> {
  return t.app.inject({ method, url, headers: bearer(tokens[who] ?? ''), payload });
}
const get = (who: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(tokens[who] ?? '') });

let seq = 0;
async function addPart(extra: Partial<Record<string, unknown>> = {}): Promise<number> {
  seq += 1;
  const res = await send('supervisor', 'POST', BASE, {
    partCode: `TST-${seq}`,
    partName: `测试备件${seq}`,
    partSpecs: 'S1',
    unit: '个',
    ...extra,
  });
  expect(res.json<{ code: number }>().code, res.body).toBe(200);
  return res.json<{ data: { partId: number } }>().data.partId;
}

const move = (who: string, body: object) => send(who, 'POST', `${BASE}/movement`, body);
async function stockOf(partId: number, factoryId = FACTORY): Promise<PartStockRow> {
  const { rows } = await db.query<{ code: string }>('SELECT part_code AS code FROM part WHERE part_id = $1', [
    partId,
  ]);
  const res = await get('admin', `${BASE}/stock/list?factoryId=${factoryId}&keyword=${rows[0]!.code}`);
  const row = res.json<{ rows: PartStockRow[] }>().rows.find((r) => r.partId === partId);
  return row!;
}
const ledger = async (partId: number): Promise<PartMovementRow[]> =>
  (await get('admin', `${BASE}/movement/list?factoryId=${FACTORY}&partId=${partId}`)).json<{
    rows: PartMovementRow[];
  }>().rows;

describe('the catalogue', () => {
  it('adds, lists by keyword and device class, and edits under the version', async () => {
    const partId = await addPart({ partCode: 'TST-BRG-6205', partName: '深沟球轴承', assetTypes: ['1031'] });
    await addPart({ partCode: 'TST-ANY-1', partName: '通用垫片' });
    const listed = (await get('operator', `${BASE}/list?keyword=tst-brg`)).json<{ rows: PartRow[] }>();
    expect(listed.rows).toEqual([
      {
        partId,
        partCode: 'TST-BRG-6205',
        partName: '深沟球轴承',
        partSpecs: 'S1',
        unit: '个',
        assetTypes: ['1031'],
        remark: '',
        version: 0,
      },
    ]);
    const fitting = (await get('admin', `${BASE}/list?keyword=TST-&assetType=1032&pageSize=200`)).json<{
      rows: PartRow[];
    }>();
    expect(fitting.rows.map((r) => r.partCode)).toContain('TST-ANY-1');
    expect(fitting.rows.map((r) => r.partCode)).not.toContain('TST-BRG-6205');

    const edit = { partId, partCode: 'TST-BRG-6205', partName: '轴承', unit: '套', version: 0 };
    expect((await send('supervisor', 'PUT', BASE, edit)).json()).toMatchObject({ code: 200 });
    expect(await versionNow(db, 'part', partId)).toBe(1);
    expectStale(await send('admin', 'PUT', BASE, { ...edit, partName: '旧表单' }), 1);
    const { rows } = await db.query('SELECT part_name, unit FROM part WHERE part_id = $1', [partId]);
    expect(rows[0]).toEqual({ part_name: '轴承', unit: '套' });
  });

  it('refuses a taken code in any case, and answers 400 naming the field with nothing written', async () => {
    await addPart({ partCode: 'TST-DUP' });
    const before = (await db.query('SELECT count(*)::int AS n FROM part')).rows[0];
    const dup = await send('supervisor', 'POST', BASE, { partCode: 'tst-dup', partName: '重复', unit: '个' });
    expect(dup.json()).toEqual({ code: 500, msg: PARTS_MSG.codeTaken('tst-dup') });
    const cases: [object, string][] = [
      [{ partCode: '中文', partName: 'x', unit: '个' }, 'body/partCode'],
      [{ partCode: 'TST-X1', partName: '', unit: '个' }, 'body/partName'],
      [{ partCode: 'TST-X2', partName: '   ', unit: '个' }, 'body/partName'],
      [{ partCode: 'TST-X3', partName: 'x', unit: '个', assetTypes: ['1031', '9999'] }, 'body/assetTypes/1'],
      [{ partCode: 'TST-X4', partName: '名'.repeat(21), unit: '个' }, 'body/partName'],
      [{ partCode: 'TST-X5', partName: 'x' }, 'body'],
    ];
    for (const [body, field] of cases) {
      const res = await send('supervisor', 'POST', BASE, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ msg: string }>().msg).toContain(field);
    }
    expect((await db.query('SELECT count(*)::int AS n FROM part')).rows[0]).toEqual(before);
  });

  it('keeps its writes to their codes: the operator reads, the viewer sees nothing', async () => {
    expect(
      (await send('operator', 'POST', BASE, { partCode: 'TST-OP', partName: 'x', unit: '个' })).statusCode,
    ).toBe(403);
    expect(
      (await move('operator', { factoryId: FACTORY, partId: 1, kind: 'receipt', quantity: 1 })).statusCode,
    ).toBe(403);
    expect((await get('viewer', `${BASE}/list`)).statusCode).toBe(403);
    expect((await get('operator', `${BASE}/stock/list?factoryId=${FACTORY}`)).statusCode).toBe(200);
    // the operator's factory is 11 alone
    expect((await get('operator', `${BASE}/stock/list?factoryId=${OTHER_FACTORY}`)).statusCode).toBe(403);
  });
});

describe('stock and ledger', () => {
  it('receives, issues, returns and adjusts, each with its ledger row and the stock after it', async () => {
    const partId = await addPart();
    const moves = [
      { kind: 'receipt', quantity: 10 },
      { kind: 'issue', quantity: 3, reason: '借用' },
      { kind: 'return', quantity: 1 },
      { kind: 'adjust', quantity: -2.5, reason: '盘点' },
    ];
    const balances: number[] = [];
    for (const m of moves) {
      const res = await move('supervisor', { factoryId: FACTORY, partId, ...m });
      expect(res.json<{ code: number }>().code, res.body).toBe(200);
      balances.push(res.json<{ data: { balance: number } }>().data.balance);
    }
    expect(balances).toEqual([10, 7, 8, 5.5]);
    expect((await stockOf(partId)).quantity).toBe(5.5);
    expect((await stockOf(partId, OTHER_FACTORY)).quantity).toBe(0);
    const rows = await ledger(partId);
    expect(rows.map((r) => [r.kind, r.quantity, r.balance, r.reason])).toEqual([
      ['adjust', -2.5, 5.5, '盘点'],
      ['return', 1, 8, ''],
      ['issue', -3, 7, '借用'],
      ['receipt', 10, 10, ''],
    ]);
    expect(rows[0]!.createByName).not.toBe('');
  });

  it('refuses a take of more than is there, and bad quantities and reasons with 400, changing nothing', async () => {
    const partId = await addPart();
    await move('supervisor', { factoryId: FACTORY, partId, kind: 'receipt', quantity: 2 });
    const short = await move('supervisor', {
      factoryId: FACTORY,
      partId,
      kind: 'issue',
      quantity: 3,
      reason: 'x',
    });
    expect(short.json()).toEqual({ code: 500, msg: PARTS_MSG.short((await stockOf(partId)).partCode, 2) });
    const cases: [object, string][] = [
      [{ kind: 'receipt', quantity: 0 }, 'body/quantity'],
      [{ kind: 'receipt', quantity: -1 }, 'body/quantity'],
      [{ kind: 'receipt', quantity: 1.0001 }, 'body/quantity'],
      [{ kind: 'adjust', quantity: 0, reason: 'x' }, 'body/quantity'],
      [{ kind: 'adjust', quantity: -1 }, 'body/reason'],
      [{ kind: 'issue', quantity: 1, reason: '  ' }, 'body/reason'],
      [{ kind: 'lend', quantity: 1 }, 'body/kind'],
      [{ kind: 'receipt', quantity: 1, partId: 99999999 }, 'body/partId'],
    ];
    for (const [body, field] of cases) {
      const res = await move('supervisor', { factoryId: FACTORY, partId, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ msg: string }>().msg).toContain(field);
    }
    expect((await stockOf(partId)).quantity).toBe(2);
    expect(await ledger(partId)).toHaveLength(1);
  });

  it('tells the keepers once when a take brings the stock below its minimum', async () => {
    const partId = await addPart({ partName: '低库存件' });
    const edit = { factoryId: FACTORY, partId, minQuantity: 3, version: 0 };
    expect((await send('supervisor', 'PUT', `${BASE}/stock`, edit)).json()).toMatchObject({ code: 200 });
    expectStale(await send('admin', 'PUT', `${BASE}/stock`, { ...edit, minQuantity: 9 }), 1);
    await move('supervisor', { factoryId: FACTORY, partId, kind: 'receipt', quantity: 4 });
    const messages = async () =>
      (
        await db.query<{ user_name: string; msg_title: string }>(
          `SELECT u.user_name, m.msg_title FROM sys_task_msg m JOIN sys_user u ON u.user_id = m.user_id
            WHERE m.msg_title LIKE '%' || $1 || '%' ORDER BY m.msg_id`,
          [(await stockOf(partId)).partCode + ' '],
        )
      ).rows;
    await move('supervisor', { factoryId: FACTORY, partId, kind: 'issue', quantity: 1, reason: 'x' });
    expect(await messages()).toEqual([]);
    await move('supervisor', { factoryId: FACTORY, partId, kind: 'issue', quantity: 2, reason: 'x' });
    const told = await messages();
    // the supervisor keeps factory 11's stock; the operator holds no keeper code, the administrator is left out
    expect(told.map((m) => m.user_name)).toEqual(['supervisor']);
    expect(told[0]!.msg_title).toContain('剩余1，低于最低库存3');
    expect((await stockOf(partId)).low).toBe(true);
    await move('supervisor', { factoryId: FACTORY, partId, kind: 'issue', quantity: 1, reason: 'x' });
    expect(await messages()).toHaveLength(1);
  });

  it('reads the low-stock message in English, keeping the factory and the part', () => {
    expect(storedTextEn(partsLowStockTitle('Plant A', 'BRG-1', 'Bearing', 1, 3))).toBe(
      'Low stock: Plant A BRG-1 Bearing has 1 left, below its minimum of 3',
    );
  });
});

describe('two instances issuing at once', () => {
  let two: TwoInstances;
  beforeAll(async () => {
    two = await twoInstances(db);
  });
  afterAll(async () => {
    await two.close();
  });

  it('never take the stock below zero: of 8 issues of 1 from a stock of 5, exactly 5 pass', async () => {
    const partId = await addPart();
    await move('supervisor', { factoryId: FACTORY, partId, kind: 'receipt', quantity: 5 });
    const tokenA = (await login(two.a.app, 'supervisor')).access_token;
    const tokenB = (await login(two.b.app, 'supervisor')).access_token;
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        (i % 2 === 0 ? two.a : two.b).app.inject({
          method: 'POST',
          url: `${BASE}/movement`,
          headers: bearer(i % 2 === 0 ? tokenA : tokenB),
          payload: { factoryId: FACTORY, partId, kind: 'issue', quantity: 1, reason: `并发${i}` },
        }),
      ),
    );
    const codes = answers.map((r) => r.json<{ code: number }>().code);
    expect(codes.filter((c) => c === 200)).toHaveLength(5);
    expect(codes.filter((c) => c === 500)).toHaveLength(3);
    expect((await stockOf(partId)).quantity).toBe(0);
    const issues = (await ledger(partId)).filter((r) => r.kind === 'issue');
    expect(issues.map((r) => r.balance).sort()).toEqual([0, 1, 2, 3, 4]);
  });
});

describe('handling an order with parts from stock', () => {
  let w: World;
  beforeAll(async () => {
    w = await buildWorld(t.app, db);
  });

  const handleBody = (parts: object[]) => ({ handleResult: '1', handleDesc: '更换轴承', parts });

  it('issues the parts to the order, refuses more than is there, and returns what a new handling drops', async () => {
    const partId = await addPart({ partCode: 'TST-HANDLE', partName: '机封' });
    await move('supervisor', { factoryId: FACTORY, partId, kind: 'receipt', quantity: 3 });
    const { taskId, taskNo } = await createOrder(w, 'fix');
    expect((await step(w, 'fix', taskId, 'dispatch')).json()).toMatchObject({ code: 200 });
    const url = `${WO_BASE}/fix/${taskId}/handle`;

    // more than the factory holds: refused, the order and the stock unchanged
    const tooMany = await post(
      w,
      OPERATOR,
      url,
      handleBody([{ partId, partsCode: 'x', partsName: 'x', partsSpecs: '', quantity: 4 }]),
    );
    expect(tooMany.json()).toEqual({ code: 500, msg: PARTS_MSG.short('TST-HANDLE', 3) });
    expect((await orderRow(db, taskId)).status).toBe(WO_STATUS.HANDLING);
    expect((await stockOf(partId)).quantity).toBe(3);

    const unknown = await post(
      w,
      OPERATOR,
      url,
      handleBody([{ partId: 99999999, partsCode: 'x', partsName: 'x', partsSpecs: '', quantity: 1 }]),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ msg: string }>().msg).toContain('body/parts/0/partId');

    const used = [
      { partId, partsCode: 'typed', partsName: 'typed', partsSpecs: '', quantity: 2 },
      { partsCode: 'FREE-1', partsName: '现场采购', partsSpecs: '', quantity: 1 },
    ];
    expect((await post(w, OPERATOR, url, handleBody(used))).json()).toMatchObject({ code: 200 });
    expect((await stockOf(partId)).quantity).toBe(1);
    const issued = await ledger(partId);
    expect(issued[0]).toMatchObject({ kind: 'issue', quantity: -2, balance: 1, taskId, taskNo });
    const { rows } = await db.query(
      'SELECT parts_code, parts_name, unit, quantity::float8 AS q FROM wo_task_part WHERE task_id = $1 ORDER BY id',
      [taskId],
    );
    // a stock row keeps the catalogue's unit (what its quantity counts); a free row has none unless typed
    expect(rows).toEqual([
      { parts_code: 'TST-HANDLE', parts_name: '机封', unit: '个', q: 2 },
      { parts_code: 'FREE-1', parts_name: '现场采购', unit: '', q: 1 },
    ]);

    // the review sends it back; handled again with one part, the other comes back to stock
    expect((await step(w, 'fix', taskId, 'approve', 2)).json()).toMatchObject({ code: 200 });
    const again = handleBody([{ partId, partsCode: 'x', partsName: 'x', partsSpecs: '', quantity: 1 }]);
    expect((await post(w, OPERATOR, url, again)).json()).toMatchObject({ code: 200 });
    expect((await stockOf(partId)).quantity).toBe(2);
    expect((await ledger(partId))[0]).toMatchObject({ kind: 'return', quantity: 1, balance: 2, taskId });
  });
});

describe('the demo', () => {
  it('seeds 200 parts, stock in every demo factory, 60 days of ledger and a few parts below their minimum', async () => {
    const { rows } = await db.query<{ parts: number; factories: number; kinds: number; low: number }>(
      `SELECT (SELECT count(*)::int FROM part WHERE part_code NOT LIKE 'TST-%') AS parts,
              (SELECT count(DISTINCT factory_id)::int FROM part_stock) AS factories,
              (SELECT count(DISTINCT kind)::int FROM part_movement) AS kinds,
              (SELECT count(*)::int FROM part_stock WHERE quantity < min_quantity AND factory_id = 11) AS low`,
    );
    expect(rows[0]!.parts).toBe(200);
    expect(rows[0]!.factories).toBe(4);
    expect(rows[0]!.kinds).toBe(4);
    expect(rows[0]!.low).toBeGreaterThan(5);
    const low = (await get('supervisor', `${BASE}/stock/list?factoryId=11&low=true`)).json<{
      total: number;
    }>();
    expect(low.total).toBe(rows[0]!.low);
  });
});

describe('the XLSX import', () => {
  const HEADER = ['备件编码', '备件名称', '规格型号', '单位', '适用设备类型', '备注'];
  const upload = (bytes: Uint8Array, who = 'supervisor') =>
    t.app.inject({
      method: 'POST',
      url: `${BASE}/import`,
      headers: { ...bearer(tokens[who] ?? ''), 'content-type': PARTS_IMPORT.CONTENT_TYPE },
      payload: Buffer.from(bytes),
    });
  const sheet = (rows: (string | number)[][], header: readonly string[] = HEADER) =>
    xlsx({ name: '备件', header, rows });

  it('adds new codes and updates known ones (any case), raising their version', async () => {
    const known = await addPart({ partCode: 'TST-IMP-OLD', partName: '旧名' });
    const res = await upload(
      sheet([
        ['TST-IMP-1', '导入轴承', '6205', '个', '1031、1032', ''],
        ['', '', '', '', '', ''],
        ['tst-imp-old', '新名', '', '套', '', '改名'],
      ]),
    );
    expect(res.json()).toEqual({ code: 200, msg: PARTS_MSG.imported(1, 1), data: { added: 1, updated: 1 } });
    const { rows } = await db.query(
      `SELECT part_code, part_name, unit, asset_types, remark, version FROM part
        WHERE lower(part_code) IN ('tst-imp-1', 'tst-imp-old') ORDER BY part_code`,
    );
    expect(rows).toEqual([
      {
        part_code: 'TST-IMP-1',
        part_name: '导入轴承',
        unit: '个',
        asset_types: ['1031', '1032'],
        remark: '',
        version: 0,
      },
      {
        part_code: 'tst-imp-old',
        part_name: '新名',
        unit: '套',
        asset_types: [],
        remark: '改名',
        version: 1,
      },
    ]);
    expect(await versionNow(db, 'part', known)).toBe(1);
  });

  it('reads shared strings, English headers in any order, and numbers', async () => {
    const shared = ['Unit', 'Part name', 'Part code', '个', '垫片', 'TST-IMP-S1'];
    const cell = (ref: string, i: number) => `<c r="${ref}" t="s"><v>${i}</v></c>`;
    const files = {
      'xl/sharedStrings.xml': strToU8(
        `<sst>${shared.map((s) => `<si><r><t>${s.slice(0, 1)}</t></r><r><t>${s.slice(1)}</t></r></si>`).join('')}</sst>`,
      ),
      'xl/worksheets/sheet1.xml': strToU8(
        `<worksheet><sheetData><row r="1">${cell('A1', 0)}${cell('B1', 1)}${cell('C1', 2)}</row>` +
          `<row r="3">${cell('A3', 3)}${cell('B3', 4)}${cell('C3', 5)}<c r="D3"><v>12</v></c></row></sheetData></worksheet>`,
      ),
    };
    const res = await upload(zipSync(files));
    expect(res.json()).toMatchObject({ code: 200, data: { added: 1, updated: 0 } });
    const { rows } = await db.query(`SELECT part_name, unit FROM part WHERE part_code = 'TST-IMP-S1'`);
    expect(rows).toEqual([{ part_name: '垫片', unit: '个' }]);
  });

  it('lists every bad row and writes nothing when any row is bad', async () => {
    const before = (await db.query('SELECT count(*)::int AS n, sum(version)::int AS v FROM part')).rows[0];
    const res = await upload(
      sheet([
        ['TST-IMP-OK', '好的', '', '个', '', ''],
        ['中文编码', '坏编码', '', '个', '', ''],
        ['TST-IMP-2', '', '', '个', '', ''],
        ['TST-IMP-3', '类型错', '', '个', '1031, 9999', ''],
        ['tst-imp-ok', '重复', '', '个', '', ''],
        ['TST-IMP-OLD', '名'.repeat(21), '', '个', '', ''],
      ]),
    );
    expect(res.statusCode).toBe(400);
    const answer = res.json<{
      code: number;
      msg: string;
      data: { errors: { row: number; field: string; msg: string }[] };
    }>();
    expect(answer.msg).toBe(PARTS_MSG.importBad(5));
    expect(answer.data.errors.map((e) => [e.row, e.field])).toEqual([
      [3, 'partCode'],
      [4, 'partName'],
      [5, 'assetTypes'],
      [6, 'partCode'],
      [7, 'partName'],
    ]);
    expect(answer.data.errors[0]!.msg).toBe(PART_FIELD_MSG.partCode);
    expect(answer.data.errors[3]!.msg).toBe(PARTS_MSG.IMPORT_DUPLICATE);
    expect((await db.query('SELECT count(*)::int AS n, sum(version)::int AS v FROM part')).rows[0]).toEqual(
      before,
    );
  });

  it('refuses what is no workbook, a sheet without a required column, and a caller without the code', async () => {
    const garbage = await upload(new TextEncoder().encode('not a zip'));
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json<{ msg: string }>().msg).toBe(`body ${PARTS_MSG.IMPORT_UNREADABLE}`);
    const english = await t.app.inject({
      method: 'POST',
      url: `${BASE}/import`,
      headers: {
        ...bearer(tokens.supervisor ?? ''),
        'content-type': PARTS_IMPORT.CONTENT_TYPE,
        'accept-language': 'en-US',
      },
      payload: Buffer.from(sheet([['中文', 'x', '', '个', '', '']])),
    });
    expect(english.json()).toMatchObject({
      msg: 'Import refused: 1 rows are wrong, no part was imported',
      data: {
        errors: [
          { row: 2, field: 'partCode', msg: 'A part code has letters, digits and - _ . /, at most 40' },
        ],
      },
    });
    const noUnit = await upload(sheet([['TST-X', 'x']], ['备件编码', '备件名称']));
    expect(noUnit.json<{ msg: string }>().msg).toBe(`body ${PARTS_MSG.importMissingColumn('单位')}`);
    expect((await upload(sheet([['TST-OP-1', 'x', '', '个', '', '']]), 'operator')).statusCode).toBe(403);
  });
});

describe('migration 049', () => {
  const menus = async () =>
    (
      await db.query(
        `SELECT menu_id, parent_id, menu_name, path, component, perms, menu_type, order_num
           FROM sys_menu WHERE menu_id IN (306, ${MENU_ID.PARTS}) ORDER BY menu_id`,
      )
    ).rows;

  it('makes 备件管理 a root-level page on a demo database seeded before it, as the seed has it; a moved folder stays', async () => {
    const seeded = await menus();
    expect(seeded[0]).toMatchObject({ path: '/', menu_type: 'M' });
    expect(seeded[1]).toMatchObject({ path: 'Parts', component: 'SpareParts/Parts/index' });
    const before = async (path: string) => {
      await db.query('UPDATE sys_menu SET path = $1 WHERE menu_id = 306', [path]);
      await db.query("DELETE FROM schema_migrations WHERE version = '049-parts-menu-root'");
      expect(await migrate(db)).toEqual(['049-parts-menu-root']);
    };
    await before('/SpareParts');
    expect(await menus()).toEqual(seeded);
    await before('/Stock');
    expect((await menus())[0]).toMatchObject({ path: '/Stock' });
    await db.query("UPDATE sys_menu SET path = '/' WHERE menu_id = 306");
  });
});
