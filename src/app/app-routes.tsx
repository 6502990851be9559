/**
 * Static routes of SPEC §2 plus the pages built from the user's server menus. Each group is its own
 * chunk so the login page loads little.
 */
import { lazy, Suspense, useMemo } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { useNavigationStore } from '@/features/navigation';
import { ROUTE_PATHS } from '@/shared/routes/paths';
import { FullPageLoader } from '@/shared/ui/full-page-loader';
import { resolvePage } from './page-registry';
import { signOut } from './session';

const LoginRoute = lazy(() => import('./routes/auth-routes').then((m) => ({ default: m.LoginRoute })));
const RegisterRoute = lazy(() => import('./routes/auth-routes').then((m) => ({ default: m.RegisterRoute })));
const NotFoundRoute = lazy(() => import('./routes/error-routes').then((m) => ({ default: m.NotFoundRoute })));
const UnauthorizedRoute = lazy(() =>
  import('./routes/error-routes').then((m) => ({ default: m.UnauthorizedRoute })),
);
const SystemRoute = lazy(() => import('./routes/system-route'));
const RedirectRoute = lazy(() => import('./routes/redirect-route'));
const BasicLayout = lazy(() => import('@/layouts/basic-layout').then((m) => ({ default: m.BasicLayout })));
const HomeRoute = lazy(() => import('./routes/home-route'));
const PersonalCenterRoute = lazy(() => import('./routes/personal-center-route'));
const PageHost = lazy(() => import('./page-host').then((m) => ({ default: m.PageHost })));

const logout = () => void signOut();
const strip = (path: string) => path.replace(/^\//, '');

export function AppRoutes() {
  const pages = useNavigationStore((s) => s.nav.pages);
  const resolved = useMemo(() => pages.map((page) => ({ page, Page: resolvePage(page.component) })), [pages]);
  return (
    <Suspense fallback={<FullPageLoader />}>
      <Routes>
        <Route path={ROUTE_PATHS.LOGIN} element={<LoginRoute />} />
        <Route path={ROUTE_PATHS.REGISTER} element={<RegisterRoute />} />
        <Route path={ROUTE_PATHS.NOT_FOUND} element={<NotFoundRoute />} />
        <Route path={ROUTE_PATHS.UNAUTHORIZED} element={<UnauthorizedRoute />} />
        <Route path={ROUTE_PATHS.SYSTEM} element={<SystemRoute />} />
        <Route path={`${ROUTE_PATHS.REDIRECT}/*`} element={<RedirectRoute />} />
        <Route element={<BasicLayout onLogout={logout} />}>
          <Route index element={<Navigate to={ROUTE_PATHS.INDEX} replace />} />
          <Route path={strip(ROUTE_PATHS.INDEX)} element={<HomeRoute />} />
          <Route path={strip(ROUTE_PATHS.PERSONAL_CENTER)} element={<PersonalCenterRoute />} />
          {resolved.map(({ page, Page }) => (
            <Route key={page.name} path={strip(page.path)} element={<PageHost page={page} Page={Page} />} />
          ))}
        </Route>
        <Route path="*" element={<NotFoundRoute />} />
      </Routes>
    </Suspense>
  );
}
