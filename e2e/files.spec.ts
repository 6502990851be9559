import { expect, test } from './fixtures';
import { apiSignIn, look, signIn } from './support';

const FILE_PAGE = '/woms/SystemManage/File';

test('admin opens 文件管理: the figures, the demo photos and an upload attached to nothing yet', async ({
  page,
  request,
}) => {
  // The operator uploads a file and never attaches it (a dialog closed without saving).
  const token = await apiSignIn(request, 'operator', 'operator123');
  const name = `e2e-未保存-${Date.now() % 100000}.pdf`;
  const uploaded = await request.post(`/api/system/file/upload?fileName=${encodeURIComponent(name)}`, {
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
    data: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(3000, 0x20)]),
  });
  expect((await uploaded.json()).code).toBe(200);

  await signIn(page, 'admin', FILE_PAGE);
  const files = page.getByTestId('file-page');
  const stats = files.getByTestId('file-stats');
  await expect(stats).toContainText('文件总数');
  await expect(stats).toContainText('占用空间');
  await expect(stats).toContainText(/未关联\s*[1-9][\d,]* 个 \/ [\d.,]+ (B|KB|MB)/);
  await expect(stats).toContainText('上传 24 小时后仍未关联的文件会被自动清理');
  // Newest first: the upload heads the list; the demo's site photos are attached to work orders.
  const first = files.locator('.ant-table-row').first();
  await expect(first).toContainText(name);
  await expect(first).toContainText('未关联');
  await expect(first).toContainText('运维员小王');
  await expect(first).toContainText('2.9 KB');
  await expect(files.locator('.ant-table-row').filter({ hasText: '现场照片' }).first()).toContainText('工单');

  // Only what is attached: the upload is not among them.
  await files
    .locator('.ant-form-item')
    .filter({ hasText: '关联状态' })
    .locator('.ant-select-selector')
    .click();
  await page.locator('.ant-select-item-option').filter({ hasText: '已关联' }).click();
  await files.getByRole('button', { name: /查\s*询/ }).click();
  // (another test on this server may have attached a newer device photo)
  await expect(files.locator('.ant-table-row').filter({ hasText: '现场照片' }).first()).toContainText('工单');
  await expect(files.getByText(name)).toHaveCount(0);
  await expect(files.locator('.ant-table-row').filter({ hasText: '未关联' })).toHaveCount(0);
  await files.getByRole('button', { name: /重\s*置/ }).click();
  await expect(files.locator('.ant-table-row').first()).toContainText(name);

  // Bright and dark (docs/architecture.md §4 "Theme": colorTheme, applied before the first paint), wide and narrow.
  for (const mode of ['bright', 'dark'] as const) {
    if (mode === 'dark') {
      await page.evaluate(() => localStorage.setItem('colorTheme', 'woms-black'));
      await page.reload();
      await expect(page.locator('html')).toHaveClass(/woms-black/);
    }
    for (const width of [1440, 800]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(files.locator('.ant-table-row').first()).toContainText(name);
      await look(page, `files-${mode}-${width}`);
    }
  }
});
