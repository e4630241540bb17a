import { hasTicketLimit } from '../access/entitlement';

/**
 * The tickets an event has left, from its limit (available_tickets) and the tickets its orders hold: null when
 * it has no limit, never below 0 (staff may lower a limit under what is sold). Every count of stock — the
 * catalogue's ticketsLeft, a purchase, a group's size, staff granting access — goes through here.
 */
export function ticketsLeft(limit: number | null | undefined, held: number): number | null {
  return hasTicketLimit(limit) ? Math.max(0, limit! - held) : null;
}

/**
 * Whether `quantity` more tickets fit. A group member's ticket takes 0: the group's order holds its tickets
 * already, so it fits even after staff lowered the limit under what is sold.
 */
export function stockAllows(limit: number | null | undefined, held: number, quantity = 1): boolean {
  const left = ticketsLeft(limit, held);
  return left === null || quantity <= left;
}
