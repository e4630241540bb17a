import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { codeActivations, codes, mailOutbox, orders, users } from '../../src/db/schema';
import { auth, createTestApp, mailsTo, sessionOf, verifiedUser, type TestApp } from '../helpers';
import { buy, createEvent, createVideo, orderCount, orderRow, PURCHASE, quickBuyers } from './support';

const INVOICE = {
  invoiceType: 'company',
  company: 'Teatr Przyjaciół sp. z o.o.',
  nip: 'PL 526-025-02-74',
  street: 'Krakowskie Przedmieście 1',
  postal_code: '00-071',
  city: 'Warszawa',
  state: 'mazowieckie',
  country_code: 'PL',
};

describe('buying a ticket or a rental (POST /api/payments/{id}, /api/videopayments/{id})', () => {
  let t: TestApp;
  let adminToken: string;

  beforeAll(async () => {
    t = await createTestApp({ listen: true });
    adminToken = await sessionOf(t.app, 'admin');
  });
  afterAll(() => t.close());

  it('reserves a ticket, creates the PayU order and sends the buyer to its page', async () => {
    const event = await createEvent(t, adminToken, { available_tickets: 10 });
    const buyer = await verifiedUser(t.app);
    const response = await buy(t, buyer.token, 'event', event.id, { ...PURCHASE, invoice: INVOICE });
    expect(response.statusCode).toBe(201);
    const answer = response.json();
    expect(answer).toMatchObject({ status: 'PENDING' });
    expect(answer.payu.redirectUri).toMatch(new RegExp(`^${t.app.deps.env.PUBLIC_URL}/payu-standin/`));
    const row = await orderRow(t, answer.extOrderId);
    expect(row).toMatchObject({
      status: 'PENDING',
      kind: 'event',
      eventId: event.id,
      amountGrosze: 4990,
      payuOrderId: answer.payu.orderId,
      productSlug: `event-${event.id}`,
      buyerEmail: buyer.form.email,
      country: 'PL',
    });
    expect(row.invoice).toMatchObject({ invoiceType: 'company', nip: '5260250274' });
    expect(row.reservedUntil!.getTime() - t.clock.now().getTime()).toBe(15 * 60_000);
    expect(row.supplyConsentAt).not.toBeNull();
    expect(answer.extOrderId).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const tickets = (await t.app.inject({ method: 'GET', url: `/external_api/event/${event.id}` })).json();
    expect(tickets.ticketsLeft).toBe(9);
    const mine = (
      await t.app.inject({ method: 'GET', url: `/api/events/${event.id}`, headers: auth(buyer.token) })
    ).json();
    expect(mine).toMatchObject({ paymentStatus: 'PENDING', access: false });
  });

  it('refuses unticked boxes and a bad invoice with 422 and writes nothing', async () => {
    const event = await createEvent(t, adminToken);
    const [buyer] = await quickBuyers(t, 1);
    const before = await orderCount(t);
    const unticked = await buy(t, buyer!.token, 'event', event.id, { tos: false });
    expect(unticked.statusCode).toBe(422);
    expect(unticked.json().formError).toMatchObject({
      tos: 'form.validate.required',
      supply_consent: 'form.validate.required',
    });
    const badInvoice = await buy(t, buyer!.token, 'event', event.id, {
      ...PURCHASE,
      invoice: { ...INVOICE, nip: '5260250275', postal_code: '00071' },
    });
    expect(badInvoice.statusCode).toBe(422);
    expect(badInvoice.json().formError).toMatchObject({
      'invoice.nip': 'form.validate.nip',
      'invoice.postal_code': 'form.validate.postal_code',
    });
    expect(await orderCount(t)).toBe(before);
  });

  it('says why a purchase is not available', async () => {
    const [buyer] = await quickBuyers(t, 1);
    const refusal = async (kind: 'event' | 'video', id: number) => {
      const response = await buy(t, buyer!.token, kind, id);
      expect(response.statusCode).toBe(422);
      expect(response.json().code).toBe('PURCHASE_REFUSED');
      return response.json().formError.product as string;
    };
    const before = await orderCount(t);
    const ended = await createEvent(t, adminToken, { date_from: '2026-03-01', date_to: '2026-03-01' });
    expect(await refusal('event', ended.id)).toBe('commerce.refusal.ended');
    const blocked = await createEvent(t, adminToken, { enable_tickets: false });
    expect(await refusal('event', blocked.id)).toBe('commerce.refusal.payments_unavailable');
    const adult = await createVideo(t, { ageRestriction: 18 });
    const [child] = await quickBuyers(t, 1);
    await t.database.db.update(users).set({ birthday: '2015-01-01' }).where(eq(users.id, child!.id));
    const childAnswer = await buy(t, child!.token, 'video', adult.id);
    expect(childAnswer.json().formError.product).toBe('commerce.refusal.age');
    const gone = await createVideo(t, { endDate: new Date('2026-03-01T00:00:00Z') });
    expect(await refusal('video', gone.id)).toBe('commerce.refusal.not_available');
    const polandOnly = await createVideo(t, { restrictedAccess: 'poland' });
    const fromGermany = await t.app.inject({
      method: 'POST',
      url: `/api/videopayments/${polandOnly.id}`,
      headers: auth(buyer!.token),
      payload: PURCHASE,
      remoteAddress: '85.214.132.117',
    });
    expect(fromGermany.json().formError?.product).toBe('commerce.refusal.country');
    expect(await orderCount(t)).toBe(before);

    const video = await createVideo(t);
    expect((await buy(t, buyer!.token, 'video', video.id)).statusCode).toBe(201);
    expect(await refusal('video', video.id)).toBe('commerce.refusal.payment_pending');
    // A refund in flight stops a new purchase until it settles, and is named as what it is.
    await t.database.db
      .update(orders)
      .set({ status: 'WAITING_FOR_REFUND' })
      .where(and(eq(orders.userId, buyer!.id), eq(orders.videoId, video.id)));
    expect(await refusal('video', video.id)).toBe('commerce.refusal.refund_pending');
  });

  it('answers 404 for an unknown, unpublished or invisible product, and 401 without a session', async () => {
    const [buyer] = await quickBuyers(t, 1);
    const hidden = await createEvent(t, adminToken, { published: false });
    const invisible = await createVideo(t, { visible: false });
    expect((await buy(t, buyer!.token, 'event', 999_999)).statusCode).toBe(404);
    expect((await buy(t, buyer!.token, 'event', hidden.id)).statusCode).toBe(404);
    expect((await buy(t, buyer!.token, 'video', invisible.id)).statusCode).toBe(404);
    expect((await buy(t, undefined, 'event', hidden.id)).statusCode).toBe(401);
    expect((await buy(t, 'not-a-session', 'video', invisible.id)).statusCode).toBe(401);
  });

  it('gives a free event with limited tickets at once, with a receipt and its calendar entry', async () => {
    const event = await createEvent(t, adminToken, { event_price: 0, available_tickets: 2 });
    const buyer = await verifiedUser(t.app);
    const response = await buy(t, buyer.token, 'event', event.id);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ status: 'COMPLETED', redirect: `/wydarzenie/${event.slug}` });
    const again = await buy(t, buyer.token, 'event', event.id);
    expect(again.json().formError.product).toBe('commerce.refusal.access_held');
    const [mail] = await mailsTo(t.app, buyer.form.email);
    expect(mail!.subject).toContain(event.title);
    expect(mail!.text).toContain(response.json().extOrderId);
    const messages = (await t.app.inject({ method: 'GET', url: '/dev/mailbox/messages' })).json();
    const receipt = messages.find((message: { to: string }) => message.to === buyer.form.email);
    expect(receipt.attachments[0]).toMatchObject({ filename: 'wydarzenie.ics' });
    expect(receipt.attachments[0].content).toContain('BEGIN:VEVENT');
    expect(receipt.attachments[0].content).toContain('DTSTART:20260401T170000Z');
    const watch = (
      await t.app.inject({ method: 'GET', url: `/api/events/${event.id}`, headers: auth(buyer.token) })
    ).json();
    expect(watch).toMatchObject({ access: true, paymentStatus: 'COMPLETED', ticketsLeft: 1 });
  });

  it('prices with the best activated code, and a 100 % code completes at once even with payments blocked', async () => {
    const video = await createVideo(t, { videoPriceGrosze: 4990 });
    const event = await createEvent(t, adminToken, { enable_tickets: false });
    const now = t.clock.now();
    const expires = new Date(now.getTime() + 86_400_000);
    const made = { createdAt: now, updatedAt: now, expiresAt: expires };
    const [percent, cash, free] = await t.database.db
      .insert(codes)
      .values([
        {
          code: `PROC15-${video.id}`,
          description: '15%',
          discountPercent: 15,
          videoId: video.id,
          usageLimit: 10,
          ...made,
        },
        { code: `CASH5-${video.id}`, description: '5 zł', discountCashGrosze: 500, usageLimit: 10, ...made },
        {
          code: `FREE-${event.id}`,
          description: '100%',
          discountPercent: 100,
          eventId: event.id,
          usageLimit: 10,
          ...made,
        },
      ])
      .returning();
    const [buyer] = await quickBuyers(t, 1);
    await t.database.db
      .insert(codeActivations)
      .values(
        [percent!, cash!, free!].map((code) => ({ codeId: code.id, userId: buyer!.id, activatedAt: now })),
      );
    const item = (
      await t.app.inject({ method: 'GET', url: `/api/videos/${video.id}`, headers: auth(buyer!.token) })
    ).json();
    // 49,90 zł − 15 % = 42,415 → 42,42 zł (half-up); − 5 zł = 44,90 zł: the percent code wins.
    expect(item).toMatchObject({ newPrice: 42.42, usedCode: percent!.code });
    const paid = await buy(t, buyer!.token, 'video', video.id);
    expect(paid.statusCode).toBe(201);
    const row = await orderRow(t, paid.json().extOrderId);
    expect(row).toMatchObject({ amountGrosze: 4242, codeId: percent!.id });

    const blocked = await buy(t, buyer!.token, 'event', event.id);
    expect(blocked.statusCode).toBe(201);
    expect(blocked.json()).toMatchObject({ status: 'COMPLETED', redirect: `/wydarzenie/${event.slug}` });
    expect(await orderRow(t, blocked.json().extOrderId)).toMatchObject({ amountGrosze: 0, codeId: free!.id });
    const [receipts] = await t.database.db
      .select({ n: count() })
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'order_receipt'));
    expect(receipts!.n).toBeGreaterThan(0);
  });

  it('reads an order for its buyer and an administrator only', async () => {
    const event = await createEvent(t, adminToken);
    const [buyer, stranger] = await quickBuyers(t, 2);
    const { extOrderId } = (await buy(t, buyer!.token, 'event', event.id)).json();
    const read = (token?: string) =>
      t.app.inject({ method: 'GET', url: `/api/payments/${extOrderId}`, headers: token ? auth(token) : {} });
    const own = await read(buyer!.token);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ extOrderId, status: 'PENDING', amount: 49.9, productType: 'event' });
    expect(own.json()).not.toHaveProperty('customer_ip');
    expect((await read(stranger!.token)).statusCode).toBe(404);
    expect((await read()).statusCode).toBe(401);
    const admin = await read(adminToken);
    expect(admin.json()).toMatchObject({ extOrderId, customer_ip: '127.0.0.1' });
    expect((await read(buyer!.token.replace(/.$/, 'x'))).statusCode).toBe(401);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/payments/nie-ma-takiego',
      headers: auth(buyer!.token),
    });
    expect(unknown.statusCode).toBe(404);

    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/payments/user',
      headers: auth(buyer!.token),
    });
    expect(mine.json().map((order: { extOrderId: string }) => order.extOrderId)).toEqual([extOrderId]);
    const videos = await t.app.inject({
      method: 'GET',
      url: '/api/videopayments/user',
      headers: auth(buyer!.token),
    });
    expect(videos.json()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/payments/user' })).statusCode).toBe(401);
  });
});

describe('when PayU cannot be reached', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        PAYU_BASE_URL: 'http://127.0.0.1:9',
        PAYU_POS_ID: '300746',
        PAYU_CLIENT_ID: '300746',
        PAYU_CLIENT_SECRET: 'secret',
        PAYU_SECOND_KEY: 'second-key',
      },
    });
  });
  afterAll(() => t.close());

  it('answers 503 "try again" and releases the reservation', async () => {
    const adminToken = await sessionOf(t.app, 'admin');
    const event = await createEvent(t, adminToken, { available_tickets: 1 });
    const [buyer, next] = await quickBuyers(t, 2);
    const response = await buy(t, buyer!.token, 'event', event.id);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      code: 'PAYMENT_UNAVAILABLE',
      messageKey: 'error.payment_unavailable',
    });
    const tickets = (await t.app.inject({ method: 'GET', url: `/external_api/event/${event.id}` })).json();
    expect(tickets.ticketsLeft).toBe(1);
    expect((await buy(t, next!.token, 'event', event.id)).statusCode).toBe(503);
  });
});
