/**
 * 告警规则 (docs/alarms.md "Rules"): an administrator raises a linkage on a meter to 紧急 and the supervisors' escalation
 * time to 20 minutes; a second administrator, whose page was open before, changes the longest shelve and saves: refused
 * as stale, with the merge view naming the first one's changes, and the merge saves all three. The page is photographed
 * at 1440 and 800 px, bright and dark, in Chinese and in English. The seeded settings are put back at the end.
 */
import type { Page } from '@playwright/test';
import { ALARM_RULES_API, type AlarmSettings } from '../contract/alarm-rules';
import { CONTEXT_OPTIONS } from './context-options';
import { expect, test } from './fixtures';
import { ACCOUNTS, apiSignIn, chooseOption, look, signIn } from './support';

const PAGE = '/woms/AlarmCenter/AlarmRules';
const rules = (page: Page) => page.getByTestId('alarm-rules-page');

async function openRules(page: Page) {
  await signIn(page, 'admin', PAGE);
  await expect(rules(page).getByRole('spinbutton', { name: '搁置上限' })).toHaveValue(/\d+/, {
    timeout: 20_000,
  });
}

async function shoot(page: Page, name: string) {
  for (const width of [1440, 800]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(rules(page)).toBeVisible();
    await look(page, `alarm-rules-${name}-${width}`, { fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('an administrator edits a rule and an escalation time; a second save meets the merge', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const token = await apiSignIn(page.request, 'admin', 'admin123');
  const headers = { authorization: `Bearer ${token}` };
  const stored = async () =>
    (
      (await (await page.request.get(ALARM_RULES_API.SETTINGS, { headers })).json()) as {
        data: AlarmSettings;
      }
    ).data;
  const before = await stored();

  // B: another browser, its page open first
  const other = await browser.newContext({ ...CONTEXT_OPTIONS, baseURL });
  const pageB = await other.newPage();
  await pageB.addInitScript(
    (user: string) => localStorage.setItem(`woms.tourSeen.${user}`, '1'),
    ACCOUNTS.admin.username,
  );
  await openRules(pageB);

  // A: a linkage on a meter becomes 紧急, the supervisors are told after 20 minutes
  await openRules(page);
  const grid = rules(page);
  await expect(grid.getByText('不会出现').first()).toBeVisible();
  // the select's box, not its input: the chosen priority's tag lies over the input
  await chooseOption(
    page,
    grid.locator('.ant-select', { has: page.getByRole('combobox', { name: '联动告警（仪表）的优先级' }) }),
    '紧急',
  );
  await grid.getByRole('spinbutton', { name: '通知工厂主管' }).fill('20');
  await grid.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('保存成功').last()).toBeVisible();
  await expect(page.getByTestId('alarm-rules-saved')).toContainText(/上次保存：系统管理员 \d{4}-\d\d-\d\d/);
  const afterA = await stored();
  expect(afterA.version).toBe(before.version + 1);
  expect(afterA.rules.find((r) => r.kind === 2 && r.deviceType === 2)?.priority).toBe(1);
  expect(afterA.escalateSupervisorMinutes).toBe(20);
  await shoot(page, 'bright');

  // B changes the longest shelve and saves: refused, with the merge view
  await rules(pageB).getByRole('spinbutton', { name: '搁置上限' }).fill('120');
  await rules(pageB)
    .getByRole('button', { name: /保\s*存/ })
    .click();
  const view = pageB.getByTestId('edit-conflict');
  await expect(view).toBeVisible();
  await expect(view).toContainText(/已被 系统管理员 于 \d{4}-\d\d-\d\d \d\d:\d\d:\d\d 修改，请核对后再保存/);
  const carried = view.getByTestId('edit-conflict-carried');
  await expect(carried).toContainText('联动告警（仪表）：紧急');
  await expect(carried).toContainText('通知工厂主管：20');
  await expect(rules(pageB).getByRole('spinbutton', { name: '通知工厂主管' })).toHaveValue('20');
  await expect(rules(pageB).getByRole('spinbutton', { name: '搁置上限' })).toHaveValue('120');
  for (const width of [1440, 800]) {
    await pageB.setViewportSize({ width, height: 900 });
    await look(pageB, `alarm-rules-conflict-${width}`);
  }
  await view.getByRole('button', { name: '合并后保存' }).click();
  await expect(pageB.getByText('保存成功').last()).toBeVisible();
  await expect(view).toBeHidden();
  await other.close();
  const merged = await stored();
  expect(merged).toMatchObject({
    version: before.version + 2,
    shelveMaxMinutes: 120,
    escalateSupervisorMinutes: 20,
  });
  expect(merged.rules.find((r) => r.kind === 2 && r.deviceType === 2)?.priority).toBe(1);

  // the page dark, then in English, dark and bright: every label translated
  await page.evaluate(() => localStorage.setItem('colorTheme', 'woms-black'));
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/woms-black/);
  await expect(rules(page).getByRole('spinbutton', { name: '搁置上限' })).toHaveValue('120');
  await shoot(page, 'dark');
  await page.evaluate(() => localStorage.setItem('locale', 'en-US'));
  await page.reload();
  await expect(rules(page).getByText('Priority rules')).toBeVisible();
  await expect(rules(page).getByText('Never occurs').first()).toBeVisible();
  await expect(rules(page).getByRole('spinbutton', { name: 'Longest shelve' })).toHaveValue('120');
  await shoot(page, 'en-dark');
  await page.evaluate(() => localStorage.removeItem('colorTheme'));
  await page.reload();
  await expect(rules(page).getByText('Shelving and escalation')).toBeVisible();
  await shoot(page, 'en-bright');

  // the seeded settings back, for the tests after this one on this worker's server
  const { updateBy: _by, updateTime: _time, ...seeded } = before;
  const back = await page.request.put(ALARM_RULES_API.SETTINGS, {
    headers,
    data: { ...seeded, version: merged.version },
  });
  expect(back.status()).toBe(200);
});
