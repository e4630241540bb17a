import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isNotFound, QueryState } from '@/ui/query-state';
import { useDocumentTitle } from '@/ui/use-document-title';
import { usePage } from '../api/get-page';
import { useSameSiteLinks } from '../hooks/use-same-site-links';
import '../i18n';

/** A static page (/regulamin, /polityka, /kontakt, /n/{slug}): its title and the server-sanitized HTML. */
export function StaticPage({ slug: givenSlug }: { slug?: string }) {
  const { t, i18n } = useTranslation();
  const params = useParams();
  const slug = givenSlug ?? params.slug ?? '';
  const page = usePage(slug, i18n.language);
  const onContentClick = useSameSiteLinks();
  const notFound = isNotFound(page.error);
  useDocumentTitle(
    page.data?.title ?? (notFound ? t('site.notFound.title') : page.isError ? t('pages.error.title') : null),
  );

  if (!page.data) {
    return (
      <QueryState
        query={page}
        loadingLabel={t('pages.loading')}
        notFoundText={t('pages.notFound.text')}
        errorTitle={t('pages.error.title')}
        errorText={t('pages.error.text')}
      />
    );
  }
  return (
    <article>
      <h1>{page.data.title}</h1>
      {/* HTML that the server sanitized with an allow-list when it was saved; clicks go to its links. */}
      <div
        className="prose"
        onClick={onContentClick}
        dangerouslySetInnerHTML={{ __html: page.data.content }}
      />
    </article>
  );
}
