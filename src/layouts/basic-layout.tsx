/**
 * The basic frame every signed-in page lives in: top bar with the subsystems, side menu of the
 * chosen subsystem, breadcrumb and the main area. The "console shell" issue completes it.
 */
import { useState } from 'react';
import { Layout } from 'antd';
import { Outlet } from 'react-router-dom';
import { useSessionStore } from '@/features/session';
import { useT } from '@/shared/i18n';
import { PageBreadcrumb } from './page-breadcrumb';
import { SideMenu } from './side-menu';
import { TopBar } from './top-bar';
import { useCurrentSubsystem } from './use-current-subsystem';
import './layout.css';

export function BasicLayout({ onLogout }: { onLogout: () => void }) {
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
          <PageBreadcrumb />
          <div className="woms-main__page">
            <Outlet />
          </div>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
