import type { TEntitlementItem, TEntitlementOrder, TEntitlementUser } from '@scena/shared/access/entitlement';
import type { TEventSchedule } from '@scena/shared/catalog/event-timing';
import type { EventRow, OrderRow, UserRow, VideoRow } from '../../db/schema';

/**
 * The rows of an event, a video, a viewer and their orders as the one entitlement rule reads them
 * (shared/access/entitlement.ts). Catalogue reads, playback and the purchase all ask the rule through these, so a
 * new input to it is added here once.
 */

export function eventSchedule(row: EventRow): TEventSchedule {
  return {
    date_from: row.dateFrom,
    date_to: row.dateTo,
    time_from: row.timeFrom,
    time_to: row.timeTo,
    full_day: row.fullDay,
  };
}

/** An event: its schedule, price and tickets, with the age and country limits of the video it shows. */
export function eventEntitlementItem(
  event: EventRow,
  video: Pick<VideoRow, 'ageRestriction' | 'restrictedAccess'>,
): TEntitlementItem {
  return {
    kind: 'event',
    ...eventSchedule(event),
    price: event.eventPriceGrosze,
    age_restriction: video.ageRestriction,
    restricted_access: video.restrictedAccess,
    available_tickets: event.availableTickets,
  };
}

export function videoEntitlementItem(video: VideoRow): TEntitlementItem {
  return {
    kind: 'video',
    price: video.videoPriceGrosze,
    age_restriction: video.ageRestriction,
    restricted_access: video.restrictedAccess,
    available_from: video.availableFrom,
    end_date: video.endDate,
  };
}

/** The signed-in viewer; whether a ban is active is the caller's to say against its clock. */
export function entitlementUser(user: UserRow, banned = false): TEntitlementUser {
  return { role_id: user.roleId, banned, birthday: user.birthday };
}

/** One of the viewer's orders for the item, with what playback needs to start a rental from it. */
export interface EntitlementOrder extends TEntitlementOrder {
  id: number;
  kind: string;
  used: boolean;
  expiration_date: Date | null;
}

export function entitlementOrder(
  order: Pick<OrderRow, 'id' | 'kind' | 'used' | 'status' | 'expirationDate'>,
): EntitlementOrder {
  return {
    id: order.id,
    kind: order.kind,
    used: order.used,
    status: order.status,
    expiration_date: order.expirationDate,
  };
}
