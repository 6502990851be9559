import { expect, test } from './fixtures';
import { look, signIn } from './support';

// Screens at desktop and narrow widths, kept under e2e/.output/screenshots for people to look at.
for (const width of [1440, 800]) {
  test(`login, home and the system chooser render at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/woms/login');
    await expect(page.getByTestId('captcha-image').locator('img')).toBeVisible();
    await look(page, `login-${width}`);

    await page.goto('/woms/register');
    await expect(page.getByRole('heading', { name: '注册账号' })).toBeVisible();
    await look(page, `register-${width}`);

    await signIn(page, 'supervisor');
    await expect(page.getByText('主管老李').first()).toBeVisible();
    await page.locator('.ant-message-notice').waitFor({ state: 'detached' });
    await look(page, `home-supervisor-${width}`);

    await page.goto('/woms/system');
    await expect(page.getByRole('heading', { name: '请选择子系统' })).toBeVisible();
    await look(page, `system-${width}`);
    await page.getByTestId('subsystem-tile-3').click();
    await expect(page).toHaveURL(/\/woms\/WorkOrderTask\/WarrantyTasks$/);
    await look(page, `unknown-page-${width}`);
  });
}
