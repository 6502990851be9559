/** What the plan specs share (plans.spec.ts, class-meter-plans.spec.ts). */
import type { Page } from '@playwright/test';
import { chooseOption, ensureFactory, signIn } from './support';

/**
 * 保养计划 of `factory` as the supervisor with its 新增计划 dialog open: the dialog, a field of it by its label, and
 * `pick` choosing a select field's option (whether the select shows a value already or not: its value covers its input).
 */
export async function openNewMaintPlan(page: Page, factory: string) {
  await signIn(page, 'supervisor', '/woms/PlanManagement/MaintenancePlans');
  await ensureFactory(page, factory);
  await page.getByRole('button', { name: '新增计划' }).click();
  const dialog = page.locator('.ant-modal:visible');
  const field = (label: string) => dialog.getByLabel(label, { exact: true });
  const pick = (label: string, option: string) => chooseOption(page, field(label), option, { force: true });
  return { dialog, field, pick };
}
