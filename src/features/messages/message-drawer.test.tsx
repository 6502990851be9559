import { useEffect, useState } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AreaNode } from '@contract/system';
import { usePermissionStore } from '@/shared/permissions';
import { resetNotifier } from '@/shared/ui/notify';
import { renderAt } from '../../../tests/console/render';
import { http, HttpResponse } from 'msw';
import { api, server, setupMsw } from '../../../tests/console/server';
import { button, buttonOr, labelled, tab } from '../../../tests/console/queries';
import { settle } from '../../../tests/console/settle';
import { user } from '../../../tests/console/user';
import { setLiveSocketFactory, useLiveHub } from '@/shared/live/live-hub';
import { fakeSockets } from '@/shared/live/testing/fake-socket';
import { sayLive } from '@/shared/live/testing/live-frames';
import { messageCounts } from './live/message-counts';
import { MessageDrawer, type MessageDrawerProps } from './message-drawer';
import { aMessage, fakeServer, messageHandlers, type FakeServer } from './messages.fixtures';

setupMsw();

let s: FakeServer;
let sockets: ReturnType<typeof fakeSockets>;
const onCountsChanged = vi.fn();
const onNavigate = vi.fn();

beforeEach(() => {
  localStorage.setItem('access_token', 'acc');
  resetNotifier();
  onCountsChanged.mockReset();
  onNavigate.mockReset();
  usePermissionStore
    .getState()
    .grant(['system:fix:handle', 'om:daily:import', 'system:maintain:handle'], false);
  s = fakeServer();
  s.rows['11/1'] = [
    aMessage({ msgId: 1, msgTitle: '设备故障告警', taskType: 1, taskNo: 'GZ001', taskStatus: null }),
    aMessage({
      msgId: 2,
      msgTitle: '保养工单已被审核通过',
      taskType: 2,
      taskNo: 'BY002',
      taskStatus: 2,
      isRead: 1,
    }),
    aMessage({
      msgId: 3,
      msgTitle: '请尽快填写3月1日日报',
      taskType: 0,
      taskNo: '',
      deviceShowCode: '',
      deviceName: '',
      taskStatus: null,
      urgeType: 1,
      urgeTypeLabel: '日报填报',
      fillDate: '2026-03-01',
    }),
  ];
  s.rows['11/2'] = [aMessage({ msgId: 4, msgTitle: '您有新的维修工单待处理' })];
  server.use(...messageHandlers(s));
  sockets = fakeSockets();
  setLiveSocketFactory(sockets.create);
});
afterEach(() => {
  usePermissionStore.getState().reset();
  useLiveHub.getState().stop();
  setLiveSocketFactory(null);
});

const TREE: AreaNode[] = [
  {
    id: 1,
    parentId: 0,
    label: '华东片区',
    type: 'area',
    code: 'A1',
    children: [
      { id: 11, parentId: 1, label: '上海第一水厂', type: 'factory', code: 'F11' },
      { id: 12, parentId: 1, label: '苏州工业园能源站', type: 'factory', code: 'F12' },
    ],
  },
];

/** Lets a test change the drawer's props after the render (rerender would drop renderAt's providers). */
let setProps: (next: Partial<MessageDrawerProps>) => void = () => undefined;

function Harness(initial: MessageDrawerProps) {
  const [props, set] = useState(initial);
  useEffect(() => {
    setProps = (next) => set((prev) => ({ ...prev, ...next }));
  }, []);
  return <MessageDrawer {...props} />;
}

function renderDrawer(props: Partial<MessageDrawerProps> = {}) {
  const all: MessageDrawerProps = {
    open: true,
    onClose: () => undefined,
    factoryId: 11,
    factoryTree: TREE,
    onCountsChanged,
    onNavigate,
    ...props,
  };
  renderAt('/', [{ path: '/', element: <Harness {...all} /> }]);
  return { rerenderWith: (next: Partial<MessageDrawerProps>) => act(() => setProps(next)) };
}

const EMPTY = '.ant-empty-description';
const item = (msgId: number) => screen.getByTestId(`message-${msgId}`);
const listedRows = () =>
  [...document.querySelectorAll('.woms-message-item')].map((li) => li.getAttribute('data-testid'));
const okButton = () => button(/^确\s?定$/);
/** The last click's flow has ended: the messages are clickable again. */
const idle = () => waitFor(() => expect(document.querySelector('.woms-message-item-body')).toBeEnabled());
const cancelButton = () => button(/^取\s?消$/);

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

describe('MessageDrawer: live task channel (docs/requirements.md §2 "Message drawer", §4 "Message")', () => {
  const taskSockets = () => sockets.all.filter((x) => x.url.includes('/api/ws/task/admin?'));
  const openTaskSocket = async () => {
    await waitFor(() => expect(taskSockets()).toHaveLength(1));
    const socket = taskSockets()[0];
    if (!socket) throw new Error('no task socket');
    act(() => socket.open());
    return socket;
  };
  const listed = () =>
    [...document.querySelectorAll('.woms-message-item')].map((li) => li.getAttribute('data-testid'));

  beforeEach(() => {
    useLiveHub.getState().start('admin');
  });

  it('opens the task channel with the drawer and ends it when the drawer closes', async () => {
    const view = renderDrawer({ open: false });
    await settle();
    expect(taskSockets()).toHaveLength(0);
    view.rerenderWith({ open: true });
    const socket = await openTaskSocket();
    view.rerenderWith({ open: false });
    expect(socket.closedWith).toBe(1000);
    await settle();
    expect(taskSockets()).toHaveLength(1);
  });

  it('puts a new message of the factory and tab on screen at the top, never twice', async () => {
    renderDrawer();
    await screen.findByText('设备故障告警');
    const socket = await openTaskSocket();
    const fresh = aMessage({ msgId: 50, msgTitle: '新的故障 <b>告警</b>', taskType: 1 });
    act(() => socket.receive({ factoryId: 11, msgType: 1, lang: 'zh', taskMsg: fresh }));
    // The cache tells the list after the frame's task (TanStack notifies asynchronously).
    await waitFor(() => expect(listed()).toEqual(['message-50', 'message-1', 'message-2', 'message-3']));
    // Rendered as text, not markup.
    expect(screen.getByText('新的故障 <b>告警</b>')).toBeInTheDocument();
    expect(screen.getByText('共 4 条')).toBeInTheDocument();

    act(() => socket.receive({ factoryId: 11, msgType: 1, lang: 'zh', taskMsg: fresh }));
    act(() =>
      socket.receive({
        factoryId: 11,
        msgType: 1,
        lang: 'zh',
        taskMsg: aMessage({ msgId: 2, msgTitle: 'x' }),
      }),
    );
    act(() => socket.receive({ factoryId: 12, msgType: 1, lang: 'zh', taskMsg: aMessage({ msgId: 60 }) }));
    act(() => socket.receive({ factoryId: 11, msgType: 2, lang: 'zh', taskMsg: aMessage({ msgId: 61 }) }));
    // A new message after them: once it is on screen, whatever the frames above did is too (notified in order).
    act(() =>
      socket.receive({
        factoryId: 11,
        msgType: 1,
        lang: 'zh',
        taskMsg: aMessage({ msgId: 51, msgTitle: '再一条' }),
      }),
    );
    await waitFor(() =>
      expect(listed()).toEqual(['message-51', 'message-50', 'message-1', 'message-2', 'message-3']),
    );
    expect(screen.getByText('共 5 条')).toBeInTheDocument();
    expect(screen.queryByText('x')).not.toBeInTheDocument();

    fireEvent.click(tab('待办'));
    await screen.findByText('您有新的维修工单待处理');
    act(() =>
      socket.receive({
        factoryId: 11,
        msgType: 2,
        lang: 'zh',
        taskMsg: aMessage({ msgId: 62, msgTitle: '新的待办' }),
      }),
    );
    await waitFor(() => expect(listed()).toEqual(['message-62', 'message-4']));
  });

  it('keeps a new message that comes while the list is asked again after a reconnect, whose answer lacks it', async () => {
    renderDrawer();
    await screen.findByText('设备故障告警');
    const socket = await openTaskSocket();
    // The reload after a reconnect is answered with the rows from before the message was written, once it comes.
    const before = [...(s.rows['11/1'] ?? [])];
    let release: (() => void) | null = null;
    server.use(
      http.get(
        api('/system/base/task/msg/list/:factoryId/:tab'),
        async () => {
          await new Promise<void>((resolve) => (release = resolve));
          return HttpResponse.json({ code: 200, msg: '操作成功', rows: before, total: before.length });
        },
        { once: true },
      ),
    );
    act(() => useLiveHub.setState((hub) => ({ taskReopened: hub.taskReopened + 1 })));
    await waitFor(() => expect(release).not.toBeNull());
    const fresh = aMessage({ msgId: 50, msgTitle: '重连时写入的', taskType: 1 });
    s.rows['11/1']?.unshift(fresh);
    act(() => socket.receive({ factoryId: 11, msgType: 1, lang: 'zh', taskMsg: fresh }));
    act(() => release?.());
    await settle();
    await waitFor(() => expect(listed()).toEqual(['message-50', 'message-1', 'message-2', 'message-3']));
    await settle();
    expect(listed()).toEqual(['message-50', 'message-1', 'message-2', 'message-3']);
  });

  it("asks the list again for a new message in another language than the console's (docs/i18n.md)", async () => {
    renderDrawer();
    await screen.findByText('设备故障告警');
    const socket = await openTaskSocket();
    s.rows['11/1']?.unshift(aMessage({ msgId: 80, msgTitle: '列表给的标题' }));
    const english = aMessage({ msgId: 80, msgTitle: 'A title in English' });
    act(() => socket.receive({ factoryId: 11, msgType: 1, lang: 'en', taskMsg: english }));
    expect(await screen.findByText('列表给的标题')).toBeInTheDocument();
    expect(screen.queryByText('A title in English')).not.toBeInTheDocument();
  });

  it('drops a to-do done with by anybody from the open to-do tab (docs/requirements.md §3 "To-do queue")', async () => {
    s.rows['11/2'] = [
      aMessage({ msgId: 4, msgTitle: '您有新的维修工单待处理', todoKind: 'handle' }),
      aMessage({ msgId: 5, msgTitle: '您有新的维修工单待派单', todoKind: 'dispatch' }),
    ];
    renderDrawer();
    await screen.findByText('设备故障告警');
    fireEvent.click(tab('待办'));
    await screen.findByText('您有新的维修工单待处理');
    expect(screen.getByText('共 2 条')).toBeInTheDocument();
    // Another factory's, and ids not listed, change nothing.
    act(() => sayLive('todosDone', { factoryId: 12, doneMsgIds: [4] }));
    act(() => sayLive('todosDone', { factoryId: 11, doneMsgIds: [99] }));
    act(() => sayLive('todosDone', { factoryId: 11, doneMsgIds: [4] }));
    await waitFor(() => expect(listed()).toEqual(['message-5']));
    expect(screen.getByText('共 1 条')).toBeInTheDocument();
    act(() => sayLive('todosDone', { factoryId: 11, doneMsgIds: [5] }));
    await waitFor(() => expect(document.querySelector(EMPTY)).toHaveTextContent('暂无数据'));
  });

  it('reloads the list when the task channel opens again after a drop', async () => {
    renderDrawer();
    await screen.findByText('设备故障告警');
    const socket = await openTaskSocket();
    s.rows['11/1']?.unshift(aMessage({ msgId: 70, msgTitle: '掉线时的消息' }));
    // Only the reconnect delay is faked, and only while it runs: clearTimeout stays real for the
    // heartbeat timer the open socket had started.
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      act(() => socket.drop(1006));
      await act(() => vi.advanceTimersByTimeAsync(4_000));
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(taskSockets()).toHaveLength(2));
    expect(screen.queryByText('掉线时的消息')).not.toBeInTheDocument();
    act(() => taskSockets()[1]?.open());
    expect(await screen.findByText('掉线时的消息')).toBeInTheDocument();
  });
});
