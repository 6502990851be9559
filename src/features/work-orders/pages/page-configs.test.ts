// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PERM } from '@contract/permissions';
import { WO_PAGES, WO_PAGE_LIST, reportButton } from './page-configs';

const holding =
  (...codes: string[]) =>
  (code: string) =>
    codes.includes(code);

describe('reportButton (KIND_HANDLE_CODE)', () => {
  it('offers each kind’s task page its report button for the kind’s handle code only', () => {
    const pages = [
      [WO_PAGES.warrantyTasks, PERM.FIX_HANDLE, 'fix', 'wo.report'],
      [WO_PAGES.troubleshoot, PERM.PLAN_FIX_HANDLE, 'planFix', 'wo.report'],
      [WO_PAGES.maintenanceTasks, PERM.MAINTAIN_HANDLE, 'maint', 'wo.create'],
      [WO_PAGES.inspectionTasks, PERM.INSPECT_HANDLE, 'inspect', 'wo.create'],
    ] as const;
    for (const [config, code, kind, label] of pages) {
      expect(reportButton(config, holding(code)), config.path).toEqual({ kind, label });
      expect(reportButton(config, holding(PERM.FIX_LIST)), config.path).toBeNull();
      const others = pages.filter(([, other]) => other !== code).map(([, other]) => other);
      expect(reportButton(config, holding(...others)), config.path).toBeNull();
    }
  });

  it('offers none on the acceptance, audit and history pages, whatever the codes', () => {
    const everything = () => true;
    const offering = WO_PAGE_LIST.filter((c) => reportButton(c, everything) !== null).map((c) => c.path);
    expect(offering).toEqual([
      '/WorkOrderTask/WarrantyTasks',
      '/WorkOrderTask/InspectionTasks',
      '/WorkOrderTask/MaintenanceTasks',
      '/Troubleshoot',
    ]);
  });
});
