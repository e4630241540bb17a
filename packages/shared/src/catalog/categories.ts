import { z } from 'zod';
import { V } from '../validation/messages';
import {
  TRANSLATION_TITLE_MAX,
  maxLengthKey,
  zItemId,
  zRequiredTranslationText,
  zTranslationLanguage,
} from './translations';

/** Categories and their translations (admin-content.md §3, §5 "Category name", §7). */
export const CATEGORY_NAME_MAX = 100;
export const CATEGORY_NAME_KEY = 'form.validate.category_name';
/** Letters (Polish included), digits, spaces and ( ) ! - + # ? % @ . */
export const CATEGORY_NAME_PATTERN = /^[\p{L}\p{M}\d ()!\-+#?%@.]+$/u;

/** Message keys of a name another category has (issue 19): in Polish, or in a translation's language. */
export const CATEGORY_V = {
  nameTaken: 'form.validate.category_name_taken',
  translationTaken: 'form.validate.category_translation_taken',
} as const;

/**
 * A category's name as it is stored and compared: without spaces at the ends and with one space between words,
 * so that "Komedia  romantyczna" is the name "Komedia romantyczna" (the database compares them ignoring case).
 */
export function tidyCategoryName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

export const zCategoryName = () =>
  z
    .string({ error: V.required })
    .overwrite(tidyCategoryName)
    .min(1, { error: V.required, abort: true })
    .max(CATEGORY_NAME_MAX, { error: maxLengthKey(CATEGORY_NAME_MAX) })
    .regex(CATEGORY_NAME_PATTERN, { error: CATEGORY_NAME_KEY });

/** POST /api/categories and PUT /api/categories/{id}: the Polish name. */
export const ZCategoryForm = z.object({ name: zCategoryName() });
export type TCategoryForm = z.input<typeof ZCategoryForm>;

/** POST /api/translations/category. */
export const ZCategoryTranslationCreate = z.object({
  name: zRequiredTranslationText(TRANSLATION_TITLE_MAX).overwrite(tidyCategoryName),
  language_code: zTranslationLanguage(),
  category_id: zItemId(),
});
export type TCategoryTranslationCreate = z.input<typeof ZCategoryTranslationCreate>;

/** PUT /api/translations/category/{id}: the category stays (a category_id sent along is ignored). */
export const ZCategoryTranslationUpdate = ZCategoryTranslationCreate.omit({ category_id: true });
export type TCategoryTranslationUpdate = z.input<typeof ZCategoryTranslationUpdate>;

export const ZCategoryTranslation = z.object({
  id: z.number(),
  category_id: z.number(),
  language_code: z.string(),
  name: z.string(),
});
export type TCategoryTranslation = z.infer<typeof ZCategoryTranslation>;

/** A visitor's category: the name in the request's language, Polish where untranslated. */
export const ZCategory = z.object({ id: z.number(), name: z.string() });
export type TCategory = z.infer<typeof ZCategory>;

/** The administrator's category: the Polish name, its translations and the ids of its videos. */
export const ZAdminCategory = z.object({
  id: z.number(),
  name: z.string(),
  updated_at: z.string(),
  translations: z.array(ZCategoryTranslation),
  videos: z.array(z.number()),
});
export type TAdminCategory = z.infer<typeof ZAdminCategory>;
