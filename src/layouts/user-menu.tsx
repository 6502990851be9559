import { Avatar, Dropdown, type MenuProps } from 'antd';
import {
  CompassOutlined,
  IdcardOutlined,
  KeyOutlined,
  LogoutOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useAvatarSrc } from '@/features/profile';
import { useSessionStore } from '@/features/session';
import { useT } from '@/shared/i18n';
import { ROUTE_PATHS } from '@/shared/routes/paths';
import { anyDirty } from '@/shared/form/draft';
import { useConfirm } from '@/shared/ui/use-confirm';
import { useAppNavigate } from '@/shared/routes/use-app-navigate';
import { TOUR_TARGET } from './shell-tour';

interface Props {
  onLogout: () => void;
  onPersonalInfo: () => void;
  onChangePassword: () => void;
  onTour: () => void;
}

/** Avatar and nickname with the personal entries and sign-out (confirmed with 温馨提示). */
export function UserMenu({ onLogout, onPersonalInfo, onChangePassword, onTour }: Props) {
  const t = useT();
  const navigate = useAppNavigate();
  const confirm = useConfirm();
  const user = useSessionStore((s) => s.user);
  // Uploaded avatars are /api URLs that need the token (a plain <img> would get a 401).
  const avatar = useAvatarSrc(user?.avatar ?? '');

  const items: MenuProps['items'] = [
    {
      key: 'center',
      icon: <UserOutlined />,
      label: t('layout.personalCenter'),
      onClick: () => navigate(ROUTE_PATHS.PERSONAL_CENTER),
    },
    { key: 'info', icon: <IdcardOutlined />, label: t('shell.personalInfo'), onClick: onPersonalInfo },
    { key: 'password', icon: <KeyOutlined />, label: t('shell.changePassword'), onClick: onChangePassword },
    { key: 'tour', icon: <CompassOutlined />, label: t('shell.tour'), onClick: onTour },
    { type: 'divider' },
    {
      key: 'logout',
      icon: <LogoutOutlined />,
      label: t('layout.logout'),
      onClick: () => confirm(t(anyDirty() ? 'draft.logoutConfirm' : 'layout.logoutConfirm'), onLogout),
    },
  ];

  return (
    // Hover for the mouse, click for the keyboard too (Enter or Space on the button, then Tab into the
    // menu): a hover-only menu could not be reached without a mouse (docs/architecture.md §4 "Keyboard").
    <Dropdown menu={{ items }} placement="bottomRight" trigger={['hover', 'click']}>
      <button
        type="button"
        className="woms-topbar__user"
        data-testid="user-menu"
        data-tour={TOUR_TARGET.USER}
      >
        <Avatar size={28} src={avatar} icon={<UserOutlined />} />
        <span className="woms-topbar__nick">{user?.nickName ?? ''}</span>
      </button>
    </Dropdown>
  );
}
