import { groszeToZloty } from '@scena/shared/catalog/money';
import { itemPath } from '@scena/shared/site/site-paths';
import type { TAdminOrder, TOrder } from '@scena/shared/commerce/orders';
import type { TInvoiceData } from '@scena/shared/commerce/invoice';
import type { Language } from '@scena/shared';
import type { CodeRow, EventRow, OrderRow, VideoRow } from '../../../db/schema';
import { paymentLinkUntil } from '../../product-access';

export interface OrderWithProduct {
  order: OrderRow;
  event: EventRow | null;
  video: VideoRow | null;
  code?: CodeRow | null;
  /** The product's English title, when it has one. */
  titleEn?: string | null;
}

/** An order as its buyer reads it (visitor-side.md §3 "Order"); the product described in `language`. */
export function orderDto(row: OrderWithProduct, language: Language): TOrder {
  const { order, event, video } = row;
  const titlePl = event?.title ?? video?.title ?? order.descriptionPl;
  const title = language === 'en' ? row.titleEn || titlePl : titlePl;
  const path = event
    ? itemPath('event', event)
    : video && order.kind === 'video'
      ? itemPath('video', video)
      : null;
  return {
    id: order.id,
    extOrderId: order.extOrderId,
    orderId: order.payuOrderId,
    amount: groszeToZloty(order.amountGrosze),
    status: order.status,
    used: order.used ? 1 : 0,
    views: order.views,
    created_at: order.createdAt.toISOString(),
    updated_at: order.updatedAt.toISOString(),
    expiration_date: order.expirationDate?.toISOString() ?? null,
    reserved_until: order.reservedUntil?.toISOString() ?? null,
    payment_link_until: paymentLinkUntil(order)?.toISOString() ?? null,
    user_id: order.userId,
    firstname: order.buyerFirstname,
    lastname: order.buyerLastname,
    email: order.buyerEmail,
    country: order.country,
    productType: order.kind as TOrder['productType'],
    product_slug: order.productSlug,
    event_id: order.eventId,
    video_id: order.videoId,
    product_path: path,
    title,
    desc: language === 'en' ? order.descriptionEn : order.descriptionPl,
    description: order.descriptionPl,
    description_en: order.descriptionEn,
    date_from: event?.dateFrom ?? null,
    date_to: event?.dateTo ?? null,
    starts_at: event?.startsAt?.toISOString() ?? null,
    ends_at: event?.endsAt?.toISOString() ?? null,
    code: row.code?.code ?? null,
    code_discount: groszeToZloty(order.codeDiscountGrosze),
    product_quantity: order.productQuantity,
    one_free: order.oneFree ? 1 : 0,
    invoice: (order.invoice as TInvoiceData | null) ?? null,
    gift:
      order.kind === 'gift'
        ? {
            recipient_name: order.giftRecipientName ?? '',
            recipient_email: order.giftRecipientEmail ?? '',
            message: order.giftMessage ?? '',
          }
        : null,
  };
}

export function adminOrderDto(row: OrderWithProduct, language: Language): TAdminOrder {
  return { ...orderDto(row, language), customer_ip: row.order.customerIp };
}
