import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TAppConfig } from '@scena/shared/settings/app-config';
import { ConfigTextForm } from '../../ui/config-text-form';
import { ConfigGate, SettingsCard } from '../../ui/settings-card';
import styles from './help.module.css';
import './i18n';

const LINKS = [
  { name: 'help_faq_url', label: 'admin.help.links.faq' },
  { name: 'help_submissions_url', label: 'admin.help.links.submissions' },
] as const;

/** The FAQ and submissions links (settings of their own); a link that is not set is not shown. */
export function HelpLinksCard() {
  const { t } = useTranslation();
  return (
    <SettingsCard title={t('admin.help.links.title')}>
      <ConfigGate rows={2}>{(config) => <HelpLinks config={config} />}</ConfigGate>
    </SettingsCard>
  );
}

function HelpLinks({ config }: { config: TAppConfig }) {
  const { t } = useTranslation();
  const shown = LINKS.filter(({ name }) => config[name] !== '');
  if (shown.length === 0) return <Typography.Paragraph>{t('admin.help.links.none')}</Typography.Paragraph>;
  return (
    <>
      <Typography.Paragraph type="secondary">{t('admin.help.links.intro')}</Typography.Paragraph>
      <ul className={styles.links}>
        {shown.map(({ name, label }) => (
          <li key={name}>
            <a href={config[name]} target="_blank" rel="noopener noreferrer">
              {t(label)} <span className="visually-hidden">{t('admin.help.links.newTab')}</span>
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The two addresses, saved with one Save enabled only after a change. */
export function HelpSettingsCard() {
  const { t } = useTranslation();
  return (
    <SettingsCard title={t('admin.help.settings.title')}>
      <ConfigGate rows={4}>
        {(config) => (
          <ConfigTextForm
            config={config}
            fields={[
              {
                name: 'help_faq_url',
                label: t('admin.help.settings.faq'),
                help: t('admin.help.settings.help'),
                type: 'url',
              },
              {
                name: 'help_submissions_url',
                label: t('admin.help.settings.submissions'),
                help: t('admin.help.settings.help'),
                type: 'url',
              },
            ]}
          />
        )}
      </ConfigGate>
    </SettingsCard>
  );
}
