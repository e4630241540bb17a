import { describe, expect, it } from 'vitest';
import { codeStanding, isVoucher, type TCodeLedger } from './code-standing';

const percent = (limit: number, uses: number): TCodeLedger => ({
  discountCash: null,
  limit,
  uses,
  spent: 0,
  withdrawn: 0,
});
const voucher = (spent: number, withdrawn = 0, uses = 1): TCodeLedger => ({
  discountCash: 6000,
  limit: 1,
  uses,
  spent,
  withdrawn,
});
const mine = { usedIt: true, expired: false };
const fresh = { usedIt: false, expired: false };
const old = { usedIt: false, expired: true };

describe('codeStanding', () => {
  it.each([
    ['unused, uses left', percent(5, 4), fresh, 'active', null],
    ['used by the user', percent(1, 1), mine, 'used', null],
    ['used by the user, now expired', percent(5, 2), { usedIt: true, expired: true }, 'used', null],
    ['a one-time code someone else used', percent(1, 1), fresh, 'used_up', null],
    ['all uses taken, and expired too', percent(3, 3), old, 'used_up', null],
    ['expired with uses left', percent(3, 0), old, 'expired', null],
    ['a voucher nobody used', voucher(0, 0, 0), fresh, 'active', 6000],
    ['a voucher the user spent 19,90 zł of', voucher(1990), mine, 'active', 4010],
    ['a voucher another holder spent 19,90 zł of', voucher(1990), fresh, 'active', 4010],
    ['a voucher the user spent whole', voucher(6000), mine, 'used', 0],
    ['a voucher others spent whole', voucher(6000), fresh, 'used_up', 0],
    ['a voucher with money left but past its end', voucher(1990), old, 'expired', 4010],
    ['a voucher whose gift was refunded in part', voucher(1990, 2000), mine, 'active', 2010],
    ['a voucher whose gift was refunded in full', voucher(1990, 6000), mine, 'used', 0],
  ] as const)('%s → %s', (_name, ledger, user, state, cashLeft) => {
    expect(codeStanding(ledger, user)).toEqual({ state, cashLeft });
  });
});

describe('isVoucher', () => {
  it.each([
    [{ discountCash: 6000, limit: 1 }, true],
    [{ discountCash: 5000, limit: 10 }, false],
    [{ discountCash: null, limit: 1 }, false],
  ])('%o → %s', (code, expected) => {
    expect(isVoucher(code)).toBe(expected);
  });
});
