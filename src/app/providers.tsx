import { useEffect, type ReactNode } from 'react';
import { App as AntApp, ConfigProvider, theme } from 'antd';
import enUSAntd from 'antd/locale/en_US';
import zhCNAntd from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useLocaleStore } from '@/shared/i18n';
import { registerNotifier } from '@/shared/ui/notify';

/** Hands antd's contextual message API to code outside React (the HTTP client, the guard). */
function NotifierBridge() {
  const { message } = AntApp.useApp();
  useEffect(() => {
    registerNotifier((level, content, duration) => void message.open({ type: level, content, duration }));
    return () => registerNotifier(null);
  }, [message]);
  return null;
}

/** Theme colours of SPEC §9: accent blue, dark-blue menus. */
const TOKENS = { colorPrimary: '#1677ff', borderRadius: 6 };

export function Providers({ children }: { children: ReactNode }) {
  const locale = useLocaleStore((s) => s.locale);
  useEffect(() => {
    dayjs.locale(locale === 'zh-CN' ? 'zh-cn' : 'en');
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <ConfigProvider
      locale={locale === 'zh-CN' ? zhCNAntd : enUSAntd}
      theme={{ algorithm: theme.defaultAlgorithm, token: TOKENS }}
    >
      <AntApp>
        <NotifierBridge />
        {children}
      </AntApp>
    </ConfigProvider>
  );
}
