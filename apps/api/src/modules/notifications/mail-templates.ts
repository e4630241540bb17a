import { BAN_DEFAULT_REASON, formatDate, formatTime, LINK_TTL_MS, type Language } from '@scena/shared';
import type { OutgoingMail } from '../../adapters/mail/transport';
import { layout } from './mail-layout';
import { fillIn, lifetimeText, mailTexts } from './mail-words';

/**
 * The account's and the mailing's mails: each takes its words from the recipient's language's template
 * (locales/{pl,en}.json), fills in the values — a link's lifetime from the constant the link is made with — and
 * hands them to the one layout with the links.
 */

/** DD.MM.YYYY, H:mm–H:mm in Warsaw time, which the spec's visitors read every date in. */
export function eventWhenText(
  event: { startsAt: Date | null; endsAt: Date | null },
  language: Language,
): string | null {
  if (!event.startsAt) return null;
  const start = `${formatDate(event.startsAt)}, ${formatTime(event.startsAt)}`;
  const range = event.endsAt ? `${start}–${formatTime(event.endsAt)}` : start;
  return `${range} (${mailTexts(language).warsawTime})`;
}

/** "Dzień dobry Jan," to a person the mail names, else "Dzień dobry,". */
function greetingOf(language: Language, name?: string): string {
  const t = mailTexts(language);
  return name === undefined ? t.greeting : fillIn(t.greetingName, { name });
}

/** A mailed link's mail: its paragraphs say how long the link lives, counted from LINK_TTL_MS. */
function linkMail(
  language: Language,
  to: string,
  purpose: keyof typeof LINK_TTL_MS,
  url: string,
  firstname?: string,
): OutgoingMail {
  const t = mailTexts(language);
  const words = { verify: t.verification, reset: t.passwordReset, admin_login: t.adminLink }[purpose];
  const lifetime = lifetimeText(LINK_TTL_MS[purpose], language);
  return layout(
    to,
    {
      subject: words.subject,
      greeting: greetingOf(language, firstname),
      paragraphs: words.paragraphs.map((paragraph) => fillIn(paragraph, { lifetime })),
      action: words.action,
      footer: t.footer,
    },
    { action: url },
  );
}

export function verificationMail(
  language: Language,
  to: string,
  firstname: string,
  url: string,
): OutgoingMail {
  return linkMail(language, to, 'verify', url, firstname);
}

export function passwordResetMail(language: Language, to: string, url: string): OutgoingMail {
  return linkMail(language, to, 'reset', url);
}

export function adminLinkMail(language: Language, to: string, url: string): OutgoingMail {
  return linkMail(language, to, 'admin_login', url);
}

/**
 * To the owner of an address someone tried to sign up with: nothing was created or changed, and how to get in
 * if it was them (sign in, or set a new password). The sign-up page said only "check your mail".
 */
export function signUpAttemptMail(
  language: Language,
  to: string,
  firstname: string,
  urls: { signIn: string; resetPassword: string },
): OutgoingMail {
  const t = mailTexts(language);
  return layout(
    to,
    { ...t.signUpAttempt, greeting: greetingOf(language, firstname), footer: t.footer },
    { action: urls.signIn, secondaryAction: urls.resetPassword },
  );
}

/** Tells a user their account was blocked: until when (Warsaw time) or for good, and why. */
export function banMail(
  language: Language,
  to: string,
  ban: { reason: string; until: Date | null },
  contactUrl: string,
): OutgoingMail {
  const t = mailTexts(language);
  const until = ban.until ? `${formatDate(ban.until)}, ${formatTime(ban.until)}` : null;
  const reason = ban.reason === BAN_DEFAULT_REASON ? t.ban.noReason : ban.reason;
  return layout(
    to,
    {
      subject: t.ban.subject,
      greeting: t.greeting,
      paragraphs: [
        until ? fillIn(t.ban.until, { until }) : t.ban.permanent,
        fillIn(t.ban.reason, { reason }),
        t.ban.mistake,
      ],
      action: t.ban.action,
      footer: t.footerAutomatic,
    },
    { action: contactUrl },
  );
}

/**
 * The IP-diversity autoban's mail: why the account was blocked (played from more networks within the window
 * than the theatre allows, which is what sharing an account looks like) and how to reach the theatre: its
 * contact address when set, and the contact page.
 */
export function autobanMail(
  language: Language,
  to: string,
  ban: { networks: number; limit: number; windowHours: number; contactEmail: string },
  contactUrl: string,
): OutgoingMail {
  const t = mailTexts(language);
  const { networks, limit, windowHours, contactEmail } = ban;
  return layout(
    to,
    {
      subject: t.autoban.subject,
      greeting: t.greeting,
      paragraphs: [
        fillIn(t.autoban.why, { windowHours, networks, limit }),
        t.autoban.mistake,
        ...(contactEmail ? [fillIn(t.autoban.address, { email: contactEmail })] : []),
      ],
      action: t.autoban.action,
      footer: t.footerAutomatic,
    },
    { action: contactUrl },
  );
}

/**
 * "New content on the platform": sent by POST /api/notifications/newcontent. `unsubscribeUrl` is given to
 * mailing subscribers only; a user who is not subscribed gets no unsubscribe line.
 */
export function newContentMail(
  language: Language,
  to: string,
  firstname: string,
  urls: { site: string; unsubscribe: string | null },
): OutgoingMail {
  const t = mailTexts(language);
  return layout(
    to,
    { ...t.newContent, greeting: greetingOf(language, firstname) },
    { action: urls.site, unsubscribe: urls.unsubscribe },
  );
}

/**
 * The site reminder (notify_remindplatform) to a subscriber who has not visited for a while: what is on soon,
 * each event with its Warsaw date, and the unsubscribe link every mailing carries (product-decisions §10).
 */
export function siteReminderMail(
  language: Language,
  to: string,
  firstname: string,
  content: { events: Array<{ title: string; when: string }>; site: string; unsubscribe: string },
): OutgoingMail {
  const t = mailTexts(language);
  return layout(
    to,
    {
      ...t.siteReminder,
      greeting: greetingOf(language, firstname),
      details: content.events.map(({ title, when }) => [when, title]),
    },
    { action: content.site, unsubscribe: content.unsubscribe },
  );
}
