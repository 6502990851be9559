/**
 * Work-order commands beyond the machine table: input checks naming the field, codes (403), factory
 * scope (404 for an order out of reach, 403 for a factory), actor rules with admin acting for anyone,
 * the version check under concurrency, and that each route carries exactly its transition's code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERM } from '../../contract/permissions';
import { KIND_HANDLE_CODE, WO_KINDS, WO_MACHINE, WO_MSG } from '../../contract/work-order/schemas';
import type { Db } from '../../server/src/db/client';
import { UserRepository } from '../../server/src/modules/user/repository';
import { WorkOrderService } from '../../server/src/modules/work-order/service';
import { createTestApp, openSeededDb, type TestApp } from './helpers/test-app';
import {
  ADMIN,
  APPROVAL_URL,
  buildWorld,
  HANDLE_BODY,
  logsOf,
  OPERATOR,
  orderAt,
  orderRow,
  PDF,
  PNG,
  post,
  snapshot,
  step,
  SUPERVISOR,
  upload,
  VIEWER,
  WO_BASE,
  type World,
} from './helpers/work-order-world';

let db: Db;
let t: TestApp;
let w: World;
const permissions = new Map<string, unknown>();

beforeAll(async () => {
  db = await openSeededDb();
  t = await createTestApp(db, {
    beforeReady: (app) =>
      app.addHook('onRoute', (r) => {
        if (r.method === 'POST') permissions.set(r.url, r.config?.permission);
      }),
  });
  w = await buildWorld(t.app, db);
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

const long = 'x'.repeat(101);
const refusedWith = (res: { statusCode: number; json: () => unknown }, status: number, msg: string) => {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toEqual({ code: status, msg });
};

describe('routes', () => {
  it('carry the code of their transition, one literal path per kind and action', () => {
    for (const kind of WO_KINDS) {
      expect(permissions.get(`${WO_BASE}/${kind}`)).toBe(KIND_HANDLE_CODE[kind]);
      for (const tr of WO_MACHINE[kind].filter((x) => x.action !== 'approve')) {
        expect(permissions.get(`${WO_BASE}/${kind}/:id/${tr.action}`)).toBe(tr.code);
      }
    }
    expect(permissions.get(APPROVAL_URL)).toBe(PERM.PROCESS_COMPLETE);
    expect(permissions.get(`${WO_BASE}/inspect/:id/:itemId/raise`)).toBe(PERM.INSPECT_HANDLE);
  });
});

describe('bad input is refused naming the field', () => {
  it.each([
    [
      'reportContent',
      () => ({ reportContent: long }),
      'body/reportContent must NOT have more than 100 characters',
    ],
    ['remark', () => ({ remark: long }), 'body/remark must NOT have more than 100 characters'],
    ['unknown device', () => ({ deviceId: 999999 }), `body/deviceId ${WO_MSG.DEVICE_NOT_FOUND}`],
    [
      'device of another factory',
      () => ({ deviceId: w.device12 }),
      `body/deviceId ${WO_MSG.DEVICE_NOT_FOUND}`,
    ],
    [
      'copy-to outside the factory',
      () => ({ copyTo: [w.ids.outsider] }),
      `body/copyTo/0 ${WO_MSG.USER_NOT_IN_FACTORY}`,
    ],
    [
      'check items on a repair order',
      () => ({ items: [{ itemName: '温度' }] }),
      'body/items 只有巡检工单有巡检项',
    ],
  ])('create: %s', async (_name, extra, msg) => {
    const body = { factoryId: 11, deviceId: w.device11, reportContent: '异响', ...extra() };
    const before = (await db.query('SELECT count(*)::int AS n FROM wo_task')).rows[0];
    refusedWith(await post(w, w.ids.reporter, `${WO_BASE}/fix`, body), 400, msg);
    expect((await db.query('SELECT count(*)::int AS n FROM wo_task')).rows[0]).toEqual(before);
  });

  it('attachments must be the caller’s own uploads of the right type', async () => {
    const others = await upload(w, OPERATOR, 'a.png', PNG);
    const pdf = await upload(w, w.ids.reporter, 'a.pdf', PDF);
    const mine = await upload(w, w.ids.reporter, 'b.png', PNG);
    const create = (extra: object) =>
      post(w, w.ids.reporter, `${WO_BASE}/fix`, {
        factoryId: 11,
        deviceId: w.device11,
        reportContent: '异响',
        ...extra,
      });
    refusedWith(
      await create({ attachmentIds: [mine, others] }),
      400,
      `body/attachmentIds/1 ${WO_MSG.FILE_NOT_FOUND}`,
    );
    refusedWith(await create({ attachmentIds: [pdf] }), 400, 'body/attachmentIds/0 图片附件必须是图片文件');
    refusedWith(await create({ videoIds: [mine] }), 400, 'body/videoIds/0 视频附件必须是视频文件');
    expect((await create({ attachmentIds: [mine] })).statusCode).toBe(200);
  });

  it.each([
    [
      'handleDesc too long',
      { ...HANDLE_BODY, handleDesc: long },
      'body/handleDesc must NOT have more than 100 characters',
    ],
    [
      'a part of quantity 0',
      { ...HANDLE_BODY, parts: [{ partsCode: 'P', partsName: '轴承', partsSpecs: '', quantity: 0 }] },
      'body/parts/0/quantity must be > 0',
    ],
    [
      'check items on a repair order',
      { ...HANDLE_BODY, items: [{ itemId: 1, result: 'normal' }] },
      'body/items 只有巡检工单有巡检项',
    ],
  ])('handle: %s', async (_name, body, msg) => {
    const taskId = await orderAt(w, 'fix', 1);
    const before = await snapshot(db, taskId);
    refusedWith(await post(w, OPERATOR, `${WO_BASE}/fix/${taskId}/handle`, body), 400, msg);
    expect(await snapshot(db, taskId)).toEqual(before);
  });

  it.each([
    ['an executor of another factory', () => w.ids.outsider, `body/execBy ${WO_MSG.USER_NOT_IN_FACTORY}`],
    ['someone without the handle code', () => w.ids.copier, 'body/execBy 所选人员没有该操作的权限'],
    ['a user who does not exist', () => 999999, 'body/execBy 所选人员不存在或已停用'],
  ])('dispatch to %s', async (_name, who, msg) => {
    const taskId = await orderAt(w, 'fix', 0);
    const before = await snapshot(db, taskId);
    refusedWith(await post(w, SUPERVISOR, `${WO_BASE}/fix/${taskId}/dispatch`, { execBy: who() }), 400, msg);
    expect(await snapshot(db, taskId)).toEqual(before);
  });

  it('forward to the same executor, accept dispatch to someone who may not accept', async () => {
    const handling = await orderAt(w, 'fix', 1);
    const before = await snapshot(db, handling);
    refusedWith(
      await post(w, OPERATOR, `${WO_BASE}/fix/${handling}/forward`, { execBy: OPERATOR }),
      400,
      `body/execBy ${WO_MSG.SAME_EXECUTOR}`,
    );
    expect(await snapshot(db, handling)).toEqual(before);
    const waiting = await orderAt(w, 'fix', 3);
    refusedWith(
      await post(w, SUPERVISOR, `${WO_BASE}/fix/${waiting}/acceptDispatch`, { acceptBy: OPERATOR }),
      400,
      'body/acceptBy 所选人员没有该操作的权限',
    );
  });

  it('an acceptance rejection needs a description', async () => {
    const taskId = await orderAt(w, 'fix', 4);
    const before = await snapshot(db, taskId);
    const res = await post(w, w.ids.acceptor, `${WO_BASE}/fix/${taskId}/accept`, {
      acceptResult: 2,
      acceptDesc: '  ',
    });
    refusedWith(res, 400, 'body/acceptDesc 验收不通过时请填写验收说明');
    expect(await snapshot(db, taskId)).toEqual(before);
  });
});

describe('codes and factory scope', () => {
  it('refuses steps without their code with 403', async () => {
    const reported = await orderAt(w, 'fix', 0);
    const accepting = await orderAt(w, 'fix', 4);
    const before = [await snapshot(db, reported), await snapshot(db, accepting)];
    refusedWith(
      await post(w, OPERATOR, `${WO_BASE}/fix/${reported}/dispatch`, { execBy: OPERATOR }),
      403,
      '没有权限，请联系管理员授权',
    );
    refusedWith(
      await post(w, OPERATOR, `${WO_BASE}/fix/${accepting}/accept`, { acceptResult: 1, acceptDesc: '' }),
      403,
      '没有权限，请联系管理员授权',
    );
    for (const [url, body] of [
      [`${WO_BASE}/fix`, { factoryId: 21, deviceId: w.device11, reportContent: '异响' }],
      [`${WO_BASE}/fix/${reported}/dispatch`, { execBy: OPERATOR }],
      [APPROVAL_URL, { taskId: reported, approvalResult: 1, approvalDesc: '' }],
      [`${WO_BASE}/inspect/${reported}/1/raise`, {}],
    ] as const) {
      expect((await post(w, VIEWER, url, body)).statusCode).toBe(403);
    }
    expect([await snapshot(db, reported), await snapshot(db, accepting)]).toEqual(before);
  });

  it('an order of another factory is not found; creating in another factory is forbidden', async () => {
    const res = await post(w, SUPERVISOR, `${WO_BASE}/fix`, {
      factoryId: 12,
      deviceId: w.device12,
      reportContent: '异响',
    });
    const { taskId } = res.json().data as { taskId: number };
    const before = await snapshot(db, taskId);
    refusedWith(
      await post(w, OPERATOR, `${WO_BASE}/fix/${taskId}/handle`, HANDLE_BODY),
      404,
      WO_MSG.NOT_FOUND,
    );
    refusedWith(
      await post(w, w.ids.acceptor, `${WO_BASE}/fix/${taskId}/dispatch`, { execBy: OPERATOR }),
      404,
      WO_MSG.NOT_FOUND,
    );
    expect(await snapshot(db, taskId)).toEqual(before);
    refusedWith(
      await post(w, OPERATOR, `${WO_BASE}/fix`, {
        factoryId: 21,
        deviceId: w.device11,
        reportContent: '异响',
      }),
      403,
      '没有权限访问该工厂',
    );
    // the path names the kind: an order of another kind is not found under it
    const fix = await orderAt(w, 'fix', 0);
    refusedWith(
      await post(w, SUPERVISOR, `${WO_BASE}/maint/${fix}/dispatch`, { execBy: OPERATOR }),
      404,
      WO_MSG.NOT_FOUND,
    );
    refusedWith(
      await post(w, SUPERVISOR, `${WO_BASE}/fix/999999/dispatch`, { execBy: OPERATOR }),
      404,
      WO_MSG.NOT_FOUND,
    );
  });
});

describe('actors', () => {
  it('admin handles in the executor’s place and accepts in the acceptor’s', async () => {
    const taskId = await orderAt(w, 'fix', 1);
    expect((await post(w, ADMIN, `${WO_BASE}/fix/${taskId}/handle`, HANDLE_BODY)).statusCode).toBe(200);
    await step(w, 'fix', taskId, 'approve');
    await step(w, 'fix', taskId, 'acceptDispatch');
    const res = await post(w, ADMIN, `${WO_BASE}/fix/${taskId}/accept`, { acceptResult: 1, acceptDesc: '' });
    expect(res.statusCode).toBe(200);
    expect((await orderRow(db, taskId)).status).toBe(9);
    const logs = await logsOf(db, taskId);
    expect(logs.find((l) => l.log_type === 1)!.log_obj.execByName).toBe('系统管理员');
    expect(logs.find((l) => l.log_type === 5)!.log_obj.acceptByName).toBe('系统管理员');
  });
});

describe('concurrency', () => {
  it('two handles at once: one wins, the other is refused', async () => {
    const taskId = await orderAt(w, 'fix', 1);
    const url = `${WO_BASE}/fix/${taskId}/handle`;
    const results = await Promise.all([
      post(w, OPERATOR, url, HANDLE_BODY),
      post(w, OPERATOR, url, HANDLE_BODY),
    ]);
    // both answer HTTP 200: the loser as a business refusal {code: 500} (docs/architecture.md §3 "Errors")
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const codes = results.map((r) => (r.json() as { code: number }).code);
    expect(codes.sort()).toEqual([200, 500]);
    const loser = results.map((r) => r.json() as { code: number; msg: string }).find((r) => r.code === 500)!;
    expect([WO_MSG.CHANGED, WO_MSG.NOT_ALLOWED]).toContain(loser.msg);
    expect((await logsOf(db, taskId)).filter((l) => l.log_type === 1)).toHaveLength(1);
  });

  it('a change between reading and writing loses with WO_MSG.CHANGED and writes nothing', async () => {
    const taskId = await orderAt(w, 'fix', 1);
    const before = await snapshot(db, taskId);
    // Another writer moves the version just before this step's conditional update.
    const racing: Db = {
      ...db,
      transaction: (fn) =>
        db.transaction((tx) =>
          fn({
            ...tx,
            query: async (sql, params) => {
              if (sql.startsWith('UPDATE wo_task SET status')) {
                await tx.query('UPDATE wo_task SET version = version + 1 WHERE task_id = $1', [taskId]);
              }
              return tx.query(sql, params);
            },
          }),
        ),
    };
    const operator = await new UserRepository(db).principal(OPERATOR, 'operator', 0);
    await expect(
      new WorkOrderService(racing, t.clock).handle(operator, 'fix', taskId, HANDLE_BODY),
    ).rejects.toMatchObject({
      httpStatus: 200,
      code: 500,
      message: WO_MSG.CHANGED,
    });
    expect(await snapshot(db, taskId)).toEqual(before);
  });
});
