import { z } from 'zod';
import { V } from '../validation/messages';
import { futureWallClockProblem, requiredText } from '../validation/rules';
import { zlotyToGrosze } from '../catalog/money';
import { warsawWallClockToUtc } from '../time/warsaw';
import { parseProductSlug } from './product-slug';
import { CODE_STATES } from './code-standing';

/** Message keys of the code forms (admin-commerce-people.md §5, visitor-side.md §5 "Code form"). */
export const CODE_V = {
  code: 'form.validate.code',
  codeTaken: 'form.validate.code_taken',
  codeUnknown: 'form.validate.code_unknown',
  codeExpired: 'form.validate.code_expired',
  codeUsedUp: 'form.validate.code_used_up',
  codeUsed: 'form.validate.code_used',
  discount: 'form.validate.discount',
  product: 'form.validate.product',
  limit: 'form.validate.limit',
  number: 'form.validate.number',
} as const;

export const CODE_MAX = 30;
/** Random part of each generated one-time code; the prefix leaves room for it within CODE_MAX. */
export const GENERATED_SUFFIX_LENGTH = 8;
export const GENERATED_MAX = 500;
export const CODE_DESCRIPTION_MAX = 200;
/** Letters, digits, hyphens and underscores: easy to read out and to type on a phone. */
const CODE_PATTERN = /^[A-Za-z0-9_-]+$/;
const PERCENT = /^(\d{1,3})(?:[.,]0{1,2})?\s*%$/;

/** "20%" (0–100, not 0) or an amount in zł with up to 2 decimals ("12.50", not 0). */
export function parseDiscount(
  text: string,
):
  | { discount_percent: number; discount_cash: null }
  | { discount_percent: null; discount_cash: number }
  | null {
  const value = text.trim();
  const percent = PERCENT.exec(value);
  if (percent) {
    const n = Number(percent[1]);
    return n > 0 && n <= 100 ? { discount_percent: n, discount_cash: null } : null;
  }
  const grosze = zlotyToGrosze(value);
  return grosze !== null && grosze > 0 ? { discount_percent: null, discount_cash: grosze } : null;
}

/** A code's product: any, event-{id} or video-{id} (no quantity). */
function isCodeProduct(value: string): boolean {
  const product = parseProductSlug(value);
  return product !== null && product.quantity === undefined;
}

/** A user types a code: trimmed, required (visitor-side.md §5); matched without regard to case. */
export const ZActivateCode = z.object({
  code: requiredText().max(CODE_MAX, { error: CODE_V.codeUnknown }),
});
export type TActivateCode = z.infer<typeof ZActivateCode>;

/** "YYYY-MM-DD HH:mm" (or with a T), Warsaw wall-clock, kept as text; the server turns it into an instant. */
const zWallClock = () =>
  requiredText()
    .transform((value) => value.replace('T', ' ').slice(0, 16))
    .refine((value) => warsawWallClockToUtc(value) !== null, { error: V.date });

/**
 * POST /api/codes and PUT /api/codes/{id} (admin-commerce-people.md §5 "Discount code form"). With `number`, that
 * many one-time codes are generated, each `code` (the prefix) + a random part; without it, `code` is one coupon
 * used up to `limit` times. expiration_date is Warsaw wall-clock "YYYY-MM-DD HH:mm".
 */
export const ZCodeForm = z
  .object({
    code: requiredText().max(CODE_MAX, { error: CODE_V.code }).regex(CODE_PATTERN, { error: CODE_V.code }),
    desc: requiredText().max(CODE_DESCRIPTION_MAX, { error: V.tooLong }),
    discount: z
      .union([z.string(), z.number()], { error: V.required })
      .transform((value) => String(value))
      .pipe(requiredText())
      .transform((value, ctx) => {
        const parsed = parseDiscount(value);
        if (!parsed) {
          ctx.addIssue({ code: 'custom', message: CODE_V.discount });
          return z.NEVER;
        }
        return parsed;
      }),
    product_id: requiredText().refine(isCodeProduct, { error: CODE_V.product }),
    // Empty means the single-use default of 1 (admin-commerce-people.md §5).
    limit: z.preprocess(
      (value) => (value === '' || value === null || value === undefined ? 1 : value),
      z.coerce
        .number({ error: CODE_V.limit })
        .int({ error: CODE_V.limit })
        .min(1, { error: CODE_V.limit })
        .max(1_000_000, { error: CODE_V.limit }),
    ),
    number: z
      .union([z.literal(''), z.null(), z.coerce.number({ error: CODE_V.number })])
      .optional()
      .transform((value) => (value === '' || value === null || value === undefined ? null : value))
      .refine(
        (value) => value === null || (Number.isInteger(value) && value >= 1 && value <= GENERATED_MAX),
        {
          error: CODE_V.number,
        },
      ),
    expiration_date: zWallClock(),
  })
  .superRefine((value, ctx) => {
    if (value.number !== null && value.code.length > CODE_MAX - GENERATED_SUFFIX_LENGTH) {
      ctx.addIssue({ code: 'custom', path: ['code'], message: CODE_V.code });
    }
  });
export type TCodeFormInput = z.input<typeof ZCodeForm>;
export type TCodeForm = z.output<typeof ZCodeForm>;

/**
 * The end of a code being saved, checked against `now` as the ban form's end is (admin-commerce-people.md §5): a
 * new end must lie in the future, or the code would be saved already over and never listed as valid. An edit may
 * keep the end the code has (`kept`, an instant), so an expired code's description can still be corrected.
 */
export function codeEndProblem(
  expirationDate: string,
  now: Date,
  kept?: Date | string | null,
): string | null {
  const end = warsawWallClockToUtc(expirationDate);
  const minute = (instant: Date) => Math.floor(instant.getTime() / 60_000);
  if (end && kept && minute(end) === minute(new Date(kept))) return null;
  return futureWallClockProblem(expirationDate, now);
}

/** GET /api/codes: a missing filter takes its default (§5: expiring from today, available only, min_limit 2); an empty one is off. */
export const ZCodesQuery = z.object({
  expiration_date_from: z.string().optional(),
  expiration_date_to: z.string().optional(),
  name: z.string().max(100).optional(),
  min_limit: z.string().optional(),
  available: z.enum(['true', 'false', '']).optional(),
  limit: z.string().optional(),
  discount: z.string().optional(),
  event_id: z.string().optional(),
  video_id: z.string().optional(),
});
export type TCodesQuery = z.infer<typeof ZCodesQuery>;

const codeCommon = {
  id: z.number(),
  code: z.string(),
  desc: z.string(),
  discount_percent: z.number().nullable(),
  /** zł */
  discount_cash: z.number().nullable(),
  event_id: z.number().nullable(),
  video_id: z.number().nullable(),
  /** any, event-{id} or video-{id} */
  product_id: z.string(),
  /** The product's title (Polish for an administrator), null for "any". */
  product_title: z.string().nullable(),
  expiration_date: z.string(),
  /** zł left on a cash voucher (code-standing.ts); null for any other code. */
  cash_left: z.number().nullable(),
};

export const ZCodeUse = z.object({
  id: z.number(),
  userId: z.number(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  activation_date: z.string(),
  used: z.boolean(),
  usage_date: z.string().nullable(),
  extOrderId: z.string().nullable(),
});
export type TCodeUse = z.infer<typeof ZCodeUse>;

/** The administrator's code (admin-commerce-people.md §3 "Discount code"); `uses` only from GET /api/codes/{id}. */
export const ZAdminCode = z.object({
  ...codeCommon,
  limit: z.number(),
  numberOfUses: z.number(),
  created_at: z.string(),
  uses: z.array(ZCodeUse).optional(),
});
export type TAdminCode = z.infer<typeof ZAdminCode>;

/** A code activated by a user (visitor-side.md §3 "User code"). */
export const ZUserCode = z.object({
  ...codeCommon,
  code_id: z.number(),
  /** The product page's path; null for "any". */
  product_path: z.string().nullable(),
  activation_date: z.string(),
  /** The user used it: such an activation stays with its order. */
  used: z.boolean(),
  usage_date: z.string().nullable(),
  /** Whether it still lowers a price, and if not, why (code-standing.ts). */
  state: z.enum(CODE_STATES),
});
export type TUserCode = z.infer<typeof ZUserCode>;

/** POST /api/users/{id}/codes: newly activated, already active, or already used by this user. */
export const ZActivationAnswer = z.object({
  status: z.enum(['activated', 'active', 'used']),
  code: ZUserCode,
});
export type TActivationAnswer = z.infer<typeof ZActivationAnswer>;
