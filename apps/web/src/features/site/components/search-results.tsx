import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TSearchHit, TSearchResults } from '@scena/shared/catalog/search';
import { ApiError } from '@/lib/api-client';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Loading } from '@/ui/feedback';
import { useSearch } from '../api/search';
import styles from './site.module.css';

/** The spec's order of the groups (visitor-side.md §2 "Search results"). */
const GROUPS = ['videos', 'events', 'pages'] as const satisfies ReadonlyArray<keyof TSearchResults>;

function HitGroup({ group, hits }: { group: (typeof GROUPS)[number]; hits: TSearchHit[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className={styles.hitGroup} aria-labelledby={headingId}>
      <h3 id={headingId}>
        {t(`site.search.group.${group}`)} <span className={styles.hitCount}>({hits.length})</span>
      </h3>
      <ul className={styles.hits}>
        {hits.map((hit) => (
          <li key={hit.id} className={styles.hit}>
            <h4 className={styles.hitTitle}>
              <Link to={hit.path}>{hit.title}</Link>
            </h4>
            {hit.snippet && <p className={styles.snippet}>{hit.snippet}</p>}
            {/* The name starts with the visible words (WCAG 2.5.3) and says which hit it opens. */}
            <Link
              to={hit.path}
              className={styles.readMore}
              aria-label={t('site.search.readMoreAbout', { title: hit.title })}
            >
              {t('site.search.readMore')}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The hits of a valid query, grouped; loading, empty and error states in their place. */
export function SearchResults({ query }: { query: string }) {
  const { t } = useTranslation();
  const search = useSearch(query);

  if (search.isPending) return <Loading label={t('site.search.loading')} />;
  if (search.isError) {
    return (
      <Alert
        tone="error"
        title={t('site.search.error')}
        action={
          <Button variant="secondary" onClick={() => void search.refetch()} loading={search.isFetching}>
            {t('common.retry')}
          </Button>
        }
      >
        {search.error instanceof ApiError && <p>{search.error.message}</p>}
      </Alert>
    );
  }
  const total = GROUPS.reduce((sum, group) => sum + search.data[group].length, 0);
  if (total === 0) {
    return (
      <Alert tone="info">
        <p>{t('site.search.empty', { query })}</p>
      </Alert>
    );
  }
  return (
    <>
      <p role="status">{t('site.search.found', { count: total })}</p>
      {GROUPS.filter((group) => search.data[group].length > 0).map((group) => (
        <HitGroup key={group} group={group} hits={search.data[group]} />
      ))}
    </>
  );
}
