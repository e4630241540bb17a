import { describe, expect, it } from 'vitest';
import { isPaymentPending, mayBuyAgain, paymentStatusTag } from './payment-status';

describe('payment status', () => {
  it.each([
    ['NOT_STARTED', true, false, 'catalog.payment.unfinished'],
    ['UNDEFINED', true, false, 'catalog.payment.unfinished'],
    ['PENDING', false, true, 'catalog.payment.processing'],
    ['WAITING_FOR_CONFIRMATION', false, true, 'catalog.payment.processing'],
    ['WAITING_FOR_REFUND', false, false, 'catalog.payment.refund_pending'],
    ['COMPLETED', false, false, 'catalog.payment.completed'],
    ['CANCELED', true, false, 'catalog.payment.canceled'],
    ['REFUNDED', true, false, 'catalog.payment.refunded'],
    [null, true, false, undefined],
    [undefined, true, false, undefined],
    ['SOMETHING_NEW', false, false, undefined],
  ])('%s → buy again %s, pending %s, tag %s', (status, again, pending, tag) => {
    expect(mayBuyAgain(status)).toBe(again);
    expect(isPaymentPending(status)).toBe(pending);
    expect(paymentStatusTag(status)?.labelKey).toBe(tag);
  });
});
