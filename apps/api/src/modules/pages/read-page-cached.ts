import type { Language, TPage } from '@scena/shared';
import type { AppDeps } from '../../deps';
import { notFound } from '../../lib/errors';
import { findPageWithTranslation } from './pages.repository';

export const PAGES_CACHE_PREFIX = 'page:';

/** Numeric ids that fit an integer column; longer digit strings can only be (missing) slugs. */
const PAGE_ID = /^\d{1,9}$/;

/**
 * GET /api/pages/{slug} serialized, per language (product-decisions §3): each field in `language`, or in
 * Polish where the translation lacks it. Only pages that exist are cached (a miss throws and stores nothing).
 */
export function readPageJson(
  deps: Pick<AppDeps, 'db' | 'cache'>,
  slugOrId: string,
  language: Language,
): Promise<string> {
  return deps.cache.get(`${PAGES_CACHE_PREFIX}${language}:${slugOrId}`, async () => {
    const key = PAGE_ID.test(slugOrId) ? { id: Number(slugOrId) } : { slug: slugOrId };
    const found = await findPageWithTranslation(deps.db, key, language);
    if (!found) throw notFound();
    const { page, translation } = found;
    const answer: TPage = {
      id: page.id,
      slug: page.slug,
      title: translation?.title || page.title,
      content: translation?.content || page.content,
    };
    return JSON.stringify(answer);
  });
}
