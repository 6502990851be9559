/**
 * /personalCenter/personalCenter: the signed-in user's own record from GET profile, with buttons
 * opening the personal info and change-password dialogs. `user` (the session's) shows until the
 * profile arrives; `onChanged` runs after a save or an avatar upload.
 */
import { useState } from 'react';
import { Avatar, Button, Card, Descriptions, Form, Space, Tabs, Tag } from 'antd';
import { EditOutlined, LockOutlined, UserOutlined } from '@ant-design/icons';
import type { User } from '@contract/system';
import { useT } from '@/shared/i18n';
import { ChangePasswordDialog } from './change-password-dialog';
import { PasswordFields, usePasswordSubmit, type PasswordValues } from './password-form';
import { PersonalInfoDialog } from './personal-info-dialog';
import { useAvatarSrc } from './use-avatar-src';
import { useProfile } from './use-profile';

export interface PersonalCenterPageProps {
  user: User | null;
  onChanged?: () => void;
}

export function PersonalCenterPage({ user: sessionUser, onChanged }: PersonalCenterPageProps) {
  const t = useT();
  const [infoOpen, setInfoOpen] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const { profile, idTypes } = useProfile(true, true);
  const user = profile?.data ?? sessionUser;
  const avatarSrc = useAvatarSrc(user?.avatar);
  if (!user) return null;

  const idTypeLabel = idTypes.find((d) => d.dictValue === user.idType)?.dictLabel ?? (user.idType || '-');

  const basic = (
    <div style={{ display: 'flex', gap: 32, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <Avatar size={96} src={avatarSrc} icon={<UserOutlined />} />
      <Descriptions column={{ xs: 1, md: 2 }} style={{ flex: 1, minWidth: 280 }} bordered size="middle">
        <Descriptions.Item label={t('login.account')}>{user.userName}</Descriptions.Item>
        <Descriptions.Item label={t('profile.nickName')}>{user.nickName}</Descriptions.Item>
        <Descriptions.Item label={t('profile.roles')}>
          {user.roles.map((r) => (
            <Tag key={r.roleId} color="blue">
              {r.roleName}
            </Tag>
          ))}
        </Descriptions.Item>
        <Descriptions.Item label={t('profile.dept')}>{user.dept?.deptName ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={t('profile.phone')}>{user.phonenumber || '-'}</Descriptions.Item>
        <Descriptions.Item label={t('profile.email')}>{user.email || '-'}</Descriptions.Item>
        <Descriptions.Item label={t('profile.idType')}>{idTypeLabel}</Descriptions.Item>
        <Descriptions.Item label={t('profile.idNumber')}>{user.idNumber || '-'}</Descriptions.Item>
        <Descriptions.Item label={t('profile.addr')}>{user.addr || '-'}</Descriptions.Item>
      </Descriptions>
    </div>
  );

  return (
    <Card
      title={t('route.personalCenter')}
      extra={
        <Space>
          <Button icon={<EditOutlined />} onClick={() => setInfoOpen(true)} data-testid="edit-profile">
            {t('profile.info.open')}
          </Button>
          <Button icon={<LockOutlined />} onClick={() => setPasswordOpen(true)} data-testid="change-password">
            {t('profile.changePassword')}
          </Button>
        </Space>
      }
    >
      <Tabs
        items={[
          { key: 'basic', label: t('profile.info.title'), children: basic },
          { key: 'password', label: t('profile.changePassword'), children: <InlinePassword /> },
        ]}
      />
      <PersonalInfoDialog open={infoOpen} onClose={() => setInfoOpen(false)} onChanged={onChanged} />
      <ChangePasswordDialog open={passwordOpen} onClose={() => setPasswordOpen(false)} />
    </Card>
  );
}

/** The password form inline on the page: it keeps what was typed while its tab is in the background. */
function InlinePassword() {
  const t = useT();
  const [form] = Form.useForm<PasswordValues>();
  const { saving, submit } = usePasswordSubmit(form);
  return (
    <div style={{ maxWidth: 440 }} data-testid="inline-password">
      <PasswordFields form={form} />
      <Button
        type="primary"
        loading={saving}
        onClick={() => void submit().then((done) => done && form.resetFields())}
      >
        {t('common.ok')}
      </Button>
    </div>
  );
}
