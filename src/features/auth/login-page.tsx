/**
 * Sign-in (docs/requirements.md §2 /login, §5 rules, §8 "Login response code 500"). On success the tokens and the
 * docs/requirements.md §3 keys are stored and the user goes where they were headed; the route guard then loads
 * user info and menus. Drawn without antd (docs/architecture.md §4 "Sign-in page"): opened on its own, the page
 * loads React and little else, and the same page serves the console proper after a sign-out.
 */
import { useRef, useState, type FormEvent, type MouseEvent, type ReactNode } from 'react';
import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { isApiError } from '@/shared/api';
import { RESULT_CODE } from '@/shared/config/constants';
import { useT } from '@/shared/i18n';
import { addressOf, ROUTE_PATHS } from '@/shared/routes/paths';
import { readText, removeKey, writeText } from '@/shared/storage/local';
import { asLoginNotice, forgetSessionEnd } from '@/shared/storage/session-end';
import { saveGrant } from '@/shared/storage/token-storage';
import { notify } from '@/shared/ui/notify';
import { CAPTCHA_MAX, checkAccount, checkCaptcha, checkPassword } from '@/shared/validators';
import { isGrant, passwordGrant } from './api';
import { AuthFrame } from './auth-frame';
import { CaptchaImage } from './captcha-image';
import { useCheckedFields } from './checked-fields';
import { TextField } from './text-field';
import { useCaptcha } from './use-captcha';

const REMEMBER_KEY = 'woms.rememberAccount';

type Field = 'username' | 'password' | 'code';

/**
 * Only same-app paths may be a post-login target (no open redirect). Without one, home itself: going
 * through the root's redirect to home raced the route guard's own navigation after the session loaded,
 * and a slow machine could end on the bare root.
 */
export function safeRedirect(target: string | null): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith(ROUTE_PATHS.LOGIN)) {
    return ROUTE_PATHS.INDEX;
  }
  return target;
}

export interface LoginPageProps {
  /** top-right corner: the language switch */
  corner?: ReactNode;
  /** the address's `redirect` parameter: where the user was headed */
  redirect: string | null;
  /**
   * the address's `reason` parameter (LOGIN_REASON_PARAM): why the last session ended, when the server said or another
   * window signed out (docs/administration.md "Why a session ended")
   */
  reason?: string | null;
  /** goes to a console path: after the sign-in in place of this page, or to registration */
  go: (path: string, options: { replace: boolean }) => void;
}

/** A plain left click follows the link inside the console; any other click is the browser's. */
const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export function LoginPage({ corner, redirect, reason, go }: LoginPageProps) {
  const t = useT();
  const captcha = useCaptcha();
  const [submitting, setSubmitting] = useState(false);
  // read once: the first render's values are the form's initial ones
  const [remembered] = useState(() => readText(REMEMBER_KEY));
  const [remember, setRemember] = useState(remembered !== null);
  const form = useRef<HTMLFormElement>(null);
  const fields = useCheckedFields<Field>(
    { username: remembered ?? '', password: '', code: '' },
    { username: checkAccount, password: checkPassword, code: captcha.enabled ? checkCaptcha : undefined },
  );
  const id = (field: Field) => `login_${field}`;
  const notice = asLoginNotice(reason);

  const retry = (level: 'warning' | 'error', text: string) => {
    notify(level, text);
    fields.clear('code');
    captcha.refresh();
  };

  const signIn = async () => {
    const { username, password, code } = fields.values;
    setSubmitting(true);
    try {
      const answer = await passwordGrant({
        username: username.trim(),
        password,
        code: captcha.enabled ? code.trim() : '',
        uuid: captcha.uuid,
      });
      if (!isGrant(answer)) {
        retry('warning', answer.msg || t('http.unknown'));
        return;
      }
      saveGrant(answer);
      forgetSessionEnd();
      if (remember) writeText(REMEMBER_KEY, answer.username);
      else removeKey(REMEMBER_KEY);
      notify('success', t('login.success'));
      go(safeRedirect(redirect), { replace: true });
    } catch (error) {
      // docs/requirements.md §8: a code 500 answer is the server's refusal, shown as a warning; the rest are errors.
      if (isApiError(error)) retry(error.code === RESULT_CODE.ERROR ? 'warning' : 'error', error.message);
      else retry('error', t('http.unknown'));
    } finally {
      setSubmitting(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const failed = fields.checkAll();
    if (failed) form.current?.querySelector<HTMLInputElement>(`#${id(failed)}`)?.focus();
    else void signIn();
  };

  return (
    <AuthFrame corner={corner}>
      <h2 className="woms-auth__heading">{t('login.title')}</h2>
      <p className="woms-auth__sub">
        {t('login.welcome')} · {t('app.title')}
      </p>
      {notice && (
        // stays until the next sign-in: a toast could pass unseen (docs/administration.md "Why a session ended")
        <p className="woms-auth__notice" role="alert">
          {t(`sessionEnd.${notice}`)}
        </p>
      )}
      <form ref={form} name="login" aria-label={t('login.title')} noValidate onSubmit={onSubmit}>
        <TextField
          id={id('username')}
          label={t('login.account')}
          icon={<UserOutlined />}
          value={fields.values.username}
          onChange={(value) => fields.change('username', value)}
          error={fields.problems.username}
          autoComplete="username"
          autoFocus
        />
        <TextField
          id={id('password')}
          label={t('login.password')}
          icon={<LockOutlined />}
          value={fields.values.password}
          onChange={(value) => fields.change('password', value)}
          error={fields.problems.password}
          password
          autoComplete="current-password"
        />
        {captcha.enabled && (
          <TextField
            id={id('code')}
            label={t('login.captcha')}
            icon={<SafetyOutlined />}
            value={fields.values.code}
            onChange={(value) => fields.change('code', value)}
            error={fields.problems.code}
            autoComplete="off"
            // room to type past the limit, so the rule's message says so instead of keys being swallowed
            maxLength={CAPTCHA_MAX * 2}
            after={<CaptchaImage src={captcha.img} loading={captcha.loading} onRefresh={captcha.refresh} />}
          />
        )}
        <div className="woms-auth__row">
          <label className="woms-check">
            <input
              type="checkbox"
              checked={remember}
              onChange={(event) => setRemember(event.target.checked)}
            />
            <span>{t('login.remember')}</span>
          </label>
          <a
            href={addressOf(ROUTE_PATHS.REGISTER)}
            onClick={(event) => {
              if (!plainClick(event)) return;
              event.preventDefault();
              go(ROUTE_PATHS.REGISTER, { replace: false });
            }}
          >
            {t('login.register')}
          </a>
        </div>
        <button type="submit" className="woms-auth__button" aria-busy={submitting || undefined}>
          {submitting && <span className="woms-auth__spinner" aria-hidden="true" />}
          {submitting ? t('login.submitting') : t('login.submit')}
        </button>
      </form>
    </AuthFrame>
  );
}
