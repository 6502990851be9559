/** The message drawer on the live task channel (docs/requirements.md §2 "Message drawer", §4 "Message"). */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { useLiveHub } from '@/shared/live/live-hub';
import type { fakeSockets } from '@/shared/live/testing/fake-socket';
import { sayLive } from '@/shared/live/testing/live-frames';
import { api, server, setupMsw } from '../../../tests/console/server';
import { tab } from '../../../tests/console/queries';
import { settle } from '../../../tests/console/settle';
import { EMPTY, endDrawerTest, listedRows, renderDrawer, startDrawerTest } from './message-drawer.fixtures';
import { aMessage, type FakeServer } from './messages.fixtures';

setupMsw();

let s: FakeServer;
let sockets: ReturnType<typeof fakeSockets>;
beforeEach(() => ({ s, sockets } = startDrawerTest()));
afterEach(endDrawerTest);

describe('MessageDrawer: live task channel (docs/requirements.md §2 "Message drawer", §4 "Message")', () => {
  const taskSockets = () => sockets.all.filter((x) => x.url.includes('/api/ws/task/admin?'));
  const openTaskSocket = async () => {
    await waitFor(() => expect(taskSockets()).toHaveLength(1));
    const socket = taskSockets()[0];
    if (!socket) throw new Error('no task socket');
    act(() => socket.open());
    return socket;
  };

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
    await waitFor(() => expect(listedRows()).toEqual(['message-50', 'message-1', 'message-2', 'message-3']));
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
      expect(listedRows()).toEqual(['message-51', 'message-50', 'message-1', 'message-2', 'message-3']),
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
    await waitFor(() => expect(listedRows()).toEqual(['message-62', 'message-4']));
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
    await waitFor(() => expect(listedRows()).toEqual(['message-50', 'message-1', 'message-2', 'message-3']));
    await settle();
    expect(listedRows()).toEqual(['message-50', 'message-1', 'message-2', 'message-3']);
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
    await waitFor(() => expect(listedRows()).toEqual(['message-5']));
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
