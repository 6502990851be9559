/**
 * Reset a user's password (docs/requirements.md §7 resetPwd with userId, userName, password). docs/requirements.md §8: the server's
 * msg is a success on code 200 and an error otherwise; the dialog closes either way.
 */
import { Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import type { UserRow } from '@contract/user';
import { isApiError } from '@/shared/api';
import { validateAll } from '@/shared/form';
import { useT } from '@/shared/i18n';
import { notify } from '@/shared/ui/notify';
import { checkPassword, toRule } from '@/shared/validators';
import { resetPassword } from './api';

export interface ResetPasswordDialogProps {
  user: UserRow | null;
  onClose: () => void;
}

export function ResetPasswordDialog({ user, onClose }: ResetPasswordDialogProps) {
  const t = useT();
  const [form] = Form.useForm<{ password: string }>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (user) form.resetFields();
  }, [user, form]);

  const save = async () => {
    if (!user || !(await validateAll(form))) return;
    setSaving(true);
    try {
      const reply = await resetPassword({
        userId: user.userId,
        userName: user.userName,
        password: String(form.getFieldValue('password')),
      });
      notify('success', reply.msg);
    } catch (error) {
      notify('error', isApiError(error) ? error.message : t('http.unknown'));
    } finally {
      setSaving(false);
      onClose();
    }
  };

  return (
    <Modal
      open={user !== null}
      title={t('users.resetTitle')}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
      forceRender
    >
      <Form form={form} name="user-reset-pwd" labelCol={{ flex: '80px' }} labelWrap>
        <p>{t('users.resetFor', { name: user?.userName ?? '' })}</p>
        <Form.Item
          name="password"
          label={t('users.password')}
          required
          rules={[toRule(checkPassword, true)]}
          validateTrigger="onChange"
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
