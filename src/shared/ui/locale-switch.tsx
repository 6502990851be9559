import { Segmented } from 'antd';
import { useLocaleStore, type Locale } from '../i18n';

/** 中文 / EN switch for pages outside the layout (login, registration). */
export function LocaleSwitch() {
  const locale = useLocaleStore((s) => s.locale);
  const setLocale = useLocaleStore((s) => s.setLocale);
  return (
    <Segmented<Locale>
      size="small"
      value={locale}
      onChange={(locale) => void setLocale(locale)}
      options={[
        { label: '中文', value: 'zh-CN' },
        { label: 'EN', value: 'en-US' },
      ]}
    />
  );
}
