import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SettingsCard } from '../../ui/settings-card';
import styles from './help.module.css';
import './i18n';

/** The glossary of admin-commerce-people.md §2 "Help", in the order the spec names the words. */
const TERMS = ['repertoire', 'vod', 'festival', 'event', 'video'] as const;

export function GlossaryCard() {
  const { t } = useTranslation();
  return (
    <SettingsCard title={t('admin.help.glossary.title')}>
      <Typography.Paragraph type="secondary">{t('admin.help.glossary.intro')}</Typography.Paragraph>
      <dl className={styles.glossary}>
        {TERMS.map((term) => (
          <div key={term}>
            <dt>{t(`admin.help.glossary.${term}.term`)}</dt>
            <dd>{t(`admin.help.glossary.${term}.definition`)}</dd>
          </div>
        ))}
      </dl>
    </SettingsCard>
  );
}
