import { Form, Input } from 'antd';
import { SafetyOutlined } from '@ant-design/icons';
import { useT } from '@/shared/i18n';
import { checkCaptcha, toRule } from '@/shared/validators';
import type { CaptchaState } from './use-captcha';

interface Props {
  src: string | null;
  loading: boolean;
  onRefresh: () => void;
}

/** The captcha picture; a click (or Enter/Space) fetches a new one. */
export function CaptchaImage({ src, loading, onRefresh }: Props) {
  const t = useT();
  return (
    <button
      type="button"
      className="woms-captcha"
      onClick={onRefresh}
      title={t('login.captchaRefresh')}
      aria-label={t('login.captchaAlt')}
      disabled={loading}
      data-testid="captcha-image"
    >
      {src ? <img src={src} alt={t('login.captchaAlt')} /> : <span className="woms-captcha__blank" />}
    </button>
  );
}

/** The captcha input and picture as one form row; nothing when the server has captchas off. */
export function CaptchaField({ formName, captcha }: { formName: string; captcha: CaptchaState }) {
  const t = useT();
  if (!captcha.enabled) return null;
  return (
    <Form.Item label={t('login.captcha')} htmlFor={`${formName}_code`} required>
      <div className="woms-auth__captcha-row">
        <Form.Item name="code" noStyle rules={[toRule(checkCaptcha, true)]}>
          <Input
            prefix={<SafetyOutlined />}
            placeholder={t('login.captcha')}
            maxLength={8}
            autoComplete="off"
          />
        </Form.Item>
        <CaptchaImage src={captcha.img} loading={captcha.loading} onRefresh={captcha.refresh} />
      </div>
    </Form.Item>
  );
}
