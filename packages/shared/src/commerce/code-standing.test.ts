import { describe, expect, it } from 'vitest';
import { codeStanding } from './code-standing';

describe('codeStanding', () => {
  it.each([
    ['unused, uses left', { limit: 5, uses: 4 }, { usedIt: false, expired: false }, 'active'],
    ['used by the user', { limit: 1, uses: 1 }, { usedIt: true, expired: false }, 'used'],
    ['used by the user, now expired', { limit: 5, uses: 2 }, { usedIt: true, expired: true }, 'used'],
    [
      'a one-time code someone else used',
      { limit: 1, uses: 1 },
      { usedIt: false, expired: false },
      'used_up',
    ],
    ['all uses taken, and expired too', { limit: 3, uses: 3 }, { usedIt: false, expired: true }, 'used_up'],
    ['expired with uses left', { limit: 3, uses: 0 }, { usedIt: false, expired: true }, 'expired'],
  ] as const)('%s → %s', (_name, ledger, user, state) => {
    expect(codeStanding(ledger, user).state).toBe(state);
  });
});
