import { describe, expect, it } from 'vitest';
import { AUDIT_SECRET, changedFields, eraseFields, type TAuditChanges } from './changes';

type Record_ = Record<string, unknown> | null;

describe('changedFields', () => {
  it.each<[string, Record_, Record_, TAuditChanges | null]>([
    ['nothing changed', { status: 'PENDING', country: 'PL' }, { status: 'PENDING', country: 'PL' }, null],
    [
      'only the changed fields, both sides',
      { status: 'PENDING', country: 'PL' },
      { status: 'COMPLETED', country: 'PL' },
      { before: { status: 'PENDING' }, after: { status: 'COMPLETED' } },
    ],
    [
      'fields after leaves undefined did not change',
      { firstname: 'Anna', lastname: 'Nowak' },
      { firstname: undefined, lastname: 'Kowalska' },
      { before: { lastname: 'Nowak' }, after: { lastname: 'Kowalska' } },
    ],
    [
      'a field before lacks was null',
      { status: 'PENDING' },
      { expiration_date: '2026-05-01T10:00:00.000Z' },
      { before: { expiration_date: null }, after: { expiration_date: '2026-05-01T10:00:00.000Z' } },
    ],
    ['null and a missing field are the same', { city: null }, { city: null, state: null }, null],
    [
      'to null',
      { nip: '5260250274' },
      { nip: null },
      { before: { nip: '5260250274' }, after: { nip: null } },
    ],
    [
      'dates compare and are stored as ISO strings',
      { expiresAt: new Date('2026-01-01T00:00:00Z') },
      { expiresAt: new Date('2026-01-01T00:00:00Z') },
      null,
    ],
    [
      'a date moved',
      { expiresAt: new Date('2026-01-01T00:00:00Z') },
      { expiresAt: new Date('2026-02-01T00:00:00Z') },
      { before: { expiresAt: '2026-01-01T00:00:00.000Z' }, after: { expiresAt: '2026-02-01T00:00:00.000Z' } },
    ],
    [
      'objects compare by fields in any order',
      { invoice: { a: 1, b: 2 } },
      { invoice: { b: 2, a: 1 } },
      null,
    ],
    [
      'a nested field changed: the whole value both sides',
      { invoice: { city: 'Kraków', nip: '1' } },
      { invoice: { city: 'Łódź', nip: '1' } },
      { before: { invoice: { city: 'Kraków', nip: '1' } }, after: { invoice: { city: 'Łódź', nip: '1' } } },
    ],
    ['arrays compare by items', { tags: [1, 2] }, { tags: [1, 2] }, null],
    [
      'an array is not an object with the same keys',
      { tags: [1] },
      { tags: { 0: 1 } },
      {
        before: { tags: [1] },
        after: { tags: { 0: 1 } },
      },
    ],
    [
      'a number is not its text',
      { limit: 2 },
      { limit: '2' },
      { before: { limit: 2 }, after: { limit: '2' } },
    ],
    [
      'a changed password says only that it changed',
      { email: 'a@b.pl' },
      { email: 'a@b.pl', password: 'Nowe-haslo-1' },
      { before: { password: AUDIT_SECRET }, after: { password: AUDIT_SECRET } },
    ],
    [
      'hashes and tokens are secrets too',
      { passwordHash: 'old', unsubscribeToken: 'abc' },
      { passwordHash: 'new', unsubscribeToken: 'def' },
      {
        before: { passwordHash: AUDIT_SECRET, unsubscribeToken: AUDIT_SECRET },
        after: { passwordHash: AUDIT_SECRET, unsubscribeToken: AUDIT_SECRET },
      },
    ],
    ['an unchanged secret is not mentioned', { passwordHash: 'same' }, { passwordHash: 'same' }, null],
    [
      'a creation: every field of after',
      null,
      { code: 'LATO', usageLimit: 5, expiresAt: new Date('2026-07-01T00:00:00Z'), eventId: undefined },
      { before: null, after: { code: 'LATO', usageLimit: 5, expiresAt: '2026-07-01T00:00:00.000Z' } },
    ],
    [
      'a deletion: every field of before, secrets masked at any depth',
      { user_id: 7, session: { token: 'abc' } },
      null,
      { before: { user_id: 7, session: { token: AUDIT_SECRET } }, after: null },
    ],
    ['neither side', null, null, null],
  ])('%s', (_name, before, after, expected) => {
    expect(changedFields(before, after)).toEqual(expected);
  });
});

describe('eraseFields', () => {
  const changes = {
    before: { lastname: 'Kowalska', city: null, roleId: 2 },
    after: { lastname: 'Nowak', city: 'Kraków', roleId: 3 },
  };
  it.each([
    [
      ['lastname'],
      { lastname: '[erased]', city: null, roleId: 2 },
      { lastname: '[erased]', city: 'Kraków', roleId: 3 },
    ],
    [
      ['city'],
      { lastname: 'Kowalska', city: null, roleId: 2 },
      { lastname: 'Nowak', city: '[erased]', roleId: 3 },
    ],
    [['email'], changes.before, changes.after],
  ])('erases %j', (fields, before, after) => {
    expect(eraseFields(changes, fields)).toEqual({ before, after });
  });

  it('keeps a creation or deletion side that is null, and the same object when nothing is erased', () => {
    expect(eraseFields({ before: null, after: { email: 'a@b.pl' } }, ['email'])).toEqual({
      before: null,
      after: { email: '[erased]' },
    });
    expect(eraseFields(changes, ['email'])).toBe(changes);
  });
});
