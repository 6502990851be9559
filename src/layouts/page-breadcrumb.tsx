import { Breadcrumb } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { FavouriteToggle } from '@/features/favourites';
import { useNavigationStore } from '@/features/navigation';
import { useT } from '@/shared/i18n';
import { ROUTE_PATHS } from '@/shared/routes/paths';

/** Home / subsystem / menu / page, from the trail the menu builder recorded, and the page's favourite star. */
export function PageBreadcrumb() {
  const t = useT();
  const { pathname } = useLocation();
  const page = useNavigationStore((s) => s.nav.pages.find((p) => p.path === pathname));
  const items = [
    { key: 'home', title: <Link to={ROUTE_PATHS.INDEX}>{t('route.home')}</Link> },
    ...(page?.trail ?? []).map((title, i) => ({ key: `${i}-${title}`, title })),
  ];
  return (
    <div className="woms-breadcrumb">
      <Breadcrumb items={items} aria-label={t('layout.breadcrumb')} />
      {page && <FavouriteToggle menuId={page.id} />}
    </div>
  );
}
