import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { codes, refunds, type NewOrderRow } from '../../src/db/schema';
import { createTestApp, sessionOf, type TestApp } from '../helpers';
import {
  PURCHASE,
  buy,
  call as callAs,
  createEvent,
  createVideo,
  insertOrder,
  orderRow,
  quickBuyers,
} from './support';

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
  describe('a cash voucher is spent in parts, and the buyer chooses whether to use it (item 2)', () => {
    /** What the account says is left on the buyer's voucher. */
    async function leftOn(user: Buyer, code: string) {
      const mine = (await codesOf(user)).find((row) => row.code === code)!;
      return { state: mine.state, cash_left: mine.cash_left };
    }

    it('keeps the remainder for the next purchase; a refund of either purchase gives its part back', async () => {
      const [giver, holder] = await quickBuyers(t, 2);
      const gift = await insertOrder(t, {
        userId: giver!.id,
        kind: 'gift',
        productSlug: 'any',
        status: 'COMPLETED',
        amountGrosze: 6000,
        createdAt: t.clock.now(),
      });
      const voucher = await makeCode({ sourceOrderId: gift.id });
      await activate(holder!, voucher.code);
      const recording = await createVideo(t, { videoPriceGrosze: 1990 });
      const show = await createEvent(t, adminToken, { event_price: 30 });
      const film = await createVideo(t, { videoPriceGrosze: 2500 });

      // The page offers the voucher with what it holds, and the price without it.
      expect((await call('GET', `/api/videos/${recording.id}`, holder!.token)).json()).toMatchObject({
        newPrice: 0,
        usedCode: voucher.code,
        voucher: { balance: 60, priceWithout: 19.9 },
      });
      const first = await buy(t, holder!.token, 'video', recording.id, { ...PURCHASE, use_voucher: true });
      expect(first.json().status).toBe('COMPLETED');
      expect(await orderRow(t, first.json().extOrderId)).toMatchObject({
        amountGrosze: 0,
        codeId: voucher.id,
        codeDiscountGrosze: 1990,
      });
      expect(await leftOn(holder!, voucher.code)).toEqual({ state: 'active', cash_left: 40.1 });

      // The rest pays the next ticket.
      expect((await call('GET', `/api/events/${show.id}`, holder!.token)).json()).toMatchObject({
        newPrice: 0,
        voucher: { balance: 40.1, priceWithout: 30 },
      });
      const second = await buy(t, holder!.token, 'event', show.id);
      expect(await orderRow(t, second.json().extOrderId)).toMatchObject({
        amountGrosze: 0,
        codeDiscountGrosze: 3000,
      });
      expect(await leftOn(holder!, voucher.code)).toEqual({ state: 'active', cash_left: 10.1 });

      // Declined: the full price, and the voucher keeps its 10,10 zł.
      const declined = await buy(t, holder!.token, 'video', film.id, { ...PURCHASE, use_voucher: false });
      expect(declined.json().status).toBe('PENDING');
      expect(await orderRow(t, declined.json().extOrderId)).toMatchObject({
        amountGrosze: 2500,
        codeId: null,
        codeDiscountGrosze: 0,
      });
      expect(await leftOn(holder!, voucher.code)).toEqual({ state: 'active', cash_left: 10.1 });
      expect(
        (await call('POST', `/api/payments/${declined.json().extOrderId}/drop`, holder!.token)).statusCode,
      ).toBe(200);

      // Used: it pays 10,10 zł of 25 zł while the payment is under way; dropped, they come back.
      const part = await buy(t, holder!.token, 'video', film.id);
      expect(await orderRow(t, part.json().extOrderId)).toMatchObject({
        status: 'PENDING',
        amountGrosze: 1490,
        codeDiscountGrosze: 1010,
      });
      expect(await leftOn(holder!, voucher.code)).toEqual({ state: 'used', cash_left: 0 });
      expect(
        (await call('POST', `/api/payments/${part.json().extOrderId}/drop`, holder!.token)).statusCode,
      ).toBe(200);
      expect(await leftOn(holder!, voucher.code)).toEqual({ state: 'active', cash_left: 10.1 });

      // Staff refund the recording (paid by the voucher alone, so set REFUNDED by hand): 19,90 zł come back.
      const refunded = await call('PUT', `/api/payments/${first.json().extOrderId}`, adminToken, {
        status: 'REFUNDED',
        country: 'PL',
      });
      expect(refunded.statusCode).toBe(200);
      expect(await leftOn(holder!, voucher.code)).toEqual({ state: 'active', cash_left: 30 });

      // The gift that made it is refunded in full: what is left of it goes with the money.
      await t.database.db.insert(refunds).values({
        orderId: gift.id,
        amountGrosze: 6000,
        reason: 'zwrot prezentu',
        status: 'FINALIZED',
        createdAt: t.clock.now(),
        finalizedAt: t.clock.now(),
      });
      expect(await leftOn(holder!, voucher.code)).toEqual({ state: 'used', cash_left: 0 });
      expect((await call('GET', `/api/videos/${film.id}`, holder!.token)).json()).not.toHaveProperty(
        'newPrice',
      );

      // The accountant's rows: what each order paid, and what the voucher paid of it.
      const list = (await call('GET', `/api/payments/${second.json().extOrderId}`, adminToken)).json();
      expect(list).toMatchObject({ amount: 0, code: voucher.code, code_discount: 30 });
    });

    it('a cash code for many people is a discount, used once by each and not kept', async () => {
      const coupon = await makeCode({ code: 'MINUS-50', discountCashGrosze: 5000, usageLimit: 10 });
      const [buyer] = await quickBuyers(t, 1);
      await activate(buyer!, coupon.code);
      const recording = await createVideo(t, { videoPriceGrosze: 1990 });
      const item = (await call('GET', `/api/videos/${recording.id}`, buyer!.token)).json();
      expect(item).toMatchObject({ newPrice: 0, usedCode: coupon.code });
      expect(item).not.toHaveProperty('voucher');
      expect((await buy(t, buyer!.token, 'video', recording.id)).json().status).toBe('COMPLETED');
      expect(await leftOn(buyer!, coupon.code)).toEqual({ state: 'used', cash_left: null });
    });
  });
});
