import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePermissionStore } from '@/shared/permissions';
import { resetNotifier } from '@/shared/ui/notify';
import { setupMsw } from '../../../../tests/console/server';
import { WO_PAGES } from './page-configs';
import { aRow, anAcceptListRow, goTo, renderPage, serveLists, signedInAs } from './test-fixtures';

vi.mock('../dialogs', () => import('./dialog-stubs'));

setupMsw();

beforeEach(() => {
  resetNotifier();
  localStorage.clear();
});
afterEach(() => usePermissionStore.getState().reset());

const shown = (text: string) => screen.findByText(text, undefined, { timeout: 10_000 });
const rowOf = async (taskNo: string) => (await shown(taskNo)).closest('.ant-table-row') as HTMLElement;
/** The row's buttons as read (antd spaces two-character Chinese labels). */
const actionsOf = (row: HTMLElement) =>
  [...row.querySelectorAll('button')].map((b) => (b.textContent ?? '').replace(/\s/g, ''));
const dialog = () => screen.getByTestId('dialog').textContent;
const clickIn = async (row: HTMLElement, label: string) => {
  const button = [...row.querySelectorAll('button')].find(
    (b) => (b.textContent ?? '').replace(/\s/g, '') === label,
  );
  await userEvent.click(button as HTMLElement);
};

describe('row actions follow availableActions', () => {
  it('operator, executor of a HANDLING order, sees 处理 and 转派, not 派单; nothing on another’s order', async () => {
    signedInAs('operator');
    serveLists([
      aRow({ taskId: 1, taskNo: 'WX1', status: 1, execBy: 2 }),
      aRow({ taskId: 2, taskNo: 'WX2', status: 1, execBy: 5 }),
      aRow({ taskId: 3, taskNo: 'WX3', status: 0, execBy: null }),
    ]);
    renderPage(WO_PAGES.warrantyTasks);
    expect(actionsOf(await rowOf('WX1'))).toEqual(['处理', '转派', '详情', '流程']);
    expect(actionsOf(await rowOf('WX2'))).toEqual(['详情', '流程']);
    expect(actionsOf(await rowOf('WX3'))).toEqual(['详情', '流程']);
  });

  it('supervisor sees 派单 on a REPORTED order and 审核 on an AUDITING one', async () => {
    signedInAs('supervisor');
    serveLists([
      aRow({ taskId: 1, taskNo: 'WX1', status: 0, execBy: null }),
      aRow({ taskId: 2, taskNo: 'WX2', status: 1, execBy: 2 }),
      aRow({ taskId: 3, taskNo: 'WX3', status: 2 }),
    ]);
    renderPage(WO_PAGES.warrantyTasks);
    expect(actionsOf(await rowOf('WX1'))).toEqual(['派单', '详情', '流程']);
    expect(actionsOf(await rowOf('WX2'))).toEqual(['详情', '流程']);
    expect(actionsOf(await rowOf('WX3'))).toEqual(['审核', '详情', '流程']);
  });

  it('viewer sees no action', async () => {
    signedInAs('viewer');
    serveLists([0, 1, 2, 3, 4].map((status) => aRow({ taskId: status + 1, taskNo: `WX${status}`, status })));
    renderPage(WO_PAGES.warrantyTasks);
    for (const status of [0, 1, 2, 3, 4])
      expect(actionsOf(await rowOf(`WX${status}`))).toEqual(['详情', '流程']);
  });

  it('admin sees every action the status allows, for anyone', async () => {
    signedInAs('admin');
    const expected: [number, string[]][] = [
      [0, ['派单']],
      [1, ['处理', '转派']],
      [2, ['审核']],
      [3, ['派发验收']],
      [4, ['验收']],
      [9, []],
    ];
    serveLists(
      expected.map(([status]) => aRow({ taskId: status + 1, taskNo: `WX${status}`, status, execBy: 5 })),
    );
    renderPage(WO_PAGES.warrantyTasks);
    for (const [status, actions] of expected) {
      expect(actionsOf(await rowOf(`WX${status}`))).toEqual([...actions, '详情', '流程']);
    }
  });

  it('an inspection has no audit: a handled one waits for the acceptance dispatch', async () => {
    signedInAs('admin');
    serveLists([aRow({ kind: 'inspect', taskNo: 'XJ1', status: 3 })]);
    renderPage(WO_PAGES.inspectionTasks);
    expect(actionsOf(await rowOf('XJ1'))).toEqual(['派发验收', '详情', '流程']);
  });
});

describe('each action opens its dialog; onDone reloads the list', () => {
  it.each([
    [0, '派单', 'AssignDialog dispatch WX0'],
    [1, '处理', 'HandleDialog WX1'],
    [1, '转派', 'AssignDialog forward WX1'],
    [2, '审核', 'AuditDialog WX2'],
    [3, '派发验收', 'AssignDialog acceptDispatch WX3'],
    [4, '验收', 'AcceptanceDialog fix 5'],
    [9, '详情', 'OrderDetailDialog fix 10'],
    [9, '流程', 'ProcessTimelineDialog 10'],
  ])('status %i: %s → %s', async (status, label, expected) => {
    signedInAs('admin');
    const calls = serveLists([aRow({ taskId: status + 1, taskNo: `WX${status}`, status })]);
    renderPage(WO_PAGES.warrantyTasks);
    await clickIn(await rowOf(`WX${status}`), label);
    expect(dialog()).toBe(expected);
    const before = calls.length;
    if (screen.queryByText('stub-done')) {
      await userEvent.click(screen.getByText('stub-done'));
      await waitFor(() => expect(calls.length).toBe(before + 1));
    } else {
      await userEvent.click(screen.getByText('stub-close'));
      expect(calls.length).toBe(before);
    }
    expect(screen.queryByTestId('dialog')).toBeNull();
  });

  it('the order number opens the detail, or the acceptance dialog on acceptance pages', async () => {
    signedInAs('viewer');
    serveLists([aRow({ taskNo: 'WX1', kind: 'fix', taskId: 1 })]);
    const view = renderPage(WO_PAGES.warrantyTasksHistory);
    await userEvent.click(await shown('WX1'));
    expect(dialog()).toBe('OrderDetailDialog fix 1');
    view.unmount();

    serveLists([anAcceptListRow({ taskNo: 'BY1', kind: 'maint', taskId: 2 })]);
    renderPage(WO_PAGES.acceptanceHistory);
    await userEvent.click(await shown('BY1'));
    expect(dialog()).toBe('AcceptanceDialog maint 2');
  });
});

describe('opening an order from a link (?factoryId=&taskNo=)', () => {
  const LINK = '?factoryId=12&taskNo=WX202611210001';

  it('prefills the query, lists the order in any status and opens the viewer’s first action', async () => {
    signedInAs('operator');
    const calls = serveLists([aRow({ status: 1, execBy: 2 })]);
    renderPage(WO_PAGES.warrantyTasks, LINK);
    await waitFor(() => expect(dialog()).toBe('HandleDialog WX202611210001'));
    expect(calls[0]?.params.get('taskNo')).toBe('WX202611210001');
    expect(calls[0]?.params.get('factoryId')).toBe('12');
    expect(calls[0]?.params.getAll('status')).toEqual(['0', '1', '2', '3', '4', '9']);
    expect(within(screen.getByRole('region')).getByLabelText('工单编号')).toHaveValue('WX202611210001');
  });

  it('lands on a review page with an order in another state and still offers its step', async () => {
    signedInAs('supervisor');
    serveLists([aRow({ status: 3 })]);
    renderPage(WO_PAGES.warrantyTasksAudit, LINK);
    await waitFor(() => expect(dialog()).toBe('AssignDialog acceptDispatch WX202611210001'));
  });

  it('opens the detail when the viewer may do nothing, the acceptance dialog on acceptance pages', async () => {
    signedInAs('viewer');
    serveLists([aRow({ status: 1, execBy: 2 })]);
    const view = renderPage(WO_PAGES.warrantyTasks, LINK);
    await waitFor(() => expect(dialog()).toBe('OrderDetailDialog fix 7'));
    view.unmount();

    serveLists([anAcceptListRow({ status: 9 })]);
    renderPage(WO_PAGES.workOrderAcceptance, LINK);
    await waitFor(() => expect(dialog()).toBe('AcceptanceDialog fix 7'));
  });

  it('on /Troubleshoot, a to-do (msgType 2) opens the action, a message (msgType 1) the detail', async () => {
    signedInAs('operator');
    serveLists([aRow({ kind: 'planFix', taskNo: 'GZ1', status: 1, execBy: 2 })]);
    const view = renderPage(WO_PAGES.troubleshoot, '?factoryId=11&taskNo=GZ1&msgType=2');
    await waitFor(() => expect(dialog()).toBe('HandleDialog GZ1'));
    view.unmount();

    renderPage(WO_PAGES.troubleshoot, '?factoryId=11&taskNo=GZ1&msgType=1');
    await waitFor(() => expect(dialog()).toBe('OrderDetailDialog planFix 7'));
  });

  it('says so when the order is not listed', async () => {
    signedInAs('operator');
    serveLists([]);
    renderPage(WO_PAGES.warrantyTasks, LINK);
    expect(await shown('未找到工单 WX202611210001，它可能已不在当前列表中')).toBeInTheDocument();
    expect(screen.queryByTestId('dialog')).toBeNull();
  });

  it('follows a new link inside the same page (a kept-alive tab)', async () => {
    signedInAs('operator');
    const calls = serveLists(({ params }) =>
      params.get('taskNo') === 'WX9' ? [aRow({ taskId: 9, taskNo: 'WX9', status: 1, execBy: 2 })] : [aRow()],
    );
    renderPage(WO_PAGES.warrantyTasks);
    await shown('WX202611210001');
    expect(screen.queryByTestId('dialog')).toBeNull();
    act(() => goTo('/WorkOrderTask/WarrantyTasks?factoryId=11&taskNo=WX9'));
    await waitFor(() => expect(dialog()).toBe('HandleDialog WX9'));
    expect(calls.at(-1)?.params.get('taskNo')).toBe('WX9');
    expect(within(screen.getByRole('region')).getByLabelText('工单编号')).toHaveValue('WX9');
  });

  it('searches with the page statuses again after the user queries', async () => {
    signedInAs('operator');
    const calls = serveLists([aRow({ status: 1, execBy: 5 })]);
    renderPage(WO_PAGES.warrantyTasks, LINK);
    await waitFor(() => expect(dialog()).toBe('OrderDetailDialog fix 7'));
    await userEvent.click(screen.getByText('stub-close'));
    const query = screen.getByText(/^查\s*询$/).closest('button') as HTMLElement;
    await userEvent.click(query);
    await waitFor(() => expect(calls.at(-1)?.params.getAll('status')).toEqual(['0', '1', '2', '3', '4']));
    expect(calls.at(-1)?.params.get('taskNo')).toBe('WX202611210001');
    expect(screen.queryByTestId('dialog')).toBeNull();
  });
});
