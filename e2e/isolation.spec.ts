/**
 * Each worker keeps one browser context for its tests (fixtures.ts): what one test stored must not reach the next.
 * The two tests run in this order, in one worker and so in one context.
 */
import { expect, test } from './fixtures';
import { signIn } from './support';

test.describe.configure({ mode: 'serial' });

test('a test signs in and stores things', async ({ page }) => {
  await signIn(page, 'operator');
  await page.evaluate(() => {
    localStorage.setItem('woms.e2e.leftover', '1');
    sessionStorage.setItem('woms.e2e.leftover', '1');
    document.cookie = 'woms-e2e-leftover=1; path=/woms';
  });
});

test('the next test starts signed out, with nothing of it stored, and the console still cached', async ({
  page,
}) => {
  await page.goto('/woms/index');
  // no token, no session: the guard sends the visitor to sign in
  await expect(page).toHaveURL(/\/woms\/login/);
  const left = await page.evaluate(() => ({
    local: Object.keys(localStorage).filter((k) => !k.startsWith('woms.tourSeen.')),
    session: sessionStorage.length,
    cookies: document.cookie,
  }));
  expect(left).toEqual({ local: [], session: 0, cookies: '' });
  // the scripts came from the context's cache: the reason the context is kept
  const cached = await page.evaluate(
    () =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
        (r) => r.name.includes('/assets/') && r.transferSize === 0 && r.decodedBodySize > 0,
      ).length,
  );
  expect(cached).toBeGreaterThan(0);
});
