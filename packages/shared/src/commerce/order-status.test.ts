import { describe, expect, it } from 'vitest';
import { nextOrderStatus } from './order-status';

describe('nextOrderStatus', () => {
  it.each([
    ['PENDING', 'COMPLETED', 'COMPLETED'],
    ['PENDING', 'CANCELED', 'CANCELED'],
    ['PENDING', 'WAITING_FOR_CONFIRMATION', 'WAITING_FOR_CONFIRMATION'],
    ['PENDING', 'REJECTED', 'CANCELED'],
    ['WAITING_FOR_CONFIRMATION', 'COMPLETED', 'COMPLETED'],
    ['WAITING_FOR_CONFIRMATION', 'CANCELED', 'CANCELED'],
    ['NOT_STARTED', 'PENDING', 'PENDING'],
    // Never backwards, never out of a final status, a replay changes nothing.
    ['WAITING_FOR_CONFIRMATION', 'PENDING', null],
    ['PENDING', 'PENDING', null],
    ['PENDING', 'NEW', null],
    ['COMPLETED', 'PENDING', null],
    ['COMPLETED', 'CANCELED', null],
    ['COMPLETED', 'COMPLETED', null],
    ['CANCELED', 'COMPLETED', null],
    ['REFUNDED', 'COMPLETED', null],
    ['WAITING_FOR_REFUND', 'CANCELED', null],
  ] as const)('%s + %s → %s', (current, incoming, expected) => {
    expect(nextOrderStatus(current, incoming)).toBe(expected);
  });
});
