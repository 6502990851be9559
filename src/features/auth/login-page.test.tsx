import { screen, waitFor } from '@testing-library/react';
import { useSearchParams } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { aTokenReply, CAPTCHA_IMG } from '../../../tests/console/factories';
import { renderAt } from '../../../tests/console/render';
import { button } from '../../../tests/console/queries';
import { api, server, setupMsw } from '../../../tests/console/server';
import { settle } from '../../../tests/console/settle';
import { user } from '../../../tests/console/user';
import { resetNotifier } from '@/shared/ui/notify';
import { useAppNavigate } from '@/shared/routes/use-app-navigate';
import { LOGIN_REASON_PARAM } from '@/shared/routes/paths';
import { useLocaleStore } from '@/shared/i18n';
import { noteOfSessionEnd, noteSessionEnd } from '@/shared/storage/session-end';
import { LoginPage, safeRedirect } from './login-page';

setupMsw();

let captchaCalls = 0;
let lastBody: URLSearchParams | null = null;

beforeEach(() => {
  resetNotifier();
  captchaCalls = 0;
  lastBody = null;
  document.cookie = 'accessToken=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/woms/';
  server.use(
    http.get(api('/code'), () => {
      captchaCalls += 1;
      return HttpResponse.json({
        code: 200,
        msg: 'ok',
        captchaEnabled: true,
        uuid: `u-${captchaCalls}`,
        img: CAPTCHA_IMG,
      });
    }),
  );
});

/** As app/routes/auth-routes.tsx hands it the router. */
function RoutedLogin() {
  const navigate = useAppNavigate();
  const [params] = useSearchParams();
  return (
    <LoginPage
      redirect={params.get('redirect')}
      reason={params.get(LOGIN_REASON_PARAM)}
      go={(path, options) => void navigate(path, options)}
    />
  );
}

function renderLogin(path = '/login') {
  return renderAt(path, [{ path: '/login', element: <RoutedLogin /> }]);
}

async function fill(username: string, password: string, code: string) {
  await user.type(screen.getByLabelText('账号'), username);
  await user.type(screen.getByLabelText('密码'), password);
  await user.type(screen.getByLabelText('验证码', { selector: 'input' }), code);
  await user.click(button(/登\s*录/));
}

describe('login page', () => {
  it('says why the last session ended when an administrator ended it (docs/administration.md "在线用户")', async () => {
    renderLogin('/login?redirect=%2Findex&reason=forced_logout');
    expect(await screen.findByRole('alert')).toHaveTextContent('您已被管理员强制下线，请重新登录。');
  });

  it('says nothing of an unknown reason', async () => {
    renderLogin('/login?reason=whatever');
    await screen.findByAltText('验证码，点击刷新');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  // docs/administration.md "Why a session ended": one lasting notice per reason, in the console's language
  it.each([
    ['password_reset', '管理员已重置您的密码，请使用新密码登录。', 'An administrator reset your password.'],
    ['password_changed', '您的密码已在其他窗口或设备上修改，请使用新密码登录。', 'Your password was changed'],
    ['account_disabled', '您的账号已被管理员停用，请联系管理员。', 'An administrator disabled your account.'],
    ['expired', '您的登录已过期，请重新登录。', 'Your sign-in has expired.'],
    ['signed_out', '您已在其他窗口退出登录，请重新登录。', 'You signed out in another window.'],
    ['forced_logout', '您已被管理员强制下线，请重新登录。', 'You were signed out by an administrator.'],
  ])('says why the session ended: %s', async (reason, zh, en) => {
    const view = renderLogin(`/login?redirect=%2Findex&reason=${reason}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(zh);
    await useLocaleStore.getState().setLocale('en-US');
    try {
      expect(await screen.findByRole('alert')).toHaveTextContent(en);
    } finally {
      await useLocaleStore.getState().setLocale('zh-CN');
      view.unmount();
    }
  });

  it('after the notice, signing in returns to the page with its query and forgets why the last session ended', async () => {
    server.use(http.post(api('/auth/oauth/token'), () => HttpResponse.json(aTokenReply())));
    noteSessionEnd('password_reset');
    const page = '/DailyReport/Fill?date=2026-11-29&factoryId=11';
    renderLogin(`/login?redirect=${encodeURIComponent(page)}&reason=password_reset`);
    await screen.findByAltText('验证码，点击刷新');
    await fill('operator', 'newpass123', 'AbCd');
    expect(await screen.findByTestId('location')).toHaveTextContent(page);
    expect(noteOfSessionEnd()).toBeNull();
  });

  it('shows a captcha and fetches a new one on click', async () => {
    renderLogin();
    const img = await screen.findByAltText('验证码，点击刷新');
    expect(img).toHaveAttribute('src', CAPTCHA_IMG);
    expect(captchaCalls).toBe(1);
    await user.click(screen.getByTestId('captcha-image'));
    await waitFor(() => expect(captchaCalls).toBe(2));
  });

  it('shows the required messages of docs/requirements.md §5 and sends nothing', async () => {
    let signIns = 0;
    server.use(
      http.post(api('/auth/oauth/token'), () => {
        signIns += 1;
        return HttpResponse.json(aTokenReply());
      }),
    );
    renderLogin();
    await user.click(button(/登\s*录/));
    // this click's validation, and a sign-in after it, have run to their end
    await settle();
    expect(await screen.findByText('请输入账号')).toBeInTheDocument();
    expect(await screen.findByText('请输入密码')).toBeInTheDocument();
    expect(await screen.findByText('请输入验证码')).toBeInTheDocument();
    expect(signIns).toBe(0);
  });

  it('a code 500 answer is shown as a warning, refreshes the captcha and stores no token', async () => {
    server.use(
      http.post(api('/auth/oauth/token'), () => HttpResponse.json({ code: 500, msg: '用户不存在/密码错误' })),
    );
    renderLogin();
    await screen.findByAltText('验证码，点击刷新');
    await fill('admin', 'wrong123', '1234');
    const notice = await screen.findByText('用户不存在/密码错误');
    expect(notice.closest('.ant-message-warning')).not.toBeNull();
    await waitFor(() => expect(captchaCalls).toBe(2));
    expect(localStorage.getItem('access_token')).toBeNull();
    await waitFor(() =>
      expect((screen.getByLabelText('验证码', { selector: 'input' }) as HTMLInputElement).value).toBe(''),
    );
  });

  it('signs in with a form body, stores the docs/requirements.md §3 keys and the cookie, then follows the redirect', async () => {
    server.use(
      http.post(api('/auth/oauth/token'), async ({ request }) => {
        lastBody = new URLSearchParams(await request.text());
        return HttpResponse.json(aTokenReply({ expires_in: 600 }));
      }),
    );
    renderLogin('/login?redirect=%2FWorkOrderTask%2FWarrantyTasks');
    await screen.findByAltText('验证码，点击刷新');
    await fill('admin', 'admin123', 'AbCd');
    expect(await screen.findByTestId('location')).toHaveTextContent('/WorkOrderTask/WarrantyTasks');
    expect(lastBody?.get('grant_type')).toBe('password');
    expect(lastBody?.get('username')).toBe('admin');
    expect(lastBody?.get('password')).toBe('admin123');
    expect(lastBody?.get('code')).toBe('AbCd');
    expect(lastBody?.get('uuid')).toBe('u-1');
    expect(lastBody?.get('client_id')).toBe('woms');
    expect(lastBody?.get('scope')).toBe('server');
    expect(localStorage.getItem('access_token')).toBe('access-1');
    expect(localStorage.getItem('refresh_token')).toBe('refresh-1');
    expect(localStorage.getItem('client_id')).toBe('woms');
    expect(localStorage.getItem('expires_in')).toBe('600');
    expect(localStorage.getItem('user_id')).toBe('1');
    expect(localStorage.getItem('username')).toBe('admin');
  });

  it('a refused network call shows the client message and stores nothing', async () => {
    server.use(http.post(api('/auth/oauth/token'), () => HttpResponse.error()));
    renderLogin();
    await screen.findByAltText('验证码，点击刷新');
    await fill('admin', 'admin123', '1234');
    const notice = await screen.findByText('后端接口连接异常');
    expect(notice.closest('.ant-message-error')).not.toBeNull();
    expect(localStorage.getItem('access_token')).toBeNull();
  });
});

describe('safeRedirect', () => {
  it.each([
    [null, '/index'],
    ['/index', '/index'],
    ['/System/User', '/System/User'],
    ['https://evil.example', '/index'],
    ['//evil.example', '/index'],
    ['/login?x', '/index'],
  ])('%j → %s', (target, expected) => {
    expect(safeRedirect(target)).toBe(expected);
  });
});

describe('login page fields', () => {
  it('checks a field as it changes and, on submit, puts the cursor in the first that fails', async () => {
    renderLogin();
    await screen.findByAltText('验证码，点击刷新');
    const password = screen.getByLabelText('密码');
    await user.type(password, '123');
    expect(await screen.findByText('密码6到16位且不能输入空格')).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    await user.type(password, '456');
    await waitFor(() => expect(screen.queryByText('密码6到16位且不能输入空格')).toBeNull());
    expect(password).not.toHaveAttribute('aria-invalid');
    await user.click(button(/登\s*录/));
    expect(screen.getByLabelText('账号')).toHaveFocus();
    expect(screen.getByText('请输入账号')).toBeInTheDocument();
    expect(screen.queryByText('请输入密码')).toBeNull();
  });

  it('shows the typed password on request and hides it again', async () => {
    renderLogin();
    const password = screen.getByLabelText('密码');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: '显示密码' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: '隐藏密码' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('remembers the account only when asked, and fills it in next time', async () => {
    server.use(http.post(api('/auth/oauth/token'), () => HttpResponse.json(aTokenReply())));
    const first = renderLogin();
    await screen.findByAltText('验证码，点击刷新');
    await user.click(screen.getByRole('checkbox', { name: '记住账号' }));
    await fill('admin', 'admin123', '1234');
    await screen.findByTestId('location');
    expect(localStorage.getItem('woms.rememberAccount')).toBe('admin');
    first.unmount();

    renderLogin();
    await screen.findByAltText('验证码，点击刷新');
    expect(screen.getByLabelText('账号')).toHaveValue('admin');
    expect(screen.getByRole('checkbox', { name: '记住账号' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: '记住账号' }));
    await user.type(screen.getByLabelText('密码'), 'admin123');
    await user.type(screen.getByLabelText('验证码', { selector: 'input' }), '1234');
    await user.click(button(/登\s*录/));
    await screen.findByTestId('location');
    expect(localStorage.getItem('woms.rememberAccount')).toBeNull();
  });

  it('the registration link goes there inside the console', async () => {
    renderLogin();
    const link = screen.getByRole('link', { name: '注册新账号' });
    expect(link).toHaveAttribute('href', '/woms/register');
    await user.click(link);
    expect(await screen.findByTestId('location')).toHaveTextContent('/register');
  });
});
