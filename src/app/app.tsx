/**
 * The console proper: providers, the router, its guard and routes (docs/architecture.md §4). src/main.tsx loads it as a
 * chunk of its own; the sign-in page opened alone does without it (src/app/sign-in.tsx).
 */
// antd's styles for the default theme, made at build time (scripts/lib/antd-static-styles.ts): first, so that the
// console's own sheets come after them, as they come after the styles antd writes at run time.
import 'virtual:antd-static.css';
// antd's React 19 patch, before antd renders anything; the console proper is the only part that uses antd.
import '@ant-design/v5-patch-for-react-19';
import { useEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { KeptPagesHost } from '@/layouts/kept-pages-host';
import { installSecureSpace } from '@/shared/download';
import { ROUTER_BASENAME } from '@/shared/routes/paths';
import { useAppNavigate } from '@/shared/routes/use-app-navigate';
import { AppRoutes } from './app-routes';
import { BackGuard } from './back-guard';
import { setNavigator } from './navigator';
import { Providers } from './providers';
import { loadAhead, RouteGuard } from './route-guard';
import { RouteProgress } from './route-progress';
import { installSessionHooks, isSessionEnding, watchLanguage } from './session';
import { guardUnsavedTyping } from './unsaved-guard';
import { consumeAddressToken, watchTokenKey } from './window-session';

installSessionHooks();
watchLanguage();
consumeAddressToken();
watchTokenKey({ endingHere: isSessionEnding });
guardUnsavedTyping();
// From a microtask, not from this module's top-level code: Chromium captures the script stack of each request it is
// asked for, and a stack holding this chunk's top-level code had V8 compile that code again for its source positions,
// about 20 ms before the first request left (docs/architecture.md §4 "Bundles").
queueMicrotask(loadAhead);
// The secure space's settings, read once at start (docs/secure-space.md); until they arrive downloads are refused.
queueMicrotask(() => void installSecureSpace().catch(() => undefined));

function NavigatorBridge() {
  const navigate = useAppNavigate();
  useEffect(() => {
    setNavigator((to, options) => void navigate(to, options));
    return () => setNavigator(null);
  }, [navigate]);
  return null;
}

export function App() {
  return (
    <Providers>
      <BrowserRouter basename={ROUTER_BASENAME} useTransitions={false}>
        <NavigatorBridge />
        <BackGuard />
        <RouteProgress />
        <RouteGuard>
          <AppRoutes />
        </RouteGuard>
      </BrowserRouter>
      {/* Beside the router, so that a navigation reaches no hidden page (docs/architecture.md §4 "Keep-alive tabs"). */}
      <KeptPagesHost />
    </Providers>
  );
}
