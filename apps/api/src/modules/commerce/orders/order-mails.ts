import { createEvent } from 'ics';
import { languageOr } from '@scena/shared';
import { formatPrice } from '@scena/shared/catalog/money';
import { vatIncluded } from '@scena/shared/commerce/pricing';
import { orderStatusPath } from '@scena/shared/site/site-paths';
import type { MailAttachment, OutgoingMail } from '../../../adapters/mail/transport';
import type { OrderRow } from '../../../db/schema';
import { eventWhenText, FOOTER, layout } from '../../notifications/mail-templates';

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

const TEXT = {
  pl: {
    receiptSubject: (title: string) => `Potwierdzenie zamówienia: ${title}`,
    greeting: 'Dzień dobry,',
    paid: 'dziękujemy za zamówienie. Płatność została przyjęta.',
    free: 'dziękujemy. Dostęp został przyznany.',
    product: 'Zamówienie',
    amount: 'Kwota',
    vat: (rate: number, vat: string) => `w tym VAT ${rate}%: ${vat}`,
    number: 'Numer zamówienia',
    when: 'Termin',
    calendar: 'W załączniku jest wpis do kalendarza.',
    rental: 'Czas na obejrzenie liczy się od pierwszego odtworzenia.',
    action: 'Zobacz zamówienie',
    reminderSubject: (title: string) => `Przypomnienie: ${title} już wkrótce`,
    reminder: 'przypominamy o wydarzeniu, na które masz bilet.',
    watch: 'Przejdź do wydarzenia',
  },
  en: {
    receiptSubject: (title: string) => `Order confirmation: ${title}`,
    greeting: 'Hello,',
    paid: 'thank you for your order. Your payment has been received.',
    free: 'thank you. Your access has been granted.',
    product: 'Order',
    amount: 'Amount',
    vat: (rate: number, vat: string) => `including ${rate}% VAT: ${vat}`,
    number: 'Order number',
    when: 'When',
    calendar: 'A calendar entry is attached.',
    rental: 'The viewing time starts when you first play the recording.',
    action: 'View your order',
    reminderSubject: (title: string) => `Reminder: ${title} is coming up`,
    reminder: 'this is a reminder of the event you have a ticket for.',
    watch: 'Go to the event',
  },
} as const;

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

/**
 * The receipt of a completed order, in the buyer's language: what was bought, the amount with the VAT it
 * includes, the order number, a link to the order page, and for an event its date with an .ics attachment.
 */
export function receiptMail(input: OrderMailInput): OutgoingMail {
  const { order } = input;
  const language = languageOr(order.language);
  const t = TEXT[language];
  const orderUrl = `${input.publicUrl}${orderStatusPath(order.kind === 'video' ? 'video' : 'event', order.extOrderId)}`;
  const amount = formatPrice(order.amountGrosze, language);
  const vat = formatPrice(vatIncluded(order.amountGrosze, input.vatRate), language);
  const when = input.event ? eventWhenText(input.event, language) : null;
  const attachment = input.event
    ? calendarEntry(input.event, `${input.publicUrl}${input.productPath}`, `${order.extOrderId}@scena`)
    : null;
  const mail = layout({
    to: order.buyerEmail,
    subject: t.receiptSubject(input.title),
    greeting: t.greeting,
    paragraphs: [
      order.amountGrosze > 0 ? t.paid : t.free,
      ...(attachment ? [t.calendar] : []),
      ...(order.kind === 'video' ? [t.rental] : []),
    ],
    details: [
      [t.product, input.title],
      ...(when ? [[t.when, when] as [string, string]] : []),
      [t.amount, `${amount} (${t.vat(input.vatRate, vat)})`],
      [t.number, order.extOrderId],
    ],
    action: { label: t.action, url: orderUrl },
    footer: FOOTER[language],
  });
  return { ...mail, attachments: attachment ? [attachment] : null };
}

/** The reminder before a paid event starts (notify_remindpayedevent). */
export function eventReminderMail(input: OrderMailInput): OutgoingMail {
  const language = languageOr(input.order.language);
  const t = TEXT[language];
  const when = input.event ? eventWhenText(input.event, language) : null;
  return layout({
    to: input.order.buyerEmail,
    subject: t.reminderSubject(input.title),
    greeting: t.greeting,
    paragraphs: [t.reminder],
    details: [[t.product, input.title], ...(when ? [[t.when, when] as [string, string]] : [])],
    action: { label: t.watch, url: `${input.publicUrl}${input.productPath}` },
    footer: FOOTER[language],
  });
}
