/**
 * Sign-in (docs/requirements.md §2 /login, §5 rules, §8 "Login response code 500"). On success the tokens and the
 * docs/requirements.md §3 keys are stored and the user goes where they were headed; the route guard then loads
 * user info and menus.
 */
import { useState, type ReactNode } from 'react';
import { Button, Checkbox, Form, Input } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { isApiError } from '@/shared/api';
import { RESULT_CODE } from '@/shared/config/constants';
import { useT } from '@/shared/i18n';
import { ROUTE_PATHS } from '@/shared/routes/paths';
import { readText, removeKey, writeText } from '@/shared/storage/local';
import { saveGrant } from '@/shared/storage/token-storage';
import { notify } from '@/shared/ui/notify';
import { checkAccount, checkPassword, toRule } from '@/shared/validators';
import { isGrant, passwordGrant } from './api';
import { AuthFrame } from './auth-frame';
import { CaptchaField } from './captcha-field';
import { useCaptcha } from './use-captcha';

const REMEMBER_KEY = 'woms.rememberAccount';

interface LoginFields {
  username: string;
  password: string;
  code: string;
  remember: boolean;
}

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

export function LoginPage({ corner }: { corner?: ReactNode }) {
  const t = useT();
  const [form] = Form.useForm<LoginFields>();
  const captcha = useCaptcha();
  const [submitting, setSubmitting] = useState(false);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const remembered = readText(REMEMBER_KEY);

  const retry = (level: 'warning' | 'error', text: string) => {
    notify(level, text);
    form.setFieldValue('code', '');
    captcha.refresh();
  };

  const onFinish = async (fields: LoginFields) => {
    setSubmitting(true);
    try {
      const answer = await passwordGrant({
        username: fields.username.trim(),
        password: fields.password,
        code: captcha.enabled ? fields.code.trim() : '',
        uuid: captcha.uuid,
      });
      if (!isGrant(answer)) {
        retry('warning', answer.msg || t('http.unknown'));
        return;
      }
      saveGrant(answer);
      if (fields.remember) writeText(REMEMBER_KEY, answer.username);
      else removeKey(REMEMBER_KEY);
      notify('success', t('login.success'));
      navigate(safeRedirect(params.get('redirect')), { replace: true });
    } catch (error) {
      // docs/requirements.md §8: a code 500 answer is the server's refusal, shown as a warning; the rest are errors.
      if (isApiError(error)) retry(error.code === RESULT_CODE.ERROR ? 'warning' : 'error', error.message);
      else retry('error', t('http.unknown'));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthFrame corner={corner}>
      <h2 className="woms-auth__heading">{t('login.title')}</h2>
      <p className="woms-auth__sub">
        {t('login.welcome')} · {t('app.title')}
      </p>
      <Form<LoginFields>
        form={form}
        name="login"
        size="large"
        layout="vertical"
        requiredMark={false}
        onFinish={(fields) => void onFinish(fields)}
        initialValues={{ username: remembered ?? '', password: '', code: '', remember: remembered !== null }}
        aria-label={t('login.title')}
      >
        <Form.Item name="username" label={t('login.account')} rules={[toRule(checkAccount, true)]}>
          <Input
            prefix={<UserOutlined />}
            placeholder={t('login.account')}
            autoComplete="username"
            autoFocus
          />
        </Form.Item>
        <Form.Item name="password" label={t('login.password')} rules={[toRule(checkPassword, true)]}>
          <Input.Password
            prefix={<LockOutlined />}
            placeholder={t('login.password')}
            autoComplete="current-password"
          />
        </Form.Item>
        <CaptchaField formName="login" captcha={captcha} />
        <div className="woms-auth__row">
          <Form.Item name="remember" valuePropName="checked" noStyle>
            <Checkbox>{t('login.remember')}</Checkbox>
          </Form.Item>
          <Link to={ROUTE_PATHS.REGISTER}>{t('login.register')}</Link>
        </div>
        <Button type="primary" htmlType="submit" block loading={submitting} className="woms-auth__submit">
          {submitting ? t('login.submitting') : t('login.submit')}
        </Button>
      </Form>
    </AuthFrame>
  );
}
