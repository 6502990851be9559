/**
 * Plans (docs/plans.md). A plan by the device's meter: the supervisor adds, on 保养计划, a plan every 400 kWh of 1#送水泵's
 * meter for 运维员小王; no order comes before the readings cross it; once the server's clock has moved 4 hours on
 * (the hourly demo readings add some 260 kWh an hour), the scheduler makes one maintenance order, which is in the
 * operator's 待办, who handles it from there with 2 parts from the factory's stock: the stock falls by 2 and the parts
 * ledger names the order (the reliability figures of an accepted repair: reliability.spec.ts).
 *
 * No real hour goes by: the spec runs a server of its own (own-server.ts) under libfaketime, its wall clock an offset
 * written to a file (alarm-shelve-expiry.spec.ts does the same). The readings catch-up and the plan scheduler run at
 * a server's start and then hourly, so the server is restarted after the clock moves (the readings come in), and
 * again once they have crossed the step (the scheduler sees them).
 *
 * An inspection plan's number item (docs/plans.md "Check items on the order"): the operator handles the order it made
 * with a temperature above the item's limits, and the repair order raised from it is in the 维修工单 list.
 */
import type { PlanMeter, PlanRow } from '../contract/maint-plan';
import { expect, test as base } from './fixtures';
import { prepareClockedServer, type ClockedServer } from './own-server';
import { openNewMaintPlan } from './plan-support';
import { ACCOUNTS, apiSignIn, chooseOption, look, signIn, stockedPart } from './support';

const HOUR_S = 3600;
/** more than one hour's reading of the meter (should an hour turn while the test runs), less than four hours' */
const STEP = 400;
const TITLE = '1#送水泵计量保养（e2e）';
const FACTORY = '上海第一水厂';
const FACTORY_ID = 11;
const PLAN_LIST = '/api/system/base/plan/list?factoryId=11&kind=maint&pageSize=200';

const test = base.extend<object, { clockedServer: ClockedServer }>({
  clockedServer: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await prepareClockedServer({});
      await server.start();
      await use(server);
      await server.remove();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ clockedServer }, use) => {
    await use(clockedServer.url);
  },
});

test("a meter plan comes due when the readings cross it, into the executor's 待办; handled with 2 parts, the stock falls by 2", async ({
  page,
  request,
  clockedServer,
}) => {
  test.setTimeout(300_000);
  const server = clockedServer;
  const { setClock } = server;
  const token = async (who: keyof typeof ACCOUNTS) =>
    ({
      authorization: `Bearer ${await apiSignIn(request, ACCOUNTS[who].username, ACCOUNTS[who].password)}`,
    }) as const;
  const planNow = async (): Promise<PlanRow | undefined> => {
    const res = await request.get(PLAN_LIST, { headers: await token('supervisor') });
    return ((await res.json()) as { rows: PlanRow[] }).rows.find((r) => r.title === TITLE);
  };

  const { dialog, field, pick } = await openNewMaintPlan(page, FACTORY);
  await field('计划名称').fill(TITLE);
  await pick('设备', '1#送水泵（SH01-P-001）');
  await pick('周期方式', '按仪表读数');
  await pick('仪表', '1#送水泵电表（kWh）');
  await field('仪表间隔').fill(String(STEP));
  await pick('执行人', '运维员小王');
  // the schedule's fields (计量 with them), at both widths
  await expect(field('计量')).toBeVisible();
  for (const width of [800, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await look(page, `plans-dialog-${width}`);
  }
  await dialog.getByRole('button', { name: /提\s*交/ }).click();
  const row = page.locator('.ant-table-row').filter({ hasText: TITLE });
  await expect(row).toBeVisible();
  await expect(row).toContainText(`每 ${STEP} kWh`);
  await expect(row).toContainText(`0 / ${STEP} kWh`);
  const added = (await planNow())!;
  expect(added).toMatchObject({ meterEvery: STEP, orderCount: 0 });

  // Not before the readings cross: a restart runs the scheduler, which makes nothing.
  await server.stop();
  await server.start();
  const before = (await planNow())!;
  expect(before.orderCount).toBe(0);

  // Four hours on: the catch-up at the start writes the readings of those hours (some 260 kWh each). The scheduler
  // runs at the same start: it makes the order if the readings are in by then, else at the next start.
  setClock(4 * HOUR_S);
  await server.stop();
  await server.start();
  const crossed = async () => {
    const plan = (await planNow())!;
    return plan.orderCount > 0 || (plan.meterValue ?? 0) - (plan.meterBase ?? 0) >= STEP;
  };
  // the catch-up of every demo meter's hours takes a while on a busy machine
  await expect.poll(crossed, { timeout: 90_000 }).toBe(true);
  if ((await planNow())!.orderCount === 0) {
    await server.stop();
    await server.start();
  }
  await expect.poll(async () => (await planNow())?.orderCount, { timeout: 60_000 }).toBe(1);
  // once: the count starts again at the reading that crossed
  const made = (await planNow())!;
  expect(made.meterBase).toBe(made.meterValue);
  expect(made.meterBase!).toBeGreaterThanOrEqual(before.meterBase! + STEP);
  const order = (await planNow())!.recentOrders[0]!;
  // dispatched to the executor (处理中)
  expect(order.status).toBe(1);

  // ── the executor finds it in 待办 and handles it from there with 2 parts from the factory's stock
  const code = `E2E-PL-${Date.now() % 1_000_000}`;
  await stockedPart(request, code, FACTORY_ID);
  await signIn(page, 'operator');
  await page.getByTestId('message-button').click();
  const drawer = page.locator('.ant-drawer-content');
  await drawer.getByRole('tab', { name: '待办' }).click();
  const todo = drawer.locator('li').filter({ hasText: order.taskNo });
  await expect(todo).toBeVisible();
  // the to-do opens its order's handling in a new tab (docs/requirements.md §2 "Message drawer")
  const [orderTab] = await Promise.all([
    page.context().waitForEvent('page'),
    todo.locator('.woms-message-item-body').click(),
  ]);
  const handle = orderTab.getByRole('dialog', { name: '处理工单' });
  await expect(handle).toBeVisible();
  await chooseOption(orderTab, handle.getByLabel('处理结果'), '已修复');
  await handle.getByLabel('处理描述').fill('按计划保养：更换机械密封，试运行正常');
  await chooseOption(orderTab, handle.getByRole('combobox', { name: '从库存选择' }), code);
  await expect(handle.getByLabel('备件编码 1')).toHaveValue(code);
  await handle.getByLabel('数量 1').fill('2');
  await handle.getByRole('button', { name: /提\s*交/ }).click();
  await expect(orderTab.getByText('操作成功').last()).toBeVisible();
  await expect(handle).toBeHidden();

  // ── the stock fell by 2 and the ledger names the plan's order (the 备件管理 page itself: parts.spec.ts)
  const keeper = await token('supervisor');
  const stock = await request.get(
    `/api/system/base/parts/stock/list?factoryId=${FACTORY_ID}&keyword=${code}`,
    {
      headers: keeper,
    },
  );
  expect(((await stock.json()) as { rows: { partCode: string; quantity: number }[] }).rows).toEqual([
    expect.objectContaining({ partCode: code, quantity: 3 }),
  ]);
  const ledger = await request.get(
    `/api/system/base/parts/movement/list?factoryId=${FACTORY_ID}&taskNo=${order.taskNo}`,
    { headers: keeper },
  );
  const moves = ((await ledger.json()) as { rows: { partCode: string; kind: string; quantity: number }[] })
    .rows;
  expect(moves).toEqual([
    expect.objectContaining({ partCode: code, kind: 'issue', quantity: -2, balance: 3 }),
  ]);
});

test('a number item out of its limits raises a repair order, in the 维修工单 list', async ({
  page,
  request,
  clockedServer,
}) => {
  test.setTimeout(180_000);
  const headers = {
    authorization: `Bearer ${await apiSignIn(request, ACCOUNTS.supervisor.username, ACCOUNTS.supervisor.password)}`,
  };
  const meters = await request.get('/api/system/base/plan/meters?factoryId=11', { headers });
  const pump = ((await meters.json()) as { data: PlanMeter[] }).data.find((m) => m.code === 'SH01-EM-01')!;
  const title = '1#送水泵点检（e2e）';
  const added = await request.post('/api/system/base/plan', {
    headers,
    data: {
      factoryId: 11,
      kind: 'inspect',
      deviceId: pump.deviceId,
      title,
      cycleUnit: 'month',
      cycleEvery: 1,
      // already due: the scheduler makes its order at the next start
      nextRun: '2026-01-05',
      leadDays: 0,
      checklist: [{ name: '轴承温度', type: 'number', standard: '℃', min: 20, max: 75 }],
      parts: '',
      execBy: 2,
    },
  });
  expect(((await added.json()) as { code: number }).code).toBe(200);
  await clockedServer.stop();
  await clockedServer.start();
  const inspections = '/api/system/base/plan/list?factoryId=11&kind=inspect&pageSize=200';
  const made = async () =>
    ((await (await request.get(inspections, { headers })).json()) as { rows: PlanRow[] }).rows.find(
      (r) => r.title === title,
    )?.recentOrders[0]?.taskNo;
  await expect.poll(made, { timeout: 60_000 }).toMatch(/^XJ/);
  const taskNo = (await made())!;

  await signIn(page, 'operator', `/woms/WorkOrderTask/InspectionTasks?factoryId=11&taskNo=${taskNo}`);
  const dialog = page.getByRole('dialog', { name: '处理工单' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('轴承温度 数值').fill('92');
  await expect(dialog.getByText('超出上下限：提交后生成维修工单')).toBeVisible();
  await look(page, `plans-check-items-1440`);
  await chooseOption(page, dialog.getByLabel('处理结果'), '已修复');
  await dialog.getByLabel('处理描述').fill('轴承温度偏高，已报修');
  await dialog.getByRole('button', { name: /提\s*交/ }).click();
  await expect(dialog).toBeHidden();

  await page.goto('/woms/WorkOrderTask/WarrantyTasks?factoryId=11');
  const repair = page.locator('.ant-table-row').filter({ hasText: '巡检异常：轴承温度（92）' });
  await expect(repair).toHaveCount(1);
  await expect(repair).toContainText('待派单');
});
