import type { FastifyBaseLogger } from 'fastify';
import { LANGUAGES, languageOr, type Language } from '@scena/shared';
import type { TEvent } from '@scena/shared/catalog/events';
import { WEB_ROUTES } from '@scena/shared/site/web-routes';
import {
  SITE_REMINDER_AHEAD_DAYS,
  SITE_REMINDER_AWAY_DAYS,
  SITE_REMINDER_EVENTS,
} from '@scena/shared/settings/notifications';
import type { AppDeps } from '../../deps';
import { periodicJob, type PeriodicJob } from '../../lib/periodic-job';
import { readPublicEventsJson } from '../catalog';
import { getAppConfig } from '../settings';
import { eventWhenText, siteReminderMail, unsubscribeLink } from '../notifications';
import { anySiteReminderDue, claimSiteReminderRecipients } from './site-reminders.repository';

const DAY_MS = 24 * 3600_000;
const BATCH = 200;
const POLL_MS = 10 * 60_000;

type ReminderDeps = Pick<AppDeps, 'db' | 'clock' | 'env' | 'mail' | 'cache'>;

/**
 * The published events starting within the reminder's horizon, soonest first, as a visitor sees them: from the
 * public list the site serves, cached for the minute.
 */
async function comingUp(deps: ReminderDeps, language: Language, now: Date) {
  const until = now.getTime() + SITE_REMINDER_AHEAD_DAYS * DAY_MS;
  const events = JSON.parse(await readPublicEventsJson(deps, language, {})) as TEvent[];
  return events
    .filter((event) => {
      const startsAt = event.starts_at ? Date.parse(event.starts_at) : NaN;
      return startsAt > now.getTime() && startsAt <= until;
    })
    .slice(0, SITE_REMINDER_EVENTS)
    .map((event) => ({
      title: event.title,
      when: eventWhenText(
        { startsAt: new Date(event.starts_at!), endsAt: event.ends_at ? new Date(event.ends_at) : null },
        language,
      )!,
    }));
}

/**
 * Queues the site reminders that are due (notify_remindplatform), SITE_REMINDER_AWAY_DAYS after a subscriber's
 * last visit and as often at most, in batches: each batch's claim and its mails in one transaction, so a user is
 * marked reminded only with the mail queued. With nothing coming up there is nothing to remind of: nobody is
 * claimed, and the reminder goes out once an event is announced. Answers how many mails were queued.
 */
export async function sendSiteReminders(deps: ReminderDeps): Promise<number> {
  const config = await getAppConfig(deps.db);
  if (!config.notify_remindplatform) return 0;
  const now = deps.clock.now();
  const awaySince = new Date(now.getTime() - SITE_REMINDER_AWAY_DAYS * DAY_MS);
  if (!(await anySiteReminderDue(deps.db, { now, awaySince }))) return 0;
  const content = new Map<Language, Awaited<ReturnType<typeof comingUp>>>();
  for (const language of LANGUAGES) content.set(language, await comingUp(deps, language, now));
  if (content.get('pl')!.length === 0) return 0;

  const site = `${deps.env.PUBLIC_URL}${WEB_ROUTES.home}`;
  let queued = 0;
  for (;;) {
    const claimed = await deps.db.transaction(async (tx) => {
      const recipients = await claimSiteReminderRecipients(tx, { now, awaySince, limit: BATCH });
      for (const recipient of recipients) {
        const language = languageOr(recipient.language);
        const mail = siteReminderMail(language, recipient.email, recipient.firstname, {
          events: content.get(language)!,
          site,
          unsubscribe: await unsubscribeLink(tx, deps.env.PUBLIC_URL, recipient, now),
        });
        await deps.mail.enqueue(tx, { ...mail, kind: 'site_reminder' });
      }
      return recipients.length;
    });
    queued += claimed;
    if (claimed < BATCH) break;
  }
  if (queued > 0) deps.mail.kick();
  return queued;
}

/** One run: the site reminders that are due. */
export type NotificationJobs = PeriodicJob;

export function createNotificationJobs(deps: ReminderDeps & { log: FastifyBaseLogger }): NotificationJobs {
  return periodicJob({
    name: 'notification jobs',
    everyMs: POLL_MS,
    log: deps.log,
    run: async () => {
      await sendSiteReminders(deps);
    },
  });
}
