import { expect, test } from './fixtures';
import { SCREENSHOT_DIR, signIn } from './support';

test('admin browses dictionaries: types, then the entries of one type', async ({ page }) => {
  await signIn(page, 'admin', '/woms/SystemManage/Dict');
  const dicts = page.getByTestId('dict-page');
  await expect(dicts).toContainText('字典由系统维护');
  await expect(dicts.getByText('sys_id_type')).toBeVisible();
  await dicts.getByText('sys_id_type').click();
  await expect(dicts).toContainText('身份证');
  await expect(dicts).toContainText('护照');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/dicts-1440.png` });
});
