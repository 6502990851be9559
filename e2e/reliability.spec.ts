import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiSignIn, chooseOption, look, signIn } from './support';

/**
 * 设备可靠性 (docs/reliability.md) in the browser: a new device has no failure (MTTR —); a repair on it that counts
 * downtime, its fault 2 hours old, is dispatched, handled, audited and accepted; the page then shows that device's
 * one failure and an MTTR of 2.0 hours, and so does the device's ledger detail. The page is shot at 1440 and 800 px,
 * bright and dark.
 */

const PAGE = '/woms/DeviceReliability';
const FACTORY = 11;
const ADMIN_ID = 1;

/** 'YYYY-MM-DD HH:mm:ss' China time of an instant. */
const china = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');

async function call(request: APIRequestContext, token: string, path: string, data?: object) {
  const headers = { authorization: `Bearer ${token}` };
  const res = data ? await request.post(path, { headers, data }) : await request.get(path, { headers });
  const body = (await res.json()) as { code: number; data: unknown };
  expect(body.code, `${path}: ${JSON.stringify(body)}`).toBe(200);
  return body.data;
}

test('an accepted repair counting downtime gives its device a failure and its MTTR', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = (await apiSignIn(request, 'admin', 'admin123')) ?? '';
  const code = `E2E-REL-${Date.now() % 1_000_000}`;
  await call(request, token, '/api/asset/device', {
    factoryId: FACTORY,
    deviceShowCode: code,
    deviceName: '可靠性测试泵',
    assetType: '1031',
    status: 0,
  });
  const devices = (await call(request, token, `/api/system/base/workOrder/devices?factoryId=${FACTORY}`)) as {
    deviceId: number;
    deviceShowCode: string;
  }[];
  const deviceId = devices.find((d) => d.deviceShowCode === code)?.deviceId;
  expect(deviceId).toBeDefined();

  // ── no failure yet
  await signIn(page, 'admin', PAGE);
  const root = page.getByTestId('reliability-page');
  const figures = root.getByTestId('reliability-figures');
  const mttr = figures.locator('.ant-card').filter({ hasText: '平均修复时间 MTTR' });
  const failures = figures.locator('.ant-card').filter({ hasText: '故障次数' });
  await chooseOption(page, root.getByRole('combobox', { name: '工厂' }), '上海第一水厂');
  await chooseOption(page, root.getByRole('combobox', { name: '设备' }), code);
  await root.getByRole('button', { name: /查\s*询/ }).click();
  await expect(mttr).toContainText('—');
  await expect(mttr).toContainText('期间无故障');

  // ── a repair counting downtime, its fault 2 hours old, driven through to its acceptance
  const { taskId } = (await call(request, token, '/api/system/base/workOrder/fix', {
    factoryId: FACTORY,
    deviceId,
    reportContent: '可靠性测试：泵体异响',
    isStatistics: 1,
    fixStartTime: china(Date.now() - 2 * 3600_000),
  })) as { taskId: number };
  const order = `/api/system/base/workOrder/fix/${taskId}`;
  await call(request, token, `${order}/dispatch`, { execBy: ADMIN_ID });
  await call(request, token, `${order}/handle`, { handleResult: '1', handleDesc: '更换轴承，试运行正常' });
  await call(request, token, '/api/system/base/task/approval', {
    taskId,
    approvalResult: 1,
    approvalDesc: '同意',
  });
  await call(request, token, `${order}/acceptDispatch`, { acceptBy: ADMIN_ID });
  await call(request, token, `${order}/accept`, { acceptResult: 1, acceptDesc: '验收通过' });

  // ── the page asked again: one failure, 2 hours to repair (report to acceptance, a few seconds over)
  await root.getByRole('button', { name: /查\s*询/ }).click();
  await expect(failures.locator('.ant-statistic-content')).toHaveText('1');
  await expect(mttr.locator('.ant-statistic-content')).toHaveText('2.0 小时');
  await expect(root.locator('.ant-table-row').filter({ hasText: code })).toContainText('2.0 小时');

  for (const theme of ['bright', 'dark']) {
    if (theme === 'dark') {
      await page.evaluate(() => localStorage.setItem('colorTheme', 'woms-black'));
      await page.reload();
      await expect(page.locator('html')).toHaveClass(/woms-black/);
      await expect(page.getByTestId('reliability-trend')).toBeVisible();
    }
    for (const width of [1440, 800]) {
      await page.setViewportSize({ width, height: 900 });
      await look(page, `reliability-${theme}-${width}`, { fullPage: true });
    }
  }
  await page.evaluate(() => localStorage.removeItem('colorTheme'));
  // English: every label of the page translated
  await page.evaluate(() => localStorage.setItem('locale', 'en-US'));
  await page.reload();
  await expect(root.getByText('Mean time to repair (MTTR)')).toBeVisible();
  await look(page, `reliability-en-800`, { fullPage: true });
  await page.evaluate(() => localStorage.removeItem('locale'));
  await page.reload();
  await expect(root.getByText('平均修复时间 MTTR')).toBeVisible();

  // ── the worst-device link opens the device in its ledger, whose detail shows the same figures for 90 days
  await page.setViewportSize({ width: 1440, height: 900 });
  await root.locator('.ant-table-row').filter({ hasText: code }).getByRole('button', { name: code }).click();
  const row = page.locator('.ant-table-row').filter({ hasText: code });
  await row.getByRole('button', { name: '详情' }).click();
  const block = page.locator('.ant-drawer-content').getByTestId('device-reliability');
  await expect(block.locator('.ant-card').filter({ hasText: '平均修复时间 MTTR' })).toContainText('2.0 小时');
  await expect(block.locator('.ant-card').filter({ hasText: '故障次数' })).toContainText('1');
  await look(page, `reliability-device-drawer-1440`);
});
