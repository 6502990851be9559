/**
 * Change-password dialog (SPEC §2, §5 "the new password uses the shared password rule", §8, §9 label
 * width 80 px): closes after the answer whatever it is; the submit is disabled while in flight.
 */
import { useState } from 'react';
import { Form, Input, Modal } from 'antd';
import type { Rule } from 'antd/es/form';
import { useT } from '@/shared/i18n';
import { checkPassword, toRule } from '@/shared/validators';
import { updatePassword } from './api';
import { outcomeOf, reportPasswordChange } from './save-feedback';

export interface ChangePasswordDialogProps {
  open: boolean;
  onClose: () => void;
}

interface Values {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** SPEC §9: label width 80 px on the password form. */
const LABEL_COL = { flex: '0 0 80px' };

export function ChangePasswordDialog({ open, onClose }: ChangePasswordDialogProps) {
  const t = useT();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  const required = (message: string): Rule => ({ required: true, message, validateTrigger: 'onChange' });
  const sameAsNew: Rule = ({ getFieldValue }) => ({
    validator: (_rule, value: unknown) =>
      !value || value === getFieldValue('newPassword')
        ? Promise.resolve()
        : Promise.reject(new Error(t('profile.password.mismatch'))),
  });

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    const outcome = await outcomeOf(
      updatePassword({ oldPassword: values.oldPassword, newPassword: values.newPassword }),
    );
    setSaving(false);
    reportPasswordChange(outcome);
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t('profile.changePassword')}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      destroyOnHidden
      width={440}
    >
      {/* preserve={false}: a reopened dialog starts empty, no password lingers in the form store */}
      <Form form={form} labelCol={LABEL_COL} wrapperCol={{ flex: 1 }} preserve={false}>
        <Form.Item
          name="oldPassword"
          label={t('profile.password.old')}
          rules={[required(t('profile.password.oldRequired'))]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item name="newPassword" label={t('profile.password.new')} rules={[toRule(checkPassword, true)]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('profile.password.confirm')}
          dependencies={['newPassword']}
          rules={[required(t('profile.password.confirmRequired')), sameAsNew]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
