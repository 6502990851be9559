import { Layout } from 'antd';
import dayjs from 'dayjs';
import type { Subsystem } from '@/features/navigation';
import { useSessionStore } from '@/features/session';
import { WeatherWidget } from '@/features/top-bar-services';
import { useT } from '@/shared/i18n';
import { useClock } from '@/shared/ui/use-clock';
import { SideMenu } from './side-menu';

interface Props {
  subsystem: Subsystem | undefined;
  collapsed: boolean;
  /** narrow screens: the side bar floats over the page */
  floating: boolean;
  /** a page was picked from its menu (a floating side bar closes then, as its mask would) */
  onPicked?: () => void;
}

function Clock() {
  const t = useT();
  const now = dayjs(useClock());
  return (
    <div className="woms-sider__clock" aria-label={t('shell.clock')} data-testid="sider-clock">
      <span>{now.format('YYYY-MM-DD dddd')}</span>
      <strong>{now.format('HH:mm:ss')}</strong>
    </div>
  );
}

/**
 * Vertical layout's side bar: welcome line, clock (with the weather when the server has a provider) and the
 * chosen subsystem's menu (docs/requirements.md §2 "Layout").
 */
export function SideBar({ subsystem, collapsed, floating, onPicked }: Props) {
  const t = useT();
  const nickName = useSessionStore((s) => s.user?.nickName ?? '');
  return (
    <Layout.Sider
      width={220}
      collapsedWidth={64}
      collapsed={collapsed}
      trigger={null}
      className={`woms-sider${floating ? ' is-floating' : ''}`}
      data-testid="side-bar"
    >
      <div className="woms-sider__brand">
        <span className="woms-topbar__mark">W</span>
        {!collapsed && <span className="woms-sider__title">{t('app.title')}</span>}
      </div>
      {!collapsed && (
        <div className="woms-sider__welcome">
          <div className="woms-sider__hello">{t('layout.welcome', { name: nickName })}</div>
          <div className="woms-sider__system">{subsystem?.title}</div>
          <Clock />
          <WeatherWidget variant="sider" />
        </div>
      )}
      <SideMenu subsystem={subsystem} collapsed={collapsed} onPicked={onPicked} />
    </Layout.Sider>
  );
}
