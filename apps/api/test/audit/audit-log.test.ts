import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { ROLE } from '@scena/shared';
import type { TAuditEntry, TAuditPage } from '@scena/shared/audit/audit-log';
import { auditLog } from '../../src/db/schema';
import { writeAudit } from '../../src/lib/audit';
import { auth, createTestApp, type TestApp } from '../helpers';
import { createEvent, insertOrder } from '../commerce/support';
import { createSession, createUser, demoSession, userWithSession } from '../users/session-fixtures';

let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await demoSession(t, 'admin')).token;
});
afterAll(() => t.close());

function list(query: string, token: string | null = adminToken) {
  return t.app.inject({ method: 'GET', url: `/api/audit?${query}`, headers: token ? auth(token) : {} });
}

async function page(query: string): Promise<TAuditPage> {
  const response = await list(query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** A staff member of their own, so the filter by person sees only this test's rows. */
async function staff(firstname = 'Ewa') {
  return createUser(t, { roleId: ROLE.admin, firstname, lastname: 'Audytowska' });
}

async function rowCount() {
  const [row] = await t.database.db.select({ n: count() }).from(auditLog);
  return row!.n;
}

const at = (iso: string) => new Date(iso);

describe('GET /api/audit', () => {
  it('pages a person’s rows newest first, 20 by default, with the count of them all', async () => {
    const editor = await staff();
    for (let index = 0; index < 45; index += 1) {
      await writeAudit(t.database.db, {
        actorUserId: editor.id,
        action: 'code.update',
        entity: 'code',
        entityId: index + 1,
        changes: { before: { usageLimit: index }, after: { usageLimit: index + 1 } },
        // Two rows a minute: the second of each pair is written at the same instant, so the id decides.
        now: new Date(Date.UTC(2026, 2, 1, 10, Math.floor(index / 2))),
      });
    }

    const first = await page(`actor=${editor.id}`);
    expect(first).toMatchObject({ total: 45, page: 1, page_size: 20 });
    expect(first.rows).toHaveLength(20);
    expect(first.rows.map((row) => row.entity_id).slice(0, 3)).toEqual(['45', '44', '43']);
    expect(first.rows[0]).toEqual({
      id: expect.any(Number),
      at: '2026-03-01T10:22:00.000Z',
      who: { id: editor.id, name: 'Ewa Audytowska', email: editor.email },
      action: 'code.update',
      kind: 'codes',
      entity: 'code',
      entity_id: '45',
      entity_label: null,
      link: '/teapp-admin?view=promotion_codes',
      before: { usageLimit: 44 },
      after: { usageLimit: 45 },
      data: null,
    } satisfies TAuditEntry);

    const third = await page(`actor=${editor.id}&page=3`);
    expect(third.total).toBe(45);
    expect(third.rows.map((row) => row.entity_id)).toEqual(['5', '4', '3', '2', '1']);
    const big = await page(`actor=${editor.id}&page_size=50`);
    expect(big.rows).toHaveLength(45);
    expect(big.rows.map((row) => Number(row.entity_id))).toEqual(
      Array.from({ length: 45 }, (_, index) => 45 - index),
    );
    expect((await page(`actor=${editor.id}&page=4`)).rows).toEqual([]);
  });

  it('filters by kind, by person (the system too) and by both', async () => {
    const [first, second] = [await staff('Jan'), await staff('Maria')];
    const now = at('2026-03-02T12:00:00Z');
    await writeAudit(t.database.db, { actorUserId: first.id, action: 'code.delete', entity: 'code', now });
    await writeAudit(t.database.db, { actorUserId: first.id, action: 'order.edit', entity: 'order', now });
    await writeAudit(t.database.db, { actorUserId: second.id, action: 'ban.create', entity: 'ban', now });
    await writeAudit(t.database.db, {
      actorUserId: null,
      action: 'ban.create',
      entity: 'ban',
      entityId: 77,
      data: { user_id: first.id },
      now: at('2026-03-02T12:00:01Z'),
    });

    const codes = await page(`kind=codes&actor=${first.id}`);
    expect(codes.rows.map((row) => row.action)).toEqual(['code.delete']);
    expect(codes.total).toBe(1);
    const bans = await page('kind=bans&date_from=2026-03-02&date_to=2026-03-02');
    expect(bans.rows.map((row) => [row.who?.id ?? null, row.action])).toEqual([
      [null, 'ban.create'],
      [second.id, 'ban.create'],
    ]);
    expect((await page('kind=money&date_from=2026-03-02&date_to=2026-03-02')).rows).toHaveLength(1);
    const system = await page('actor=system&date_from=2026-03-02&date_to=2026-03-02');
    expect(system.rows).toEqual([
      expect.objectContaining({
        who: null,
        kind: 'bans',
        link: `/konto/${first.id}`,
        data: { user_id: first.id },
      }),
    ]);
    expect((await page(`actor=${second.id}&kind=codes`)).total).toBe(0);
  });

  it('takes Warsaw days, 23 hours long in spring and 25 in autumn', async () => {
    const clockman = await staff('Zegarmistrz');
    const instants = [
      '2026-03-28T22:59:59Z', // 23:59:59 CET on the 28th
      '2026-03-28T23:00:00Z', // midnight of the 29th
      '2026-03-29T21:59:59Z', // 23:59:59 CEST on the 29th
      '2026-03-29T22:00:00Z', // midnight of the 30th
      '2026-10-24T21:59:59Z', // 23:59:59 CEST on the 24th
      '2026-10-24T22:00:00Z', // midnight of the 25th
      '2026-10-25T22:59:59Z', // 23:59:59 CET on the 25th
      '2026-10-25T23:00:00Z', // midnight of the 26th
    ];
    for (const [index, instant] of instants.entries()) {
      await writeAudit(t.database.db, {
        actorUserId: clockman.id,
        action: 'settings.update',
        entity: 'app_config',
        entityId: index,
        now: at(instant),
      });
    }
    const ids = async (query: string) =>
      (await page(`actor=${clockman.id}&${query}`)).rows.map((row) => Number(row.entity_id)).sort();
    expect(await ids('date_from=2026-03-29&date_to=2026-03-29')).toEqual([1, 2]);
    expect(await ids('date_from=2026-10-25&date_to=2026-10-25')).toEqual([5, 6]);
    expect(await ids('date_from=2026-03-30')).toEqual([3, 4, 5, 6, 7]);
    expect(await ids('date_to=2026-03-28')).toEqual([0]);
    expect(await ids('date_from=2026-03-29&date_to=2026-10-24')).toEqual([1, 2, 3, 4]);
  });

  it('links each entity to its page, when it has one', async () => {
    const linker = await staff('Linka');
    const { user } = await userWithSession(t);
    const event = await createEvent(t, adminToken);
    const order = await insertOrder(t, {
      userId: user.id,
      eventId: event.id,
      status: 'COMPLETED',
      createdAt: t.clock.now(),
    });
    const gift = await insertOrder(t, {
      userId: user.id,
      status: 'COMPLETED',
      kind: 'gift',
      createdAt: t.clock.now(),
    });
    const now = at('2026-03-03T08:00:00Z');
    const rows: Array<[Parameters<typeof writeAudit>[1]['entity'], string | number | undefined]> = [
      ['order', order.id],
      ['order', gift.id],
      ['order', 999_999],
      ['user', user.id],
      ['event', event.id],
      ['event', 999_999],
      ['gift_settings', undefined],
      ['app_config', undefined],
      ['event_translation', 5],
    ];
    for (const [entity, entityId] of rows) {
      await writeAudit(t.database.db, {
        actorUserId: linker.id,
        action: `${entity}.update`,
        entity,
        entityId,
        now,
      });
    }
    const answered = (await page(`actor=${linker.id}`)).rows.reverse();
    // What other screens call the entity (issue 19): an order by its number, not its row id; an event by title.
    expect(answered.map((row) => row.entity_label)).toEqual([
      order.extOrderId,
      gift.extOrderId,
      null,
      null,
      event.title,
      null,
      null,
      null,
      null,
    ]);
    const links = answered.map((row) => row.link);
    expect(links).toEqual([
      `/status-zamowienia/wydarzenie/${order.extOrderId}`,
      `/status-zamowienia/prezent/${gift.extOrderId}`,
      null,
      `/konto/${user.id}`,
      `/wydarzenie/${event.slug}`,
      null,
      '/teapp-admin?view=gifts',
      null,
      null,
    ]);
  });

  it('refuses a bad filter with 422 naming the field, and a range that ends before it starts', async () => {
    const before = await rowCount();
    for (const [query, field, key] of [
      ['date_from=2026-04-02&date_to=2026-04-01', 'date_from', 'form.validate.date_range'],
      ['date_from=2026-02-30', 'date_from', 'form.validate.date'],
      ['page_size=30', 'page_size', 'form.validate.wrong'],
      ['page=0', 'page', 'form.validate.wrong'],
      ['kind=payments', 'kind', 'form.validate.wrong'],
      ['actor=somebody', 'actor', 'form.validate.wrong'],
    ] as const) {
      const response = await list(query);
      expect(response.statusCode, query).toBe(422);
      expect(response.json().formError, query).toMatchObject({ [field]: key });
    }
    expect(await rowCount()).toBe(before);
  });

  it('is for administrators only: anonymous 401, standard 403', async () => {
    expect((await list('', null)).statusCode).toBe(401);
    const { token } = await userWithSession(t);
    const refused = await list('', token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('NOT_ADMIN');
    const premium = await createUser(t, { roleId: ROLE.premium });
    expect((await list('', await createSession(t, premium.id))).statusCode).toBe(403);
    for (const token_ of [undefined, token]) {
      const actors = await t.app.inject({
        method: 'GET',
        url: '/api/audit/actors',
        headers: token_ ? auth(token_) : {},
      });
      expect(actors.statusCode).toBe(token_ ? 403 : 401);
    }
  });
});

describe('GET /api/audit/actors', () => {
  it('lists the people who have written rows, in Polish order, and nobody else', async () => {
    const [zofia, lukasz] = [await staff('Żaneta'), await staff('Łukasz')];
    const bystander = await staff('Bierny');
    const now = t.clock.now();
    for (const actor of [zofia, lukasz, zofia]) {
      await writeAudit(t.database.db, { actorUserId: actor.id, action: 'ban.delete', entity: 'ban', now });
    }
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/audit/actors',
      headers: auth(adminToken),
    });
    expect(response.statusCode).toBe(200);
    const actors = response.json() as Array<{ id: number; name: string; email: string }>;
    const ids = actors.map((actor) => actor.id);
    expect(ids).toContain(zofia.id);
    expect(ids).toContain(lukasz.id);
    expect(ids).not.toContain(bystander.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.indexOf(lukasz.id)).toBeLessThan(ids.indexOf(zofia.id));
    expect(actors.find((actor) => actor.id === lukasz.id)).toEqual({
      id: lukasz.id,
      name: 'Łukasz Audytowska',
      email: lukasz.email,
    });
  });
});
