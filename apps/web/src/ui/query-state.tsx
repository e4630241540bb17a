import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { Button, ButtonLink } from './button';
import { Loading } from './feedback';
import { Result } from './result';

export interface QueryLike {
  isPending: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/**
 * What a page shows before it has its data: loading, the not-found result (a 404) with a link home, or an
 * error with a retry and the server's message. Null once there is data.
 */
export function QueryState({
  query,
  loadingLabel,
  notFoundText,
  errorTitle,
  errorText,
}: {
  query: QueryLike;
  loadingLabel: string;
  notFoundText: string;
  errorTitle: string;
  /** Shown when the error carries no message of the server's. */
  errorText: string;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <Loading label={loadingLabel} />;
  if (isNotFound(query.error)) {
    return (
      <Result
        tone="warning"
        code="404"
        title={t('site.notFound.title')}
        actions={<ButtonLink to="/">{t('common.backHome')}</ButtonLink>}
      >
        <p>{notFoundText}</p>
      </Result>
    );
  }
  if (query.error) {
    return (
      <Result
        tone="error"
        title={errorTitle}
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
        <p>{query.error instanceof ApiError ? query.error.message : errorText}</p>
      </Result>
    );
  }
  return null;
}
