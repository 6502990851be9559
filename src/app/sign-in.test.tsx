import { act, screen, waitFor } from '@testing-library/react';
import { createRoot, type Root } from 'react-dom/client';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aTokenReply, CAPTCHA_IMG } from '../../tests/console/factories';
import { api, server, setupMsw } from '../../tests/console/server';
import { user } from '../../tests/console/user';
import { registerNotifier, resetNotifier } from '@/shared/ui/notify';
import { renderSignIn } from './sign-in';
import { opensSignInAlone } from './sign-in-address';

setupMsw();

describe('opensSignInAlone', () => {
  it.each([
    ['/woms/login', '', true],
    ['/woms/login', '?redirect=%2FSystem%2FUser', true],
    ['/woms/login', '?token=abc&typeSystem=x', false],
    ['/woms/index', '', false],
    ['/woms/register', '', false],
    ['/login', '', false],
  ])('%s%s → %s', (pathname, search, expected) => {
    expect(opensSignInAlone({ pathname, search }, () => false)).toBe(expected);
  });

  it('leaves /login to the console when a token is stored: its guard sends the user to the root', () => {
    expect(opensSignInAlone({ pathname: '/woms/login', search: '' }, () => true)).toBe(false);
    localStorage.setItem('refresh_token', 'r-1');
    expect(opensSignInAlone({ pathname: '/woms/login', search: '' })).toBe(false);
    localStorage.removeItem('refresh_token');
    expect(opensSignInAlone({ pathname: '/woms/login', search: '' })).toBe(true);
  });
});

describe('renderSignIn', () => {
  let root: Root;
  let startConsole: ReturnType<typeof vi.fn<() => Promise<void>>>;

  beforeEach(() => {
    resetNotifier();
    server.use(
      http.get(api('/code'), () =>
        HttpResponse.json({ code: 200, msg: 'ok', captchaEnabled: true, uuid: 'u-1', img: CAPTCHA_IMG }),
      ),
    );
    const host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    startConsole = vi.fn(() => Promise.resolve());
  });

  afterEach(() => {
    act(() => root.unmount());
    registerNotifier(null);
    document.body.replaceChildren();
    window.history.replaceState(null, '', '/');
  });

  async function open(address: string) {
    window.history.replaceState(null, '', address);
    act(() => renderSignIn(root, startConsole));
    await screen.findByAltText('验证码，点击刷新');
  }

  async function signIn(password: string) {
    await user.type(screen.getByLabelText('账号'), 'admin');
    await user.type(screen.getByLabelText('密码'), password);
    await user.type(screen.getByLabelText('验证码', { selector: 'input' }), '1234');
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));
  }

  it('draws the sign-in page alone and shows a refusal as a plain toast, the console not started', async () => {
    server.use(
      http.post(api('/auth/oauth/token'), () => HttpResponse.json({ code: 500, msg: '用户不存在/密码错误' })),
    );
    await open('/woms/login');
    expect(screen.getByRole('heading', { name: '账号登录' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('登录 - 数字化管理平台 v1.0.10.test19'));
    await signIn('wrong123');
    const toast = await screen.findByText('用户不存在/密码错误');
    expect(toast.closest('.woms-toast')).toHaveClass('woms-toast--warning');
    expect(window.location.pathname).toBe('/woms/login');
    expect(startConsole).not.toHaveBeenCalled();
  });

  it('after a sign-in, starts the console where the user was headed, in place of the sign-in page', async () => {
    server.use(http.post(api('/auth/oauth/token'), () => HttpResponse.json(aTokenReply())));
    await open('/woms/login?redirect=%2FSystem%2FUser');
    const before = window.history.length;
    await signIn('admin123');
    await waitFor(() => expect(startConsole).toHaveBeenCalledTimes(1));
    expect(window.location.pathname).toBe('/woms/System/User');
    expect(window.history.length).toBe(before);
    expect(localStorage.getItem('access_token')).toBe('access-1');
    expect(await screen.findByText('登录成功')).toBeInTheDocument();
  });

  it('the registration link starts the console on /register, the sign-in page kept in the history', async () => {
    await open('/woms/login');
    const before = window.history.length;
    await user.click(screen.getByRole('link', { name: '注册新账号' }));
    expect(startConsole).toHaveBeenCalledTimes(1);
    expect(window.location.pathname).toBe('/woms/register');
    expect(window.history.length).toBe(before + 1);
  });
});
