import { z } from 'zod';
import { zlotyToGrosze } from '../catalog/money';
import { ZConfigImages } from '../settings/app-config';
import { parseIsoDate } from '../time/calendar-date';
import { acceptFormText } from '../validation/form-text';
import { V } from '../validation/messages';

/** Message keys of the gift settings form (admin-commerce-people.md §5 "Gift settings", §9). */
export const GIFT_V = {
  /** Not an amount above zero with at most two decimals. */
  price: 'form.validate.gift_price',
  label: 'form.validate.gift_label',
  description: 'form.validate.gift_description',
  max100: 'form.validate.max_100',
  max300: 'form.validate.max_300',
} as const;

export const GIFT_LABEL_MAX = 100;
export const GIFT_DESCRIPTION_MAX = 300;
/** 99 999,99 zł: anything above is a typo, not a gift. */
export const GIFT_PRICE_MAX_GROSZE = 9_999_999;

/** The three device images of the gift block (mobile ≤ 575 px, tablet 576–991 px, desktop ≥ 992 px). */
export const GIFT_IMAGE_DEVICES = ['mobile', 'tablet', 'desktop'] as const;
export type TGiftImageDevice = (typeof GIFT_IMAGE_DEVICES)[number];
export const GIFT_IMAGE_KEYS = ['gift_image_mobile', 'gift_image_tablet', 'gift_image_desktop'] as const;
export type TGiftImageKey = (typeof GIFT_IMAGE_KEYS)[number];

/**
 * The name in DELETE /api/gifts/settings/image/{name}: a device (`mobile`, `tablet`, `desktop`) or the setting's
 * own key (`gift_image_mobile`…, as DELETE /api/appconfig/image/{name} takes it); anything else is null.
 */
export function giftImageKeyOf(name: string): TGiftImageKey | null {
  if ((GIFT_IMAGE_DEVICES as readonly string[]).includes(name))
    return `gift_image_${name as TGiftImageDevice}`;
  return (GIFT_IMAGE_KEYS as readonly string[]).includes(name) ? (name as TGiftImageKey) : null;
}

/** The price in zł (a number, or a form's text with `.` or `,`): required, above zero, two decimals → grosze. */
const zGiftPrice = () =>
  z
    .union([z.number(), z.string(), z.null()], { error: GIFT_V.price })
    .optional()
    .transform((value, ctx) => {
      const text = value === null || value === undefined ? '' : String(value).trim();
      if (text === '') {
        ctx.addIssue({ code: 'custom', message: V.required });
        return z.NEVER;
      }
      const grosze = zlotyToGrosze(text);
      if (grosze === null || grosze <= 0 || grosze > GIFT_PRICE_MAX_GROSZE) {
        ctx.addIssue({ code: 'custom', message: GIFT_V.price });
        return z.NEVER;
      }
      return grosze;
    });

/** Until when gifts are offered (a Warsaw calendar day, inclusive): YYYY-MM-DD, or empty / null / 0000-00-00 for no end. */
const zGiftExpiration = () =>
  z.union([z.string(), z.null()], { error: V.date }).transform((value, ctx) => {
    const text = (value ?? '').trim();
    if (text === '' || text.startsWith('0000-00-00')) return null;
    if (parseIsoDate(text) === null) {
      ctx.addIssue({ code: 'custom', message: V.date });
      return z.NEVER;
    }
    return text;
  });

const zOptionalText = (max: number, key: string) =>
  z.string({ error: V.wrong }).trim().max(max, { error: key });

/**
 * The gift settings form (admin-commerce-people.md §5 "Gift settings"). Field names are the settings' own;
 * `gift_price` is zł on the wire and grosze after parsing (product-decisions §5). The toggles are saved on their
 * own, at once (§4 "Settings saving"), so they are optional here.
 */
export const ZGiftSettingsForm = z.object({
  gift_available: z.boolean({ error: V.wrong }).optional(),
  any_gift_available: z.boolean({ error: V.wrong }).optional(),
  gift_price: zGiftPrice(),
  gift_expiration: zGiftExpiration(),
  gift_label: z
    .string({ error: GIFT_V.label })
    .trim()
    .min(1, { error: GIFT_V.label })
    .max(GIFT_LABEL_MAX, { error: GIFT_V.max100 }),
  gift_label_en: zOptionalText(GIFT_LABEL_MAX, GIFT_V.max100),
  gift_description: z
    .string({ error: GIFT_V.description })
    .trim()
    .min(1, { error: GIFT_V.description })
    .max(GIFT_DESCRIPTION_MAX, { error: GIFT_V.max300 }),
  gift_description_en: zOptionalText(GIFT_DESCRIPTION_MAX, GIFT_V.max300),
});
export type TGiftSettingsFormInput = z.input<typeof ZGiftSettingsForm>;
export type TGiftSettingsForm = z.output<typeof ZGiftSettingsForm>;

/**
 * PUT /api/gifts/settings, as JSON or as the text parts of a multipart form (where new images are the files
 * `gift_image_{device}_data`, which are not fields): any of the form's fields (a toggle alone, or the whole
 * form), each checked with the form's rule when present. Unknown fields are refused, a `_data` field too (an
 * image travels as a file, never as a data URL). The output uses the app-config keys (grosze), ready for the
 * settings update.
 */
export const ZGiftSettingsUpdate = ZGiftSettingsForm.partial()
  .extend({
    gift_available: acceptFormText(ZGiftSettingsForm.shape.gift_available.unwrap()).optional(),
    any_gift_available: acceptFormText(ZGiftSettingsForm.shape.any_gift_available.unwrap()).optional(),
  })
  .strict()
  .transform((value) => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)));
export type TGiftSettingsUpdateInput = z.input<typeof ZGiftSettingsUpdate>;

/**
 * GET /api/gifts/settings (everyone) and the answer of its PUT and DELETE: exactly `giftConfig` of
 * GET /external_api/config — `gift_price` in zł, image keys as URLs and their renditions under `images`.
 */
export const ZGiftConfig = z.object({
  gift_available: z.boolean(),
  any_gift_available: z.boolean(),
  /** zł */
  gift_price: z.number(),
  gift_expiration: z.string().nullable(),
  gift_label: z.string(),
  gift_label_en: z.string(),
  gift_description: z.string(),
  gift_description_en: z.string(),
  gift_image_mobile: z.string().nullable(),
  gift_image_tablet: z.string().nullable(),
  gift_image_desktop: z.string().nullable(),
  images: ZConfigImages,
});
export type TGiftConfig = z.infer<typeof ZGiftConfig>;
