import { and, inArray, sql } from 'drizzle-orm';
import { STOCK_HOLDING_STATUSES } from '@scena/shared/commerce/order-status';
import { codes, orders } from '../../db/schema';

/** Orders that hold their stock: a ticket of a limited event, one use of a limited code (order-status.ts). */
export function holdsStock() {
  return inArray(orders.status, [...STOCK_HOLDING_STATUSES]);
}

/**
 * Orders that hold tickets of their event: tickets, group tickets (their quantity) and gifts of the event, but not
 * a ticket redeemed with a code such an order made while that order still holds its tickets — those were taken
 * when the group ticket or the gift was bought (product-decisions §26).
 */
export function holdsTickets() {
  return and(
    inArray(orders.kind, ['event', 'group_ticket', 'gift']),
    holdsStock(),
    sql`not exists (select 1 from ${codes} c join ${orders} s on s.id = c.source_order_id
      where c.id = ${orders.codeId} and c.event_id is not null
      and s.status in (${sql.join(
        STOCK_HOLDING_STATUSES.map((status) => sql`${status}`),
        sql`, `,
      )}))`,
  );
}
