import type { TPaymentStatus } from '@scena/shared/catalog/payment-status';
import { itemPath } from '@scena/shared/site/site-paths';
import type { AppDeps } from '../../../deps';
import type { Db } from '../../../db/client';
import type { OrderRow } from '../../../db/schema';
import { findEventById, listEventTranslationsOf } from '../../catalog/events/events.repository';
import { findVideoById, listTranslationsOfVideos } from '../../catalog/videos/videos.repository';
import { EVENTS_CACHE_PREFIX } from '../../catalog/events/events-read';
import { getAppConfig } from '../../settings/get-app-config';
import { giftCodeMails, groupCodesMail } from '../codes/made-code-mails';
import { makeOrderCodes, voidUnusedOrderCodes } from '../codes/order-made-codes';
import { eventReminderMail, receiptMail } from './order-mails';
import { updateOrder } from './orders.repository';

/** The product of an order as its mails show it, in the buyer's language (whatever its visibility now). */
export async function describeOrderProduct(db: Db, order: OrderRow) {
  const english = order.language === 'en';
  if (order.eventId !== null) {
    const event = await findEventById(db, order.eventId);
    if (!event) return undefined;
    const translation = english
      ? (await listEventTranslationsOf(db, [event.id])).find((t) => t.languageCode === 'en')
      : undefined;
    const title = translation?.title || event.title;
    return {
      title,
      path: itemPath('event', event),
      event: { title, startsAt: event.startsAt, endsAt: event.endsAt },
    };
  }
  if (order.videoId === null) return undefined;
  const video = await findVideoById(db, order.videoId);
  if (!video) return undefined;
  const translation = english
    ? (await listTranslationsOfVideos(db, [video.id])).find((t) => t.languageCode === 'en')
    : undefined;
  return { title: translation?.title || video.title, path: itemPath('video', video), event: null };
}

async function mailInput(deps: Pick<AppDeps, 'env'>, db: Db, order: OrderRow) {
  const product = await describeOrderProduct(db, order);
  if (!product) return undefined;
  const config = await getAppConfig(db);
  return {
    order,
    publicUrl: deps.env.PUBLIC_URL,
    vatRate: config.vat_rate,
    title: product.title,
    productPath: product.path,
    event: product.event,
  };
}

/**
 * What completing an order brings, in the caller's transaction: a ticket's or a rental's receipt; a gift's or a
 * group ticket's codes, made once, and the mails that carry them (product-decisions §26–27).
 */
export async function enqueueCompletion(
  deps: Pick<AppDeps, 'env' | 'mail'>,
  db: Db,
  order: OrderRow,
  now: Date,
) {
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
  const input = await mailInput(deps, db, order);
  if (input) await deps.mail.enqueue(db, { ...receiptMail(input), kind: 'order_receipt' });
}

export async function enqueueEventReminder(deps: Pick<AppDeps, 'env' | 'mail'>, db: Db, order: OrderRow) {
  const input = await mailInput(deps, db, order);
  if (input) await deps.mail.enqueue(db, { ...eventReminderMail(input), kind: 'event_reminder' });
}

/**
 * Moves a locked order to `next` in the caller's transaction: a final status ends its reservation and its PayU
 * checks; COMPLETED brings what enqueueCompletion does; REFUNDED or CANCELED ends the codes the order made that
 * nobody has used. Callers decide whether the move is allowed (order-status.ts).
 */
export async function changeOrderStatus(
  deps: Pick<AppDeps, 'env' | 'mail'>,
  db: Db,
  order: OrderRow,
  next: TPaymentStatus,
  now: Date,
  extra: { payuOrderId?: string } = {},
): Promise<OrderRow> {
  const finished = next === 'COMPLETED' || next === 'CANCELED' || next === 'REFUNDED';
  const updated = await updateOrder(db, order.id, {
    status: next,
    updatedAt: now,
    ...(finished ? { reservedUntil: null, nextCheckAt: null } : {}),
    ...(extra.payuOrderId && !order.payuOrderId ? { payuOrderId: extra.payuOrderId } : {}),
  });
  if (next === 'COMPLETED') await enqueueCompletion(deps, db, updated, now);
  if (next === 'REFUNDED' || next === 'CANCELED') await voidUnusedOrderCodes(db, updated, now);
  return updated;
}

/**
 * After an order write commits: the cached public answers that count tickets are stale (ticketsLeft), so is a
 * "sold out" remembered here (a ticket may be back), and a queued mail should go out now.
 */
export async function afterOrderWrite(
  deps: Pick<AppDeps, 'cache' | 'mail' | 'reservations'>,
  order: Pick<OrderRow, 'eventId'>,
) {
  if (order.eventId !== null) {
    deps.reservations.forgetSoldOut(order.eventId);
    await deps.cache.invalidate(EVENTS_CACHE_PREFIX);
  }
  deps.mail.kick();
}
