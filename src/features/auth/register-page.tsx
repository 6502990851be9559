/** Registration (docs/requirements.md §2 /register): creates an account that an administrator approves before use. */
import { useState, type ReactNode } from 'react';
import { Button, Form, Input } from 'antd';
import { IdcardOutlined, LockOutlined, UserOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { isApiError } from '@/shared/api';
import { useT } from '@/shared/i18n';
import { ROUTE_PATHS } from '@/shared/routes/paths';
import { notify } from '@/shared/ui/notify';
import { checkAccount, checkName, checkPassword, toRule } from '@/shared/validators';
import { useAppNavigate } from '@/shared/routes/use-app-navigate';
import { register } from './api';
import { AuthFrame } from './auth-frame';
import { CaptchaField } from './captcha-field';
import { useCaptcha } from './use-captcha';

interface RegisterFields {
  username: string;
  nickName: string;
  password: string;
  confirm: string;
  code: string;
}

export function RegisterPage({ corner }: { corner?: ReactNode }) {
  const t = useT();
  const [form] = Form.useForm<RegisterFields>();
  const captcha = useCaptcha();
  const [submitting, setSubmitting] = useState(false);
  const navigate = useAppNavigate();

  const onFinish = async (fields: RegisterFields) => {
    setSubmitting(true);
    try {
      await register({
        username: fields.username.trim(),
        nickName: fields.nickName.trim(),
        password: fields.password,
        code: fields.code.trim(),
        uuid: captcha.uuid,
      });
      notify('success', t('register.success'));
      navigate(ROUTE_PATHS.LOGIN, { replace: true });
    } catch (error) {
      notify('warning', isApiError(error) ? error.message : t('http.unknown'));
      form.setFieldValue('code', '');
      captcha.refresh();
    } finally {
      setSubmitting(false);
    }
  };

  const confirmRule = ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
    validator: (_: unknown, value: unknown) =>
      value === getFieldValue('password')
        ? Promise.resolve()
        : Promise.reject(new Error(t('register.confirmMismatch'))),
  });

  return (
    <AuthFrame corner={corner}>
      <h2 className="woms-auth__heading">{t('register.title')}</h2>
      <p className="woms-auth__sub">{t('app.title')}</p>
      <Form<RegisterFields>
        form={form}
        name="register"
        size="large"
        layout="vertical"
        requiredMark={false}
        onFinish={(fields) => void onFinish(fields)}
      >
        <Form.Item name="username" label={t('login.account')} rules={[toRule(checkAccount, true)]}>
          <Input prefix={<UserOutlined />} autoComplete="username" autoFocus />
        </Form.Item>
        <Form.Item name="nickName" label={t('register.nickName')} rules={[toRule(checkName(), true)]}>
          <Input prefix={<IdcardOutlined />} autoComplete="name" />
        </Form.Item>
        <Form.Item name="password" label={t('login.password')} rules={[toRule(checkPassword, true)]}>
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('register.confirm')}
          dependencies={['password']}
          rules={[toRule(checkPassword, true), confirmRule]}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
        </Form.Item>
        <CaptchaField formName="register" captcha={captcha} />
        <Button type="primary" htmlType="submit" block loading={submitting} className="woms-auth__submit">
          {t('register.submit')}
        </Button>
        <div className="woms-auth__row" style={{ marginTop: 16, justifyContent: 'center' }}>
          <Link to={ROUTE_PATHS.LOGIN}>{t('register.toLogin')}</Link>
        </div>
      </Form>
    </AuthFrame>
  );
}
