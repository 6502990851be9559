/** /personalCenter/personalCenter: the signed-in user's own record (the shell issue adds editing). */
import { Avatar, Card, Descriptions, Tag } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import type { User } from '@contract/system';
import { useT } from '@/shared/i18n';

export function PersonalCenterPage({ user }: { user: User | null }) {
  const t = useT();
  if (!user) return null;
  return (
    <Card title={t('route.personalCenter')}>
      <div style={{ display: 'flex', gap: 32, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <Avatar size={96} src={user.avatar || undefined} icon={<UserOutlined />} />
        <Descriptions column={{ xs: 1, md: 2 }} style={{ flex: 1, minWidth: 280 }} bordered size="middle">
          <Descriptions.Item label={t('login.account')}>{user.userName}</Descriptions.Item>
          <Descriptions.Item label={t('register.nickName')}>{user.nickName}</Descriptions.Item>
          <Descriptions.Item label={t('home.role')}>
            {user.roles.map((r) => (
              <Tag key={r.roleId} color="blue">
                {r.roleName}
              </Tag>
            ))}
          </Descriptions.Item>
          <Descriptions.Item label={t('profile.dept')}>{user.dept?.deptName ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t('profile.phone')}>{user.phonenumber || '-'}</Descriptions.Item>
          <Descriptions.Item label={t('profile.email')}>{user.email || '-'}</Descriptions.Item>
        </Descriptions>
      </div>
    </Card>
  );
}
