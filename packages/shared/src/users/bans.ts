import { z } from 'zod';
import { V } from '../validation/messages';
import { warsawWallClockToUtc } from '../time/warsaw';

/** What the admin's ban form sends when the reason is left empty (admin-commerce-people.md §5). */
export const BAN_DEFAULT_REASON = 'nie określono';
export const BAN_REASON_MAX = 500;

/**
 * POST /api/bans. `expiration_date` is a Europe/Warsaw wall-clock time `YYYY-MM-DD HH:mm`, or null for a ban
 * forever; whether it lies in the future is checked by the server against its clock.
 */
export const ZBanCreate = z
  .object({
    user_id: z.number({ error: V.required }).int({ error: V.wrong }).positive({ error: V.wrong }),
    reason: z
      .string({ error: V.wrong })
      .trim()
      .max(BAN_REASON_MAX, { error: V.tooLong })
      .nullish()
      .transform((value) => value || BAN_DEFAULT_REASON),
    expiration_date: z.string({ error: V.date }).trim().nullish(),
    forever: z.boolean({ error: V.wrong }).optional().default(false),
    send_email: z.boolean({ error: V.wrong }).optional().default(false),
  })
  .superRefine((form, ctx) => {
    if (form.forever) return;
    if (!form.expiration_date || !warsawWallClockToUtc(form.expiration_date)) {
      ctx.addIssue({ code: 'custom', path: ['expiration_date'], message: V.date });
    }
  });
export type TBanCreate = z.input<typeof ZBanCreate>;

/**
 * The end of a ban that is not forever, checked against `now` (the server's clock, or the browser's for the
 * form's early warning): a real Warsaw wall-clock time `YYYY-MM-DD HH:mm`, and in the future.
 */
export function banEndProblem(expirationDate: string | null | undefined, now: Date): string | null {
  const until = expirationDate ? warsawWallClockToUtc(expirationDate) : null;
  if (!until) return V.date;
  return until <= now ? V.futureDate : null;
}

/** A ban as the admin's list shows it; `expiration_date` is a UTC instant (ISO), null when forever. */
export const ZBan = z.object({
  id: z.number(),
  user_id: z.number(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  country_code: z.string().nullable(),
  reason: z.string(),
  expiration_date: z.string().nullable(),
  forever: z.boolean(),
  created_at: z.string(),
  /** The administrator who made it; null when the platform did, or that account is gone. */
  created_by: z.object({ id: z.number(), firstname: z.string(), lastname: z.string() }).nullable(),
});
export type TBan = z.infer<typeof ZBan>;
