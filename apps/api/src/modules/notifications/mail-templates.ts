import { BAN_DEFAULT_REASON, formatDate, formatTime, type Language } from '@scena/shared';
import type { OutgoingMail } from '../../adapters/mail/transport';
import { escapeHtml } from '../../lib/escape-html';

const SITE = 'Scena';

/**
 * One layout for every mail: a heading, paragraphs, optional label–value rows (an order's details), one button
 * and the link written out for plain-text readers, then optionally a second, plainer link.
 */
export function layout(options: {
  to: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  details?: Array<[label: string, value: string]>;
  action: { label: string; url: string };
  secondaryAction?: { label: string; url: string };
  footer: string;
  /** A mailing's unsubscribe line, after the footer. */
  unsubscribe?: { label: string; url: string };
}): OutgoingMail {
  const { to, subject, greeting, paragraphs, action, secondaryAction, footer, unsubscribe } = options;
  const details = options.details ?? [];
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(details.length > 0 ? [...details.map(([label, value]) => `${label}: ${value}`), ''] : []),
    `${action.label}: ${action.url}`,
    ...(secondaryAction ? [`${secondaryAction.label}: ${secondaryAction.url}`] : []),
    '',
    '—',
    footer,
    ...(unsubscribe ? [`${unsubscribe.label}: ${unsubscribe.url}`] : []),
  ].join('\n');
  const html = `<!doctype html><html><body style="margin:0;background:#f6f3ee;font-family:Georgia,serif;color:#1f1a17">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#fff;border-radius:8px;padding:32px">
<tr><td style="font-size:14px;letter-spacing:.2em;text-transform:uppercase;color:#7a2e2e">${SITE}</td></tr>
<tr><td><h1 style="font-size:24px;font-weight:normal;margin:16px 0">${escapeHtml(subject)}</h1>
<p style="font-size:17px;line-height:1.6">${escapeHtml(greeting)}</p>
${paragraphs.map((p) => `<p style="font-size:17px;line-height:1.6">${escapeHtml(p)}</p>`).join('\n')}${
    details.length > 0
      ? `\n<table role="presentation" cellpadding="0" cellspacing="0" style="font-size:16px;line-height:1.6;margin:8px 0">${details
          .map(
            ([label, value]) =>
              `<tr><td style="color:#555;padding:2px 16px 2px 0;vertical-align:top">${escapeHtml(label)}</td><td style="padding:2px 0;vertical-align:top"><strong>${escapeHtml(value)}</strong></td></tr>`,
          )
          .join('')}</table>`
      : ''
  }
<p style="margin:28px 0"><a href="${escapeHtml(action.url)}" style="background:#7a2e2e;color:#fff;padding:14px 24px;border-radius:6px;text-decoration:none;font-family:Arial,sans-serif;font-size:16px">${escapeHtml(action.label)}</a></p>
<p style="font-size:14px;line-height:1.5;color:#555;word-break:break-all">${escapeHtml(action.url)}</p>${
    secondaryAction
      ? `\n<p style="font-size:16px;line-height:1.6"><a href="${escapeHtml(secondaryAction.url)}" style="color:#7a2e2e">${escapeHtml(secondaryAction.label)}</a></p>`
      : ''
  }
<p style="font-size:13px;color:#666;margin-top:32px">${escapeHtml(footer)}</p>${
    unsubscribe
      ? `\n<p style="font-size:13px;color:#666"><a href="${escapeHtml(unsubscribe.url)}" style="color:#555">${escapeHtml(unsubscribe.label)}</a></p>`
      : ''
  }</td></tr>
</table></td></tr></table></body></html>`;
  return { to, subject, text, html };
}

/** DD.MM.YYYY, H:mm–H:mm in Warsaw time, which the spec's visitors read every date in. */
export function eventWhenText(
  event: { startsAt: Date | null; endsAt: Date | null },
  language: Language,
): string | null {
  if (!event.startsAt) return null;
  const start = `${formatDate(event.startsAt)}, ${formatTime(event.startsAt)}`;
  const range = event.endsAt ? `${start}–${formatTime(event.endsAt)}` : start;
  return `${range} (${language === 'en' ? 'Warsaw time' : 'czas polski'})`;
}

export const FOOTER = {
  pl: 'Ta wiadomość została wysłana automatycznie. Jeśli to nie Ty, zignoruj ją.',
  en: 'This message was sent automatically. If it was not you, please ignore it.',
} as const;

export function verificationMail(
  language: Language,
  to: string,
  firstname: string,
  url: string,
): OutgoingMail {
  return language === 'en'
    ? layout({
        to,
        subject: 'Confirm your e-mail address',
        greeting: `Hello ${firstname},`,
        paragraphs: [
          'Thank you for signing up. Confirm your e-mail address to start using your account.',
          'The link is valid for 48 hours.',
        ],
        action: { label: 'Confirm e-mail address', url },
        footer: FOOTER.en,
      })
    : layout({
        to,
        subject: 'Potwierdź adres e-mail',
        greeting: `Dzień dobry ${firstname},`,
        paragraphs: [
          'Dziękujemy za rejestrację. Potwierdź adres e-mail, aby zacząć korzystać z konta.',
          'Link jest ważny przez 48 godzin.',
        ],
        action: { label: 'Potwierdź adres e-mail', url },
        footer: FOOTER.pl,
      });
}

export function passwordResetMail(language: Language, to: string, url: string): OutgoingMail {
  return language === 'en'
    ? layout({
        to,
        subject: 'Set a new password',
        greeting: 'Hello,',
        paragraphs: [
          'We received a request to set a new password for your account.',
          'The link is valid for 1 hour and works once.',
        ],
        action: { label: 'Set a new password', url },
        footer: FOOTER.en,
      })
    : layout({
        to,
        subject: 'Ustaw nowe hasło',
        greeting: 'Dzień dobry,',
        paragraphs: [
          'Otrzymaliśmy prośbę o ustawienie nowego hasła do Twojego konta.',
          'Link jest ważny przez 1 godzinę i działa jeden raz.',
        ],
        action: { label: 'Ustaw nowe hasło', url },
        footer: FOOTER.pl,
      });
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
  return language === 'en'
    ? layout({
        to,
        subject: 'Someone tried to sign up with your e-mail address',
        greeting: `Hello ${firstname},`,
        paragraphs: [
          'Someone, perhaps you, tried to create a new account on our online stage with this e-mail address. ' +
            'You already have an account with it, so no new account was created and nothing in yours has changed.',
          'If it was you, just sign in. If you do not remember your password, set a new one.',
        ],
        action: { label: 'Sign in', url: urls.signIn },
        secondaryAction: { label: 'Set a new password', url: urls.resetPassword },
        footer: FOOTER.en,
      })
    : layout({
        to,
        subject: 'Próba rejestracji z Twoim adresem e-mail',
        greeting: `Dzień dobry ${firstname},`,
        paragraphs: [
          'Ktoś, być może Ty, próbował założyć nowe konto na naszej scenie internetowej z tym adresem e-mail. ' +
            'Masz już konto z tym adresem, więc nowe konto nie powstało, a w Twoim nic się nie zmieniło.',
          'Jeśli to Ty, po prostu się zaloguj. Jeśli nie pamiętasz hasła, ustaw nowe.',
        ],
        action: { label: 'Zaloguj się', url: urls.signIn },
        secondaryAction: { label: 'Ustaw nowe hasło', url: urls.resetPassword },
        footer: FOOTER.pl,
      });
}

export function adminLinkMail(language: Language, to: string, url: string): OutgoingMail {
  return language === 'en'
    ? layout({
        to,
        subject: 'Administrator sign-in link',
        greeting: 'Hello,',
        paragraphs: [
          'Someone signed in to the administrator account with its password. Use this link to finish signing in.',
          'The link is valid for 10 minutes and works once.',
        ],
        action: { label: 'Sign in', url },
        footer: FOOTER.en,
      })
    : layout({
        to,
        subject: 'Link logowania administratora',
        greeting: 'Dzień dobry,',
        paragraphs: [
          'Ktoś podał poprawne hasło do konta administratora. Użyj tego linku, aby dokończyć logowanie.',
          'Link jest ważny przez 10 minut i działa jeden raz.',
        ],
        action: { label: 'Zaloguj się', url },
        footer: FOOTER.pl,
      });
}

/** Tells a user their account was blocked: until when (Warsaw time) or for good, and why. */
export function banMail(
  language: Language,
  to: string,
  ban: { reason: string; until: Date | null },
  contactUrl: string,
): OutgoingMail {
  const until = ban.until ? `${formatDate(ban.until)}, ${formatTime(ban.until)}` : null;
  return language === 'en'
    ? layout({
        to,
        subject: 'Your account has been blocked',
        greeting: 'Hello,',
        paragraphs: [
          until
            ? `Your account has been blocked until ${until} (Polish time).`
            : 'Your account has been blocked permanently.',
          `Reason: ${ban.reason === BAN_DEFAULT_REASON ? 'not specified' : ban.reason}`,
          'If you think this is a mistake, please contact us.',
        ],
        action: { label: 'Contact us', url: contactUrl },
        footer: 'This message was sent automatically.',
      })
    : layout({
        to,
        subject: 'Twoje konto zostało zablokowane',
        greeting: 'Dzień dobry,',
        paragraphs: [
          until
            ? `Twoje konto zostało zablokowane do ${until}.`
            : 'Twoje konto zostało zablokowane na stałe.',
          `Powód: ${ban.reason}`,
          'Jeśli uważasz, że to pomyłka, skontaktuj się z nami.',
        ],
        action: { label: 'Skontaktuj się z nami', url: contactUrl },
        footer: 'Ta wiadomość została wysłana automatycznie.',
      });
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
  const { networks, limit, windowHours, contactEmail } = ban;
  return language === 'en'
    ? layout({
        to,
        subject: 'Your account has been blocked',
        greeting: 'Hello,',
        paragraphs: [
          `Your account has been blocked: within ${windowHours} hours it was used to watch from ${networks} different networks, and the platform allows at most ${limit}. This is what an account shared with other people looks like.`,
          'If this is a mistake (for example, you were travelling), please write to us and we will lift the block.',
          ...(contactEmail ? [`Our address: ${contactEmail}`] : []),
        ],
        action: { label: 'Contact us', url: contactUrl },
        footer: 'This message was sent automatically.',
      })
    : layout({
        to,
        subject: 'Twoje konto zostało zablokowane',
        greeting: 'Dzień dobry,',
        paragraphs: [
          `Twoje konto zostało zablokowane: w ciągu ${windowHours} godzin oglądano na nim nagrania z ${networks} różnych sieci, a serwis pozwala najwyżej na ${limit}. Tak wygląda konto udostępniane innym osobom.`,
          'Jeśli to pomyłka (na przykład oglądasz w podróży), napisz do nas, a zdejmiemy blokadę.',
          ...(contactEmail ? [`Nasz adres: ${contactEmail}`] : []),
        ],
        action: { label: 'Skontaktuj się z nami', url: contactUrl },
        footer: 'Ta wiadomość została wysłana automatycznie.',
      });
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
  return language === 'en'
    ? layout({
        to,
        subject: 'New on the stage',
        greeting: `Hello ${firstname},`,
        paragraphs: [
          'New performances and videos have just been added to our online stage.',
          'Take a look at the repertoire and choose something for yourself.',
        ],
        action: { label: 'See what is new', url: urls.site },
        footer: 'You are receiving this message because you have an account with us.',
        unsubscribe: urls.unsubscribe
          ? { label: 'Unsubscribe from the newsletter', url: urls.unsubscribe }
          : undefined,
      })
    : layout({
        to,
        subject: 'Nowości na scenie',
        greeting: `Dzień dobry ${firstname},`,
        paragraphs: [
          'Na naszej scenie internetowej pojawiły się nowe spektakle i nagrania.',
          'Zajrzyj do repertuaru i wybierz coś dla siebie.',
        ],
        action: { label: 'Zobacz nowości', url: urls.site },
        footer: 'Otrzymujesz tę wiadomość, ponieważ masz u nas konto.',
        unsubscribe: urls.unsubscribe
          ? { label: 'Wypisz się z newslettera', url: urls.unsubscribe }
          : undefined,
      });
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
  const details = content.events.map(({ title, when }) => [when, title] as [string, string]);
  return language === 'en'
    ? layout({
        to,
        subject: 'Coming up on our online stage',
        greeting: `Hello ${firstname},`,
        paragraphs: [
          'We have not seen you for a while. Recordings of past performances are waiting for you on our ' +
            'online stage, and coming up soon:',
        ],
        details,
        action: { label: 'See the repertoire', url: content.site },
        footer: 'You are receiving this message because you subscribed to our newsletter.',
        unsubscribe: { label: 'Unsubscribe from the newsletter', url: content.unsubscribe },
      })
    : layout({
        to,
        subject: 'Wkrótce na naszej scenie internetowej',
        greeting: `Dzień dobry ${firstname},`,
        paragraphs: [
          'Dawno Cię u nas nie było. Na naszej scenie internetowej czekają na Ciebie nagrania minionych ' +
            'spektakli, a wkrótce pokażemy:',
        ],
        details,
        action: { label: 'Zobacz repertuar', url: content.site },
        footer: 'Otrzymujesz tę wiadomość, ponieważ subskrybujesz nasz newsletter.',
        unsubscribe: { label: 'Wypisz się z newslettera', url: content.unsubscribe },
      });
}
