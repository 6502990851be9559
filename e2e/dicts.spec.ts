import { expect, test } from './fixtures';
import { ACCOUNTS, apiSignIn, confirmOk, look, signIn } from './support';

test('admin browses dictionaries: types, then the entries of one type', async ({ page }) => {
  await signIn(page, 'admin', '/woms/SystemManage/Dict');
  const dicts = page.getByTestId('dict-page');
  await expect(dicts).toContainText('标有“系统”的字典被控制台使用');
  await expect(dicts.getByText('sys_id_type')).toBeVisible();
  await dicts.getByText('sys_id_type').click();
  await expect(dicts).toContainText('身份证');
  await expect(dicts).toContainText('护照');
  await look(page, `dicts-1440`);
});

/** docs/administration.md "字典管理": an entry added, edited and deleted; a built-in one kept. */
test('admin adds, edits and deletes an entry; a built-in entry cannot be deleted', async ({
  page,
  request,
}) => {
  await signIn(page, 'admin', '/woms/SystemManage/Dict');
  const dicts = page.getByTestId('dict-page');
  await dicts.getByText('sys_id_type').click();
  const entries = dicts.locator('.ant-card').filter({ hasText: '字典数据' });
  await expect(entries).toContainText('身份证');
  const entry = (label: string) => entries.locator('.ant-table-row').filter({ hasText: label });

  await entries.getByRole('button', { name: /新\s*增/ }).click();
  const add = page.locator('.ant-modal').filter({ hasText: '添加字典数据' });
  await add.getByLabel('字典标签').fill('台胞证');
  await add.getByLabel('字典键值').fill('9');
  await add.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('新增成功')).toBeVisible();
  await expect(entry('台胞证')).toBeVisible();

  await entry('台胞证')
    .getByRole('button', { name: /修\s*改/ })
    .click();
  const edit = page.locator('.ant-modal').filter({ hasText: '修改字典数据' });
  await expect(edit.getByLabel('字典键值')).toHaveValue('9');
  await edit.getByLabel('字典标签').fill('台湾居民来往大陆通行证');
  await edit.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('修改成功')).toBeVisible();
  await expect(entry('台湾居民来往大陆通行证')).toBeVisible();
  // the readers see it at once: the ID-type select of every page reads the same entries
  const token = await apiSignIn(request, ACCOUNTS.viewer.username, ACCOUNTS.viewer.password);
  const reader = await request.get('/api/system/dict/data/type/sys_id_type', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(JSON.stringify(await reader.json())).toContain('台湾居民来往大陆通行证');

  await entry('台湾居民来往大陆通行证')
    .getByRole('button', { name: /删\s*除/ })
    .click();
  await confirmOk(page);
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(entry('台湾居民来往大陆通行证')).toHaveCount(0);

  // a built-in entry: its delete is disabled with the reason, and the server refuses it too
  const card = entry('身份证');
  await expect(card).toContainText('系统');
  await expect(card.getByRole('button', { name: /删\s*除/ })).toBeDisabled();
  const admin = await apiSignIn(request, ACCOUNTS.admin.username, ACCOUNTS.admin.password);
  const headers = { Authorization: `Bearer ${admin}` };
  const list = await request.get('/api/system/dict/data/list', {
    params: { dictType: 'sys_id_type', dictLabel: '身份证' },
    headers,
  });
  const { dictCode } = ((await list.json()) as { rows: { dictCode: number }[] }).rows[0]!;
  const refused = await request.delete(`/api/system/dict/data/${dictCode}`, { headers });
  expect(await refused.json()).toEqual({
    code: 500,
    msg: "系统字典项'身份证'被控制台使用，不能删除、停用或修改键值",
  });
  await look(page, `dicts-edit-1440`);
});
