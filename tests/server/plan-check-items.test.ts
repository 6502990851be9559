/**
 * Typed check items on an order a plan made (docs/plans.md "Check items on the order"): each item answered by its
 * type — a 数值 item judged by its limits, a 抄读数 item's number stored, a 需拍照 item refused with 400 naming it
 * without its photo — the values shown in the order's detail, and an item out of its limits or failed raising one
 * repair order for the device, once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckItemTemplate } from '../../contract/maint-plan/schemas';
import { WO_MSG, WO_STATUS, type WoDetail } from '../../contract/work-order/schemas';
import type { Db } from '../../server/src/db/client';
import { ANSWER_MSG } from '../../server/src/modules/work-order/check-answers';
import { generateDuePlans } from '../../server/src/modules/work-order/plan-scheduler';
import { createTestApp, getAs, openSeededDb, testClock, type TestApp } from './helpers/test-app';
import {
  buildWorld,
  HANDLE_BODY,
  OPERATOR,
  PDF,
  PNG,
  post,
  snapshot,
  step,
  upload,
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
  // only the plans these tests make count
  await db.query('UPDATE wo_maint_plan SET enabled = false');
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

const CHECKLIST: CheckItemTemplate[] = [
  { name: '轴承温度', type: 'number', standard: '℃', min: 20, max: 80 },
  { name: '密封无渗漏', type: 'pass', standard: '目视' },
  { name: '电表读数', type: 'reading', standard: 'kWh' },
  { name: '泵房照片', type: 'photo', standard: '' },
];

/** An inspection plan of the world's device, due today, made into its order by the scheduler; the order's id. */
async function planOrder(kind: 'inspect' | 'maint' = 'inspect', checklist = CHECKLIST): Promise<number> {
  const { rows } = await db.query<{ plan_id: number }>(
    `INSERT INTO wo_maint_plan (factory_id, device_id, kind, title, cycle_unit, interval_days, next_run, checklist,
                                exec_by, enabled)
     VALUES (11, $1, $4, '泵房巡检', 'day', 1, '2026-03-01', $2, $3, true) RETURNING plan_id`,
    [w.device11, JSON.stringify(checklist), OPERATOR, kind],
  );
  const planId = rows[0]!.plan_id;
  expect(await generateDuePlans(db, testClock(Date.parse('2026-03-02T08:00:00Z')))).toBe(1);
  await db.query('UPDATE wo_maint_plan SET enabled = false WHERE plan_id = $1', [planId]);
  const order = await db.query<{ task_id: number; status: number }>(
    'SELECT task_id, status FROM wo_task WHERE plan_id = $1',
    [planId],
  );
  expect(order.rows).toEqual([{ task_id: expect.any(Number), status: WO_STATUS.HANDLING }]);
  return order.rows[0]!.task_id;
}

async function itemIds(taskId: number): Promise<number[]> {
  const { rows } = await db.query<{ item_id: number }>(
    'SELECT item_id FROM wo_inspect_item WHERE task_id = $1 ORDER BY order_num',
    [taskId],
  );
  return rows.map((r) => r.item_id);
}

const repairsOf = async (itemId: number) =>
  (
    await db.query(
      `SELECT kind, status, device_id, report_by, report_source, report_content FROM wo_task
        WHERE raised_from_item = $1`,
      [itemId],
    )
  ).rows;

const detail = async (taskId: number) =>
  (await getAs(t.app, w.tokens.get(OPERATOR)!, `${WO_BASE}/inspect/${taskId}`)).json().data as WoDetail;

describe('typed check items of a plan order', () => {
  it('are made with their type and limits, and shown so in the detail', async () => {
    const taskId = await planOrder();
    const items = (await detail(taskId)).items;
    expect(
      items.map(({ itemName, itemType, min, max, value, photo }) => ({
        itemName,
        itemType,
        min,
        max,
        value,
        photo,
      })),
    ).toEqual([
      { itemName: '轴承温度', itemType: 'number', min: 20, max: 80, value: null, photo: null },
      { itemName: '密封无渗漏', itemType: 'pass', min: null, max: null, value: null, photo: null },
      { itemName: '电表读数', itemType: 'reading', min: null, max: null, value: null, photo: null },
      { itemName: '泵房照片', itemType: 'photo', min: null, max: null, value: null, photo: null },
    ]);
  });

  it('refuses a handling missing what an item needs with 400 naming the item, and changes nothing', async () => {
    const taskId = await planOrder();
    const [temp, seal, meter, photoItem] = await itemIds(taskId);
    const png = await upload(w, OPERATOR, 'pump.png', PNG);
    const pdf = await upload(w, OPERATOR, 'pump.pdf', PDF);
    const full = [
      { itemId: temp!, value: 60 },
      { itemId: seal!, result: 'normal' },
      { itemId: meter!, value: 1234.5 },
      { itemId: photoItem!, photoId: png },
    ];
    const before = await snapshot(db, taskId);
    const url = `${WO_BASE}/inspect/${taskId}/handle`;
    for (const [items, msg] of [
      [full.slice(0, 3), `body/items ${ANSWER_MSG.photoId('泵房照片')}`],
      [
        [...full.slice(0, 3), { itemId: photoItem! }],
        `body/items/3/photoId ${ANSWER_MSG.photoId('泵房照片')}`,
      ],
      [[{ itemId: temp! }, ...full.slice(1)], `body/items/0/value ${ANSWER_MSG.value('轴承温度')}`],
      [
        [full[0], { itemId: seal! }, ...full.slice(2)],
        `body/items/1/result ${ANSWER_MSG.result('密封无渗漏')}`,
      ],
      [full.filter((_, i) => i !== 2), `body/items ${ANSWER_MSG.value('电表读数')}`],
      [
        [...full.slice(0, 3), { itemId: photoItem!, photoId: pdf }],
        'body/items/3/photoId 图片附件必须是图片文件',
      ],
    ] as const) {
      const res = await post(w, OPERATOR, url, { ...HANDLE_BODY, items });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 400, msg });
    }
    expect(await snapshot(db, taskId)).toEqual(before);
    expect((await detail(taskId)).items.every((i) => i.result === null && i.value === null)).toBe(true);
  });

  it('stores the values, judges a number by its limits and raises one repair for it, once', async () => {
    const taskId = await planOrder();
    const [temp, seal, meter, photoItem] = await itemIds(taskId);
    const png = await upload(w, OPERATOR, 'pump.png', PNG);
    const handle = (tempValue: number, sealResult: 'normal' | 'abnormal') =>
      post(w, OPERATOR, `${WO_BASE}/inspect/${taskId}/handle`, {
        ...HANDLE_BODY,
        items: [
          // the number decides: a result sent with it is not what counts
          { itemId: temp!, value: tempValue, result: 'normal' },
          { itemId: seal!, result: sealResult },
          { itemId: meter!, value: 1234.5 },
          { itemId: photoItem!, photoId: png, remark: '泵房整洁' },
        ],
      });
    expect((await handle(95.5, 'normal')).json()).toMatchObject({ code: 200 });

    const shown = (await detail(taskId)).items;
    expect(shown.map(({ result, value, remark }) => ({ result, value, remark }))).toEqual([
      { result: 'abnormal', value: 95.5, remark: '' },
      { result: 'normal', value: null, remark: '' },
      { result: 'normal', value: 1234.5, remark: '' },
      { result: 'normal', value: null, remark: '泵房整洁' },
    ]);
    expect(shown[3]!.photo).toMatchObject({ fileId: png, fileName: 'pump.png' });
    const repairs = await repairsOf(temp!);
    expect(repairs).toEqual([
      {
        kind: 'fix',
        status: WO_STATUS.REPORTED,
        device_id: w.device11,
        report_by: OPERATOR,
        report_source: '1',
        report_content: '巡检异常：轴承温度（95.5）',
      },
    ]);
    expect(shown[0]!.raisedTaskNo).toMatch(/^WX/);
    expect(shown.slice(1).every((i) => i.raisedTaskId === null)).toBe(true);
    // raised already: by hand it is refused
    const again = await post(w, OPERATOR, `${WO_BASE}/inspect/${taskId}/${temp}/raise`, {});
    expect(again.json()).toEqual({ code: 500, msg: WO_MSG.ITEM_ALREADY_RAISED });

    // sent back by the acceptance and handled again: the number still out raises nothing more; the seal now failed raises its own
    expect((await step(w, 'inspect', taskId, 'acceptDispatch')).json()).toMatchObject({ code: 200 });
    expect((await step(w, 'inspect', taskId, 'accept', 2)).json()).toMatchObject({ code: 200 });
    expect((await handle(90, 'abnormal')).json()).toMatchObject({ code: 200 });
    expect(await repairsOf(temp!)).toHaveLength(1);
    expect(await repairsOf(seal!)).toEqual([
      expect.objectContaining({ report_content: '巡检异常：密封无渗漏' }),
    ]);
  });

  it('raises nothing for a number within its limits', async () => {
    const taskId = await planOrder();
    const [temp, seal, meter, photoItem] = await itemIds(taskId);
    const png = await upload(w, OPERATOR, 'pump.png', PNG);
    const res = await post(w, OPERATOR, `${WO_BASE}/inspect/${taskId}/handle`, {
      ...HANDLE_BODY,
      items: [
        { itemId: temp!, value: 80 },
        { itemId: seal!, result: 'normal' },
        { itemId: meter!, value: 0 },
        { itemId: photoItem!, photoId: png },
      ],
    });
    expect(res.json()).toMatchObject({ code: 200 });
    expect((await detail(taskId)).items[0]).toMatchObject({
      result: 'normal',
      value: 80,
      raisedTaskId: null,
    });
    expect(await repairsOf(temp!)).toEqual([]);
  });

  it("carry a maintenance plan's checklist onto its order, raising a repair for a number out of its limits", async () => {
    const taskId = await planOrder('maint', CHECKLIST.slice(0, 2));
    const [temp, seal] = await itemIds(taskId);
    const url = `${WO_BASE}/maint/${taskId}`;
    const res = await post(w, OPERATOR, `${url}/handle`, {
      ...HANDLE_BODY,
      items: [
        { itemId: temp!, value: 19 },
        { itemId: seal!, result: 'normal' },
      ],
    });
    expect(res.json()).toMatchObject({ code: 200 });
    const shown = (await getAs(t.app, w.tokens.get(OPERATOR)!, url)).json().data as WoDetail;
    expect(shown.items.map(({ itemType, result, value }) => ({ itemType, result, value }))).toEqual([
      { itemType: 'number', result: 'abnormal', value: 19 },
      { itemType: 'pass', result: 'normal', value: null },
    ]);
    const { rows } = await db.query<{ remark: string }>(
      'SELECT remark FROM wo_task WHERE raised_from_item = $1',
      [temp],
    );
    expect(await repairsOf(temp!)).toEqual([
      expect.objectContaining({ kind: 'fix', report_content: '保养异常：轴承温度（19）' }),
    ]);
    expect(rows).toEqual([{ remark: `由保养工单${shown.taskNo}生成` }]);
  });
});
