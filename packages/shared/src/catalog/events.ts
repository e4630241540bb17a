import { z } from 'zod';
import { V } from '../validation/messages';
import { HTML_PATTERN } from '../validation/rules';
import { parseIsoDate } from '../time/calendar-date';
import { ZImage } from './image-schema';
import { viewerStateFields } from './viewer-state';
import { zPriceZloty } from './price-field';
import { parseTimeOfDay } from './wall-clock';
import {
  ZPublicVideoTranslation,
  zItemId,
  zTranslationLanguage,
  zTranslationSubtitle,
  zTranslationTitle,
} from './translations';

/** Events and their translations (admin-content.md §3, §5 "Event form", "Event search", §7). */
export const EVENT_V = {
  range: 'form.validate.range',
  dateOrder: 'form.validate.date_order',
  timeOrder: 'form.validate.time_order',
  slug: 'form.validate.slug',
  slugDigits: 'form.validate.slug_digits',
  slugTaken: 'form.validate.slug_taken',
  max40: 'form.validate.max_40',
  hasOrders: 'form.validate.event_has_orders',
} as const;

export const EVENT_TITLE_MAX = 200;
export const SLUG_MAX = 40;
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ALL_DIGITS = /^\d+$/;
const POLISH_LETTERS: Record<string, string> = {
  ą: 'a', ć: 'c', ę: 'e', ł: 'l', ń: 'n', ó: 'o', ś: 's', ź: 'z', ż: 'z',
}; // prettier-ignore

/**
 * A slug from a title: lower case, Polish letters transliterated (ł → l, which NFD alone would not do), other
 * accents dropped, every run of anything else a single hyphen, at most 40 characters, never all digits (a slug
 * must not look like an id, product-decisions §6: "2026" becomes "wydarzenie-2026"), never empty.
 */
export function slugFromTitle(title: string, fallback = 'wydarzenie'): string {
  const base = title
    .toLowerCase()
    .replace(/[ąćęłńóśźż]/g, (letter) => POLISH_LETTERS[letter] ?? letter)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const slug = !base ? fallback : ALL_DIGITS.test(base) ? `${fallback}-${base}` : base;
  return trimSlug(slug);
}

/** Cuts a slug to `max` characters without leaving a hyphen at the end. */
export function trimSlug(slug: string, max = SLUG_MAX): string {
  return slug.slice(0, max).replace(/-+$/, '');
}

/** The slug with a numeric suffix (`-2`, `-3`…), still at most 40 characters. */
export function slugWithSuffix(slug: string, n: number): string {
  const suffix = `-${n}`;
  return `${trimSlug(slug, SLUG_MAX - suffix.length)}${suffix}`;
}

/** Optional slug: empty means "generate from the title"; else lowercase letters, digits, hyphens, ≤ 40. */
export const zSlug = () =>
  z
    .string({ error: V.wrong })
    .trim()
    .max(SLUG_MAX, { error: EVENT_V.max40, abort: true })
    .refine((value) => value === '' || SLUG_PATTERN.test(value), { error: EVENT_V.slug, abort: true })
    .refine((value) => !ALL_DIGITS.test(value), { error: EVENT_V.slugDigits })
    .transform((value) => (value === '' ? null : value))
    .nullish()
    .transform((value) => value ?? null);

const zIsoDate = () =>
  z
    .string({ error: EVENT_V.range })
    .trim()
    .min(1, { error: EVENT_V.range, abort: true })
    .refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && parseIsoDate(value) !== null, {
      error: V.date,
    });

const zTimeOfDay = () =>
  z
    .string({ error: EVENT_V.range })
    .trim()
    .min(1, { error: EVENT_V.range, abort: true })
    .refine((value) => parseTimeOfDay(value) !== null, { error: V.wrong })
    .transform((value) => value.slice(0, 5));

/** Empty (null, '') is unlimited; otherwise a whole number of at least 1. */
const zAvailableTickets = () =>
  z
    .union([z.number(), z.string(), z.null()], { error: V.wrong })
    .optional()
    .transform((value, ctx) => {
      if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) {
        return null;
      }
      const n = typeof value === 'number' ? value : /^\d+$/.test(value.trim()) ? Number(value) : NaN;
      if (!Number.isSafeInteger(n) || n < 1 || n > 2_147_483_647) {
        ctx.addIssue({ code: 'custom', message: V.wrong });
        return z.NEVER;
      }
      return n;
    });

const flag = (fallback: boolean) => z.boolean({ error: V.wrong }).default(fallback);

/**
 * POST /api/events and PUT /api/events/{id}: the event form (admin-content.md §5). Dates are Warsaw calendar
 * dates and times Warsaw wall-clock times; the server computes the instants. A full-day event may leave the
 * times out (00:00–23:59). The times are compared only within one day: an event may run 20:00 → 02:00 the next
 * day. enable_tickets is the stored flag (the UI shows its inverse as "block payments").
 */
export const ZEventForm = z
  .object({
    title: z
      .string({ error: V.required })
      .trim()
      .min(1, { error: V.required, abort: true })
      .max(EVENT_TITLE_MAX, { error: V.tooLong })
      .refine((value) => !HTML_PATTERN.test(value), { error: V.noHtml }),
    slug: zSlug(),
    subtitle: zTranslationSubtitle(),
    video_id: zItemId(),
    event_price: zPriceZloty().default(0),
    date_from: zIsoDate(),
    date_to: zIsoDate(),
    time_from: zTimeOfDay().nullish(),
    time_to: zTimeOfDay().nullish(),
    full_day: flag(false),
    hide_time_to: flag(false),
    published: flag(false),
    is_festival: flag(false),
    dashboard_hidden: flag(false),
    enable_tickets: flag(true),
    enable_codes: flag(true),
    share_teatrlink: flag(false),
    available_tickets: zAvailableTickets(),
    vimeo_chat: z
      .string({ error: V.wrong })
      .trim()
      .max(5000, { error: V.tooLong })
      .nullish()
      .transform((value) => (value ? value : null)),
  })
  .superRefine((form, ctx) => {
    if (parseIsoDate(form.date_from) && parseIsoDate(form.date_to) && form.date_from > form.date_to) {
      ctx.addIssue({ code: 'custom', path: ['date_to'], message: EVENT_V.dateOrder });
    }
    if (form.full_day) return;
    for (const field of ['time_from', 'time_to'] as const) {
      if (!form[field]) ctx.addIssue({ code: 'custom', path: [field], message: EVENT_V.range });
    }
    const from = parseTimeOfDay(form.time_from);
    const to = parseTimeOfDay(form.time_to);
    if (from !== null && to !== null && form.date_from === form.date_to && from > to) {
      ctx.addIssue({ code: 'custom', path: ['time_to'], message: EVENT_V.timeOrder });
    }
  })
  .transform((form) => ({
    ...form,
    time_from: form.full_day ? (form.time_from ?? '00:00') : form.time_from!,
    time_to: form.full_day ? (form.time_to ?? '23:59') : form.time_to!,
  }));
export type TEventForm = z.input<typeof ZEventForm>;
export type TEventFormOutput = z.output<typeof ZEventForm>;

/** GET /api/events and /external_api/events: YYYY-MM-DD bounds (from after to is "Niepoprawna data"). */
export const ZEventsQuery = z
  .object({
    date_from: zIsoDate().optional(),
    date_to: zIsoDate().optional(),
    video_id: z.coerce
      .number({ error: V.wrong })
      .int({ error: V.wrong })
      .positive({ error: V.wrong })
      .optional(),
    festival: z
      .enum(['true', 'false', '1', '0'], { error: V.wrong })
      .transform((value) => value === 'true' || value === '1')
      .optional(),
  })
  .superRefine((query, ctx) => {
    if (query.date_from && query.date_to && query.date_from > query.date_to) {
      ctx.addIssue({ code: 'custom', path: ['date_to'], message: V.date });
    }
  });
export type TEventsQuery = z.output<typeof ZEventsQuery>;

/** POST /api/translations/event. */
export const ZEventTranslationCreate = z.object({
  language_code: zTranslationLanguage(),
  title: zTranslationTitle(),
  subtitle: zTranslationSubtitle(),
  event_id: zItemId(),
});
export type TEventTranslationCreate = z.input<typeof ZEventTranslationCreate>;

/** PUT /api/translations/event/{id}: the event stays. */
export const ZEventTranslationUpdate = ZEventTranslationCreate.omit({ event_id: true });
export type TEventTranslationUpdate = z.input<typeof ZEventTranslationUpdate>;

export const ZEventTranslation = z.object({
  id: z.number(),
  event_id: z.number(),
  language_code: z.string(),
  title: z.string().nullable(),
  subtitle: z.string().nullable(),
});
export type TEventTranslation = z.infer<typeof ZEventTranslation>;

/**
 * A visitor's event (visitor-side.md §3): texts in the request's language (Polish where untranslated), what it
 * takes from its video, the tickets left and the timing status (-1 ended, 0 upcoming, 1 ongoing). For a
 * signed-in caller also access, paymentStatus and countryBlocked. Never a stream link, and the chat embed only
 * as `has_chat` (the playback call hands out the embed, product-decisions §16).
 */
export const ZEvent = z.object({
  id: z.number(),
  slug: z.string().nullable(),
  title: z.string(),
  subtitle: z.string().nullable(),
  description: z.string().nullable(),
  additional_desc: z.string().nullable(),
  date_from: z.string().nullable(),
  date_to: z.string().nullable(),
  time_from: z.string().nullable(),
  time_to: z.string().nullable(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  full_day: z.boolean(),
  hide_time_to: z.boolean(),
  event_price: z.number(),
  duration: z.number().nullable(),
  age_restriction: z.number().nullable(),
  teaser_link: z.string().nullable(),
  image_link: z.string().nullable(),
  thumb_link: z.string().nullable(),
  /** The video's images with their renditions (srcset, width, height), for responsive cards and posters. */
  main_image: ZImage.nullable(),
  thumb_image: ZImage.nullable(),
  gallery: z.array(z.object({ url: z.string(), grid_thumb_url: z.string() })),
  translations: z.array(ZEventTranslation),
  videoTranslations: z.array(ZPublicVideoTranslation),
  has_chat: z.boolean(),
  enable_tickets: z.boolean(),
  enable_codes: z.boolean(),
  available_tickets: z.number().nullable(),
  ticketsAvailable: z.boolean(),
  ticketsLeft: z.number().nullable(),
  published: z.boolean(),
  dashboard_hidden: z.boolean(),
  is_festival: z.boolean(),
  share_teatrlink: z.boolean(),
  video_id: z.number(),
  status: z.number(),
  ...viewerStateFields,
});
export type TEvent = z.infer<typeof ZEvent>;

/**
 * The administrator's event: the Polish texts as stored, with the fields its edit form needs, the chat embed
 * code and the video's stream links.
 */
export const ZAdminEvent = ZEvent.extend({
  vimeo_chat: z.string().nullable(),
  video_link: z.string().nullable(),
  accessibility_video: z.string().nullable(),
  autodesc_video: z.string().nullable(),
  views: z.number(),
  /** Tickets taken: COMPLETED orders and PENDING ones still holding their ticket. */
  numberOfTickets: z.number(),
  updated_at: z.string(),
});
export type TAdminEvent = z.infer<typeof ZAdminEvent>;
