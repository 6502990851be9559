/**
 * Work orders over their whole life: a repair order through forward, two rejections and the final pass
 * (logs in order, acceptance records, parts and photos of the latest handling, attachments readable by
 * the factory, messages closed); an abnormal inspection item raising a repair order once; maintenance
 * plans on a fake clock; task numbers per kind and China day.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WO_MSG, type WoKind } from '../../contract/work-order/schemas';
import type { Db } from '../../server/src/db/client';
import { UserRepository } from '../../server/src/modules/user/repository';
import { startPlanScheduler } from '../../server/src/modules/work-order/plan-scheduler';
import { WorkOrderService } from '../../server/src/modules/work-order/service';
import { bearer, createTestApp, getAs, openSeededDb, testClock, type TestApp } from './helpers/test-app';
import {
  APPROVAL_URL,
  buildWorld,
  createOrder,
  HANDLE_BODY,
  logsOf,
  messagesOf,
  MP4,
  OPERATOR,
  orderRow,
  PNG,
  post,
  SUPERVISOR,
  upload,
  VIEWER,
  WO_BASE,
  type World,
} from './helpers/work-order-world';

let db: Db;
let t: TestApp;
let w: World;

beforeAll(async () => {
  db = await openSeededDb();
  t = await createTestApp(db);
  w = await buildWorld(t.app, db);
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

const ok = async (res: Promise<{ statusCode: number; body: string }>): Promise<void> => {
  const r = await res;
  if (r.statusCode !== 200) throw new Error(r.body);
};

describe('a repair order from report to closed', () => {
  it('runs forward, audit reject, acceptance reject and the final pass, logging every step in order', async () => {
    const photo = await upload(w, SUPERVISOR, '现场.png', PNG);
    const created = await post(w, SUPERVISOR, `${WO_BASE}/fix`, {
      factoryId: 11,
      deviceId: w.device11,
      reportContent: '1#送水泵异响',
      remark: '夜班发现',
      fixType: '1',
      reportSource: '2',
      isStatistics: 1,
      fixStartTime: '2026-03-02 06:30:00',
      attachmentIds: [photo],
      copyTo: [w.ids.copier],
    });
    expect(created.json()).toMatchObject({ code: 200, msg: WO_MSG.CREATED });
    const { taskId, taskNo } = created.json().data as { taskId: number; taskNo: string };
    expect(taskNo).toMatch(/^WX20260302\d{4}$/);
    const url = (action: string) => `${WO_BASE}/fix/${taskId}/${action}`;
    const handle = async (parts: string, files: number[]) =>
      ok(
        post(w, w.ids.op2, url('handle'), {
          ...HANDLE_BODY,
          parts: [
            {
              partsCode: parts,
              partsName: '配件',
              partsSpecs: 'S',
              quantity: 1.5,
              assetType: '1034',
              unit: '米',
            },
          ],
          attachmentIds: files,
        }),
      );
    const audit = (v: 1 | 2) =>
      ok(post(w, SUPERVISOR, APPROVAL_URL, { taskId, approvalResult: v, approvalDesc: '' }));
    const acceptDispatch = () => ok(post(w, SUPERVISOR, url('acceptDispatch'), { acceptBy: w.ids.acceptor }));

    await ok(post(w, SUPERVISOR, url('dispatch'), { execBy: OPERATOR, execTime: '2026-03-02 18:00:00' }));
    await ok(post(w, OPERATOR, url('forward'), { execBy: w.ids.op2, reason: '换班' }));
    const handlePhoto = await upload(w, w.ids.op2, '修复.png', PNG);
    const video = await upload(w, w.ids.op2, '试机.mp4', MP4);
    await ok(
      post(w, w.ids.op2, url('handle'), { ...HANDLE_BODY, attachmentIds: [handlePhoto], videoIds: [video] }),
    );
    // whoever sees the order sees its photos; another factory's user does not
    const download = `/api/system/file/download/${handlePhoto}`;
    expect((await getAs(t.app, w.tokens.get(OPERATOR)!, download)).statusCode).toBe(200);
    expect((await getAs(t.app, w.tokens.get(VIEWER)!, download)).statusCode).toBe(404);
    await audit(2);
    expect(await orderRow(db, taskId)).toMatchObject({ status: 1, exec_by: w.ids.op2 });
    await handle('P-2', []);
    await audit(1);
    await acceptDispatch();
    await ok(post(w, w.ids.acceptor, url('accept'), { acceptResult: 2, acceptDesc: '仍有异响' }));
    expect(await orderRow(db, taskId)).toMatchObject({ status: 1, exec_by: w.ids.op2 });
    await handle('P-3', [handlePhoto]);
    await audit(1);
    await acceptDispatch();
    const acceptPhoto = await upload(w, w.ids.acceptor, '验收.png', PNG);
    await ok(
      post(w, w.ids.acceptor, url('accept'), {
        acceptResult: 1,
        acceptDesc: '运行正常',
        attachmentIds: [acceptPhoto],
      }),
    );

    expect((await orderRow(db, taskId)).status).toBe(9);
    const logs = await logsOf(db, taskId);
    expect(logs.map((l) => [l.log_type, l.title])).toEqual([
      [3, '派单'],
      [99, '转派'],
      [1, '处理'],
      [2, '审核不通过'],
      [1, '处理'],
      [2, '审核通过'],
      [4, '派发验收'],
      [5, '验收不通过'],
      [1, '处理'],
      [2, '审核通过'],
      [4, '派发验收'],
      [5, '验收通过'],
    ]);
    expect(logs[1]!.log_obj).toEqual({
      forwardBy: '运维员小王',
      originExecBy: '运维员小王',
      newExecBy: 'op2',
      reason: '换班',
    });

    const q = async (sql: string) => (await db.query(sql, [taskId])).rows;
    expect(
      await q(
        'SELECT accept_result, accept_by, accept_desc FROM wo_accept WHERE task_id = $1 ORDER BY accept_id',
      ),
    ).toEqual([
      { accept_result: 2, accept_by: w.ids.acceptor, accept_desc: '仍有异响' },
      { accept_result: 1, accept_by: w.ids.acceptor, accept_desc: '运行正常' },
    ]);
    // parts and photos are those of the latest handling
    expect(
      await q('SELECT parts_code, quantity::float AS quantity, unit FROM wo_task_part WHERE task_id = $1'),
    ).toEqual([{ parts_code: 'P-3', quantity: 1.5, unit: '米' }]);
    expect(
      await q('SELECT stage, media, file_id FROM wo_attachment WHERE task_id = $1 ORDER BY stage, id'),
    ).toEqual([
      { stage: 'accept', media: 'image', file_id: acceptPhoto },
      { stage: 'handle', media: 'image', file_id: handlePhoto },
      { stage: 'report', media: 'image', file_id: photo },
    ]);
    expect(
      await q(
        `SELECT to_char(exec_time AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS') AS t FROM wo_task WHERE task_id = $1`,
      ),
    ).toEqual([{ t: '2026-03-02 18:00:00' }]);

    // every message of the order is closed now, so the message centre no longer routes to it
    const messages = await messagesOf(db, taskId);
    expect(new Set(messages.map((m) => m.task_status))).toEqual(new Set([9]));
    const op2Message = messages.find((m) => m.user_id === w.ids.op2)!;
    const check = await t.app.inject({
      method: 'GET',
      url: `/api/system/base/task/msg/check/${op2Message.msg_id}`,
      headers: bearer(w.tokens.get(w.ids.op2)!),
    });
    expect(check.json()).toEqual({ code: 200, msg: '该工单已处理完成' });
  });
});

describe('raising a repair order from an inspection item', () => {
  it('works for an abnormal item, once', async () => {
    const { taskId } = await createOrder(w, 'inspect', {
      items: [{ itemName: '电机温度' }, { itemName: '振动' }],
    });
    await ok(post(w, SUPERVISOR, `${WO_BASE}/inspect/${taskId}/dispatch`, { execBy: OPERATOR }));
    const items = (
      await db.query<{ item_id: number }>(
        'SELECT item_id FROM wo_inspect_item WHERE task_id = $1 ORDER BY item_id',
        [taskId],
      )
    ).rows;
    const [hot, calm] = items.map((i) => i.item_id) as [number, number];
    const handleUrl = `${WO_BASE}/inspect/${taskId}/handle`;
    const bad = await post(w, OPERATOR, handleUrl, {
      ...HANDLE_BODY,
      items: [{ itemId: 999999, result: 'normal' }],
    });
    expect(bad.json()).toEqual({ code: 400, msg: `body/items/0/itemId ${WO_MSG.ITEM_NOT_FOUND}` });
    await ok(
      post(w, OPERATOR, handleUrl, {
        ...HANDLE_BODY,
        items: [
          { itemId: hot, result: 'abnormal', remark: '温度92℃' },
          { itemId: calm, result: 'normal' },
        ],
      }),
    );
    const raise = (id: number, itemId: number) =>
      post(w, OPERATOR, `${WO_BASE}/inspect/${id}/${itemId}/raise`, {});
    expect((await raise(taskId, calm)).json()).toEqual({ code: 500, msg: WO_MSG.ITEM_NOT_ABNORMAL });
    expect((await raise(taskId, 999999)).json()).toEqual({ code: 404, msg: WO_MSG.ITEM_NOT_FOUND });

    const raised = await raise(taskId, hot);
    expect(raised.json()).toMatchObject({ code: 200, data: { taskNo: expect.stringMatching(/^WX/) } });
    const fixId = (raised.json().data as { taskId: number }).taskId;
    const fix = (await db.query('SELECT * FROM wo_task WHERE task_id = $1', [fixId])).rows[0];
    expect(fix).toMatchObject({
      kind: 'fix',
      status: 0,
      factory_id: 11,
      device_id: w.device11,
      report_source: '1',
      report_by: OPERATOR,
      report_content: '巡检异常：电机温度（温度92℃）',
      raised_from_item: hot,
    });
    const item = (await db.query('SELECT raised_task_id FROM wo_inspect_item WHERE item_id = $1', [hot]))
      .rows[0];
    expect(item).toEqual({ raised_task_id: fixId });
    const todo = (await messagesOf(db, fixId)).find((m) => m.user_id === SUPERVISOR);
    expect(todo).toMatchObject({ tab: 2, msg_title: '您有新的维修工单待派单', task_type: 4, task_status: 0 });

    const count = async () => (await db.query('SELECT count(*)::int AS n FROM wo_task')).rows[0];
    const before = await count();
    expect((await raise(taskId, hot)).json()).toEqual({ code: 500, msg: WO_MSG.ITEM_ALREADY_RAISED });
    // only inspections have items: a repair order's id is no inspection
    expect((await raise(fixId, hot)).json()).toEqual({ code: 404, msg: WO_MSG.NOT_FOUND });
    expect(await count()).toEqual(before);
  });
});

describe('maintenance plans', () => {
  it('create the due orders at clock time, move next_run, and do nothing twice', async () => {
    // the seed's plans stay out of the count
    await db.query('UPDATE wo_maint_plan SET enabled = false');
    const plan = async (nextRun: string, intervalDays: number, execBy: number | null, enabled = true) =>
      (
        await db.query<{ plan_id: number }>(
          `INSERT INTO wo_maint_plan (factory_id, device_id, title, interval_days, next_run, exec_by, enabled)
           VALUES (11, $1, $2, $3, $4, $5, $6) RETURNING plan_id`,
          [w.device11, `月度保养${nextRun}`, intervalDays, nextRun, execBy, enabled],
        )
      ).rows[0]!.plan_id;
    const due = await plan('2026-03-02', 30, OPERATOR);
    const overdue = await plan('2026-02-20', 7, null);
    const future = await plan('2026-03-03', 7, OPERATOR);
    const disabled = await plan('2026-03-01', 7, OPERATOR, false);
    const outsider = await plan('2026-03-02', 1, w.ids.outsider);
    // 2026-03-02 16:00 in China
    const clock = testClock(Date.parse('2026-03-02T08:00:00Z'));
    const svc = new WorkOrderService(db, clock);

    expect(await svc.generateDuePlans()).toBe(3);
    const orders = async () =>
      (
        await db.query<{
          plan_id: number;
          task_id: number;
          status: number;
          exec_by: number | null;
          exec_time: string;
          kind: WoKind;
        }>(
          `SELECT plan_id, task_id, status, exec_by, kind,
                  to_char(exec_time AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI') AS exec_time
             FROM wo_task WHERE plan_id = ANY($1::int[]) ORDER BY task_id`,
          [[due, overdue, future, disabled, outsider]],
        )
      ).rows;
    const made = await orders();
    expect(made.map((o) => [o.plan_id, o.kind, o.status, o.exec_by, o.exec_time])).toEqual([
      [overdue, 'maint', 0, null, '2026-03-02 08:00'],
      [due, 'maint', 1, OPERATOR, '2026-03-02 08:00'],
      // the plan's executor is not bound to the factory: the order waits for a manager's dispatch
      [outsider, 'maint', 0, null, '2026-03-02 08:00'],
    ]);
    const dispatched = made[1]!.task_id;
    expect((await logsOf(db, dispatched)).map((l) => [l.log_type, l.log_obj])).toEqual([
      [3, { distributeByName: '保养计划', execByName: '运维员小王' }],
    ]);
    expect(
      (await messagesOf(db, dispatched)).map((m) => [m.user_id, m.tab, m.msg_title, m.task_type]),
    ).toEqual([[OPERATOR, 2, '您有新的保养工单待处理', 2]]);
    expect(new Set((await messagesOf(db, made[0]!.task_id)).map((m) => m.user_id))).toContain(SUPERVISOR);

    const nextRuns = async () =>
      (
        await db.query<{ plan_id: number; next_run: string }>(
          `SELECT plan_id, to_char(next_run, 'YYYY-MM-DD') AS next_run FROM wo_maint_plan
          WHERE plan_id = ANY($1::int[]) ORDER BY plan_id`,
          [[due, overdue, future, disabled, outsider]],
        )
      ).rows.map((r) => r.next_run);
    expect(await nextRuns()).toEqual(['2026-04-01', '2026-03-06', '2026-03-03', '2026-03-01', '2026-03-03']);

    expect(await svc.generateDuePlans()).toBe(0);
    expect(await orders()).toHaveLength(3);

    clock.advance(24 * 3600_000);
    expect(await svc.generateDuePlans()).toBe(2);
    expect(
      (await orders())
        .map((o) => o.plan_id)
        .slice(3)
        .sort(),
    ).toEqual([future, outsider].sort());
  });

  it('the scheduler runs at start, then every interval, reports failures, and stops', async () => {
    vi.useFakeTimers();
    try {
      const generate = vi
        .fn<() => Promise<number>>()
        .mockResolvedValueOnce(2)
        .mockRejectedValueOnce(new Error('db down'))
        .mockResolvedValue(0);
      const report = { info: vi.fn(), error: vi.fn() };
      const scheduler = startPlanScheduler(generate, report, 60_000);
      await vi.advanceTimersByTimeAsync(0);
      expect(generate).toHaveBeenCalledTimes(1);
      expect(report.info).toHaveBeenCalledWith('maintenance plans: 2 order(s) created');
      await vi.advanceTimersByTimeAsync(60_000);
      expect(generate).toHaveBeenCalledTimes(2);
      expect(report.error).toHaveBeenCalledWith('maintenance plans failed: db down');
      await scheduler.stop();
      await vi.advanceTimersByTimeAsync(180_000);
      expect(generate).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('task numbers', () => {
  it('carry the kind prefix, the China date and a daily sequence', async () => {
    const supervisor = await new UserRepository(db).principal(SUPERVISOR, 'supervisor', 0);
    const body = { factoryId: 11, deviceId: w.device11, reportContent: '编号' };
    // 15:59:59 UTC is 23:59:59 in China; a second later it is the next China day (a date no seed uses)
    const clock = testClock(Date.parse('2031-07-09T15:59:59Z'));
    const svc = new WorkOrderService(db, clock);
    expect((await svc.create(supervisor, 'fix', body)).taskNo).toBe('WX203107090001');
    expect((await svc.create(supervisor, 'fix', body)).taskNo).toBe('WX203107090002');
    clock.advance(1000);
    expect((await svc.create(supervisor, 'fix', body)).taskNo).toBe('WX203107100001');
    expect((await svc.create(supervisor, 'maint', body)).taskNo).toBe('BY203107100001');
    expect((await svc.create(supervisor, 'inspect', body)).taskNo).toBe('XJ203107100001');
    expect((await svc.create(supervisor, 'planFix', body)).taskNo).toBe('GZ203107100001');
  });
});
