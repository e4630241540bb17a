import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { codes, type NewOrderRow } from '../../src/db/schema';
import { createTestApp, sessionOf, type TestApp } from '../helpers';
import { buy, call as callAs, createEvent, createVideo, orderRow, quickBuyers } from './support';

type Buyer = { id: number; token: string };

describe('codes at the checkout: free purchases, used-up codes, cash vouchers (issue 19)', () => {
  let t: TestApp;
  let adminToken: string;

  beforeAll(async () => {
    t = await createTestApp({ listen: true });
    adminToken = await sessionOf(t.app, 'admin');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: unknown) =>
    callAs(t, method, url, token, payload);

  let codeCounter = 0;
  /** A code straight in the database (the gift's 60 zł for any product unless told), valid for a year. */
  async function makeCode(values: Partial<typeof codes.$inferInsert> = {}) {
    codeCounter += 1;
    const now = t.clock.now();
    const [row] = await t.database.db
      .insert(codes)
      .values({
        code: `PREZENT-TEST${codeCounter}`,
        description: 'Prezent',
        discountCashGrosze: 6000,
        usageLimit: 1,
        expiresAt: new Date(now.getTime() + 365 * 86_400_000),
        createdAt: now,
        updatedAt: now,
        ...values,
      })
      .returning();
    return row!;
  }

  async function activate(user: Buyer, code: string) {
    const response = await call('POST', `/api/users/${user.id}/codes`, user.token, { code });
    expect(response.statusCode).toBe(201);
  }

  async function codesOf(user: Buyer) {
    return (await call('GET', `/api/users/${user.id}/codes`, user.token)).json() as Array<
      Record<string, unknown>
    >;
  }

  it('a free ticket of a limited event takes no code and shows none (item 3)', async () => {
    const event = await createEvent(t, adminToken, { event_price: 0, available_tickets: '5' });
    const voucher = await makeCode();
    const [visitor] = await quickBuyers(t, 1);
    await activate(visitor!, voucher.code);

    const item = (await call('GET', `/api/events/${event.id}`, visitor!.token)).json();
    expect(item).not.toHaveProperty('newPrice');
    expect(item).not.toHaveProperty('usedCode');

    const taken = await buy(t, visitor!.token, 'event', event.id);
    expect(taken.statusCode).toBe(201);
    const order = await orderRow(t, taken.json().extOrderId);
    expect(order).toMatchObject({
      status: 'COMPLETED',
      amountGrosze: 0,
      codeId: null,
    } satisfies Partial<NewOrderRow>);
    const [mine] = await codesOf(visitor!);
    expect(mine).toMatchObject({ code: voucher.code, used: false });
    expect(
      (await t.database.db.select().from(codes).where(eq(codes.id, voucher.id)))[0]!.expiresAt.getTime(),
    ).toBe(voucher.expiresAt.getTime());
  });
  it('a one-time code someone else used is "used up" on the other account, and the price says why (item 7)', async () => {
    const video = await createVideo(t, { videoPriceGrosze: 4000 });
    const once = await makeCode({
      code: 'RAZ-DLA-DWOJGA',
      discountCashGrosze: null,
      discountPercent: 50,
      videoId: video.id,
    });
    const soon = await makeCode({
      code: 'KONCZY-SIE',
      discountCashGrosze: null,
      discountPercent: 10,
      usageLimit: 100,
      expiresAt: new Date(t.clock.now().getTime() + 60_000),
    });
    const [first, second] = await quickBuyers(t, 2);
    await activate(first!, once.code);
    await activate(second!, once.code);
    await activate(second!, soon.code);
    expect((await call('GET', `/api/videos/${video.id}`, second!.token)).json()).toMatchObject({
      newPrice: 20,
      usedCode: once.code,
    });

    expect((await buy(t, first!.token, 'video', video.id)).statusCode).toBe(201);
    expect(await codesOf(first!)).toEqual([
      expect.objectContaining({ code: once.code, used: true, state: 'used' }),
    ]);
    t.clock.advance(120_000);
    try {
      const theirs = await codesOf(second!);
      expect(theirs).toEqual([
        expect.objectContaining({ code: soon.code, used: false, state: 'expired' }),
        expect.objectContaining({ code: once.code, used: false, state: 'used_up' }),
      ]);
      const item = (await call('GET', `/api/videos/${video.id}`, second!.token)).json();
      expect(item).not.toHaveProperty('newPrice');
      expect(item).toMatchObject({ usedUpCode: once.code });
      // Nobody else sees it.
      expect((await call('GET', `/api/videos/${video.id}`, first!.token)).json()).not.toHaveProperty(
        'usedUpCode',
      );
    } finally {
      t.clock.advance(-120_000);
    }
  });
});
