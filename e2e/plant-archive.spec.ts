import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { confirmOk, look, signIn } from './support';

/**
 * 水厂档案 for the supervisor (docs/architecture.md §3 "Plant archive"): 水厂信息 without a map key (the e2e servers
 * have none) says so and keeps the coordinates editable, refuses a bad landline and phone, and saves; when the maps
 * service cannot load, it says that instead. 工艺档案 shows the flow in order; a unit is added with a parameter and a
 * document, moved up and deleted.
 */

const PLANT_INFO = '/woms/PlantArchive/PlantInfo';
const PROCESS = '/woms/PlantArchive/ProcessArchive';

const plantPage = (page: Page) => page.locator('.plant-info-page');
const processPage = (page: Page) => page.locator('.process-archive-page');
const steps = (page: Page) => processPage(page).getByTestId('process-step');
const unitRow = (page: Page, name: string) =>
  processPage(page).locator('.ant-table-row').filter({ hasText: name });

test('the supervisor edits 水厂信息 without a map key: coordinates typed in, a bad landline and phone refused', async ({
  page,
}) => {
  await signIn(page, 'supervisor', PLANT_INFO);
  const info = plantPage(page);
  await expect(info.getByText('基本信息 · 上海第一水厂')).toBeVisible();
  // The subsystem and its one directory are both 水厂档案: said once.
  await expect(page.locator('.woms-breadcrumb')).toHaveText('首页/水厂档案/水厂信息');
  await expect(info.getByTestId('plant-detail')).toContainText('上海市浦东新区杨高南路1288号');
  await expect(info.getByTestId('plant-map-notice')).toContainText('未配置地图服务密钥');

  await info.getByRole('button', { name: /修\s*改/ }).click();
  await info.getByLabel('经度').fill('121.5201');
  await info.getByLabel('纬度').fill('31.2102');
  // A notice, not a map: the coordinates stay plain fields.
  await expect(info.getByTestId('plant-map-notice')).toBeVisible();

  const landline = info.getByLabel('座机号').first();
  await landline.fill('0215876123456');
  await expect(info.getByText('座机号不能超过12位')).toBeVisible();
  await landline.fill('');
  await expect(info.getByText('请输入座机号')).toBeVisible();
  await landline.fill('02158761299');
  const mobile = info.getByLabel('手机号').first();
  await mobile.fill('');
  await expect(info.getByText('请输入手机号')).toBeVisible();
  await mobile.fill('13816201299');
  await expect(info.locator('.ant-form-item-explain-error')).toHaveCount(0);
  await look(page, `plant-info-edit-1440`);

  await info.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('修改成功').last()).toBeVisible();
  const detail = info.getByTestId('plant-detail');
  await expect(detail).toContainText('121.5201, 31.2102');
  await expect(detail).toContainText('主管老李');
  await expect(info.locator('.ant-table-row').first()).toContainText('02158761299');
  await look(page, `plant-info-1440`);
});

test('水厂信息 says when the maps service cannot be loaded', async ({ page }) => {
  // A key as a configured server would hand it out; this machine (and the page's CSP) cannot reach the service.
  await page.route('**/api/archive/map', (route) =>
    route.fulfill({ json: { code: 200, msg: '', data: { key: '0123456789abcdef', securityJsCode: null } } }),
  );
  await signIn(page, 'supervisor', PLANT_INFO);
  const notice = plantPage(page).getByTestId('plant-map-notice');
  await expect(notice).toContainText('地图服务无法加载', { timeout: 20_000 });
  await expect(notice).toContainText('经纬度可在基本信息中直接填写');
});

test('工艺档案 shows the flow in order; the supervisor adds a unit and moves it up', async ({ page }) => {
  await signIn(page, 'supervisor', PROCESS);
  await expect(steps(page)).toHaveText([
    /^1\. 取水泵房/,
    /^2\. 机械混合絮凝池/,
    /^3\. 平流沉淀池/,
    /^4\. V型滤池/,
    /^5\. 次氯酸钠消毒/,
    /^6\. 清水池/,
    /^7\. 二级泵房/,
  ]);
  await expect(steps(page).nth(2)).toContainText('停留时间 2.5 h');
  await look(page, `process-archive-1440`);

  await processPage(page).getByRole('button', { name: '新增工艺单元' }).click();
  const dialog = page.getByRole('dialog', { name: '新增工艺单元' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('单元名称').fill('排泥水调节池');
  // The kinds list is long (a virtual list): search it.
  await dialog.getByLabel('单元类型').fill('其他');
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: '其他' })
    .click();
  await dialog.getByRole('button', { name: '添加参数' }).click();
  await dialog.getByLabel('参数名称').fill('有效容积');
  await dialog.getByLabel('参数值').fill('2.5h');
  await expect(dialog.getByText('请输入数字')).toBeVisible();
  await dialog.getByLabel('参数值').fill('1500');
  await dialog.getByLabel('单位', { exact: true }).fill('m³');
  await dialog.locator('input[type=file]').setInputFiles({
    name: '调节池设计说明.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7\n'),
  });
  await expect(dialog.locator('.ant-upload-list-item-done')).toHaveCount(1);
  await dialog.getByRole('button', { name: /提\s*交/ }).click();
  await expect(page.getByText('新增成功').last()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(steps(page).nth(7)).toContainText('8. 排泥水调节池');
  await expect(unitRow(page, '排泥水调节池')).toContainText('有效容积 1500 m³');
  await expect(
    unitRow(page, '排泥水调节池').getByRole('button', { name: '调节池设计说明.pdf' }),
  ).toBeVisible();

  await unitRow(page, '排泥水调节池').getByRole('button', { name: '上移' }).click();
  await expect(steps(page).nth(6)).toContainText('7. 排泥水调节池');
  await expect(steps(page).nth(7)).toContainText('8. 二级泵房');
  // The first cannot move up, the last cannot move down.
  await expect(unitRow(page, '取水泵房').getByRole('button', { name: '上移' })).toBeDisabled();
  await expect(unitRow(page, '二级泵房').getByRole('button', { name: '下移' })).toBeDisabled();

  await unitRow(page, '排泥水调节池').getByRole('button', { name: '删除' }).click();
  await confirmOk(page);
  await expect(page.getByText('删除成功').last()).toBeVisible();
  await expect(steps(page)).toHaveCount(7);
  await expect(steps(page).nth(6)).toContainText('7. 二级泵房');
});
