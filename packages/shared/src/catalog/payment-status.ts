/**
 * Order payment statuses (visitor-side.md §4 "Payment status"). UNDEFINED is a legacy value treated like
 * NOT_STARTED; PENDING and WAITING_FOR_CONFIRMATION are both "processing".
 */
export const PAYMENT_STATUSES = [
  'NOT_STARTED',
  'UNDEFINED',
  'PENDING',
  'WAITING_FOR_CONFIRMATION',
  'WAITING_FOR_REFUND',
  'COMPLETED',
  'CANCELED',
  'REFUNDED',
] as const;
export type TPaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** "Access may be bought again after CANCELED, NOT_STARTED, UNDEFINED or REFUNDED" (visitor-side.md §4). */
export const BUY_AGAIN_STATUSES: readonly TPaymentStatus[] = [
  'CANCELED',
  'NOT_STARTED',
  'UNDEFINED',
  'REFUNDED',
];

export function isPaymentStatus(value: unknown): value is TPaymentStatus {
  return typeof value === 'string' && (PAYMENT_STATUSES as readonly string[]).includes(value);
}

/**
 * Whether the user may start a new purchase of the item. No order at all (null) may buy; an unknown status
 * may not (fail closed: something is in flight that we do not understand).
 */
export function mayBuyAgain(status: TPaymentStatus | string | null | undefined): boolean {
  if (status === null || status === undefined) return true;
  return (BUY_AGAIN_STATUSES as readonly string[]).includes(status);
}

/** PENDING and WAITING_FOR_CONFIRMATION: shown as processing, the button is orange and disabled. */
export function isPaymentPending(status: TPaymentStatus | string | null | undefined): boolean {
  return status === 'PENDING' || status === 'WAITING_FOR_CONFIRMATION';
}

export type TPaymentTag = {
  labelKey: `catalog.payment.${string}`;
  tone: 'default' | 'danger' | 'success' | 'warning';
  icon: 'hourglass' | 'check' | 'x' | 'undo' | 'alert';
};

/**
 * The payment status tag of the event and video pages (visitor-side.md §2). NOT_STARTED and UNDEFINED show as
 * unfinished (the price stays shown), PENDING and WAITING_FOR_CONFIRMATION as processing. Null: no tag.
 */
export function paymentStatusTag(status: TPaymentStatus | string | null | undefined): TPaymentTag | null {
  switch (status) {
    case 'NOT_STARTED':
    case 'UNDEFINED':
      return { labelKey: 'catalog.payment.unfinished', tone: 'default', icon: 'alert' };
    case 'PENDING':
    case 'WAITING_FOR_CONFIRMATION':
      return { labelKey: 'catalog.payment.processing', tone: 'warning', icon: 'hourglass' };
    case 'WAITING_FOR_REFUND':
      return { labelKey: 'catalog.payment.refund_pending', tone: 'warning', icon: 'undo' };
    case 'COMPLETED':
      return { labelKey: 'catalog.payment.completed', tone: 'success', icon: 'check' };
    case 'CANCELED':
      return { labelKey: 'catalog.payment.canceled', tone: 'danger', icon: 'x' };
    case 'REFUNDED':
      return { labelKey: 'catalog.payment.refunded', tone: 'default', icon: 'undo' };
    default:
      return null;
  }
}
