/**
 * Personal info dialog (docs/requirements.md §2): phone, email, ID type, ID number, avatar upload, save and
 * change-password. Rules on change with the docs/requirements.md §5 messages; the save reports as docs/requirements.md §8 "User
 * update" says and closes the dialog.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Button, Form, Input, Modal, Select, Spin } from 'antd';
import type { Rule } from 'antd/es/form';
import type { User } from '@contract/system';
import { ConflictView } from '@/shared/form/conflict-view';
import type { ConflictField } from '@/shared/form/edit-conflict';
import { useEditConflict } from '@/shared/form/use-edit-conflict';
import { useT } from '@/shared/i18n';
import { toRule } from '@/shared/validators';
import { updateProfile } from './api';
import { AvatarUpload } from './avatar-upload';
import { ChangePasswordDialog } from './change-password-dialog';
import { profileKeys } from './query-keys';
import { checkEmail, checkIdNumber, checkPhone } from './profile-rules';
import { outcomeOf, reportUserUpdate } from './save-feedback';
import { useProfile } from './use-profile';
import { DraftNotice, useDraftClose, useFormDraft } from '@/shared/form/draft';

export interface PersonalInfoDialogProps {
  open: boolean;
  onClose: () => void;
  /** after a save or an avatar upload: e.g. reload the session user so the top bar follows */
  onChanged?: () => void;
}

interface Values {
  phonenumber?: string;
  email?: string;
  idType?: string;
  idNumber?: string;
}

const toValues = (user: User): Values => ({
  phonenumber: user.phonenumber,
  email: user.email,
  idType: user.idType || undefined,
  idNumber: user.idNumber,
});

/** The ID card pattern applies only with the 身份证 type, so the rule reads the type at check time. */
const idNumberRule: Rule = ({ getFieldValue }) => ({
  validator: (_rule, value: unknown) => {
    const message = checkIdNumber(getFieldValue('idType'))(value);
    return message ? Promise.reject(new Error(message)) : Promise.resolve();
  },
});

export function PersonalInfoDialog({ open, onClose, onChanged }: PersonalInfoDialogProps) {
  const t = useT();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [uploadedAvatar, setUploadedAvatar] = useState<string | null>(null);
  const client = useQueryClient();
  const { profile, idTypes, loading } = useProfile(open, true);
  const avatar = uploadedAvatar ?? profile?.data.avatar ?? '';
  const fields: ConflictField[] = [
    { prop: 'phonenumber', label: t('profile.phone') },
    { prop: 'email', label: t('profile.email') },
    {
      prop: 'idType',
      label: t('profile.idType'),
      options: idTypes.map((d) => ({ value: d.dictValue, label: d.dictLabel })),
    },
    { prop: 'idNumber', label: t('profile.idNumber') },
  ];
  // The profile's own version: a save refused as stale shows the merge (docs/concurrency.md).
  const conflict = useEditConflict<User>({ form, fields, toValues });
  const draft = useFormDraft(form, open ? 'profile' : null, conflict.draftBase);
  const cancel = useDraftClose(open, onClose, draft);
  const { start } = conflict;

  // The form starts from the answer of this opening, once: a later one (after an avatar upload) keeps the input.
  const filled = useRef(false);
  useEffect(() => {
    if (!open) filled.current = false;
    if (!open || !profile || loading || filled.current) return;
    filled.current = true;
    form.setFieldsValue(toValues(profile.data));
    start(profile.data);
  }, [open, profile, loading, form, start]);

  const save = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    const outcome = await outcomeOf(
      updateProfile({
        phonenumber: (values.phonenumber ?? '').trim(),
        email: (values.email ?? '').trim(),
        idType: values.idType ?? '',
        idNumber: (values.idNumber ?? '').trim(),
        version: conflict.versionToSend(),
      }),
    );
    setSaving(false);
    // A stale save stays open with the merge instead of the report (docs/concurrency.md).
    if (!outcome.ok && conflict.refusedBy(outcome.error)) return;
    reportUserUpdate(outcome);
    if (outcome.ok) {
      void client.invalidateQueries({ queryKey: profileKeys.me });
      onChanged?.();
    }
    onClose();
  };

  const uploaded = (url: string) => {
    setUploadedAvatar(url);
    void client.invalidateQueries({ queryKey: profileKeys.me });
    onChanged?.();
  };

  return (
    <Modal
      open={open}
      title={t('profile.info.title')}
      onCancel={cancel}
      destroyOnHidden
      width={520}
      footer={[
        <Button key="password" onClick={() => setPasswordOpen(true)}>
          {t('profile.changePassword')}
        </Button>,
        <Button key="cancel" onClick={cancel}>
          {t('common.cancel')}
        </Button>,
        <Button key="save" type="primary" loading={saving} disabled={loading} onClick={() => void save()}>
          {t('profile.save')}
        </Button>,
      ]}
    >
      <DraftNotice draft={draft} />
      <Spin spinning={loading}>
        <Form
          {...draft.inputProps}
          form={form}
          labelCol={{ flex: '0 0 90px' }}
          labelWrap
          wrapperCol={{ flex: 1 }}
          preserve={false}
        >
          <ConflictView handle={conflict} onSave={() => void save()} busy={saving} />
          <Form.Item label={t('profile.avatar')}>
            <AvatarUpload avatar={avatar} onUploaded={uploaded} />
          </Form.Item>
          <Form.Item name="phonenumber" label={t('profile.phone')} rules={[toRule(checkPhone(true), true)]}>
            <Input maxLength={11} inputMode="numeric" autoComplete="tel" />
          </Form.Item>
          <Form.Item name="email" label={t('profile.email')} rules={[toRule(checkEmail)]}>
            <Input maxLength={50} autoComplete="email" />
          </Form.Item>
          <Form.Item name="idType" label={t('profile.idType')}>
            <Select
              allowClear
              placeholder={t('profile.idType.placeholder')}
              options={idTypes.map((d) => ({ value: d.dictValue, label: d.dictLabel }))}
            />
          </Form.Item>
          <Form.Item
            name="idNumber"
            label={t('profile.idNumber')}
            dependencies={['idType']}
            rules={[idNumberRule]}
          >
            <Input maxLength={32} />
          </Form.Item>
        </Form>
      </Spin>
      <ChangePasswordDialog open={passwordOpen} onClose={() => setPasswordOpen(false)} />
    </Modal>
  );
}
