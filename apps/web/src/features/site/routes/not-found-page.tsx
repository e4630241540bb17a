import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/ui/button';
import { Result } from '@/ui/result';
import { useDocumentTitle } from '@/ui/use-document-title';
import '../i18n';

/** Any unknown path: 404 with a way home. */
export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('site.notFound.title'));
  return (
    <Result
      tone="warning"
      code={t('site.notFound.code')}
      title={t('site.notFound.title')}
      actions={<ButtonLink to="/">{t('common.backHome')}</ButtonLink>}
    >
      <p>{t('site.notFound.text')}</p>
    </Result>
  );
}
