import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePermissionStore } from '@/shared/permissions';
import { resetNotifier } from '@/shared/ui/notify';
import { setupMsw } from '../../../../tests/console/server';
import { settle } from '../../../../tests/console/settle';
import { user } from '../../../../tests/console/user';
import { WO_PAGES } from './page-configs';
import {
  aRow,
  anAcceptListRow,
  goTo,
  renderPage,
  serveLists,
  signedInAs,
  type ListCall,
} from './test-fixtures';

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
/** One click event: which dialog opens is the point, not the pointer's way there. */
const clickIn = (row: HTMLElement, label: string) => {
  const button = [...row.querySelectorAll('button')].find(
    (b) => (b.textContent ?? '').replace(/\s/g, '') === label,
  );
  fireEvent.click(button as HTMLElement);
};

// Which actions a viewer may take on an order (availableActions) and which dialog each opens are pure
// and table-tested (row-actions.test.ts); here: the page asks them for its rows and wires the dialogs.
describe('row actions', () => {
  it('offers the viewer’s actions on each row, the step that moves the order first; nothing on another’s order', async () => {
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

  // An admin may take every step the status allows: one row per status shows them all.
  const statuses = [0, 1, 2, 3, 4, 9];
  const everyStatus = () =>
    serveLists(
      statuses.map((status) => aRow({ taskId: status + 1, taskNo: `WX${status}`, status, execBy: 5 })),
    );

  /** Opens each action of `opens` in turn; done reloads the list, close does not. */
  async function openEach(calls: ListCall[], opens: [number, string, string][]) {
    for (const [status, label, dialogText] of opens) {
      clickIn(await rowOf(`WX${status}`), label);
      expect(dialog(), label).toBe(dialogText);
      const before = calls.length;
      if (screen.queryByText('stub-done')) {
        fireEvent.click(screen.getByText('stub-done'));
        await waitFor(() => expect(calls.length).toBe(before + 1));
      } else {
        fireEvent.click(screen.getByText('stub-close'));
        await settle();
        expect(calls.length).toBe(before);
      }
      expect(screen.queryByTestId('dialog')).toBeNull();
    }
  }

  it('the steps that move an order on open their dialogs on the row’s order; done reloads the list', async () => {
    signedInAs('admin');
    const calls = everyStatus();
    renderPage(WO_PAGES.warrantyTasks);
    const expected: [number, string[]][] = [
      [0, ['派单']],
      [1, ['处理', '转派']],
      [2, ['审核']],
      [3, ['派发验收']],
      [4, ['验收']],
      [9, []],
    ];
    for (const [status, actions] of expected)
      expect(actionsOf(await rowOf(`WX${status}`))).toEqual([...actions, '详情', '流程']);
    await openEach(calls, [
      [0, '派单', 'AssignDialog dispatch WX0'],
      [1, '处理', 'HandleDialog WX1'],
      [1, '转派', 'AssignDialog forward WX1'],
      [2, '审核', 'AuditDialog WX2'],
    ]);
  });

  it('acceptance, detail and timeline open on the row’s order; closing the views reloads nothing', async () => {
    signedInAs('admin');
    const calls = everyStatus();
    renderPage(WO_PAGES.warrantyTasks);
    await openEach(calls, [
      [3, '派发验收', 'AssignDialog acceptDispatch WX3'],
      [4, '验收', 'AcceptanceDialog fix 5'],
      [9, '详情', 'OrderDetailDialog fix 10'],
      [9, '流程', 'ProcessTimelineDialog 10'],
    ]);
  });

  it('the order number opens the detail, or the acceptance dialog on acceptance pages', async () => {
    signedInAs('viewer');
    serveLists([aRow({ taskNo: 'WX1', kind: 'fix', taskId: 1 })]);
    const view = renderPage(WO_PAGES.warrantyTasksHistory);
    await user.click(await shown('WX1'));
    expect(dialog()).toBe('OrderDetailDialog fix 1');
    view.unmount();

    serveLists([anAcceptListRow({ taskNo: 'BY1', kind: 'maint', taskId: 2 })]);
    renderPage(WO_PAGES.acceptanceHistory);
    await user.click(await shown('BY1'));
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
    expect(
      within(document.querySelector<HTMLElement>('.work-order-page')!).getByLabelText('工单编号'),
    ).toHaveValue('WX202611210001');
  });

  // What a link opens for each viewer, page and drawer tab is dialogOnOpen's table (row-actions.test.ts).
  it('opens the acceptance dialog of a listed order on an acceptance page', async () => {
    signedInAs('viewer');
    serveLists([anAcceptListRow({ status: 9 })]);
    renderPage(WO_PAGES.workOrderAcceptance, LINK);
    await waitFor(() => expect(dialog()).toBe('AcceptanceDialog fix 7'));
  });

  it('on /Troubleshoot, reads the drawer tab: a message (msgType 1) opens the detail, not the action', async () => {
    signedInAs('operator');
    serveLists([aRow({ kind: 'planFix', taskNo: 'GZ1', status: 1, execBy: 2 })]);
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
    expect(
      within(document.querySelector<HTMLElement>('.work-order-page')!).getByLabelText('工单编号'),
    ).toHaveValue('WX9');
  });

  it('searches with the page statuses again after the user queries', async () => {
    signedInAs('operator');
    const calls = serveLists([aRow({ status: 1, execBy: 5 })]);
    renderPage(WO_PAGES.warrantyTasks, LINK);
    await waitFor(() => expect(dialog()).toBe('OrderDetailDialog fix 7'));
    await user.click(screen.getByText('stub-close'));
    const query = screen.getByText(/^查\s*询$/).closest('button') as HTMLElement;
    await user.click(query);
    await waitFor(() => expect(calls.at(-1)?.params.getAll('status')).toEqual(['0', '1', '2', '3', '4']));
    expect(calls.at(-1)?.params.get('taskNo')).toBe('WX202611210001');
    expect(screen.queryByTestId('dialog')).toBeNull();
  });
});
