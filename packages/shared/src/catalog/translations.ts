import { z } from 'zod';
import { V } from '../validation/messages';
import { HTML_PATTERN } from '../validation/rules';

/**
 * Field rules shared by every content translation (videos, events, categories, slides; admin-content.md §5):
 * the language is two letters and never Polish (Polish is the item itself), titles ≤ 100, subtitles ≤ 200,
 * slide texts ≤ 500. Build a translation form from these so the limits cannot drift between forms.
 */
export const TRANSLATION_V = {
  languageRequired: 'form.validate.language_required',
  language: 'form.validate.language',
  languagePolish: 'form.validate.language_polish',
  translationExists: 'form.validate.translation_exists',
  max100: 'form.validate.max_100',
  max200: 'form.validate.max_200',
  max500: 'form.validate.max_500',
} as const;

export const TRANSLATION_TITLE_MAX = 100;
export const TRANSLATION_SUBTITLE_MAX = 200;
export const SLIDE_TRANSLATION_TEXT_MAX = 500;

const MAX_KEYS: Record<number, string> = {
  100: TRANSLATION_V.max100,
  200: TRANSLATION_V.max200,
  500: TRANSLATION_V.max500,
};

/** The message key of a length limit ("Maksymalnie 100 znaków."); other limits say "too long". */
export function maxLengthKey(max: number): string {
  return MAX_KEYS[max] ?? V.tooLong;
}

/** Two letters, not 'pl'; answered in lower case ('EN' → 'en'). */
export const zTranslationLanguage = () =>
  z
    .string({ error: TRANSLATION_V.languageRequired })
    .trim()
    .min(1, { error: TRANSLATION_V.languageRequired, abort: true })
    .regex(/^[A-Za-z]{2}$/, { error: TRANSLATION_V.language, abort: true })
    .toLowerCase()
    .refine((code) => code !== 'pl', { error: TRANSLATION_V.languagePolish });

/** A required one-line text of at most `max` characters, without markup. */
export const zRequiredTranslationText = (max: number) =>
  z
    .string({ error: V.required })
    .trim()
    .min(1, { error: V.required, abort: true })
    .max(max, { error: maxLengthKey(max) })
    .refine((value) => !HTML_PATTERN.test(value), { error: V.noHtml });

/** An optional one-line text of at most `max` characters, without markup; empty means null. */
export const zOptionalTranslationText = (max: number) =>
  z
    .string({ error: V.wrong })
    .trim()
    .max(max, { error: maxLengthKey(max) })
    .refine((value) => !HTML_PATTERN.test(value), { error: V.noHtml })
    .transform((value) => (value === '' ? null : value))
    .nullish();

/** Title of a video, event or slide translation (≤ 100); required where `required`. */
export const zTranslationTitle = (options: { required?: boolean } = {}) =>
  options.required
    ? zRequiredTranslationText(TRANSLATION_TITLE_MAX)
    : zOptionalTranslationText(TRANSLATION_TITLE_MAX);

/** Subtitle of a video or event translation (≤ 200). */
export const zTranslationSubtitle = () => zOptionalTranslationText(TRANSLATION_SUBTITLE_MAX);

/** A numeric id in a request body (the item a translation belongs to). */
export const zItemId = () =>
  z.number({ error: V.required }).int({ error: V.wrong }).positive({ error: V.wrong }).max(2_147_483_647, {
    error: V.wrong,
  });

/** A video's translation as visitors get it, on a video and on the events that play it: texts only, never a stream link. */
export const ZPublicVideoTranslation = z.object({
  language_code: z.string(),
  title: z.string().nullable(),
  subtitle: z.string().nullable(),
  description: z.string().nullable(),
  additional_desc: z.string().nullable(),
  teaser_link: z.string().nullable(),
});
export type TPublicVideoTranslation = z.infer<typeof ZPublicVideoTranslation>;
