import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ExternalScreenPage from './external-screen-page';
import { installFakeCanvas, ok, publicOverview } from './screens.fixtures';
import { REFRESH_MS } from './use-screen-refresh';
import { renderAt } from '../../../tests/console/render';
import { api, server, setupMsw } from '../../../tests/console/server';

setupMsw();
installFakeCanvas();

const FRAME_MS = 17;

let asked = 0;
let answer = publicOverview();

beforeEach(() => {
  asked = 0;
  answer = publicOverview();
  server.use(
    http.get(api('/screen/public/overview'), () => {
      asked += 1;
      return HttpResponse.json(ok(answer));
    }),
  );
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});
afterEach(() => vi.useRealTimers());

describe('ExternalScreenPage (docs/requirements.md §2 /ExternalScreen)', () => {
  it('in the first hour of the first of a month shows no figure of today or of the month, and says why', async () => {
    answer = publicOverview({
      serverTime: '2027-02-01 00:05:00',
      asOf: '2027-02-01 00:00:00',
      todayHours: 0,
    });
    renderAt('/ExternalScreen', [{ path: '/ExternalScreen', element: <ExternalScreenPage /> }]);
    const today = await screen.findByTestId('public-water-today');
    expect(today).toHaveTextContent('—');
    expect(today).toHaveTextContent('今日数据不足一小时');
    expect(screen.getByTestId('public-water-month')).toHaveTextContent('本月数据不足一小时');
    expect(screen.getByTestId('public-energy-electricity')).toHaveTextContent('—');
    expect(screen.getByTestId('public-energy-electricity')).not.toHaveTextContent('kWh');
    const plants = within(screen.getByTestId('public-plants'));
    expect(plants.getByText('苏州工业园能源站').closest('tr')).toHaveTextContent('苏州工业园能源站能源站——');
  });

  it('on a later day of the month, in its first hour, still shows the month', async () => {
    answer = publicOverview({
      serverTime: '2027-02-02 00:05:00',
      asOf: '2027-02-02 00:00:00',
      todayHours: 0,
    });
    renderAt('/ExternalScreen', [{ path: '/ExternalScreen', element: <ExternalScreenPage /> }]);
    expect(await screen.findByTestId('public-water-today')).toHaveTextContent('今日数据不足一小时');
    expect(screen.getByTestId('public-water-month')).toHaveTextContent('1,020,000m³');
  });

  it('shows the public aggregates without a session and asks again every 30 s', async () => {
    const view = renderAt('/ExternalScreen', [{ path: '/ExternalScreen', element: <ExternalScreenPage /> }]);
    expect(await screen.findByTestId('public-water-today')).toHaveTextContent('36,000m³');
    expect(screen.getByTestId('public-water-month')).toHaveTextContent('1,020,000m³');
    expect(screen.getByTestId('public-energy-electricity')).toHaveTextContent('5,200kWh');
    expect(screen.getByTestId('public-orders-completed')).toHaveTextContent('87');
    const plants = within(screen.getByTestId('public-plants'));
    expect(plants.getByText('苏州工业园能源站').closest('tr')).toHaveTextContent(
      '苏州工业园能源站能源站—400',
    );
    expect(document.title).toMatch(/^数据大屏 - /);

    answer = { ...answer, water: { today: 40000, month: 1_024_000 } };
    act(() => {
      vi.advanceTimersByTime(REFRESH_MS);
    });
    await waitFor(() => expect(screen.getByTestId('public-water-today')).toHaveTextContent('40,000m³'));
    expect(asked).toBe(2);
    view.unmount();
    // One animation frame (jsdom runs them on an interval) for the disposed charts' drawing loop to end.
    act(() => {
      vi.advanceTimersByTime(FRAME_MS);
    });
    expect(vi.getTimerCount()).toBe(0);
  });
});
