import type { APIRequestContext, Page, Request } from '@playwright/test';
import { foldSubsystem } from '../contract/menu-paths';
import type { RouteItem } from '../contract/system/schemas';
import { expect, test } from './fixtures';
import { ACCOUNTS, apiSignIn, signIn } from './support';

/**
 * Every menu page of every demo account is a real page: it loads its registered component, and every call it makes
 * on the way answers without an error for that account.
 */

interface MenuPage {
  path: string;
  title: string;
  component: string;
}

async function menuPages(request: APIRequestContext, account: keyof typeof ACCOUNTS): Promise<MenuPage[]> {
  const { username, password } = ACCOUNTS[account];
  const token = await apiSignIn(request, username, password);
  const reply = await request.get('/api/system/menu/getRouters', {
    params: { remark: 'woms' },
    headers: { Authorization: `Bearer ${token}` },
  });
  const subsystems = ((await reply.json()) as { data: RouteItem[] }).data;
  return subsystems.flatMap((s) =>
    foldSubsystem<MenuPage[]>(s, {
      link: () => null,
      page: (item, path) => [{ path, title: item.meta.title, component: item.component }],
      folder: (_item, children) => children.flat(),
    }).flat(),
  );
}

/** In-app navigation (the router follows popstate): no reload of the console per page. */
async function open(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `/woms${path}`);
}

for (const account of ['admin', 'operator', 'supervisor', 'viewer', 'newcomer'] as const) {
  test(`every menu page of ${account} opens a real page whose calls succeed`, async ({ page }) => {
    const pages = await menuPages(page.request, account);
    if (account === 'newcomer') expect(pages).toEqual([]);
    else expect(pages.length).toBeGreaterThan(0);
    await signIn(page, account);
    const pending = new Set<Request>();
    const failures: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/')) pending.add(r);
    });
    page.on('requestfailed', (r) => pending.delete(r));
    page.on('requestfinished', (r) => pending.delete(r));
    page.on('response', (r) => {
      if (r.url().includes('/api/') && r.status() >= 400) failures.push(`${r.status()} ${r.url()}`);
    });
    for (const { path, title, component } of pages) {
      await test.step(`${title} ${path}`, async () => {
        failures.length = 0;
        await open(page, path);
        await expect(page.locator(`[data-page="${component}"]`)).toBeAttached();
        await expect(page.getByText('该页面尚未在控制台中注册')).toHaveCount(0);
        // Polled every 50 ms: the default back-off (100, 250, 500 ms…) cost about a quarter of a second a page.
        await expect.poll(() => pending.size, { intervals: [50] }).toBe(0);
        expect(failures, `${title}: failed calls`).toEqual([]);
      });
    }
  });
}
