import type { ReactNode } from 'react';
import { AlertOutlined, FileDoneOutlined, ToolOutlined } from '@ant-design/icons';
import { APP_VERSION } from '@/shared/config/constants';
import { useT } from '@/shared/i18n';
import './auth.css';

interface Props {
  children: ReactNode;
  /** top-right corner: the language switch */
  corner?: ReactNode;
}

/** The brand panel and card shared by the login and registration pages. */
export function AuthFrame({ children, corner }: Props) {
  const t = useT();
  return (
    <div className="woms-auth">
      <div className="woms-auth__corner">{corner}</div>
      <section className="woms-auth__brand" aria-hidden="false">
        <div className="woms-auth__logo">
          <span className="woms-auth__mark">W</span>
          <span>WOMS</span>
        </div>
        <h1 className="woms-auth__title">{t('app.title')}</h1>
        <p className="woms-auth__slogan">{t('app.slogan')}</p>
        <ul className="woms-auth__points">
          <li>
            <ToolOutlined /> <span>{t('login.point.orders')}</span>
          </li>
          <li>
            <FileDoneOutlined /> <span>{t('login.point.reports')}</span>
          </li>
          <li>
            <AlertOutlined /> <span>{t('login.point.alarms')}</span>
          </li>
        </ul>
      </section>
      <main className="woms-auth__panel">
        <div className="woms-auth__card">{children}</div>
        <footer className="woms-auth__footer">
          {t('login.footer')} · {APP_VERSION}
        </footer>
      </main>
    </div>
  );
}
