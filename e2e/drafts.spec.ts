/**
 * Typed work is never lost (docs/drafts.md): a half-filled daily report comes back after a reload and after its
 * browser tab was closed, each time offered above the form, and the browser asks before the page goes.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiSignIn, look, signIn } from './support';

const FACTORY_ID = 11;

/**
 * The newest day of the factory nobody has filled yet (the demo leaves the last days open; the urge test works on
 * the overdue ones): its form is editable whatever the hour the test runs.
 */
async function openDay(request: APIRequestContext): Promise<string> {
  const token = await apiSignIn(request, 'operator', 'operator123');
  const month = async (offset: number) => {
    const reply = await request.get('/api/om/daily/month', {
      params: { factoryId: FACTORY_ID, month: monthOf(offset) },
      headers: { Authorization: `Bearer ${token}` },
    });
    const body = (await reply.json()) as {
      data: { periods: Array<{ date: string; status: number | null }> };
    };
    return body.data.periods.filter((p) => p.status === null).map((p) => p.date);
  };
  const open = [...(await month(-1)), ...(await month(0))];
  const day = open.at(-1);
  if (!day) throw new Error('e2e: no open daily report to fill');
  return day;
}

/** The month `offset` months from the server's (China) today, as yyyy-MM. */
function monthOf(offset: number): string {
  const now = new Date(Date.now() + 8 * 3600_000);
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

const fillPath = (day: string) => `/woms/DailyData/DailyReportFilling?factoryId=${FACTORY_ID}&time=${day}`;

async function typeFigures(page: Page) {
  const form = page.locator('.report-page form');
  await expect(form.getByLabel('PAC投加量')).toBeEditable({ timeout: 20_000 });
  // A click first: the browser asks before unload only on a page the user has interacted with.
  await form.getByLabel('PAC投加量').click();
  await form.getByLabel('PAC投加量').fill('521');
  await form.getByLabel('余氯').fill('0.61');
  await form.getByLabel('备注').fill('二号池排泥');
}

async function expectDraftBack(page: Page) {
  const form = page.locator('.report-page form');
  const offer = page.getByTestId('draft-offer');
  await expect(offer).toBeVisible({ timeout: 20_000 });
  await expect(offer).toContainText('未保存的草稿');
  await expect(form.getByLabel('PAC投加量')).toHaveValue('');
  await look(page, `draft-offer-daily-1440`);
  await offer.getByTestId('draft-restore').click();
  await expect(form.getByLabel('PAC投加量')).toHaveValue(/^521(\.0)?$/);
  await expect(form.getByLabel('余氯')).toHaveValue('0.61');
  await expect(form.getByLabel('备注')).toHaveValue('二号池排泥');
}

test('a half-filled daily report comes back after a reload and after its tab was closed', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const day = await openDay(page.request);
  await signIn(page, 'operator', fillPath(day));
  await typeFigures(page);

  // A reload asks first (the browser's own leave dialog), then offers the draft back.
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.accept();
  });
  await page.reload();
  await expect(page.getByTestId('top-bar')).toBeVisible({ timeout: 30_000 });
  expect(asked).toEqual(['beforeunload']);
  await expectDraftBack(page);

  // The tab closed (the browser asks again), a new one opened on the same day.
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => page.isClosed(), { timeout: 20_000 }).toBe(true);
  expect(asked).toEqual(['beforeunload', 'beforeunload']);
  const again = await page.context().newPage();
  again.on('dialog', (dialog) => void dialog.accept());
  await again.goto(fillPath(day));
  await expect(again.getByTestId('top-bar')).toBeVisible({ timeout: 30_000 });
  await expectDraftBack(again);
  // Discarded, it is gone for good.
  await again.reload();
  await again.getByTestId('draft-discard').click({ timeout: 20_000 });
  await again.reload();
  await expect(again.locator('.report-page form').getByLabel('PAC投加量')).toBeEditable({ timeout: 20_000 });
  await expect(again.getByTestId('draft-offer')).toHaveCount(0);
});
