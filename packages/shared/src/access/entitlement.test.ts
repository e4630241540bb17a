import { describe, expect, it } from 'vitest';
import {
  decideEntitlement,
  hasTicketLimit,
  isFreeItem,
  rentalExpiry,
  type TEntitlementInput,
  type TEntitlementItem,
  type TEntitlementOrder,
} from './entitlement';

const now = new Date('2026-05-10T18:30:00Z'); // 20:30 in Warsaw
const standard = { role_id: 2, banned: false, birthday: '1990-01-01' };
const open = { access_only_poland: false, access_only_europe: false };

const event = (patch: Partial<Extract<TEntitlementItem, { kind: 'event' }>> = {}): TEntitlementItem => ({
  kind: 'event',
  price: 4990,
  age_restriction: null,
  restricted_access: '',
  available_tickets: null,
  date_from: '2026-05-10',
  date_to: '2026-05-10',
  time_from: '20:00',
  time_to: '22:00',
  full_day: false,
  ...patch,
});
const video = (patch: Partial<Extract<TEntitlementItem, { kind: 'video' }>> = {}): TEntitlementItem => ({
  kind: 'video',
  price: 1990,
  age_restriction: null,
  restricted_access: 'any',
  available_from: null,
  end_date: null,
  ...patch,
});
const completed: TEntitlementOrder = { status: 'COMPLETED', expiration_date: null };
const base: TEntitlementInput = {
  now,
  user: standard,
  item: event(),
  orders: [],
  country: 'PL',
  global: open,
};

describe('decideEntitlement', () => {
  it.each<[string, Partial<TEntitlementInput>, ReturnType<typeof decideEntitlement>]>([
    [
      'signed out, even for a free item',
      { user: null, item: event({ price: 0 }) },
      { entitled: false, reason: 'signed_out' },
    ],
    [
      'banned, even as admin',
      { user: { ...standard, role_id: 1, banned: true } },
      { entitled: false, reason: 'banned' },
    ],
    ['standard user without an order', {}, { entitled: false, reason: 'not_bought' }],
    ['free event without a ticket limit', { item: event({ price: 0 }) }, { entitled: true, basis: 'free' }],
    [
      'free event with available_tickets 0 (unlimited)',
      { item: event({ price: 0, available_tickets: 0 }) },
      { entitled: true, basis: 'free' },
    ],
    [
      'free event with a ticket limit needs an order',
      { item: event({ price: 0, available_tickets: 50 }) },
      { entitled: false, reason: 'not_bought' },
    ],
    [
      'free event with a ticket limit and its zero-amount order',
      { item: event({ price: 0, available_tickets: 50 }), orders: [completed] },
      { entitled: true, basis: 'order', order: completed },
    ],
    ['free video', { item: video({ price: 0 }) }, { entitled: true, basis: 'free' }],
    [
      'COMPLETED order without expiry',
      { orders: [completed] },
      { entitled: true, basis: 'order', order: completed },
    ],
    [
      'COMPLETED order expiring later',
      { orders: [{ status: 'COMPLETED', expiration_date: '2026-05-10T18:30:01Z' }] },
      {
        entitled: true,
        basis: 'order',
        order: { status: 'COMPLETED', expiration_date: '2026-05-10T18:30:01Z' },
      },
    ],
    [
      'COMPLETED order expiring right now',
      { orders: [{ status: 'COMPLETED', expiration_date: new Date(now) }] },
      { entitled: false, reason: 'not_bought' },
    ],
    [
      'PENDING order',
      { orders: [{ status: 'PENDING', expiration_date: null }] },
      { entitled: false, reason: 'payment_pending' },
    ],
    [
      'WAITING_FOR_CONFIRMATION order',
      { orders: [{ status: 'WAITING_FOR_CONFIRMATION', expiration_date: null }] },
      { entitled: false, reason: 'payment_pending' },
    ],
    [
      'CANCELED and REFUNDED orders',
      {
        orders: [
          { status: 'CANCELED', expiration_date: null },
          { status: 'REFUNDED', expiration_date: null },
        ],
      },
      { entitled: false, reason: 'not_bought' },
    ],
    [
      'WAITING_FOR_REFUND order',
      { orders: [{ status: 'WAITING_FOR_REFUND', expiration_date: null }] },
      { entitled: false, reason: 'not_bought' },
    ],
    ['administrator', { user: { ...standard, role_id: 1 } }, { entitled: true, basis: 'admin' }],
    ['premium', { user: { ...standard, role_id: 3 } }, { entitled: true, basis: 'premium' }],
    [
      'unverified role is not premium',
      { user: { ...standard, role_id: 4 } },
      { entitled: false, reason: 'not_bought' },
    ],
    [
      'age limit, too young',
      { user: { ...standard, role_id: 3, birthday: '2010-01-01' }, item: event({ age_restriction: 18 }) },
      { entitled: false, reason: 'age' },
    ],
    [
      'age limit binds administrators too',
      { user: { ...standard, role_id: 1, birthday: null }, item: event({ age_restriction: 16 }) },
      { entitled: false, reason: 'age' },
    ],
    [
      'age limit, birthday 1900 counts as missing',
      {
        user: { ...standard, birthday: '1900-01-01' },
        item: event({ age_restriction: 12 }),
        orders: [completed],
      },
      { entitled: false, reason: 'age' },
    ],
    [
      'age limit, exactly 18 today',
      {
        user: { ...standard, birthday: '2008-05-10' },
        item: event({ age_restriction: 18 }),
        orders: [completed],
      },
      { entitled: true, basis: 'order', order: completed },
    ],
    [
      'age limit, 18 tomorrow',
      {
        user: { ...standard, birthday: '2008-05-11' },
        item: event({ age_restriction: 18 }),
        orders: [completed],
      },
      { entitled: false, reason: 'age' },
    ],
    [
      'Poland only, from Germany',
      { item: event({ restricted_access: 'poland' }), orders: [completed], country: 'DE' },
      { entitled: false, reason: 'country' },
    ],
    [
      'global Europe only, from the US',
      {
        item: video({ price: 0 }),
        country: 'US',
        global: { access_only_poland: false, access_only_europe: true },
      },
      { entitled: false, reason: 'country' },
    ],
    [
      'event not started',
      { orders: [completed], now: new Date('2026-05-10T17:59:59Z') },
      { entitled: false, reason: 'not_yet_available' },
    ],
    [
      'event ended',
      { orders: [completed], now: new Date('2026-05-10T20:00:01Z') },
      { entitled: false, reason: 'ended' },
    ],
    [
      'undated event never starts',
      { user: { ...standard, role_id: 1 }, item: event({ date_from: '0000-00-00' }) },
      { entitled: false, reason: 'not_yet_available' },
    ],
    [
      'video before available_from',
      { item: video({ available_from: '2026-05-11' }), orders: [completed] },
      { entitled: false, reason: 'not_yet_available' },
    ],
    [
      'video after end_date',
      { item: video({ end_date: '2026-05-09' }), orders: [completed] },
      { entitled: false, reason: 'ended' },
    ],
    [
      'video on its end_date',
      { item: video({ end_date: '2026-05-10' }), orders: [completed] },
      { entitled: true, basis: 'order', order: completed },
    ],
    [
      'not bought is reported before the window',
      { item: video({ end_date: '2026-05-09' }) },
      { entitled: false, reason: 'not_bought' },
    ],
  ])('%s', (_name, patch, expected) => {
    expect(decideEntitlement({ ...base, ...patch })).toEqual(expected);
  });

  it('prefers a running rental over an unstarted order', () => {
    const unstarted = { id: 1, status: 'COMPLETED', expiration_date: null };
    const running = { id: 2, status: 'COMPLETED', expiration_date: '2026-05-11T00:00:00Z' };
    const expired = { id: 3, status: 'COMPLETED', expiration_date: '2026-05-09T00:00:00Z' };
    const answer = decideEntitlement({ ...base, item: video(), orders: [expired, unstarted, running] });
    expect(answer).toEqual({ entitled: true, basis: 'order', order: running });
  });
});

describe('ticket limit and free items', () => {
  it.each([
    [null, false],
    [undefined, false],
    [0, false],
    [1, true],
    [200, true],
  ])('available_tickets %j → limited %s', (tickets, expected) => {
    expect(hasTicketLimit(tickets)).toBe(expected);
    expect(isFreeItem({ price: 0, available_tickets: tickets })).toBe(!expected);
  });

  it('a price above 0 is not free', () => {
    expect(isFreeItem({ price: 1 })).toBe(false);
  });
});

describe('rentalExpiry', () => {
  const start = new Date('2026-10-24T20:00:00Z');
  it.each([
    [48, 48, '2026-10-26T20:00:00.000Z', 'video value'],
    [
      undefined,
      24,
      '2026-10-25T20:00:00.000Z',
      'global when the video has none (across fall-back: elapsed hours)',
    ],
    [null, 3, '2026-10-24T23:00:00.000Z', 'null video value takes the global'],
    [0, 48, null, 'video 0 means no limit, overriding the global'],
    [12, 0, '2026-10-25T08:00:00.000Z', 'video value overrides a global 0'],
    [null, 0, null, 'global 0 means no limit'],
  ])('video %j, global %j → %j (%s)', (videoHours, globalHours, expected, _why) => {
    expect(rentalExpiry(start, videoHours, globalHours)?.toISOString() ?? null).toBe(expected);
  });
});
