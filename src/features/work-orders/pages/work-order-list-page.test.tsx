/**
 * The page's wiring of its pure parts: the list query (buildListQuery, list-query.test.ts), the columns
 * and rows (columns.test.ts), the filter following the top bar (page-filter.test.ts) and the report
 * button (page-configs.test.ts). Which dialog it opens: work-order-actions.test.tsx.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSecureSpace, setSecureSpace } from '@/shared/download';
import { usePermissionStore } from '@/shared/permissions';
import { resetNotifier } from '@/shared/ui/notify';
import { api, server, setupMsw } from '../../../../tests/console/server';
import { user } from '../../../../tests/console/user';
import { WO_PAGES } from './page-configs';
import {
  WO,
  aRow,
  anAcceptListRow,
  chooseTopBarFactory,
  renderPage,
  serveLists,
  signedInAs,
} from './pages.fixtures';

setupMsw();

beforeEach(() => {
  resetNotifier();
  localStorage.clear();
  signedInAs('admin');
});
afterEach(() => {
  usePermissionStore.getState().reset();
  resetSecureSpace();
});

const shown = (text: string) => screen.findByText(text, undefined, { timeout: 10_000 });
const TASK_NO = 'WX202611210001';
/** Text queries: role queries walk antd's whole table and are slow on a busy machine. */
const textButton = (name: RegExp) => screen.queryByText(name)?.closest('button') ?? null;
const rowOf = async (taskNo: string) => (await shown(taskNo)).closest('.ant-table-row') as HTMLElement;
/** The factory the page's picker shows. */
const pickedFactory = () =>
  document.querySelector('.work-order-page .ant-select-selection-item')?.textContent ?? null;

describe('WorkOrderListPage', () => {
  it('lists its kind in its statuses for the top-bar factory, 100 a page, then the filled query and 只看我的', async () => {
    const calls = serveLists([aRow({ status: 0 })]);
    renderPage(WO_PAGES.warrantyTasks);
    const row = await rowOf(TASK_NO);
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) {
      expect(call.path).toBe(`${WO}/fix/list`);
      expect(call.params.getAll('status')).toEqual(['0', '1', '2', '3', '4']);
      expect(call.params.get('factoryId')).toBe('11');
      expect(call.params.get('pageNum')).toBe('1');
      expect(call.params.get('pageSize')).toBe('100');
      expect(call.params.get('mine')).toBeNull();
    }
    // the status as a coloured tag, and the spec columns
    expect(within(row).getByText('待派单').closest('.ant-tag')).not.toBeNull();
    expect(within(row).getByText('一号送水泵')).toBeInTheDocument();
    expect(screen.getByText('优先级')).toBeInTheDocument();
    expect(screen.getByText('应完成时间')).toBeInTheDocument();

    const page = within(document.querySelector<HTMLElement>('.work-order-page')!);
    fireEvent.change(page.getByLabelText('工单编号'), { target: { value: ' WX2026 ' } });
    fireEvent.change(page.getByLabelText('设备名称'), { target: { value: '水泵' } });
    await user.click(textButton(/^查\s*询$/) as HTMLElement);
    await waitFor(() => expect(calls.at(-1)?.params.get('taskNo')).toBe('WX2026'));
    const last = calls.at(-1)?.params;
    expect(last?.get('deviceName')).toBe('水泵');
    expect(last?.getAll('status')).toEqual(['0', '1', '2', '3', '4']);
    expect(last?.get('factoryId')).toBe('11');
    expect(last?.get('pageNum')).toBe('1');

    await user.click(screen.getByLabelText('只看我的'));
    await waitFor(() => expect(calls.at(-1)?.params.get('mine')).toBe('true'));
    expect(calls.at(-1)?.params.get('taskNo')).toBe('WX2026');
  });

  it('an acceptance history lists every kind’s closed orders with the latest acceptance; no 只看我的, no report button', async () => {
    const calls = serveLists([
      anAcceptListRow({
        kind: 'maint',
        taskNo: 'BY202611210001',
        status: 9,
        lastAccept: {
          acceptId: 1,
          acceptTime: '2026-11-22 15:00:00',
          distributeByName: '主管老李',
          acceptByName: '主管老李',
          acceptResult: 2,
          acceptResultLabel: '验收不通过',
          acceptDesc: '仍有异响',
          attachmentList: [],
          videoAttachmentList: [],
        },
      }),
    ]);
    renderPage(WO_PAGES.acceptanceHistory);
    const row = await rowOf('BY202611210001');
    for (const call of calls) {
      expect(call.path).toBe(`${WO}/accept/list`);
      expect(call.params.getAll('status')).toEqual(['9']);
      expect(call.params.get('pageSize')).toBe('100');
    }
    expect(within(row).getByText('保养工单')).toBeInTheDocument();
    expect(within(row).getByText('验收不通过')).toBeInTheDocument();
    expect(screen.queryByLabelText('只看我的')).toBeNull();
    expect(textButton(/^(上\s*报|新\s*建)$/)).toBeNull();
  });

  it('opens on home’s filters from its address, shows each as a tag, exports with them, and drops one when its tag is closed', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:orders');
    setSecureSpace({ isSignedIn: () => Promise.resolve(true) });
    const bodies: unknown[] = [];
    server.use(
      http.post(api(`${WO}/fix/export`), async ({ request }) => {
        bodies.push(await request.json());
        return new HttpResponse(new Blob(['xlsx']), {
          headers: { 'content-disposition': 'attachment; filename="orders.xlsx"' },
        });
      }),
    );
    const calls = serveLists();
    renderPage(WO_PAGES.warrantyTasks, '?factoryId=12&myOrders=1&overdue=1');
    await shown(TASK_NO);
    for (const call of calls) {
      expect(call.params.get('factoryId')).toBe('12');
      expect(call.params.get('myOrders')).toBe('true');
      expect(call.params.get('overdue')).toBe('true');
      expect(call.params.getAll('status')).toEqual(['0', '1', '2', '3', '4']);
    }
    expect(screen.getByTestId('wo-link-filter-myOrders')).toHaveTextContent('我的未关闭工单');
    expect(screen.getByTestId('wo-link-filter-overdue')).toHaveTextContent('只看已超期');

    await user.click(textButton(/^导\s*出$/) as HTMLElement);
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ factoryId: 12, myOrders: true, overdue: true });

    await user.click(screen.getByRole('button', { name: '清除筛选：只看已超期' }));
    await waitFor(() => expect(calls.at(-1)?.params.get('overdue')).toBeNull());
    expect(calls.at(-1)?.params.get('myOrders')).toBe('true');
    expect(screen.queryByTestId('wo-link-filter-overdue')).toBeNull();
    expect(screen.getByTestId('wo-link-filter-myOrders')).toBeInTheDocument();
  });

  it('a history page takes no link filter from its address', async () => {
    const calls = serveLists([aRow({ status: 9 })]);
    renderPage(WO_PAGES.warrantyTasksHistory, '?myOrders=1&overdue=1');
    await shown(TASK_NO);
    for (const call of calls) {
      expect(call.params.get('myOrders')).toBeNull();
      expect(call.params.get('overdue')).toBeNull();
    }
    expect(screen.queryByTestId('wo-link-filter-myOrders')).toBeNull();
  });

  it('follows a change of the top-bar factory; no report button without the kind’s handle code', async () => {
    signedInAs('viewer');
    const calls = serveLists();
    renderPage(WO_PAGES.warrantyTasks);
    await shown(TASK_NO);
    expect(textButton(/^上\s*报$/)).toBeNull();
    expect(pickedFactory()).toBe('上海第一水厂');
    act(() => chooseTopBarFactory(12));
    await waitFor(() => expect(calls.at(-1)?.params.get('factoryId')).toBe('12'));
    expect(pickedFactory()).toBe('苏州工业园能源站');
    // the priority targets are the administrators' (system:woPriority:edit)
    expect(textButton(/^时限设置$/)).toBeNull();
  });

  it('shows an order’s priority and flags it 已超期 beside its due time when the server says it is overdue', async () => {
    serveLists([aRow({ priority: 1, dueTime: '2026-11-20 13:00:00', overdue: true })]);
    renderPage(WO_PAGES.warrantyTasks);
    const row = await rowOf(TASK_NO);
    expect(within(row).getByText('紧急').closest('.ant-tag')).not.toBeNull();
    expect(within(row).getByText('已超期').closest('.ant-tag-red')).not.toBeNull();
    expect(within(row).getByText('2026-11-20 13:00:00')).toBeInTheDocument();
    // the administrator may open 时限设置 from the toolbar
    expect(textButton(/^时限设置$/)).not.toBeNull();
  });
});
