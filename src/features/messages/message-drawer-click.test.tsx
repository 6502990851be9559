/** The message drawer: clicking a message (read, check, then route; docs/requirements.md §4) and its own factory filter. */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePermissionStore } from '@/shared/permissions';
import { setupMsw } from '../../../tests/console/server';
import { button, labelled, tab } from '../../../tests/console/queries';
import { settle } from '../../../tests/console/settle';
import { user } from '../../../tests/console/user';
import {
  endDrawerTest,
  idle,
  item,
  okButton,
  onCountsChanged,
  onNavigate,
  renderDrawer,
  startDrawerTest,
} from './message-drawer.fixtures';
import { aMessage, type FakeServer } from './messages.fixtures';

setupMsw();

let s: FakeServer;
beforeEach(() => ({ s } = startDrawerTest()));
afterEach(endDrawerTest);

describe('MessageDrawer: clicking a message (docs/requirements.md §4: read, check, then route)', () => {
  // Where each message leads and which codes it needs is messageTarget's table (message-target.test.ts).
  it('reads an unread message, checks it (an urge with check/urge/{id}), then navigates to its page', async () => {
    usePermissionStore
      .getState()
      .grant(['system:planFix:handle', 'system:maintain:handle', 'om:daily:import'], false);
    renderDrawer();
    await screen.findByText('设备故障告警');
    fireEvent.click(screen.getByText('设备故障告警'));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledTimes(1));
    expect(onNavigate).toHaveBeenLastCalledWith('/Troubleshoot?factoryId=11&taskNo=GZ001&msgType=1');
    expect(s.calls.slice(1)).toEqual(['GET read/1', 'GET check/1']);
    expect(onCountsChanged.mock.calls).toEqual([[11]]);
    expect(labelled('未读', item(1))).toHaveLength(0);

    // A read message is not read again.
    await idle();
    s.calls.length = 0;
    fireEvent.click(screen.getByText('保养工单已被审核通过'));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledTimes(2));
    expect(onNavigate).toHaveBeenLastCalledWith(
      '/WorkOrderReview/MaintenanceTasksAudit?factoryId=11&taskNo=BY002',
    );
    expect(s.calls).toEqual(['GET check/2']);
    expect(onCountsChanged.mock.calls).toEqual([[11]]);

    await idle();
    s.calls.length = 0;
    fireEvent.click(screen.getByText('请尽快填写3月1日日报'));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledTimes(3));
    expect(onNavigate).toHaveBeenLastCalledWith(
      `/DailyData/DailyReportFilling?factoryId=11&time=2026-03-01&projectName=${encodeURIComponent('上海第一水厂')}&factoryType=factory`,
    );
    expect(s.calls).toEqual(['GET read/3', 'GET check/urge/3']);
  });

  it('shows a non-empty check as a warning and does not navigate', async () => {
    usePermissionStore.getState().grant([], true);
    s.checks[1] = '该工单已处理完成';
    renderDrawer();
    await screen.findByText('设备故障告警');
    fireEvent.click(screen.getByText('设备故障告警'));
    const shown = await screen.findByText('该工单已处理完成');
    expect(
      shown.closest('.ant-message-notice-content')?.querySelector('.ant-message-warning'),
    ).not.toBeNull();
    expect(s.calls.slice(1)).toEqual(['GET read/1', 'GET check/1']);
    // The click's flow has ended (the message is clickable again) and nothing it started is pending:
    // a navigation after the warning would have happened by now.
    await waitFor(() => expect(screen.getByText('设备故障告警').closest('button')).toBeEnabled());
    await settle();
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('silently skips the jump without the permission code (docs/requirements.md §6); an admin-like user jumps anywhere', async () => {
    renderDrawer();
    await screen.findByText('设备故障告警');
    // The fault needs system:planFix:list or system:planFix:handle: the user holds neither.
    fireEvent.click(screen.getByText('设备故障告警'));
    await waitFor(() => expect(s.calls.at(-1)).toBe('GET check/1'));
    await waitFor(() => expect(screen.getByText('设备故障告警').closest('button')).toBeEnabled());
    expect(onNavigate).not.toHaveBeenCalled();
    expect(document.querySelector('.ant-message-notice')).toBeNull();

    act(() => usePermissionStore.getState().grant([], true));
    fireEvent.click(screen.getByText('设备故障告警'));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledTimes(1));
  });

  it('opens the acceptance dialog of the order for an acceptance message instead of a page (docs/requirements.md §2)', async () => {
    usePermissionStore.getState().grant(['base:task:accept:accept'], false);
    s.rows['11/2'] = [
      aMessage({
        msgId: 5,
        msgTitle: '您有新的工单待验收',
        taskType: 5,
        taskNo: 'BY202611010001',
        taskId: 42,
      }),
    ];
    const onOpenAcceptance = vi.fn();
    renderDrawer({ onOpenAcceptance });
    await screen.findByText('设备故障告警');
    fireEvent.click(tab('待办'));
    fireEvent.click(await screen.findByText('您有新的工单待验收'));
    await waitFor(() => expect(onOpenAcceptance).toHaveBeenCalledWith({ kind: 'maint', taskId: 42 }));
    expect(onNavigate).not.toHaveBeenCalled();
  });
});

describe('MessageDrawer: its own factory filter (docs/requirements.md §2 "Message drawer")', () => {
  const factoryBox = () => screen.getByRole('combobox', { name: '消息所属工厂' });
  const shownFactory = () =>
    document.querySelector('.woms-message-drawer-factory .ant-select-selection-item')?.textContent;

  it("starts on the top bar's factory at every opening; areas are groups; the list and read-all use the factory chosen", async () => {
    s.rows['12/1'] = [aMessage({ msgId: 9, msgTitle: '苏州的消息', factoryId: 12 })];
    const view = renderDrawer();
    await screen.findByText('设备故障告警');
    expect(shownFactory()).toBe('上海第一水厂');
    await user.click(factoryBox());
    // An area is a group, not a choice.
    await user.click(await screen.findByTitle('华东片区'));
    await settle();
    expect(shownFactory()).toBe('上海第一水厂');
    expect(s.calls).toEqual(['GET list/11/1?pageNum=1&pageSize=100']);
    await user.click(await screen.findByTitle('苏州工业园能源站'));
    await screen.findByText('苏州的消息');
    expect(shownFactory()).toBe('苏州工业园能源站');
    fireEvent.click(button('全部已读'));
    await screen.findByText('确定将全部消息标记为已读吗？');
    fireEvent.click(okButton());
    await waitFor(() => expect(s.calls).toContain('GET read/12/1'));
    await waitFor(() => expect(onCountsChanged.mock.calls).toEqual([[12]]));

    view.rerenderWith({ open: false });
    await waitFor(() => expect(screen.queryByText('苏州的消息')).not.toBeInTheDocument());
    view.rerenderWith({ open: true });
    await screen.findByText('设备故障告警');
    expect(shownFactory()).toBe('上海第一水厂');
    expect(s.calls.filter((c) => c.startsWith('GET list/'))).toEqual([
      'GET list/11/1?pageNum=1&pageSize=100',
      'GET list/12/1?pageNum=1&pageSize=100',
      'GET list/12/1?pageNum=1&pageSize=100',
      'GET list/11/1?pageNum=1&pageSize=100',
    ]);
  });
});
