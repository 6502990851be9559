/**
 * The first-sign-in password change (docs/administration.md "Passwords"): an administrator set the password (a new
 * user, a reset), so the user changes it before anything else. The dialog cannot be closed (no close button, mask or
 * Escape); signing out is the only other way. The same form and call as the profile's change (password-form.tsx).
 */
import { Alert, Button, Form, Modal } from 'antd';
import { useT } from '@/shared/i18n';
import { PasswordFields, usePasswordSubmit, type PasswordValues } from './password-form';

export interface ForcedPasswordDialogProps {
  open: boolean;
  /** the server took the new password */
  onChanged: () => void;
  onLogout: () => void;
}

export function ForcedPasswordDialog({ open, onChanged, onLogout }: ForcedPasswordDialogProps) {
  const t = useT();
  const [form] = Form.useForm<PasswordValues>();
  const { saving, submit } = usePasswordSubmit(form, onChanged);
  return (
    <Modal
      open={open}
      title={t('firstPwd.title')}
      closable={false}
      maskClosable={false}
      keyboard={false}
      destroyOnHidden
      width={440}
      footer={[
        <Button key="logout" onClick={onLogout}>
          {t('firstPwd.logout')}
        </Button>,
        <Button key="submit" type="primary" loading={saving} onClick={() => void submit()}>
          {t('firstPwd.submit')}
        </Button>,
      ]}
    >
      <Alert type="warning" showIcon message={t('firstPwd.hint')} style={{ marginBottom: 16 }} />
      <PasswordFields form={form} />
    </Modal>
  );
}
