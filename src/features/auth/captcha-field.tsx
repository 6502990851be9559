import { Form, Input } from 'antd';
import { SafetyOutlined } from '@ant-design/icons';
import { useT } from '@/shared/i18n';
import { checkCaptcha, toRule } from '@/shared/validators';
import { CaptchaImage } from './captcha-image';
import type { CaptchaState } from './use-captcha';

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
