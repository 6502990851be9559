import { useEffect } from 'react';
import { APP_VERSION } from '../config/constants';
import { useT } from '../i18n';

/** Browser title `{route title} - 数字化管理平台 v1.0.10.test19` (docs/architecture.md §4). */
export function useDocumentTitle(title: string | undefined): void {
  const t = useT();
  const app = t('app.title');
  useEffect(() => {
    document.title = title ? `${title} - ${app} ${APP_VERSION}` : `${app} ${APP_VERSION}`;
  }, [title, app]);
}
