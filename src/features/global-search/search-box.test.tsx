/**
 * The top bar's global search (docs/search.md): pages found at once by title or pinyin initials, the server asked
 * once 300 ms after the typing stops (fake timers), grouped hits opened with the keyboard or the mouse, a hit whose
 * page the user cannot open left out, 无匹配结果 when nothing matches, Ctrl+K focusing the box.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchResult } from '@contract/search';
import { PAGE_PATHS } from '@/shared/routes/paths';
import type { SearchablePage } from '@/shared/search/page-match';
import { saveTokens } from '@/shared/storage/token-storage';
import { AppWrapper } from '../../../tests/console/render';
import { api, server, setupMsw } from '../../../tests/console/server';
import { SearchBox } from './search-box';
import { SEARCH_DEBOUNCE_MS } from './search-panel';

setupMsw();

const page = (path: string, trail: string[]): SearchablePage => ({
  path,
  title: trail[trail.length - 1]!,
  trail,
  hidden: false,
});
const PAGES = [
  page('/DailyData/DailyReportFilling', ['生产运营', '日报数据', '日报填报']),
  page(PAGE_PATHS.WARRANTY_TASKS, ['设备工单', '工单任务', '维修工单']),
  page(PAGE_PATHS.DEVICE_LEDGER, ['资产管理', '资产台账', '设备台账']),
];
const EMPTY: SearchResult = { orders: [], devices: [], meters: [], users: [] };
const ORDER = {
  taskId: 7,
  taskNo: 'WX202611210001',
  kind: 'fix' as const,
  status: 1,
  factoryId: 11,
  factoryName: '上海第一水厂',
  deviceName: '1号提升泵',
};

/** Answers `answer` to every search, recording the texts asked. */
function serve(answer: SearchResult) {
  const asked: string[] = [];
  server.use(
    http.get(api('/system/search'), ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('q') ?? '');
      return HttpResponse.json({ code: 200, msg: '操作成功', data: answer });
    }),
  );
  return asked;
}

/** The box, focused once so that its panel has loaded (lazily, as in the console). */
async function renderBox(pages = PAGES) {
  const onOpen = vi.fn();
  render(
    <AppWrapper>
      <SearchBox pages={pages} onOpen={onOpen} />
    </AppWrapper>,
  );
  const box = screen.getByTestId('menu-search');
  fireEvent.focus(box);
  await shown(() => screen.getByText(/拼音首字母/));
  return { onOpen, box };
}

/**
 * Typing, keys and clicks as synchronous events: with setTimeout faked (the debounce), user-event's and findBy's
 * waits would never end; vi.waitFor keeps real timers.
 */
function type(box: HTMLElement, text: string) {
  fireEvent.focus(box);
  for (let i = 1; i <= text.length; i++) fireEvent.change(box, { target: { value: text.slice(0, i) } });
}
const press = (box: HTMLElement, key: string) => fireEvent.keyDown(box, { key });
const shown = <T,>(find: () => T) => vi.waitFor(find, { timeout: 5000 });

/**
 * Past the debounce. The timers stay faked: the waits that follow (vi.waitFor) move them on, which the request's own
 * timers (msw's, TanStack Query's) need too.
 */
async function afterDebounce() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
  });
}

beforeEach(() => {
  saveTokens({
    accessToken: 'access-1',
    refreshToken: 'refresh-1',
    expiresIn: 60,
    clientId: 'woms',
    userId: 1,
    username: 'admin',
  });
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('SearchBox', () => {
  it('finds a page by pinyin initials at once and opens it with Enter', async () => {
    const asked = serve(EMPTY);
    const { onOpen, box } = await renderBox();
    type(box, 'rbtb');
    expect(await shown(() => screen.getByRole('option', { name: /日报填报/ }))).toBeInTheDocument();
    expect(screen.getByText('生产运营 / 日报数据 / 日报填报')).toBeInTheDocument();
    expect(asked).toEqual([]);
    press(box, 'Enter');
    expect(onOpen).toHaveBeenCalledWith('/DailyData/DailyReportFilling');
  });

  it('asks the server once, 300 ms after the typing stops, and opens an order on its page', async () => {
    const asked = serve({
      ...EMPTY,
      orders: [ORDER, { ...ORDER, taskId: 8, taskNo: 'BY202611210001', kind: 'maint' }],
    });
    const { onOpen, box } = await renderBox();
    type(box, 'WX2026');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1);
    });
    expect(asked).toEqual([]);
    await afterDebounce();
    await shown(() => expect(asked).toEqual(['WX2026']));
    const option = await shown(() => screen.getByRole('option', { name: /WX202611210001/ }));
    expect(option).toHaveTextContent('维修工单 · 处理中 · 上海第一水厂 · 1号提升泵');
    expect(screen.getByText('工单')).toBeInTheDocument();
    // The maintenance order's pages are not the user's: it is left out.
    expect(screen.queryByText('BY202611210001')).not.toBeInTheDocument();
    await shown(() => expect(box).toHaveAttribute('aria-activedescendant', option.id));
    press(box, 'Enter');
    expect(onOpen).toHaveBeenCalledWith(`${PAGE_PATHS.WARRANTY_TASKS}?factoryId=11&taskNo=WX202611210001`);
  });

  it('moves through the groups with the arrow keys and opens a device in its ledger with a click', async () => {
    serve({
      ...EMPTY,
      devices: [{ id: 3, code: 'P-01', name: '1号提升泵', factoryId: 11, factoryName: '上海第一水厂' }],
      users: [{ userId: 2, userName: 'operator', nickName: '运维员小王' }],
    });
    const { onOpen, box } = await renderBox();
    type(box, 'P-01');
    await afterDebounce();
    const device = await shown(() => screen.getByRole('option', { name: /P-01/ }));
    // Users need 用户管理 among the user's pages: not here.
    expect(screen.queryByText('运维员小王')).not.toBeInTheDocument();
    expect(box).toHaveAttribute('aria-activedescendant', device.id);
    press(box, 'ArrowDown');
    expect(box).toHaveAttribute('aria-activedescendant', device.id);
    fireEvent.click(device);
    expect(onOpen).toHaveBeenCalledWith(`${PAGE_PATHS.DEVICE_LEDGER}?factoryId=11&keyword=P-01`);
  });

  it('offers users to whom 用户管理 is open', async () => {
    serve({ ...EMPTY, users: [{ userId: 2, userName: 'operator', nickName: '运维员小王' }] });
    const { onOpen, box } = await renderBox([
      ...PAGES,
      page(PAGE_PATHS.USER_MANAGEMENT, ['应用系统', '系统管理', '用户管理']),
    ]);
    type(box, 'oper');
    await afterDebounce();
    fireEvent.click(await shown(() => screen.getByRole('option', { name: /运维员小王/ })));
    expect(onOpen).toHaveBeenCalledWith(`${PAGE_PATHS.USER_MANAGEMENT}?userName=operator`);
  });

  it('says 无匹配结果 when neither the pages nor the server match', async () => {
    const asked = serve(EMPTY);
    const { box } = await renderBox();
    type(box, 'zzqqxx');
    await afterDebounce();
    expect(await shown(() => screen.getByText('无匹配结果'))).toBeInTheDocument();
    expect(asked).toEqual(['zzqqxx']);
    expect(screen.queryAllByRole('option')).toEqual([]);
  });

  it('says so when the server fails, still showing the pages', async () => {
    server.use(
      http.get(api('/system/search'), () => HttpResponse.json({ code: 500, msg: 'x' }, { status: 500 })),
    );
    const { box } = await renderBox();
    type(box, '日报');
    await afterDebounce();
    expect(
      await shown(() => screen.getByText('工单、设备与用户暂时无法搜索，仅显示页面')),
    ).toBeInTheDocument();
    expect(screen.getByRole('option', { name: /日报填报/ })).toBeInTheDocument();
  });

  it('asks nothing for one character, and Ctrl+K focuses the box', async () => {
    const asked = serve(EMPTY);
    const { box } = await renderBox();
    expect(box).not.toHaveFocus();
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    expect(box).toHaveFocus();
    // One character, which no page title, trail or pinyin holds.
    type(box, '9');
    await afterDebounce();
    expect(await shown(() => screen.getByText('无匹配结果'))).toBeInTheDocument();
    expect(asked).toEqual([]);
  });
});
