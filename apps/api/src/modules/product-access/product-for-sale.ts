import { hasTicketLimit, type TEntitlementItem } from '@scena/shared/access/entitlement';
import { itemPath } from '@scena/shared/site/site-paths';
import type { TProductType } from '@scena/shared/commerce/product-slug';
import type { Db } from '../../db/client';
import type { EventRow, VideoRow } from '../../db/schema';
import { eventEntitlementItem, videoEntitlementItem } from './entitlement-inputs';
import { findEventForSale, findVideoForSale } from './product-for-sale.repository';

/** What selling an event or a video needs to know about it, the same shape for both. */
export interface ProductForSale {
  type: TProductType;
  id: number;
  /** The product page: /wydarzenie/{slugOrId} or /wideo/{slugOrId}. */
  path: string;
  title: { pl: string; en: string };
  priceGrosze: number;
  /** Events: enable_tickets ("block payments" off); videos always. */
  ticketsEnabled: boolean;
  /** Events: enable_codes; videos always. */
  takesCodes: boolean;
  /** A limited event's available_tickets; null when unlimited. */
  ticketLimit: number | null;
  item: TEntitlementItem;
  event: EventRow | null;
  video: VideoRow;
}

/**
 * The product as a visitor may buy it, or undefined when it does not exist for them: an unpublished event or an
 * invisible video answers 404 like a missing one (product-decisions §20 keeps hidden ones purchasable by URL).
 * An administrator granting access (`unpublished: true`) also reaches those.
 */
export async function loadProductForSale(
  db: Db,
  type: TProductType,
  id: number,
  options: { unpublished?: boolean } = {},
): Promise<ProductForSale | undefined> {
  if (type === 'event') {
    const found = await findEventForSale(db, id);
    if (!found || (!found.event.published && !options.unpublished)) return undefined;
    const { event, video } = found;
    return {
      type,
      id,
      path: itemPath('event', event),
      title: { pl: event.title, en: found.titleEn || event.title },
      priceGrosze: event.eventPriceGrosze,
      ticketsEnabled: event.enableTickets,
      takesCodes: event.enableCodes,
      ticketLimit: hasTicketLimit(event.availableTickets) ? event.availableTickets : null,
      item: eventEntitlementItem(event, video),
      event,
      video,
    };
  }
  const found = await findVideoForSale(db, id);
  if (!found || (!found.video.visible && !options.unpublished)) return undefined;
  const { video } = found;
  return {
    type,
    id,
    path: itemPath('video', video),
    title: { pl: video.title, en: found.titleEn || video.title },
    priceGrosze: video.videoPriceGrosze,
    ticketsEnabled: true,
    takesCodes: true,
    ticketLimit: null,
    item: videoEntitlementItem(video),
    event: null,
    video,
  };
}
