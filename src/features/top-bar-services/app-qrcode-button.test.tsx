import { fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConsoleSettings } from '@contract/top-bar';
import { renderAt } from '../../../tests/console/render';
import { api, server, setupMsw } from '../../../tests/console/server';
import { settle } from '../../../tests/console/settle';
import { AppQrcodeButton } from './app-qrcode-button';
import { queryClient } from '@/shared/query';
import { topBarKeys } from './query-keys';

setupMsw();

const APP_URL = 'https://apps.example.com/woms/app.apk';
let qrcodeAuth: string | null = null;

function serve(settings: ConsoleSettings) {
  server.use(
    http.get(api('/system/console/settings'), () =>
      HttpResponse.json({ code: 200, msg: '操作成功', data: settings }),
    ),
    http.get(api('/system/query/app/qrcode/1'), ({ request }) => {
      qrcodeAuth = request.headers.get('authorization');
      return new HttpResponse(new Uint8Array([0x47, 0x49, 0x46]), {
        headers: { 'content-type': 'image/gif' },
      });
    }),
  );
}

beforeEach(() => {
  localStorage.setItem('access_token', 'acc');
  qrcodeAuth = null;
  URL.createObjectURL = vi.fn(() => 'blob:qrcode-1');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

describe('AppQrcodeButton (docs/architecture.md §4 "Top bar services")', () => {
  it('is absent without an app address; with one, its popover shows the QR image fetched with the token and the address', async () => {
    serve({ appDownloadUrl: null, weather: false });
    const first = renderAt('/', [{ path: '/', element: <AppQrcodeButton /> }]);
    await settle();
    expect(queryClient.getQueryData(topBarKeys.settings)).toEqual({ appDownloadUrl: null, weather: false });
    expect(screen.queryByTestId('app-qrcode-button')).not.toBeInTheDocument();
    first.unmount();
    // A new sign-in asks again (signing out clears the query cache).
    queryClient.clear();

    serve({ appDownloadUrl: APP_URL, weather: false });
    renderAt('/', [{ path: '/', element: <AppQrcodeButton /> }]);
    fireEvent.click(await screen.findByTestId('app-qrcode-button'));
    expect(await screen.findByTestId('app-qrcode-image')).toHaveAttribute('src', 'blob:qrcode-1');
    expect(screen.getByTestId('app-qrcode-url')).toHaveTextContent(APP_URL);
    expect(screen.getByText('扫码下载移动端')).toBeInTheDocument();
    expect(qrcodeAuth).toBe('Bearer acc');
  });

  it('asks the settings once per sign-in, however often the button mounts', async () => {
    let asked = 0;
    server.use(
      http.get(api('/system/console/settings'), () => {
        asked += 1;
        return HttpResponse.json({
          code: 200,
          msg: '操作成功',
          data: { appDownloadUrl: APP_URL, weather: false },
        });
      }),
    );
    const first = renderAt('/', [{ path: '/', element: <AppQrcodeButton /> }]);
    await screen.findByTestId('app-qrcode-button');
    first.unmount();
    renderAt('/', [{ path: '/', element: <AppQrcodeButton /> }]);
    expect(screen.getByTestId('app-qrcode-button')).toBeInTheDocument();
    await settle();
    expect(asked).toBe(1);
  });
});
