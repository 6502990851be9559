import { act, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOME_SUMMARY_PATH, type HomeSummary } from '@contract/home';
import type { TodoKind } from '@contract/message';
import { PERM } from '@contract/permissions';
import { useLocaleStore } from '@/shared/i18n';
import { sayAlarmsChanged, sayLive } from '@/shared/live/testing/live-frames';
import { usePermissionStore } from '@/shared/permissions';
import { queryClient } from '@/shared/query';
import { renderAt } from '../../../tests/console/render';
import { api, server, setupMsw } from '../../../tests/console/server';
import { user } from '../../../tests/console/user';
import { HomePage } from './home-page';
import { SETTLE_MS } from './live-summary';

setupMsw();

const OK = { code: 200, msg: '操作成功' };
const OVERDUE = {
  taskId: 7,
  taskNo: 'WX202611210007',
  kind: 'fix' as const,
  status: 1,
  factoryId: 11,
  factoryName: '上海第一水厂',
  deviceName: '1#提升泵',
  reportContent: '泵体异响',
  dueTime: '2026-11-20 09:00:00',
};
const SUMMARY: HomeSummary = {
  factoryId: 11,
  todos: [
    { kind: 'handle', count: 3 },
    { kind: 'accept', count: 1 },
    { kind: 'dailyFill', count: 2 },
    { kind: 'weeklyApproval', count: 1 },
  ],
  dueDay: '2026-11-20',
  dueWeek: '2026-11-10',
  openOrders: 4,
  overdueOrders: 1,
  orderKinds: [
    { kind: 'fix', open: 3, overdue: 1 },
    { kind: 'maint', open: 1, overdue: 0 },
  ],
  mostOverdue: [OVERDUE],
  alarms: [
    { kind: 1, count: 2 },
    { kind: 4, count: 5 },
  ],
};

/** Serves the summary (state.summary, the factory asked recorded) and home's area tree. */
function serve() {
  const state = { summary: SUMMARY, asked: [] as (string | null)[] };
  server.use(
    http.get(api(HOME_SUMMARY_PATH), ({ request }) => {
      state.asked.push(new URL(request.url).searchParams.get('factoryId'));
      return HttpResponse.json({ ...OK, data: state.summary });
    }),
    http.get(api('/system/area/tree/list'), () => HttpResponse.json({ ...OK, data: [] })),
  );
  return state;
}

function render(
  props: {
    onOpen?: (path: string) => void;
    onOpenAlarms?: (kind: number) => void;
    onOpenTodos?: (kind: TodoKind) => void;
  } = {},
) {
  return renderAt('/', [
    {
      path: '/',
      element: (
        <HomePage
          nickName="运维小王"
          roleNames={['运维人员']}
          permissionCount={3}
          isAdmin={false}
          subsystems={[]}
          factoryId={11}
          onEnter={() => undefined}
          onOpen={props.onOpen ?? (() => undefined)}
          onOpenAlarms={props.onOpenAlarms ?? (() => undefined)}
          onOpenTodos={props.onOpenTodos ?? (() => undefined)}
        />
      ),
    },
  ]);
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('access_token', 'acc');
  queryClient.clear();
});
afterEach(async () => {
  vi.useRealTimers();
  usePermissionStore.getState().reset();
  await useLocaleStore.getState().setLocale('zh-CN');
});

describe('HomePage working day', () => {
  it("shows the factory's figures and opens an overdue order on its page, filtered to it", async () => {
    usePermissionStore.getState().grant([PERM.FIX_HANDLE], false);
    const state = serve();
    const opened: string[] = [];
    render({ onOpen: (path) => opened.push(path) });

    const link = await screen.findByRole('button', { name: '查看工单 WX202611210007' });
    expect(state.asked).toEqual(['11']);
    expect(screen.getByTestId('home-open-orders')).toHaveTextContent('4');
    expect(screen.getByTestId('home-overdue-orders')).toHaveTextContent('1');
    expect(screen.getByText('应完成 2026-11-20 09:00:00')).toBeInTheDocument();
    expect(screen.getByText('1#提升泵 · 泵体异响')).toBeInTheDocument();
    await user.click(link);
    expect(opened).toEqual(['/WorkOrderTask/WarrantyTasks?factoryId=11&taskNo=WX202611210007']);
  });

  it('opens the list of the one kind holding the overdue orders, filtered to mine and overdue', async () => {
    usePermissionStore.getState().grant([PERM.FIX_LIST], false);
    serve();
    const opened: string[] = [];
    render({ onOpen: (path) => opened.push(path) });
    const figure = await screen.findByRole('button', { name: '查看我的已超期工单' });
    expect(figure).toHaveTextContent('1');
    await user.click(figure);
    expect(opened).toEqual(['/WorkOrderTask/WarrantyTasks?factoryId=11&myOrders=1&overdue=1']);
  });

  it('opens a menu of the kinds when the open orders span several, a kind not granted disabled', async () => {
    usePermissionStore.getState().grant([PERM.FIX_HANDLE], false);
    serve();
    const opened: string[] = [];
    render({ onOpen: (path) => opened.push(path) });
    await user.click(await screen.findByRole('button', { name: '查看我的未关闭工单' }));
    const fix = await screen.findByRole('menuitem', { name: '维修工单 3' });
    // the user holds neither code of the maintenance list: listed with its count, not a link
    expect(screen.getByRole('menuitem', { name: '保养工单 1' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(fix);
    expect(opened).toEqual(['/WorkOrderTask/WarrantyTasks?factoryId=11&myOrders=1']);
  });

  it('shows the order figures without a link to a user who may open none of their lists', async () => {
    usePermissionStore.getState().grant([PERM.MAINTAIN_LIST], false);
    const state = serve();
    state.summary = { ...SUMMARY, orderKinds: [{ kind: 'fix', open: 4, overdue: 1 }] };
    render();
    expect(await screen.findByTestId('home-open-orders')).toHaveTextContent('4');
    expect(screen.getByTestId('home-overdue-orders')).toHaveTextContent('1');
    expect(screen.queryByRole('button', { name: '查看我的未关闭工单' })).toBeNull();
    expect(screen.queryByRole('button', { name: '查看我的已超期工单' })).toBeNull();
  });

  it('lists an order the user may not open without a link', async () => {
    serve();
    render();
    expect(await screen.findByText('WX202611210007')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '查看工单 WX202611210007' })).toBeNull();
  });

  it("shows the order to-dos per kind, each opening the drawer's 待办 tab on its kind", async () => {
    serve();
    const kinds: TodoKind[] = [];
    render({ onOpenTodos: (kind) => kinds.push(kind) });
    const handle = await screen.findByTestId('home-todo-handle');
    expect(handle).toHaveTextContent('待处理');
    expect(handle).toHaveTextContent('3');
    expect(screen.getByTestId('home-todo-accept')).toHaveTextContent('1');
    // kinds with none, and the report kinds (the reports card's), are not here
    expect(screen.queryByTestId('home-todo-dispatch')).toBeNull();
    expect(screen.queryByTestId('home-todo-dailyFill')).toBeNull();
    await user.click(screen.getByRole('button', { name: '查看待验收' }));
    expect(kinds).toEqual(['accept']);
  });

  it('opens the fill page on the day due and the approval page of the factory; a page not granted is no link', async () => {
    usePermissionStore.getState().grant([PERM.DAILY_IMPORT], false);
    serve();
    const opened: string[] = [];
    render({ onOpen: (path) => opened.push(path) });
    const fill = await screen.findByTestId('home-report-dailyFill');
    expect(fill).toHaveTextContent('日报待填报');
    expect(fill).toHaveTextContent('2');
    await user.click(fill);
    expect(opened).toEqual(['/DailyData/DailyReportFilling?factoryId=11&time=2026-11-20']);
    // the weekly approval page is not the user's: its figure is shown without a link
    expect(screen.getByTestId('home-report-weeklyApproval')).toHaveTextContent('1');
    expect(screen.queryByRole('button', { name: /周报待审批/ })).toBeNull();
  });

  it('shows the active alarms per kind, each opening the alarm panel on its kind', async () => {
    serve();
    const kinds: number[] = [];
    render({ onOpenAlarms: (kind) => kinds.push(kind) });
    const collector = await screen.findByTestId('home-alarm-1');
    expect(collector).toHaveTextContent('采集器异常');
    expect(collector).toHaveTextContent('2');
    expect(screen.getByTestId('home-alarm-4')).toHaveTextContent('5');
    expect(screen.queryByTestId('home-alarm-2')).toBeNull();
    await user.click(screen.getByTestId('home-alarm-4'));
    expect(kinds).toEqual([4]);
  });

  it('asks again once after a burst of live frames, and shows what changed', async () => {
    const state = serve();
    render();
    await screen.findByText('WX202611210007');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    state.summary = {
      ...SUMMARY,
      openOrders: 3,
      overdueOrders: 0,
      orderKinds: [{ kind: 'fix', open: 3, overdue: 0 }],
      mostOverdue: [],
    };
    act(() => {
      sayLive('count', { factoryId: 11, msgCount: 2 });
      sayLive('todosDone', { factoryId: 11, doneMsgIds: [5] });
      sayAlarmsChanged([11]);
      sayLive('count', { factoryId: 11, msgCount: 1 });
    });
    act(() => {
      vi.advanceTimersByTime(SETTLE_MS - 1);
    });
    expect(state.asked).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    vi.useRealTimers();
    await waitFor(() => expect(screen.getByTestId('home-open-orders')).toHaveTextContent('3'));
    expect(state.asked).toHaveLength(2);
    expect(screen.getByText('没有超期工单')).toBeInTheDocument();
  });

  it('says the date with the weekday of the language on screen', async () => {
    serve();
    await useLocaleStore.getState().setLocale('en-US');
    render();
    const weekday = dayjs().locale('en').format('dddd');
    expect(
      await screen.findByText(new RegExp(`Today is \\d{4}-\\d{2}-\\d{2} ${weekday}`)),
    ).toBeInTheDocument();
    expect(await screen.findByText('My orders')).toBeInTheDocument();
    // an English comma after the English greeting
    expect(screen.getByText(/^Good (morning|day|afternoon|evening), 运维小王$/)).toBeInTheDocument();
  });
});
