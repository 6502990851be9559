import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REFRESH_MS } from './use-screen-refresh';
import { sayLive } from '@/shared/live/testing/live-frames';
import InternalScreenPage, { LIVE_DEBOUNCE_MS } from './internal-screen-page';
import { installFakeCanvas, internalScreen, ok } from './screens.fixtures';
import { renderAt } from '../../../tests/console/render';
import { api, server, setupMsw } from '../../../tests/console/server';

setupMsw();
installFakeCanvas();

const FRAME_MS = 17;

let asked = 0;
let down = false;
let answer = internalScreen();

beforeEach(() => {
  localStorage.setItem('access_token', 'acc');
  asked = 0;
  down = false;
  answer = internalScreen();
  server.use(
    http.get(api('/screen/internal'), () => {
      asked += 1;
      return down
        ? HttpResponse.json({ code: 500, msg: '服务器内部错误' }, { status: 500 })
        : HttpResponse.json(ok(answer));
    }),
  );
  // Only intervals are faked (the refresh and the clock; none may be left): msw and the client keep real timeouts.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});
afterEach(() => vi.useRealTimers());

const renderScreen = () => renderAt('/', [{ path: '/', element: <InternalScreenPage /> }]);

describe('InternalScreenPage (docs/requirements.md §2 /InternalLargeScreen)', () => {
  it('shows the figures of the caller’s factories, names as text', async () => {
    renderScreen();
    expect(await screen.findByTestId('screen-overdue-count')).toHaveTextContent('3');
    expect(screen.getByText('运维监控大屏')).toBeInTheDocument();
    const overdue = screen.getByTestId('screen-overdue');
    expect(within(overdue).getByText(/WX20260301001/)).toBeInTheDocument();
    expect(within(overdue).getByText('超期 1 天 2 小时')).toBeInTheDocument();
    expect(screen.getByTestId('screen-alarm-total')).toHaveTextContent('4');
    expect(screen.getByTestId('screen-energy-electricity')).toHaveTextContent('1,200kWh');
    expect(screen.getByTestId('screen-energy-electricity')).toHaveTextContent('+20.0%');
    expect(screen.getByTestId('screen-water-today')).toHaveTextContent('−10.0%');
    expect(screen.getByTestId('screen-factory-11')).toHaveTextContent('告警');
    // A name with markup stays text.
    expect(screen.getByTestId('screen-factory-12')).toHaveTextContent('<b>苏州</b>能源站');
    expect(screen.getByTestId('screen-factory-12').querySelector('b')).toBeNull();
    const events = screen.getByTestId('screen-events-list');
    expect(within(events).getByText(/仪表离线 出厂水流量计/)).toBeInTheDocument();
    expect(within(events).getAllByRole('listitem')[0]).toHaveTextContent('09:58');
  });

  it('in the first hour of a day shows no energy or water figure and no comparison, but says why', async () => {
    answer = internalScreen({
      serverTime: '2027-02-01 00:05:00',
      asOf: '2027-02-01 00:00:00',
      todayHours: 0,
    });
    renderScreen();
    const electricity = await screen.findByTestId('screen-energy-electricity');
    expect(electricity).toHaveTextContent('—');
    expect(electricity).toHaveTextContent('今日数据不足一小时');
    expect(electricity).not.toHaveTextContent('较昨日同期');
    expect(electricity).not.toHaveTextContent('kWh');
    const water = screen.getByTestId('screen-water-today');
    expect(water).toHaveTextContent('今日数据不足一小时');
    expect(water).not.toHaveTextContent('无出厂水计量');
    expect(water).not.toHaveTextContent('较昨日同期');
    expect(screen.getByTestId('screen-factory-11')).toHaveTextContent('今日用电—');
    expect(screen.getByTestId('screen-factory-11')).not.toHaveTextContent('kWh');
  });

  it('asks again every 30 s; a failed refresh keeps the figures with a stale badge; unmounted, no timer is left', async () => {
    const view = renderScreen();
    await screen.findByTestId('screen-overdue-count');
    expect(asked).toBe(1);

    answer = internalScreen({ overdue: { count: 9, top: [] } });
    act(() => {
      vi.advanceTimersByTime(REFRESH_MS);
    });
    await waitFor(() => expect(screen.getByTestId('screen-overdue-count')).toHaveTextContent('9'));
    expect(asked).toBe(2);

    down = true;
    act(() => {
      vi.advanceTimersByTime(REFRESH_MS);
    });
    expect(await screen.findByTestId('screen-stale')).toHaveTextContent('数据更新失败');
    expect(asked).toBe(3);
    expect(screen.getByTestId('screen-overdue-count')).toHaveTextContent('9');
    // Silent: a wall display shows no error toast.
    expect(screen.queryByText('服务器内部错误')).not.toBeInTheDocument();

    down = false;
    act(() => {
      vi.advanceTimersByTime(REFRESH_MS);
    });
    await waitFor(() => expect(screen.queryByTestId('screen-stale')).not.toBeInTheDocument());

    view.unmount();
    // One animation frame (jsdom runs them on an interval) for the disposed charts' drawing loop to end.
    act(() => {
      vi.advanceTimersByTime(FRAME_MS);
    });
    expect(vi.getTimerCount()).toBe(0);
    act(() => {
      vi.advanceTimersByTime(REFRESH_MS * 4);
    });
    expect(asked).toBe(4);
  });

  it('says so when the first load fails, and shows the figures once a retry succeeds', async () => {
    down = true;
    renderScreen();
    await waitFor(() => expect(screen.getByTestId('screen-first-load')).toHaveTextContent('数据加载失败'));
    down = false;
    act(() => {
      vi.advanceTimersByTime(REFRESH_MS);
    });
    expect(await screen.findByTestId('screen-overdue-count')).toHaveTextContent('3');
  });

  it('asks again once, shortly after the last of a burst of live frames that may move it', async () => {
    renderScreen();
    await screen.findByTestId('screen-overdue-count');
    expect(asked).toBe(1);
    // The debounce is a timeout: faked from here on (vi.waitFor keeps real ones).
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    answer = internalScreen({ overdue: { count: 9, top: [] } });
    sayLive('alarms', { alarmsChanged: [11] });
    await vi.advanceTimersByTimeAsync(LIVE_DEBOUNCE_MS / 2);
    sayLive('count', { factoryId: 11, msgCount: 2 });
    await vi.advanceTimersByTimeAsync(LIVE_DEBOUNCE_MS / 2);
    sayLive('connected', undefined);
    await vi.advanceTimersByTimeAsync(LIVE_DEBOUNCE_MS - 1);
    expect(asked).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(screen.getByTestId('screen-overdue-count')).toHaveTextContent('9'));
    expect(asked).toBe(2);
  });
});
