import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { refunds } from '../../src/db/schema';
import { sessionOf, type TestApp } from '../helpers';
import {
  appWithOwnPayu,
  buy,
  call,
  createVideo,
  orderRow,
  quickBuyers,
  untilStatus,
  type PayuLine,
} from './support';

/** Refunds whose answer from PayU goes missing: what PayU did is recorded once, and no amount is held twice. */
const refundPost = ({ method, path }: { method: string; path: string }) =>
  method === 'POST' && /\/refunds$/.test(path);
const refundList = ({ method, path }: { method: string; path: string }) =>
  method === 'GET' && /\/refunds$/.test(path);

function suite(silent: boolean) {
  let t: TestApp;
  let line: PayuLine;
  let payuBase: string;
  let close: () => Promise<void>;
  let adminToken: string;

  beforeAll(async () => {
    ({ t, line, payuBase, close } = await appWithOwnPayu({ silent }));
    adminToken = await sessionOf(t.app, 'admin');
  });
  afterAll(() => close());
  afterEach(() => {
    line.fault = undefined;
  });

  const refundRows = (orderId: number) =>
    t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id));

  /** A rental paid on PayU's page (the app learns it from PayU's notification, or by asking: the job). */
  async function paidRental() {
    const video = await createVideo(t, { videoPriceGrosze: 2990 });
    const [buyer] = await quickBuyers(t, 1);
    const bought = (await buy(t, buyer!.token, 'video', video.id)).json();
    await fetch(`${payuBase}/pay/${bought.payu.orderId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'method=blik&blikCode=777123&action=pay',
      redirect: 'manual',
    });
    if (silent) {
      t.clock.advance(5 * 60_000);
      await t.app.commerceJobs.runDue();
    }
    return untilStatus(t, bought.extOrderId, 'COMPLETED');
  }

  const refund = (extOrderId: string, payload: Record<string, unknown>) =>
    call(t, 'POST', `/api/videopayments/${extOrderId}/refunds`, adminToken, payload);

  return { t: () => t, line: () => line, refundRows, paidRental, refund };
}

describe('a refund whose answer PayU sent but the app never got (PayU notifies)', () => {
  const s = suite(false);

  it("is recorded from PayU's notification; asking again refunds nothing more", async () => {
    const order = await s.paidRental();
    // PayU refunds, its answer is lost, and PayU cannot be asked either: only its notification tells.
    s.line().fault = (request) =>
      refundPost(request) ? 'lose_answer' : refundList(request) ? 'down' : undefined;
    const response = await s.refund(order.extOrderId, { reason: 'Odwołany seans' });
    expect(response.statusCode).toBe(201);
    await untilStatus(s.t(), order.extOrderId, 'REFUNDED');
    const rows = await s.refundRows(order.id);
    expect(rows).toEqual([
      expect.objectContaining({ amountGrosze: 2990, status: 'FINALIZED', payuRefundId: expect.any(String) }),
    ]);
    s.line().fault = undefined;
    const again = await s.refund(order.extOrderId, { reason: 'Odwołany seans' });
    expect(again.statusCode).toBe(422);
    expect(again.json().formError).toEqual({ amount: 'form.validate.refund_amount' });
    expect(await s.refundRows(order.id)).toEqual(rows);
  });
});

describe('a refund whose answer PayU sent but the app never got (PayU is silent)', () => {
  const s = suite(true);

  it('asks PayU at once what it did, and records the refund PayU made', async () => {
    const order = await s.paidRental();
    s.line().fault = (request) => (refundPost(request) ? 'lose_answer' : undefined);
    const response = await s.refund(order.extOrderId, { amount: '10,00', reason: 'Przerwa w transmisji' });
    expect(response.statusCode).toBe(201);
    expect(response.json().refunds).toEqual([
      expect.objectContaining({ amount: 10, status: 'FINALIZED', confirmed: true }),
    ]);
    const atPayu = await s.t().app.deps.payu.retrieveRefunds(order.payuOrderId!);
    expect(atPayu).toHaveLength(1);
    expect((await s.refundRows(order.id))[0]!.payuRefundId).toBe(atPayu![0]!.refundId);
  });

  it('holds the amount once while PayU cannot say; the repeated request is the same refund at PayU', async () => {
    const order = await s.paidRental();
    s.line().fault = (request) =>
      refundPost(request) ? 'lose_answer' : refundList(request) ? 'down' : undefined;
    const first = await s.refund(order.extOrderId, { amount: 10, reason: 'Przerwa w transmisji' });
    expect(first.statusCode).toBe(201);
    expect(first.json().refunds).toEqual([
      expect.objectContaining({ amount: 10, status: 'PENDING', confirmed: false }),
    ]);
    // 10 of 29.90 zł are held: no more than 19.90 may be asked for.
    const tooMuch = await s.refund(order.extOrderId, { amount: '19,91', reason: 'Reszta' });
    expect(tooMuch.json().formError).toEqual({ amount: 'form.validate.refund_amount' });

    // The same request again, with PayU reachable: PayU answers the refund it made (finalized by now) and
    // refunds nothing twice.
    s.line().fault = undefined;
    const repeated = await s.refund(order.extOrderId, { amount: '10,00', reason: 'Ponownie' });
    expect(repeated.statusCode).toBe(201);
    expect(repeated.json().refunds).toEqual([
      expect.objectContaining({
        amount: 10,
        reason: 'Przerwa w transmisji',
        status: 'FINALIZED',
        confirmed: true,
      }),
    ]);
    expect(await s.t().app.deps.payu.retrieveRefunds(order.payuOrderId!)).toHaveLength(1);
    expect(await s.refundRows(order.id)).toHaveLength(1);
    expect((await orderRow(s.t(), order.extOrderId)).status).toBe('COMPLETED');
  });

  it('a request PayU never got is cancelled once its answer can no longer be on the way, freeing its amount', async () => {
    const order = await s.paidRental();
    s.line().fault = (request) => (refundPost(request) || refundList(request) ? 'down' : undefined);
    expect((await s.refund(order.extOrderId, { reason: 'Zwrot' })).json().refunds).toEqual([
      expect.objectContaining({ amount: 29.9, status: 'PENDING', confirmed: false }),
    ]);
    // Within the minute PayU's answer may still come: the job leaves it alone.
    s.line().fault = undefined;
    s.t().clock.advance(30_000);
    await s.t().app.commerceJobs.runDue();
    expect((await s.refundRows(order.id))[0]!.status).toBe('PENDING');

    s.t().clock.advance(31_000);
    await s.t().app.commerceJobs.runDue();
    expect(await s.refundRows(order.id)).toEqual([expect.objectContaining({ status: 'CANCELED' })]);
    const again = await s.refund(order.extOrderId, { reason: 'Zwrot' });
    expect(again.statusCode).toBe(201);
    s.t().clock.advance(60_000);
    await s.t().app.commerceJobs.runDue();
    expect((await orderRow(s.t(), order.extOrderId)).status).toBe('REFUNDED');
    expect(await s.t().app.deps.payu.retrieveRefunds(order.payuOrderId!)).toHaveLength(1);
  });

  it('a refund PayU acknowledged but never notified is finalized from PayU’s own answer, ending the access', async () => {
    const order = await s.paidRental();
    const response = await s.refund(order.extOrderId, { reason: 'Zwrot' });
    expect(response.json().refunds).toEqual([
      expect.objectContaining({ status: 'PENDING', confirmed: true }),
    ]);
    s.t().clock.advance(30_000);
    await s.t().app.commerceJobs.runDue();
    expect((await s.refundRows(order.id))[0]!.status).toBe('PENDING');
    s.t().clock.advance(30_000);
    await s.t().app.commerceJobs.runDue();
    expect((await s.refundRows(order.id))[0]!.status).toBe('FINALIZED');
    expect((await orderRow(s.t(), order.extOrderId)).status).toBe('REFUNDED');
  });
});
