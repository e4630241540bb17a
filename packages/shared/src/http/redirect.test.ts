import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './redirect';

describe('redirect= accepts same-site paths only (product-decisions §11)', () => {
  it.each([
    ['/konto', '/konto'],
    ['/wideo/12?ogladaj=true#player', '/wideo/12?ogladaj=true#player'],
    ['/a/../konto', '/konto'],
    [null, '/'],
    ['', '/'],
    ['konto', '/'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['/\u0000x', '/'],
    ['/.//evil.example', '/'],
    ['/..//evil.example', '/'],
    ['/%2e%2e//evil.example', '/'],
  ])('%j → %s', (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });
});
