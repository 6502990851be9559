/**
 * Change-password dialog (docs/requirements.md §2, §5, §8, §9): closes after the answer whatever it is; the submit is
 * disabled while in flight.
 */
import { Form, Modal } from 'antd';
import { useT } from '@/shared/i18n';
import { PasswordFields, usePasswordSubmit, type PasswordValues } from './password-form';

export interface ChangePasswordDialogProps {
  open: boolean;
  onClose: () => void;
}

export function ChangePasswordDialog({ open, onClose }: ChangePasswordDialogProps) {
  const t = useT();
  const [form] = Form.useForm<PasswordValues>();
  const { saving, submit } = usePasswordSubmit(form);
  return (
    <Modal
      open={open}
      title={t('profile.changePassword')}
      onCancel={onClose}
      onOk={() => void submit().then((done) => done && onClose())}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      destroyOnHidden
      width={440}
    >
      <PasswordFields form={form} />
    </Modal>
  );
}
