import { hasTicketLimit } from '../access/entitlement';
import { meetsAgeLimit } from '../access/age';
import { EVENT_TIMING, eventTimingStatus, type TEventSchedule } from './event-timing';
import {
  ageRestrictedButton,
  countryBlockedButton,
  hiddenButton,
  paymentUnderWayButton,
  shownButton,
  type TButtonState,
} from './button';
import { endedRefusal, takesPayments } from '../commerce/purchase-refusals';
import { itemPath, loginHref, watchHref } from '../site/site-paths';

export interface TEventButtonEvent extends TEventSchedule {
  id: number;
  slug?: string | null;
  /** event_price in grosze. */
  price: number;
  /** The price after the viewer's code, in grosze; null/undefined when no code applies. */
  newPrice?: number | null;
  age_restriction: number | null | undefined;
  /** false = "block payments" in the admin form. */
  enable_tickets: boolean;
  /** Whether discount codes apply to the event. */
  enable_codes: boolean;
  available_tickets: number | null | undefined;
  /** Whether a ticket can still be had (the API's ticketsAvailable). */
  ticketsAvailable: boolean;
}

export interface TEventButtonInput {
  now: Date;
  event: TEventButtonEvent;
  /** The signed-in viewer, or null. */
  viewer: { birthday: string | null | undefined } | null;
  /**
   * The viewer holds access (the API's `access`): a free item, a valid COMPLETED order, administrator or
   * premium — findAccessBasis of access/entitlement.ts; age, country and time are judged here separately.
   */
  hasAccess: boolean;
  /** The viewer's latest order status for this event, or null. */
  paymentStatus: string | null | undefined;
  /** The API's countryBlock: the request's country may not watch this event. */
  countryBlocked: boolean;
}

/**
 * The event page button (visitor-side.md §4 "Event buy button", §6 for signed-out visitors). The first rule
 * that applies wins:
 *  1. ended: holders see a disabled "ended"; everyone else sees nothing ("hidden if the event is over");
 *  2. signed out: red "not in your country" when blocked; a free event (price 0) shows the sign-in text, other
 *     events with tickets enabled "buy" — both link to /logowanie?redirect=/wydarzenie/{slugOrId}; with
 *     tickets disabled nothing, with none left the red "no tickets";
 *  3. red and disabled for the country block, then for the age limit (birthday on Warsaw's today; a missing
 *     birthday fails) — the age last, as it stops only a purchase for oneself (forOthersRefusal);
 *  4. access held: green — disabled "soon" while upcoming, "watch" linking to ?ogladaj=true while ongoing;
 *  5. orange and disabled while a payment is pending (PENDING, WAITING_FOR_CONFIRMATION), or a refund is
 *     (WAITING_FOR_REFUND: no new purchase until it settles);
 *  6. tickets disabled ("block payments"): hidden, unless the event takes codes and the viewer's code makes
 *     it free — then the enabled "use code" (a code grants access even then, admin-commerce-people.md §6);
 *  7. red and disabled "no tickets" when the event has a limit and ticketsAvailable is false;
 *  8. enabled (white): "get access" for a free event with tickets, "use code" when the code brings the price to
 *     0, otherwise "buy". A COMPLETED order without access (an expired one) may buy again here.
 */
export function eventButton(input: TEventButtonInput): TButtonState {
  const { event, viewer } = input;
  const path = itemPath('event', event);
  const status = eventTimingStatus(event, input.now);
  const noTickets = hasTicketLimit(event.available_tickets) && !event.ticketsAvailable;

  if (status === EVENT_TIMING.ended) {
    return viewer && input.hasAccess
      ? shownButton('catalog.button.ended', 'default', 'flag', true, { reason: endedRefusal('event') })
      : hiddenButton(endedRefusal('event'));
  }

  if (!viewer) {
    if (input.countryBlocked) return countryBlockedButton();
    if (event.price === 0) {
      return shownButton('catalog.button.sign_in_free', 'default', 'login', false, { href: loginHref(path) });
    }
    if (!event.enable_tickets) return hiddenButton('payments_unavailable');
    if (noTickets) return noTicketsLeft();
    return shownButton('catalog.button.buy', 'default', 'login', false, {
      href: loginHref(path),
      reason: 'signed_out',
    });
  }

  if (input.countryBlocked) return countryBlockedButton();
  if (!meetsAgeLimit(viewer.birthday, event.age_restriction, input.now)) return ageRestrictedButton();

  if (input.hasAccess) {
    return status === EVENT_TIMING.upcoming
      ? shownButton('catalog.button.soon', 'success', 'clock', true, { reason: 'access_held' })
      : shownButton('catalog.button.watch', 'success', 'play', false, {
          href: watchHref(path),
          reason: 'access_held',
        });
  }

  const underWay = paymentUnderWayButton(input.paymentStatus, 'catalog.button.payment_pending');
  if (underWay) return underWay;
  const priceWithCode = event.enable_codes ? (event.newPrice ?? null) : null;
  if (!takesPayments(event.enable_tickets, priceWithCode)) return hiddenButton('payments_unavailable');
  if (noTickets) return noTicketsLeft();

  if (event.price === 0) return shownButton('catalog.button.get_access', 'default', 'ticket', false);
  if (event.newPrice === 0) return shownButton('catalog.button.use_code', 'default', 'tag', false);
  return shownButton('catalog.button.buy', 'default', 'cart', false);
}

function noTicketsLeft(): TButtonState {
  return shownButton('catalog.button.no_tickets', 'danger', 'ticket-off', true, { reason: 'no_tickets' });
}
