import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { codes, events, orders } from '../../src/db/schema';
import { createTestApp, mailsTo, sessionOf, type TestApp } from '../helpers';
import {
  PURCHASE,
  buy,
  call as callAs,
  createEvent,
  createVideo,
  orderCount,
  orderRow,
  quickBuyers,
  untilStatus,
} from './support';

describe('gifts and group tickets (POST /api/gifts/, /api/groupTickets/ and the buyer’s reads)', () => {
  let t: TestApp;
  let adminToken: string;

  beforeAll(async () => {
    t = await createTestApp({ listen: true });
    adminToken = await sessionOf(t.app, 'admin');
    const settings = await call('PUT', '/api/appconfig', adminToken, {
      gift_available: true,
      any_gift_available: true,
      gift_price: 6000,
      group_event_available: true,
      group_video_available: true,
      group_min_units: 2,
      group_max_units: 8,
      group_one_free: true,
      group_discount: 10,
    });
    expect(settings.statusCode).toBe(200);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: unknown) =>
    callAs(t, method, url, token, payload);

  async function pay(redirectUri: string) {
    const paid = await fetch(redirectUri, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'method=blik&blikCode=777123&action=pay',
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
  }

  async function ticketsLeft(eventId: number) {
    return (await call('GET', `/api/events/${eventId}`, adminToken)).json().ticketsLeft as number | null;
  }

  async function activate(user: { id: number; token: string }, code: string) {
    return call('POST', `/api/users/${user.id}/codes`, user.token, { code });
  }

  it('sells a group of 5 at the group price, holds 5 tickets, and paid yields 5 codes that take no more', async () => {
    const event = await createEvent(t, adminToken, { event_price: '40', available_tickets: '10' });
    const [teacher, pupil, other] = await quickBuyers(t, 3);
    const bought = await call('POST', '/api/groupTickets/', teacher!.token, {
      ...PURCHASE,
      productSlug: `event-${event.id}-5`,
    });
    expect(bought.statusCode).toBe(201);
    const pending = await orderRow(t, bought.json().extOrderId);
    // 4 paid units (one free) × 40 zł = 160 zł, 10% off = 144 zł
    expect(pending).toMatchObject({
      kind: 'group_ticket',
      status: 'PENDING',
      amountGrosze: 14_400,
      productQuantity: 5,
      oneFree: true,
      productSlug: `event-${event.id}-5`,
    });
    expect(await ticketsLeft(event.id)).toBe(5);
    expect(bought.json().payu.redirectUri).toContain('/payu-standin/');

    await pay(bought.json().payu.redirectUri);
    await untilStatus(t, pending.extOrderId, 'COMPLETED');
    const mine = (await call('GET', '/api/groupTickets/user', teacher!.token)).json();
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      extOrderId: pending.extOrderId,
      productType: 'group_ticket',
      amount: 144,
    });
    expect(mine[0].codes).toHaveLength(5);
    expect(
      mine[0].codes.every((code: { used: boolean; code: string }) => !code.used && /^GRUPA-/.test(code.code)),
    ).toBe(true);
    const mail = (await mailsTo(t.app, (await orderRow(t, pending.extOrderId)).buyerEmail))[0]!;
    expect(mail.subject).toBe('Bilet grupowy: 5 kodów dostępu');
    for (const code of mine[0].codes) expect(mail.text).toContain(code.code);
    // The attached CSV is the status page's file: semicolons, CRLF, a BOM, the same columns (issue 19).
    expect(mail.attachments).toHaveLength(1);
    const [csv] = mail.attachments;
    expect(csv!.filename).toBe(`kody-${pending.extOrderId.slice(0, 8)}.csv`);
    const lines = csv!.content.split('\r\n');
    expect(lines[0]).toBe('\uFEFFkod;stan;ważny do');
    expect(lines.slice(1, -1)).toHaveLength(5);
    for (const line of lines.slice(1, -1))
      expect(line).toMatch(/^GRUPA-[A-Z0-9]{8};Niewykorzystany;\d\d\.\d\d\.\d{4}$/);
    expect(lines.at(-1)).toBe('');

    // The buyer is not entitled by the purchase itself (product-decisions §26).
    expect((await call('GET', `/api/playback/event/${event.id}`, teacher!.token)).statusCode).not.toBe(200);

    const first = mine[0].codes[0].code as string;
    expect((await activate(pupil!, first)).statusCode).toBe(201);
    const redeemed = await buy(t, pupil!.token, 'event', event.id);
    expect(redeemed.statusCode).toBe(201);
    expect(redeemed.json().status).toBe('COMPLETED');
    expect(await orderRow(t, redeemed.json().extOrderId)).toMatchObject({ amountGrosze: 0, kind: 'event' });
    expect(await ticketsLeft(event.id)).toBe(5);
    const after = (await call('GET', `/api/groupTickets/${pending.extOrderId}`, teacher!.token)).json();
    expect(after.codes.filter((code: { used: boolean }) => code.used)).toHaveLength(1);

    // Single use: another user cannot activate the used code.
    expect((await activate(other!, first)).json().formError).toEqual({ code: 'form.validate.code_used_up' });
  });

  it('lets the holder of a group code in when the event has sold out since', async () => {
    const event = await createEvent(t, adminToken, { event_price: '30', available_tickets: '4' });
    const [teacher, pupil, late, another] = await quickBuyers(t, 4);
    const bought = (
      await call('POST', '/api/groupTickets/', teacher!.token, {
        ...PURCHASE,
        productSlug: `event-${event.id}-3`,
      })
    ).json();
    await pay(bought.payu.redirectUri);
    await untilStatus(t, bought.extOrderId, 'COMPLETED');
    expect((await buy(t, late!.token, 'event', event.id)).statusCode).toBe(201);
    expect(await ticketsLeft(event.id)).toBe(0);
    const [code, second] = (
      await call('GET', `/api/groupTickets/${bought.extOrderId}`, teacher!.token)
    ).json().codes;
    await activate(pupil!, code.code);
    const redeemed = await buy(t, pupil!.token, 'event', event.id);
    expect(redeemed.statusCode).toBe(201);
    expect(redeemed.json().status).toBe('COMPLETED');
    expect(await ticketsLeft(event.id)).toBe(0);

    // Staff lower the limit under what is sold: the group's seats stay its own.
    await t.database.db.update(events).set({ availableTickets: 2 }).where(eq(events.id, event.id));
    await activate(another!, second.code);
    const afterLowering = await buy(t, another!.token, 'event', event.id);
    expect(afterLowering.statusCode).toBe(201);
    expect(afterLowering.json().status).toBe('COMPLETED');
  });

  it('refuses a group beyond the tickets left, outside the range, when off, or with a bad slug: 422, nothing written', async () => {
    const event = await createEvent(t, adminToken, { event_price: '20', available_tickets: '3' });
    const video = await createVideo(t);
    const [buyer] = await quickBuyers(t, 1);
    const before = await orderCount(t);
    const cases: Array<[string, Record<string, string>]> = [
      [`event-${event.id}-4`, { product: 'commerce.refusal.no_tickets' }],
      [`video-${video.id}-9`, { quantity: 'form.validate.group_quantity' }],
      [`video-${video.id}-1`, { quantity: 'form.validate.group_quantity' }],
      [`event-${event.id}`, { productSlug: 'form.validate.product_slug' }],
      ['any', { productSlug: 'form.validate.product_slug' }],
    ];
    for (const [productSlug, formError] of cases) {
      const response = await call('POST', '/api/groupTickets/', buyer!.token, { ...PURCHASE, productSlug });
      expect(response.statusCode, productSlug).toBe(422);
      expect(response.json().formError, productSlug).toEqual(formError);
    }
    const unticked = await call('POST', '/api/groupTickets/', buyer!.token, {
      productSlug: `video-${video.id}-3`,
      tos: false,
      supply_consent: true,
    });
    expect(unticked.json().formError).toEqual({ tos: 'form.validate.required' });
    await call('PUT', '/api/appconfig', adminToken, { group_video_available: false });
    const off = await call('POST', '/api/groupTickets/', buyer!.token, {
      ...PURCHASE,
      productSlug: `video-${video.id}-3`,
    });
    expect(off.json().formError).toEqual({ product: 'commerce.refusal.group_unavailable' });
    await call('PUT', '/api/appconfig', adminToken, { group_video_available: true });
    expect(
      (await call('POST', '/api/groupTickets/', buyer!.token, { ...PURCHASE, productSlug: `video-999999-3` }))
        .statusCode,
    ).toBe(404);
    expect(await orderCount(t)).toBe(before);
  });

  it('never oversells with concurrent group purchases, and a single-use code redeemed twice at once works once', async () => {
    const event = await createEvent(t, adminToken, { event_price: '10', available_tickets: '10' });
    const buyers = await quickBuyers(t, 6);
    const answers = await Promise.all(
      buyers.map((buyer) =>
        call('POST', '/api/groupTickets/', buyer.token, { ...PURCHASE, productSlug: `event-${event.id}-3` }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(3);
    expect(answers.filter((answer) => answer.statusCode === 422)).toHaveLength(3);
    expect(await ticketsLeft(event.id)).toBe(1);

    const paidOne = answers.find((answer) => answer.statusCode === 201)!.json();
    await pay(paidOne.payu.redirectUri);
    await untilStatus(t, paidOne.extOrderId, 'COMPLETED');
    const [made] = (await call('GET', `/api/groupTickets/${paidOne.extOrderId}`, adminToken)).json().codes;
    const [code] = await t.database.db.select().from(codes).where(eq(codes.code, made.code));
    const [a, b] = await quickBuyers(t, 2);
    expect((await activate(a!, made.code)).statusCode).toBe(201);
    expect((await activate(b!, made.code)).statusCode).toBe(201);
    await Promise.all([buy(t, a!.token, 'event', event.id), buy(t, b!.token, 'event', event.id)]);
    // One of them gets in with the code; the other is refused it (or, reading it used, offered the full price).
    const withCode = await t.database.db.select().from(orders).where(eq(orders.codeId, code!.id));
    expect(withCode.map((order) => [order.status, order.amountGrosze])).toEqual([['COMPLETED', 0]]);
  });

  it('sells a gift for any product at gift_price; the recipient gets the code by mail and watches with it', async () => {
    const video = await createVideo(t, { videoPriceGrosze: 4500 });
    const [giver, friend] = await quickBuyers(t, 2);
    const bought = await call('POST', '/api/gifts/', giver!.token, {
      ...PURCHASE,
      productSlug: 'any',
      recipient_name: 'Ala',
      recipient_email: 'Ala.Prezent@Example.com',
      message: 'Wszystkiego najlepszego!',
    });
    expect(bought.statusCode).toBe(201);
    const order = await orderRow(t, bought.json().extOrderId);
    expect(order).toMatchObject({
      kind: 'gift',
      amountGrosze: 6000,
      eventId: null,
      videoId: null,
      giftRecipientEmail: 'ala.prezent@example.com',
    });
    await pay(bought.json().payu.redirectUri);
    await untilStatus(t, order.extOrderId, 'COMPLETED');
    const gift = (await call('GET', `/api/gifts/${order.extOrderId}`, giver!.token)).json();
    expect(gift).toMatchObject({
      productType: 'gift',
      gift: {
        recipient_name: 'Ala',
        recipient_email: 'ala.prezent@example.com',
        message: 'Wszystkiego najlepszego!',
      },
    });
    expect(gift.codes).toHaveLength(1);
    const [made] = await t.database.db.select().from(codes).where(eq(codes.sourceOrderId, order.id));
    expect(made).toMatchObject({
      discountCashGrosze: 6000,
      discountPercent: null,
      usageLimit: 1,
      eventId: null,
    });

    const [recipientMail] = await mailsTo(t.app, 'ala.prezent@example.com');
    expect(recipientMail!.subject).toContain('przesyła Ci prezent');
    // Words that fit any giver (issue 19): no "podarował(a)".
    expect(recipientMail!.text).toContain('przesyła Ci w prezencie dostęp do spektaklu online');
    expect(recipientMail!.text).toContain('Wszystkiego najlepszego!');
    expect(recipientMail!.text).toContain(gift.codes[0].code);
    expect((await mailsTo(t.app, order.buyerEmail))[0]!.text).toContain(gift.codes[0].code);

    expect((await activate(friend!, gift.codes[0].code)).statusCode).toBe(201);
    const redeemed = await buy(t, friend!.token, 'video', video.id);
    expect(redeemed.json().status).toBe('COMPLETED');
    expect((await call('GET', `/api/playback/video/${video.id}`, friend!.token)).statusCode).toBe(200);
  });

  it('takes a gift message as plain text with any character and escapes it in the mails', async () => {
    const [giver] = await quickBuyers(t, 1);
    const message = 'Dla Ciebie <3 — bo 1 < 2 & 3 > 2, a <b>to</b> nie znacznik';
    const bought = await call('POST', '/api/gifts/', giver!.token, {
      ...PURCHASE,
      productSlug: 'any',
      recipient_email: 'serce@example.com',
      message,
    });
    expect(bought.statusCode).toBe(201);
    await pay(bought.json().payu.redirectUri);
    await untilStatus(t, bought.json().extOrderId, 'COMPLETED');
    expect(
      (await call('GET', `/api/gifts/${bought.json().extOrderId}`, giver!.token)).json().gift.message,
    ).toBe(message);
    const [mail] = await mailsTo(t.app, 'serce@example.com');
    expect(mail!.text).toContain(message);
    expect(mail!.html).toContain(
      'Dla Ciebie &lt;3 — bo 1 &lt; 2 &amp; 3 &gt; 2, a &lt;b&gt;to&lt;/b&gt; nie znacznik',
    );
    expect(mail!.html).not.toContain('<b>to</b>');
  });

  it('sells a gift of one event at its price, holding a ticket; others cannot read it; refused when off', async () => {
    const event = await createEvent(t, adminToken, { event_price: '35', available_tickets: '2' });
    const [giver, stranger] = await quickBuyers(t, 2);
    const bought = await call('POST', '/api/gifts/', giver!.token, {
      ...PURCHASE,
      productSlug: `event-${event.id}`,
    });
    expect(bought.statusCode).toBe(201);
    expect(await orderRow(t, bought.json().extOrderId)).toMatchObject({
      amountGrosze: 3500,
      eventId: event.id,
      giftRecipientEmail: null,
    });
    expect(await ticketsLeft(event.id)).toBe(1);
    expect((await call('GET', `/api/gifts/${bought.json().extOrderId}`, stranger!.token)).statusCode).toBe(
      404,
    );
    expect(
      (await call('GET', `/api/groupTickets/${bought.json().extOrderId}`, giver!.token)).statusCode,
    ).toBe(404);
    expect((await call('GET', `/api/gifts/${bought.json().extOrderId}`)).statusCode).toBe(401);
    expect((await call('GET', '/api/gifts/user', stranger!.token)).json()).toEqual([]);

    const before = await orderCount(t);
    const badEmail = await call('POST', '/api/gifts/', giver!.token, {
      ...PURCHASE,
      productSlug: 'any',
      recipient_email: 'nie-adres',
    });
    expect(badEmail.json().formError).toEqual({ recipient_email: 'form.validate.email' });
    await call('PUT', '/api/appconfig', adminToken, { gift_available: false, any_gift_available: false });
    for (const productSlug of [`event-${event.id}`, 'any']) {
      const off = await call('POST', '/api/gifts/', giver!.token, { ...PURCHASE, productSlug });
      expect(off.json().formError).toEqual({ product: 'commerce.refusal.gifts_unavailable' });
    }
    await call('PUT', '/api/appconfig', adminToken, { gift_available: true, any_gift_available: true });
    expect(
      (await call('POST', '/api/gifts/', undefined, { ...PURCHASE, productSlug: 'any' })).statusCode,
    ).toBe(401);
    expect(await orderCount(t)).toBe(before);
  });

  it('a full refund of a group ticket voids its unused codes and frees their tickets; a used code stays', async () => {
    const event = await createEvent(t, adminToken, { event_price: '25', available_tickets: '6' });
    const [teacher, pupil, late] = await quickBuyers(t, 3);
    const bought = (
      await call('POST', '/api/groupTickets/', teacher!.token, {
        ...PURCHASE,
        productSlug: `event-${event.id}-4`,
      })
    ).json();
    await pay(bought.payu.redirectUri);
    await untilStatus(t, bought.extOrderId, 'COMPLETED');
    const read = async () =>
      (await call('GET', `/api/groupTickets/${bought.extOrderId}`, teacher!.token)).json();
    const [used, unused] = (await read()).codes;
    await activate(pupil!, used.code);
    expect((await buy(t, pupil!.token, 'event', event.id)).json().status).toBe('COMPLETED');
    await activate(late!, unused.code);

    const refund = await call('POST', `/api/payments/${bought.extOrderId}/refunds`, adminToken, {
      amount: null,
      reason: 'Klasa nie przyjdzie',
    });
    expect(refund.statusCode).toBe(201);
    await untilStatus(t, bought.extOrderId, 'REFUNDED');
    const codesAfter = (await read()).codes as Array<{ code: string; used: boolean; expired: boolean }>;
    expect(codesAfter.find((code) => code.code === used.code)).toMatchObject({ used: true, expired: false });
    expect(codesAfter.filter((code) => code.expired)).toHaveLength(3);
    // The pupil who came in keeps the ticket; the three unused ones are free again.
    expect(await ticketsLeft(event.id)).toBe(5);
    const tooLate = await buy(t, late!.token, 'event', event.id);
    expect(await orderRow(t, tooLate.json().extOrderId)).toMatchObject({ amountGrosze: 2500, codeId: null });
  });

  it('lists gift and group-ticket orders with their codes for staff only (GET /api/gifts/, /api/groupTickets/)', async () => {
    const event = await createEvent(t, adminToken, { event_price: '15', available_tickets: '' });
    const [teacher] = await quickBuyers(t, 1);
    const bought = (
      await call('POST', '/api/groupTickets/', teacher!.token, {
        ...PURCHASE,
        productSlug: `event-${event.id}-2`,
      })
    ).json();
    await pay(bought.payu.redirectUri);
    await untilStatus(t, bought.extOrderId, 'COMPLETED');
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Warsaw' }).format(t.clock.now());
    const query = `?date_from=${today}&date_to=${today}&status=COMPLETED&event_id=${event.id}`;
    const list = await call('GET', `/api/groupTickets/${query}`, adminToken);
    expect(list.statusCode).toBe(200);
    expect(list.json().orders).toEqual([
      expect.objectContaining({
        extOrderId: bought.extOrderId,
        productType: 'group_ticket',
        product_quantity: 2,
        codes: [expect.objectContaining({ role: 'made' }), expect.objectContaining({ role: 'made' })],
      }),
    ]);
    expect((await call('GET', `/api/gifts/${query}`, adminToken)).json().orders).toEqual([]);
    const badRange = await call('GET', `/api/gifts/?date_from=${today}&date_to=2000-01-01`, adminToken);
    expect(badRange.statusCode).toBe(422);

    const standardToken = await sessionOf(t.app, 'standard');
    const premiumToken = await sessionOf(t.app, 'premium');
    for (const url of [`/api/gifts/${query}`, `/api/groupTickets/${query}`]) {
      expect((await call('GET', url)).statusCode, url).toBe(401);
      expect((await call('GET', url, standardToken)).statusCode, url).toBe(403);
      expect((await call('GET', url, premiumToken)).statusCode, url).toBe(403);
      expect((await call('GET', url, teacher!.token)).statusCode, url).toBe(403);
    }
  });
});
