import type { TAdminCategory, TCategory, TCategoryTranslation } from '@scena/shared/catalog/categories';
import type { CategoryRow, CategoryTranslationRow } from '../../../db/schema';

/** Names sort in Polish order on both databases (product-decisions §21): arbuz, Cebula, ćma, Lwów, Łódź… */
const polishOrder = new Intl.Collator('pl');

export function byPolishName<T extends { id: number; name: string }>(a: T, b: T): number {
  return polishOrder.compare(a.name, b.name) || a.id - b.id;
}

export function categoryTranslationDto(row: CategoryTranslationRow): TCategoryTranslation {
  return { id: row.id, category_id: row.categoryId, language_code: row.languageCode, name: row.name };
}

/** A visitor's category: the translated name, or the Polish one where there is no translation. */
export function publicCategoryDto(row: CategoryRow, translation: CategoryTranslationRow | null): TCategory {
  return { id: row.id, name: translation?.name || row.name };
}

export function adminCategoryDto(
  row: CategoryRow,
  translations: CategoryTranslationRow[],
  videoIds: number[],
): TAdminCategory {
  return {
    id: row.id,
    name: row.name,
    updated_at: row.updatedAt.toISOString(),
    translations: translations.map(categoryTranslationDto),
    videos: videoIds,
  };
}
