/**
 * The change-password form (docs/requirements.md §5 shared password rule, §8, §9 label width 80 px), shared by the
 * dialog and the personal centre's inline tab. The submit is disabled while its request is in flight.
 */
import { useState } from 'react';
import { Form, Input, type FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import { useT } from '@/shared/i18n';
import { checkPassword, toRule } from '@/shared/validators';
import { updatePassword } from './api';
import { outcomeOf, reportPasswordChange } from './save-feedback';

export interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** docs/requirements.md §9: label width 80 px on the password form. */
const LABEL_COL = { flex: '0 0 80px' };

/**
 * Validates, calls the server, reports the answer (docs/requirements.md §8); resolves when done, whatever the answer.
 * `onChanged` runs when the server took the new password.
 */
export function usePasswordSubmit(
  form: FormInstance<PasswordValues>,
  onChanged?: () => void,
): {
  saving: boolean;
  submit: () => Promise<boolean>;
} {
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return false;
    setSaving(true);
    const outcome = await outcomeOf(
      updatePassword({ oldPassword: values.oldPassword, newPassword: values.newPassword }),
    );
    setSaving(false);
    reportPasswordChange(outcome);
    if (outcome.ok) onChanged?.();
    return true;
  };
  return { saving, submit };
}

export function PasswordFields({ form }: { form: FormInstance<PasswordValues> }) {
  const t = useT();
  const required = (message: string): Rule => ({ required: true, message, validateTrigger: 'onChange' });
  const sameAsNew: Rule = ({ getFieldValue }) => ({
    validator: (_rule, value: unknown) =>
      !value || value === getFieldValue('newPassword')
        ? Promise.resolve()
        : Promise.reject(new Error(t('profile.password.mismatch'))),
  });
  return (
    // preserve={false}: a reopened dialog starts empty, no password lingers in the form store
    <Form
      form={form}
      name="password"
      labelCol={LABEL_COL}
      labelWrap
      wrapperCol={{ flex: 1 }}
      preserve={false}
    >
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
  );
}
