import { describe, expect, it } from 'vitest';
import { serverMessages } from '../i18n/messages';
import {
  endedRefusal,
  forOthersRefusal,
  PURCHASE_REFUSALS,
  purchaseRefusalKey,
  takesPayments,
  type TPurchaseRefusal,
} from './purchase-refusals';

describe('the purchase refusals', () => {
  it('each has its text in both languages', () => {
    for (const reason of PURCHASE_REFUSALS) {
      for (const texts of Object.values(serverMessages)) {
        expect((texts as Record<string, string>)[purchaseRefusalKey(reason)], reason).toBeTruthy();
      }
    }
  });

  it('an event ends, a recording stops being available', () => {
    expect(endedRefusal('event')).toBe('ended');
    expect(endedRefusal('video')).toBe('not_available');
  });

  it('tickets switched off still take a code that makes the product free, and nothing else', () => {
    expect(takesPayments(true, null)).toBe(true);
    expect(takesPayments(true, 2000)).toBe(true);
    expect(takesPayments(false, 0)).toBe(true);
    expect(takesPayments(false, 1)).toBe(false);
    expect(takesPayments(false, null)).toBe(false);
  });
});

describe('forOthersRefusal', () => {
  const product = { kind: 'gift' as const, priceGrosze: 4000, ticketsEnabled: true, refusalForSelf: null };

  it('lets a buyer who holds it, pays for it or is too young give it', () => {
    const personal: TPurchaseRefusal[] = ['access_held', 'payment_pending', 'refund_pending', 'age'];
    for (const refusalForSelf of personal) {
      expect(forOthersRefusal({ ...product, refusalForSelf }), refusalForSelf).toBeNull();
    }
    expect(forOthersRefusal(product)).toBeNull();
  });

  it("keeps every other refusal of the buyer's own purchase", () => {
    for (const refusalForSelf of ['country', 'ended', 'not_available', 'no_tickets'] as const) {
      expect(forOthersRefusal({ ...product, refusalForSelf })).toBe(refusalForSelf);
    }
  });

  it('refuses with payments switched off, even when a code made the buyer’s own ticket free', () => {
    expect(forOthersRefusal({ ...product, ticketsEnabled: false })).toBe('payments_unavailable');
    expect(forOthersRefusal({ ...product, ticketsEnabled: false, refusalForSelf: 'access_held' })).toBe(
      'payments_unavailable',
    );
  });

  it('has nothing to give of a free product', () => {
    expect(forOthersRefusal({ ...product, priceGrosze: 0 })).toBe('gifts_unavailable');
    expect(forOthersRefusal({ ...product, kind: 'group', priceGrosze: 0 })).toBe('group_unavailable');
  });
});
