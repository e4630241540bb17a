import type { TAdminUser } from '@scena/shared/users/schemas';
import type { TBan } from '@scena/shared/users/bans';
import type { TAdminUserDetail } from '@scena/shared/users/user-list';
import type { TOrder } from '@scena/shared/commerce/orders';
import { aUser } from '@/test-support/user-fixtures';

/** A user as the administrator's answers carry them. */
export function adminUser(overrides: Partial<TAdminUser> = {}): TAdminUser {
  return { ...aUser(), last_ip: '203.0.113.7', country: 'PL', ...overrides };
}

export function aBan(overrides: Partial<TBan> = {}): TBan {
  return {
    id: 1,
    user_id: 7,
    firstname: 'Zofia',
    lastname: 'Wiśniewska',
    email: 'widz@example.com',
    country_code: 'PL',
    reason: 'Udostępnianie konta',
    expiration_date: null,
    forever: true,
    created_at: '2026-11-20T10:00:00.000Z',
    origin: 'admin',
    details: null,
    created_by: { id: 1, firstname: 'Ewa', lastname: 'Administratorka' },
    ...overrides,
  };
}

export function anOrder(overrides: Partial<TOrder> = {}): TOrder {
  return {
    id: 11,
    extOrderId: 'ext-11',
    orderId: 'PAYU11',
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
    lastname: 'Wiśniewska',
    email: 'widz@example.com',
    country: 'PL',
    productType: 'event',
    product_slug: 'event-3',
    event_id: 3,
    video_id: null,
    product_path: '/wydarzenie/wesele-na-zywo',
    title: 'Wesele na żywo',
    desc: 'Bilet: Wesele na żywo',
    description: 'Bilet: Wesele na żywo',
    description_en: 'Ticket: Wesele live',
    date_from: null,
    date_to: null,
    starts_at: null,
    ends_at: null,
    code: null,
    code_discount: 0,
    product_quantity: 1,
    one_free: 0,
    invoice: null,
    gift: null,
    ...overrides,
  };
}

export function aDetail(overrides: Partial<TAdminUserDetail> = {}): TAdminUserDetail {
  return {
    user: adminUser(),
    orders: [anOrder()],
    videoOrders: [],
    giftOrders: [],
    groupTicketOrders: [],
    bans: [],
    ...overrides,
  };
}
