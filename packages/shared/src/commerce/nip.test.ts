import { describe, expect, it } from 'vitest';
import { isValidNip, normalizeNip } from './nip';

describe('NIP (product-decisions §30)', () => {
  it.each(['5260250274', 'PL5260250274', 'pl 526-025-02-74', '526-02-50-274', '7740001454', '1234563218'])(
    'accepts %s',
    (nip) => expect(isValidNip(nip)).toBe(true),
  );

  it.each([
    ['a wrong check digit', '5260250275'],
    ['nine digits', '526025027'],
    ['eleven digits', '52602502740'],
    ['letters', '52602502AB'],
    ['a weighted sum giving 10', '1234567890'],
    ['empty', ''],
  ])('refuses %s', (_name, nip) => expect(isValidNip(nip)).toBe(false));

  it('strips PL, spaces and dashes', () => {
    expect(normalizeNip(' PL 526-025-02-74 ')).toBe('5260250274');
  });
});
