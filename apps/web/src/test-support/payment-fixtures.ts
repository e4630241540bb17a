import type { TMadeCode, TOrderWithCodes } from '@scena/shared/commerce/orders';
import type { TAdminPayment } from '@scena/shared/commerce/payments-admin';

/** An order row of the back-office's lists, a paid ticket by default; a test overrides what it is about. */
export function adminPayment(fields: Partial<TAdminPayment> = {}): TAdminPayment {
  return {
    id: 1,
    extOrderId: 'ext-1',
    orderId: 'PAYU1',
    amount: 49.9,
    status: 'COMPLETED',
    used: 0,
    views: 0,
    created_at: '2026-11-10T18:30:00.000Z',
    updated_at: '2026-11-10T18:31:00.000Z',
    expiration_date: null,
    reserved_until: null,
    payment_link_until: null,
    user_id: 7,
    firstname: 'Zofia',
    lastname: 'Żółkiewska',
    email: 'zofia@example.com',
    country: 'PL',
    customer_ip: '83.1.2.3',
    productType: 'event',
    product_slug: 'event-3',
    event_id: 3,
    video_id: null,
    product_path: '/wydarzenie/wesele',
    title: 'Wesele',
    desc: 'Bilet: Wesele',
    description: 'Bilet: Wesele',
    description_en: 'Ticket: The Wedding',
    date_from: '2026-12-01',
    date_to: '2026-12-01',
    starts_at: '2026-12-01T18:00:00.000Z',
    ends_at: '2026-12-01T20:00:00.000Z',
    code: null,
    code_discount: 0,
    product_quantity: 1,
    one_free: 0,
    invoice: null,
    gift: null,
    codes: [],
    hand_granted: false,
    refunded: 0,
    numberOfUses: 0,
    ...fields,
  };
}

/** A code an order made, unused and valid until 30.11.2027 (Warsaw); a test overrides what it is about. */
export function aMadeCode(fields: Partial<TMadeCode> = {}): TMadeCode {
  return {
    code: 'GRUPA-7K2M',
    used: false,
    expired: false,
    expires_at: '2027-11-30T22:59:59.000Z',
    ...fields,
  };
}

/**
 * A gift's or a group ticket's order as its buyer reads it (GET /api/groupTickets/{extOrderId}): a paid group
 * ticket of three for event 3 by default, with its three codes; a test overrides what it is about.
 */
export function anOrderWithCodes(fields: Partial<TOrderWithCodes> = {}): TOrderWithCodes {
  return {
    id: 11,
    extOrderId: 'a1b2c3d4e5f6a7b8c9d0',
    orderId: 'PAYU11',
    amount: 134.73,
    status: 'COMPLETED',
    used: 0,
    views: 0,
    created_at: '2026-11-10T18:30:00.000Z',
    updated_at: '2026-11-10T18:31:00.000Z',
    expiration_date: null,
    reserved_until: null,
    payment_link_until: null,
    user_id: 7,
    firstname: 'Zofia',
    lastname: 'Żółkiewska',
    email: 'zofia@example.com',
    country: 'PL',
    productType: 'group_ticket',
    product_slug: 'event-3-3',
    event_id: 3,
    video_id: null,
    product_path: '/wydarzenie/wesele',
    title: 'Wesele',
    desc: 'Bilet grupowy: Wesele',
    description: 'Bilet grupowy: Wesele',
    description_en: 'Group ticket: The Wedding',
    date_from: '2026-12-01',
    date_to: '2026-12-01',
    starts_at: '2026-12-01T18:00:00.000Z',
    ends_at: '2026-12-01T20:00:00.000Z',
    code: null,
    code_discount: 0,
    product_quantity: 3,
    one_free: 0,
    invoice: null,
    gift: null,
    codes: [
      aMadeCode({ code: 'GRUPA-7K2M' }),
      aMadeCode({ code: 'GRUPA-9P4Q', used: true }),
      aMadeCode({ code: 'GRUPA-3X8T' }),
    ],
    ...fields,
  };
}
