import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { auditLog, codes } from '../../src/db/schema';
import { auth, createTestApp, sessionOf, TEST_START, type TestApp } from '../helpers';
import { buy, createVideo, quickBuyers } from './support';

const FORM = {
  code: 'WIOSNA',
  desc: 'Wiosenna promocja',
  discount: '20%',
  product_id: 'any',
  limit: 5,
  expiration_date: '2026-06-30 23:59',
};

describe('discount codes', () => {
  let t: TestApp;
  let adminToken: string;
  let standardToken: string;

  beforeAll(async () => {
    t = await createTestApp({ listen: true });
    adminToken = await sessionOf(t.app, 'admin');
    standardToken = await sessionOf(t.app, 'standard');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: token ? auth(token) : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  async function codeCount() {
    const [row] = await t.database.db.select({ n: count() }).from(codes);
    return row!.n;
  }

  it('creates a coupon and a batch of one-time codes, with audit rows', async () => {
    // The spec's spelling, with the slash.
    const coupon = await call('POST', '/api/codes/', adminToken, FORM);
    expect(coupon.statusCode).toBe(201);
    expect(coupon.json()).toEqual([
      expect.objectContaining({
        code: 'WIOSNA',
        desc: 'Wiosenna promocja',
        discount_percent: 20,
        discount_cash: null,
        product_id: 'any',
        limit: 5,
        numberOfUses: 0,
        // 23:59 in Warsaw in summer time is 21:59 UTC.
        expiration_date: '2026-06-30T21:59:00.000Z',
      }),
    ]);
    const video = await createVideo(t);
    const batch = await call('POST', '/api/codes', adminToken, {
      ...FORM,
      code: 'BON-',
      discount: '12,50',
      product_id: `video-${video.id}`,
      limit: '',
      number: 10,
    });
    expect(batch.statusCode).toBe(201);
    const made = batch.json() as Array<{
      code: string;
      limit: number;
      discount_cash: number;
      video_id: number;
    }>;
    expect(made).toHaveLength(10);
    expect(new Set(made.map((code) => code.code)).size).toBe(10);
    for (const code of made) {
      expect(code.code).toMatch(/^BON-[A-Z2-9]{8}$/);
      expect(code).toMatchObject({ limit: 1, discount_cash: 12.5, video_id: video.id });
    }
    const [audit] = await t.database.db
      .select({ n: count() })
      .from(auditLog)
      .where(eq(auditLog.action, 'code.create'));
    expect(audit!.n).toBe(2);
  });

  it('refuses bad forms and taken codes with 422, writing nothing', async () => {
    const before = await codeCount();
    const bad = await call('POST', '/api/codes', adminToken, {
      ...FORM,
      code: 'ma spacje',
      discount: '0%',
      product_id: 'event-1-2',
      limit: 0,
      expiration_date: '2026-02-30 10:00',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().formError).toMatchObject({
      code: 'form.validate.code',
      discount: 'form.validate.discount',
      product_id: 'form.validate.product',
      limit: 'form.validate.limit',
      expiration_date: 'form.validate.date',
    });
    const missingProduct = await call('POST', '/api/codes', adminToken, {
      ...FORM,
      code: 'INNY',
      product_id: 'video-999999',
    });
    expect(missingProduct.json().formError).toEqual({ product_id: 'form.validate.product' });
    const taken = await call('POST', '/api/codes', adminToken, { ...FORM, code: 'wiosna' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().formError).toEqual({ code: 'form.validate.code_taken' });
    expect(await codeCount()).toBe(before);
  });

  it("refuses an end in the past (the ban form's rule); an edit may keep the end a code has", async () => {
    const before = await codeCount();
    // TEST_START is 10:00 UTC, 11:00 in Warsaw: a minute before it is past, as is the 01.01.2020 12:00.
    for (const expiration_date of ['2020-01-01 12:00', '2026-03-15 11:00']) {
      const refused = await call('POST', '/api/codes', adminToken, {
        ...FORM,
        code: 'PRZESZLY',
        expiration_date,
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().formError).toEqual({ expiration_date: 'form.validate.future_date' });
    }
    expect(await codeCount()).toBe(before);

    const [made] = (
      await call('POST', '/api/codes', adminToken, {
        ...FORM,
        code: 'KROTKI',
        discount: '5%',
        expiration_date: '2026-03-15 11:01',
      })
    ).json();
    t.clock.advance(3600_000);
    try {
      // Its end has passed: the description can still be fixed, the end cannot move to another past time.
      const kept = await call('PUT', `/api/codes/${made.id}`, adminToken, {
        ...FORM,
        code: 'KROTKI',
        discount: '5%',
        desc: 'Poprawiony opis',
        expiration_date: '2026-03-15 11:01',
      });
      expect(kept.statusCode).toBe(200);
      const moved = await call('PUT', `/api/codes/${made.id}`, adminToken, {
        ...FORM,
        code: 'KROTKI',
        discount: '5%',
        expiration_date: '2026-03-15 11:30',
      });
      expect(moved.statusCode).toBe(422);
      expect(moved.json().formError).toEqual({ expiration_date: 'form.validate.future_date' });
    } finally {
      t.clock.set(TEST_START);
    }
  });

  it('lists with the defaults of the codes screen, and off when a filter is empty', async () => {
    const names = async (query: string) =>
      ((await call('GET', `/api/codes${query}`, adminToken)).json() as Array<{ code: string }>).map(
        (c) => c.code,
      );
    const defaults = await names('');
    expect(defaults).toContain('WIOSNA');
    expect(defaults.some((code) => code.startsWith('BON-'))).toBe(false);
    const all = await names('?min_limit=&available=');
    expect(all.filter((code) => code.startsWith('BON-'))).toHaveLength(10);
    expect(await names('?min_limit=&name=bon-')).toHaveLength(10);
    expect(await names('?discount=20%25')).toEqual(['WIOSNA']);
    expect(await names('?expiration_date_from=2026-07-01')).toEqual([]);
    const bad = await call('GET', '/api/codes?min_limit=abc', adminToken);
    expect(bad.statusCode).toBe(422);
  });

  it('lets a user activate, see, use and keep a code; an unused one can be removed', async () => {
    const video = await createVideo(t, { videoPriceGrosze: 5000 });
    const [buyer] = await quickBuyers(t, 1);
    const url = `/api/users/${buyer!.id}/codes`;
    const unknown = await call('POST', url, buyer!.token, { code: 'NIEMA' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().formError).toEqual({ code: 'form.validate.code_unknown' });
    const first = await call('POST', url, buyer!.token, { code: '  wiosna ' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ status: 'activated', code: { code: 'WIOSNA', used: false } });
    const again = await call('POST', url, buyer!.token, { code: 'WIOSNA' });
    expect(again.statusCode).toBe(200);
    expect(again.json().status).toBe('active');

    const item = (await call('GET', `/api/videos/${video.id}`, buyer!.token)).json();
    expect(item).toMatchObject({ newPrice: 40, usedCode: 'WIOSNA' });
    const purchase = await buy(t, buyer!.token, 'video', video.id);
    expect(purchase.statusCode).toBe(201);
    const list = (await call('GET', url, buyer!.token)).json();
    expect(list).toEqual([expect.objectContaining({ code: 'WIOSNA', used: true })]);
    expect((await call('POST', url, buyer!.token, { code: 'WIOSNA' })).json().status).toBe('used');
    const codeId = list[0].code_id;
    const keep = await call('DELETE', `${url}/${codeId}`, buyer!.token);
    expect(keep.statusCode).toBe(422);
    expect(keep.json().formError).toEqual({ code: 'form.validate.code_used' });

    const [other] = await quickBuyers(t, 1);
    const otherUrl = `/api/users/${other!.id}/codes`;
    await call('POST', otherUrl, other!.token, { code: 'WIOSNA' });
    expect((await call('DELETE', `${otherUrl}/${codeId}`, other!.token)).statusCode).toBe(200);
    expect((await call('GET', otherUrl, other!.token)).json()).toEqual([]);

    const detail = (await call('GET', `/api/codes/${codeId}`, adminToken)).json();
    expect(detail.numberOfUses).toBe(1);
    expect(detail.uses).toEqual([
      expect.objectContaining({ userId: buyer!.id, used: true, extOrderId: purchase.json().extOrderId }),
    ]);
    const removeUsed = await call('DELETE', `/api/codes/${codeId}`, adminToken);
    expect(removeUsed.json().formError).toEqual({ id: 'form.validate.code_used' });
  });

  it('refuses an expired code and one whose uses are gone', async () => {
    const now = t.clock.now();
    const [expired, gone] = await t.database.db
      .insert(codes)
      .values([
        {
          code: 'STARY',
          description: 'x',
          discountPercent: 10,
          usageLimit: 5,
          expiresAt: new Date(now.getTime() - 1000),
          createdAt: now,
          updatedAt: now,
        },
        {
          code: 'JEDEN',
          description: 'x',
          discountPercent: 100,
          usageLimit: 1,
          expiresAt: new Date(now.getTime() + 86_400_000),
          createdAt: now,
          updatedAt: now,
        },
      ])
      .returning();
    const video = await createVideo(t);
    const [a, b] = await quickBuyers(t, 2);
    expect(
      (await call('POST', `/api/users/${a!.id}/codes`, a!.token, { code: expired!.code })).json().formError,
    ).toEqual({
      code: 'form.validate.code_expired',
    });
    expect((await call('POST', `/api/users/${a!.id}/codes`, a!.token, { code: gone!.code })).statusCode).toBe(
      201,
    );
    expect((await buy(t, a!.token, 'video', video.id)).json().status).toBe('COMPLETED');
    expect(
      (await call('POST', `/api/users/${b!.id}/codes`, b!.token, { code: gone!.code })).json().formError,
    ).toEqual({
      code: 'form.validate.code_used_up',
    });
  });

  it('edits and deletes a code as an administrator, with audit rows', async () => {
    const [created] = (await call('POST', '/api/codes', adminToken, { ...FORM, code: 'LATO' })).json();
    const edited = await call('PUT', `/api/codes/${created.id}`, adminToken, {
      ...FORM,
      code: 'LATO2',
      discount: '15',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ code: 'LATO2', discount_cash: 15, discount_percent: null });
    expect((await call('DELETE', `/api/codes/${created.id}`, adminToken)).statusCode).toBe(200);
    expect((await call('GET', `/api/codes/${created.id}`, adminToken)).statusCode).toBe(404);
    const [audit] = await t.database.db
      .select({ n: count() })
      .from(auditLog)
      .where(eq(auditLog.entityId, String(created.id)));
    expect(audit!.n).toBe(3);
  });

  it("keeps /api/codes for administrators and a user's codes for that user", async () => {
    const [someone] = await quickBuyers(t, 1);
    for (const [method, url] of [
      ['GET', '/api/codes'],
      ['GET', '/api/codes/1'],
      ['POST', '/api/codes'],
      ['POST', '/api/codes/'],
      ['PUT', '/api/codes/1'],
      ['DELETE', '/api/codes/1'],
    ] as const) {
      expect(
        (await call(method, url, undefined, method === 'GET' || method === 'DELETE' ? undefined : FORM))
          .statusCode,
      ).toBe(401);
      expect(
        (await call(method, url, standardToken, method === 'GET' || method === 'DELETE' ? undefined : FORM))
          .statusCode,
      ).toBe(403);
    }
    const theirs = `/api/users/${someone!.id}/codes`;
    expect((await call('GET', theirs, standardToken)).statusCode).toBe(404);
    expect((await call('POST', theirs, standardToken, { code: 'WIOSNA' })).statusCode).toBe(404);
    expect((await call('DELETE', `${theirs}/1`, standardToken)).statusCode).toBe(404);
    expect((await call('GET', theirs)).statusCode).toBe(401);
    expect((await call('GET', theirs, adminToken)).statusCode).toBe(200);
  });
});

describe('guessing codes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMITS: 'on' } });
  });
  afterAll(() => t.close());

  it('is stopped after 20 wrong codes in 15 minutes', async () => {
    const [user] = await quickBuyers(t, 1);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/users/${user!.id}/codes`,
        headers: auth(user!.token),
        payload: { code: `ZGADUJE${i}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 422)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
