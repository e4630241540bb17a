import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, codes, mailOutbox } from '../../src/db/schema';
import { createTestApp, sessionOf, type TestApp } from '../helpers';
import {
  PURCHASE,
  buy,
  call as callAs,
  createEvent,
  createVideo,
  orderRow,
  quickBuyers,
  untilStatus,
} from './support';

describe('refunding a gift or a group ticket whose codes were used (admin)', () => {
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
      group_min_units: 2,
      group_max_units: 8,
      group_one_free: false,
      group_discount: 0,
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

  const detail = async (extOrderId: string) =>
    (await call('GET', `/api/payments/${extOrderId}`, adminToken)).json();
  const ticketsLeft = async (eventId: number) =>
    (await call('GET', `/api/events/${eventId}`, adminToken)).json().ticketsLeft as number | null;
  const redeem = async (
    user: { id: number; token: string },
    code: string,
    kind: 'event' | 'video',
    id: number,
  ) => {
    expect((await call('POST', `/api/users/${user.id}/codes`, user.token, { code })).statusCode).toBe(201);
    return buy(t, user.token, kind, id);
  };

  /** A paid group ticket of 3 for a 4-ticket event; one pupil has come in with a code, one only activated one. */
  async function groupWithOneUse() {
    const event = await createEvent(t, adminToken, { event_price: '25', available_tickets: '4' });
    const [teacher, pupil, other] = await quickBuyers(t, 3);
    const bought = (
      await call('POST', '/api/groupTickets/', teacher!.token, {
        ...PURCHASE,
        productSlug: `event-${event.id}-3`,
      })
    ).json();
    await pay(bought.payu.redirectUri);
    await untilStatus(t, bought.extOrderId, 'COMPLETED');
    const made = (await call('GET', `/api/groupTickets/${bought.extOrderId}`, teacher!.token)).json().codes;
    const ticket = (await redeem(pupil!, made[0].code, 'event', event.id)).json();
    expect(ticket.status).toBe('COMPLETED');
    expect(
      (await call('POST', `/api/users/${other!.id}/codes`, other!.token, { code: made[1].code })).statusCode,
    ).toBe(201);
    return {
      event,
      group: bought.extOrderId as string,
      pupil: pupil!,
      ticket: ticket.extOrderId as string,
      made,
    };
  }

  it("the order's detail names each use of its codes: who, on what, and what they paid themselves", async () => {
    const { event, group, ticket, made } = await groupWithOneUse();
    const read = await detail(group);
    expect(read.code_uses).toEqual([
      {
        code: made[0].code,
        extOrderId: ticket,
        user_id: expect.any(Number),
        firstname: 'Kupujący',
        lastname: expect.stringMatching(/^Numer/),
        title: event.title,
        product_path: expect.stringContaining('/wydarzenie/'),
        amount: 0,
        status: 'COMPLETED',
        created_at: expect.any(String),
      },
    ]);
    // The made codes: which is used or ended, and who activated each (as the lists show them).
    expect(read.made_codes).toEqual([
      { code: made[0].code, used: true, expired: false, expires_at: expect.any(String) },
      { code: made[1].code, used: false, expired: false, expires_at: expect.any(String) },
      { code: made[2].code, used: false, expired: false, expires_at: expect.any(String) },
    ]);
    expect(read.codes.filter((code: { role: string }) => code.role === 'made')).toHaveLength(3);
    // A ticket's own detail has no codes of its own to follow.
    expect((await detail(ticket)).code_uses).toEqual([]);
  });

  it('a refund that withdraws the access cancels the orders paid with the codes when PayU finalizes it', async () => {
    const { event, group, ticket, made } = await groupWithOneUse();
    expect(await ticketsLeft(event.id)).toBe(1);

    const refund = await call('POST', `/api/payments/${group}/refunds`, adminToken, {
      reason: 'Klasa nie przyjdzie',
      withdraw_access: true,
    });
    expect(refund.statusCode).toBe(201);
    expect(refund.json().refunds).toEqual([expect.objectContaining({ withdraw_access: true })]);
    await untilStatus(t, group, 'REFUNDED');
    await untilStatus(t, ticket, 'CANCELED');

    // Every ticket is back: the group's and the pupil's.
    expect(await ticketsLeft(event.id)).toBe(4);
    const [usedCode] = await t.database.db.select().from(codes).where(eq(codes.code, made[0].code));
    expect(usedCode!.expiresAt.getTime()).toBeLessThanOrEqual(t.clock.now().getTime());
    // The withdrawn order says who withdrew it and why, in its history.
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'order.withdraw'),
          eq(auditLog.entityId, String((await orderRow(t, ticket)).id)),
        ),
      );
    expect(row).toMatchObject({
      actorUserId: expect.any(Number),
      changes: { before: { status: 'COMPLETED' }, after: { status: 'CANCELED' } },
      data: { code: made[0].code, source_order: group },
    });
    const after = await detail(group);
    expect(after.code_uses).toEqual([]);
    expect(after.made_codes.every((code: { expired: boolean }) => code.expired)).toBe(true);
    // The pupil is told, in their language, what they lost and why; nobody else who held a code is.
    const [told] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.to, (await orderRow(t, ticket)).buyerEmail),
          eq(mailOutbox.kind, 'access_withdrawn'),
        ),
      );
    expect(told!.subject).toBe(`Dostęp odebrany: ${event.title}`);
    expect(told!.text).toContain(made[0].code);
    expect(told!.text).toContain('zostało zwrócone');
    const all = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'access_withdrawn'));
    expect(all).toHaveLength(1);
  });

  it('without the choice, or for a use the user also paid for, the access stays', async () => {
    const { group, ticket } = await groupWithOneUse();
    await call('POST', `/api/payments/${group}/refunds`, adminToken, { reason: 'Zwrot bez odbierania' });
    await untilStatus(t, group, 'REFUNDED');
    expect((await orderRow(t, ticket)).status).toBe('COMPLETED');

    // A 60 zł gift for any product on an 80 zł recording: the friend pays 20 zł on top.
    const video = await createVideo(t, { videoPriceGrosze: 8000 });
    const [giver, friend] = await quickBuyers(t, 2);
    const gift = (
      await call('POST', '/api/gifts/', giver!.token, { ...PURCHASE, productSlug: 'any' })
    ).json();
    await pay(gift.payu.redirectUri);
    await untilStatus(t, gift.extOrderId, 'COMPLETED');
    const code = (await call('GET', `/api/gifts/${gift.extOrderId}`, giver!.token)).json().codes[0].code;
    const rental = (await redeem(friend!, code, 'video', video.id)).json();
    await pay(rental.payu.redirectUri);
    await untilStatus(t, rental.extOrderId, 'COMPLETED');
    expect((await detail(gift.extOrderId)).code_uses).toEqual([
      expect.objectContaining({ code, extOrderId: rental.extOrderId, amount: 20, status: 'COMPLETED' }),
    ]);

    await call('POST', `/api/payments/${gift.extOrderId}/refunds`, adminToken, {
      reason: 'Zwrot prezentu',
      withdraw_access: true,
    });
    await untilStatus(t, gift.extOrderId, 'REFUNDED');
    expect((await orderRow(t, rental.extOrderId)).status).toBe('COMPLETED');
    expect((await call('GET', `/api/playback/video/${video.id}`, friend!.token)).statusCode).toBe(200);
  });

  it('refuses a choice that is not yes or no with 422, writing nothing', async () => {
    const { group } = await groupWithOneUse();
    const response = await call('POST', `/api/payments/${group}/refunds`, adminToken, {
      reason: 'Zwrot',
      withdraw_access: 'tak',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().formError).toEqual({ withdraw_access: 'form.validate.required' });
    expect((await detail(group)).refunds).toEqual([]);
  });
});
