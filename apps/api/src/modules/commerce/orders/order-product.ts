import { itemPath } from '@scena/shared/site/site-paths';
import type { AppDeps } from '../../../deps';
import type { Db } from '../../../db/client';
import type { OrderRow } from '../../../db/schema';
import {
  findEventById,
  findVideoById,
  listEventTranslationsOf,
  listTranslationsOfVideos,
} from '../../catalog';
import { getAppConfig } from '../../settings';

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
