import { describe, expect, it } from 'vitest';
import { ZAuditQuery } from './audit-log';
import { AUDIT_ENTITY_KINDS, AUDIT_KINDS, auditKindOf } from './kinds';

describe('ZAuditQuery', () => {
  it.each([
    [{}, { actor: null, kind: null, date_from: null, date_to: null, page: 1, page_size: 20 }],
    [
      {
        actor: '12',
        kind: 'codes',
        date_from: '2026-03-29',
        date_to: '2026-03-29',
        page: '3',
        page_size: '100',
      },
      { actor: 12, kind: 'codes', date_from: '2026-03-29', date_to: '2026-03-29', page: 3, page_size: 100 },
    ],
    [
      { actor: 'system', kind: '', date_from: '' },
      { actor: 'system', kind: null, date_from: null },
    ],
    [{ date_to: '2026-10-25' }, { date_from: null, date_to: '2026-10-25' }],
  ])('accepts %j', (input, expected) => {
    const parsed = ZAuditQuery.safeParse(input);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject(expected);
  });

  it.each([
    [{ date_from: '2026-04-02', date_to: '2026-04-01' }, 'date_from', 'form.validate.date_range'],
    [{ date_from: '2026-02-30' }, 'date_from', 'form.validate.date'],
    [{ date_to: '01.04.2026' }, 'date_to', 'form.validate.date'],
    [{ page_size: '30' }, 'page_size', 'form.validate.wrong'],
    [{ page: '0' }, 'page', 'form.validate.wrong'],
    [{ page: 'x' }, 'page', 'form.validate.wrong'],
    [{ kind: 'payments' }, 'kind', 'form.validate.wrong'],
    [{ actor: 'admin' }, 'actor', 'form.validate.wrong'],
    [{ actor: '-1' }, 'actor', 'form.validate.wrong'],
  ])('refuses %j with %s: %s', (input, field, key) => {
    const parsed = ZAuditQuery.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [String(issue.path[0]), issue.message])).toContainEqual([
      field,
      key,
    ]);
  });
});

describe('auditKindOf', () => {
  it.each([
    ['order', 'money'],
    ['gift_settings', 'money'],
    ['code', 'codes'],
    ['user', 'users'],
    ['terms', 'users'],
    ['ban', 'bans'],
    ['app_config', 'settings'],
    ['event_translation', 'content'],
    ['hosted_video', 'media'],
    ['something_older', 'settings'],
  ])('%s → %s', (entity, kind) => {
    expect(auditKindOf(entity)).toBe(kind);
  });

  it('maps every entity to a known kind', () => {
    for (const kind of Object.values(AUDIT_ENTITY_KINDS)) expect(AUDIT_KINDS).toContain(kind);
  });
});
