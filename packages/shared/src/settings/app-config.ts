import { z } from 'zod';
import type { ImageKind } from '../catalog/images';
import { ZImage } from '../catalog/image-schema';
import {
  GROUP_DISCOUNT_MAX,
  GROUP_UNITS_MAX,
  GROUP_UNITS_MIN,
  GROUP_V,
} from '../commerce/group-ticket-settings';
import { acceptFormText, type FormText } from '../validation/form-text';
import { V } from '../validation/messages';
import { zLink } from '../validation/rules';

/** Ticket validity choices in hours (0 = no limit). */
export const TICKET_VALIDITY_HOURS = [0, 3, 6, 12, 24, 36, 48, 72] as const;

/** Page links: empty, an absolute http/https/ftp URL, or a same-site path (admin-content.md §5). */
export const zPageLink = () =>
  zLink({ schemes: ['http', 'https', 'ftp'], max: 500, error: 'form.validate.page_link' });

/** Advertisement links: empty or an absolute http, https or ftp URL (admin-content.md §5, "Niepoprawny odnośnik"). */
export const zAdLink = () =>
  z
    .string({ error: V.wrong })
    .trim()
    .max(500, { error: V.tooLong })
    .refine((value) => value === '' || /^(https?|ftp):\/\/[^\s<>"]+$/i.test(value), {
      error: 'form.validate.ad_link',
    });

/** Help links (admin-commerce-people.md §2 "Help"): empty (the link is not shown) or an absolute https URL. */
export const zHttpsLink = () =>
  z
    .string({ error: V.wrong })
    .trim()
    .max(500, { error: V.tooLong })
    .refine((value) => value === '' || /^https:\/\/[^\s<>"/]+(\/[^\s<>"]*)?$/i.test(value), {
      error: 'form.validate.https_url',
    });

/** The most networks the autoban may be set to allow; 0 would ban every viewer at their first playback. */
export const MAX_DIFF_NETWORKS_LIMIT = 1000;
/** The info bar's and the error bar's text. */
export const BAR_TEXT_MAX = 500;
/** The festival block's title, in Polish and in English. */
export const FESTIVAL_TITLE_MAX = 100;
/** The VAT rate prices include, in whole percent. */
export const VAT_RATE_MAX = 99;

const zText = (max: number) => z.string({ error: V.wrong }).max(max, { error: V.tooLong });
const zFlag = () => z.boolean({ error: V.wrong });
const zTrackingId = () =>
  z
    .string({ error: V.wrong })
    .trim()
    .max(40, { error: V.tooLong })
    .regex(/^[A-Za-z0-9-]*$/, { error: V.wrong });

/**
 * Every setting of the application with its default (visitor-side.md §3, admin-content.md §3,
 * admin-commerce-people.md §3, gifts and group tickets). Stored one row per key; a missing row is its default.
 */
const zGroupUnits = () =>
  z
    .number({ error: GROUP_V.units })
    .int({ error: GROUP_V.units })
    .min(GROUP_UNITS_MIN, { error: GROUP_V.units })
    .max(GROUP_UNITS_MAX, { error: GROUP_V.units });

export const ZAppConfig = z.object({
  maintenance: zFlag().default(false),
  info_bar: zText(BAR_TEXT_MAX).default(''),
  info_bar_iat: z.string().nullable().default(null),
  error_bar: zText(BAR_TEXT_MAX).default(''),
  error_bar_iat: z.string().nullable().default(null),
  institution_page: zPageLink().default(''),
  institution_page_title: zText(100).default(''),
  regulations_page: zPageLink().default(''),
  policy_page: zPageLink().default(''),
  noauth_bg_image: z.string().nullable().default(null),
  show_advertisement: zFlag().default(false),
  paid_ad_url: zAdLink().default(''),
  free_ad_url: zAdLink().default(''),
  free_ad_image_mobile: z.string().nullable().default(null),
  free_ad_image_tablet: z.string().nullable().default(null),
  free_ad_image_desktop: z.string().nullable().default(null),
  paid_ad_image_mobile: z.string().nullable().default(null),
  paid_ad_image_tablet: z.string().nullable().default(null),
  paid_ad_image_desktop: z.string().nullable().default(null),
  tickets_expiration_time: z
    .number({ error: V.wrong })
    .refine((value) => (TICKET_VALIDITY_HOURS as readonly number[]).includes(value), {
      error: 'form.validate.ticket_validity',
    })
    .default(48),
  festival_title: zText(FESTIVAL_TITLE_MAX).default(''),
  festival_title_en: zText(FESTIVAL_TITLE_MAX).default(''),
  festival_short_dates: zFlag().default(false),
  festival_show_finished: zFlag().default(true),
  festival_reverse_finished: zFlag().default(false),
  view_slider: zFlag().default(true),
  view_eventslist: zFlag().default(true),
  view_vod: zFlag().default(true),
  view_festival: zFlag().default(false),
  vod_filters: zFlag().default(true),
  contact_email: z
    .string({ error: V.wrong })
    .trim()
    .refine((value) => value === '' || z.email().safeParse(value).success, {
      error: 'form.validate.contact_email',
    })
    .default(''),
  ad_pixel_id: zTrackingId().default(''),
  tag_manager_id: zTrackingId().default(''),
  /** The VAT rate prices include, in percent (product-decisions §30). */
  vat_rate: z
    .number({ error: V.wrong })
    .int({ error: V.wrong })
    .min(0, { error: V.wrong })
    .max(VAT_RATE_MAX, { error: V.wrong })
    .default(23),
  notify_remindplatform: zFlag().default(false),
  notify_remindpayedevent: zFlag().default(false),
  notify_newcontent_date: z.string().nullable().default(null),
  access_only_poland: zFlag().default(false),
  access_only_europe: zFlag().default(false),
  autoban_after_exceeding_ip_limit: zFlag().default(false),
  send_email_after_ip_ban: zFlag().default(false),
  /** The most distinct networks (IPv4 /24, IPv6 /48) one user may play from within the autoban's window. */
  max_diff_ip_views_per_user: z
    .number({ error: V.wrong })
    .int({ error: V.wrong })
    .min(1, { error: V.wrong })
    .max(MAX_DIFF_NETWORKS_LIMIT, { error: V.wrong })
    .default(5),
  tos_version: z.number().int().default(1),
  gift_available: zFlag().default(false),
  any_gift_available: zFlag().default(false),
  gift_price: z.number({ error: V.wrong }).int().min(0).default(5000),
  gift_expiration: z.string().nullable().default(null),
  gift_label: zText(100).default(''),
  gift_label_en: zText(100).default(''),
  gift_description: zText(300).default(''),
  gift_description_en: zText(300).default(''),
  gift_image_mobile: z.string().nullable().default(null),
  gift_image_tablet: z.string().nullable().default(null),
  gift_image_desktop: z.string().nullable().default(null),
  group_event_available: zFlag().default(false),
  group_video_available: zFlag().default(false),
  // The group ticket form's range (group-ticket-settings.ts), so neither way of saving stores what the other refuses.
  group_min_units: zGroupUnits().default(2),
  group_max_units: zGroupUnits().default(20),
  group_one_free: zFlag().default(false),
  group_discount: z.number().int().min(0).max(GROUP_DISCOUNT_MAX).default(0),
  /** The back-office's help screen: the theatre's FAQ and its submissions panel (empty: no link). */
  help_faq_url: zHttpsLink().default(''),
  help_submissions_url: zHttpsLink().default(''),
});
export type TAppConfig = z.infer<typeof ZAppConfig>;
export type AppConfigKey = keyof TAppConfig;

/** The part every visitor may read. Anything not listed is for administrators only. */
export const PUBLIC_CONFIG_KEYS = [
  'maintenance',
  'info_bar',
  'info_bar_iat',
  'error_bar',
  'error_bar_iat',
  'institution_page',
  'institution_page_title',
  'regulations_page',
  'policy_page',
  'noauth_bg_image',
  'show_advertisement',
  'paid_ad_url',
  'free_ad_url',
  'free_ad_image_mobile',
  'free_ad_image_tablet',
  'free_ad_image_desktop',
  'paid_ad_image_mobile',
  'paid_ad_image_tablet',
  'paid_ad_image_desktop',
  'tickets_expiration_time',
  'festival_title',
  'festival_title_en',
  'festival_short_dates',
  'festival_show_finished',
  'festival_reverse_finished',
  'view_slider',
  'view_eventslist',
  'view_vod',
  'view_festival',
  'vod_filters',
  'contact_email',
  'ad_pixel_id',
  'tag_manager_id',
  'vat_rate',
] as const satisfies readonly AppConfigKey[];

export type TPublicAppConfig = Pick<TAppConfig, (typeof PUBLIC_CONFIG_KEYS)[number]>;

export const ZPublicAppConfig = ZAppConfig.pick(
  Object.fromEntries(PUBLIC_CONFIG_KEYS.map((key) => [key, true])) as {
    [K in (typeof PUBLIC_CONFIG_KEYS)[number]]: true;
  },
);

/** Set by the server, never by a request: bar timestamps renew when their text changes; tos_version by reject-tos. */
const SERVER_OWNED = {
  info_bar_iat: true,
  error_bar_iat: true,
  notify_newcontent_date: true,
  tos_version: true,
  noauth_bg_image: true,
  free_ad_image_mobile: true,
  free_ad_image_tablet: true,
  free_ad_image_desktop: true,
  paid_ad_image_mobile: true,
  paid_ad_image_tablet: true,
  paid_ad_image_desktop: true,
  gift_image_mobile: true,
  gift_image_tablet: true,
  gift_image_desktop: true,
} as const;

/**
 * The configuration images: each setting holds the stored image's ref (`<id>/original-<W>x<H>.<ext>`), is set by
 * PUT /api/appconfig through the multipart file `<key>_data` and cleared by DELETE /api/appconfig/image/{key}.
 * Answers carry the image's URL under the key and its renditions under `images[key]`.
 */
export const CONFIG_IMAGE_KINDS = {
  noauth_bg_image: 'configBackground',
  free_ad_image_mobile: 'configMobile',
  free_ad_image_tablet: 'configTablet',
  free_ad_image_desktop: 'configDesktop',
  paid_ad_image_mobile: 'configMobile',
  paid_ad_image_tablet: 'configTablet',
  paid_ad_image_desktop: 'configDesktop',
  gift_image_mobile: 'configMobile',
  gift_image_tablet: 'configTablet',
  gift_image_desktop: 'configDesktop',
} as const satisfies Partial<Record<AppConfigKey, ImageKind>>;
export type ConfigImageKey = keyof typeof CONFIG_IMAGE_KINDS;
export const CONFIG_IMAGE_KEYS = Object.keys(CONFIG_IMAGE_KINDS) as ConfigImageKey[];

export function isConfigImageKey(value: string): value is ConfigImageKey {
  return Object.prototype.hasOwnProperty.call(CONFIG_IMAGE_KINDS, value);
}

/** The multipart file that carries a new image for `key` (the spec's "image data fields"). */
export function imageFileField<K extends ConfigImageKey>(key: K): `${K}_data` {
  return `${key}_data`;
}

type UpdatableShape = ReturnType<typeof ZAppConfig.omit<typeof SERVER_OWNED>>['shape'];

/**
 * The updatable settings' rules without their defaults (`.partial()` keeps a field's `.default()`, which would
 * reset every setting a PUT leaves out), each also taking its multipart text.
 */
const updateShape = Object.fromEntries(
  Object.entries(ZAppConfig.omit(SERVER_OWNED).shape).map(([key, field]) => [
    key,
    acceptFormText(field.unwrap()).optional(),
  ]),
) as {
  [K in keyof UpdatableShape]: z.ZodOptional<FormText<ReturnType<UpdatableShape[K]['unwrap']>>>;
};

/**
 * The fields of PUT /api/appconfig, as JSON or as the text parts of a multipart form (where the new images are
 * the files `<image key>_data`, which are not fields): only changed fields are sent; unknown fields are refused,
 * a `<key>_data` field too: an image travels as a file, never as a data URL inside the fields.
 */
export const ZAppConfigUpdate = z
  .object(updateShape)
  .strict()
  // An emptied text is a change (a cleared festival title).
  .transform((value) => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)));
export type TAppConfigUpdate = z.input<typeof ZAppConfigUpdate>;

/** `images` in a config answer: the renditions (srcset, width, height) of every configuration image that is set. */
export const ZConfigImages = z.partialRecord(
  z.enum(CONFIG_IMAGE_KEYS as [ConfigImageKey, ...ConfigImageKey[]]),
  ZImage,
);
export type TConfigImages = z.infer<typeof ZConfigImages>;

/** GET/PUT /api/appconfig for an administrator: every setting, image keys as URLs, plus `images`. */
export const ZAppConfigAnswer = ZAppConfig.extend({ images: ZConfigImages });
export type TAppConfigAnswer = z.infer<typeof ZAppConfigAnswer>;

/** GET /api/appconfig/ for everyone else: the public settings and the public images' renditions. */
export const ZPublicAppConfigAnswer = ZPublicAppConfig.extend({ images: ZConfigImages });
export type TPublicAppConfigAnswer = z.infer<typeof ZPublicAppConfigAnswer>;

export function pickPublicConfig(config: TAppConfig): TPublicAppConfig {
  return Object.fromEntries(PUBLIC_CONFIG_KEYS.map((key) => [key, config[key]])) as TPublicAppConfig;
}

function pickImages(images: TConfigImages, keys: readonly string[]): TConfigImages {
  return Object.fromEntries(Object.entries(images).filter(([key]) => keys.includes(key)));
}

/** The public answer of a config whose image keys already hold URLs. */
export function publicConfigAnswer(config: TAppConfig, images: TConfigImages): TPublicAppConfigAnswer {
  return { ...pickPublicConfig(config), images: pickImages(images, PUBLIC_CONFIG_KEYS) };
}

/** GET /external_api/config: the visitor's config with the gift and group-ticket parts as the spec names them. */
export function externalConfig(config: TAppConfig, images: TConfigImages = {}) {
  return {
    config: publicConfigAnswer(config, images),
    giftConfig: {
      gift_available: config.gift_available,
      any_gift_available: config.any_gift_available,
      gift_price: config.gift_price / 100,
      gift_expiration: config.gift_expiration,
      gift_label: config.gift_label,
      gift_label_en: config.gift_label_en,
      gift_description: config.gift_description,
      gift_description_en: config.gift_description_en,
      gift_image_mobile: config.gift_image_mobile,
      gift_image_tablet: config.gift_image_tablet,
      gift_image_desktop: config.gift_image_desktop,
      images: pickImages(images, ['gift_image_mobile', 'gift_image_tablet', 'gift_image_desktop']),
    },
    groupTicketConfig: {
      event_available: config.group_event_available,
      video_available: config.group_video_available,
      min_units: config.group_min_units,
      max_units: config.group_max_units,
      one_free: config.group_one_free,
      discount: config.group_discount,
    },
  };
}
