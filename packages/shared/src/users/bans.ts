import { z } from 'zod';
import { V } from '../validation/messages';
import { warsawWallClockToUtc } from '../time/warsaw';
import { futureWallClockProblem } from '../validation/rules';

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
 * The window in which the IP-diversity autoban counts a user's networks. One day holds an evening's event and a
 * rental's viewing, when a shared account is used from several homes at once, while a viewer who moves between
 * home, work and a phone stays within a few networks of it.
 */
export const AUTOBAN_WINDOW_HOURS = 24;

/** Who made a ban: a member of staff through the ban form, or the IP-diversity autoban. */
export const BAN_ORIGINS = ['admin', 'autoban'] as const;
export type TBanOrigin = (typeof BAN_ORIGINS)[number];

/** One network a user played from: IPv4 /24 or IPv6 /48, the last address seen in it, and when (UTC, ISO). */
export const ZPlaybackNetwork = z.object({
  network: z.string(),
  last_address: z.string(),
  first_seen: z.string(),
  last_seen: z.string(),
  /** Playback starts from this network within the window. */
  starts: z.number(),
});
export type TPlaybackNetwork = z.infer<typeof ZPlaybackNetwork>;

/** Why the autoban blocked a user: the networks of the window that crossed the limit, as they were then. */
export const ZAutobanDetails = z.object({
  window_hours: z.number(),
  limit: z.number(),
  networks: z.array(ZPlaybackNetwork),
});
export type TAutobanDetails = z.infer<typeof ZAutobanDetails>;

/**
 * The end of a ban that is not forever, checked against `now` (the server's clock, or the browser's for the
 * form's early warning): a real Warsaw wall-clock time `YYYY-MM-DD HH:mm`, and in the future.
 */
export function banEndProblem(expirationDate: string | null | undefined, now: Date): string | null {
  return futureWallClockProblem(expirationDate, now);
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
  origin: z.enum(BAN_ORIGINS),
  /** The autoban's evidence; null for a ban made by staff. */
  details: ZAutobanDetails.nullable(),
  /** The administrator who made it; null when the platform did, or that account is gone. */
  created_by: z.object({ id: z.number(), firstname: z.string(), lastname: z.string() }).nullable(),
});
export type TBan = z.infer<typeof ZBan>;
