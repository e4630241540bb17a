import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '@scena/shared';
import type { TAdminUser } from '@scena/shared';
import { auth, createTestApp, type TestApp } from '../helpers';
import { createEvent, createVideo, insertOrder, quickBuyers } from '../commerce/support';
import { bannedUserWithSession, createUser, demoSession, userWithSession } from './session-fixtures';

let t: TestApp;
let admin: Awaited<ReturnType<typeof demoSession>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await demoSession(t, 'admin');
});
afterAll(() => t.close());

function listUsers(query: string, token: string | undefined = admin.token) {
  return t.app.inject({ method: 'GET', url: `/api/users?${query}`, headers: token ? auth(token) : {} });
}

function userPage(id: number | string, token: string | undefined = admin.token) {
  return t.app.inject({ method: 'GET', url: `/api/users/${id}`, headers: token ? auth(token) : {} });
}

const emails = (body: { users: TAdminUser[] }) => body.users.map((user) => user.email);

describe('GET /api/users: the search', () => {
  let zazolc: Awaited<ReturnType<typeof createUser>>;
  let kowalski: Awaited<ReturnType<typeof createUser>>;
  let lucja: Awaited<ReturnType<typeof createUser>>;
  beforeAll(async () => {
    zazolc = await createUser(t, {
      firstname: 'Zażółć',
      lastname: 'Gęślą-Jaźń',
      email: 'zg@szukaj.example',
      lastIp: '203.0.113.7',
      lastCountry: 'CZ',
    });
    kowalski = await createUser(t, { firstname: 'Jan', lastname: 'Kowalski', email: 'jk@szukaj.example' });
    lucja = await createUser(t, { firstname: 'Łucja', lastname: 'Żak', email: 'lucja@inna.example' });
    const gone = await createUser(t, {
      firstname: 'Zażółć',
      lastname: 'Usunięta',
      email: 'zu@szukaj.example',
    });
    await t.app.inject({ method: 'DELETE', url: `/api/users/${gone.id}`, headers: auth(admin.token) });
  });

  it.each([
    ['zazolc', ['zg@szukaj.example']],
    ['ZAŻÓŁĆ', ['zg@szukaj.example']],
    ['gesla jazn', ['zg@szukaj.example']],
    // The demo viewer is a Kowalski too.
    ['kowal', ['jan.kowalski@example.com', 'jk@szukaj.example']],
    ['KOWALSKI jan', ['jan.kowalski@example.com', 'jk@szukaj.example']],
    ['jk@', ['jk@szukaj.example']],
    ['lucja zak', ['lucja@inna.example']],
    ['łucja', ['lucja@inna.example']],
    ['@inna.exa', ['lucja@inna.example']],
    ['szukaj.example', ['jk@szukaj.example', 'zg@szukaj.example']],
    // LIKE's wildcards match literally.
    ['%', []],
    ['_@', []],
    ['nikogo-takiego', []],
  ])('%s finds %j (deleted accounts never)', async (search, expected) => {
    const response = await listUsers(new URLSearchParams({ search, sort: 'email', order: 'asc' }).toString());
    expect(response.statusCode).toBe(200);
    expect(emails(response.json())).toEqual(expected);
    expect(response.json().count).toBe(expected.length);
  });

  it('answers the §3 fields, the last IP and the count of completed orders', async () => {
    const event = await createEvent(t, admin.token);
    const video = await createVideo(t);
    const at = t.clock.now();
    await insertOrder(t, { userId: zazolc.id, eventId: event.id, status: 'COMPLETED', createdAt: at });
    await insertOrder(t, {
      userId: zazolc.id,
      kind: 'video',
      videoId: video.id,
      status: 'COMPLETED',
      createdAt: at,
    });
    await insertOrder(t, { userId: zazolc.id, eventId: event.id, status: 'CANCELED', createdAt: at });
    await insertOrder(t, { userId: kowalski.id, eventId: event.id, status: 'PENDING', createdAt: at });

    const body = (await listUsers('search=szukaj&sort=email&order=asc')).json();
    expect(body.users).toEqual([
      expect.objectContaining({ id: kowalski.id, paymentStatus: 0, last_ip: null, country: null }),
      {
        id: zazolc.id,
        email: 'zg@szukaj.example',
        firstname: 'Zażółć',
        lastname: 'Gęślą-Jaźń',
        birthday: '1990-05-17',
        country_code: 'PL',
        street: null,
        postal_code: null,
        city: null,
        state: null,
        nip: null,
        company: null,
        mailing: false,
        role_id: ROLE.standard,
        role: 'standard',
        language: 'pl',
        created_at: zazolc.createdAt.toISOString(),
        last_login: null,
        tos_accepted: true,
        paymentStatus: 2,
        last_ip: '203.0.113.7',
        country: 'CZ',
      },
    ]);
    expect(lucja.id).toBeGreaterThan(0);
  });
});

describe('GET /api/users: pages and sorting', () => {
  const SEARCH = 'stronicowanie.example';
  let made: Awaited<ReturnType<typeof createUser>>[];
  beforeAll(async () => {
    const names = ['Żaba', 'arbuz', 'Zebra', 'Łódź', 'Lwów', 'ćma', 'Cebula', 'Ósemka', 'Ogród'];
    made = [];
    for (const [index, lastname] of names.entries()) {
      t.clock.advance(60_000);
      made.push(
        await createUser(t, {
          firstname: 'Strona',
          lastname,
          email: `osoba${index}@${SEARCH}`,
          lastLogin: index % 3 === 0 ? null : new Date(Date.UTC(2026, 0, index + 1)),
          roleId: index === 4 ? ROLE.premium : ROLE.standard,
        }),
      );
    }
    // Enough accounts in all for more than one page of 20.
    await quickBuyers(t, 25);
  });

  const page = async (query: string) => (await listUsers(`search=${SEARCH}&${query}`)).json();
  const lastnames = (body: { users: TAdminUser[] }) => body.users.map((user) => user.lastname);

  it('sorts last names in Polish order both ways', async () => {
    const ascending = ['arbuz', 'Cebula', 'ćma', 'Lwów', 'Łódź', 'Ogród', 'Ósemka', 'Zebra', 'Żaba'];
    expect(lastnames(await page('sort=lastname&order=asc'))).toEqual(ascending);
    expect(lastnames(await page('sort=lastname&order=desc'))).toEqual([...ascending].reverse());
  });

  it('defaults to 20 a page, newest account first, and counts every match', async () => {
    const body = await page('');
    expect(body.count).toBe(9);
    expect(body.users.map((user: TAdminUser) => user.id)).toEqual(made.map((user) => user.id).reverse());
    const all = (await listUsers('')).json();
    expect(all.users).toHaveLength(20);
    expect(all.count).toBeGreaterThan(20);
  });

  it('pages with the allowed sizes', async () => {
    const everyone = (await listUsers('per_page=500&sort=id&order=asc')).json();
    const first = (await listUsers('per_page=20&sort=id&order=asc')).json();
    const second = (await listUsers('per_page=20&page=2&sort=id&order=asc')).json();
    expect(first.users.map((user: TAdminUser) => user.id)).toEqual(
      everyone.users.slice(0, 20).map((user: TAdminUser) => user.id),
    );
    expect(second.users.map((user: TAdminUser) => user.id)).toEqual(
      everyone.users.slice(20, 40).map((user: TAdminUser) => user.id),
    );
    expect(second.count).toBe(everyone.count);
    const beyond = (await listUsers(`page=99&per_page=20&search=${SEARCH}`)).json();
    expect(beyond).toEqual({ users: [], count: 9 });
    for (const size of [30, 50, 100]) {
      expect((await listUsers(`per_page=${size}`)).statusCode).toBe(200);
    }
  });

  it('sorts by the other columns, unset last logins last', async () => {
    const byLogin = await page('sort=last_login&order=desc');
    const logins = byLogin.users.map((user: TAdminUser) => user.last_login);
    expect(logins.slice(0, 6)).toEqual([...logins.slice(0, 6)].sort().reverse());
    expect(logins.slice(6)).toEqual([null, null, null]);
    expect((await page('sort=role_id&order=desc')).users[0].lastname).toBe('Lwów');
    expect((await page('sort=email&order=asc')).users[0].email).toBe(`osoba0@${SEARCH}`);
    expect((await page('sort=firstname&order=asc')).count).toBe(9);
    expect((await page('sort=created_at&order=asc')).users[0].id).toBe(made[0]!.id);
  });

  it('sorts by the count of completed orders', async () => {
    const event = await createEvent(t, admin.token);
    const buyer = made[5]!;
    for (let i = 0; i < 2; i += 1) {
      await insertOrder(t, {
        userId: buyer.id,
        eventId: event.id,
        status: 'COMPLETED',
        createdAt: t.clock.now(),
      });
    }
    const body = await page('sort=paymentStatus&order=desc');
    expect(body.users[0]).toMatchObject({ id: buyer.id, paymentStatus: 2 });
  });

  it('refuses a bad query with 422 and the field keys', async () => {
    const cases: Array<[string, Record<string, string>]> = [
      ['per_page=25', { per_page: 'form.validate.wrong' }],
      ['per_page=abc', { per_page: 'form.validate.wrong' }],
      ['page=0', { page: 'form.validate.wrong' }],
      ['page=1.5', { page: 'form.validate.wrong' }],
      ['sort=password_hash', { sort: 'form.validate.wrong' }],
      ['order=sideways', { order: 'form.validate.wrong' }],
      [`search=${'a'.repeat(101)}`, { search: 'form.validate.too_long' }],
    ];
    for (const [query, formError] of cases) {
      const response = await listUsers(query);
      expect(response.statusCode, query).toBe(422);
      expect(response.json().formError).toEqual(formError);
    }
  });
});

describe('GET /api/users/{id}', () => {
  it('answers the account, its four kinds of orders with the codes they made, and its bans', async () => {
    const user = await createUser(t, { firstname: 'Ida', lastname: 'Strona', lastIp: '198.51.100.4' });
    const event = await createEvent(t, admin.token);
    const video = await createVideo(t, { title: 'Chopin' });
    const at = t.clock.now();
    const ticket = await insertOrder(t, {
      userId: user.id,
      eventId: event.id,
      status: 'COMPLETED',
      createdAt: at,
    });
    const rental = await insertOrder(t, {
      userId: user.id,
      kind: 'video',
      videoId: video.id,
      status: 'PENDING',
      createdAt: at,
    });
    const gift = await insertOrder(t, { userId: user.id, kind: 'gift', status: 'CANCELED', createdAt: at });
    const group = await insertOrder(t, {
      userId: user.id,
      kind: 'group_ticket',
      eventId: event.id,
      productQuantity: 5,
      status: 'COMPLETED',
      createdAt: at,
    });
    const ban = (
      await t.app.inject({
        method: 'POST',
        url: '/api/bans',
        headers: auth(admin.token),
        payload: { user_id: user.id, reason: 'Udostępnianie konta', forever: true },
      })
    ).json();
    const other = await createUser(t);
    await insertOrder(t, { userId: other.id, eventId: event.id, status: 'COMPLETED', createdAt: at });

    const response = await userPage(user.id);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toMatchObject({
      id: user.id,
      firstname: 'Ida',
      last_ip: '198.51.100.4',
      paymentStatus: 2,
      tos_accepted: true,
    });
    expect(body.orders.map((order: { extOrderId: string }) => order.extOrderId)).toEqual([ticket.extOrderId]);
    expect(body.orders[0]).toMatchObject({
      status: 'COMPLETED',
      amount: 49.9,
      product_path: expect.stringMatching(/^\/wydarzenie\//),
    });
    expect(body.videoOrders).toEqual([
      expect.objectContaining({ extOrderId: rental.extOrderId, status: 'PENDING', title: 'Chopin' }),
    ]);
    expect(body.giftOrders).toEqual([expect.objectContaining({ extOrderId: gift.extOrderId, codes: [] })]);
    expect(body.groupTicketOrders).toEqual([
      expect.objectContaining({ extOrderId: group.extOrderId, product_quantity: 5, codes: [] }),
    ]);
    expect(body.bans).toEqual([
      expect.objectContaining({ id: ban.id, user_id: user.id, reason: 'Udostępnianie konta', forever: true }),
    ]);
  });

  it("still shows a deleted account's orders (role 5, data erased)", async () => {
    const user = await createUser(t);
    const event = await createEvent(t, admin.token);
    const order = await insertOrder(t, {
      userId: user.id,
      eventId: event.id,
      status: 'COMPLETED',
      createdAt: t.clock.now(),
    });
    await t.app.inject({ method: 'DELETE', url: `/api/users/${user.id}`, headers: auth(admin.token) });
    const body = (await userPage(user.id)).json();
    expect(body.user).toMatchObject({ role_id: ROLE.deleted, role: 'deleted', firstname: 'Usunięty' });
    expect(body.orders.map((row: { extOrderId: string }) => row.extOrderId)).toEqual([order.extOrderId]);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await userPage(999_999)).statusCode).toBe(404);
    expect((await userPage('abc')).statusCode).toBe(404);
    expect((await userPage(0)).statusCode).toBe(404);
  });
});

describe('who may not', () => {
  it('anonymous: 401; a standard or premium user: 403 NOT_ADMIN; a banned one: 401 USER_BLOCKED', async () => {
    const { user, token: standard } = await userWithSession(t);
    const premium = (await demoSession(t, 'premium')).token;
    const banned = (await bannedUserWithSession(t)).token;
    const calls = [
      (token?: string) => listUsers('search=a', token),
      (token?: string) => userPage(user.id, token),
    ];
    for (const call of calls) {
      const anonymous = await call('');
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().code).toBe('SESSION_EXPIRED');
      for (const token of [standard, premium]) {
        const refused = await call(token);
        expect(refused.statusCode).toBe(403);
        expect(refused.json().code).toBe('NOT_ADMIN');
      }
      expect((await call(banned)).json().code).toBe('USER_BLOCKED');
    }
    // Not even one's own page: the user page is the administrator's.
    expect((await userPage(user.id, standard)).statusCode).toBe(403);
  });
});
