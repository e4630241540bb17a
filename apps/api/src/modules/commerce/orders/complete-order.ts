import type { AppDeps } from '../../../deps';
import type { Db } from '../../../db/client';
import type { OrderRow } from '../../../db/schema';
import { getAppConfig } from '../../settings';
import { giftCodeMails, groupCodesMail } from '../codes/made-code-mails';
import { makeOrderCodes } from '../codes/order-made-codes';
import { receiptMail } from './order-mails';
import { describeOrderProduct, orderMailInput } from './order-product';

/**
 * What completing an order brings, in the caller's transaction: a ticket's or a rental's receipt; a gift's or a
 * group ticket's codes, made once, and the mails that carry them (product-decisions §26–27).
 */
export async function completeOrder(deps: Pick<AppDeps, 'env' | 'mail'>, db: Db, order: OrderRow, now: Date) {
  if (order.kind === 'gift' || order.kind === 'group_ticket') {
    const codes = await makeOrderCodes(db, order, now);
    if (codes.length === 0) return;
    const product = await describeOrderProduct(db, order);
    const input = {
      order,
      codes,
      publicUrl: deps.env.PUBLIC_URL,
      vatRate: (await getAppConfig(db)).vat_rate,
      title: product?.title ?? null,
    };
    const mails = order.kind === 'gift' ? giftCodeMails(input) : [groupCodesMail(input)];
    for (const mail of mails) await deps.mail.enqueue(db, { ...mail, kind: `${order.kind}_codes` });
    return;
  }
  const input = await orderMailInput(deps, db, order);
  if (input) await deps.mail.enqueue(db, { ...receiptMail(input), kind: 'order_receipt' });
}
