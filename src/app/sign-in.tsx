/**
 * The sign-in page opened on its own (docs/architecture.md §4 "Sign-in page"). An address of /login without a token
 * handed over in it is drawn by this module with React and the sign-in form only; the console proper (antd, the
 * router, the shell) is fetched when the user signs in or leaves for registration, and takes over the same root.
 */
import { StrictMode, useEffect } from 'react';
import type { Root } from 'react-dom/client';
// The page's module, not the feature's index: the index also carries the antd registration page.
import { LoginPage, type LoginPageProps } from '@/features/auth/login-page';
import { useLocaleStore, useT } from '@/shared/i18n';
import { addressOf, LOGIN_REASON_PARAM } from '@/shared/routes/paths';
import { LocaleSwitch } from '@/shared/ui/locale-switch';
import { registerNotifier } from '@/shared/ui/notify';
import { showPlainToast } from '@/shared/ui/plain-toast';
import { useDocumentTitle } from '@/shared/ui/use-document-title';
import { watchTokenKey } from './window-session';

function SignIn({ go }: Pick<LoginPageProps, 'go'>) {
  const t = useT();
  const locale = useLocaleStore((s) => s.locale);
  useDocumentTitle(t('route.login'));
  // what app/providers.tsx does in the console proper
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  const params = new URLSearchParams(window.location.search);
  return (
    <LoginPage
      corner={<LocaleSwitch />}
      redirect={params.get('redirect')}
      reason={params.get(LOGIN_REASON_PARAM)}
      go={go}
    />
  );
}

/**
 * Draws the sign-in page in `root`; `startConsole` renders the console proper there, at the address of the moment.
 * Messages are plain toasts until the console registers antd's; another window signing in or out reloads this one,
 * as in the console.
 */
export function renderSignIn(root: Root, startConsole: () => Promise<void>): void {
  registerNotifier(showPlainToast);
  const stopWatching = watchTokenKey();
  const go: LoginPageProps['go'] = (path, { replace }) => {
    stopWatching();
    if (replace) window.history.replaceState(null, '', addressOf(path));
    else window.history.pushState(null, '', addressOf(path));
    void startConsole();
  };
  root.render(
    <StrictMode>
      <SignIn go={go} />
    </StrictMode>,
  );
}
