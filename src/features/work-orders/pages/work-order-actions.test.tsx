/**
 * The page's dialogs, with test doubles (dialog-stubs.fixtures.tsx): which one a row, the report button or a link
 * opens, on which order, and that a dialog that changed something reloads the list. The decisions are
 * pure and table-tested: which actions a viewer may take (availableActions) and which dialog each opens
 * (row-actions.test.ts), what a link opens or misses (openFromLink, row-actions.test.ts), how the filter
 * follows a link (page-filter.test.ts), who gets the report button (page-configs.test.ts). The real
 * dialogs on the page: work-order-dialogs-wiring.test.tsx; the journeys: e2e/equipment-orders.spec.ts.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePermissionStore } from '@/shared/permissions';
import { resetNotifier } from '@/shared/ui/notify';
import { setupMsw } from '../../../../tests/console/server';
import { settle } from '../../../../tests/console/settle';
import { user } from '../../../../tests/console/user';
import { OrderDialogs, type OpenDialog } from './order-dialogs';
import { WO_PAGES } from './page-configs';
import {
  aRow,
  anAcceptListRow,
  goTo,
  renderPage,
  serveLists,
  signedInAs,
  type ListCall,
} from './pages.fixtures';

vi.mock('../dialogs', () => import('./dialog-stubs.fixtures'));

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
const textButton = (name: RegExp) => screen.getByText(name).closest('button') as HTMLElement;
/** One click event: which dialog opens is the point, not the pointer's way there. */
const clickIn = (row: HTMLElement, label: string) => {
  const button = [...row.querySelectorAll('button')].find(
    (b) => (b.textContent ?? '').replace(/\s/g, '') === label,
  );
  fireEvent.click(button as HTMLElement);
};
const queryForm = () => within(document.querySelector<HTMLElement>('.work-order-page')!);

/** Finishes the open dialog: the list is asked again once, and the dialog is gone. */
async function finish(calls: ListCall[]) {
  const before = calls.length;
  fireEvent.click(screen.getByText('stub-done'));
  await waitFor(() => expect(calls.length).toBe(before + 1));
  expect(screen.queryByTestId('dialog')).toBeNull();
}

/** Closes the open dialog: it is gone, and the list was not asked again. */
async function close(calls: ListCall[]) {
  const before = calls.length;
  fireEvent.click(screen.getByText('stub-close'));
  await settle();
  expect(calls.length).toBe(before);
  expect(screen.queryByTestId('dialog')).toBeNull();
}

describe('OrderDialogs', () => {
  it('mounts the one dialog asked for, on its order and in its mode; only a changing dialog can be done', () => {
    const row = aRow({ taskId: 5, taskNo: 'WX5', kind: 'maint' });
    const cases: [OpenDialog, string, boolean][] = [
      [{ dialog: 'detail', row }, 'OrderDetailDialog maint 5', false],
      [{ dialog: 'timeline', row }, 'ProcessTimelineDialog 5', false],
      [{ dialog: 'acceptance', row }, 'AcceptanceDialog maint 5', true],
      [{ dialog: 'handle', row }, 'HandleDialog WX5', true],
      [{ dialog: 'audit', row }, 'AuditDialog WX5', true],
      [{ dialog: 'assign', mode: 'dispatch', row }, 'AssignDialog dispatch WX5', true],
      [{ dialog: 'assign', mode: 'forward', row }, 'AssignDialog forward WX5', true],
      [{ dialog: 'assign', mode: 'acceptDispatch', row }, 'AssignDialog acceptDispatch WX5', true],
      [{ dialog: 'report', kind: 'inspect', factoryId: 12 }, 'ReportDialog inspect 12', true],
    ];
    for (const [opened, text, changes] of cases) {
      const onClose = vi.fn();
      const onDone = vi.fn();
      const view = render(<OrderDialogs opened={opened} onClose={onClose} onDone={onDone} />);
      expect(screen.getAllByTestId('dialog').map((d) => d.textContent)).toEqual([text]);
      fireEvent.click(screen.getByText('stub-close'));
      expect(onClose).toHaveBeenCalledTimes(1);
      if (changes) fireEvent.click(screen.getByText('stub-done'));
      else expect(screen.queryByText('stub-done')).toBeNull();
      expect(onDone).toHaveBeenCalledTimes(changes ? 1 : 0);
      view.unmount();
    }
    render(<OrderDialogs opened={null} onClose={vi.fn()} onDone={vi.fn()} />);
    expect(screen.queryByTestId('dialog')).toBeNull();
  });
});

describe('row actions', () => {
  it('offers the viewer’s actions on each row (the step that moves the order first, nothing on another’s order) and the report button', async () => {
    signedInAs('operator');
    const calls = serveLists([
      aRow({ taskId: 1, taskNo: 'WX1', status: 1, execBy: 2 }),
      aRow({ taskId: 2, taskNo: 'WX2', status: 1, execBy: 5 }),
      aRow({ taskId: 3, taskNo: 'WX3', status: 0, execBy: null }),
    ]);
    renderPage(WO_PAGES.warrantyTasks);
    expect(actionsOf(await rowOf('WX1'))).toEqual(['处理', '转派', '详情', '流程']);
    expect(actionsOf(await rowOf('WX2'))).toEqual(['详情', '流程']);
    expect(actionsOf(await rowOf('WX3'))).toEqual(['详情', '流程']);

    // The report button (the operator holds the repair handle code): the report dialog of the page's
    // kind in the chosen factory.
    await user.click(textButton(/^上\s*报$/));
    expect(dialog()).toBe('ReportDialog fix 11');
    await finish(calls);
  });

  // One row per status: an admin may take every step the status allows. Every action button opens its
  // dialog through the one openAction; which dialog each opens is dialogOfAction's table.
  it('offers each status its steps; a step opens its dialog on the row’s order, 详情 and the order number the detail', async () => {
    signedInAs('admin');
    const calls = serveLists(
      [0, 1, 2, 3, 4, 9].map((status) =>
        aRow({ taskId: status + 1, taskNo: `WX${status}`, status, execBy: 5 }),
      ),
    );
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

    clickIn(await rowOf('WX1'), '转派');
    expect(dialog()).toBe('AssignDialog forward WX1');
    await finish(calls);

    clickIn(await rowOf('WX9'), '详情');
    expect(dialog()).toBe('OrderDetailDialog fix 10');
    await close(calls);

    fireEvent.click(screen.getByText('WX9'));
    expect(dialog()).toBe('OrderDetailDialog fix 10');
  });
});

describe('opening an order from a link (?factoryId=&taskNo=)', () => {
  const LINK = '?factoryId=12&taskNo=WX202611210001';

  it('prefills the query, lists the order in any status, opens the viewer’s first action; a search lists the page statuses again; a new link in the same page is followed', async () => {
    signedInAs('operator');
    const calls = serveLists(({ params }) =>
      params.get('taskNo') === 'WX9'
        ? [aRow({ taskId: 9, taskNo: 'WX9', status: 1, execBy: 2 })]
        : [aRow({ status: 1, execBy: 2 })],
    );
    renderPage(WO_PAGES.warrantyTasks, LINK);
    await waitFor(() => expect(dialog()).toBe('HandleDialog WX202611210001'));
    expect(calls[0]?.params.get('taskNo')).toBe('WX202611210001');
    expect(calls[0]?.params.get('factoryId')).toBe('12');
    expect(calls[0]?.params.getAll('status')).toEqual(['0', '1', '2', '3', '4', '9']);
    expect(queryForm().getByLabelText('工单编号')).toHaveValue('WX202611210001');

    await close(calls);
    await user.click(textButton(/^查\s*询$/));
    await waitFor(() => expect(calls.at(-1)?.params.getAll('status')).toEqual(['0', '1', '2', '3', '4']));
    expect(calls.at(-1)?.params.get('taskNo')).toBe('WX202611210001');
    await settle();
    expect(screen.queryByTestId('dialog')).toBeNull();

    // A new link inside the same page (a kept-alive tab).
    act(() => goTo('/WorkOrderTask/WarrantyTasks?factoryId=11&taskNo=WX9'));
    await waitFor(() => expect(dialog()).toBe('HandleDialog WX9'));
    expect(calls.at(-1)?.params.get('taskNo')).toBe('WX9');
    expect(calls.at(-1)?.params.get('factoryId')).toBe('11');
    expect(queryForm().getByLabelText('工单编号')).toHaveValue('WX9');
  });

  it('on an acceptance page, the link and the order number open the acceptance dialog', async () => {
    signedInAs('viewer');
    const calls = serveLists([anAcceptListRow({ status: 9 })]);
    renderPage(WO_PAGES.workOrderAcceptance, LINK);
    await waitFor(() => expect(dialog()).toBe('AcceptanceDialog fix 7'));
    await close(calls);
    fireEvent.click(screen.getByText('WX202611210001'));
    expect(dialog()).toBe('AcceptanceDialog fix 7');
  });
});
