import './i18n';
import type { ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import plPL from 'antd/locale/pl_PL';
import enUS from 'antd/locale/en_US';
import { useTranslation } from 'react-i18next';
import type { Language } from '@scena/shared/i18n/messages';
import { setDayjsLanguage } from './dayjs';
import { adminTheme } from './theme';

const ANTD_LOCALES = { pl: plPL, en: enUS } as const;

/**
 * What every antd screen stands in: the back-office's theme, antd's texts and date pickers in the app's
 * language, and antd's App (toasts, confirmations). The back-office and its panels on visitor pages use it.
 */
export function AdminProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language: Language = i18n.language === 'en' ? 'en' : 'pl';
  // Idempotent and global: the date pickers must read the right language on this very render.
  setDayjsLanguage(language);
  return (
    <ConfigProvider locale={ANTD_LOCALES[language]} theme={adminTheme}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}
