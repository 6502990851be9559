import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LoginPage, RegisterPage } from '@/features/auth';
import { useT } from '@/shared/i18n';
import { LocaleSwitch } from '@/shared/ui/locale-switch';
import { useDocumentTitle } from '@/shared/ui/use-document-title';
import { useAppNavigate } from '@/shared/routes/use-app-navigate';
import { LOGIN_REASON_PARAM } from '@/shared/routes/paths';
import { forgetSession } from '../session';

/** The sign-in page inside the console (after a sign-out, or a session that ended); src/app/sign-in.tsx opens it alone. */
export function LoginRoute() {
  const t = useT();
  const navigate = useAppNavigate();
  const [params] = useSearchParams();
  useDocumentTitle(t('route.login'));
  useEffect(forgetSession, []);
  return (
    <LoginPage
      corner={<LocaleSwitch />}
      redirect={params.get('redirect')}
      reason={params.get(LOGIN_REASON_PARAM)}
      go={(path, options) => void navigate(path, options)}
    />
  );
}

export function RegisterRoute() {
  const t = useT();
  useDocumentTitle(t('route.register'));
  return <RegisterPage corner={<LocaleSwitch />} />;
}
