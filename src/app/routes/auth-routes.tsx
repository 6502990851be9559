import { useEffect } from 'react';
import { LoginPage, RegisterPage } from '@/features/auth';
import { useT } from '@/shared/i18n';
import { LocaleSwitch } from '@/shared/ui/locale-switch';
import { useDocumentTitle } from '@/shared/ui/use-document-title';
import { forgetSession } from '../session';

export function LoginRoute() {
  const t = useT();
  useDocumentTitle(t('route.login'));
  useEffect(forgetSession, []);
  return <LoginPage corner={<LocaleSwitch />} />;
}

export function RegisterRoute() {
  const t = useT();
  useDocumentTitle(t('route.register'));
  return <RegisterPage corner={<LocaleSwitch />} />;
}
