/** The message drawer (docs/requirements.md §2 "Message drawer", §3 "To-do queue"): its to-do queue, its lists, read and delete. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setupMsw } from '../../../tests/console/server';
import { button, buttonOr, labelled, tab } from '../../../tests/console/queries';
import { settle } from '../../../tests/console/settle';
import { user } from '../../../tests/console/user';
import { messageCounts } from './live/message-counts';
import {
  cancelButton,
  EMPTY,
  endDrawerTest,
  item,
  listedRows,
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

describe('MessageDrawer: to-do queue (docs/requirements.md §3 "To-do queue")', () => {
  const chooseKind = async (label: string) => {
    fireEvent.mouseDown(document.querySelector('.woms-message-center-kind .ant-select-selector')!);
    const option = await waitFor(() => {
      const found = [...document.querySelectorAll('.ant-select-item-option')].find(
        (o) => o.textContent === label,
      );
      if (!found) throw new Error(`no option ${label}`);
      return found;
    });
    fireEvent.click(option);
  };

  it('tags each to-do with what it asks, filters by kind, searches, and says when nothing matches', async () => {
    s.rows['11/2'] = [
      aMessage({ msgId: 4, msgTitle: '您有新的维修工单待处理', taskNo: 'WX0004', todoKind: 'handle' }),
      aMessage({
        msgId: 5,
        msgTitle: '请尽快填写3月1日日报',
        taskType: 0,
        taskNo: '',
        urgeType: 1,
        urgeTypeLabel: '日报填报',
        fillDate: '2026-03-01',
        todoKind: 'dailyFill',
      }),
    ];
    renderDrawer();
    await screen.findByText('设备故障告警');
    fireEvent.click(tab('待办'));
    await screen.findByText('您有新的维修工单待处理');
    expect(within(item(4)).getByText('待处理')).toBeInTheDocument();
    expect(within(item(5)).getByText('日报待填报')).toBeInTheDocument();

    await chooseKind('日报待填报');
    await waitFor(() => expect(listedRows()).toEqual(['message-5']));
    expect(s.calls).toContain('GET list/11/2?pageNum=1&pageSize=100&todoKind=dailyFill');

    await chooseKind('全部待办');
    await waitFor(() => expect(listedRows()).toEqual(['message-4', 'message-5']));
    const search = screen.getByRole('searchbox', { name: '搜索标题、工单号或设备' });
    await user.type(search, 'WX0004{Enter}');
    await waitFor(() => expect(listedRows()).toEqual(['message-4']));
    await user.clear(search);
    await user.type(search, 'nothing-like-it{Enter}');
    await waitFor(() => expect(document.querySelector(EMPTY)).toHaveTextContent('无匹配结果'));
  });
});

describe('MessageDrawer: opened from home on a kind of to-do (docs/requirements.md §2 "Home")', () => {
  it('starts on the 待办 tab filtered to that kind', async () => {
    s.rows['11/2'] = [
      aMessage({ msgId: 4, msgTitle: '您有新的维修工单待处理', taskNo: 'WX0004', todoKind: 'handle' }),
    ];
    renderDrawer({ initialTodoKind: 'handle' });
    await screen.findByText('您有新的维修工单待处理');
    expect(s.calls).toContain('GET list/11/2?pageNum=1&pageSize=100&todoKind=handle');
    expect(s.calls.some((c) => c.startsWith('GET list/11/1'))).toBe(false);
    expect(tab('待办')).toHaveAttribute('aria-selected', 'true');
  });
});

describe('MessageDrawer: list (docs/requirements.md §2 "Message drawer")', () => {
  it('loads the messages tab with title, device, task number, time and unread dots; the to-do tab on its own', async () => {
    renderDrawer();
    expect(screen.getByText('消息中心')).toBeInTheDocument();
    expect(screen.getByText('上海第一水厂')).toBeInTheDocument();
    await screen.findByText('设备故障告警');
    expect(s.calls).toEqual(['GET list/11/1?pageNum=1&pageSize=100']);
    const fault = item(1);
    expect(within(fault).getByText('设备：SH01-P-001 1#送水泵')).toBeInTheDocument();
    expect(within(fault).getByText('工单编号：GZ001')).toBeInTheDocument();
    expect(within(fault).getByText('2026-03-02 16:00:00')).toBeInTheDocument();
    expect(labelled('未读', fault)).toHaveLength(1);
    expect(labelled('未读', item(2))).toHaveLength(0);
    expect(buttonOr('标为已读', item(2))).toBeNull();
    expect(within(item(3)).getByText('日报填报')).toBeInTheDocument();
    expect(within(item(3)).getByText('2026-03-01')).toBeInTheDocument();
    expect(screen.getByText('共 3 条')).toBeInTheDocument();
    expect(button('全部已读')).toBeEnabled();
    expect(button('清空消息')).toBeEnabled();

    // The to-do tab has no read-all or clear.
    fireEvent.click(tab('待办'));
    await screen.findByText('您有新的维修工单待处理');
    expect(screen.queryByText('设备故障告警')).not.toBeInTheDocument();
    expect(s.calls.at(-1)).toBe('GET list/11/2?pageNum=1&pageSize=100');
    expect(buttonOr('全部已读')).not.toBeInTheDocument();
    expect(buttonOr('清空消息')).not.toBeInTheDocument();
  });

  it('loads nothing while closed, and loads again at every opening and factory change', async () => {
    s.rows['12/1'] = [aMessage({ msgId: 9, msgTitle: '苏州的消息', factoryId: 12 })];
    const view = renderDrawer({ open: false });
    await settle();
    expect(s.calls).toEqual([]);
    view.rerenderWith({ open: true });
    await screen.findByText('设备故障告警');
    view.rerenderWith({ open: true, factoryId: 12 });
    await screen.findByText('苏州的消息');
    expect(screen.queryByText('设备故障告警')).not.toBeInTheDocument();
    expect(s.calls).toEqual(['GET list/11/1?pageNum=1&pageSize=100', 'GET list/12/1?pageNum=1&pageSize=100']);
  });

  it('loads further pages on demand', async () => {
    // Pages of two rows, whatever size the drawer asks for (it asks for 100, MESSAGE_PAGE_SIZE).
    s.pageSize = 2;
    s.rows['11/1'] = Array.from({ length: 3 }, (_, i) => aMessage({ msgId: 1000 - i, msgTitle: `m${i}` }));
    renderDrawer();
    await screen.findByText('m1');
    expect(screen.queryByText('m2')).not.toBeInTheDocument();
    expect(screen.getByText('共 3 条')).toBeInTheDocument();
    fireEvent.click(screen.getByText('加载更多'));
    await screen.findByText('m2');
    expect(s.calls).toEqual(['GET list/11/1?pageNum=1&pageSize=100', 'GET list/11/1?pageNum=2&pageSize=100']);
    expect(document.querySelectorAll('.woms-message-item')).toHaveLength(3);
    expect(screen.queryByText('加载更多')).not.toBeInTheDocument();
  });

  it('shows the empty state without a factory and calls nothing', async () => {
    renderDrawer({ factoryId: null });
    expect(screen.getByText('暂无数据', { selector: EMPTY })).toBeInTheDocument();
    await settle();
    expect(s.calls).toEqual([]);
  });
});

describe('MessageDrawer: read and delete (docs/requirements.md §4 "Message", §8)', () => {
  it('marks one message read', async () => {
    renderDrawer();
    await screen.findByText('设备故障告警');
    fireEvent.click(button('标为已读', item(1)));
    await waitFor(() => expect(labelled('未读', item(1))).toHaveLength(0));
    expect(s.calls.at(-1)).toBe('GET read/1');
    expect(onCountsChanged.mock.calls).toEqual([[11]]);
    // The badge's count is fetched again, so it is right even while the count channel is down.
    await waitFor(() => expect(s.countCalls).toEqual([11]));
    // Unread in both tabs of factory 11: message 3 and to-do 4.
    await waitFor(() => expect(messageCounts()[11]).toBe(2));
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('marks all read after the 温馨提示 confirm, and not when cancelled', async () => {
    renderDrawer();
    await screen.findByText('设备故障告警');
    fireEvent.click(button('全部已读'));
    expect(await screen.findByText('温馨提示', { selector: '.ant-modal-confirm-title' })).toBeInTheDocument();
    expect(screen.getByText('确定将全部消息标记为已读吗？')).toBeInTheDocument();
    fireEvent.click(cancelButton());
    await waitFor(() => expect(screen.queryByText('确定将全部消息标记为已读吗？')).not.toBeInTheDocument());
    expect(s.calls).toEqual(['GET list/11/1?pageNum=1&pageSize=100']);

    fireEvent.click(button('全部已读'));
    await screen.findByText('确定将全部消息标记为已读吗？');
    fireEvent.click(okButton());
    await waitFor(() => expect(labelled('未读')).toHaveLength(0));
    expect(s.calls.slice(1)).toEqual(['GET read/11/1', 'GET list/11/1?pageNum=1&pageSize=100']);
    expect(await screen.findByText('操作成功')).toBeInTheDocument();
    expect(onCountsChanged.mock.calls).toEqual([[11]]);
  });

  it('deletes one message', async () => {
    renderDrawer();
    await screen.findByText('设备故障告警');
    fireEvent.click(button('删除', item(2)));
    await waitFor(() => expect(screen.queryByText('保养工单已被审核通过')).not.toBeInTheDocument());
    expect(s.calls.slice(1)).toEqual(['DELETE del/2', 'GET list/11/1?pageNum=1&pageSize=100']);
    expect(screen.getByText('共 2 条')).toBeInTheDocument();
    expect(onCountsChanged.mock.calls).toEqual([[11]]);
  });

  it('clears the tab after the confirm; the empty tab shows 暂无数据, with read-all and clear disabled', async () => {
    renderDrawer();
    await screen.findByText('设备故障告警');
    fireEvent.click(button('清空消息'));
    await screen.findByText('确定清空全部消息吗？');
    fireEvent.click(okButton());
    expect(await screen.findByText('暂无数据', { selector: EMPTY })).toBeInTheDocument();
    expect(s.calls.slice(1)).toEqual(['DELETE del/11/1', 'GET list/11/1?pageNum=1&pageSize=100']);
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    expect(onCountsChanged.mock.calls).toEqual([[11]]);
    expect(button('全部已读')).toBeDisabled();
    expect(button('清空消息')).toBeDisabled();
  });

  it("shows the server's msg as an error when a delete fails, and keeps the message", async () => {
    s.deleteFailure = { status: 404, msg: '消息不存在' };
    renderDrawer();
    await screen.findByText('设备故障告警');
    fireEvent.click(button('删除', item(1)));
    const shown = await screen.findByText('消息不存在');
    expect(shown.closest('.ant-message-notice-content')?.querySelector('.ant-message-error')).not.toBeNull();
    expect(item(1)).toBeInTheDocument();
    expect(s.calls.slice(1)).toEqual(['DELETE del/1']);
    expect(onCountsChanged).not.toHaveBeenCalled();
    await waitFor(() => expect(button('删除', item(1))).toBeEnabled());
  });
});
