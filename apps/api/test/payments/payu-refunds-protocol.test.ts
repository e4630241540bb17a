import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPayuClient } from '../../src/adapters/payments/payu/payu-client';
import { PayuError } from '../../src/adapters/payments/payu/types';
import { createTestApp, type TestApp } from '../helpers';
import { buy, createVideo, quickBuyers, untilStatus } from '../commerce/support';

describe("PayU's refunds through the real client, against the stand-in on loopback", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ listen: true });
  });
  afterAll(() => t.close());

  /** A rental paid on the stand-in's page: PayU's order id. */
  async function paidOrder(priceGrosze = 2990): Promise<string> {
    const video = await createVideo(t, { videoPriceGrosze: priceGrosze });
    const [buyer] = await quickBuyers(t, 1);
    const bought = (await buy(t, buyer!.token, 'video', video.id)).json();
    await fetch(bought.payu.redirectUri, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'method=blik&blikCode=777123&action=pay',
      redirect: 'manual',
    });
    await untilStatus(t, bought.extOrderId, 'COMPLETED');
    return bought.payu.orderId;
  }

  it('numbers every refund uniquely, answers the same request with the same refund, and lists them', async () => {
    const payu = t.app.deps.payu;
    const first = await paidOrder();
    const second = await paidOrder();
    const a = await payu.refundOrder(first, { description: 'Zwrot', amount: 1000, extRefundId: 'r-1' });
    const b = await payu.refundOrder(second, { description: 'Zwrot', amount: 1000, extRefundId: 'r-1' });
    expect(a.status).toBe('PENDING');
    expect(a.refundId).not.toBe(b.refundId);

    // Exactly the same data: the refund made the first time, and nothing refunded again.
    const again = await payu.refundOrder(first, { description: 'Zwrot', amount: 1000, extRefundId: 'r-1' });
    expect(again.refundId).toBe(a.refundId);
    const other = await payu.refundOrder(first, { description: 'Zwrot', amount: 1000, extRefundId: 'r-2' });
    expect(other.refundId).not.toBe(a.refundId);

    expect(await payu.retrieveRefunds(first)).toEqual([
      { refundId: a.refundId, extRefundId: 'r-1', amount: 1000, status: 'FINALIZED' },
      { refundId: other.refundId, extRefundId: 'r-2', amount: 1000, status: 'FINALIZED' },
    ]);
    // 20 of 29.90 zł are refunded: 10 more is too much.
    await expect(
      payu.refundOrder(first, { description: 'Zwrot', amount: 1000, extRefundId: 'r-3' }),
    ).rejects.toMatchObject({ kind: 'rejected', httpStatus: 400 });
    expect(await payu.retrieveRefunds('NO-SUCH-ORDER')).toBeNull();
  });

  it('reads the refunds in either shape PayU is documented with, and skips entries it cannot match', async () => {
    const answers: unknown[] = [
      { refunds: [{ refundId: '5000000142', extRefundId: 'x-1', amount: '10000', status: 'PENDING' }] },
      [{ refundId: 5000000143, amount: 500, status: 'CANCELED' }, { amount: '1' }, { refundId: 'y' }],
    ];
    const client = createPayuClient(
      { baseUrl: 'http://payu.test', posId: '1', clientId: '1', clientSecret: 's', secondKey: 'k' },
      {
        fetch: async (url) =>
          String(url).endsWith('/authorize')
            ? Response.json({ access_token: 'token', expires_in: 43199 })
            : Response.json(answers.shift()),
      },
    );
    expect(await client.retrieveRefunds('ORDER')).toEqual([
      { refundId: '5000000142', extRefundId: 'x-1', amount: 10000, status: 'PENDING' },
    ]);
    expect(await client.retrieveRefunds('ORDER')).toEqual([
      { refundId: '5000000143', extRefundId: null, amount: 500, status: 'CANCELED' },
    ]);
  });

  it('a PayU that cannot answer is an error to try again, not an empty list', async () => {
    const client = createPayuClient(
      { baseUrl: 'http://payu.test', posId: '1', clientId: '1', clientSecret: 's', secondKey: 'k' },
      {
        fetch: async (url) =>
          String(url).endsWith('/authorize')
            ? Response.json({ access_token: 'token', expires_in: 43199 })
            : new Response('busy', { status: 503 }),
      },
    );
    const failure = await client.retrieveRefunds('ORDER').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PayuError);
    expect(failure).toMatchObject({ kind: 'unavailable' });
  });
});
