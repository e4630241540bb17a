import type { OutgoingMail } from '../../adapters/mail/transport';
import { escapeHtml } from '../../lib/escape-html';

const SITE = 'Scena';

/** The words of one mail in one language, as its template (locales/{pl,en}.json) fills them in. */
export interface MailWords {
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** Label–value rows (an order's details). */
  details?: Array<[label: string, value: string]>;
  /** The button's label. */
  action: string;
  /** A second, plainer link's label. */
  secondaryAction?: string;
  footer: string;
  /** A mailing's unsubscribe line, after the footer. */
  unsubscribe?: string;
}

/** Where the mail's links lead; a link without an address is left out with its label. */
export interface MailLinks {
  action: string;
  secondaryAction?: string;
  unsubscribe?: string | null;
}

const link = (label: string | undefined, url: string | null | undefined) =>
  label !== undefined && url ? { label, url } : null;

/**
 * The one layout of every mail, in a plain-text and an HTML part: the site's name, a heading, the greeting,
 * paragraphs, optional label–value rows, one button with its link written out for plain-text readers, optionally
 * a second, plainer link, the footer and a mailing's unsubscribe line. Every word and value is escaped in the
 * HTML part: names, messages and titles are what people typed.
 */
export function layout(to: string, words: MailWords, links: MailLinks): OutgoingMail {
  const { subject, greeting, paragraphs, footer } = words;
  const details = words.details ?? [];
  const action = { label: words.action, url: links.action };
  const secondaryAction = link(words.secondaryAction, links.secondaryAction);
  const unsubscribe = link(words.unsubscribe, links.unsubscribe);
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
