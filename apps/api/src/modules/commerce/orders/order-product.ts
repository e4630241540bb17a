import type { AppDeps } from '../../../deps';
import type { Db } from '../../../db/client';
import type { OrderRow } from '../../../db/schema';
import { loadProductForSale, type ProductForSale } from '../../product-access';
import { getAppConfig } from '../../settings';

/** The event or video an order is for, whatever its visibility now; none for a gift for any product. */
export async function loadOrderProduct(
  db: Db,
  order: Pick<OrderRow, 'eventId' | 'videoId'>,
): Promise<ProductForSale | undefined> {
  if (order.eventId !== null) return loadProductForSale(db, 'event', order.eventId, { unpublished: true });
  if (order.videoId !== null) return loadProductForSale(db, 'video', order.videoId, { unpublished: true });
  return undefined;
}

/** The product of an order as its mails show it, in the buyer's language (whatever its visibility now). */
export async function describeOrderProduct(db: Db, order: OrderRow) {
  const product = await loadOrderProduct(db, order);
  if (!product) return undefined;
  const title = order.language === 'en' ? product.title.en : product.title.pl;
  const { event } = product;
  return {
    title,
    path: product.path,
    event: event ? { title, startsAt: event.startsAt, endsAt: event.endsAt } : null,
  };
}

/** What a receipt or a reminder says of the order and its product; undefined when the product is gone. */
export async function orderMailInput(deps: Pick<AppDeps, 'env'>, db: Db, order: OrderRow) {
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
