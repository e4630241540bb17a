import { useTranslation } from 'react-i18next';
import { isNotFound, QueryState, type QueryLike } from '@/ui/query-state';
import { useDocumentTitle } from '@/ui/use-document-title';
import type { CatalogKind } from '../api/catalog-item';

/**
 * What an event or video page shows before it has its item: loading, the not-found result (a 404: unknown,
 * unpublished or invisible) with a link home, or an error with a retry. Null once there is data.
 */
export function ItemPageState({ kind, query }: { kind: CatalogKind; query: QueryLike }) {
  const { t } = useTranslation();
  const notFound = isNotFound(query.error);
  useDocumentTitle(notFound ? t('site.notFound.title') : query.error ? t('catalog.error.title') : null);
  return (
    <QueryState
      query={query}
      loadingLabel={t(`catalog.loading.${kind}`)}
      notFoundText={t(`catalog.notFound.${kind}`)}
      errorTitle={t('catalog.error.title')}
      errorText={t('catalog.error.text')}
    />
  );
}
