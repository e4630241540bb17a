import { createEvent } from 'ics';
import { languageOr, type Language } from '@scena/shared';
import { formatPrice } from '@scena/shared/catalog/money';
import { vatIncluded } from '@scena/shared/commerce/pricing';
import { orderStatusPath } from '@scena/shared/site/site-paths';
import type { MailAttachment, OutgoingMail } from '../../../adapters/mail/transport';
import type { OrderRow } from '../../../db/schema';
import { layout, eventWhenText, fillIn, mailTexts, type MailTexts } from '../../notifications';

/** The event an order is for, when it is one: what the receipt's dates and calendar entry need. */
export interface OrderEventTimes {
  title: string;
  startsAt: Date | null;
  endsAt: Date | null;
}

interface OrderMailInput {
  order: OrderRow;
  publicUrl: string;
  vatRate: number;
  /** The product's title in the buyer's language. */
  title: string;
  productPath: string;
  event: OrderEventTimes | null;
}

/** The event as an iCalendar file (UTC times, so every calendar shows it in its own time zone). */
function calendarEntry(event: OrderEventTimes, url: string, uid: string): MailAttachment | null {
  if (!event.startsAt) return null;
  const utc = (date: Date) =>
    [
      date.getUTCFullYear(),
      date.getUTCMonth() + 1,
      date.getUTCDate(),
      date.getUTCHours(),
      date.getUTCMinutes(),
    ] as [number, number, number, number, number];
  const end =
    event.endsAt && event.endsAt > event.startsAt
      ? event.endsAt
      : new Date(event.startsAt.getTime() + 2 * 3600_000);
  const { error, value } = createEvent({
    uid,
    title: event.title,
    url,
    start: utc(event.startsAt),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: utc(end),
    endInputType: 'utc',
    endOutputType: 'utc',
    productId: 'scena/orders',
  });
  if (error || !value) return null;
  return {
    filename: 'wydarzenie.ics',
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: value,
  };
}

/** An order's amount with the VAT it includes, in the buyer's language. */
export function amountWithVat(
  t: MailTexts,
  language: Language,
  amountGrosze: number,
  vatRate: number,
): string {
  return fillIn(t.order.amountWithVat, {
    amount: formatPrice(amountGrosze, language),
    rate: vatRate,
    vat: formatPrice(vatIncluded(amountGrosze, vatRate), language),
  });
}

/**
 * The receipt of a completed order, in the buyer's language: what was bought, the amount with the VAT it
 * includes, the order number, a link to the order page, and for an event its date with an .ics attachment.
 */
export function receiptMail(input: OrderMailInput): OutgoingMail {
  const { order } = input;
  const language = languageOr(order.language);
  const t = mailTexts(language);
  const orderUrl = `${input.publicUrl}${orderStatusPath(order.kind === 'video' ? 'video' : 'event', order.extOrderId)}`;
  const when = input.event ? eventWhenText(input.event, language) : null;
  const attachment = input.event
    ? calendarEntry(input.event, `${input.publicUrl}${input.productPath}`, `${order.extOrderId}@scena`)
    : null;
  const mail = layout(
    order.buyerEmail,
    {
      subject: fillIn(t.receipt.subject, { title: input.title }),
      greeting: t.greeting,
      paragraphs: [
        order.amountGrosze > 0 ? t.receipt.paid : t.receipt.free,
        ...(attachment ? [t.receipt.calendar] : []),
        ...(order.kind === 'video' ? [t.receipt.rental] : []),
      ],
      details: [
        [t.order.product, input.title],
        ...(when ? [[t.order.when, when] as [string, string]] : []),
        [t.order.amount, amountWithVat(t, language, order.amountGrosze, input.vatRate)],
        [t.order.number, order.extOrderId],
      ],
      action: t.order.action,
      footer: t.footer,
    },
    { action: orderUrl },
  );
  return { ...mail, attachments: attachment ? [attachment] : null };
}

/** The reminder before a paid event starts (notify_remindpayedevent). */
export function eventReminderMail(input: OrderMailInput): OutgoingMail {
  const language = languageOr(input.order.language);
  const t = mailTexts(language);
  const when = input.event ? eventWhenText(input.event, language) : null;
  return layout(
    input.order.buyerEmail,
    {
      subject: fillIn(t.eventReminder.subject, { title: input.title }),
      greeting: t.greeting,
      paragraphs: t.eventReminder.paragraphs,
      details: [[t.order.product, input.title], ...(when ? [[t.order.when, when] as [string, string]] : [])],
      action: t.eventReminder.action,
      footer: t.footer,
    },
    { action: `${input.publicUrl}${input.productPath}` },
  );
}

/**
 * To the user of a code whose source (a gift, a group ticket) was refunded with its access withdrawn: what they
 * lost, through which code and why. Without it the title would only vanish from their account.
 */
export function accessWithdrawnMail(input: OrderMailInput, code: string): OutgoingMail {
  const language = languageOr(input.order.language);
  const t = mailTexts(language);
  return layout(
    input.order.buyerEmail,
    {
      subject: fillIn(t.accessWithdrawn.subject, { title: input.title }),
      greeting: t.greeting,
      paragraphs: t.accessWithdrawn.paragraphs.map((paragraph) => fillIn(paragraph, { code })),
      details: [
        [t.order.product, input.title],
        [t.order.number, input.order.extOrderId],
      ],
      action: t.accessWithdrawn.action,
      footer: t.footerAutomatic,
    },
    { action: `${input.publicUrl}${input.productPath}` },
  );
}
