// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { WoRow } from '@contract/work-order';
import { format, t, type MessageKey } from '@/shared/i18n';
import { enUS } from '@/shared/i18n/en-us';
import { ACTIONS_PROP, orderColumns, statusColor, toTableRow } from './columns';
import { WO_PAGES, WO_PAGE_LIST } from './page-configs';
import { queryFields } from './query-fields';

const shown = (config: (typeof WO_PAGE_LIST)[number]) =>
  orderColumns(config, t)
    .filter((c) => c.isShow)
    .map((c) => c.prop);

describe('orderColumns', () => {
  it.each(WO_PAGE_LIST.map((c) => [c.path, c] as const))(
    '%s: the order number is a fixed link first, the actions fixed last',
    (_path, config) => {
      const columns = orderColumns(config, t);
      expect(columns[0]).toMatchObject({ prop: 'taskNo', label: '工单编号', click: true, fixed: 'left' });
      expect(columns.at(-1)).toMatchObject({ prop: ACTIONS_PROP, label: '操作', fixed: 'right' });
      // The status stays in view beside the actions however wide the table (docs/layout.md "Tables").
      expect(columns.at(-2)).toMatchObject({ prop: 'status', label: '工单状态', fixed: 'right' });
      expect(new Set(columns.map((c) => c.prop)).size).toBe(columns.length);
      const status = columns.find((c) => c.prop === 'status');
      expect(status?.type).toBe('select');
      expect(status?.options?.map((o) => o.label)).toEqual([
        '待派单',
        '处理中',
        '待审核',
        '待派验收',
        '待验收',
        '已关闭',
      ]);
    },
  );

  it('keeps the status column as wide as its header needs, its tag wrapping rather than cut', () => {
    const status = (translate: typeof t) =>
      orderColumns(WO_PAGES.warrantyTasks, translate).find((c) => c.prop === 'status');
    expect(status(t)).toMatchObject({ width: 90, wrap: true });
    const english = (key: MessageKey) => format(enUS[key]);
    // "Order status" would read "Order st…" at 90 px
    expect(status(english)).toMatchObject({ label: 'Order status', width: 120, wrap: true });
  });

  it('keeps the device code whole (SH01-P-0… would be either pump) and the priority as wide as its widest tag', () => {
    const column = (translate: typeof t, prop: string) =>
      orderColumns(WO_PAGES.warrantyTasks, translate).find((c) => c.prop === prop);
    expect(column(t, 'deviceShowCode')).toMatchObject({ keep: true });
    expect(column(t, 'priority')).toMatchObject({ width: 70 });
    const english = (key: MessageKey) => format(enUS[key]);
    // "Medium" (6 × 7.5 px, the tag's padding and border, the cell's) is wider than 70 px
    expect(column(english, 'priority')).toMatchObject({ label: 'Priority', width: 79 });
  });

  it('gives the actions as much width as the page’s widest row of them needs', () => {
    const english = (key: MessageKey) => format(enUS[key]);
    const width = (config: (typeof WO_PAGE_LIST)[number], translate: typeof t) =>
      orderColumns(config, translate).find((c) => c.prop === ACTIONS_PROP)?.width;
    // 处理 转派 详情 流程 on one line: 4 buttons of 28 + 16 px and the cell's 18
    expect(width(WO_PAGES.warrantyTasks, t)).toBe(194);
    // a history list: 详情 流程 only, 106 px instead of 200 for its other columns
    expect(width(WO_PAGES.warrantyTasksHistory, t)).toBe(106);
    // 审核 详情 流程
    expect(width(WO_PAGES.warrantyTasksAudit, t)).toBe(150);
    // "Dispatch acceptance" over "Detail Process": two lines, never over 200 px
    expect(width(WO_PAGES.workOrderAcceptance, english)).toBe(Math.ceil(19 * 7.5 + 16 + 18));
    expect(width(WO_PAGES.warrantyTasksHistory, english)).toBe(Math.ceil((6 + 7) * 7.5 + 2 * 16 + 18));
    for (const config of WO_PAGE_LIST)
      for (const translate of [t, english]) expect(width(config, translate)).toBeLessThanOrEqual(200);
  });

  it('offers a repair’s category and source, not a maintenance order’s', () => {
    // the priority took the category's place: offered in the column settings, not shown by default
    expect(orderColumns(WO_PAGES.warrantyTasks, t).map((c) => c.prop)).toContain('fixTypeLabel');
    expect(shown(WO_PAGES.warrantyTasks)).not.toContain('fixTypeLabel');
    // Offered in the column settings, not shown by default (docs/layout.md "Tables").
    expect(orderColumns(WO_PAGES.troubleshoot, t).map((c) => c.prop)).toContain('reportSourceLabel');
    expect(shown(WO_PAGES.troubleshoot)).not.toContain('reportSourceLabel');
    expect(shown(WO_PAGES.maintenanceTasks)).not.toContain('fixTypeLabel');
    expect(orderColumns(WO_PAGES.maintenanceTasks, t).find((c) => c.prop === 'reportContent')?.label).toBe(
      '工单内容',
    );
  });

  it('shows the handling result past handling, the kind and latest acceptance on acceptance pages', () => {
    expect(shown(WO_PAGES.warrantyTasks)).not.toContain('handleResultLabel');
    expect(shown(WO_PAGES.warrantyTasksAudit)).toContain('handleResultLabel');
    expect(shown(WO_PAGES.acceptanceHistory)).toEqual(
      expect.arrayContaining(['kind', 'acceptByName', 'lastAcceptResultLabel', 'lastAcceptTime']),
    );
    expect(shown(WO_PAGES.inspectionTasksHistory)).not.toContain('kind');
  });
});

describe('priority and due time', () => {
  it('shows the priority on every page, the due time until the handling (overdue is judged only then)', () => {
    for (const config of Object.values(WO_PAGES)) expect(shown(config)).toContain('priority');
    expect(shown(WO_PAGES.warrantyTasks)).toContain('dueTime');
    expect(shown(WO_PAGES.warrantyTasks)).not.toContain('reportTime');
    expect(shown(WO_PAGES.warrantyTasksAudit)).not.toContain('dueTime');
    expect(orderColumns(WO_PAGES.warrantyTasksAudit, t).map((c) => c.prop)).toContain('dueTime');
  });
});

describe('toTableRow / statusColor', () => {
  it.each([
    [0, 'red'],
    [1, 'blue'],
    [2, 'yellow'],
    [3, 'yellow'],
    [4, 'yellow'],
    [9, 'green'],
  ] as const)('status %i is %s', (status, color) => expect(statusColor(status)).toBe(color));

  it('adds the colour flag, the kind label and the latest acceptance cells', () => {
    const row = { taskNo: 'BY1', kind: 'maint', status: 9 } as WoRow;
    expect(toTableRow(row, t)).toMatchObject({
      kindLabel: '保养工单',
      statusColor: 'green',
      lastAcceptResultLabel: '',
      lastAcceptTime: '',
    });
    const accepted = toTableRow(
      {
        ...row,
        lastAccept: { acceptResultLabel: '通过', acceptTime: '2026-11-21 10:00:00' },
      } as WoRow & { lastAccept: never },
      t,
    );
    expect(accepted).toMatchObject({ lastAcceptResultLabel: '通过', lastAcceptTime: '2026-11-21 10:00:00' });
  });
});

describe('queryFields', () => {
  it.each(WO_PAGE_LIST.map((c) => [c.path, c] as const))('%s', (_path, config) => {
    const props = queryFields(config, t).map((f) => f.prop);
    const several = config.statuses.length > 1;
    expect(props).toEqual([
      'taskNo',
      'deviceName',
      ...(several ? ['status'] : []),
      ...(config.source === 'accept' ? ['kind'] : []),
      'beginTime',
      'endTime',
    ]);
  });

  it('offers the page statuses and datetime values', () => {
    const fields = queryFields(WO_PAGES.workOrderAcceptance, t);
    expect(fields.find((f) => f.prop === 'status')?.options).toEqual([
      { value: 3, label: '待派验收' },
      { value: 4, label: '待验收' },
    ]);
    expect(fields.find((f) => f.prop === 'beginTime')?.type).toBe('datetime');
  });
});
