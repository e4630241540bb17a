import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pages, users } from '../../src/db/schema';
import { demoAccountsPresent, seed } from '../../src/seed/seed';
import { auth, createTestApp, DEMO_ACCOUNTS, sessionOf, type TestApp } from '../helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the seed', () => {
  it('is idempotent and never brings a deleted demo account back', async () => {
    const token = await sessionOf(t.app, 'premium');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/users/validate-session',
      headers: auth(token),
    });
    const id = me.json().user.id as number;
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/users/${id}`, headers: auth(token) })).statusCode,
    ).toBe(200);

    const [before] = await t.database.db.select({ n: count() }).from(users);
    await seed(t.database.db, t.clock.now());
    await seed(t.database.db, t.clock.now());
    const [after] = await t.database.db.select({ n: count() }).from(users);
    expect(after?.n).toBe(before?.n);
    expect(await demoAccountsPresent(t.database.db)).not.toContain(DEMO_ACCOUNTS.premium.email);
    const [pageCount] = await t.database.db.select({ n: count() }).from(pages);
    expect(pageCount?.n).toBe(5);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { email: DEMO_ACCOUNTS.premium.email, password: DEMO_ACCOUNTS.premium.password },
    });
    expect(signIn.statusCode).toBe(422);
  });
});
