import type { TPaymentStatus } from '../catalog/payment-status';

/** Statuses no PayU order notification moves an order out of (payu-and-vimeo-protocols.md, Notifications). */
export const FINAL_ORDER_STATUSES: readonly TPaymentStatus[] = ['COMPLETED', 'CANCELED', 'REFUNDED'];

/**
 * Statuses that hold the order's stock — a ticket of a limited event, one use of a limited code — besides PENDING,
 * which holds until the reservation job has asked PayU and released it.
 */
export const STOCK_HOLDING_STATUSES: readonly TPaymentStatus[] = [
  'PENDING',
  'WAITING_FOR_CONFIRMATION',
  'COMPLETED',
  'WAITING_FOR_REFUND',
];

/** PayU's order statuses as its notifications and GET carry them (REJECTED is legacy for CANCELED). */
export const PAYU_ORDER_STATUSES = [
  'NEW',
  'PENDING',
  'WAITING_FOR_CONFIRMATION',
  'COMPLETED',
  'CANCELED',
  'REJECTED',
] as const;
export type TPayuOrderStatus = (typeof PAYU_ORDER_STATUSES)[number];

const RANK: Partial<Record<TPaymentStatus, number>> = {
  NOT_STARTED: 0,
  UNDEFINED: 0,
  PENDING: 1,
  WAITING_FOR_CONFIRMATION: 2,
};

/**
 * Where a PayU order status moves our order: the new status, or null when it changes nothing. Final statuses
 * (COMPLETED, CANCELED, REFUNDED) and a pending refund never move; an order never moves backwards (a late
 * PENDING after WAITING_FOR_CONFIRMATION is ignored); a repeat of the current status is no change (replays).
 */
export function nextOrderStatus(current: TPaymentStatus, incoming: TPayuOrderStatus): TPaymentStatus | null {
  if (FINAL_ORDER_STATUSES.includes(current) || current === 'WAITING_FOR_REFUND') return null;
  const target: TPaymentStatus =
    incoming === 'REJECTED' ? 'CANCELED' : incoming === 'NEW' ? 'PENDING' : (incoming as TPaymentStatus);
  if (target === current) return null;
  const from = RANK[current];
  const to = RANK[target];
  if (from !== undefined && to !== undefined && to < from) return null;
  return target;
}
