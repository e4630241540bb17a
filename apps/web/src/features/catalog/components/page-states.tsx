import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { Button, ButtonLink } from '@/ui/button';
import { Loading } from '@/ui/feedback';
import { Result } from '@/ui/result';
import { useDocumentTitle } from '@/ui/use-document-title';
import type { CatalogKind } from '../api/catalog-item';

/**
 * What an event or video page shows before it has its item: loading, the not-found result (a 404: unknown,
 * unpublished or invisible) with a link home, or an error with a retry. Null once there is data.
 */
export function ItemPageState({
  kind,
  query,
}: {
  kind: CatalogKind;
  query: { isPending: boolean; error: unknown; isFetching: boolean; refetch: () => unknown };
}) {
  const { t } = useTranslation();
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  useDocumentTitle(notFound ? t('site.notFound.title') : query.error ? t('catalog.error.title') : null);

  if (query.isPending) return <Loading label={t(`catalog.loading.${kind}`)} />;
  if (notFound) {
    return (
      <Result
        tone="warning"
        code="404"
        title={t('site.notFound.title')}
        actions={<ButtonLink to="/">{t('common.backHome')}</ButtonLink>}
      >
        <p>{t(`catalog.notFound.${kind}`)}</p>
      </Result>
    );
  }
  if (query.error) {
    return (
      <Result
        tone="error"
        title={t('catalog.error.title')}
        actions={
          <>
            <Button onClick={() => void query.refetch()} loading={query.isFetching}>
              {t('common.retry')}
            </Button>
            <ButtonLink variant="secondary" to="/">
              {t('common.backHome')}
            </ButtonLink>
          </>
        }
      >
        <p>{query.error instanceof ApiError ? query.error.message : t('catalog.error.text')}</p>
      </Result>
    );
  }
  return null;
}
