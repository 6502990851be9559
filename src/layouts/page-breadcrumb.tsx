import { Breadcrumb } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { FavouriteToggle } from '@/features/favourites';
import { useNavigationStore } from '@/features/navigation';
import { useT } from '@/shared/i18n';
import { ROUTE_PATHS } from '@/shared/routes/paths';
import type { PageInfo } from './kept-pages-frame';

/** A menu trail without a title repeated right after itself (a subsystem and its one directory named alike). */
export function breadcrumbTrail(trail: readonly string[]): string[] {
  return trail.filter((title, i) => i === 0 || title !== trail[i - 1]);
}

/**
 * Home / subsystem / menu / page, from the trail the menu builder recorded, and the page's favourite star. A page that
 * is no menu's (个人中心, 内部大屏, the column editor) shows its own title after home.
 */
export function PageBreadcrumb({ pageInfo }: { pageInfo: (path: string) => PageInfo }) {
  const t = useT();
  const { pathname } = useLocation();
  const page = useNavigationStore((s) => s.nav.pages.find((p) => p.path === pathname));
  const home = pathname === ROUTE_PATHS.INDEX || pathname === ROUTE_PATHS.ROOT;
  const trail = page ? breadcrumbTrail(page.trail) : home ? [] : [pageInfo(pathname).title];
  const items = [
    { key: 'home', title: <Link to={ROUTE_PATHS.INDEX}>{t('route.home')}</Link> },
    ...trail.map((title, i) => ({ key: `${i}-${title}`, title })),
  ];
  return (
    <div className="woms-breadcrumb">
      <Breadcrumb items={items} aria-label={t('layout.breadcrumb')} />
      {page && <FavouriteToggle menuId={page.id} />}
    </div>
  );
}
