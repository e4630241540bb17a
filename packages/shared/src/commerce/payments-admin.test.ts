import { describe, expect, it } from 'vitest';
import { isWithdrawableUse } from './payments-admin';

describe('isWithdrawableUse: which uses of a refunded gift’s or group ticket’s codes staff may end', () => {
  it.each([
    [{ status: 'COMPLETED', amount: 0 }, true],
    [{ status: 'COMPLETED', amount: 20 }, false],
    [{ status: 'COMPLETED', amount: 0.01 }, false],
    [{ status: 'PENDING', amount: 0 }, false],
    [{ status: 'WAITING_FOR_CONFIRMATION', amount: 0 }, false],
    [{ status: 'CANCELED', amount: 0 }, false],
  ])('%o → %s', (use, expected) => {
    expect(isWithdrawableUse(use)).toBe(expected);
  });
});
