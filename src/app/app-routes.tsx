/**
 * Static routes of docs/requirements.md §2 plus the pages built from the user's server menus. Each group is its own
 * chunk so the login page loads little. The page routes are handed to the layout too: its keep-alive
 * stack renders each open tab through them.
 */
import { lazy, Suspense, useCallback, useMemo } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { useNavigationStore } from '@/features/navigation';
import { useT } from '@/shared/i18n';
import { ROUTE_PATHS } from '@/shared/routes/paths';
import { FullPageLoader } from '@/shared/ui/full-page-loader';
import { preloadableLazy } from '@/shared/ui/preloadable-lazy';
import { isConsolePage, resolvePage } from './page-registry';
import { signOut } from './session';

const LoginRoute = lazy(() => import('./routes/auth-routes').then((m) => ({ default: m.LoginRoute })));
const RegisterRoute = lazy(() => import('./routes/auth-routes').then((m) => ({ default: m.RegisterRoute })));
const NotFoundRoute = lazy(() => import('./routes/error-routes').then((m) => ({ default: m.NotFoundRoute })));
const UnauthorizedRoute = lazy(() =>
  import('./routes/error-routes').then((m) => ({ default: m.UnauthorizedRoute })),
);
const SystemRoute = lazy(() => import('./routes/system-route'));
const RedirectRoute = lazy(() => import('./routes/redirect-route'));
const ShellRoute = preloadableLazy(() => import('./routes/shell-route'));
const HomeRoute = preloadableLazy(() => import('./routes/home-route'));
const PersonalCenterRoute = lazy(() => import('./routes/personal-center-route'));
const GenEditRoute = lazy(() => import('./routes/gen-edit-route'));
// docs/requirements.md §2 "Routes open to all": each big screen and the process page is its own chunk (ECharts
// comes with the two screens only).
const InternalScreenRoute = lazy(() => import('./routes/internal-screen-route'));
const ExternalScreenPage = lazy(() => import('@/features/big-screens/external-screen-page'));
const ProcessPage = lazy(() => import('@/features/big-screens/process-page'));
// The printable order sheet, outside the shell so only the sheet prints (docs/work-order-lifecycle.md "Order sheet").
const OrderSheetRoute = lazy(() => import('./routes/order-sheet-route'));
const PageHost = lazy(() => import('./page-host').then((m) => ({ default: m.PageHost })));

/**
 * Starts fetching the shell's chunk, and home's when the user goes there, while the route guard loads the session:
 * they arrive beside the user info and menus instead of after them, and render in the same pass (docs/architecture.md
 * §4 "Bundles"). Settles when they are in or failed; a chunk that failed fails again in its route, which says so.
 */
export function preloadShell(pathname: string): Promise<void> {
  const chunks: Promise<unknown>[] = [ShellRoute.preload()];
  if (pathname === ROUTE_PATHS.INDEX || pathname === ROUTE_PATHS.ROOT) chunks.push(HomeRoute.preload());
  return Promise.allSettled(chunks).then(() => undefined);
}

const logout = () => void signOut();

/** An address no route took: a console page outside the user's menus is 401 (无权限), anything else 404. */
function UnmatchedRoute() {
  const { pathname } = useLocation();
  return isConsolePage(pathname) ? <UnauthorizedRoute /> : <NotFoundRoute />;
}
const strip = (path: string) => path.replace(/^\//, '');

export function AppRoutes() {
  const t = useT();
  const pages = useNavigationStore((s) => s.nav.pages);
  const resolved = useMemo(() => pages.map((page) => ({ page, Page: resolvePage(page.component) })), [pages]);

  const pageRoutes = useMemo(
    () => (
      <>
        <Route index element={<Navigate to={ROUTE_PATHS.INDEX} replace />} />
        <Route path={strip(ROUTE_PATHS.INDEX)} element={<HomeRoute />} />
        <Route path={strip(ROUTE_PATHS.PERSONAL_CENTER)} element={<PersonalCenterRoute />} />
        <Route path={`${strip(ROUTE_PATHS.GEN_EDIT)}/:tableId`} element={<GenEditRoute />} />
        <Route path={strip(ROUTE_PATHS.INTERNAL_LARGE_SCREEN)} element={<InternalScreenRoute />} />
        {resolved.map(({ page, Page }) => (
          <Route key={page.name} path={strip(page.path)} element={<PageHost page={page} Page={Page} />} />
        ))}
      </>
    ),
    [resolved],
  );

  const pageInfo = useCallback(
    (path: string) => {
      if (path === ROUTE_PATHS.INDEX || path === ROUTE_PATHS.ROOT)
        return { title: t('route.home'), keepAlive: true };
      if (path === ROUTE_PATHS.PERSONAL_CENTER) return { title: t('route.personalCenter'), keepAlive: true };
      if (path.startsWith(`${ROUTE_PATHS.GEN_EDIT}/`)) return { title: t('route.genEdit'), keepAlive: true };
      if (path === ROUTE_PATHS.INTERNAL_LARGE_SCREEN)
        return { title: t('route.internalLargeScreen'), keepAlive: true };
      const page = pages.find((p) => p.path === path);
      return page ? { title: page.title, keepAlive: page.keepAlive } : { title: path, keepAlive: false };
    },
    [pages, t],
  );

  return (
    <Suspense fallback={<FullPageLoader />}>
      <Routes>
        <Route path={ROUTE_PATHS.LOGIN} element={<LoginRoute />} />
        <Route path={ROUTE_PATHS.REGISTER} element={<RegisterRoute />} />
        <Route path={ROUTE_PATHS.NOT_FOUND} element={<NotFoundRoute />} />
        <Route path={ROUTE_PATHS.UNAUTHORIZED} element={<UnauthorizedRoute />} />
        <Route path={ROUTE_PATHS.SYSTEM} element={<SystemRoute />} />
        <Route path={`${ROUTE_PATHS.REDIRECT}/*`} element={<RedirectRoute />} />
        <Route path={ROUTE_PATHS.EXTERNAL_SCREEN} element={<ExternalScreenPage />} />
        <Route path={ROUTE_PATHS.PROCESS} element={<ProcessPage />} />
        <Route path={`${ROUTE_PATHS.ORDER_SHEET}/:kind/:taskId`} element={<OrderSheetRoute />} />
        <Route element={<ShellRoute onLogout={logout} routes={pageRoutes} pageInfo={pageInfo} />}>
          {pageRoutes}
        </Route>
        <Route path="*" element={<UnmatchedRoute />} />
      </Routes>
    </Suspense>
  );
}
