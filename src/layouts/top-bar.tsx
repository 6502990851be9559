import { App, Avatar, Dropdown, Tooltip, type MenuProps } from 'antd';
import {
  GlobalOutlined,
  LogoutOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { useNavigationStore, type Subsystem } from '@/features/navigation';
import { useSessionStore } from '@/features/session';
import { useTabsStore } from '@/features/tabs';
import { useLocaleStore, useT, type Locale } from '@/shared/i18n';
import { ROUTE_PATHS } from '@/shared/routes/paths';
import { menuIcon } from '@/shared/ui/menu-icon';

interface Props {
  current: Subsystem | undefined;
  collapsed: boolean;
  onToggle: () => void;
  onLogout: () => void;
}

/** Brand, subsystem entries from the server (the application system hidden), language and user menu. */
export function TopBar({ current, collapsed, onToggle, onLogout }: Props) {
  const t = useT();
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const subsystems = useNavigationStore((s) => s.nav.subsystems);
  const choose = useNavigationStore((s) => s.choose);
  const user = useSessionStore((s) => s.user);
  const setLocale = useLocaleStore((s) => s.setLocale);

  const enter = (id: number) => {
    // SPEC §2: choosing a subsystem clears the tabs before landing on its first page.
    useTabsStore.getState().clear();
    const first = choose(id);
    navigate(first ?? ROUTE_PATHS.INDEX);
  };

  const confirmLogout = () => {
    modal.confirm({
      title: t('common.confirmTitle'),
      content: t('layout.logoutConfirm'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: onLogout,
    });
  };

  const userItems: MenuProps['items'] = [
    {
      key: 'center',
      icon: <UserOutlined />,
      label: t('layout.personalCenter'),
      onClick: () => navigate(ROUTE_PATHS.PERSONAL_CENTER),
    },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: t('layout.logout'), onClick: confirmLogout },
  ];
  const localeItems: MenuProps['items'] = (['zh-CN', 'en-US'] as Locale[]).map((locale) => ({
    key: locale,
    label: locale === 'zh-CN' ? '简体中文' : 'English',
    onClick: () => setLocale(locale),
  }));

  return (
    <header className="woms-topbar">
      <button
        type="button"
        className="woms-topbar__toggle"
        onClick={onToggle}
        aria-label={t(collapsed ? 'layout.expand' : 'layout.collapse')}
      >
        {collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
      </button>
      <a
        className="woms-topbar__brand"
        href="#"
        onClick={(e) => {
          e.preventDefault();
          navigate(ROUTE_PATHS.INDEX);
        }}
      >
        <span className="woms-topbar__mark">W</span>
        <span className="woms-topbar__title">{t('app.title')}</span>
      </a>
      <nav className="woms-topbar__systems" aria-label={t('layout.subsystems')}>
        {subsystems
          .filter((s) => !s.hidden)
          .map((s) => (
            <button
              key={s.id}
              type="button"
              className={`woms-topbar__system${current?.id === s.id ? ' is-active' : ''}`}
              onClick={() => enter(s.id)}
              data-testid={`topbar-subsystem-${s.id}`}
            >
              {menuIcon(s.icon)}
              <span>{s.title}</span>
            </button>
          ))}
      </nav>
      <div className="woms-topbar__tools">
        <Dropdown menu={{ items: localeItems }} placement="bottomRight">
          <Tooltip title={t('layout.language')}>
            <button type="button" className="woms-topbar__tool" aria-label={t('layout.language')}>
              <GlobalOutlined />
            </button>
          </Tooltip>
        </Dropdown>
        <Dropdown menu={{ items: userItems }} placement="bottomRight">
          <button type="button" className="woms-topbar__user" data-testid="user-menu">
            <Avatar size={28} src={user?.avatar || undefined} icon={<UserOutlined />} />
            <span>{user?.nickName ?? ''}</span>
          </button>
        </Dropdown>
      </div>
    </header>
  );
}
