import { formatDate, languageOr, type Language } from '@scena/shared';
import { madeCodesCsv, madeCodesCsvName } from '@scena/shared/csv/csv';
import { orderStatusPath } from '@scena/shared/site/site-paths';
import { WEB_ROUTES } from '@scena/shared/site/web-routes';
import type { OutgoingMail } from '../../../adapters/mail/transport';
import type { CodeRow, OrderRow } from '../../../db/schema';
import { layout, fillIn, mailTexts } from '../../notifications';
import { amountWithVat } from '../orders/order-mails';

interface MadeCodesMailInput {
  order: OrderRow;
  codes: CodeRow[];
  publicUrl: string;
  vatRate: number;
  /** The product's title in the buyer's language, or null for a gift for any product. */
  title: string | null;
}

function orderUrl(input: MadeCodesMailInput): string {
  const kind = input.order.kind === 'gift' ? 'gift' : 'group_ticket';
  return `${input.publicUrl}${orderStatusPath(kind, input.order.extOrderId)}`;
}

function paidDetails(input: MadeCodesMailInput, language: Language): Array<[string, string]> {
  const t = mailTexts(language);
  const { order } = input;
  return [
    [t.order.amount, amountWithVat(t, language, order.amountGrosze, input.vatRate)],
    [t.order.number, order.extOrderId],
  ];
}

/**
 * The mails of a completed gift: the buyer's, with the code and the order's amount, and — when a recipient's
 * address was given — the recipient's, with the buyer's name and message, in the buyer's language.
 */
export function giftCodeMails(input: MadeCodesMailInput): OutgoingMail[] {
  const language = languageOr(input.order.language);
  const t = mailTexts(language);
  const { order } = input;
  const code = input.codes[0];
  if (!code) return [];
  const codeDetails: Array<[string, string]> = [
    [t.codes.code, code.code],
    [t.codes.product, input.title ?? t.codes.anyProduct],
    [t.codes.validUntil, formatDate(code.expiresAt)],
  ];
  const recipient = order.giftRecipientEmail ?? '';
  const mails = [
    layout(
      order.buyerEmail,
      {
        subject: t.gift.subject,
        greeting: t.greeting,
        paragraphs: [recipient ? fillIn(t.gift.paidSentToo, { recipient }) : t.gift.paid, t.codes.howTo],
        details: [...codeDetails, ...paidDetails(input, language)],
        action: t.order.action,
        footer: t.footer,
      },
      { action: orderUrl(input) },
    ),
  ];
  if (recipient) {
    const from = `${order.buyerFirstname} ${order.buyerLastname}`.trim();
    const name = order.giftRecipientName;
    mails.push(
      layout(
        recipient,
        {
          subject: fillIn(t.giftRecipient.subject, { from }),
          greeting: name ? fillIn(t.giftRecipient.greetingName, { name }) : t.greeting,
          paragraphs: [
            fillIn(t.giftRecipient.intro, { from }),
            ...(order.giftMessage ? [fillIn(t.giftRecipient.message, { message: order.giftMessage })] : []),
            t.codes.howTo,
          ],
          details: codeDetails,
          action: t.order.action,
          footer: t.footer,
        },
        { action: `${input.publicUrl}${WEB_ROUTES.account}` },
      ),
    );
  }
  return mails;
}

/** The mail of a completed group ticket: every code in the text and as a CSV for a spreadsheet. */
export function groupCodesMail(input: MadeCodesMailInput): OutgoingMail {
  const language = languageOr(input.order.language);
  const t = mailTexts(language);
  const { codes } = input;
  const mail = layout(
    input.order.buyerEmail,
    {
      subject: fillIn(t.groupTicket.subject, { count: codes.length }),
      greeting: t.greeting,
      paragraphs: [fillIn(t.groupTicket.paid, { count: codes.length }), t.codes.howTo],
      details: [
        [t.codes.product, input.title ?? ''],
        ...paidDetails(input, language),
        [t.codes.validUntil, codes[0] ? formatDate(codes[0].expiresAt) : ''],
        [t.codes.codes, codes.map((code) => code.code).join(', ')],
      ],
      action: t.order.action,
      footer: t.footer,
    },
    { action: orderUrl(input) },
  );
  return {
    ...mail,
    attachments: [
      {
        // The order page's file, as it reads while every code is still unused.
        filename: madeCodesCsvName(input.order.extOrderId),
        contentType: 'text/csv; charset=utf-8',
        content: madeCodesCsv(
          [t.codes.csvHeader.code, t.codes.csvHeader.state, t.codes.csvHeader.validUntil],
          codes.map((code) => ({ code: code.code, state: t.codes.unused, expiresAt: code.expiresAt })),
        ),
      },
    ],
  };
}
