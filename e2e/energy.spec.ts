import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { EnergyOverview } from '../contract/energy';
import { look, signIn } from './support';

/**
 * The energy pages for the supervisor (docs/architecture.md §3 "Energy"): the overview's figures and charts, the
 * report by day and month with its totals, a page at a time, and the export behind the secure space (read at 1440 and
 * 800 px), and the readings of chosen meters over a chosen range as a chart and a paged table.
 */

async function canvasDrawn(page: Page, testId: string): Promise<void> {
  const chart = page.getByTestId(testId);
  await expect(chart.locator('canvas')).toBeVisible();
  // ECharts sets the box's aria-label to a description of the drawn series.
  await expect(chart).toHaveAttribute('aria-label', /./);
}

test('the overview shows today and this month per energy kind, the trend, the top meters and kWh per m³', async ({
  page,
}) => {
  const answered = page.waitForResponse((r) => r.url().includes('/api/energy/overview') && r.ok());
  await signIn(page, 'supervisor', '/woms/EnergyMonitor/EnergyOverview');
  const { data } = (await (await answered).json()) as { data: EnergyOverview };
  // In the first hour of a day today has no figure yet, and on the first of a month the month neither
  // (docs/architecture.md §3 "Energy", "The first hour of a day"): `npm run test:clock` runs this journey at 00:05
  // on the first of a month, every other run at the hour it meets.
  const firstHour = data.todayHours === 0;
  const noMonth = firstHour && data.asOf.slice(8, 10) === '01';
  const overview = page.locator('.energy-overview-page');
  for (const kind of ['electricity', 'water', 'gas']) {
    const card = overview.getByTestId(`energy-kind-${kind}`);
    await expect(card).toContainText('今日');
    await expect(card).toContainText(firstHour ? '今日数据不足一小时' : '较昨日同期');
    await expect(card).toContainText(noMonth ? '本月数据不足一小时' : '较上月同期');
  }
  const figures = overview.getByTestId('energy-kind-electricity').locator('.ant-statistic-content-value');
  if (firstHour) await expect(figures.first()).toHaveText('—');
  else await expect(figures).not.toHaveText(['0', '0']);
  await expect(overview.getByTestId('energy-as-of')).toContainText('数据截至');
  await canvasDrawn(page, 'energy-trend');
  if (noMonth) {
    await expect(overview.getByText('本月数据不足一小时')).toHaveCount(3 + 2);
  } else {
    await canvasDrawn(page, 'energy-top');
    // The top-bar factory first, then, the factory cleared, both of the supervisor's, each with its intensity.
    const intensity = overview.locator('.ant-table-row');
    await expect(intensity).toHaveCount(1);
    await expect(intensity.filter({ hasText: '上海第一水厂' })).toHaveCount(1);
    await overview
      .locator('.ant-select')
      .filter({ has: page.locator('#energy-overview-factory') })
      .hover();
    await overview.locator('.ant-select-clear').click();
    await expect(intensity.filter({ hasText: '苏州工业园能源站' })).toHaveCount(1);
    await expect(intensity.filter({ hasText: '上海第一水厂' })).toHaveCount(1);
    await expect(intensity.filter({ hasText: '广州南沙水厂' })).toHaveCount(0);
  }
  await look(page, `energy-overview-1440`, { fullPage: true });
});

test('the report totals usage by day and by month, and its export waits for the secure space', async ({
  page,
}) => {
  await signIn(page, 'supervisor', '/woms/EnergyMonitor/EnergyReport');
  const report = page.locator('.energy-report-page');
  await expect(report.locator('.ant-table-row').first()).toBeVisible();
  await expect(report.getByTestId('energy-total-electricity')).toContainText('用电合计');
  const dayColumns = await report.locator('thead th').count();

  await report.locator('.ant-segmented-item').filter({ hasText: '月报' }).click();
  await report.getByRole('button', { name: /查\s*询/ }).click();
  await expect(report.locator('thead th')).not.toHaveCount(dayColumns);
  await expect(report.locator('thead')).toContainText(/\d{4}-\d{2}/);
  await expect(report.getByTestId('energy-total-water')).toContainText('用水合计');
  // A page of 50 rows at a time: the second page when the demo has more, the kind totals those of the whole report.
  const pager = report.locator('.generic-table-pager');
  const rows = Number((await pager.locator('.generic-table-pager-total').textContent())?.replace(/\D/g, ''));
  expect(rows).toBeGreaterThan(0);
  if (rows > 50) {
    const totals = await report.getByTestId('energy-total-water').textContent();
    const first = await report.locator('.ant-table-row').first().textContent();
    await pager.locator('.ant-pagination-item-2').click();
    await expect(pager.locator('.ant-pagination-item-active')).toHaveText('2');
    await expect(report.locator('.ant-table-row').first()).not.toHaveText(first ?? '');
    await expect(report.getByTestId('energy-total-water')).toHaveText(totals ?? '');
  }
  await look(page, `energy-report-1440`);
  await page.setViewportSize({ width: 800, height: 900 });
  await look(page, `energy-report-800`);

  await report.getByRole('button', { name: /导\s*出/ }).click();
  await expect(page.getByText('请在安全空间内下载文件').last()).toBeVisible();
});

test('the readings of two chosen meters over the last 30 days: a line each and a paged table', async ({
  page,
}) => {
  await signIn(page, 'supervisor', '/woms/DataQuery/MeterReading');
  const readings = page.locator('.meter-reading-page');
  // The factory's first meter is shown at once.
  await expect(readings.getByTestId('reading-chart').locator('canvas')).toBeVisible();
  await expect(readings.locator('.ant-table-row').first()).toBeVisible();

  const picker = readings.getByTestId('reading-meters');
  await picker.click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').nth(1).click();
  await page.keyboard.press('Escape');
  await expect(picker.locator('.ant-select-selection-item')).toHaveCount(2);
  await readings.getByLabel('时间范围').first().click();
  await page.locator('.ant-picker-presets li').filter({ hasText: '近30天' }).click();
  await readings.getByRole('button', { name: /查\s*询/ }).click();
  await canvasDrawn(page, 'reading-chart');
  await expect(readings.locator('.generic-table-pager-total')).toContainText(/\d{3,}/);
  await look(page, `meter-reading-1440`, { fullPage: true });
});
