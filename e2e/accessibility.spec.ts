/**
 * Accessibility (docs/architecture.md §4 "Keyboard", §5 "Tests"): axe-core's WCAG 2.0/2.1 A and AA rules on the
 * sign-in page, the shell, a work-order list with its report and detail dialogs, the message drawer and the alarm
 * panel, in the bright and the dark theme, with no serious or critical violation (moderate and minor ones are
 * printed, not failed); and the shell used with the keyboard alone, a focus ring on every stop.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './support';

// The tests only read the demo data: they may run on both workers at once.
test.describe.configure({ mode: 'parallel' });

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const IMPACTS = ['critical', 'serious', 'moderate', 'minor'] as const;
const WARRANTY = '/woms/WorkOrderTask/WarrantyTasks';

/**
 * Runs axe on the page, or only inside `within` (a dialog or drawer over a page already checked), prints the
 * violations by impact, and fails on a serious or critical one, naming each with the elements it was found on.
 */
async function audit(page: Page, screen: string, within?: string): Promise<void> {
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (within) builder.include(within);
  const { violations, passes } = await builder.analyze();
  const count = (impact: string) =>
    violations.filter((v) => v.impact === impact).reduce((n, v) => n + v.nodes.length, 0);
  console.info(
    `a11y: ${screen}: ${IMPACTS.map((impact) => `${impact} ${count(impact)}`).join(', ')} ` +
      `(${passes.length} rules passed)`,
  );
  for (const v of violations) {
    console.info(`  ${v.impact} ${v.id}: ${v.help}`);
    for (const node of v.nodes) {
      const why = [...node.any, ...node.all, ...node.none].map((check) => check.message).join(' ');
      console.info(`    ${node.target.join(' ')}: ${why}`);
    }
  }
  const blocking = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}) on ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(blocking, `${screen}: serious or critical axe violations`).toEqual([]);
}

const listRows = (page: Page) => page.locator('.work-order-page .ant-table-row');

/** The screens of the requirement in the current theme: the list, its two dialogs, the drawer and the panel. */
async function auditShellScreens(page: Page, theme: string): Promise<void> {
  await expect(listRows(page).first()).toBeVisible();
  await audit(page, `${theme} work-order list`);

  await page
    .locator('.work-order-page')
    .getByRole('button', { name: /上\s*报/ })
    .click();
  const report = page.getByRole('dialog', { name: '新增维修工单' });
  await expect(report.getByLabel('报修内容')).toBeVisible();
  await audit(page, `${theme} report dialog`, '.ant-modal-root');
  await page.keyboard.press('Escape');
  await expect(report).toBeHidden();

  await listRows(page).first().getByRole('button', { name: '详情' }).click();
  const detail = page.getByRole('dialog').filter({ hasText: '工单编号' });
  await expect(detail).toBeVisible();
  await audit(page, `${theme} order detail dialog`, '.ant-modal-root');
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();

  await page.getByTestId('message-button').click();
  const drawer = page.locator('.woms-message-drawer');
  await expect(drawer.locator('.woms-message-list, .ant-empty').first()).toBeVisible();
  await audit(page, `${theme} message drawer`, '.woms-message-drawer');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  await page.getByTestId('alarm-widget').getByTestId('alarm-button').click();
  const panel = page.getByTestId('alarm-panel');
  await expect(panel.getByTestId('alarm-count')).toHaveText(/共 \d+ 条/);
  await audit(page, `${theme} alarm panel`, '.woms-alarm-drawer');
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
}

async function auditSignIn(page: Page, theme: string): Promise<void> {
  await page.goto('/woms/login');
  await expect(page.getByTestId('captcha-image').locator('img')).toBeVisible();
  // The route's progress bar has gone: what is checked is the page at rest.
  await expect(page.locator('#nprogress')).toHaveCount(0);
  await audit(page, `${theme} sign-in page`);
}

/** Sign-in page, home, the work-order list and its dialogs, the drawer and the panel, in one theme. */
async function auditEverything(page: Page, theme: string): Promise<void> {
  await auditSignIn(page, theme);
  await signIn(page, 'admin');
  await expect(page.getByTestId('subsystem-tile-1')).toBeVisible();
  await expect(page.locator('#nprogress')).toHaveCount(0);
  await audit(page, `${theme} shell (home)`);
  await page.goto(WARRANTY);
  await auditShellScreens(page, theme);
}

test('axe finds no serious or critical violation on the main screens in the bright theme', async ({
  page,
}) => {
  await auditEverything(page, 'bright');
});

test('axe finds no serious or critical violation on the main screens in the dark theme', async ({ page }) => {
  // The dark theme (docs/architecture.md §4 "Theme": colorTheme woms-black, applied before the first paint).
  await page.addInitScript(() => {
    try {
      localStorage.setItem('colorTheme', 'woms-black');
    } catch {
      // about:blank has no storage
    }
  });
  await auditEverything(page, 'dark');
  await expect(page.locator('html')).toHaveClass(/woms-black/);
});

/** What the keyboard's focus is on: its role, name and test id, for the assertions and their messages. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return {
      role: el?.getAttribute('role') ?? el?.tagName.toLowerCase() ?? '',
      name: (el?.getAttribute('aria-label') ?? el?.textContent ?? '').trim().slice(0, 40),
      testId: el?.getAttribute('data-testid') ?? '',
      inSideMenu: !!el?.closest('[data-testid="side-menu"]'),
    };
  });

/**
 * The focus indicator of the focused element: an outline, or a ring drawn as a box-shadow (spread, no offset), on it
 * or on one of the three wrappers above it (antd draws the ring on the tab around a tab button and on the wrapper
 * of an input). A transparent outline or a faint glow (under 30 % opacity) is not an indicator.
 */
const focusRing = (page: Page) =>
  page.evaluate(() => {
    const alpha = (color: string) => {
      const parts = /rgba?\(([^)]*)\)/
        .exec(color)?.[1]
        ?.split(/[\s,/]+/)
        .filter(Boolean);
      return parts && parts.length === 4 ? Number(parts[3]) : 1;
    };
    let el: Element | null = document.activeElement;
    for (let depth = 0; el && el !== document.body && depth < 4; depth += 1, el = el.parentElement) {
      const style = getComputedStyle(el);
      if (
        style.outlineStyle !== 'none' &&
        parseFloat(style.outlineWidth) > 0 &&
        alpha(style.outlineColor) > 0
      ) {
        return `outline ${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`;
      }
      const ring = /(rgba?\([^)]*\)) 0px 0px 0px [1-9]/.exec(style.boxShadow);
      if (ring?.[1] && alpha(ring[1]) >= 0.3) return `box-shadow ${ring[0]}`;
    }
    return null;
  });

/** Presses `key` until `reached` holds for the focus (at most `limit` presses), checking the ring at each stop. */
async function moveFocus(
  page: Page,
  key: 'Tab' | 'Shift+Tab' | 'ArrowDown' | 'ArrowUp',
  reached: (f: Awaited<ReturnType<typeof focused>>) => boolean,
  limit = 40,
): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    await page.evaluate(() => {
      (window as unknown as { focusBefore: Element | null }).focusBefore = document.activeElement;
    });
    await page.keyboard.press(key);
    // antd's menus move the focus on the next animation frame: read it once it has moved (or after 2 s, where
    // it stays, at the end of a menu).
    await page
      .waitForFunction(
        () => document.activeElement !== (window as unknown as { focusBefore: Element | null }).focusBefore,
        null,
        { timeout: 2000 },
      )
      .catch(() => undefined);
    const now = await focused(page);
    expect(await focusRing(page), `a visible focus on ${now.role} "${now.name}"`).not.toBeNull();
    if (reached(now)) return;
  }
  throw new Error(`${key} × ${limit} did not reach the element wanted`);
}

test('the shell is usable by keyboard alone: menu, tabs, message drawer and sign-out, focus always visible', async ({
  page,
}) => {
  // The mouse is not used after sign-in: every step below is a key press.
  await signIn(page, 'admin');
  await expect(page.getByTestId('subsystem-tile-1')).toBeVisible();

  // The side menu: into it with Tab, down to the asset-ledger group, open it, down to its first page, open that.
  await moveFocus(page, 'Tab', (f) => f.inSideMenu);
  await moveFocus(page, 'ArrowDown', (f) => f.name === '资产台账', 5);
  await page.keyboard.press('Enter');
  // The group opens on the next render: the arrow moves into it once its pages are there.
  await expect(page.getByTestId('side-menu').getByRole('menuitem', { name: '设备台账' })).toBeVisible();
  await moveFocus(page, 'ArrowDown', (f) => f.name === '设备台账', 3);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/woms\/AssetLedger\/DeviceLedger$/);
  await expect(page.getByTestId('tab-/AssetLedger/DeviceLedger')).toBeVisible();

  // The kept tabs: Tab to the active one, the arrow keys move between tabs, Enter shows one; the ledger stays kept.
  await moveFocus(page, 'Tab', (f) => f.role === 'tab');
  await page.keyboard.press('ArrowLeft');
  await expect.poll(async () => (await focused(page)).name).toContain('首页');
  expect(await focusRing(page)).not.toBeNull();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/woms\/index$/);
  // The tab bar renders again for the page shown; the focus stays on the tab just chosen.
  const selectedTabFocused = () =>
    page.evaluate(() => document.activeElement?.getAttribute('aria-selected') === 'true');
  await expect.poll(selectedTabFocused).toBe(true);
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await focused(page)).name).toContain('设备台账');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/woms\/AssetLedger\/DeviceLedger$/);
  await expect.poll(selectedTabFocused).toBe(true);

  // The message drawer: back to the bell, Enter opens it, Escape closes it and the focus returns to the bell.
  await moveFocus(page, 'Shift+Tab', (f) => f.testId === 'message-button');
  await page.keyboard.press('Enter');
  const drawer = page.locator('.woms-message-drawer');
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect.poll(async () => (await focused(page)).testId).toBe('message-button');

  // Sign-out: the user menu opens on Enter, Tab enters it, the arrows reach 退出登录, Enter asks, Enter confirms.
  await moveFocus(page, 'Tab', (f) => f.testId === 'user-menu');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: '退出登录' })).toBeVisible();
  await page.keyboard.press('Tab');
  await moveFocus(page, 'ArrowUp', (f) => f.name === '退出登录', 8);
  await page.keyboard.press('Enter');
  const confirm = page.locator('.ant-modal-confirm');
  await expect(confirm.getByRole('button', { name: /确\s*定/ })).toBeFocused();
  expect(await focusRing(page)).not.toBeNull();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/woms\/login$/);
  // The sign-in form is reachable too: a field takes the focus from the keyboard.
  await moveFocus(page, 'Tab', (f) => f.role === 'input', 10);
});
