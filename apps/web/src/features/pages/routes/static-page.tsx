import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { Button, ButtonLink } from '@/ui/button';
import { Loading } from '@/ui/feedback';
import { Result } from '@/ui/result';
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
  const notFound = page.error instanceof ApiError && page.error.status === 404;
  useDocumentTitle(
    page.data?.title ?? (notFound ? t('site.notFound.title') : page.isError ? t('pages.error.title') : null),
  );

  if (page.isPending) return <Loading label={t('pages.loading')} />;
  if (notFound) {
    return (
      <Result
        tone="warning"
        code="404"
        title={t('site.notFound.title')}
        actions={<ButtonLink to="/">{t('common.backHome')}</ButtonLink>}
      >
        <p>{t('pages.notFound.text')}</p>
      </Result>
    );
  }
  if (page.isError) {
    return (
      <Result
        tone="error"
        title={t('pages.error.title')}
        actions={
          <>
            <Button onClick={() => void page.refetch()} loading={page.isFetching}>
              {t('common.retry')}
            </Button>
            <ButtonLink variant="secondary" to="/">
              {t('common.backHome')}
            </ButtonLink>
          </>
        }
      >
        <p>{page.error instanceof ApiError ? page.error.message : t('pages.error.text')}</p>
      </Result>
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
