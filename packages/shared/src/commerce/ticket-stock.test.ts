import { describe, expect, it } from 'vitest';
import { stockAllows, ticketsLeft } from './ticket-stock';

describe('ticket stock', () => {
  it('has no count without a limit (null, and the legacy 0)', () => {
    expect(ticketsLeft(null, 40)).toBeNull();
    expect(ticketsLeft(0, 40)).toBeNull();
    expect(stockAllows(null, 40, 12)).toBe(true);
    expect(stockAllows(0, 40)).toBe(true);
  });

  it('counts what the limit leaves, never below 0', () => {
    expect(ticketsLeft(30, 12)).toBe(18);
    expect(ticketsLeft(30, 30)).toBe(0);
    expect(ticketsLeft(20, 30)).toBe(0);
  });

  it('lets the last ticket go and no more', () => {
    expect(stockAllows(30, 29)).toBe(true);
    expect(stockAllows(30, 30)).toBe(false);
    expect(stockAllows(30, 25, 5)).toBe(true);
    expect(stockAllows(30, 25, 6)).toBe(false);
  });

  it("lets a group member's ticket through after the limit was lowered under what is sold", () => {
    expect(stockAllows(20, 30, 0)).toBe(true);
    expect(stockAllows(20, 30, 1)).toBe(false);
  });
});
