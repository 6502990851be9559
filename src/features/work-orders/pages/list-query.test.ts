// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { WO_PAGES, WO_PAGE_LIST } from './page-configs';
import { ALL_STATUSES, buildListQuery, parseOpenRequest, urlFactoryId, urlLinkFilters } from './list-query';

const none = { factoryId: null, mine: false, anyStatus: false, myOrders: false, overdue: false };

describe('parseOpenRequest / urlFactoryId (the message centre links: ?factoryId=&taskNo=&msgType=)', () => {
  it('reads the factory, the trimmed task number and the drawer tab', () => {
    expect(parseOpenRequest('?factoryId=11&taskNo=%20WX202611210001%20&msgType=2')).toEqual({
      factoryId: 11,
      taskNo: 'WX202611210001',
      msgType: 2,
    });
  });

  it('asks nothing without a task number', () => {
    expect(parseOpenRequest('?factoryId=11')).toBeNull();
    expect(parseOpenRequest('?factoryId=11&taskNo=%20')).toBeNull();
    expect(parseOpenRequest('')).toBeNull();
  });

  it.each([['abc'], ['0'], ['-3'], ['1.5'], ['']])('ignores a factory id of %j', (text) => {
    expect(urlFactoryId(`?factoryId=${text}`)).toBeNull();
    expect(parseOpenRequest(`?factoryId=${text}&taskNo=WX1`)?.factoryId).toBeNull();
  });

  it('reads a factory id without a task number', () => {
    expect(urlFactoryId('?factoryId=21')).toBe(21);
  });
});

describe('urlLinkFilters (home’s figure links: ?myOrders=1&overdue=1)', () => {
  it.each([
    ['?myOrders=1&overdue=1', { myOrders: true, overdue: true }],
    ['?factoryId=11&myOrders=true', { myOrders: true, overdue: false }],
    ['?overdue=1', { myOrders: false, overdue: true }],
    ['?myOrders=0&overdue=yes', { myOrders: false, overdue: false }],
    ['', { myOrders: false, overdue: false }],
  ])('reads %j', (search, expected) => {
    expect(urlLinkFilters(search)).toEqual(expected);
  });
});

describe('every work-order page', () => {
  const pages = Object.fromEntries(WO_PAGE_LIST.map((c) => [c.path, c]));

  it('lists its source in its statuses for the chosen factory, nothing else by default', () => {
    for (const config of WO_PAGE_LIST)
      expect(buildListQuery(config, {}, { ...none, factoryId: 11 }), config.path).toEqual({
        status: [...config.statuses],
        factoryId: 11,
      });
    expect(
      Object.fromEntries(
        Object.entries(pages).map(([path, c]) => [path, `${c.source} ${c.statuses.join('')}`]),
      ),
    ).toEqual({
      '/WorkOrderTask/WarrantyTasks': 'fix 01234',
      '/WorkOrderTask/InspectionTasks': 'inspect 01234',
      '/WorkOrderTask/MaintenanceTasks': 'maint 01234',
      '/WorkOrderTask/WorkOrderAcceptance': 'accept 34',
      '/WorkOrderReview/WarrantyTasksAudit': 'fix 2',
      '/WorkOrderReview/MaintenanceTasksAudit': 'maint 2',
      '/TicketHistory/WarrantyTasksHistory': 'fix 9',
      '/TicketHistory/InspectionTasksHistory': 'inspect 9',
      '/TicketHistory/MaintenanceTasksHistory': 'maint 9',
      '/TicketHistory/AcceptanceHistory': 'accept 9',
      '/Troubleshoot': 'planFix 01234',
    });
  });

  it('offers the report button on the task pages of one kind, 只看我的 on every task page', () => {
    const flagged = (flag: 'report' | 'mine') => WO_PAGE_LIST.filter((c) => c[flag]).map((c) => c.path);
    expect(flagged('report')).toEqual([
      '/WorkOrderTask/WarrantyTasks',
      '/WorkOrderTask/InspectionTasks',
      '/WorkOrderTask/MaintenanceTasks',
      '/Troubleshoot',
    ]);
    expect(flagged('mine')).toEqual([
      '/WorkOrderTask/WarrantyTasks',
      '/WorkOrderTask/InspectionTasks',
      '/WorkOrderTask/MaintenanceTasks',
      '/WorkOrderTask/WorkOrderAcceptance',
      '/Troubleshoot',
    ]);
  });
});

describe('buildListQuery', () => {
  it('lists the page statuses of the chosen factory by default, leaving empty values out', () => {
    expect(
      buildListQuery(WO_PAGES.warrantyTasks, { taskNo: ' ', deviceName: '' }, { ...none, factoryId: 11 }),
    ).toEqual({ status: [0, 1, 2, 3, 4], factoryId: 11 });
    expect(buildListQuery(WO_PAGES.workOrderAcceptance, {}, none)).toEqual({ status: [3, 4] });
    expect(buildListQuery(WO_PAGES.acceptanceHistory, {}, none)).toEqual({ status: [9] });
  });

  it('sends every filled value, trimmed, with the report-time window', () => {
    const values = {
      taskNo: ' WX1 ',
      deviceName: '水泵',
      status: 1,
      beginTime: '2026-11-01 00:00:00',
      endTime: '2026-11-30 23:59:59',
    };
    expect(buildListQuery(WO_PAGES.maintenanceTasks, values, { ...none, factoryId: 12, mine: true })).toEqual(
      {
        status: [1],
        factoryId: 12,
        taskNo: 'WX1',
        deviceName: '水泵',
        beginTime: '2026-11-01 00:00:00',
        endTime: '2026-11-30 23:59:59',
        mine: true,
      },
    );
  });

  it('keeps a chosen status only when the page lists it', () => {
    expect(buildListQuery(WO_PAGES.workOrderAcceptance, { status: '4' }, none).status).toEqual([4]);
    expect(buildListQuery(WO_PAGES.workOrderAcceptance, { status: 0 }, none).status).toEqual([3, 4]);
  });

  it('sends mine only on pages with the toggle', () => {
    expect(buildListQuery(WO_PAGES.troubleshoot, {}, { ...none, mine: true }).mine).toBe(true);
    expect(buildListQuery(WO_PAGES.warrantyTasksAudit, {}, { ...none, mine: true }).mine).toBeUndefined();
  });

  it('sends home’s link filters on the handling and acceptance lists only', () => {
    const linked = { ...none, myOrders: true, overdue: true };
    const sent = (config: (typeof WO_PAGE_LIST)[number]) => {
      const { myOrders, overdue } = buildListQuery(config, {}, linked);
      return myOrders === true && overdue === true;
    };
    expect(WO_PAGE_LIST.filter(sent).map((c) => c.path)).toEqual([
      '/WorkOrderTask/WarrantyTasks',
      '/WorkOrderTask/InspectionTasks',
      '/WorkOrderTask/MaintenanceTasks',
      '/WorkOrderTask/WorkOrderAcceptance',
      '/Troubleshoot',
    ]);
    expect(buildListQuery(WO_PAGES.maintenanceTasks, {}, { ...none, overdue: true })).toEqual({
      status: [0, 1, 2, 3, 4],
      overdue: true,
    });
    expect(buildListQuery(WO_PAGES.warrantyTasksHistory, {}, linked)).toEqual({ status: [9] });
  });

  it('filters the kind on the acceptance pages only', () => {
    expect(buildListQuery(WO_PAGES.workOrderAcceptance, { kind: 'maint' }, none).kind).toBe('maint');
    expect(buildListQuery(WO_PAGES.workOrderAcceptance, { kind: 'nope' }, none).kind).toBeUndefined();
    expect(buildListQuery(WO_PAGES.warrantyTasks, { kind: 'maint' }, none).kind).toBeUndefined();
  });

  it('spans every status for a link, whatever the page lists', () => {
    expect(ALL_STATUSES).toEqual([0, 1, 2, 3, 4, 9]);
    expect(
      buildListQuery(
        WO_PAGES.warrantyTasksAudit,
        { taskNo: 'WX1' },
        { ...none, factoryId: 11, anyStatus: true },
      ),
    ).toEqual({ status: [0, 1, 2, 3, 4, 9], factoryId: 11, taskNo: 'WX1' });
  });
});
