import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { mailOutbox } from '../../src/db/schema';
import { auth, createTestApp, sessionOf, type TestApp } from '../helpers';
import {
  appWithOwnPayu,
  buy,
  createEvent,
  notify,
  orderNotification,
  orderRow,
  quickBuyers,
} from './support';

describe('the PayU job: reservations and reconciliation', () => {
  let t: TestApp;
  let adminToken: string;

  beforeAll(async () => {
    t = await createTestApp({ listen: true });
    adminToken = await sessionOf(t.app, 'admin');
  });
  afterAll(() => t.close());

  it('releases an unpaid reservation when it ends, after cancelling it at PayU', async () => {
    const event = await createEvent(t, adminToken, { available_tickets: 1 });
    const [first, second] = await quickBuyers(t, 2);
    const { extOrderId, payu } = (await buy(t, first!.token, 'event', event.id)).json();
    expect((await buy(t, second!.token, 'event', event.id)).json().formError.product).toBe(
      'commerce.refusal.no_tickets',
    );

    t.clock.advance(5 * 60_000);
    await t.app.commerceJobs.runDue();
    expect((await orderRow(t, extOrderId)).status).toBe('PENDING');

    t.clock.advance(10 * 60_000 + 1000);
    await t.app.commerceJobs.runDue();
    const released = await orderRow(t, extOrderId);
    expect(released).toMatchObject({ status: 'CANCELED', reservedUntil: null, nextCheckAt: null });
    const atPayu = await t.app.deps.payu.retrieveOrder(payu.orderId);
    expect(atPayu?.status).toBe('CANCELED');
    expect((await buy(t, second!.token, 'event', event.id)).statusCode).toBe(201);
  });

  it('leaves a paid order alone and does not ask about finished ones', async () => {
    const event = await createEvent(t, adminToken);
    const [buyer] = await quickBuyers(t, 1);
    const { extOrderId } = (await buy(t, buyer!.token, 'event', event.id)).json();
    await notify(t, orderNotification(await orderRow(t, extOrderId), 'COMPLETED'));
    t.clock.advance(60 * 60_000);
    await t.app.commerceJobs.runDue();
    expect((await orderRow(t, extOrderId)).status).toBe('COMPLETED');
  });

  it('reminds buyers of a paid event the day before, once', async () => {
    const settings = await t.app.inject({
      method: 'PUT',
      url: '/api/appconfig',
      headers: auth(adminToken),
      payload: { notify_remindpayedevent: true },
    });
    expect(settings.statusCode).toBe(200);
    // Later today in Warsaw: within the next 24 hours.
    const day = t.clock.now().toISOString().slice(0, 10);
    const event = await createEvent(t, adminToken, {
      date_from: day,
      date_to: day,
      time_from: '20:00',
      time_to: '22:00',
    });
    const [buyer] = await quickBuyers(t, 1);
    const { extOrderId } = (await buy(t, buyer!.token, 'event', event.id)).json();
    const order = await orderRow(t, extOrderId);
    await notify(t, orderNotification(order, 'COMPLETED'));
    const reminders = async () => {
      const [row] = await t.database.db
        .select({ n: count() })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.kind, 'event_reminder'), eq(mailOutbox.to, order.buyerEmail)));
      return row!.n;
    };
    await t.app.commerceJobs.runDue();
    expect(await reminders()).toBe(1);
    await t.app.commerceJobs.runDue();
    expect(await reminders()).toBe(1);
  });
});

describe('the PayU job against a separately configured PayU (PAYU_* set) whose notifications never arrive', () => {
  let t: TestApp;
  let base: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ t, payuBase: base, close } = await appWithOwnPayu({ silent: true }));
  });
  afterAll(() => close());

  it("completes a paid order from PayU's own answer (a GET), not from the buyer's return", async () => {
    const adminToken = await sessionOf(t.app, 'admin');
    const event = await createEvent(t, adminToken);
    const [buyer] = await quickBuyers(t, 1);
    const answer = (await buy(t, buyer!.token, 'event', event.id)).json();
    expect(answer.payu.redirectUri).toContain(`/pay/${answer.payu.orderId}`);
    const paid = await fetch(`${base}/pay/${answer.payu.orderId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'method=blik&blikCode=777123&action=pay',
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(
      `${t.app.deps.env.PUBLIC_URL}/status-zamowienia/wydarzenie/${answer.extOrderId}`,
    );
    // The notification was refused (its signature is not the shop's), so the order is still PENDING…
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await orderRow(t, answer.extOrderId)).status).toBe('PENDING');
    // …until the job asks PayU.
    t.clock.advance(5 * 60_000);
    await t.app.commerceJobs.runDue();
    expect((await orderRow(t, answer.extOrderId)).status).toBe('COMPLETED');
  });
});
