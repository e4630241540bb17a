import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZSearchQuery } from '@scena/shared/catalog/search';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/field';
import { useDocumentTitle } from '@/ui/use-document-title';
import { SearchResults } from '../components/search-results';
import styles from '../components/site.module.css';
import '@/lib/form-messages';
import '../i18n';

/** The message key the API would answer for this query (visitor-side.md §5 "Search": at least 3 characters). */
function queryError(query: string): string | undefined {
  const result = ZSearchQuery.safeParse({ search: query });
  return result.success ? undefined : result.error.issues[0]?.message;
}

function SearchForm({ initial }: { initial: string }) {
  const { t } = useTranslation();
  const [, setParams] = useSearchParams();
  const [query, setQuery] = useState(initial);
  // A query that came in the address (the navbar's search) is checked at once; a typed one on submit.
  const [error, setError] = useState<string | undefined>(initial ? queryError(initial) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = queryError(query);
    setError(found);
    if (found) return;
    setParams({ q: query.trim() });
  };

  return (
    <form role="search" className={styles.searchForm} onSubmit={submit} noValidate>
      <div className={styles.searchField}>
        <TextField
          label={t('site.search.label')}
          type="search"
          name="q"
          value={query}
          hint={error ? undefined : t('site.search.hint')}
          error={error}
          onChange={(event) => {
            setQuery(event.target.value);
            if (error && !queryError(event.target.value)) setError(undefined);
          }}
        />
      </div>
      <Button type="submit" className={styles.searchButton}>
        {t('site.search.submit')}
      </Button>
    </form>
  );
}

/** /szukaj?q: the search form and, for a valid query, its hits grouped into videos, events and pages. */
export function SearchPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const query = (params.get('q') ?? '').trim();
  const resultsId = useId();
  const valid = query !== '' && !queryError(query);
  useDocumentTitle(valid ? t('site.search.resultsTitle', { query }) : t('site.search.title'));
  return (
    <div className={styles.search}>
      <h1>{t('site.search.title')}</h1>
      <p>{t('site.search.intro')}</p>
      {/* A new query in the address (from the navbar) starts the form afresh. */}
      <SearchForm key={query} initial={query} />
      {valid && (
        <section className={styles.results} aria-labelledby={resultsId}>
          <h2 id={resultsId}>{t('site.search.resultsTitle', { query })}</h2>
          <SearchResults query={query} />
        </section>
      )}
    </div>
  );
}
