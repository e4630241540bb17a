import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { AUDIT_SECRET } from '@scena/shared/audit/changes';
import { changedFieldNames, extraDetails, shownValue } from '../audit-values';

const t = ((key: string) => `<${key}>`) as unknown as TFunction;

describe('shownValue', () => {
  it.each<[string, unknown, string, boolean]>([
    ['status', 'COMPLETED', 'COMPLETED', false],
    ['nip', null, '<admin.audit.empty_value>', false],
    ['city', '', '<admin.audit.empty_value>', false],
    ['password', AUDIT_SECRET, '<admin.audit.secret>', false],
    ['forever', true, '<admin.audit.yes>', false],
    ['mailing', false, '<admin.audit.no>', false],
    ['amount_grosze', 7550, '75,50 zł', false],
    ['discountCashGrosze', 1000, '10,00 zł', false],
    ['usageLimit', 8, '8', false],
    ['gift_price', 5990, '59,90 zł', false],
    ['roleId', 3, '<admin.audit.role.3> (3)', false],
    // An instant is a Warsaw date and time, in winter (CET) and in summer (CEST).
    ['expiresAt', '2026-10-31T22:59:00.000Z', '31.10.2026 23:59', false],
    ['expiration_date', '2026-03-29T10:00:00.000Z', '29.03.2026 12:00', false],
    ['birthday', '1990-05-17', '1990-05-17', false],
    ['invoice', { nip: '1', city: 'Łódź' }, '{\n  "nip": "1",\n  "city": "Łódź"\n}', true],
    ['codes', ['A', 'B'], '[\n  "A",\n  "B"\n]', true],
  ])('%s = %j → %s', (field, value, text, block) => {
    const shown = shownValue(field, value, t, 'pl');
    // Amounts keep a no-break space before "zł".
    expect({ ...shown, text: shown.text.replace(/\u00a0/g, ' ') }).toEqual({ text, block });
  });
});

describe('changedFieldNames', () => {
  it.each([
    [{ before: { a: 1, b: 2 }, after: { a: 2, b: 3 } }, ['a', 'b']],
    [{ before: null, after: { x: 1 } }, ['x']],
    [{ before: { y: 1 }, after: null }, ['y']],
    [{ before: { a: 1 }, after: { c: 1, a: 2 } }, ['a', 'c']],
    [{ before: null, after: null }, []],
  ])('%j → %j', (entry, names) => {
    expect(changedFieldNames(entry)).toEqual(names);
  });
});

describe('extraDetails', () => {
  it.each([
    [{ before: null, after: { user_id: 9 }, data: { user_id: 9 } }, null],
    [{ before: null, after: { user_id: 9 }, data: { user_id: 9, networks: 3 } }, { networks: 3 }],
    [{ before: { a: 1 }, after: { a: 2 }, data: { a: 1 } }, { a: 1 }],
    [{ before: null, after: null, data: { ids: [1, 2] } }, { ids: [1, 2] }],
    [{ before: null, after: null, data: null }, null],
    [{ before: null, after: null, data: 'tekst' }, 'tekst'],
  ])('%j → %j', (entry, expected) => {
    expect(extraDetails(entry)).toEqual(expected);
  });
});
