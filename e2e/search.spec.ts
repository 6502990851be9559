/**
 * The top bar's global search (docs/search.md): a page found by its pinyin initials and opened, an order found by its
 * number and opened on its page, a nonsense text answered 无匹配结果; the open panel photographed at 1440 and 800 px
 * in both themes.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiSignIn, look, signIn } from './support';

const box = (page: Page) => page.getByTestId('menu-search');
const results = (page: Page) => page.locator('#woms-search-results');

/** Opens the search with its shortcut, as a keyboard user would, and types `text`. */
async function search(page: Page, text: string) {
  await page.keyboard.press('Control+k');
  await expect(box(page)).toBeFocused();
  await box(page).fill(text);
}

test('a page found by its pinyin initials opens with Enter', async ({ page }) => {
  await signIn(page, 'operator');
  await search(page, 'rbtb');
  const option = results(page).getByRole('option', { name: /日报填报/ });
  await expect(option).toBeVisible();
  await expect(box(page)).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id')) ?? '');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/woms\/DailyData\/DailyReportFilling$/);
  await expect(page.getByRole('navigation', { name: '当前位置' })).toContainText('日报填报');
});

test('an order found by its number opens on its page', async ({ page, request }) => {
  // An order of the operator's factory, read from its list as the operator (nothing is written).
  const token = await apiSignIn(request, 'operator', 'operator123');
  const list = await request.get('/api/system/base/workOrder/fix/list?factoryId=11&pageNum=1&pageSize=30', {
    headers: { authorization: `Bearer ${token}` },
  });
  const rows = ((await list.json()) as { rows: { taskNo: string; status: number }[] }).rows;
  const order = rows.find((r) => r.status !== 9);
  expect(order).toBeDefined();
  const taskNo = order!.taskNo;

  await signIn(page, 'operator');
  await search(page, taskNo);
  const option = results(page).getByRole('option', { name: new RegExp(taskNo) });
  await expect(option).toContainText('维修工单');
  await expect(option).toContainText('上海第一水厂');
  await option.click();
  await expect(page).toHaveURL(
    new RegExp(`/woms/WorkOrderTask/WarrantyTasks\\?factoryId=11&taskNo=${taskNo}$`),
  );
  await expect(page.locator('.ant-table-row').filter({ hasText: taskNo })).toBeVisible();
});

test('a nonsense text says 无匹配结果, and the panel reads at 1440 and 800 px in both themes', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await search(page, 'qzxqzx');
  await expect(page.getByText('无匹配结果')).toBeVisible();
  await expect(results(page).getByRole('option')).toHaveCount(0);

  for (const mode of ['light', 'dark'] as const) {
    if (mode === 'dark')
      // The dark theme (docs/architecture.md §4 "Theme": colorTheme woms-black, applied before the first paint).
      await page.addInitScript(() => localStorage.setItem('colorTheme', 'woms-black'));
    for (const width of [1440, 800]) {
      await page.setViewportSize({ width, height: 900 });
      await signIn(page, 'admin');
      if (width < 992) {
        // Under 992 px the side bar opens by itself 2 s after the page, over a mask: close it first.
        await expect(page.getByTestId('side-bar')).toBeVisible();
        await page.getByTestId('sidebar-mask').click({ position: { x: 700, y: 400 } });
        await expect(page.getByTestId('side-bar')).toHaveCount(0);
      }
      // An administrator finds users too.
      await search(page, 'admin');
      await expect(results(page).getByRole('group', { name: '用户' })).toBeVisible();
      // Pages by pinyin (维修 → wx) and repair orders by number, in one panel.
      await search(page, 'WX');
      await expect(results(page).getByRole('group', { name: '工单' })).toBeVisible();
      await expect(results(page).getByRole('group', { name: '页面' })).toBeVisible();
      await look(page, `search-${mode}-${width}`);
    }
  }
  await expect(page.locator('html')).toHaveClass(/woms-black/);
});

test('in English the box, its groups and 无匹配结果 are translated', async ({ page }) => {
  await signIn(page, 'admin');
  await page.evaluate(() => localStorage.setItem('locale', 'en-US'));
  await page.reload();
  await expect(box(page)).toHaveAttribute('placeholder', 'Search pages, orders, devices (Ctrl+K)');
  await search(page, 'qzxqzx');
  await expect(page.getByText('No results')).toBeVisible();
  await search(page, 'admin');
  await expect(results(page).getByRole('group', { name: 'Users' })).toBeVisible();
  await expect(page.getByText('↑↓ to choose · Enter to open · Esc to close')).toBeVisible();
});
