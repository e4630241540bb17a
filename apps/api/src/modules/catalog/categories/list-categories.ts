import type { Language } from '@scena/shared';
import type { TAdminCategory, TCategory } from '@scena/shared/catalog/categories';
import type { AppDeps } from '../../../deps';
import type { Db } from '../../../db/client';
import { adminCategoryDto, byPolishName, publicCategoryDto } from './category-dto';
import {
  findCategory,
  listCategoriesWithTranslation,
  listCategoryRows,
  listCategoryTranslations,
  listCategoryVideoIds,
} from './categories.repository';

/** Every cached category answer starts with this; every category or translation write drops it. */
export const CATEGORIES_CACHE_PREFIX = 'catalog:categories:';

/**
 * GET /api/categories for visitors, serialized per language (product-decisions §3): each name in `language`,
 * or in Polish where untranslated, sorted in Polish order.
 */
export function readPublicCategoriesJson(deps: Pick<AppDeps, 'db' | 'cache'>, language: Language) {
  return deps.cache.get(`${CATEGORIES_CACHE_PREFIX}${language}`, async () => {
    const rows = await listCategoriesWithTranslation(deps.db, language);
    const answer: TCategory[] = rows
      .map(({ category, translation }) => publicCategoryDto(category, translation))
      .sort(byPolishName);
    return JSON.stringify(answer);
  });
}

/** GET /api/categories for an administrator: Polish names with every translation and the videos' ids. */
export async function listAdminCategories(db: Db): Promise<TAdminCategory[]> {
  // One after another: `db` may be a transaction, whose single connection cannot run queries side by side.
  const rows = await listCategoryRows(db);
  const translations = await listCategoryTranslations(db);
  const links = await listCategoryVideoIds(db);
  return rows
    .map((row) =>
      adminCategoryDto(
        row,
        translations.filter((translation) => translation.categoryId === row.id),
        links.filter((link) => link.categoryId === row.id).map((link) => link.videoId),
      ),
    )
    .sort(byPolishName);
}

/** One category as the administrator sees it, or undefined. */
export async function loadAdminCategory(db: Db, id: number): Promise<TAdminCategory | undefined> {
  const row = await findCategory(db, id);
  if (!row) return undefined;
  const translations = await listCategoryTranslations(db, [id]);
  const links = await listCategoryVideoIds(db, [id]);
  return adminCategoryDto(
    row,
    translations,
    links.map((link) => link.videoId),
  );
}
