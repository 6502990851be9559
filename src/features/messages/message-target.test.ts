// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { messageTarget, type TargetFields } from './message-target';

const base: TargetFields = {
  taskType: 4,
  taskStatus: 1,
  taskNo: 'WX001',
  taskId: 7,
  factoryId: 11,
  urgeType: null,
  fillDate: null,
  startDate: null,
  projectName: '上海第一水厂',
  factoryType: 'factory',
};

const AUDIT = ['system:maintain:handle', 'workflow:process:complete'];
const TASK_QUERY = '?factoryId=11&taskNo=WX001';

describe('messageTarget: task messages (docs/requirements.md §2, §4: status 1 → handling, otherwise review)', () => {
  const STATUSES = [1, 2, 3, 4, null] as const;

  // [taskType, handling path, handling codes, review path, review codes]
  const table: [number, string, string[], string, string[]][] = [
    [
      2,
      '/WorkOrderTask/MaintenanceTasks',
      ['system:maintain:handle'],
      '/WorkOrderReview/MaintenanceTasksAudit',
      AUDIT,
    ],
    [
      3,
      '/WorkOrderTask/InspectionTasks',
      ['system:inspect:handle'],
      '/TicketHistory/InspectionTasksHistory',
      ['system:inspect:handle'],
    ],
    [4, '/WorkOrderTask/WarrantyTasks', ['system:fix:handle'], '/WorkOrderReview/WarrantyTasksAudit', AUDIT],
  ];

  for (const [taskType, handling, handlingCodes, review, reviewCodes] of table) {
    it.each(STATUSES)(`taskType ${taskType}, taskStatus %s`, (taskStatus) => {
      const target = messageTarget({ ...base, taskType, taskStatus }, 1);
      expect(target).toEqual(
        taskStatus === 1
          ? { path: `${handling}${TASK_QUERY}`, codes: handlingCodes }
          : { path: `${review}${TASK_QUERY}`, codes: reviewCodes },
      );
    });
  }

  it.each(STATUSES)(
    'taskType 1 (fault) → /Troubleshoot whatever the status (%s), msgType = tab',
    (taskStatus) => {
      expect(messageTarget({ ...base, taskType: 1, taskStatus }, 1)).toEqual({
        path: '/Troubleshoot?factoryId=11&taskNo=WX001&msgType=1',
        codes: ['system:planFix:list', 'system:planFix:handle'],
      });
      expect(messageTarget({ ...base, taskType: 1, taskStatus }, 2)?.path).toBe(
        '/Troubleshoot?factoryId=11&taskNo=WX001&msgType=2',
      );
    },
  );

  it.each([5, 6, 99, -1])(
    'taskType %i (any other: acceptance) → the acceptance dialog of the order, its page as the fallback',
    (taskType) => {
      for (const taskStatus of STATUSES) {
        expect(messageTarget({ ...base, taskType, taskStatus }, 2)).toEqual({
          path: `/WorkOrderTask/WorkOrderAcceptance${TASK_QUERY}`,
          codes: ['base:task:accept:accept'],
          acceptance: { kind: 'fix', taskId: 7 },
        });
      }
    },
  );

  it.each([
    ['BY202611010001', 'maint'],
    ['XJ202611010001', 'inspect'],
    ['GZ202611010001', 'planFix'],
  ])('the acceptance dialog reads the kind from the task number %s', (taskNo, kind) => {
    expect(messageTarget({ ...base, taskType: 5, taskNo }, 2)?.acceptance).toEqual({ kind, taskId: 7 });
  });

  it('an acceptance message without a task id or with an unknown number only leads to the page', () => {
    expect(messageTarget({ ...base, taskType: 5, taskId: null }, 2)?.acceptance).toBeUndefined();
    expect(messageTarget({ ...base, taskType: 5, taskNo: 'ZZ1' }, 2)?.acceptance).toBeUndefined();
  });

  it('encodes the task number', () => {
    expect(messageTarget({ ...base, taskNo: 'A&B 1' }, 1)?.path).toBe(
      '/WorkOrderTask/WarrantyTasks?factoryId=11&taskNo=A%26B+1',
    );
  });
});

describe('messageTarget: urges (docs/requirements.md §2 report pages, §3 fillDate / startDate)', () => {
  const urge: TargetFields = {
    ...base,
    taskType: 0,
    taskNo: '',
    taskStatus: null,
    fillDate: '2026-03-01',
    startDate: '2026-02-23',
  };
  const project = `projectName=${encodeURIComponent('上海第一水厂')}&factoryType=factory`;

  it.each([
    [1, '/DailyData/DailyReportFilling', '2026-03-01', 'om:daily:import'],
    [2, '/DailyData/DailyApproval', '2026-03-01', 'om:daily:complete'],
    [3, '/WeeklyData/WeeklyReportFilling', '2026-02-23', 'om:weekly:edit'],
    [4, '/WeeklyData/WeeklyReportApproval', '2026-02-23', 'om:dept:factory:list:by'],
  ])('urgeType %i → %s (time %s)', (urgeType, path, time, code) => {
    expect(messageTarget({ ...urge, urgeType }, 1)).toEqual({
      path: `${path}?factoryId=11&time=${time}&${project}`,
      codes: [code],
    });
  });

  it('leads nowhere for an urge without a known urge type', () => {
    expect(messageTarget({ ...urge, urgeType: null }, 1)).toBeNull();
    expect(messageTarget({ ...urge, urgeType: 9 }, 1)).toBeNull();
  });

  it('keeps the time parameter empty when the date is missing', () => {
    expect(messageTarget({ ...urge, urgeType: 1, fillDate: null }, 1)?.path).toBe(
      `/DailyData/DailyReportFilling?factoryId=11&time=&${project}`,
    );
  });
});
