import { useLocaleStore, useT, type Locale } from '../i18n';
import './locale-switch.css';

const OPTIONS: { label: string; value: Locale }[] = [
  { label: '中文', value: 'zh-CN' },
  { label: 'EN', value: 'en-US' },
];

/**
 * 中文 / EN switch for pages outside the layout (login, registration). Plain buttons, not antd's Segmented: the
 * sign-in page is drawn without antd (docs/architecture.md §4 "Sign-in page").
 */
export function LocaleSwitch() {
  const t = useT();
  const locale = useLocaleStore((s) => s.locale);
  const setLocale = useLocaleStore((s) => s.setLocale);
  return (
    <div className="woms-locale-switch" role="group" aria-label={t('login.language')}>
      {OPTIONS.map((option) => (
        <button
          key={option.value}
          type="button"
          lang={option.value}
          aria-pressed={locale === option.value}
          onClick={() => void setLocale(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
