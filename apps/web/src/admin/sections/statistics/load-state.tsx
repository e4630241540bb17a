import { useEffect, type ReactNode } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorToast } from '../../ui/form-support';
import { LoadFailure, LoadingBlock } from '../../ui/settings-card';
import './i18n';

interface Query {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  isRefetching: boolean;
  refetch: () => unknown;
}

/**
 * Loading and failure of one or more statistics calls: a placeholder while any is loading, and on a failure a
 * toast ('Wystąpił błąd: …', admin-commerce-people.md §8) and the error with "Spróbuj ponownie" in place.
 */
export function LoadState({
  queries,
  rows,
  children,
}: {
  queries: Query[];
  rows?: number;
  children: () => ReactNode;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const failed = queries.find((query) => query.isError);
  const error = failed?.error;
  useEffect(() => {
    if (error) void message.error(errorToast(error, t));
  }, [error, message, t]);
  if (failed) {
    return (
      <LoadFailure
        title="admin.statistics.loadError"
        description={failed.error?.message ?? ''}
        onRetry={() => queries.forEach((query) => void query.refetch())}
        retrying={queries.some((query) => query.isRefetching)}
      />
    );
  }
  if (queries.some((query) => query.isPending))
    return <LoadingBlock label="admin.statistics.loading" rows={rows} />;
  return children();
}
