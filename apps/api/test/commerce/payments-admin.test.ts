import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import {
  auditLog,
  codeActivations,
  codes,
  events,
  mailOutbox,
  orders,
  refunds,
  users,
} from '../../src/db/schema';
import { createTestApp, DEMO_ACCOUNTS, sessionOf, type TestApp } from '../helpers';
import {
  buy,
  call as callAs,
  createEvent,
  createVideo,
  insertOrder,
  orderCount,
  orderRow,
  quickBuyers,
} from './support';

const MARCH = 'date_from=2026-03-01&date_to=2026-03-31';

describe('the payments back-office (/api/payments, /api/videopayments)', () => {
  let t: TestApp;
  let adminToken: string;
  let adminId: number;

  beforeAll(async () => {
    t = await createTestApp({ listen: true });
    adminToken = await sessionOf(t.app, 'admin');
    const [admin] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_ACCOUNTS.admin.email));
    adminId = admin!.id;
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: unknown) =>
    callAs(t, method, url, token, payload);

  const numbers = (response: Awaited<ReturnType<typeof call>>) =>
    (response.json().orders as Array<{ extOrderId: string }>).map((order) => order.extOrderId);

  async function userRow(id: number) {
    const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
    return row!;
  }

  async function receipts(to: string) {
    const [row] = await t.database.db
      .select({ n: count() })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, 'order_receipt')));
    return row!.n;
  }

  async function auditRows(action: string) {
    return t.database.db.select().from(auditLog).where(eq(auditLog.action, action));
  }

  it('lists the orders of a kind made on the range’s Warsaw days, by status and product, newest first', async () => {
    const event = await createEvent(t, adminToken);
    const other = await createEvent(t, adminToken);
    const video = await createVideo(t);
    const [a, b] = await quickBuyers(t, 2);
    const order = (createdAt: string, status: string, extra = {}) =>
      insertOrder(t, { userId: a!.id, eventId: event.id, status, createdAt: new Date(createdAt), ...extra });
    // 23:30 UTC on 31 March is 01:30 on 1 April in Warsaw (CEST); 21:59 UTC is 23:59 on 31 March.
    const firstOfApril = await order('2026-03-31T23:30:00Z', 'COMPLETED');
    const lastOfMarch = await order('2026-03-31T21:59:00Z', 'PENDING');
    const waiting = await order('2026-03-02T10:00:00Z', 'WAITING_FOR_CONFIRMATION', { userId: b!.id });
    // 23:30 UTC on 28 February is 00:30 on 1 March in Warsaw (CET); 22:30 UTC is still February there.
    const firstOfMarch = await order('2026-02-28T23:30:00Z', 'CANCELED');
    await order('2026-02-28T22:30:00Z', 'COMPLETED');
    const otherEvent = await insertOrder(t, {
      userId: a!.id,
      eventId: other.id,
      status: 'COMPLETED',
      createdAt: new Date('2026-03-05T12:00:00Z'),
    });
    const videoOrder = await insertOrder(t, {
      userId: a!.id,
      kind: 'video',
      videoId: video.id,
      status: 'COMPLETED',
      amountGrosze: 2990,
      createdAt: new Date('2026-03-05T12:00:00Z'),
    });

    const list = (query: string, prefix = '/api/payments') => call('GET', `${prefix}/?${query}`, adminToken);
    const march = await list(`${MARCH}&event_id=${event.id}`);
    expect(march.statusCode).toBe(200);
    expect(numbers(march)).toEqual([lastOfMarch, waiting, firstOfMarch].map((o) => o.extOrderId));
    expect(march.json().refunds).toBe(0);
    expect(march.json().orders[0]).toEqual(
      expect.objectContaining({
        extOrderId: lastOfMarch.extOrderId,
        amount: 49.9,
        status: 'PENDING',
        productType: 'event',
        event_id: event.id,
        user_id: a!.id,
        customer_ip: '127.0.0.1',
        created_at: '2026-03-31T21:59:00.000Z',
        codes: [],
        hand_granted: false,
        refunded: 0,
        numberOfUses: 0,
      }),
    );

    expect(numbers(await list(`date_from=2026-04-01&date_to=2026-04-01&event_id=${event.id}`))).toEqual([
      firstOfApril.extOrderId,
    ]);
    expect(numbers(await list(`${MARCH}&event_id=${event.id}&status=PENDING`))).toEqual([
      lastOfMarch.extOrderId,
      waiting.extOrderId,
    ]);
    expect(numbers(await list(`${MARCH}&event_id=${event.id}&status=CANCELED`))).toEqual([
      firstOfMarch.extOrderId,
    ]);
    const all = numbers(await list(MARCH));
    expect(all).toEqual(expect.arrayContaining([otherEvent.extOrderId, lastOfMarch.extOrderId]));
    expect(all).not.toContain(videoOrder.extOrderId);
    expect(all).not.toContain(firstOfApril.extOrderId);
    expect(numbers(await list(`${MARCH}&video_id=${video.id}`, '/api/videopayments'))).toEqual([
      videoOrder.extOrderId,
    ]);
  });

  it('shows the codes an order used and made, who used them, and what was refunded by the range’s end', async () => {
    const event = await createEvent(t, adminToken);
    await t.database.db.update(events).set({ views: 7 }).where(eq(events.id, event.id));
    const [a, b, c] = await quickBuyers(t, 3);
    const now = t.clock.now();
    const dates = { createdAt: now, updatedAt: now, expiresAt: new Date('2026-12-31T00:00:00Z') };
    const [coupon] = await t.database.db
      .insert(codes)
      .values({ code: `KUPON-${event.id}`, description: 'x', discountPercent: 10, usageLimit: 10, ...dates })
      .returning();
    const paid = await insertOrder(t, {
      userId: a!.id,
      eventId: event.id,
      status: 'COMPLETED',
      amountGrosze: 4491,
      codeId: coupon!.id,
      payuOrderId: `PAID${event.id}`,
      createdAt: new Date('2026-03-10T10:00:00Z'),
    });
    // Codes the order yielded, as a group ticket's are.
    const [made1, made2] = await t.database.db
      .insert(codes)
      .values(
        [1, 2].map((n) => ({
          code: `GRUPA-${event.id}-${n}`,
          description: 'x',
          discountPercent: 100,
          eventId: event.id,
          usageLimit: 1,
          sourceOrderId: paid.id,
          ...dates,
        })),
      )
      .returning();
    const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
    await t.database.db.insert(codeActivations).values([
      { codeId: coupon!.id, userId: a!.id, activatedAt: at(1) },
      { codeId: coupon!.id, userId: b!.id, activatedAt: at(2) },
      { codeId: made1!.id, userId: c!.id, activatedAt: at(3) },
      { codeId: made2!.id, userId: b!.id, activatedAt: at(4) },
    ]);
    const used = await insertOrder(t, {
      userId: c!.id,
      eventId: event.id,
      status: 'COMPLETED',
      amountGrosze: 0,
      codeId: made1!.id,
      createdAt: new Date('2026-03-11T10:00:00Z'),
    });
    const granted = await insertOrder(t, {
      userId: b!.id,
      eventId: event.id,
      status: 'COMPLETED',
      amountGrosze: 0,
      grantedByUserId: adminId,
      createdAt: new Date('2026-03-12T10:00:00Z'),
    });
    const refund = (amountGrosze: number, status: string, finalizedAt: string | null) => ({
      orderId: paid.id,
      amountGrosze,
      reason: 'Zwrot',
      status,
      createdAt: now,
      finalizedAt: finalizedAt ? new Date(finalizedAt) : null,
    });
    await t.database.db
      .insert(refunds)
      .values([
        refund(1000, 'FINALIZED', '2026-03-20T10:00:00Z'),
        refund(500, 'FINALIZED', '2026-04-02T10:00:00Z'),
        refund(300, 'PENDING', null),
      ]);

    const [ua, ub, uc] = await Promise.all([a, b, c].map((user) => userRow(user!.id)));
    const person = (user: typeof ua, usedIt: boolean) => ({
      userId: user!.id,
      firstname: user!.firstname,
      lastname: user!.lastname,
      used: usedIt,
    });
    const march = (await call('GET', `/api/payments/?${MARCH}&event_id=${event.id}`, adminToken)).json();
    expect(march.orders.map((o: { extOrderId: string }) => o.extOrderId)).toEqual([
      granted.extOrderId,
      used.extOrderId,
      paid.extOrderId,
    ]);
    const [grantedRow, usedRow, paidRow] = march.orders;
    expect(paidRow).toMatchObject({
      amount: 44.91,
      code: coupon!.code,
      hand_granted: false,
      refunded: 10,
      numberOfUses: 1,
      codes: [
        {
          id: coupon!.id,
          code: coupon!.code,
          role: 'used',
          usage: [person(ua, true), person(ub, false)],
        },
        { id: made1!.id, code: made1!.code, role: 'made', usage: [person(uc, true)] },
        { id: made2!.id, code: made2!.code, role: 'made', usage: [person(ub, false)] },
      ],
    });
    expect(usedRow).toMatchObject({
      codes: [{ id: made1!.id, role: 'used', usage: [person(uc, true)] }],
      numberOfUses: 0,
    });
    expect(grantedRow).toMatchObject({ hand_granted: true, amount: 0, codes: [] });
    // Only the refund finalized within March counts for March; the pending one counts nowhere.
    expect(march.refunds).toBe(10);

    const product = await call('GET', `/api/payments/event/${event.id}`, adminToken);
    expect(product.statusCode).toBe(200);
    expect(product.json().views).toBe(7);
    expect(product.json().orders.map((o: { extOrderId: string; refunded: number }) => o.refunded)).toEqual([
      0, 0, 15,
    ]);
    expect((await call('GET', '/api/payments/event/999999', adminToken)).statusCode).toBe(404);
    const video = await createVideo(t);
    const videoOrders = await call('GET', `/api/videopayments/video/${video.id}`, adminToken);
    expect(videoOrders.json()).toEqual({ orders: [], views: 0 });
  });

  it('edits the status, country and end of access: one receipt, no reservation left, an audit row', async () => {
    const event = await createEvent(t, adminToken);
    const [buyer] = await quickBuyers(t, 1);
    const { extOrderId } = (await buy(t, buyer!.token, 'event', event.id)).json();
    const pending = await orderRow(t, extOrderId);
    expect(pending.reservedUntil).not.toBeNull();
    const url = `/api/payments/${extOrderId}`;

    const completed = await call('PUT', url, adminToken, {
      status: 'COMPLETED',
      country: 'de',
      expiration_date: '2026-05-01 12:00',
    });
    expect(completed.statusCode).toBe(200);
    // 12:00 in Warsaw in summer time is 10:00 UTC.
    expect(completed.json()).toMatchObject({
      extOrderId,
      status: 'COMPLETED',
      country: 'DE',
      expiration_date: '2026-05-01T10:00:00.000Z',
      refunds: [],
      history: [
        {
          who: 'Ewa Administratorka',
          action: 'order.edit',
          before: { status: 'PENDING', country: 'PL', expiration_date: null },
          after: { status: 'COMPLETED', country: 'DE', expiration_date: '2026-05-01T10:00:00.000Z' },
        },
      ],
    });
    expect(await orderRow(t, extOrderId)).toMatchObject({
      status: 'COMPLETED',
      reservedUntil: null,
      nextCheckAt: null,
      country: 'DE',
    });
    expect(await receipts(pending.buyerEmail)).toBe(1);

    const again = await call('PUT', url, adminToken, {
      status: 'COMPLETED',
      country: 'DE',
      expiration_date: '0000-00-00',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().expiration_date).toBeNull();
    expect(again.json().history[1]).toMatchObject({
      action: 'order.edit',
      before: { expiration_date: '2026-05-01T10:00:00.000Z' },
      after: { expiration_date: null },
    });
    expect(Object.keys(again.json().history[1].after)).toEqual(['expiration_date']);
    expect(await receipts(pending.buyerEmail)).toBe(1);

    const canceled = await call('PUT', `/api/videopayments/${extOrderId}`, adminToken, {
      status: 'CANCELED',
      country: 'DE',
    });
    expect(canceled.json().status).toBe('CANCELED');
    const read = await call('GET', url, adminToken);
    expect(read.json().history.map((entry: { action: string }) => entry.action)).toEqual([
      'order.edit',
      'order.edit',
      'order.edit',
    ]);
  });

  it('moves an order back to COMPLETED only while its ticket and its code are still there', async () => {
    const createdAt = t.clock.now();
    const [first, second] = await quickBuyers(t, 2);
    // The last ticket, freed by a cancellation and sold since.
    const event = await createEvent(t, adminToken, { available_tickets: '1' });
    const canceled = await insertOrder(t, {
      userId: first!.id,
      status: 'CANCELED',
      eventId: event.id,
      createdAt,
    });
    const sold = await insertOrder(t, {
      userId: second!.id,
      status: 'COMPLETED',
      eventId: event.id,
      createdAt,
    });
    const restore = (extOrderId: string) =>
      call('PUT', `/api/payments/${extOrderId}`, adminToken, { status: 'COMPLETED', country: 'PL' });
    const soldOut = await restore(canceled.extOrderId);
    expect(soldOut.statusCode).toBe(422);
    expect(soldOut.json().formError).toEqual({ status: 'commerce.refusal.no_tickets' });
    expect((await orderRow(t, canceled.extOrderId)).status).toBe('CANCELED');
    await t.database.db.update(orders).set({ status: 'CANCELED' }).where(eq(orders.id, sold.id));
    expect((await restore(canceled.extOrderId)).statusCode).toBe(200);

    // A 50 zł voucher (cash, one limit: spent in parts): 40 zł of it came back with a cancellation and went on another purchase since.
    const video = await createVideo(t, { videoPriceGrosze: 4000 });
    const [voucher] = await t.database.db
      .insert(codes)
      .values({
        code: `BON-POWROT-${video.id}`,
        description: 'Bon',
        discountCashGrosze: 5000,
        usageLimit: 1,
        expiresAt: new Date(createdAt.getTime() + 86_400_000),
        createdAt,
        updatedAt: createdAt,
      })
      .returning();
    const paidWith = {
      videoId: video.id,
      kind: 'video',
      codeId: voucher!.id,
      codeDiscountGrosze: 4000,
      createdAt,
    };
    const returned = await insertOrder(t, {
      userId: first!.id,
      status: 'CANCELED',
      amountGrosze: 0,
      ...paidWith,
    });
    await insertOrder(t, { userId: second!.id, status: 'COMPLETED', amountGrosze: 0, ...paidWith });
    const spent = await restore(returned.extOrderId);
    expect(spent.statusCode).toBe(422);
    expect(spent.json().formError).toEqual({ status: 'commerce.refusal.code_used_up' });
    expect((await orderRow(t, returned.extOrderId)).status).toBe('CANCELED');
  });

  it('refuses bad edits and list filters with 422, and writes nothing', async () => {
    const event = await createEvent(t, adminToken);
    const [buyer] = await quickBuyers(t, 1);
    const { extOrderId } = (await buy(t, buyer!.token, 'event', event.id)).json();
    const before = await orderRow(t, extOrderId);
    const edits = (await auditRows('order.edit')).length;

    const bad = await call('PUT', `/api/payments/${extOrderId}`, adminToken, {
      status: 'WAITING_FOR_REFUND',
      country: 'XX',
      expiration_date: '2026-02-30 10:00',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().formError).toEqual({
      status: 'form.validate.payment_status',
      country: 'form.validate.country',
      expiration_date: 'form.validate.date',
    });
    const unknown = await call('PUT', '/api/payments/nie-ma-takiego', adminToken, {
      status: 'CANCELED',
      country: 'PL',
    });
    expect(unknown.statusCode).toBe(404);
    expect(await orderRow(t, extOrderId)).toEqual(before);
    expect((await auditRows('order.edit')).length).toBe(edits);

    const lists: Array<[string, Record<string, string>]> = [
      ['date_from=2026-03-31&date_to=2026-03-01', { date_from: 'form.validate.date_range' }],
      ['date_from=2026-02-30&date_to=2026-03-01', { date_from: 'form.validate.date' }],
      [`${MARCH}&status=DONE`, { status: 'form.validate.payment_status' }],
      ['date_to=2026-03-01', { date_from: 'form.validate.date' }],
    ];
    for (const [query, formError] of lists) {
      const response = await call('GET', `/api/payments/?${query}`, adminToken);
      expect(response.statusCode, query).toBe(422);
      expect(response.json().formError, query).toEqual(formError);
    }
  });

  it('cancels an unfinished order at PayU first, which frees its ticket; a paid or granted one stays', async () => {
    const event = await createEvent(t, adminToken, { available_tickets: 1 });
    const [first, second] = await quickBuyers(t, 2);
    const { extOrderId, payu } = (await buy(t, first!.token, 'event', event.id)).json();
    expect((await buy(t, second!.token, 'event', event.id)).json().formError.product).toBe(
      'commerce.refusal.no_tickets',
    );

    const deleted = await call('DELETE', `/api/payments/${extOrderId}`, adminToken);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect(await orderRow(t, extOrderId)).toMatchObject({
      status: 'CANCELED',
      reservedUntil: null,
      nextCheckAt: null,
    });
    expect((await t.app.deps.payu.retrieveOrder(payu.orderId))?.status).toBe('CANCELED');
    const canceled = await orderRow(t, extOrderId);
    const [audit] = (await auditRows('order.cancel')).filter((row) => row.entityId === String(canceled.id));
    expect(audit).toMatchObject({
      actorUserId: adminId,
      changes: { before: { status: 'PENDING' }, after: { status: 'CANCELED' } },
    });
    expect((await buy(t, second!.token, 'event', event.id)).statusCode).toBe(201);

    const paid = await insertOrder(t, {
      userId: first!.id,
      eventId: event.id,
      status: 'COMPLETED',
      createdAt: t.clock.now(),
    });
    const granted = await insertOrder(t, {
      userId: first!.id,
      eventId: event.id,
      status: 'PENDING',
      grantedByUserId: adminId,
      createdAt: t.clock.now(),
    });
    for (const order of [canceled, paid, granted]) {
      const refused = await call('DELETE', `/api/payments/${order.extOrderId}`, adminToken);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().formError).toEqual({ status: 'form.validate.payment_status' });
      expect(await orderRow(t, order.extOrderId)).toEqual(order);
    }
    expect((await call('DELETE', '/api/payments/nie-ma-takiego', adminToken)).statusCode).toBe(404);
  });

  it('records the administrator’s cancellation even when PayU’s notification of it lands first', async () => {
    const event = await createEvent(t, adminToken);
    const [buyer] = await quickBuyers(t, 1);
    const { extOrderId } = (await buy(t, buyer!.token, 'event', event.id)).json();
    const payu = t.app.deps.payu;
    const cancelAtPayu = payu.cancelOrder.bind(payu);
    payu.cancelOrder = async (orderId) => {
      await cancelAtPayu(orderId);
      await vi.waitUntil(async () => (await orderRow(t, extOrderId)).status === 'CANCELED', {
        timeout: 5000,
      });
    };
    try {
      expect((await call('DELETE', `/api/payments/${extOrderId}`, adminToken)).statusCode).toBe(204);
    } finally {
      payu.cancelOrder = cancelAtPayu;
    }
    const canceled = await orderRow(t, extOrderId);
    expect(canceled.status).toBe('CANCELED');
    const audits = (await auditRows('order.cancel')).filter((row) => row.entityId === String(canceled.id));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorUserId: adminId,
      changes: { before: { status: 'PENDING' }, after: { status: 'CANCELED' } },
    });
  });

  it('answers 503 and changes nothing when PayU cannot cancel the order', async () => {
    const event = await createEvent(t, adminToken);
    const [buyer] = await quickBuyers(t, 1);
    const order = await insertOrder(t, {
      userId: buyer!.id,
      eventId: event.id,
      status: 'PENDING',
      payuOrderId: `UNKNOWN${event.id}`,
      createdAt: t.clock.now(),
    });
    const response = await call('DELETE', `/api/videopayments/${order.extOrderId}`, adminToken);
    expect(response.statusCode).toBe(503);
    expect(response.json().code).toBe('PAYMENT_UNAVAILABLE');
    expect(await orderRow(t, order.extOrderId)).toEqual(order);
  });

  it('grants access by e-mail: a completed order in the administrator’s name, a receipt, an audit row', async () => {
    const video = await createVideo(t, { videoPriceGrosze: 2990 });
    const [viewer] = await quickBuyers(t, 1);
    const user = await userRow(viewer!.id);
    const response = await call('POST', `/api/videopayments/free/${video.id}`, adminToken, {
      userval: `  ${user.email.toUpperCase()} `,
      priceIncluded: true,
    });
    expect(response.statusCode).toBe(201);
    const answer = response.json();
    expect(answer).toMatchObject({
      status: 'COMPLETED',
      amount: 29.9,
      orderId: null,
      productType: 'video',
      video_id: video.id,
      user_id: user.id,
      email: user.email,
      description: `Dostęp przyznany: ${video.title}`,
      hand_granted: true,
      refunded: 0,
    });
    expect(await orderRow(t, answer.extOrderId)).toMatchObject({
      grantedByUserId: adminId,
      amountGrosze: 2990,
      expirationDate: null,
    });
    expect(await receipts(user.email)).toBe(1);
    const [audit] = (await auditRows('order.grant')).filter((row) => row.entityId === String(answer.id));
    expect(audit).toMatchObject({
      actorUserId: adminId,
      changes: { before: null, after: { status: 'COMPLETED', user_id: user.id, amount_grosze: 2990 } },
    });
    const play = await call('GET', `/api/playback/video/${video.id}`, viewer!.token);
    expect(play.statusCode).toBe(200);

    const event = await createEvent(t, adminToken);
    const free = await call('POST', `/api/payments/free/${event.id}`, adminToken, { userval: user.email });
    expect(free.statusCode).toBe(201);
    expect(free.json()).toMatchObject({ amount: 0, productType: 'event', hand_granted: true });
    // A hand-granted order is not cancelled from the panel.
    const cancel = await call('DELETE', `/api/payments/${free.json().extOrderId}`, adminToken);
    expect(cancel.json().formError).toEqual({ status: 'form.validate.payment_status' });
  });

  it('refuses a grant to an unknown account, to a holder or payer, and past the last ticket', async () => {
    const event = await createEvent(t, adminToken, { available_tickets: 1 });
    const [holder, other, gone] = await quickBuyers(t, 3);
    expect((await buy(t, holder!.token, 'event', event.id)).statusCode).toBe(201);
    await t.database.db.update(users).set({ roleId: 5 }).where(eq(users.id, gone!.id));
    const email = async (id: number) => (await userRow(id)).email;
    const ordersBefore = await orderCount(t);
    const grants = (await auditRows('order.grant')).length;
    const cases: Array<[string, unknown, Record<string, string>]> = [
      ['unknown', { userval: 'nikt@example.com' }, { userval: 'form.validate.user_unknown' }],
      ['deleted', { userval: await email(gone!.id) }, { userval: 'form.validate.user_unknown' }],
      ['pays now', { userval: await email(holder!.id) }, { userval: 'form.validate.already_held' }],
      ['sold out', { userval: await email(other!.id) }, { userval: 'commerce.refusal.no_tickets' }],
      ['not an e-mail', { userval: 'nie-email' }, { userval: 'form.validate.email' }],
    ];
    for (const [name, payload, formError] of cases) {
      const response = await call('POST', `/api/payments/free/${event.id}`, adminToken, payload);
      expect(response.statusCode, name).toBe(422);
      expect(response.json().formError, name).toEqual(formError);
    }
    const video = await createVideo(t);
    const granted = { userval: await email(other!.id) };
    expect((await call('POST', `/api/videopayments/free/${video.id}`, adminToken, granted)).statusCode).toBe(
      201,
    );
    const twice = await call('POST', `/api/videopayments/free/${video.id}`, adminToken, granted);
    expect(twice.json().formError).toEqual({ userval: 'form.validate.already_held' });
    expect(await orderCount(t)).toBe(ordersBefore + 1);
    expect((await auditRows('order.grant')).length).toBe(grants + 1);
    expect((await call('POST', '/api/payments/free/999999', adminToken, granted)).statusCode).toBe(404);
  });

  it('keeps every back-office route to administrators, and an order to its buyer', async () => {
    const event = await createEvent(t, adminToken);
    const video = await createVideo(t);
    const [buyer, stranger] = await quickBuyers(t, 2);
    const { extOrderId } = (await buy(t, buyer!.token, 'event', event.id)).json();
    const before = await orderRow(t, extOrderId);
    const standardToken = await sessionOf(t.app, 'standard');
    const premiumToken = await sessionOf(t.app, 'premium');
    const edit = { status: 'COMPLETED', country: 'PL' };
    const grant = { userval: DEMO_ACCOUNTS.standard.email };
    const refund = { amount: 10, reason: 'Zwrot' };
    const routes: Array<['GET' | 'POST' | 'PUT' | 'DELETE', string, unknown?]> = [
      ['GET', `/api/payments/?${MARCH}`],
      ['GET', `/api/videopayments/?${MARCH}`],
      ['GET', `/api/payments/event/${event.id}`],
      ['GET', `/api/videopayments/video/${video.id}`],
      ['PUT', `/api/payments/${extOrderId}`, edit],
      ['PUT', `/api/videopayments/${extOrderId}`, edit],
      ['DELETE', `/api/payments/${extOrderId}`],
      ['DELETE', `/api/videopayments/${extOrderId}`],
      ['POST', `/api/payments/free/${event.id}`, grant],
      ['POST', `/api/videopayments/free/${video.id}`, grant],
      ['POST', `/api/payments/${extOrderId}/refunds`, refund],
      ['POST', `/api/videopayments/${extOrderId}/refunds`, refund],
    ];
    for (const [method, url, payload] of routes) {
      expect((await call(method, url, undefined, payload)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, standardToken, payload)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, premiumToken, payload)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, buyer!.token, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await orderRow(t, extOrderId)).toEqual(before);

    const own = await call('GET', `/api/payments/${extOrderId}`, buyer!.token);
    expect(own.statusCode).toBe(200);
    expect(own.json()).not.toHaveProperty('history');
    expect(own.json()).not.toHaveProperty('customer_ip');
    expect((await call('GET', `/api/payments/${extOrderId}`, stranger!.token)).statusCode).toBe(404);
    const admin = await call('GET', `/api/videopayments/${extOrderId}`, adminToken);
    expect(admin.json()).toMatchObject({ extOrderId, refunds: [], history: [], hand_granted: false });
  });
});
