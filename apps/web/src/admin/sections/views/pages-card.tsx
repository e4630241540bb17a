import { useCallback, useId, useRef, useState } from 'react';
import { App, Flex, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@scena/shared/i18n/messages';
import { STATIC_PAGES } from '@scena/shared/pages/schemas';
import { PageEditor } from './page-editor';
import { SettingsCard } from '../../ui/settings-card';
import styles from './views.module.css';

type Slug = (typeof STATIC_PAGES)[number]['slug'];

/**
 * The policy, terms, contact, how-to-buy and accessibility pages, per language (admin-content.md §2 "Page
 * content editor"; the contact and how-to-buy editors are rendered here too, as the brief asks). Switching away
 * from unsaved changes asks first.
 */
export function PagesCard() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [slug, setSlug] = useState<Slug>('polityka');
  const [language, setLanguage] = useState<Language>('pl');
  const dirty = useRef(false);
  const pageId = useId();
  const languageId = useId();
  const onDirtyChange = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);

  const switchTo = (apply: () => void) => {
    if (!dirty.current) return apply();
    modal.confirm({
      title: t('admin.views.pages.discardConfirm'),
      okText: t('admin.views.pages.discard'),
      cancelText: t('admin.views.cancel'),
      onOk: () => {
        dirty.current = false;
        apply();
      },
    });
  };

  return (
    <SettingsCard title={t('admin.views.pages.title')}>
      <Flex gap="12px 32px" wrap align="center">
        <Flex gap={8} align="center">
          <label htmlFor={pageId}>{t('admin.views.pages.page')}</label>
          <Select<Slug>
            id={pageId}
            value={slug}
            className={styles.pageSelect}
            onChange={(next) => switchTo(() => setSlug(next))}
            options={STATIC_PAGES.map((page) => ({
              value: page.slug,
              label: t(`admin.views.pages.name.${page.slug}`),
            }))}
          />
        </Flex>
        <Flex gap={8} align="center" role="group" aria-labelledby={languageId}>
          <span id={languageId}>{t('admin.views.pages.language')}</span>
          <Radio.Group
            optionType="button"
            value={language}
            onChange={(event) => switchTo(() => setLanguage(event.target.value as Language))}
            options={LANGUAGES.map((code) => ({ value: code, label: t(`admin.views.language.${code}`) }))}
          />
        </Flex>
      </Flex>
      <div className={styles.editor}>
        <PageEditor
          key={`${slug}:${language}`}
          slug={slug}
          language={language}
          onDirtyChange={onDirtyChange}
        />
      </div>
    </SettingsCard>
  );
}
