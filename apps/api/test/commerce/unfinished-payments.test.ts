import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { UNSENT_ORDER_RELEASE_MS } from '@scena/shared/commerce/unfinished-payment';
import { mailOutbox } from '../../src/db/schema';
import { createTestApp, sessionOf, type TestApp } from '../helpers';
import {
  appWithOwnPayu,
  buy,
  call,
  createEvent,
  createVideo,
  notify,
  orderNotification,
  orderRow,
  quickBuyers,
  untilStatus,
} from './support';

/** The server "dies" between the reservation and PayU's answer: the order stays PENDING with no PayU id. */
function crashBeforePayuAnswers(t: TestApp) {
  vi.spyOn(t.app.deps.payu, 'createOrder').mockRejectedValueOnce(new Error('kill -9'));
}

/** What the buyer sees of an order: GET /api/payments/{extOrderId}. */
async function ownOrder(t: TestApp, token: string, extOrderId: string) {
  return (await call(t, 'GET', `/api/payments/${extOrderId}`, token)).json();
}

describe('an order that never reached PayU', () => {
  let t: TestApp;
  let adminToken: string;

  beforeAll(async () => {
    t = await createTestApp({ listen: true });
    adminToken = await sessionOf(t.app, 'admin');
  });
  afterAll(() => t.close());
  afterEach(() => vi.restoreAllMocks());

  it('is released by the job once it is a minute old, not before: its ticket and code use are free again', async () => {
    const event = await createEvent(t, adminToken, { available_tickets: 1 });
    const code = await call(t, 'POST', '/api/codes', adminToken, {
      code: `RAZ${event.id}`,
      desc: 'Jednorazowy',
      discount: '10%',
      product_id: `event-${event.id}`,
      limit: 1,
      expiration_date: '2030-12-31 23:59',
    });
    expect(code.statusCode).toBe(201);
    const [buyer, other] = await quickBuyers(t, 2);
    const activated = await call(t, 'POST', `/api/users/${buyer!.id}/codes`, buyer!.token, {
      code: `RAZ${event.id}`,
    });
    expect(activated.statusCode).toBe(201);

    crashBeforePayuAnswers(t);
    expect((await buy(t, buyer!.token, 'event', event.id)).statusCode).toBe(500);
    const [stuck] = (await call(t, 'GET', '/api/payments/user', buyer!.token)).json();
    expect(await orderRow(t, stuck.extOrderId)).toMatchObject({ status: 'PENDING', payuOrderId: null });
    expect((await buy(t, other!.token, 'event', event.id)).json().formError.product).toBe(
      'commerce.refusal.no_tickets',
    );

    t.clock.advance(UNSENT_ORDER_RELEASE_MS - 1000);
    await t.app.commerceJobs.runDue();
    expect((await orderRow(t, stuck.extOrderId)).status).toBe('PENDING');
    expect((await buy(t, buyer!.token, 'event', event.id)).json().formError.product).toBe(
      'commerce.refusal.payment_pending',
    );

    t.clock.advance(2000);
    await t.app.commerceJobs.runDue();
    const released = await orderRow(t, stuck.extOrderId);
    expect(released).toMatchObject({ status: 'CANCELED', reservedUntil: null, nextCheckAt: null });
    // Staff read in the order's history why it was cancelled, and that nobody of them did it.
    const detail = (await call(t, 'GET', `/api/payments/${stuck.extOrderId}`, adminToken)).json();
    expect(detail.history).toEqual([
      expect.objectContaining({
        who: null,
        action: 'order.release',
        before: { status: 'PENDING' },
        after: { status: 'CANCELED' },
      }),
    ]);
    // The ticket is back, and so is the single use of the code: the buyer's retry pays the reduced price.
    const retry = await buy(t, buyer!.token, 'event', event.id);
    expect(retry.statusCode).toBe(201);
    expect(retry.json().payu.redirectUri).toContain('/pay/');
    expect((await orderRow(t, retry.json().extOrderId)).amountGrosze).toBe(4491);
  });

  it("is released by its buyer's own retry a minute later, without waiting for the job", async () => {
    const event = await createEvent(t, adminToken, { available_tickets: 1 });
    const [buyer] = await quickBuyers(t, 1);
    crashBeforePayuAnswers(t);
    expect((await buy(t, buyer!.token, 'event', event.id)).statusCode).toBe(500);
    const [stuck] = (await call(t, 'GET', '/api/payments/user', buyer!.token)).json();

    t.clock.advance(UNSENT_ORDER_RELEASE_MS + 1000);
    const retry = await buy(t, buyer!.token, 'event', event.id);
    expect(retry.statusCode).toBe(201);
    expect(retry.json().payu.redirectUri).toContain('/pay/');
    expect((await orderRow(t, stuck.extOrderId)).status).toBe('CANCELED');
  });

  it('leaves an order PayU knows to the reconciliation, which asks PayU at the reservation’s end', async () => {
    const video = await createVideo(t);
    const [buyer] = await quickBuyers(t, 1);
    const { extOrderId } = (await buy(t, buyer!.token, 'video', video.id)).json();
    t.clock.advance(UNSENT_ORDER_RELEASE_MS + 1000);
    await t.app.commerceJobs.runDue();
    expect((await orderRow(t, extOrderId)).status).toBe('PENDING');
    expect((await buy(t, buyer!.token, 'video', video.id)).json().formError.product).toBe(
      'commerce.refusal.payment_pending',
    );
  });

  it('hands out no payment link when PayU answers after the order was released: PayU’s order is cancelled', async () => {
    const event = await createEvent(t, adminToken, { available_tickets: 1 });
    const [buyer] = await quickBuyers(t, 1);
    const payu = t.app.deps.payu;
    const createAtPayu = payu.createOrder.bind(payu);
    let payuOrderId = '';
    vi.spyOn(payu, 'createOrder').mockImplementationOnce(async (order) => {
      const created = await createAtPayu(order);
      payuOrderId = created.orderId;
      // PayU took longer than the release's threshold to answer.
      t.clock.advance(UNSENT_ORDER_RELEASE_MS + 1000);
      await t.app.commerceJobs.runDue();
      return created;
    });
    const late = await buy(t, buyer!.token, 'event', event.id);
    expect(late.statusCode).toBe(503);
    expect(late.json().code).toBe('PAYMENT_UNAVAILABLE');
    const [released] = (await call(t, 'GET', '/api/payments/user', buyer!.token)).json();
    expect(await orderRow(t, released.extOrderId)).toMatchObject({
      status: 'CANCELED',
      payuOrderId: null,
      payuRedirectUri: null,
    });
    expect((await payu.retrieveOrder(payuOrderId))?.status).toBe('CANCELED');
    expect((await buy(t, buyer!.token, 'event', event.id)).statusCode).toBe(201);
  });
});

describe("the buyer's unfinished payment: continue or drop", () => {
  let t: TestApp;
  let adminToken: string;

  beforeAll(async () => {
    t = await createTestApp({ listen: true });
    adminToken = await sessionOf(t.app, 'admin');
  });
  afterAll(() => t.close());
  afterEach(() => vi.restoreAllMocks());

  it('continue answers the PayU page of the buyer’s own order while PayU takes the payment', async () => {
    const event = await createEvent(t, adminToken);
    const [buyer, stranger] = await quickBuyers(t, 2);
    const bought = (await buy(t, buyer!.token, 'event', event.id)).json();
    const order = await ownOrder(t, buyer!.token, bought.extOrderId);
    expect(order.payment_link_until).toBe(order.reserved_until);
    // The event page says which payment is under way, to its buyer only.
    expect((await call(t, 'GET', `/api/events/${event.id}`, buyer!.token)).json().pendingOrder).toEqual({
      extOrderId: bought.extOrderId,
      payment_link_until: order.reserved_until,
    });
    expect((await call(t, 'GET', `/api/events/${event.id}`, stranger!.token)).json().pendingOrder).toBeNull();

    const url = `/api/payments/${bought.extOrderId}/continue`;
    const continued = await call(t, 'POST', url, buyer!.token);
    expect(continued.statusCode).toBe(200);
    expect(continued.json()).toEqual({ redirectUri: bought.payu.redirectUri });
    // The video path answers an order of any kind, as the read does.
    expect(
      (await call(t, 'POST', `/api/videopayments/${bought.extOrderId}/continue`, buyer!.token)).json(),
    ).toEqual({
      redirectUri: bought.payu.redirectUri,
    });

    expect((await call(t, 'POST', url, stranger!.token)).statusCode).toBe(404);
    expect((await call(t, 'POST', url)).statusCode).toBe(401);
    expect((await call(t, 'POST', '/api/payments/nie-ma-takiego/continue', buyer!.token)).statusCode).toBe(
      404,
    );

    // Past the reservation PayU no longer takes it, though the job has not run yet.
    t.clock.advance(15 * 60_000 + 1000);
    const late = await call(t, 'POST', url, buyer!.token);
    expect(late.statusCode).toBe(409);
    expect(late.json().messageKey).toBe('error.payment_link_expired');
    expect((await ownOrder(t, buyer!.token, bought.extOrderId)).payment_link_until).toBe(
      order.reserved_until,
    );
  });

  it('continue refuses a paid order, and an order PayU never answered has no page to go back to', async () => {
    const event = await createEvent(t, adminToken);
    const [buyer] = await quickBuyers(t, 1);
    const bought = (await buy(t, buyer!.token, 'event', event.id)).json();
    await notify(t, orderNotification(await orderRow(t, bought.extOrderId), 'COMPLETED'));
    const paid = await call(t, 'POST', `/api/payments/${bought.extOrderId}/continue`, buyer!.token);
    expect(paid.statusCode).toBe(409);
    expect(paid.json().messageKey).toBe('error.order_paid');
    expect((await ownOrder(t, buyer!.token, bought.extOrderId)).payment_link_until).toBeNull();

    const other = await createEvent(t, adminToken);
    crashBeforePayuAnswers(t);
    expect((await buy(t, buyer!.token, 'event', other.id)).statusCode).toBe(500);
    const [stuck] = (await call(t, 'GET', '/api/payments/user', buyer!.token)).json();
    expect(stuck.payment_link_until).toBeNull();
    const none = await call(t, 'POST', `/api/payments/${stuck.extOrderId}/continue`, buyer!.token);
    expect(none.statusCode).toBe(409);
    expect(none.json().messageKey).toBe('error.payment_link_expired');
  });

  it('drop cancels at PayU first and frees the ticket at once; a second drop changes nothing', async () => {
    const event = await createEvent(t, adminToken, { available_tickets: 1 });
    const [buyer, other, stranger] = await quickBuyers(t, 3);
    const bought = (await buy(t, buyer!.token, 'event', event.id)).json();
    const url = `/api/payments/${bought.extOrderId}/drop`;
    const before = await orderRow(t, bought.extOrderId);

    expect((await call(t, 'POST', url, stranger!.token)).statusCode).toBe(404);
    expect((await call(t, 'POST', url)).statusCode).toBe(401);
    expect(await orderRow(t, bought.extOrderId)).toEqual(before);

    const dropped = await call(t, 'POST', url, buyer!.token);
    expect(dropped.statusCode).toBe(200);
    expect(dropped.json()).toMatchObject({
      extOrderId: bought.extOrderId,
      status: 'CANCELED',
      payment_link_until: null,
    });
    expect((await call(t, 'GET', `/api/events/${event.id}`, buyer!.token)).json()).toMatchObject({
      paymentStatus: 'CANCELED',
      pendingOrder: null,
    });
    const canceled = await orderRow(t, bought.extOrderId);
    expect(canceled).toMatchObject({ status: 'CANCELED', reservedUntil: null, nextCheckAt: null });
    expect((await t.app.deps.payu.retrieveOrder(bought.payu.orderId))?.status).toBe('CANCELED');
    expect((await buy(t, other!.token, 'event', event.id)).statusCode).toBe(201);

    const again = await call(t, 'POST', url, buyer!.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().messageKey).toBe('error.order_not_pending');
    // PayU's own notification of the cancellation changes nothing either.
    await untilStatus(t, bought.extOrderId, 'CANCELED');
    expect(await orderRow(t, bought.extOrderId)).toEqual(canceled);

    // The order's history says who cancelled it, as it does for staff's changes: one row, by the buyer.
    const history = (await call(t, 'GET', `/api/payments/${bought.extOrderId}`, adminToken)).json().history;
    expect(history.filter((entry: { action: string }) => entry.action === 'order.drop')).toEqual([
      {
        at: expect.any(String),
        who: `Kupujący ${(await orderRow(t, bought.extOrderId)).buyerLastname}`,
        action: 'order.drop',
        before: { status: 'PENDING' },
        after: { status: 'CANCELED' },
      },
    ]);
  });

  it('drop lets the buyer buy again at once, and releases an order PayU never answered', async () => {
    const video = await createVideo(t);
    const [buyer] = await quickBuyers(t, 1);
    crashBeforePayuAnswers(t);
    expect((await buy(t, buyer!.token, 'video', video.id)).statusCode).toBe(500);
    const [stuck] = (await call(t, 'GET', '/api/videopayments/user', buyer!.token)).json();
    const dropped = await call(t, 'POST', `/api/payments/${stuck.extOrderId}/drop`, buyer!.token);
    expect(dropped.statusCode).toBe(200);
    expect((await orderRow(t, stuck.extOrderId)).status).toBe('CANCELED');

    const bought = await buy(t, buyer!.token, 'video', video.id);
    expect(bought.statusCode).toBe(201);
    expect(
      (await call(t, 'POST', `/api/payments/${bought.json().extOrderId}/drop`, buyer!.token)).statusCode,
    ).toBe(200);
    expect((await buy(t, buyer!.token, 'video', video.id)).statusCode).toBe(201);
  });

  it('drop refuses a paid order and changes nothing', async () => {
    const event = await createEvent(t, adminToken);
    const [buyer] = await quickBuyers(t, 1);
    const bought = (await buy(t, buyer!.token, 'event', event.id)).json();
    await notify(t, orderNotification(await orderRow(t, bought.extOrderId), 'COMPLETED'));
    const paid = await orderRow(t, bought.extOrderId);
    const cancel = vi.spyOn(t.app.deps.payu, 'cancelOrder');

    const refused = await call(t, 'POST', `/api/payments/${bought.extOrderId}/drop`, buyer!.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().messageKey).toBe('error.order_paid');
    expect(cancel).not.toHaveBeenCalled();
    expect(await orderRow(t, bought.extOrderId)).toEqual(paid);
  });

  it('never cancels an order whose COMPLETED notification lands while PayU cancels it', async () => {
    const event = await createEvent(t, adminToken);
    const [buyer] = await quickBuyers(t, 1);
    const bought = (await buy(t, buyer!.token, 'event', event.id)).json();
    const payu = t.app.deps.payu;
    const cancelAtPayu = payu.cancelOrder.bind(payu);
    vi.spyOn(payu, 'cancelOrder').mockImplementationOnce(async (orderId) => {
      expect(
        (await notify(t, orderNotification(await orderRow(t, bought.extOrderId), 'COMPLETED'))).statusCode,
      ).toBe(200);
      await cancelAtPayu(orderId);
    });
    const refused = await call(t, 'POST', `/api/payments/${bought.extOrderId}/drop`, buyer!.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().messageKey).toBe('error.order_paid');
    expect((await orderRow(t, bought.extOrderId)).status).toBe('COMPLETED');
  });

  it('answers 503 and changes nothing when PayU cannot be reached', async () => {
    const event = await createEvent(t, adminToken);
    const [buyer] = await quickBuyers(t, 1);
    const bought = (await buy(t, buyer!.token, 'event', event.id)).json();
    const before = await orderRow(t, bought.extOrderId);
    const { PayuError } = await import('../../src/adapters/payments/payu/types');
    vi.spyOn(t.app.deps.payu, 'cancelOrder').mockRejectedValueOnce(new PayuError('timeout', 'slow'));
    const refused = await call(t, 'POST', `/api/payments/${bought.extOrderId}/drop`, buyer!.token);
    expect(refused.statusCode).toBe(503);
    expect(await orderRow(t, bought.extOrderId)).toEqual(before);
  });
});

describe('dropping a payment that PayU took, before its notification arrives', () => {
  let t: TestApp;
  let base: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ t, payuBase: base, close } = await appWithOwnPayu({ silent: true }));
  });
  afterAll(() => close());

  it('completes the order from PayU’s answer instead of cancelling it, and says it is paid', async () => {
    const adminToken = await sessionOf(t.app, 'admin');
    const event = await createEvent(t, adminToken, { available_tickets: 1 });
    const [buyer, other] = await quickBuyers(t, 2);
    const bought = (await buy(t, buyer!.token, 'event', event.id)).json();
    const paid = await fetch(`${base}/pay/${bought.payu.orderId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'method=blik&blikCode=777123&action=pay',
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    expect((await orderRow(t, bought.extOrderId)).status).toBe('PENDING');

    const refused = await call(t, 'POST', `/api/payments/${bought.extOrderId}/drop`, buyer!.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().messageKey).toBe('error.order_paid');
    const order = await orderRow(t, bought.extOrderId);
    expect(order.status).toBe('COMPLETED');
    const [receipts] = await t.database.db
      .select({ n: count() })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'order_receipt'), eq(mailOutbox.to, order.buyerEmail)));
    expect(receipts!.n).toBe(1);
    expect((await buy(t, other!.token, 'event', event.id)).json().formError.product).toBe(
      'commerce.refusal.no_tickets',
    );
  });
});
