import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import enUSAntd from 'antd/es/locale/en_US';
import zhCNAntd from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
// Module paths, not the feature index: the theme drawer (colour pickers) stays out of the entry chunk.
import { useAntdThemeConfig } from '@/features/theme/antd-theme';
import { useApplyThemeVariables } from '@/features/theme/css-variables';
import { SecureSpaceRefusalBridge } from '@/shared/download';
import { useLocaleStore } from '@/shared/i18n';
import { queryClient } from '@/shared/query';
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

export function Providers({ children }: { children: ReactNode }) {
  const locale = useLocaleStore((s) => s.locale);
  // Theme settings: antd algorithm and tokens, plus CSS variables on <html> for the shell's own styles.
  const themeConfig = useAntdThemeConfig();
  useApplyThemeVariables();
  // dayjs's locale is global and read while the pages render: switched here, before the children render in the new
  // language (in an effect it came after them, and the home page said 星期六 in English).
  const dayjsLocale = locale === 'zh-CN' ? 'zh-cn' : 'en';
  if (dayjs.locale() !== dayjsLocale) dayjs.locale(dayjsLocale);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={locale === 'zh-CN' ? zhCNAntd : enUSAntd} theme={themeConfig}>
        <AntApp>
          <NotifierBridge />
          <SecureSpaceRefusalBridge />
          {children}
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
