import { describe, expect, it } from 'vitest';
import { isConfirmationOverdue, isPaymentResumable } from './unfinished-payment';

const NOW = new Date('2026-03-15T10:05:00.000Z');

describe('isPaymentResumable', () => {
  it.each([
    ['PENDING', '2026-03-15T10:15:00.000Z', true],
    // The instant PayU stops taking it, and after.
    ['PENDING', '2026-03-15T10:05:00.000Z', false],
    ['PENDING', '2026-03-15T10:04:59.000Z', false],
    // PayU never answered: no page to go back to.
    ['PENDING', null, false],
    ['WAITING_FOR_CONFIRMATION', '2026-03-15T10:15:00.000Z', false],
    ['COMPLETED', '2026-03-15T10:15:00.000Z', false],
    ['CANCELED', '2026-03-15T10:15:00.000Z', false],
  ] as const)('%s until %s → %s', (status, until, expected) => {
    expect(isPaymentResumable({ status, payment_link_until: until }, NOW)).toBe(expected);
  });
});

describe('isConfirmationOverdue', () => {
  it.each([
    ['PENDING', '2026-03-15T10:04:30.000Z', false],
    ['PENDING', '2026-03-15T10:04:00.001Z', false],
    ['PENDING', '2026-03-15T10:04:00.000Z', true],
    ['PENDING', '2026-03-15T09:50:00.000Z', true],
    ['WAITING_FOR_CONFIRMATION', '2026-03-15T09:50:00.000Z', false],
    ['COMPLETED', '2026-03-15T09:50:00.000Z', false],
  ] as const)('%s placed at %s → %s', (status, createdAt, expected) => {
    expect(isConfirmationOverdue({ status, created_at: createdAt }, NOW)).toBe(expected);
  });
});
