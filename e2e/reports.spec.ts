/**
 * Daily reports in the browser (docs/requirements.md §1 "report filling and approval"; docs/architecture.md §3 "Daily
 * and weekly reports", "Report urges"): an urge leads the operator to a missing day, the figures the plant's data
 * knows are pre-filled, the supervisor hears of the submission at once, rejects it, and approves it once fixed.
 */
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ACCOUNTS, look, signIn } from './support';

const FACTORY = '上海第一水厂';

/** A second console in a browser context of its own, for the supervisor, with the guided tour already seen. */
async function secondConsole(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    locale: 'zh-CN',
    viewport: { width: 1440, height: 900 },
  });
  await context.addInitScript(
    (users: string[]) => {
      for (const user of users) localStorage.setItem(`woms.tourSeen.${user}`, '1');
    },
    Object.values(ACCOUNTS).map((a) => a.username),
  );
  return context.newPage();
}

async function openToDoTab(page: Page) {
  await page.getByTestId('message-button').click();
  const drawer = page.locator('.ant-drawer-content');
  await drawer.getByRole('tab', { name: '待办' }).click();
  return drawer;
}

/** Clicks a message of the drawer and answers the tab its page opens in. */
async function openMessage(page: Page, item: ReturnType<Page['locator']>): Promise<Page> {
  const [target] = await Promise.all([
    page.context().waitForEvent('page'),
    item.locator('button').first().click(),
  ]);
  await expect(target.getByTestId('top-bar')).toBeVisible({ timeout: 30_000 });
  return target;
}

test('an urge opens the missing day; the operator submits it pre-filled and corrected; the supervisor rejects, then approves', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // The supervisor's console is open with its to-dos in view before anything is submitted.
  const supervisor = await secondConsole(browser, baseURL);
  await signIn(supervisor, 'supervisor');
  const supervisorToDos = await openToDoTab(supervisor);
  await expect(supervisorToDos.locator('li').first()).toBeVisible();

  // The demo leaves recent days of 上海第一水厂 unfilled: the urge job has told the operator.
  await signIn(page, 'operator');
  const toDos = await openToDoTab(page);
  const urge = toDos.locator('li').filter({ hasText: /日报/ }).filter({ hasText: FACTORY }).first();
  await expect(urge).toBeVisible();
  const filling = await openMessage(page, urge);
  await expect(filling).toHaveURL(
    /\/woms\/DailyData\/DailyReportFilling\?factoryId=11&time=\d{4}-\d{2}-\d{2}/,
  );
  const day = new URL(filling.url()).searchParams.get('time') ?? '';
  const [, month, date] = day.split('-').map(Number);
  const title = `${month}月${date}日日报`;

  // The day is chosen and its form pre-filled from the meters; the manual figures are empty.
  const form = filling.locator('.report-page');
  await expect(form.locator(`[data-date="${day}"]`)).toHaveAttribute('aria-pressed', 'true');
  await expect(form.getByLabel('用电量')).not.toHaveValue('');
  await expect(form.getByText(/预填/).first()).toBeVisible();
  await expect(form.getByLabel('PAC投加量')).toHaveValue('');

  // The operator types the dosing and lab figures and corrects the inflow by hand.
  await form.getByLabel('PAC投加量').fill('520');
  await form.getByLabel('次氯酸钠投加量').fill('180');
  await form.getByLabel('余氯').fill('0.55');
  await form.getByLabel('pH', { exact: true }).fill('7.2');
  const inflow = form.getByLabel('进水量');
  const measured = Number((await inflow.inputValue()).replace(/,/g, ''));
  await inflow.fill(String(measured + 1000));
  await expect(form.getByText('手动修改').first()).toBeVisible();
  await form.getByRole('button', { name: /提\s*交/ }).click();
  await expect(filling.getByText('提交成功').first()).toBeVisible();
  await expect(form.getByRole('button', { name: /提\s*交/ })).toHaveCount(0);

  // The supervisor's open drawer shows the to-do at once, without a reload.
  const todo = supervisorToDos.locator('li').filter({ hasText: `请审批${FACTORY}${title}` });
  await expect(todo).toBeVisible({ timeout: 5000 });
  const approval = await openMessage(supervisor, todo);
  await expect(approval).toHaveURL(/\/woms\/DailyData\/DailyApproval\?factoryId=11&time=/);
  const review = approval.locator('.report-page');
  // The corrected inflow stands beside the previous report's.
  await expect(review.getByRole('row').filter({ hasText: '进水量' })).toContainText(
    (measured + 1000).toLocaleString('en-US'),
  );
  await review.getByRole('button', { name: /驳\s*回/ }).click();
  const dialog = approval.getByRole('dialog');
  await dialog.getByRole('textbox').fill('PAC投加量偏高，请核对');
  await dialog
    .getByRole('button', { name: /提\s*交/ })
    .last()
    .click();
  await expect(approval.getByText('已驳回').first()).toBeVisible();

  // The operator sees why, fixes the figure and submits again.
  await expect(
    toDos.locator('li').filter({ hasText: `${FACTORY}${title}被驳回：PAC投加量偏高，请核对` }),
  ).toBeVisible();
  await filling.reload();
  await expect(form.getByRole('alert')).toContainText('PAC投加量偏高，请核对');
  await form.getByLabel('PAC投加量').fill('430');
  await form.getByRole('button', { name: /提\s*交/ }).click();
  await expect(filling.getByText('提交成功').first()).toBeVisible();

  // The supervisor approves it; the operator's report is read-only from then on.
  await approval.reload();
  await expect(review.getByRole('button', { name: /通\s*过/ })).toBeVisible();
  await review.getByRole('button', { name: /通\s*过/ }).click();
  await approval
    .getByRole('dialog')
    .getByRole('button', { name: /提\s*交/ })
    .last()
    .click();
  await expect(approval.getByText('审批通过').first()).toBeVisible();
  // The next report waiting is chosen at once, or the page says none is left; never the one just approved.
  await expect(
    review.locator('.ant-table-row-selected').or(approval.getByTestId('approval-none-left')),
  ).toBeVisible();
  await expect(review.locator('.ant-table-row-selected').filter({ hasText: day })).toHaveCount(0);
  await look(approval, `daily-approval-next-1440`);

  await filling.reload();
  await expect(form.locator(`[data-date="${day}"]`)).toContainText('已通过');
  await expect(form.getByRole('button', { name: /保存草稿/ })).toHaveCount(0);
  await expect(form.getByText('驳回意见')).toHaveCount(0);
  // Its export is a download, refused outside the secure space (docs/requirements.md §8).
  await filling.getByRole('button', { name: /导出本日/ }).click();
  await expect(filling.getByText('请在安全空间内下载文件').last()).toBeVisible();

  // The urge is done with: every to-do about the day has left the operator's open drawer without a reload
  // (docs/requirements.md §3 "To-do queue").
  await expect(toDos.locator('li').filter({ hasText: title })).toHaveCount(0, { timeout: 15_000 });
  await supervisor.context().close();
});
