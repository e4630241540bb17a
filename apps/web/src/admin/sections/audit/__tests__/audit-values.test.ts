import { describe, expect, it } from 'vitest';
import { ZAppConfig } from '@scena/shared/settings/app-config';
import pl from '../locales/pl.json';
import en from '../locales/en.json';
import type { TFunction } from 'i18next';
import { AUDIT_SECRET } from '@scena/shared/audit/changes';
import { changeLines, changedFieldNames, extraDetails, shownValue } from '../audit-values';

const t = ((key: string) => `<${key}>`) as unknown as TFunction;

describe('shownValue', () => {
  it.each<[string, unknown, string, boolean]>([
    // A status by its name (the payments screen's), never PayU's code.
    ['status', 'COMPLETED', '<admin.payments.statusName.COMPLETED>', false],
    ['refund_status', 'FINALIZED', '<admin.payments.refundStatus.FINALIZED>', false],
    ['outcome', 'ignored', '<admin.audit.value.outcome.ignored>', false],
    ['origin', 'autoban', '<admin.audit.value.origin.autoban>', false],
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
    ['size', 12_345_678, '<admin.audit.value.bytes>', false],
    // An instant is a Warsaw date and time, in winter (CET) and in summer (CEST); a day is DD.MM.YYYY.
    ['expiresAt', '2026-10-31T22:59:00.000Z', '31.10.2026 23:59', false],
    ['expiration_date', '2026-03-29T10:00:00.000Z', '29.03.2026 12:00', false],
    ['birthday', '1990-05-17', '17.05.1990', false],
    ['country', 'DE', 'Niemcy (DE)', false],
    ['countryCode', 'PL', 'Polska (PL)', false],
    ['language_code', 'en', 'angielski (en)', false],
    ['product', 'event-12', '<admin.audit.value.product.event>', false],
    ['product', 'video-7-8', '<admin.audit.value.product.group>', false],
    ['product', 'any', '<admin.audit.value.product.any>', false],
    [
      'invoice',
      { nip: '1', city: 'Łódź' },
      '<admin.audit.field.nip>: 1\n<admin.audit.field.city>: Łódź',
      true,
    ],
    ['codes', ['A', 'B'], 'A, B', false],
    ['changed', ['title', 'bg_image'], '<admin.audit.field.title>, <admin.audit.field.bg_image>', false],
  ])('%s = %j → %s', (field, value, text, block) => {
    const shown = shownValue(field, value, t, 'pl');
    // Amounts keep a no-break space before "zł".
    expect({ ...shown, text: shown.text.replace(/\u00a0/g, ' ') }).toEqual({ text, block });
  });

  it("names a status by what the row is about: a hosted video's is not an order's", () => {
    expect(shownValue('status', 'COMPLETE', t, 'pl', { entity: 'hosted_video' }).text).toBe(
      '<admin.hostedVideos.status.COMPLETE>',
    );
  });
});

describe('changeLines', () => {
  it('says each change in one line, a creation by its values alone', () => {
    expect(
      changeLines({ before: { country: 'PL' }, after: { country: 'DE' } }, t, 'pl', { entity: 'order' }),
    ).toEqual(['<admin.audit.field.country>: Polska (PL) → Niemcy (DE)']);
    expect(
      changeLines({ before: null, after: { amount_grosze: 1050, refund_id: 1 } }, t, 'pl').map((line) =>
        line.replace(/\u00a0/g, ' '),
      ),
    ).toEqual(['<admin.audit.field.amount_grosze>: 10,50 zł', '<admin.audit.field.refund_id>: 1']);
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

/**
 * Every field an audit row or an order's history can name (issue 19): the settings' own, and those the API's
 * writeAudit calls and the history's PayU entries write. A field added there needs its label here.
 */
const AUDITED_FIELDS = [
  ...Object.keys(ZAppConfig.shape),
  // orders, refunds, invoices, PayU
  ...['status', 'country', 'expiration_date', 'amount_grosze', 'user_id', 'product', 'refund_id', 'reason'],
  ...['invoice', 'invoice_sent_at', 'refund_status', 'outcome'],
  ...['invoiceType', 'company', 'nip', 'firstname', 'lastname', 'street', 'postal_code', 'city', 'state'],
  'country_code',
  // codes (a deleted code keeps its row)
  ...['id', 'code', 'codes', 'ids', 'code_id', 'description', 'discountPercent', 'discountCashGrosze'],
  ...['eventId', 'videoId', 'expiresAt', 'usageLimit', 'sourceOrderId', 'createdAt', 'updatedAt'],
  // users, terms, mailing, bans
  ...['email', 'birthday', 'countryCode', 'postalCode', 'language', 'roleId', 'password', 'mailing'],
  ...['tos_version', 'forever', 'origin', 'networks', 'window_hours'],
  // catalogue and pages
  ...['title', 'slug', 'categories', 'images', 'image', 'video_id', 'event_id', 'category_id', 'gallery_id'],
  ...['slide_id', 'language_code', 'name', 'changed', 'published', 'bg_image', 'allUsers', 'queued'],
  // hosted videos
  ...['size', 'bytes', 'uri', 'host', 'trackId', 'before', 'after'],
];

describe('field labels', () => {
  it.each([
    ['pl', pl],
    ['en', en],
  ] as const)('every audited field has a label in %s', (_, strings) => {
    const missing = AUDITED_FIELDS.filter((field) => !(`admin.audit.field.${field}` in strings));
    expect(missing).toEqual([]);
  });
});
