/**
 * The tools on the right of the header (docs/requirements.md §2 "Top bar"): search, data big screen, refresh,
 * full screen, theme, error log, the external screen link, the app QR code, language and the user menu. Dialogs
 * and drawers they open live here, so both layouts share them.
 */
import { memo, useState, type ReactNode } from 'react';
import { Dropdown, Tooltip, type MenuProps } from 'antd';
import {
  BgColorsOutlined,
  DesktopOutlined,
  ExportOutlined,
  GlobalOutlined,
  ReloadOutlined,
} from '@ant-design/icons';
import { ErrorLogButton } from '@/features/error-log';
import { SearchBox } from '@/features/global-search';
import { useNavigationStore } from '@/features/navigation';
import { useSessionStore } from '@/features/session';
import { useTabsStore } from '@/features/tabs';
import { ThemeDrawer } from '@/features/theme';
import { AppQrcodeButton } from '@/features/top-bar-services';
import { dirtyInTabs } from '@/shared/form/draft';
import { useLocaleStore, useT, type Locale } from '@/shared/i18n';
import { emitRefresh } from '@/shared/lifecycle/refresh-pulse';
import { addressOf, ROUTE_PATHS } from '@/shared/routes/paths';
import { useAppNavigate } from '@/shared/routes/use-app-navigate';
import { useConfirm } from '@/shared/ui/use-confirm';
import { FullscreenButton } from './fullscreen-button';
import { ShellTour, TOUR_TARGET } from './shell-tour';
import { UserMenu } from './user-menu';

function Tool({
  label,
  onClick,
  icon,
  testId,
  tour,
}: {
  label: string;
  onClick: () => void;
  icon: ReactNode;
  testId: string;
  tour?: string;
}) {
  return (
    <Tooltip title={label}>
      <button
        type="button"
        className="woms-topbar__tool"
        onClick={onClick}
        aria-label={label}
        data-testid={testId}
        data-tour={tour}
      >
        {icon}
      </button>
    </Tooltip>
  );
}

interface Props {
  onLogout: () => void;
  onPersonalInfo: () => void;
  onChangePassword: () => void;
  /** the factory picker and message badge, which the shell composes from their features */
  extra?: ReactNode;
}

/**
 * Memoised: the layout draws again at every navigation (the side menu follows the path), and the tools depend on none
 * of it (docs/architecture.md §4 "Keep-alive tabs").
 */
export const HeaderTools = memo(function HeaderTools({
  onLogout,
  onPersonalInfo,
  onChangePassword,
  extra,
}: Props) {
  const t = useT();
  const navigate = useAppNavigate();
  const pages = useNavigationStore((s) => s.nav.pages);
  const username = useSessionStore((s) => s.user?.userName ?? '');
  const setLocale = useLocaleStore((s) => s.setLocale);
  const confirm = useConfirm();
  const [themeOpen, setThemeOpen] = useState(false);
  const [tourOpen, setTourOpen] = useState(false);

  const refresh = () => {
    const active = useTabsStore.getState().activeKey;
    const go = () => {
      if (active) useTabsStore.getState().refresh(active);
      emitRefresh();
    };
    // unsaved typing on the page asks first (docs/drafts.md "Asking before it goes")
    if (active && dirtyInTabs([active])) confirm(t('draft.refreshConfirm'), go);
    else go();
  };

  const localeItems: MenuProps['items'] = (['zh-CN', 'en-US'] as Locale[]).map((locale) => ({
    key: locale,
    label: locale === 'zh-CN' ? '简体中文' : 'English',
    onClick: () => void setLocale(locale),
  }));

  return (
    <div className="woms-topbar__tools">
      <div data-tour={TOUR_TARGET.SEARCH}>
        <SearchBox pages={pages} onOpen={navigate} />
      </div>
      {extra}
      <Tool
        label={t('shell.bigScreen')}
        icon={<DesktopOutlined />}
        testId="big-screen"
        onClick={() => navigate(ROUTE_PATHS.INTERNAL_LARGE_SCREEN)}
      />
      <Tool label={t('shell.refresh')} icon={<ReloadOutlined />} testId="refresh-page" onClick={refresh} />
      <FullscreenButton />
      <Tool
        label={t('shell.theme')}
        icon={<BgColorsOutlined />}
        testId="theme-button"
        tour={TOUR_TARGET.THEME}
        onClick={() => setThemeOpen(true)}
      />
      <ErrorLogButton className="woms-topbar__tool" />
      <Tooltip title={t('shell.externalScreen')}>
        <a
          className="woms-topbar__tool"
          href={addressOf(ROUTE_PATHS.EXTERNAL_SCREEN)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('shell.externalScreen')}
          data-testid="external-screen-link"
        >
          <ExportOutlined />
        </a>
      </Tooltip>
      <AppQrcodeButton className="woms-topbar__tool" />
      {/* Click as well as hover, so the keyboard opens it too (see user-menu.tsx). */}
      <Dropdown menu={{ items: localeItems }} placement="bottomRight" trigger={['hover', 'click']}>
        <button type="button" className="woms-topbar__tool" aria-label={t('shell.language')}>
          <GlobalOutlined />
        </button>
      </Dropdown>
      <UserMenu
        onLogout={onLogout}
        onPersonalInfo={onPersonalInfo}
        onChangePassword={onChangePassword}
        onTour={() => setTourOpen(true)}
      />
      <ThemeDrawer open={themeOpen} onClose={() => setThemeOpen(false)} />
      <ShellTour username={username} open={tourOpen} onClose={() => setTourOpen(false)} />
    </div>
  );
});
