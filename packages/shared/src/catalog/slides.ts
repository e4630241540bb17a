import { z } from 'zod';
import { V } from '../validation/messages';
import { HTML_PATTERN, zLink } from '../validation/rules';
import { ZImage } from './image-schema';
import {
  SLIDE_TRANSLATION_TEXT_MAX,
  TRANSLATION_TITLE_MAX,
  maxLengthKey,
  zItemId,
  zOptionalTranslationText,
  zRequiredTranslationText,
  zTranslationLanguage,
} from './translations';

/** Home-page slides and their translations (admin-content.md §3, §5 "Slide", §7). */
export const SLIDE_TITLE_MAX = 200;
export const SLIDE_TEXT_MAX = 500;
export const SLIDE_URL_MAX = 500;
export const SLIDE_V = {
  title: 'form.validate.slide_title',
  text: 'form.validate.slide_text',
  url: 'form.validate.page_link',
} as const;

const zRequired = (max: number, requiredKey: string) =>
  z
    .string({ error: requiredKey })
    .trim()
    .min(1, { error: requiredKey, abort: true })
    .max(max, { error: maxLengthKey(max) })
    .refine((value) => !HTML_PATTERN.test(value), { error: V.noHtml });

/** Empty (no link), an absolute http(s) URL, or a same-site path ("/wydarzenie/wesele"); empty means null. */
export const zSlideUrl = () =>
  zLink({ schemes: ['http', 'https'], max: SLIDE_URL_MAX, error: SLIDE_V.url }).transform((value) =>
    value === '' ? null : value,
  );

/** A flag as JSON sends it (true/false) or as a multipart field ('true', 'false', '1', '0', 'on', ''). */
export const zFormFlag = () =>
  z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on', 'off', ''])], { error: V.wrong })
    .transform((value) => value === true || value === 'true' || value === '1' || value === 'on');

const slideFields = {
  title: zRequired(SLIDE_TITLE_MAX, SLIDE_V.title),
  text: zRequired(SLIDE_TEXT_MAX, SLIDE_V.text),
  url: zSlideUrl().nullish(),
  published: zFormFlag(),
};

/**
 * POST /api/slides (multipart: these fields plus the file `bg_image`). Unknown fields are ignored, as the admin
 * form sends `bg_image_data` and the like along.
 */
export const ZSlideForm = z.object({ ...slideFields, published: slideFields.published.default(false) });
export type TSlideForm = z.input<typeof ZSlideForm>;

/**
 * PUT /api/slides/{id}: only the fields sent change; every PUT renews updated_at, so an empty one just moves the
 * slide to the top of the list.
 */
export const ZSlideUpdate = z.object(slideFields).partial();
export type TSlideUpdate = z.input<typeof ZSlideUpdate>;

/** The administrator's slide. */
export const ZAdminSlide = z.object({
  id: z.number(),
  title: z.string(),
  text: z.string(),
  url: z.string().nullable(),
  published: z.boolean(),
  weight: z.number(),
  updated_at: z.string(),
  bg_image: ZImage.nullable(),
});
export type TAdminSlide = z.infer<typeof ZAdminSlide>;

/** A visitor's slide: published only, in the request's language (Polish where untranslated). */
export const ZPublicSlide = z.object({
  id: z.number(),
  title: z.string(),
  text: z.string(),
  url: z.string().nullable(),
  bg_image: ZImage.nullable(),
});
export type TPublicSlide = z.infer<typeof ZPublicSlide>;

/** POST /api/translations/slide: title (≤ 100) required, text (≤ 500) optional. */
export const ZSlideTranslationCreate = z.object({
  title: zRequiredTranslationText(TRANSLATION_TITLE_MAX),
  text: zOptionalTranslationText(SLIDE_TRANSLATION_TEXT_MAX),
  language_code: zTranslationLanguage(),
  slide_id: zItemId(),
});
export type TSlideTranslationCreate = z.input<typeof ZSlideTranslationCreate>;

/** PUT /api/translations/slide/{id}: the slide stays (a slide_id sent along is ignored). */
export const ZSlideTranslationUpdate = ZSlideTranslationCreate.omit({ slide_id: true });
export type TSlideTranslationUpdate = z.input<typeof ZSlideTranslationUpdate>;

export const ZSlideTranslation = z.object({
  id: z.number(),
  slide_id: z.number(),
  language_code: z.string(),
  title: z.string().nullable(),
  text: z.string().nullable(),
});
export type TSlideTranslation = z.infer<typeof ZSlideTranslation>;
