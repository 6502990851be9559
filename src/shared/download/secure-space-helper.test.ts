import { http as mswHttp, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SECURE_SPACE_API, type SecureSpaceSettings } from '@contract/secure-space';
import { api, server, setupMsw } from '../../../tests/console/server';
import { renderAt } from '../../../tests/console/render';
import { installSecureSpace, resetSecureSpace, secureSpaceHelp, secureSpaceSignedIn, showRefusal } from '.';

setupMsw();
afterEach(() => resetSecureSpace());

const HELPER = 'http://127.0.0.1:17653/status';

function serveSettings(settings: SecureSpaceSettings) {
  server.use(
    mswHttp.get(api(SECURE_SPACE_API.SETTINGS.replace(/^\/api/, '')), () =>
      HttpResponse.json({ code: 200, msg: '操作成功', data: settings }),
    ),
  );
}

const required = { mode: 'required', url: HELPER, helpUrl: SECURE_SPACE_API.HELP } as const;

describe('the secure space from the server settings (docs/secure-space.md)', () => {
  it('off: downloads are not gated, no helper asked', async () => {
    serveSettings({ ...required, mode: 'off' });
    await installSecureSpace();
    expect(await secureSpaceSignedIn()).toBe(true);
  });

  it('required: signed in only while the helper answers signedIn true', async () => {
    serveSettings(required);
    await installSecureSpace();
    expect(secureSpaceHelp()).toEqual({ url: HELPER, helpUrl: SECURE_SPACE_API.HELP });
    let answer: Response = HttpResponse.json({ signedIn: true, user: 'zs' });
    server.use(mswHttp.get(HELPER, () => answer.clone()));
    expect(await secureSpaceSignedIn()).toBe(true);
    answer = HttpResponse.json({ signedIn: false });
    expect(await secureSpaceSignedIn()).toBe(false);
    answer = HttpResponse.json({ signedIn: 'yes' });
    expect(await secureSpaceSignedIn()).toBe(false);
    answer = new HttpResponse(null, { status: 500 });
    expect(await secureSpaceSignedIn()).toBe(false);
    answer = HttpResponse.error();
    expect(await secureSpaceSignedIn()).toBe(false);
  });

  it('the refusal explains the secure space, names the helper and links to the docs', async () => {
    serveSettings({ ...required, helpUrl: 'https://wiki.example.com/secure-space' });
    await installSecureSpace();
    renderAt('/', []);
    showRefusal();
    expect(await screen.findByText('请在安全空间内下载文件')).toBeInTheDocument();
    const text = await screen.findByTestId('secure-space-refusal');
    expect(text).toHaveTextContent('安全空间助手');
    expect(text).toHaveTextContent(HELPER);
    const link = screen.getByRole('link', { name: '如何获取安全空间' });
    expect(link).toHaveAttribute('href', 'https://wiki.example.com/secure-space');
    expect(link).toHaveAttribute('target', '_blank');
  });
});
