import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, desc, eq } from 'drizzle-orm';
import { paymentNotifications, refunds } from '../../src/db/schema';
import { createTestApp, sessionOf, type TestApp } from '../helpers';
import {
  buy,
  call as callAs,
  createEvent,
  createVideo,
  insertOrder,
  notify,
  orderRow,
  quickBuyers,
  untilStatus,
} from './support';

describe('refunds through PayU (POST /api/payments/{extOrderId}/refunds and the refund notifications)', () => {
  let t: TestApp;
  let adminToken: string;

  beforeAll(async () => {
    t = await createTestApp({ listen: true });
    adminToken = await sessionOf(t.app, 'admin');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: unknown) =>
    callAs(t, method, url, token, payload);

  async function refundRows(orderId: number) {
    return t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id));
  }

  /** Waits for PayU's refund notifications (they travel over HTTP after the request that caused them). */
  async function untilFinalized(orderId: number, n: number) {
    // A hundred looks 50 ms apart: counted, not timed by the machine's clock.
    for (let look = 0; ; look += 1) {
      const rows = await refundRows(orderId);
      if (rows.filter((row) => row.status === 'FINALIZED').length === n) return rows;
      if (look === 100) throw new Error(`${n} finalized refunds expected: ${JSON.stringify(rows)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** A rental bought through the purchase API and paid on the stand-in's page. */
  async function paidRental() {
    const video = await createVideo(t, { videoPriceGrosze: 2990 });
    const [buyer] = await quickBuyers(t, 1);
    const bought = (await buy(t, buyer!.token, 'video', video.id)).json();
    const paid = await fetch(bought.payu.redirectUri, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'method=blik&blikCode=777123&action=pay',
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    const order = await untilStatus(t, bought.extOrderId, 'COMPLETED');
    return { video, buyer: buyer!, order };
  }

  it('refunds part, then the rest of a paid rental: the access ends with the whole; a replay does nothing', async () => {
    const { video, buyer, order } = await paidRental();
    const url = `/api/videopayments/${order.extOrderId}/refunds`;
    const play = () => call('GET', `/api/playback/video/${video.id}`, buyer.token);
    expect((await play()).statusCode).toBe(200);

    const part = await call('POST', url, adminToken, { amount: '10,50', reason: 'Przerwana transmisja' });
    expect(part.statusCode).toBe(201);
    expect(part.json().refunds).toEqual([
      expect.objectContaining({
        amount: 10.5,
        reason: 'Przerwana transmisja',
        requested_by: 'Ewa Administratorka',
      }),
    ]);
    await untilFinalized(order.id, 1);
    expect((await orderRow(t, order.extOrderId)).status).toBe('COMPLETED');
    const afterPart = (await call('GET', `/api/payments/${order.extOrderId}`, adminToken)).json();
    expect(afterPart).toMatchObject({
      status: 'COMPLETED',
      refunded: 10.5,
      refunds: [{ amount: 10.5, status: 'FINALIZED', finalized_at: t.clock.now().toISOString() }],
    });
    expect(afterPart.history.map((entry: { action: string }) => entry.action)).toEqual(
      expect.arrayContaining(['order.refund', 'payu.refund']),
    );
    // PayU's word on the refund: its own status and amount, so the history can say "refund 10,50 zł done".
    expect(
      afterPart.history.find((entry: { action: string }) => entry.action === 'payu.refund'),
    ).toMatchObject({
      who: null,
      before: null,
      after: { refund_status: 'FINALIZED', amount_grosze: 1050, outcome: 'applied' },
    });
    expect((await play()).statusCode).toBe(200);

    const rest = await call('POST', url, adminToken, { amount: null, reason: 'Zwrot reszty' });
    expect(rest.statusCode).toBe(201);
    const rows = await untilFinalized(order.id, 2);
    expect(rows.map((row) => row.amountGrosze)).toEqual([1050, 1940]);
    expect(rows.every((row) => row.payuRefundId !== null)).toBe(true);
    const refunded = await untilStatus(t, order.extOrderId, 'REFUNDED');
    const detail = (await call('GET', `/api/payments/${order.extOrderId}`, adminToken)).json();
    expect(detail).toMatchObject({ status: 'REFUNDED', refunded: 29.9 });
    const refusal = await play();
    expect(refusal.statusCode).toBe(422);
    expect(refusal.json().formError).toEqual({ item: 'catalog.playback.not_bought' });

    const replay = await notify(t, {
      orderId: order.payuOrderId,
      extOrderId: order.extOrderId,
      refund: { refundId: rows[1]!.payuRefundId, amount: '1940', currencyCode: 'PLN', status: 'FINALIZED' },
    });
    expect(replay.statusCode).toBe(200);
    expect(await orderRow(t, order.extOrderId)).toEqual(refunded);
    expect(await refundRows(order.id)).toEqual(rows);
    const [last] = await t.database.db
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.orderId, order.id))
      .orderBy(desc(paymentNotifications.id))
      .limit(1);
    expect(last).toMatchObject({ kind: 'refund', outcome: 'ignored' });

    const nothingLeft = await call('POST', url, adminToken, { amount: 1, reason: 'Jeszcze raz' });
    expect(nothingLeft.json().formError).toEqual({ amount: 'form.validate.refund_amount' });
  });

  it('the first refunds of two orders are two refunds at PayU, each recorded with its own id', async () => {
    const first = await paidRental();
    const second = await paidRental();
    for (const { order } of [first, second]) {
      const response = await call('POST', `/api/videopayments/${order.extOrderId}/refunds`, adminToken, {
        reason: 'Odwołany seans',
      });
      expect(response.statusCode).toBe(201);
    }
    const [a] = await untilFinalized(first.order.id, 1);
    const [b] = await untilFinalized(second.order.id, 1);
    expect(a!.payuRefundId).toMatch(/^\d+$/);
    expect(b!.payuRefundId).toMatch(/^\d+$/);
    expect(a!.payuRefundId).not.toBe(b!.payuRefundId);
    await untilStatus(t, first.order.extOrderId, 'REFUNDED');
    await untilStatus(t, second.order.extOrderId, 'REFUNDED');
  });

  it('refuses more than is left, an unpaid or free order and a bad form with 422, writing nothing', async () => {
    const event = await createEvent(t, adminToken);
    const [buyer] = await quickBuyers(t, 1);
    const order = (values: { status: string; amountGrosze?: number; payuOrderId?: string | null }) =>
      insertOrder(t, {
        userId: buyer!.id,
        eventId: event.id,
        createdAt: t.clock.now(),
        payuOrderId: `PAYU${event.id}${values.status}${values.amountGrosze ?? ''}`,
        ...values,
      });
    const paid = await order({ status: 'COMPLETED' });
    await t.database.db.insert(refunds).values({
      orderId: paid.id,
      amountGrosze: 4000,
      reason: 'Zwrot w toku',
      status: 'PENDING',
      createdAt: t.clock.now(),
    });
    const cases: Array<[string, string, unknown, Record<string, string>]> = [
      [
        'more than is left',
        paid.extOrderId,
        { amount: 10, reason: 'Zwrot' },
        { amount: 'form.validate.refund_amount' },
      ],
      ['zero', paid.extOrderId, { amount: 0, reason: 'Zwrot' }, { amount: 'form.validate.refund_amount' }],
      [
        'three decimals',
        paid.extOrderId,
        { amount: '1.005', reason: 'Zwrot' },
        { amount: 'form.validate.refund_amount' },
      ],
      ['no reason', paid.extOrderId, { amount: 1, reason: ' a ' }, { reason: 'form.validate.required' }],
      [
        'unpaid',
        (await order({ status: 'PENDING' })).extOrderId,
        { reason: 'Zwrot' },
        { amount: 'form.validate.refund_amount' },
      ],
      [
        'free',
        (await order({ status: 'COMPLETED', amountGrosze: 0, payuOrderId: null })).extOrderId,
        { reason: 'Zwrot' },
        { amount: 'form.validate.refund_amount' },
      ],
    ];
    for (const [name, extOrderId, payload, formError] of cases) {
      const response = await call('POST', `/api/payments/${extOrderId}/refunds`, adminToken, payload);
      expect(response.statusCode, name).toBe(422);
      expect(response.json().formError, name).toEqual(formError);
    }
    expect(await refundRows(paid.id)).toHaveLength(1);
    expect(
      (await call('POST', '/api/payments/nie-ma-takiego/refunds', adminToken, { reason: 'Zwrot' }))
        .statusCode,
    ).toBe(404);
  });

  it('cancels the request and answers 503 when PayU refuses the refund; the order stays paid', async () => {
    const event = await createEvent(t, adminToken);
    const [buyer] = await quickBuyers(t, 1);
    // PayU does not know this order, so it refuses to refund it.
    const order = await insertOrder(t, {
      userId: buyer!.id,
      eventId: event.id,
      status: 'COMPLETED',
      payuOrderId: `UNKNOWN${event.id}`,
      createdAt: t.clock.now(),
    });
    const response = await call('POST', `/api/payments/${order.extOrderId}/refunds`, adminToken, {
      reason: 'Zwrot',
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().code).toBe('PAYMENT_UNAVAILABLE');
    expect(await refundRows(order.id)).toEqual([
      expect.objectContaining({ amountGrosze: 4990, status: 'CANCELED', payuRefundId: null }),
    ]);
    expect(await orderRow(t, order.extOrderId)).toEqual(order);
  });

  it('a notification names our request by the id we gave it, and one we cancelled without PayU counts again', async () => {
    const event = await createEvent(t, adminToken);
    const [buyer] = await quickBuyers(t, 1);
    const order = await insertOrder(t, {
      userId: buyer!.id,
      eventId: event.id,
      status: 'COMPLETED',
      payuOrderId: `PAYU-NAMED-${event.id}`,
      createdAt: t.clock.now(),
    });
    const request = (status: string) => ({
      orderId: order.id,
      amountGrosze: 1000,
      reason: 'Zwrot',
      status,
      createdAt: t.clock.now(),
    });
    // Two requests of 10 zł PayU has not answered, and one we cancelled when PayU's answer did not come.
    const [older, newer, cancelled] = await t.database.db
      .insert(refunds)
      .values([request('PENDING'), request('PENDING'), request('CANCELED')])
      .returning();
    const notice = (refundId: string, extRefundId: string) =>
      notify(t, {
        orderId: order.payuOrderId,
        extOrderId: order.extOrderId,
        refund: { refundId, extRefundId, amount: '1000', currencyCode: 'PLN', status: 'FINALIZED' },
      });
    expect((await notice('7000000001', `${order.extOrderId}-${newer!.id}`)).statusCode).toBe(200);
    expect((await notice('7000000002', `${order.extOrderId}-${cancelled!.id}`)).statusCode).toBe(200);
    expect(await refundRows(order.id)).toEqual([
      expect.objectContaining({ id: older!.id, status: 'PENDING', payuRefundId: null }),
      expect.objectContaining({ id: newer!.id, status: 'FINALIZED', payuRefundId: '7000000001' }),
      expect.objectContaining({ id: cancelled!.id, status: 'FINALIZED', payuRefundId: '7000000002' }),
    ]);
  });

  it("records a refund made in PayU's own panel, and a cancelled one moves nothing", async () => {
    const { order } = await paidRental();
    const notice = (refundId: string, amount: number, status: string) =>
      notify(t, {
        orderId: order.payuOrderId,
        extOrderId: order.extOrderId,
        refund: {
          refundId,
          amount: String(amount),
          currencyCode: 'PLN',
          status,
          reasonDescription: 'Reklamacja',
        },
      });
    expect((await notice('PANEL-1', 1000, 'FINALIZED')).statusCode).toBe(200);
    expect((await notice('PANEL-2', 2990, 'CANCELED')).statusCode).toBe(200);
    expect((await orderRow(t, order.extOrderId)).status).toBe('COMPLETED');
    const detail = (await call('GET', `/api/payments/${order.extOrderId}`, adminToken)).json();
    expect(detail).toMatchObject({
      status: 'COMPLETED',
      refunded: 10,
      refunds: [
        { amount: 10, reason: 'Reklamacja', status: 'FINALIZED', requested_by: null },
        { amount: 29.9, reason: 'Reklamacja', status: 'CANCELED', finalized_at: null, requested_by: null },
      ],
    });
    expect((await notice('PANEL-3', 0, 'FINALIZED')).statusCode).toBe(422);
    expect(await refundRows(order.id)).toHaveLength(2);
  });
});
