/**
 * The basic frame every signed-in page lives in: top bar with the subsystems, side menu of the
 * chosen subsystem, breadcrumb and the main area. The "console shell" issue completes it.
 */
import { useState, type ReactNode } from 'react';
import { Layout } from 'antd';
import { TagsBar } from '@/features/tabs';
import { useSessionStore } from '@/features/session';
import { useT } from '@/shared/i18n';
import { ROUTE_PATHS } from '@/shared/routes/paths';
import { KeepAliveStack, type PageInfo } from './keep-alive-stack';
import { PageBreadcrumb } from './page-breadcrumb';
import { SideMenu } from './side-menu';
import { TopBar } from './top-bar';
import { useCurrentSubsystem } from './use-current-subsystem';
import './layout.css';

interface Props {
  onLogout: () => void;
  routes: ReactNode;
  pageInfo: (path: string) => PageInfo;
}

export function BasicLayout({ onLogout, routes, pageInfo }: Props) {
  const t = useT();
  const [collapsed, setCollapsed] = useState(false);
  const subsystem = useCurrentSubsystem();
  const nickName = useSessionStore((s) => s.user?.nickName ?? '');

  return (
    <Layout className="woms-layout">
      <TopBar
        current={subsystem}
        collapsed={collapsed}
        onToggle={() => setCollapsed((c) => !c)}
        onLogout={onLogout}
      />
      <Layout hasSider>
        <Layout.Sider
          width={220}
          collapsedWidth={64}
          collapsed={collapsed}
          className="woms-sider"
          trigger={null}
        >
          {!collapsed && (
            <div className="woms-sider__welcome">
              <div className="woms-sider__hello">{t('layout.welcome', { name: nickName })}</div>
              <div className="woms-sider__system">{subsystem?.title}</div>
            </div>
          )}
          <SideMenu subsystem={subsystem} collapsed={collapsed} />
        </Layout.Sider>
        <Layout.Content className="woms-main">
          <TagsBar fallback={ROUTE_PATHS.INDEX} />
          <PageBreadcrumb />
          <div className="woms-main__page">
            <KeepAliveStack routes={routes} pageInfo={pageInfo} />
          </div>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
