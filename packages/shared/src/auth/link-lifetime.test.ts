import { describe, expect, it } from 'vitest';
import { lifetimeOf, linkLifetime } from './link-lifetime';

describe('a mailed link’s lifetime in words', () => {
  it.each([
    [48 * 3600_000, { unit: 'hour', count: 48 }],
    [3600_000, { unit: 'hour', count: 1 }],
    [10 * 60_000, { unit: 'minute', count: 10 }],
    [90 * 60_000, { unit: 'minute', count: 90 }],
  ])('%d ms is said as %o', (ms, expected) => {
    expect(lifetimeOf(ms)).toEqual(expected);
  });

  it('is counted from the constant each link is made with', () => {
    expect(linkLifetime('verify')).toEqual({ unit: 'hour', count: 48 });
    expect(linkLifetime('reset')).toEqual({ unit: 'hour', count: 1 });
    expect(linkLifetime('admin_login')).toEqual({ unit: 'minute', count: 10 });
  });
});
