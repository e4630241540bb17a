import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { mailOutbox, paymentNotifications } from '../../src/db/schema';
import { createTestApp, sessionOf, type TestApp } from '../helpers';
import { buy, createEvent, notify, orderNotification, orderRow, quickBuyers } from './support';

describe('PayU notifications (POST /api/payu/notifications)', () => {
  let t: TestApp;
  let adminToken: string;

  beforeAll(async () => {
    t = await createTestApp({ listen: true });
    adminToken = await sessionOf(t.app, 'admin');
  });
  afterAll(() => t.close());

  async function pendingOrder() {
    const event = await createEvent(t, adminToken);
    const [buyer] = await quickBuyers(t, 1);
    const response = await buy(t, buyer!.token, 'event', event.id);
    expect(response.statusCode).toBe(201);
    return orderRow(t, response.json().extOrderId);
  }

  async function recorded(orderId: number) {
    const [row] = await t.database.db
      .select({ n: count() })
      .from(paymentNotifications)
      .where(eq(paymentNotifications.orderId, orderId));
    return row!.n;
  }

  async function receipts(to: string) {
    const [row] = await t.database.db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.to, to));
    return row!.n;
  }

  it('completes the order on a signed COMPLETED, once, however often it is replayed', async () => {
    const order = await pendingOrder();
    const body = orderNotification(order, 'COMPLETED');
    const first = await notify(t, body);
    expect(first.statusCode).toBe(200);
    const completed = await orderRow(t, order.extOrderId);
    expect(completed).toMatchObject({ status: 'COMPLETED', reservedUntil: null, nextCheckAt: null });
    expect(await receipts(order.buyerEmail)).toBe(1);

    const replay = await notify(t, body);
    expect(replay.statusCode).toBe(200);
    expect(await orderRow(t, order.extOrderId)).toEqual(completed);
    expect(await receipts(order.buyerEmail)).toBe(1);
    expect(await recorded(order.id)).toBe(2);

    const late = await notify(t, orderNotification(order, 'PENDING'));
    expect(late.statusCode).toBe(200);
    const canceled = await notify(t, orderNotification(order, 'CANCELED'));
    expect(canceled.statusCode).toBe(200);
    expect((await orderRow(t, order.extOrderId)).status).toBe('COMPLETED');
  });

  it('never revives a cancelled order', async () => {
    const order = await pendingOrder();
    expect((await notify(t, orderNotification(order, 'CANCELED'))).statusCode).toBe(200);
    expect((await orderRow(t, order.extOrderId)).status).toBe('CANCELED');
    expect((await notify(t, orderNotification(order, 'COMPLETED'))).statusCode).toBe(200);
    expect((await orderRow(t, order.extOrderId)).status).toBe('CANCELED');
    expect(await receipts(order.buyerEmail)).toBe(0);
  });

  it('refuses forged, mismatched and unknown notifications and changes nothing', async () => {
    const order = await pendingOrder();
    const cases: Array<[string, Awaited<ReturnType<typeof notify>>, number]> = [
      [
        'a wrong key',
        await notify(t, orderNotification(order, 'COMPLETED'), { key: 'not-the-second-key' }),
        400,
      ],
      ['no signature', await notify(t, orderNotification(order, 'COMPLETED'), { header: '' }), 400],
      [
        'a garbled signature',
        await notify(t, orderNotification(order, 'COMPLETED'), {
          header: 'sender=checkout;signature=zz;algorithm=MD5',
        }),
        400,
      ],
      ['a wrong amount', await notify(t, orderNotification(order, 'COMPLETED', { totalAmount: '1' })), 422],
      [
        'a wrong currency',
        await notify(t, orderNotification(order, 'COMPLETED', { currencyCode: 'EUR' })),
        422,
      ],
      [
        'another POS',
        await notify(t, orderNotification(order, 'COMPLETED', { merchantPosId: '145227' })),
        422,
      ],
      [
        'another PayU order',
        await notify(t, orderNotification(order, 'COMPLETED', { orderId: 'OTHERORDER1' })),
        422,
      ],
      [
        'an unknown order',
        await notify(t, orderNotification({ ...order, extOrderId: 'nie-ma-takiego' }, 'COMPLETED')),
        404,
      ],
      ['not JSON', await notify(t, 'COMPLETED'), 400],
    ];
    for (const [name, response, status] of cases) expect(response.statusCode, name).toBe(status);
    expect(await orderRow(t, order.extOrderId)).toEqual(order);
    expect(await recorded(order.id)).toBe(0);
  });

  it('a tampered body fails the signature of the original', async () => {
    const order = await pendingOrder();
    const raw = JSON.stringify(orderNotification(order, 'PENDING'));
    const { signatureHeaderFor } = await import('../../src/adapters/payments/payu/signature');
    const { PAYU_STANDIN_CREDENTIALS } = await import('../../src/adapters/payments/payu/standin');
    const header = signatureHeaderFor(raw, PAYU_STANDIN_CREDENTIALS.secondKey, 'MD5');
    const tampered = raw.replace('"PENDING"', '"COMPLETED"');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payu/notifications',
      headers: { 'content-type': 'application/json', 'OpenPayu-Signature': header },
      payload: tampered,
    });
    expect(response.statusCode).toBe(400);
    expect((await orderRow(t, order.extOrderId)).status).toBe('PENDING');
  });

  it('a full refund ends the access; a partial one leaves the order completed', async () => {
    const order = await pendingOrder();
    await notify(t, orderNotification(order, 'COMPLETED'));
    const refund = (amount: number) => ({
      orderId: order.payuOrderId,
      extOrderId: order.extOrderId,
      refund: { refundId: `R${amount}`, amount: String(amount), currencyCode: 'PLN', status: 'FINALIZED' },
    });
    expect((await notify(t, refund(1000))).statusCode).toBe(200);
    expect((await orderRow(t, order.extOrderId)).status).toBe('COMPLETED');
    expect((await notify(t, refund(order.amountGrosze))).statusCode).toBe(200);
    expect((await orderRow(t, order.extOrderId)).status).toBe('REFUNDED');
    expect((await notify(t, refund(order.amountGrosze + 1))).statusCode).toBe(422);
  });
});
