import type { Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { menuPages, openInApp, signIn } from './support';

/**
 * Every menu page of every demo account is a real page: it loads its registered component, and every call it makes
 * on the way answers without an error for that account.
 */

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
        await openInApp(page, path);
        await expect(page.locator(`[data-page="${component}"]`)).toBeAttached();
        await expect(page.getByText('该页面尚未在控制台中注册')).toHaveCount(0);
        // Polled every 50 ms: the default back-off (100, 250, 500 ms…) cost about a quarter of a second a page.
        await expect.poll(() => pending.size, { intervals: [50] }).toBe(0);
        expect(failures, `${title}: failed calls`).toEqual([]);
      });
    }
  });
}
