/**
 * Exports and the secure space (docs/secure-space.md): without the local helper an export is refused with
 * 请在安全空间内下载文件 and the explanation with its link to the docs (screenshots at 1440 and 800 px, bright and
 * dark); with the reference helper running (scripts/lib/secure-space-helper.mjs, on the address this worker's server
 * names) the same button saves a real .xlsx whose sheet holds the list's rows; the approval pages' lists export in
 * English from an English console (screenshots of both pages in English at 1440 and 800 px).
 */
import { readFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { startSecureSpaceHelper } from '../scripts/lib/secure-space-helper.mjs';
import { expect, test } from './fixtures';
import { secureSpacePort } from './ports';
import { apiSignIn, look, openInApp, signIn } from './support';

const WARRANTY = '/woms/WorkOrderTask/WarrantyTasks';

let helper: Server | undefined;
test.afterEach(async () => {
  await new Promise((resolve) => (helper ? helper.close(resolve) : resolve(undefined)));
  helper = undefined;
});

/** The 维修工单 page, its list answered. */
async function openWarranty(page: Page) {
  await signIn(page, 'supervisor', WARRANTY);
  const list = page.locator('.work-order-page');
  await expect(list.locator('.ant-table-row').first()).toBeVisible();
  return list;
}

/** The first sheet's rows as text (server/src/shared/xlsx.ts writes inline strings and numbers). */
function sheetRows(bytes: Uint8Array): string[][] {
  const xml = strFromU8(unzipSync(bytes)['xl/worksheets/sheet1.xml']!);
  return [...xml.matchAll(/<row r="\d+">(.*?)<\/row>/gs)].map(([, cells = '']) =>
    [...cells.matchAll(/<c r="[A-Z]+\d+"[^>]*>(.*?)<\/c>/gs)].map(
      ([, body = '']) => /<t[^>]*>(.*?)<\/t>/s.exec(body)?.[1] ?? /<v>(.*?)<\/v>/.exec(body)?.[1] ?? '',
    ),
  );
}

test('without the helper an export is refused with the explanation and a link to the docs', async ({
  page,
  request,
}) => {
  const list = await openWarranty(page);
  for (const mode of ['bright', 'dark'] as const) {
    if (mode === 'dark') {
      await page.getByTestId('theme-button').click();
      await page.getByTestId('theme-mode').getByText('暗色').click();
      await expect(page.locator('html')).toHaveClass(/woms-black/);
      await page.locator('.ant-drawer-close').click();
      await expect(page.locator('.ant-drawer-open')).toHaveCount(0);
    }
    for (const width of [1440, 800]) {
      await page.setViewportSize({ width, height: 900 });
      await list.getByRole('button', { name: /导\s*出/ }).click();
      const notice = page.locator('.ant-notification-notice').filter({ hasText: '请在安全空间内下载文件' });
      await expect(notice).toBeVisible();
      const text = notice.getByTestId('secure-space-refusal');
      await expect(text).toContainText('安全空间助手');
      await expect(text).toContainText(
        `127.0.0.1:${secureSpacePort(Number(new URL(page.url()).port))}/status`,
      );
      const link = notice.getByRole('link', { name: '如何获取安全空间' });
      await expect(link).toHaveAttribute('href', '/api/system/secureSpace/help');
      await look(page, `exports-refusal-${mode}-${width}`);
      await notice.locator('.ant-notification-notice-close').click();
      await expect(notice).toHaveCount(0);
    }
  }
  // The link's page: this repository's docs/secure-space.md, served as text.
  const help = await request.get('/api/system/secureSpace/help');
  expect(help.status()).toBe(200);
  expect(await help.text()).toBe(await readFile('docs/secure-space.md', 'utf8'));
});

test('with the reference helper running the export saves an .xlsx of the list', async ({ page }) => {
  const list = await openWarranty(page);
  const origin = new URL(page.url()).origin;
  ({ server: helper } = await startSecureSpaceHelper({
    port: secureSpacePort(Number(new URL(origin).port)),
    origins: [origin],
    user: 'e2e',
  }));
  const total = Number(/共\s*(\d+)\s*条/.exec(await list.getByText(/共\s*\d+\s*条/).innerText())?.[1]);
  expect(total).toBeGreaterThan(0);
  const firstTaskNo = (
    await list
      .getByText(/^WX\d{12}$/)
      .first()
      .innerText()
  ).trim();

  const saved = page.waitForEvent('download');
  await list.getByRole('button', { name: /导\s*出/ }).click();
  const download = await saved;
  expect(download.suggestedFilename()).toMatch(/^维修工单_\d{8}\.xlsx$/);
  const rows = sheetRows(new Uint8Array(await readFile((await download.path())!)));
  expect(rows[0]?.slice(0, 6)).toEqual([
    '工单编号',
    '工单状态',
    '优先级',
    '应完成时间',
    '是否超期',
    '所属工厂',
  ]);
  // the list's filter (the open orders of the supervisor's factories): every row of it, and only those
  expect(rows).toHaveLength(total + 1);
  expect(rows.slice(1).map((r) => r[0])).toContain(firstTaskNo);
  await expect(page.getByText('请在安全空间内下载文件')).toHaveCount(0);
});

test('日报审批 and 周报审批 export their lists in English with the helper running; their English pages at 1440 and 800 px', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // a console whose language was English before it opened (docs/i18n.md): the export's texts follow it
  await page.addInitScript(() => localStorage.setItem('locale', 'en-US'));
  await signIn(page, 'supervisor', '/woms/DailyData/DailyApproval');
  const origin = new URL(page.url()).origin;
  ({ server: helper } = await startSecureSpaceHelper({
    port: secureSpacePort(Number(new URL(origin).port)),
    origins: [origin],
    user: 'e2e',
  }));
  const token = await apiSignIn(request, 'supervisor', 'super123');
  for (const [kind, path, header] of [
    ['daily', '/DailyData/DailyApproval', ['Factory', 'Day', 'Filled by', 'Submitted at', 'Flagged figures']],
    [
      'weekly',
      '/WeeklyData/WeeklyReportApproval',
      ['Factory', 'Monday', 'Sunday', 'Filled by', 'Submitted at', 'Flagged figures'],
    ],
  ] as const) {
    await openInApp(page, path);
    const section = page.locator('section.report-page:visible');
    await expect(section.getByRole('button', { name: 'Export' })).toBeVisible({ timeout: 30_000 });
    const pending = await request.get(`/api/om/${kind}/pending`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const waiting = ((await pending.json()) as { data: { factoryName: string; date: string }[] }).data;
    const saved = page.waitForEvent('download');
    await section.getByRole('button', { name: 'Export' }).click();
    const download = await saved;
    // named as the page's tab and the server name it
    const title = kind === 'daily' ? 'Daily report approval' : 'Weekly report approval';
    expect(download.suggestedFilename()).toMatch(new RegExp(`^${title}_\\d{8}\\.xlsx$`));
    const rows = sheetRows(new Uint8Array(await readFile((await download.path())!)));
    expect(rows[0]).toEqual(header);
    // the list's filter (every factory of the supervisor's): every report waiting, the longest waiting first
    expect(rows.slice(1).map((r) => [r[0], r[1]])).toEqual(waiting.map((w) => [w.factoryName, w.date]));
    for (const width of [1440, 800]) {
      await page.setViewportSize({ width, height: 900 });
      await look(page, `en-us-${kind}-approval-${width}`);
    }
    await page.setViewportSize({ width: 1440, height: 900 });
  }
  await expect(page.getByText('Please download files in a secure space')).toHaveCount(0);
});
