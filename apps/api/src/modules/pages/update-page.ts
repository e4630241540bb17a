import { STATIC_PAGES, V, ZPageUpdate, type TPage, type TPageUpdate } from '@scena/shared';
import type { AppDeps } from '../../deps';
import { writeAudit } from '../../lib/audit';
import { invalidField, notFound } from '../../lib/errors';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { PAGES_CACHE_PREFIX } from './read-page-cached';
import {
  findPageWithTranslation,
  isSlugTakenByOther,
  updatePageRow,
  upsertPageTranslation,
} from './pages.repository';

const SLUG_TAKEN = 'form.validate.slug_taken';

/**
 * PUT /api/pages/{id}: Polish text goes on the page row, another language into its translation; the slug is
 * one for all languages. The built-in pages keep their slugs, because the site's fixed routes (/regulamin,
 * /polityka, /kontakt…) load them by slug.
 */
export async function updatePage(
  deps: AppDeps,
  actorUserId: number,
  pageId: number,
  input: TPageUpdate,
): Promise<TPage> {
  const form = ZPageUpdate.parse(input);
  const content = sanitizeHtml(form.content);
  const now = deps.clock.now();
  const page = await deps.db.transaction(async (tx) => {
    const found = await findPageWithTranslation(tx, { id: pageId }, form.language);
    if (!found) throw notFound();
    const builtIn = STATIC_PAGES.find((fixed) => fixed.id === pageId);
    if (builtIn && form.slug !== builtIn.slug) throw invalidField('slug', V.notAllowed);
    if (form.slug !== found.page.slug && (await isSlugTakenByOther(tx, form.slug, pageId))) {
      throw invalidField('slug', SLUG_TAKEN);
    }
    const polish = form.language === 'pl';
    const updated = await updatePageRow(
      tx,
      pageId,
      polish
        ? { slug: form.slug, title: form.title, content, updatedAt: now }
        : { slug: form.slug, updatedAt: now },
    );
    if (updated === 'slug_taken') throw invalidField('slug', SLUG_TAKEN);
    if (!updated) throw notFound();
    if (!polish) {
      await upsertPageTranslation(tx, {
        pageId,
        languageCode: form.language,
        title: form.title,
        content,
        updatedAt: now,
      });
    }
    await writeAudit(tx, {
      actorUserId,
      action: 'page.update',
      entity: 'page',
      entityId: pageId,
      data: { language: form.language, slug: form.slug },
      now,
    });
    return { id: pageId, slug: form.slug, title: form.title, content };
  });
  await deps.cache.invalidate(PAGES_CACHE_PREFIX);
  return page;
}
