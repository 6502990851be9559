import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WEATHER_TTL_MS, type ConsoleSettings, type Weather } from '@contract/top-bar';
import { CurrentFactoryContext } from '@/shared/ui/current-factory';
import { renderAt } from '../../../tests/console/render';
import { api, server, setupMsw } from '../../../tests/console/server';
import { settle } from '../../../tests/console/settle';
import { queryClient } from '@/shared/query';
import { topBarKeys } from './query-keys';
import { WeatherWidget } from './weather-widget';

setupMsw();

const WEATHER: Weather = {
  city: '浦东新区',
  adcode: '310115',
  weather: '多云',
  temperature: 23,
  humidity: 65,
  windDirection: '东南',
  windPower: '≤3',
  reportTime: '2026-03-02 15:30:12',
};

let asked: string[] = [];
let providerDown = false;

function serve(settings: ConsoleSettings) {
  server.use(
    http.get(api('/system/console/settings'), () =>
      HttpResponse.json({ code: 200, msg: '操作成功', data: settings }),
    ),
    http.get(api('/system/weather'), ({ request }) => {
      asked.push(new URL(request.url).search);
      return providerDown
        ? HttpResponse.json({ code: 503, msg: '天气服务暂不可用，请稍后再试' }, { status: 503 })
        : HttpResponse.json({ code: 200, msg: '操作成功', data: WEATHER });
    }),
  );
}

const renderWidget = () =>
  renderAt('/', [
    {
      path: '/',
      element: (
        <CurrentFactoryContext.Provider value={{ factoryId: 11, factoryName: '上海第一水厂', tree: [] }}>
          <WeatherWidget variant="sider" />
        </CurrentFactoryContext.Provider>
      ),
    },
  ]);

beforeEach(() => {
  localStorage.setItem('access_token', 'acc');
  asked = [];
  providerDown = false;
  // Only the refresh interval is faked: msw, the client and waitFor keep their real timeouts.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});
afterEach(() => vi.useRealTimers());

describe('WeatherWidget (docs/architecture.md §4 "Top bar services")', () => {
  it('is absent without a provider; with one it shows the factory’s weather, asks again every 10 minutes, and goes quietly when the provider fails', async () => {
    serve({ appDownloadUrl: null, weather: false });
    const first = renderWidget();
    await settle();
    expect(queryClient.getQueryData(topBarKeys.settings)).toEqual({ appDownloadUrl: null, weather: false });
    expect(screen.queryByTestId('weather-widget')).not.toBeInTheDocument();
    expect(asked).toEqual([]);
    first.unmount();
    queryClient.clear();

    serve({ appDownloadUrl: null, weather: true });
    renderWidget();
    const widget = await screen.findByTestId('weather-widget');
    expect(widget).toHaveTextContent('浦东新区多云23°C');
    expect(widget).toHaveAttribute('aria-label', '天气：浦东新区 多云 23°C');
    expect(asked).toEqual(['?factoryId=11']);

    providerDown = true;
    vi.advanceTimersByTime(WEATHER_TTL_MS);
    await waitFor(() => expect(screen.queryByTestId('weather-widget')).not.toBeInTheDocument());
    expect(asked).toHaveLength(2);
    // Silent: no error message for an optional widget.
    expect(screen.queryByText('天气服务暂不可用，请稍后再试')).not.toBeInTheDocument();

    providerDown = false;
    vi.advanceTimersByTime(WEATHER_TTL_MS);
    expect(await screen.findByTestId('weather-widget')).toHaveTextContent('23°C');
    expect(asked).toHaveLength(3);
  });
});
