import { formatDate, languageOr, type Language } from '@scena/shared';
import { formatPrice } from '@scena/shared/catalog/money';
import { madeCodesCsv, madeCodesCsvName } from '@scena/shared/csv/csv';
import { vatIncluded } from '@scena/shared/commerce/pricing';
import { orderStatusPath } from '@scena/shared/site/site-paths';
import { WEB_ROUTES } from '@scena/shared/site/web-routes';
import type { OutgoingMail } from '../../../adapters/mail/transport';
import type { CodeRow, OrderRow } from '../../../db/schema';
import { FOOTER, layout } from '../../notifications/mail-templates';

interface MadeCodesMailInput {
  order: OrderRow;
  codes: CodeRow[];
  publicUrl: string;
  vatRate: number;
  /** The product's title in the buyer's language, or null for a gift for any product. */
  title: string | null;
}

const TEXT = {
  pl: {
    greeting: 'Dzień dobry,',
    anyProduct: 'dowolne wydarzenie lub nagranie',
    amount: 'Kwota',
    vat: (rate: number, vat: string) => `w tym VAT ${rate}%: ${vat}`,
    number: 'Numer zamówienia',
    validUntil: 'Ważny do',
    product: 'Na',
    howTo:
      'Aby skorzystać z kodu, zaloguj się, wpisz go na stronie konta w polu „Kod rabatowy”, a potem otwórz wydarzenie lub nagranie i kliknij „Kup”.',
    giftSubject: 'Twój prezent: kod gotowy do przekazania',
    giftPaid: (to: string) =>
      to
        ? `dziękujemy za zakup prezentu. Kod wysłaliśmy też do ${to}; możesz go też przekazać sam.`
        : 'dziękujemy za zakup prezentu. Oto kod, który możesz przekazać obdarowanemu.',
    code: 'Kod',
    recipientSubject: (from: string) => `${from} przesyła Ci prezent`,
    recipientIntro: (from: string) => `${from} przesyła Ci w prezencie dostęp do spektaklu online.`,
    message: 'Wiadomość',
    groupSubject: (count: number) => `Bilet grupowy: ${count} kodów dostępu`,
    groupPaid: (count: number) =>
      `dziękujemy za zakup biletu grupowego. Poniżej ${count} jednorazowych kodów — po jednym dla każdej osoby. Ta sama lista jest w załączniku (CSV) i na stronie Twojego konta.`,
    codes: 'Kody',
    action: 'Zobacz zamówienie',
    csvHeader: ['kod', 'stan', 'ważny do'],
    unused: 'Niewykorzystany',
  },
  en: {
    greeting: 'Hello,',
    anyProduct: 'any event or recording',
    amount: 'Amount',
    vat: (rate: number, vat: string) => `including ${rate}% VAT: ${vat}`,
    number: 'Order number',
    validUntil: 'Valid until',
    product: 'For',
    howTo:
      'To use the code, sign in, enter it on your account page under "Discount code", then open the event or recording and choose "Buy".',
    giftSubject: 'Your gift: a code ready to pass on',
    giftPaid: (to: string) =>
      to
        ? `thank you for buying a gift. We have also sent the code to ${to}; you can pass it on yourself too.`
        : 'thank you for buying a gift. Here is the code to pass on to the person you give it to.',
    code: 'Code',
    recipientSubject: (from: string) => `${from} has sent you a gift`,
    recipientIntro: (from: string) => `${from} has given you access to an online performance.`,
    message: 'Message',
    groupSubject: (count: number) => `Group ticket: ${count} access codes`,
    groupPaid: (count: number) =>
      `thank you for buying a group ticket. Below are ${count} single-use codes, one for each person. The same list is attached (CSV) and on your account page.`,
    codes: 'Codes',
    action: 'View your order',
    csvHeader: ['code', 'state', 'valid until'],
    unused: 'Unused',
  },
} as const;

function orderUrl(input: MadeCodesMailInput): string {
  const kind = input.order.kind === 'gift' ? 'gift' : 'group_ticket';
  return `${input.publicUrl}${orderStatusPath(kind, input.order.extOrderId)}`;
}

function paidDetails(input: MadeCodesMailInput, language: Language): Array<[string, string]> {
  const t = TEXT[language];
  const { order } = input;
  const amount = formatPrice(order.amountGrosze, language);
  const vat = formatPrice(vatIncluded(order.amountGrosze, input.vatRate), language);
  return [
    [t.amount, `${amount} (${t.vat(input.vatRate, vat)})`],
    [t.number, order.extOrderId],
  ];
}

/**
 * The mails of a completed gift: the buyer's, with the code and the order's amount, and — when a recipient's
 * address was given — the recipient's, with the buyer's name and message, in the buyer's language.
 */
export function giftCodeMails(input: MadeCodesMailInput): OutgoingMail[] {
  const language = languageOr(input.order.language);
  const t = TEXT[language];
  const { order } = input;
  const code = input.codes[0];
  if (!code) return [];
  const productText = input.title ?? t.anyProduct;
  const codeDetails: Array<[string, string]> = [
    [t.code, code.code],
    [t.product, productText],
    [t.validUntil, formatDate(code.expiresAt)],
  ];
  const recipient = order.giftRecipientEmail ?? '';
  const mails = [
    layout({
      to: order.buyerEmail,
      subject: t.giftSubject,
      greeting: t.greeting,
      paragraphs: [t.giftPaid(recipient), t.howTo],
      details: [...codeDetails, ...paidDetails(input, language)],
      action: { label: t.action, url: orderUrl(input) },
      footer: FOOTER[language],
    }),
  ];
  if (recipient) {
    const from = `${order.buyerFirstname} ${order.buyerLastname}`.trim();
    mails.push(
      layout({
        to: recipient,
        subject: t.recipientSubject(from),
        greeting: order.giftRecipientName ? `${order.giftRecipientName},` : t.greeting,
        paragraphs: [
          t.recipientIntro(from),
          ...(order.giftMessage ? [`${t.message}: „${order.giftMessage}”`] : []),
          t.howTo,
        ],
        details: codeDetails,
        action: { label: TEXT[language].action, url: `${input.publicUrl}${WEB_ROUTES.account}` },
        footer: FOOTER[language],
      }),
    );
  }
  return mails;
}

/** The mail of a completed group ticket: every code in the text and as a CSV for a spreadsheet. */
export function groupCodesMail(input: MadeCodesMailInput): OutgoingMail {
  const language = languageOr(input.order.language);
  const t = TEXT[language];
  const { codes } = input;
  const mail = layout({
    to: input.order.buyerEmail,
    subject: t.groupSubject(codes.length),
    greeting: t.greeting,
    paragraphs: [t.groupPaid(codes.length), t.howTo],
    details: [
      [t.product, input.title ?? ''],
      ...paidDetails(input, language),
      [t.validUntil, codes[0] ? formatDate(codes[0].expiresAt) : ''],
      [t.codes, codes.map((code) => code.code).join(', ')],
    ],
    action: { label: t.action, url: orderUrl(input) },
    footer: FOOTER[language],
  });
  return {
    ...mail,
    attachments: [
      {
        // The order page's file, as it reads while every code is still unused.
        filename: madeCodesCsvName(input.order.extOrderId),
        contentType: 'text/csv; charset=utf-8',
        content: madeCodesCsv(
          t.csvHeader,
          codes.map((code) => ({ code: code.code, state: t.unused, expiresAt: code.expiresAt })),
        ),
      },
    ],
  };
}
