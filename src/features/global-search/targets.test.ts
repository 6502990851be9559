import { describe, expect, it } from 'vitest';
import { WO_STATUS } from '@contract/work-order';
import { PAGE_PATHS as P } from '@/shared/routes/paths';
import { orderPages } from './targets';

describe('orderPages: where an order found by the global search opens (docs/search.md)', () => {
  it("offers the page of the order's status first, then its kind's task and history pages", () => {
    expect(orderPages('fix', WO_STATUS.HANDLING)).toEqual([P.WARRANTY_TASKS, P.WARRANTY_TASKS_HISTORY]);
    expect(orderPages('fix', WO_STATUS.AUDITING)).toEqual([
      P.WARRANTY_TASKS_AUDIT,
      P.WARRANTY_TASKS,
      P.WARRANTY_TASKS_HISTORY,
    ]);
    expect(orderPages('maint', WO_STATUS.ACCEPTING)).toEqual([
      P.MAINTENANCE_TASKS,
      P.WORK_ORDER_ACCEPTANCE,
      P.MAINTENANCE_TASKS_HISTORY,
    ]);
    expect(orderPages('inspect', WO_STATUS.CLOSED)).toEqual([
      P.INSPECTION_TASKS_HISTORY,
      P.ACCEPTANCE_HISTORY,
      P.INSPECTION_TASKS,
    ]);
  });

  it('sends a fault, which has no audit or history page, to 故障排查', () => {
    expect(orderPages('planFix', WO_STATUS.AUDITING)).toEqual([P.TROUBLESHOOT]);
    expect(orderPages('planFix', WO_STATUS.CLOSED)).toEqual([P.ACCEPTANCE_HISTORY, P.TROUBLESHOOT]);
  });
});
