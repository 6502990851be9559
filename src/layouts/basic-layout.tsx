/**
 * The frame every signed-in page lives in (docs/requirements.md §2 "Layout"): horizontal (top bar with the menus, tags
 * bar, main) or vertical (side bar, nav bar, tags bar, main), fixed header and tags bar by the theme
 * settings, a mask that closes the side bar on narrow screens, and back-to-top.
 */
import { useState, type ReactNode } from 'react';
import { Layout } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { TagsBar } from '@/features/tabs';
import { useThemeStore } from '@/features/theme';
import { WeatherWidget } from '@/features/top-bar-services';
import { ALL_PERMISSION } from '@contract/system';
import { useT } from '@/shared/i18n';
import { usePermissionStore } from '@/shared/permissions';
import { ShellLayoutContext } from '@/shared/ui/shell-layout';
import { ROUTE_PATHS } from '@/shared/routes/paths';
import { BackToTop } from './back-to-top';
import { HeaderTools } from './header-tools';
import { KeepAliveStack, type PageInfo } from './keep-alive-stack';
import { PageBreadcrumb } from './page-breadcrumb';
import { TOUR_TARGET } from './shell-tour';
import { SideBar } from './side-bar';
import { SideMenu } from './side-menu';
import { SubsystemNav } from './subsystem-nav';
import { useCurrentSubsystem } from './use-current-subsystem';
import { useNarrowSidebar } from './use-narrow-sidebar';
import './layout.css';

interface Props {
  onLogout: () => void;
  routes: ReactNode;
  pageInfo: (path: string) => PageInfo;
  /** factory picker and message badge, composed by app/ from their features */
  headerExtra?: ReactNode;
  onPersonalInfo: () => void;
  onChangePassword: () => void;
}

export function BasicLayout({
  onLogout,
  routes,
  pageInfo,
  headerExtra,
  onPersonalInfo,
  onChangePassword,
}: Props) {
  const t = useT();
  const layout = useThemeStore((s) => s.layout);
  const fixedHeader = useThemeStore((s) => s.fixedHeader);
  const showTagsBar = useThemeStore((s) => s.showTagsBar);
  const [collapsed, setCollapsed] = useState(false);
  const sidebar = useNarrowSidebar();
  const subsystem = useCurrentSubsystem();
  const vertical = layout === 'vertical';
  // docs/requirements.md §2: admin gets a wider top bar (room for the longer tool set and a wider search).
  const isAdmin = usePermissionStore((s) => s.permissions.includes(ALL_PERMISSION));
  const siderShown = vertical && sidebar.open;

  const tools = (
    <HeaderTools
      onLogout={onLogout}
      extra={headerExtra}
      onPersonalInfo={onPersonalInfo}
      onChangePassword={onChangePassword}
    />
  );
  const toggle = () => (sidebar.narrow ? sidebar.setOpen(!sidebar.open) : setCollapsed((c) => !c));
  const toggleLabel = t(collapsed || !sidebar.open ? 'layout.expand' : 'layout.collapse');

  const header = (
    <header
      className={`woms-topbar${fixedHeader ? ' is-fixed' : ''}${isAdmin ? ' is-admin' : ''}`}
      data-testid="top-bar"
    >
      {vertical ? (
        <button
          type="button"
          className="woms-topbar__toggle"
          onClick={toggle}
          aria-label={toggleLabel}
          data-testid="sidebar-toggle"
        >
          {collapsed || !sidebar.open ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        </button>
      ) : (
        <span className="woms-topbar__brand">
          <span className="woms-topbar__mark">W</span>
          <span className="woms-topbar__title">{t('app.title')}</span>
        </span>
      )}
      <SubsystemNav current={subsystem} />
      {tools}
    </header>
  );

  return (
    <ShellLayoutContext.Provider value={layout}>
      <Layout className={`woms-layout is-${layout}`} data-testid="shell" data-layout={layout}>
        {siderShown && (
          <SideBar
            subsystem={subsystem}
            collapsed={!sidebar.narrow && collapsed}
            floating={sidebar.narrow}
            onPicked={sidebar.narrow ? () => sidebar.setOpen(false) : undefined}
          />
        )}
        {vertical && sidebar.narrow && sidebar.open && (
          <div
            className="woms-mask"
            onClick={() => sidebar.setOpen(false)}
            data-testid="sidebar-mask"
            aria-hidden="true"
          />
        )}
        <Layout className="woms-body">
          {header}
          {!vertical && (
            <div className="woms-hmenu">
              <SideMenu subsystem={subsystem} mode="horizontal" />
              {/* No side bar, so no clock: the weather takes the free end of the menu row. */}
              <WeatherWidget variant="bar" />
            </div>
          )}
          {showTagsBar && (
            <div data-tour={TOUR_TARGET.TABS}>
              <TagsBar fallback={ROUTE_PATHS.INDEX} />
            </div>
          )}
          <Layout.Content className="woms-main" id="woms-main">
            <PageBreadcrumb pageInfo={pageInfo} />
            <KeepAliveStack routes={routes} pageInfo={pageInfo} />
          </Layout.Content>
        </Layout>
        <BackToTop tooltip={t('shell.backToTop')} />
      </Layout>
    </ShellLayoutContext.Provider>
  );
}
