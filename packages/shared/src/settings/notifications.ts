import { z } from 'zod';
import { V } from '../validation/messages';

/** A second new-content mail within this time is refused (a double click must not mail everyone twice). */
export const NEWCONTENT_MIN_INTERVAL_MS = 10 * 60_000;

/** POST /api/notifications/newcontent: true → every active user; false → only those with mailing on (§23). */
export const ZNewContentNotification = z.object({ allUsers: z.boolean({ error: V.wrong }) }).strict();
export type TNewContentNotification = z.infer<typeof ZNewContentNotification>;

export const ZNewContentQueued = z.object({
  /** How many mails were queued (one per recipient). */
  queued: z.number().int(),
  /** The new value of the notify_newcontent_date setting (ISO). */
  notify_newcontent_date: z.string(),
});
export type TNewContentQueued = z.infer<typeof ZNewContentQueued>;

/**
 * The site reminder (notify_remindplatform): a mailing subscriber who has not signed in for this many days is
 * reminded of the stage, at most once in as many days.
 */
export const SITE_REMINDER_AWAY_DAYS = 30;
/** The reminder lists the events that start within this many days, the soonest first; none, no reminder. */
export const SITE_REMINDER_AHEAD_DAYS = 30;
export const SITE_REMINDER_EVENTS = 3;
