import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadFailure, LoadingBlock, SettingsCard } from '../../ui/settings-card';
import { useAbout } from './api';
import { MarkdownView, parseMarkdown } from './changelog-markdown';
import styles from './about-versions.module.css';
import './i18n';

/** This product's version (the root package.json) and its CHANGELOG.md, from GET /api/about. */
export function ChangelogCard() {
  const { t } = useTranslation();
  const about = useAbout();
  const title = about.data
    ? t('admin.versions.product.title', { version: about.data.version })
    : t('admin.versions.product.titleLoading');
  const blocks = about.data ? parseMarkdown(about.data.changelog) : [];
  return (
    <SettingsCard title={title}>
      {about.isPending && <LoadingBlock label="admin.versions.product.loading" rows={6} />}
      {about.isError && (
        <LoadFailure
          title="admin.versions.product.loadError"
          description={about.error.message}
          onRetry={() => void about.refetch()}
          retrying={about.isRefetching}
        />
      )}
      {about.data && (
        <>
          <Typography.Paragraph type="secondary">{t('admin.versions.product.intro')}</Typography.Paragraph>
          {blocks.length > 0 ? (
            <div className={styles.notes}>
              <MarkdownView blocks={blocks} />
            </div>
          ) : (
            <Typography.Paragraph>{t('admin.versions.product.empty')}</Typography.Paragraph>
          )}
        </>
      )}
    </SettingsCard>
  );
}
