import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SettingsCard } from '../../ui/settings-card';
import styles from './about-versions.module.css';
import './i18n';

/**
 * The back-office's release notes 1.8–1.10 (admin-commerce-people.md §1, §2 "Versions"): 1.10 was released on
 * 4 April 2023 with the spec's "version notes"; the spec gives no dates for 1.8 and 1.9 (docs/decisions.md).
 */
const RELEASES = [
  {
    version: '1.10',
    date: '2023-04-04',
    notes: ['adminLink', 'trustedDomains', 'ownEmail', 'invoices', 'integrations'],
  },
  { version: '1.9', date: null, notes: ['users', 'restrictions', 'statistics'] },
  { version: '1.8', date: null, notes: ['payments', 'grants', 'codes', 'gifts'] },
] as const;

export function ReleaseNotesCard() {
  const { t, i18n } = useTranslation();
  const longDate = (date: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'Europe/Warsaw' }).format(
      new Date(`${date}T12:00:00Z`),
    );
  return (
    <SettingsCard title={t('admin.versions.releases.title')}>
      <Typography.Paragraph type="secondary">{t('admin.versions.releases.intro')}</Typography.Paragraph>
      <div className={styles.notes}>
        {RELEASES.map((release) => (
          <div key={release.version}>
            <Typography.Title level={3}>
              {t('admin.versions.release', { version: release.version })}
              {release.date && (
                <Typography.Text type="secondary" style={{ fontSize: '0.8em', fontWeight: 'normal' }}>
                  {' — '}
                  <time dateTime={release.date}>
                    {t('admin.versions.released', { date: longDate(release.date) })}
                  </time>
                </Typography.Text>
              )}
            </Typography.Title>
            <ul>
              {release.notes.map((note) => (
                <li key={note}>{t(`admin.versions.${release.version.replace('.', '_')}.${note}`)}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </SettingsCard>
  );
}
