import { ROLE } from '../users/roles';
import {
  EVENT_TIMING,
  eventTimingStatus,
  type TEventSchedule,
  type TEventTimingStatus,
} from '../catalog/event-timing';
import { isPaymentPending } from '../catalog/payment-status';
import { videoWindowStatus, type TVideoWindow } from '../catalog/video-window';
import { parseCatalogInstant } from '../catalog/wall-clock';
import { meetsAgeLimit } from './age';
import { isCountryAllowed, type TGlobalCountryRule, type TRestrictedAccess } from './country';

/** The viewer, or null when signed out. */
export interface TEntitlementUser {
  role_id: number;
  /** An active ban (admin-commerce-people: bans); the caller decides "active" against its clock. */
  banned: boolean;
  /** YYYY-MM-DD; missing, 0000-00-00 or year 1900 fails an age-limited item. */
  birthday: string | null | undefined;
}

/** One of the viewer's orders for this very item (product_slug event-{id} / video-{id}). */
export interface TEntitlementOrder {
  status: string;
  /** When the access it gives ends; null = no end (yet: a video rental starts at the first playback). */
  expiration_date: Date | string | null | undefined;
}

interface TItemCommon {
  /** Price in grosze; 0 is a free item. */
  price: number;
  age_restriction: number | null | undefined;
  restricted_access: TRestrictedAccess | string | null | undefined;
}
export type TEntitlementItem =
  | (TItemCommon & TEventSchedule & { kind: 'event'; available_tickets: number | null | undefined })
  | (TItemCommon & TVideoWindow & { kind: 'video' });

export interface TEntitlementInput<O extends TEntitlementOrder = TEntitlementOrder> {
  now: Date;
  user: TEntitlementUser | null;
  item: TEntitlementItem;
  orders: readonly O[];
  /** The request's country (ISO alpha-2) from GeoIP, product-decisions §19. */
  country: string | null | undefined;
  global: TGlobalCountryRule;
}

export type TEntitlementBasis = 'free' | 'order' | 'admin' | 'premium';
export const ENTITLEMENT_REFUSALS = [
  'signed_out',
  'banned',
  'not_bought',
  'payment_pending',
  'age',
  'country',
  'not_yet_available',
  'ended',
] as const;
export type TEntitlementRefusal = (typeof ENTITLEMENT_REFUSALS)[number];

export type TEntitlement<O extends TEntitlementOrder = TEntitlementOrder> =
  { entitled: true; basis: TEntitlementBasis; order?: O } | { entitled: false; reason: TEntitlementRefusal };

/**
 * An event has a ticket limit when available_tickets is a positive number; empty (null) is unlimited and so is
 * 0, which the legacy data uses for "not limited" (visitor-side.md §4 speaks of "available_tickets above 0").
 */
export function hasTicketLimit(availableTickets: number | null | undefined): boolean {
  return typeof availableTickets === 'number' && availableTickets > 0;
}

/**
 * Free without buying (visitor-side.md §4 "Access without buying"): price 0, and for an event also no ticket
 * limit — a free event with limited tickets needs a (zero-amount) order that takes a ticket (product-decisions
 * §25). A code price (newPrice 0) is not free: redeeming the code makes the order.
 */
export function isFreeItem(
  item: Pick<TEntitlementItem, 'price'> & { available_tickets?: number | null },
): boolean {
  return item.price === 0 && !hasTicketLimit(item.available_tickets);
}

/** A COMPLETED order gives access until its expiration_date (exclusive); none set means no end. */
export function isOrderValid(order: TEntitlementOrder, now: Date): boolean {
  if (order.status !== 'COMPLETED') return false;
  const expiry = parseCatalogInstant(order.expiration_date ?? null);
  return !expiry || now.getTime() < expiry.getTime();
}

/**
 * The order that entitles, if any: among valid ones, an already running rental (expiration set) is preferred
 * over an unstarted one, so that watching again does not start a second purchase's rental window.
 */
function entitlingOrder<O extends TEntitlementOrder>(orders: readonly O[], now: Date): O | undefined {
  const valid = orders.filter((order) => isOrderValid(order, now));
  return valid.find((order) => order.expiration_date) ?? valid[0];
}

/** The item's availability window in the event timing encoding. */
export function itemWindowStatus(item: TEntitlementItem, now: Date): TEventTimingStatus {
  return item.kind === 'event' ? eventTimingStatus(item, now) : videoWindowStatus(item, now);
}

/**
 * Steps 1–3 of decideEntitlement alone: does the viewer hold access to the item (the catalogue's `access` flag
 * that the buttons read), before the age limit, country and time window are judged?
 */
export function findAccessBasis<O extends TEntitlementOrder>(
  input: Pick<TEntitlementInput<O>, 'now' | 'user' | 'item' | 'orders'>,
):
  | { basis: TEntitlementBasis; order?: O }
  | { reason: Extract<TEntitlementRefusal, 'signed_out' | 'banned' | 'not_bought' | 'payment_pending'> } {
  const { now, user, item } = input;
  if (!user) return { reason: 'signed_out' };
  if (user.banned) return { reason: 'banned' };
  if (user.role_id === ROLE.admin) return { basis: 'admin' };
  if (user.role_id === ROLE.premium) return { basis: 'premium' };
  if (isFreeItem(item)) return { basis: 'free' };
  const order = entitlingOrder(input.orders, now);
  if (order) return { basis: 'order', order };
  const pending = input.orders.some((candidate) => isPaymentPending(candidate.status));
  return { reason: pending ? 'payment_pending' : 'not_bought' };
}

/**
 * May this viewer watch this item now? The one decision of product-decisions §18 and ARCHITECTURE.md §5, called
 * by every route that needs it (the playback call above all). Checks, in this order, the first failure being
 * the answer:
 *  1. signed in ('signed_out') — anonymous visitors never get a stream, even for free items (§16);
 *  2. not banned ('banned');
 *  3. a basis: administrator (role 1), premium (role 3), a free item, or a COMPLETED order not past its
 *     expiration_date — otherwise 'payment_pending' when an order is PENDING or WAITING_FOR_CONFIRMATION, else
 *     'not_bought' (which also covers an expired rental and a refunded order);
 *  4. the age limit from the birthday on Warsaw's today ('age') — it binds administrators and premium users
 *     too, as §18 lists it after the basis for everyone;
 *  5. the country rule, the item's restricted_access with the global switches ('country');
 *  6. the availability window: event timing status, or the video's available_from / end_date
 *     ('not_yet_available', 'ended').
 */
export function decideEntitlement<O extends TEntitlementOrder>(input: TEntitlementInput<O>): TEntitlement<O> {
  const { now, user, item } = input;
  const held = findAccessBasis(input);
  if (!('basis' in held)) return { entitled: false, reason: held.reason };
  const { basis, order } = held;

  if (!meetsAgeLimit(user?.birthday, item.age_restriction, now)) return { entitled: false, reason: 'age' };
  if (!isCountryAllowed(item.restricted_access, input.country, input.global)) {
    return { entitled: false, reason: 'country' };
  }
  const window = itemWindowStatus(item, now);
  if (window === EVENT_TIMING.upcoming) return { entitled: false, reason: 'not_yet_available' };
  if (window === EVENT_TIMING.ended) return { entitled: false, reason: 'ended' };
  return order ? { entitled: true, basis, order } : { entitled: true, basis };
}

/**
 * When a video rental ends if it starts at `now` (product-decisions §17, visitor-side.md §9): the video's
 * tickets_expiration_time overrides the global one when set (null/undefined = use the global); 0 means no
 * limit (null). Hours are elapsed hours: a 24 h rental started the evening before a DST change ends at a wall
 * clock an hour earlier or later, which is what the buyer paid for.
 */
export function rentalExpiry(
  now: Date,
  videoValidityHours: number | null | undefined,
  globalValidityHours: number,
): Date | null {
  const hours = videoValidityHours ?? globalValidityHours;
  if (!hours || hours <= 0) return null;
  return new Date(now.getTime() + hours * 3600_000);
}
