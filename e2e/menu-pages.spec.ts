import { expect, test } from './fixtures';
import { menuPages } from './support';

/**
 * Every menu page of every demo account is a real page that answers its calls: the screenshot walk
 * (e2e/screens-walk.spec.ts) opens each page of admin, operator, supervisor and viewer and checks it. The account
 * without a role has no page at all.
 */
test('the demo account without a role has no menu page', async ({ page }) => {
  expect(await menuPages(page.request, 'newcomer')).toEqual([]);
});
