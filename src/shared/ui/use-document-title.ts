import { useContext, useEffect } from 'react';
import { APP_VERSION } from '../config/constants';
import { useT } from '../i18n';
import { PageActivityContext } from '../lifecycle/page-activity';

/**
 * Browser title `{route title} - 数字化管理平台 v1.0.10.test19` (docs/architecture.md §4), set by the page on screen: a
 * kept tab sets it again when it is shown.
 */
export function useDocumentTitle(title: string | undefined): void {
  const t = useT();
  const app = t('app.title');
  const activity = useContext(PageActivityContext);
  useEffect(() => {
    const set = () => {
      if (activity.isActive())
        document.title = title ? `${title} - ${app} ${APP_VERSION}` : `${app} ${APP_VERSION}`;
    };
    set();
    return activity.subscribe(set);
  }, [title, app, activity]);
}
