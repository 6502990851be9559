import { expect, test } from './fixtures';
import { signIn } from './support';

/**
 * docs/requirements.md §6: an empty permission list is admin-like. The newcomer has no menus and no codes
 * yet, so the console offers it every gated action (the server still refuses what the role may not do).
 */
test('the newcomer, with an empty permission list, is offered every gated quick action', async ({ page }) => {
  await signIn(page, 'newcomer');
  for (const action of ['quick-action-fix', 'quick-action-accept', 'quick-action-users'])
    await expect(page.getByTestId(action)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('PerBtn'))).toBe('[]');
});
