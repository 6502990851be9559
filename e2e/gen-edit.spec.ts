import { expect, test } from './fixtures';
import { signIn } from './support';

test('admin modifies the generation config of the user table; the user list starts from it', async ({
  page,
}) => {
  await signIn(page, 'admin', '/woms/gen/edit/1');
  const gen = page.getByTestId('gen-edit-page');
  await expect(gen).toContainText('修改生成配置');
  await expect(page).toHaveTitle(/^修改生成配置 - /);
  const label = gen.getByLabel('列名 nickName');
  await label.fill('');
  await expect(gen.getByRole('button', { name: /保\s*存/ })).toBeDisabled();
  await label.fill('用户姓名');
  await gen.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('修改成功')).toBeVisible();

  await page.goto('/woms/SystemManage/User');
  await expect(page.locator('.ant-table-thead')).toContainText('用户姓名');

  await page.goto('/woms/gen/edit/abc');
  await expect(page.getByText('抱歉，您访问的页面不存在。')).toBeVisible();
});
