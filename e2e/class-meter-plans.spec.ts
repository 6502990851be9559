/**
 * Class plans by meter (docs/plans.md "Plans per device class"): the supervisor adds, on 保养计划, a plan for every
 * 机械设备 of 上海第一水厂 every 500 kWh of each device's own electricity meter (a meter kind, no meter picker); the
 * list's popover shows each device's own count, or 计量：无对应仪表 for a device without such a meter. The plan is
 * deleted at the end (the other specs share the server).
 */
import type { PlanRow } from '../contract/maint-plan';
import { expect, test } from './fixtures';
import { openNewMaintPlan } from './plan-support';
import { ACCOUNTS, apiSignIn, look } from './support';

const TITLE = '机械设备按电量保养（e2e）';
const FACTORY = '上海第一水厂';
const PLAN_LIST = '/api/system/base/plan/list?factoryId=11&kind=maint&pageSize=200';

test('a class plan by meter kind: each device counts by its own meter, one without shows none', async ({
  page,
  request,
}) => {
  const { dialog, field, pick } = await openNewMaintPlan(page, FACTORY);
  await field('计划名称').fill(TITLE);
  await pick('对象', '设备类别');
  await pick('设备类别', '机械设备');
  await pick('周期方式', '按仪表读数');
  await pick('仪表种类', '电表（kWh）');
  await expect(field('仪表')).toHaveCount(0);
  await field('仪表间隔').fill('500');
  for (const width of [800, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await look(page, `class-meter-plan-dialog-${width}`);
  }
  await dialog.getByRole('button', { name: /提\s*交/ }).click();

  const row = page.locator('.ant-table-row').filter({ hasText: TITLE });
  await expect(row).toContainText('每 500 kWh');
  await row.getByRole('button', { name: /机械设备 · \d+ 台/ }).hover();
  const popover = page.locator('.ant-popover:visible');
  await expect(popover).toContainText('各设备计量');
  await expect(popover).toContainText('1#送水泵（SH01-P-001） · 计量：0 / 500 kWh');
  await look(page, 'class-meter-plan-members');

  const headers = {
    authorization: `Bearer ${await apiSignIn(request, ACCOUNTS.supervisor.username, ACCOUNTS.supervisor.password)}`,
  };
  const rows = ((await (await request.get(PLAN_LIST, { headers })).json()) as { rows: PlanRow[] }).rows;
  const plan = rows.find((r) => r.title === TITLE)!;
  // a device of the class with no electricity meter is skipped, and the popover says so
  const without = plan.members.find((m) => m.meterId === null)!;
  expect(without).toBeDefined();
  await expect(popover).toContainText(
    `${without.deviceName}（${without.deviceShowCode}） · 计量：无对应仪表`,
  );
  const res = await request.delete(`/api/system/base/plan/${plan.planId}`, { headers });
  expect(res.status()).toBe(200);
});
