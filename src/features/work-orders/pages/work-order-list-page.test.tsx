import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePermissionStore } from '@/shared/permissions';
import { resetNotifier } from '@/shared/ui/notify';
import { setupMsw } from '../../../../tests/console/server';
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
} from './test-fixtures';

vi.mock('../dialogs', () => import('./dialog-stubs'));

setupMsw();

beforeEach(() => {
  resetNotifier();
  localStorage.clear();
  signedInAs('admin');
});
afterEach(() => usePermissionStore.getState().reset());

const shown = (text: string) => screen.findByText(text, undefined, { timeout: 10_000 });
const TASK_NO = 'WX202611210001';
/** Text queries: role queries walk antd's whole table and are slow on a busy machine. */
const textButton = (name: RegExp) => screen.queryByText(name)?.closest('button') ?? null;

// Each page's query (its source, statuses, factory) is buildListQuery's table over every page
// (list-query.test.ts); here: a page of one kind and an acceptance page, rendered.
describe('WorkOrderListPage: list', () => {
  it('a page of one kind lists that kind in its statuses for the top-bar factory, 100 a page', async () => {
    const calls = serveLists([aRow()]);
    renderPage(WO_PAGES.warrantyTasks);
    expect(await shown(TASK_NO)).toBeInTheDocument();
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) {
      expect(call.path).toBe(`${WO}/fix/list`);
      expect(call.params.getAll('status')).toEqual(['0', '1', '2', '3', '4']);
      expect(call.params.get('factoryId')).toBe('11');
      expect(call.params.get('pageNum')).toBe('1');
      expect(call.params.get('pageSize')).toBe('100');
      expect(call.params.get('mine')).toBeNull();
    }
  });

  it('an acceptance history lists every kind’s closed orders; no 只看我的 and no report button there', async () => {
    const calls = serveLists([anAcceptListRow({ status: 9 })]);
    renderPage(WO_PAGES.acceptanceHistory);
    expect(await shown(TASK_NO)).toBeInTheDocument();
    for (const call of calls) {
      expect(call.path).toBe(`${WO}/accept/list`);
      expect(call.params.getAll('status')).toEqual(['9']);
      expect(call.params.get('pageSize')).toBe('100');
    }
    expect(screen.queryByLabelText('只看我的')).toBeNull();
    expect(textButton(/^(上\s*报|新\s*建)$/)).toBeNull();
  });
});

describe('WorkOrderListPage: table', () => {
  it('shows 暂无数据 when nothing matches', async () => {
    serveLists([]);
    renderPage(WO_PAGES.warrantyTasksHistory);
    expect(await shown('暂无数据')).toBeInTheDocument();
  });

  it('shows the status as a coloured tag and the spec columns', async () => {
    serveLists([aRow({ status: 0 })]);
    renderPage(WO_PAGES.warrantyTasks);
    const row = (await shown(TASK_NO)).closest('.ant-table-row') as HTMLElement;
    const tag = within(row).getByText('待派单');
    expect(tag.closest('.ant-tag')).not.toBeNull();
    expect(within(row).getByText('一号送水泵')).toBeInTheDocument();
    expect(screen.getByText('维修类别')).toBeInTheDocument();
  });

  it('shows the order type and the latest acceptance on the acceptance pages', async () => {
    serveLists([
      anAcceptListRow({
        kind: 'maint',
        taskNo: 'BY202611210001',
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
    renderPage(WO_PAGES.workOrderAcceptance);
    const row = (await shown('BY202611210001')).closest('.ant-table-row') as HTMLElement;
    expect(within(row).getByText('保养工单')).toBeInTheDocument();
    expect(within(row).getByText('验收不通过')).toBeInTheDocument();
  });
});

describe('WorkOrderListPage: query', () => {
  it('queries the filled values from page 1 with the page statuses', async () => {
    const calls = serveLists();
    renderPage(WO_PAGES.warrantyTasks);
    await shown(TASK_NO);
    const page = within(document.querySelector<HTMLElement>('.work-order-page')!);
    fireEvent.change(page.getByLabelText('工单编号'), { target: { value: ' WX2026 ' } });
    fireEvent.change(page.getByLabelText('设备名称'), { target: { value: '水泵' } });
    await user.click(textButton(/^查\s*询$/) as HTMLElement);
    await waitFor(() => expect(calls.at(-1)?.params.get('taskNo')).toBe('WX2026'));
    const last = calls.at(-1)?.params;
    expect(last?.get('deviceName')).toBe('水泵');
    expect(last?.getAll('status')).toEqual(['0', '1', '2', '3', '4']);
    expect(last?.get('factoryId')).toBe('11');
  });

  it('sends mine=true with 只看我的', async () => {
    const calls = serveLists();
    renderPage(WO_PAGES.maintenanceTasks);
    await shown(TASK_NO);
    await user.click(screen.getByLabelText('只看我的'));
    await waitFor(() => expect(calls.at(-1)?.params.get('mine')).toBe('true'));
  });
});

describe('WorkOrderListPage: factory', () => {
  it('defaults to the factory the address names over the top-bar one', async () => {
    const calls = serveLists();
    renderPage(WO_PAGES.inspectionTasks, '?factoryId=12');
    await shown(TASK_NO);
    expect(calls[0]?.params.get('factoryId')).toBe('12');
    expect(screen.getByText('苏州工业园能源站')).toBeInTheDocument();
    // planned work is created, not reported
    expect(textButton(/^新\s*建$/)).not.toBeNull();
  });

  it('follows a change of the top-bar factory', async () => {
    const calls = serveLists();
    renderPage(WO_PAGES.warrantyTasks);
    await shown(TASK_NO);
    act(() => chooseTopBarFactory(12));
    await waitFor(() => expect(calls.at(-1)?.params.get('factoryId')).toBe('12'));
  });

  it('takes the shell’s first pick when it arrives after the page', async () => {
    const calls = serveLists();
    renderPage(WO_PAGES.warrantyTasks, '', null);
    await shown(TASK_NO);
    expect(calls[0]?.params.get('factoryId')).toBeNull();
    act(() => chooseTopBarFactory(11));
    await waitFor(() => expect(calls.at(-1)?.params.get('factoryId')).toBe('11'));
  });

  it('keeps the factory of a link when the shell’s first pick arrives', async () => {
    const calls = serveLists();
    renderPage(WO_PAGES.warrantyTasks, '?factoryId=12', null);
    await shown(TASK_NO);
    const before = calls.length;
    act(() => chooseTopBarFactory(11));
    await shown(TASK_NO);
    expect(calls.slice(before).every((c) => c.params.get('factoryId') === '12')).toBe(true);
  });
});

describe('WorkOrderListPage: report button (KIND_HANDLE_CODE)', () => {
  it('offers 上报 to a user with the repair handle code and opens the report dialog of the factory', async () => {
    signedInAs('operator');
    const calls = serveLists();
    renderPage(WO_PAGES.warrantyTasks);
    await shown(TASK_NO);
    await user.click(textButton(/^上\s*报$/) as HTMLElement);
    expect(screen.getByTestId('dialog')).toHaveTextContent('ReportDialog fix 11');
    const before = calls.length;
    await user.click(screen.getByText('stub-done'));
    await waitFor(() => expect(calls.length).toBe(before + 1));
    expect(screen.queryByTestId('dialog')).toBeNull();
  });

  it('hides it without the kind’s handling code', async () => {
    signedInAs('viewer');
    serveLists();
    renderPage(WO_PAGES.warrantyTasks);
    await shown(TASK_NO);
    expect(textButton(/^上\s*报$/)).toBeNull();
  });
});
