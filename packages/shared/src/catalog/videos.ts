import { z } from 'zod';
import { V } from '../validation/messages';
import { HTML_PATTERN, requiredText } from '../validation/rules';
import { EVENT_V, zSlug } from './events';
import { ZGalleryImage } from './galleries';
import { ZImage } from './image-schema';
import { zlotyToGrosze } from './money';
import { parseVideoLink } from './video-link';
import { viewerStateFields } from './viewer-state';
import { parseCatalogInstant } from './wall-clock';
import {
  ZPublicVideoTranslation,
  zItemId,
  zOptionalTranslationText,
  zTranslationLanguage,
  zTranslationSubtitle,
  zTranslationTitle,
} from './translations';

/** Videos, their translations and hosted videos (admin-content.md §3, §5 "Video form", §7). */
export const VIDEO_V = {
  ...EVENT_V,
  ticketValidity: 'form.validate.ticket_validity',
  inUse: 'form.validate.video_in_use',
  notUploaded: 'form.validate.video_not_uploaded',
} as const;

export const VIDEO_TITLE_MAX = 200;
export const VIDEO_SUBTITLE_MAX = 200;
/** The highest age a video may be restricted to, in years. */
export const AGE_RESTRICTION_MAX = 150;
/** Hours of access after the first playback; 0 = no limit; absent = the global setting. */
export const TICKET_VALIDITY_HOURS = [0, 3, 6, 12, 24, 36, 48, 72] as const;
export const RESTRICTED_ACCESS = ['any', 'poland', 'europe'] as const;
/** The multipart file fields of the video form. */
export const VIDEO_IMAGE_FIELDS = { image: 'main_image', thumb: 'thumb_image' } as const;

/**
 * The form arrives as JSON or as multipart, where every value is text: these helpers accept both spellings
 * ('true' / true, '12' / 12, '' / null for "not set").
 */
const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const zFlag = (fallback: boolean) =>
  z
    .union([z.boolean(), z.number(), z.string()], { error: V.wrong })
    .optional()
    .transform((value, ctx) => {
      if (isBlank(value)) return fallback;
      if (value === true || value === 1 || value === 'true' || value === '1') return true;
      if (value === false || value === 0 || value === 'false' || value === '0') return false;
      ctx.addIssue({ code: 'custom', message: V.wrong });
      return z.NEVER;
    });

/** An optional whole number (null when blank) within [min, max]. */
const zOptionalInt = (min: number, max = 2_147_483_647) =>
  z
    .union([z.number(), z.string(), z.null()], { error: V.wrong })
    .optional()
    .transform((value, ctx) => {
      if (isBlank(value)) return null;
      const n =
        typeof value === 'number' ? value : /^-?\d+$/.test(String(value).trim()) ? Number(value) : NaN;
      if (!Number.isSafeInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: V.wrong });
        return z.NEVER;
      }
      return n;
    });

/** An optional date or instant (YYYY-MM-DD = Warsaw day, or an ISO instant); null when blank. */
const zOptionalInstant = (edge: 'start' | 'end') =>
  z
    .union([z.string(), z.null()], { error: V.date })
    .optional()
    .transform((value, ctx) => {
      if (isBlank(value)) return null;
      const text = String(value).trim();
      const instant = /^\d{4}-\d{2}-\d{2}/.test(text) ? parseCatalogInstant(text, edge) : null;
      if (!instant || Number.isNaN(instant.getTime())) {
        ctx.addIssue({ code: 'custom', message: V.date });
        return z.NEVER;
      }
      return instant;
    });

/** An optional stream link (accessibility_video, autodesc_video): blank = none, else parseVideoLink. */
const zOptionalVideoLink = () =>
  z
    .union([z.string(), z.null()], { error: V.wrong })
    .optional()
    .transform((value, ctx) => {
      if (isBlank(value)) return null;
      const text = String(value).trim();
      if (parseVideoLink(text).kind === 'invalid') {
        ctx.addIssue({ code: 'custom', message: V.wrong });
        return z.NEVER;
      }
      return text;
    });

/** Staff HTML (description, additional_desc): any text; the server sanitizes it. */
const zHtml = () =>
  z
    .union([z.string(), z.null()], { error: V.wrong })
    .optional()
    .transform((value) => (isBlank(value) ? null : String(value)))
    .refine((value) => value === null || value.length <= 100_000, { error: V.tooLong });

/** The categories: a list of ids (JSON), or in multipart "1,2", "[1,2]" or "" (none). */
const zCategoryIds = () =>
  z
    .union([z.array(z.union([z.number(), z.string()])), z.string(), z.null()], { error: V.wrong })
    .optional()
    .transform((value, ctx) => {
      if (isBlank(value)) return [];
      let items: unknown[] = [];
      if (Array.isArray(value)) items = value;
      else {
        const text = String(value).trim();
        items = text.startsWith('[') ? safeJsonArray(text) : text.split(',');
      }
      const ids = items.map((item) => (typeof item === 'number' ? item : Number(String(item).trim())));
      if (ids.some((id) => !Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) || ids.length > 100) {
        ctx.addIssue({ code: 'custom', message: V.wrong });
        return z.NEVER;
      }
      return [...new Set(ids)];
    });

function safeJsonArray(text: string): unknown[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed : [NaN];
  } catch {
    return [NaN];
  }
}

const zTicketValidity = () =>
  z
    .union([z.number(), z.string(), z.null()], { error: VIDEO_V.ticketValidity })
    .optional()
    .transform((value, ctx) => {
      if (isBlank(value) || value === 'undefined') return null;
      const n = Number(typeof value === 'string' ? value.trim() : value);
      if (!(TICKET_VALIDITY_HOURS as readonly number[]).includes(n)) {
        ctx.addIssue({ code: 'custom', message: VIDEO_V.ticketValidity });
        return z.NEVER;
      }
      return n;
    });

const zRestrictedAccess = () =>
  z
    .union([z.enum(['', ...RESTRICTED_ACCESS]), z.null()], { error: V.wrong })
    .optional()
    .transform((value) => (value ? value : null));

/** The video_link form field: required, and a value parseVideoLink understands. */
export const zVideoLink = () =>
  requiredText().refine((value) => parseVideoLink(value).kind !== 'invalid', { error: V.wrong });

/**
 * POST /api/videos/ and PUT /api/videos/{id}: the video form (admin-content.md §5), as JSON or multipart text.
 * The price is zł with up to 2 decimals, answered as grosze; available_from and end_date are Warsaw dates (or
 * instants) and end may not come before start. The images travel as the files main_image and thumb_image.
 */
export const ZVideoForm = z
  .object({
    title: z
      .string({ error: V.required })
      .trim()
      .min(1, { error: V.required, abort: true })
      .max(VIDEO_TITLE_MAX, { error: V.tooLong })
      .refine((value) => !HTML_PATTERN.test(value), { error: V.noHtml }),
    slug: zSlug(),
    subtitle: zOptionalTranslationText(VIDEO_SUBTITLE_MAX),
    video_link: zVideoLink(),
    accessibility_video: zOptionalVideoLink(),
    autodesc_video: zOptionalVideoLink(),
    teaser_link: z
      .union([z.string(), z.null()], { error: V.wrong })
      .optional()
      .transform((value) => (isBlank(value) ? null : String(value).trim()))
      .refine((value) => value === null || (value.length <= 2000 && !HTML_PATTERN.test(value)), {
        error: V.wrong,
      }),
    video_price: z
      .union([z.number(), z.string(), z.null()], { error: V.wrong })
      .optional()
      .transform((value, ctx) => {
        if (isBlank(value)) return 0;
        const grosze = zlotyToGrosze(value);
        if (grosze === null) {
          ctx.addIssue({ code: 'custom', message: V.wrong });
          return z.NEVER;
        }
        return grosze;
      }),
    age_restriction: zOptionalInt(0, AGE_RESTRICTION_MAX),
    duration: zOptionalInt(0),
    weight: zOptionalInt(-2_147_483_648).transform((value) => value ?? 0),
    available_from: zOptionalInstant('start'),
    end_date: zOptionalInstant('end'),
    tickets_expiration_time: zTicketValidity(),
    restricted_access: zRestrictedAccess(),
    visible: zFlag(true),
    dashboard_hidden: zFlag(false),
    share_teatrlink: zFlag(false),
    gallery_id: zOptionalInt(1),
    categories: zCategoryIds(),
    description: zHtml(),
    additional_desc: zHtml(),
  })
  .superRefine((form, ctx) => {
    if (form.available_from && form.end_date && form.available_from > form.end_date) {
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: VIDEO_V.dateOrder });
    }
  });
export type TVideoForm = z.input<typeof ZVideoForm>;
export type TVideoFormOutput = z.output<typeof ZVideoForm>;

/** GET /api/videos and /external_api/videos. */
export const ZVideosQuery = z.object({
  category_id: z.coerce
    .number({ error: V.wrong })
    .int({ error: V.wrong })
    .positive({ error: V.wrong })
    .max(2_147_483_647, { error: V.wrong })
    .optional(),
});
export type TVideosQuery = z.output<typeof ZVideosQuery>;

const zTranslationLink = () =>
  z
    .string({ error: V.wrong })
    .trim()
    .max(5000, { error: V.tooLong })
    .nullish()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || parseVideoLink(value).kind !== 'invalid', { error: V.wrong });

/** POST /api/translations/video. Stream links are optional: an empty one falls back to the video's own. */
export const ZVideoTranslationCreate = z.object({
  language_code: zTranslationLanguage(),
  title: zTranslationTitle(),
  subtitle: zTranslationSubtitle(),
  video_link: zTranslationLink(),
  accessibility_video: zTranslationLink(),
  autodesc_video: zTranslationLink(),
  teaser_link: z
    .string({ error: V.wrong })
    .trim()
    .max(2000, { error: V.tooLong })
    .refine((value) => !HTML_PATTERN.test(value), { error: V.wrong })
    .nullish()
    .transform((value) => (value ? value : null)),
  description: z
    .string({ error: V.wrong })
    .max(100_000, { error: V.tooLong })
    .nullish()
    .transform((value) => (value ? value : null)),
  additional_desc: z
    .string({ error: V.wrong })
    .max(100_000, { error: V.tooLong })
    .nullish()
    .transform((value) => (value ? value : null)),
  video_id: zItemId(),
});
export type TVideoTranslationCreate = z.input<typeof ZVideoTranslationCreate>;

/** PUT /api/translations/video/{id}: the video stays. */
export const ZVideoTranslationUpdate = ZVideoTranslationCreate.omit({ video_id: true });
export type TVideoTranslationUpdate = z.input<typeof ZVideoTranslationUpdate>;

/** The administrator's translation: with its stream links. */
export const ZVideoTranslation = ZPublicVideoTranslation.extend({
  id: z.number(),
  video_id: z.number(),
  video_link: z.string().nullable(),
  accessibility_video: z.string().nullable(),
  autodesc_video: z.string().nullable(),
});
export type TVideoTranslation = z.infer<typeof ZVideoTranslation>;

export const ZVideoCategory = z.object({ id: z.number(), name: z.string() });

/**
 * A visitor's video (visitor-side.md §3): texts in the request's language (Polish field by field where
 * untranslated), price in zł, categories with translated names, images with srcset, the gallery and the window
 * status (-1 ended, 0 not yet available, 1 available). For a signed-in caller also access, paymentStatus and
 * countryBlocked. Never a stream link (product-decisions §16).
 */
export const ZVideo = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  description: z.string().nullable(),
  additional_desc: z.string().nullable(),
  teaser_link: z.string().nullable(),
  video_price: z.number(),
  duration: z.number().nullable(),
  age_restriction: z.number().nullable(),
  available_from: z.string().nullable(),
  end_date: z.string().nullable(),
  weight: z.number(),
  visible: z.boolean(),
  dashboard_hidden: z.boolean(),
  share_teatrlink: z.boolean(),
  restricted_access: z.string().nullable(),
  tickets_expiration_time: z.number().nullable(),
  categories: z.array(z.number()),
  category_names: z.array(ZVideoCategory),
  image_link: z.string().nullable(),
  thumb_link: z.string().nullable(),
  main_image: ZImage.nullable(),
  thumb_image: ZImage.nullable(),
  gallery_id: z.number().nullable(),
  gallery: z.array(ZGalleryImage),
  translations: z.array(ZPublicVideoTranslation),
  has_accessibility_video: z.boolean(),
  has_autodesc_video: z.boolean(),
  added_at: z.string(),
  status: z.number(),
  ...viewerStateFields,
});
export type TVideo = z.infer<typeof ZVideo>;

/** The administrator's video: Polish texts as stored, the stream links, translations with theirs, views. */
export const ZAdminVideo = ZVideo.extend({
  video_link: z.string().nullable(),
  accessibility_video: z.string().nullable(),
  autodesc_video: z.string().nullable(),
  translations: z.array(ZVideoTranslation),
  views: z.number(),
  updated_at: z.string(),
});
export type TAdminVideo = z.infer<typeof ZAdminVideo>;
