import { expect, test } from './fixtures';
import { confirmOk, look, signIn } from './support';

test('admin adds, edits and deletes a factory; deleting one with bound users is refused', async ({
  page,
}) => {
  await signIn(page, 'admin', '/woms/SystemManage/Area');
  const areas = page.getByTestId('area-page');
  await expect(areas).toContainText('上海第一水厂');

  // Refused: users are bound to 上海第一水厂.
  await areas
    .getByRole('row', { name: /上海第一水厂/ })
    .getByRole('button', { name: /删\s*除/ })
    .click();
  await confirmOk(page);
  await expect(page.getByText('该工厂已绑定用户，不允许删除')).toBeVisible();

  await areas
    .getByRole('row', { name: /华东片区/ })
    .getByRole('button', { name: /新增下级/ })
    .click();
  const dialog = page.getByRole('dialog', { name: '新增' });
  await dialog.getByLabel('名称').fill('杭州滨江水厂');
  await dialog.getByLabel('编码').fill('HD-HZ01');
  await dialog.getByLabel('经度').fill('200');
  await expect(dialog.locator('.ant-form-item-explain-error')).toBeVisible();
  await dialog.getByLabel('经度').fill('120.21');
  await dialog.getByLabel('纬度').fill('30.2');
  await look(page, `area-dialog-1440`);
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('新增成功')).toBeVisible();
  await expect(areas).toContainText('杭州滨江水厂');

  await areas
    .getByRole('row', { name: /杭州滨江水厂/ })
    .getByRole('button', { name: /修\s*改/ })
    .click();
  const edit = page.getByRole('dialog', { name: '修改' });
  await expect(edit.getByLabel('编码')).toHaveValue('HD-HZ01');
  await edit.getByLabel('名称').fill('杭州滨江二水厂');
  await edit.getByRole('button', { name: /确\s*定/ }).click();
  await expect(areas).toContainText('杭州滨江二水厂');

  await areas
    .getByRole('row', { name: /杭州滨江二水厂/ })
    .getByRole('button', { name: /删\s*除/ })
    .click();
  await confirmOk(page);
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(areas).not.toContainText('杭州滨江二水厂');
});

test('the operator may not administer areas: no buttons, and the server refuses', async ({
  page,
  request,
}) => {
  await signIn(page, 'operator');
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const refused = await request.delete('/api/system/area/11', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(refused.status()).toBe(403);
});
