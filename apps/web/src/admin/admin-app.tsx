import './i18n';
import { App as AntApp, ConfigProvider } from 'antd';
import plPL from 'antd/locale/pl_PL';
import enUS from 'antd/locale/en_US';
import { useTranslation } from 'react-i18next';
import type { Language } from '@scena/shared/i18n/messages';
import { setDayjsLanguage } from './dayjs';
import { AdminLayout } from './layout/admin-layout';
import { adminTheme } from './theme';

const ANTD_LOCALES = { pl: plPL, en: enUS } as const;

/**
 * The back-office at /teapp-admin (lazy, behind RequireAdmin): the only part of the web app that uses antd
 * (frontend-recipe.md). Its language follows the app's i18n.
 */
export function AdminApp() {
  const { i18n } = useTranslation();
  const language: Language = i18n.language === 'en' ? 'en' : 'pl';
  // Idempotent and global: the date pickers must read the right language on this very render.
  setDayjsLanguage(language);
  return (
    <ConfigProvider locale={ANTD_LOCALES[language]} theme={adminTheme}>
      <AntApp>
        <AdminLayout />
      </AntApp>
    </ConfigProvider>
  );
}
