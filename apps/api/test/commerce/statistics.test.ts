import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { auditLog, codeActivations, codes, events, orders, refunds } from '../../src/db/schema';
import { createTestApp, TEST_START, type TestApp } from '../helpers';
import { demoSession, userWithSession } from '../users/session-fixtures';
import { call as callAs, createEvent, createVideo, insertOrder, quickBuyers } from './support';

/**
 * The statistics (admin-commerce-people.md §7, §9) over orders written straight into the database, each figure
 * computed by hand in the comments. The October week holds the end of summer time (25 October 2026: a 25-hour
 * day); times are UTC, Warsaw is UTC+2 before 01:00 UTC that day and UTC+1 after.
 */
describe('the statistics (/api/statistics/*)', () => {
  let t: TestApp;
  let adminToken: string;
  let eventId: number;
  let videoId: number;
  let otherVideoId: number;

  beforeAll(async () => {
    t = await createTestApp();
    adminToken = (await demoSession(t, 'admin')).token;

    const event = await createEvent(t, adminToken);
    eventId = event.id;
    await t.database.db.update(events).set({ views: 42 }).where(eq(events.id, eventId));
    const video = await createVideo(t, {
      title: `Zażółć gęślą jaźń — ${'bardzo długi tytuł nagrania '.repeat(3)}`,
      addedAt: new Date('2026-11-01T10:00:00Z'),
      views: 10,
    });
    videoId = video.id;
    otherVideoId = (await createVideo(t, { addedAt: new Date('2026-10-01T10:00:00Z'), views: 3 })).id;
    const [a, b, c] = await quickBuyers(t, 3);
    const at = (iso: string) => new Date(iso);
    const order = (createdAt: string, values: Partial<typeof orders.$inferInsert>) =>
      insertOrder(t, { userId: a!.id, eventId, status: 'COMPLETED', createdAt: at(createdAt), ...values });
    const refund = (orderId: number, grosze: number, finalizedAt: string) =>
      t.database.db.insert(refunds).values({
        orderId,
        amountGrosze: grosze,
        reason: 'zwrot',
        status: 'FINALIZED',
        createdAt: at(finalizedAt),
        finalizedAt: at(finalizedAt),
      });

    // 24 October (Warsaw): a ticket of 49,90 and a gift for any product of 150,00 that made one unused code.
    await order('2026-10-24T10:00:00Z', { amountGrosze: 4990 });
    const gift = await order('2026-10-24T12:00:00Z', {
      kind: 'gift',
      eventId: null,
      productSlug: 'any',
      amountGrosze: 15000,
    });
    // 25 October: 01:30 CEST (23:30 UTC the day before) a ticket of 30,00 refunded whole that day;
    const refundedWithin = await order('2026-10-24T23:30:00Z', {
      amountGrosze: 3000,
      status: 'REFUNDED',
      updatedAt: at('2026-10-25T12:00:00Z'),
    });
    await refund(refundedWithin.id, 3000, '2026-10-25T12:00:00Z');
    // a group ticket of 5 (one free) for 200,00 that made 5 codes, two of them redeemed in November;
    const group = await order('2026-10-25T08:00:00Z', {
      kind: 'group_ticket',
      amountGrosze: 20000,
      productQuantity: 5,
      oneFree: true,
    });
    // and at 23:30 CET (22:30 UTC, the 25-hour day) a ticket of 100,00, 20,00 of it refunded on the 26th.
    const partlyRefunded = await order('2026-10-25T22:30:00Z', { amountGrosze: 10000 });
    await refund(partlyRefunded.id, 2000, '2026-10-26T09:00:00Z');
    // 26 October: a rental of 29,90 refunded only on 2 November (after the range), a cancelled one, a free ticket.
    const refundedLater = await order('2026-10-26T10:00:00Z', {
      kind: 'video',
      eventId: null,
      videoId,
      amountGrosze: 2990,
      status: 'REFUNDED',
      updatedAt: at('2026-11-02T10:00:00Z'),
    });
    await refund(refundedLater.id, 2990, '2026-11-02T10:00:00Z');
    await order('2026-10-26T11:00:00Z', {
      kind: 'video',
      eventId: null,
      videoId,
      amountGrosze: 2990,
      status: 'CANCELED',
    });
    await order('2026-10-26T12:00:00Z', { amountGrosze: 0 });
    // Just outside the week: 23:59 CEST on the 23rd, and 00:00 CET on the 27th.
    await order('2026-10-23T21:59:00Z', { amountGrosze: 1000 });
    await order('2026-10-26T23:00:00Z', { kind: 'video', eventId: null, videoId, amountGrosze: 500 });

    const now = at('2026-10-24T12:00:00Z');
    const made = await t.database.db
      .insert(codes)
      .values(
        [
          ...Array.from({ length: 5 }, (_, n) => ({ code: `GRUPA-STAT${n}`, sourceOrderId: group.id })),
          { code: 'PREZENT-STAT', sourceOrderId: gift.id, discountCashGrosze: 15000, discountPercent: null },
        ].map((values) => ({
          description: 'kod',
          discountPercent: 100,
          eventId: values.sourceOrderId === group.id ? eventId : null,
          expiresAt: at('2027-10-24T12:00:00Z'),
          usageLimit: 1,
          createdAt: now,
          updatedAt: now,
          ...values,
        })),
      )
      .returning();
    for (const [buyer, code] of [
      [b!, made[0]!],
      [c!, made[1]!],
    ] as const) {
      await t.database.db
        .insert(codeActivations)
        .values({ codeId: code.id, userId: buyer.id, activatedAt: now });
      await order('2026-11-05T10:00:00Z', { userId: buyer.id, codeId: code.id, amountGrosze: 0 });
    }
    // An activation of a third code whose order was cancelled: the code stays unused.
    await t.database.db
      .insert(codeActivations)
      .values({ codeId: made[2]!.id, userId: a!.id, activatedAt: now });
    await order('2026-11-05T11:00:00Z', { codeId: made[2]!.id, amountGrosze: 0, status: 'CANCELED' });

    // Two completed rentals of the other video, one of this one (the 27th's).
    for (const createdAt of ['2026-09-01T10:00:00Z', '2026-09-02T10:00:00Z']) {
      await order(createdAt, { kind: 'video', eventId: null, videoId: otherVideoId, amountGrosze: 2990 });
    }
  });
  afterAll(() => t.close());

  const get = (url: string, token: string | undefined = adminToken) => callAs(t, 'GET', url, token);

  /** Moves the clock, and signs the administrator in again then (a session lasts 12 hours). */
  async function atTime(time: string | Date) {
    t.clock.set(time);
    adminToken = (await demoSession(t, 'admin')).token;
  }

  it('counts the orders of each Warsaw day of the range, zeros and the 25-hour day included', async () => {
    const response = await get('/api/statistics/orders?from=2026-10-22&to=2026-10-27');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      from: '2026-10-22',
      to: '2026-10-27',
      data: [
        { date: '2026-10-22', count: 0, completed: 0 },
        { date: '2026-10-23', count: 1, completed: 1 },
        { date: '2026-10-24', count: 2, completed: 2 },
        { date: '2026-10-25', count: 3, completed: 2 },
        { date: '2026-10-26', count: 3, completed: 1 },
        { date: '2026-10-27', count: 1, completed: 1 },
      ],
    });
  });

  it('splits the 23-hour day of spring at its Warsaw midnights', async () => {
    const userId = (await quickBuyers(t, 1))[0]!.id;
    const at = (createdAt: string) =>
      insertOrder(t, {
        userId,
        kind: 'video',
        videoId: otherVideoId,
        status: 'PENDING',
        createdAt: new Date(createdAt),
      });
    await at('2026-03-28T22:59:00Z'); // 23:59 CET, the 28th
    await at('2026-03-28T23:00:00Z'); // 00:00 CET, the 29th
    await at('2026-03-29T21:59:00Z'); // 23:59 CEST, the 29th
    await at('2026-03-29T22:00:00Z'); // 00:00 CEST, the 30th
    const response = await get('/api/statistics/orders?from=2026-03-28&to=2026-03-30');
    expect(response.json().data).toEqual([
      { date: '2026-03-28', count: 1, completed: 0 },
      { date: '2026-03-29', count: 2, completed: 0 },
      { date: '2026-03-30', count: 1, completed: 0 },
    ]);
  });

  it('gives each day its income by the revenue rule read at the range end', async () => {
    const response = await get('/api/statistics/income?from=2026-10-24&to=2026-10-26');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual([
      // 49,90 + 150,00
      { date: '2026-10-24', summ: 199.9 },
      // the refunded 30,00 is no income; 200,00 + (100,00 − 20,00)
      { date: '2026-10-25', summ: 280 },
      // the rental refunded after the range end was income within it; the cancelled and the free add nothing
      { date: '2026-10-26', summ: 29.9 },
    ]);
    // Read up to 2 November, the rental's refund falls within the range: no income that day.
    const longer = await get('/api/statistics/income?from=2026-10-24&to=2026-11-02');
    expect(longer.json().data[2]).toEqual({ date: '2026-10-26', summ: 0 });
  });

  it('sums the range’s orders for events, videos and any product by the statistics rules', async () => {
    const response = await get('/api/statistics/paymentsumm?from=2026-10-24&to=2026-10-26');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      from: '2026-10-24',
      to: '2026-10-26',
      // 49,90, 30,00 refunded, the group of 200,00, 100,00 (20,00 refunded), the free one.
      eventsSumm: {
        orders: 5,
        paidOrders: 3,
        codesUsed: 2,
        codesTotal: 5,
        freeCodes: 1,
        sales: 349.9,
        income: 329.9,
        refunds: 50,
      },
      // Refunded after the range (income, no refund within it), and a cancelled one.
      videosSumm: {
        orders: 2,
        paidOrders: 0,
        codesUsed: 0,
        codesTotal: 0,
        freeCodes: 0,
        sales: 0,
        income: 29.9,
        refunds: 0,
      },
      anyProductSumm: {
        orders: 1,
        paidOrders: 1,
        codesUsed: 0,
        codesTotal: 1,
        freeCodes: 0,
        sales: 150,
        income: 150,
        refunds: 0,
      },
    });
    // The days' income adds up to the summaries' income.
    const days = (await get('/api/statistics/income?from=2026-10-24&to=2026-10-26')).json().data as Array<{
      summ: number;
    }>;
    expect(Math.round(days.reduce((sum, day) => sum + day.summ * 100, 0))).toBe(32990 + 2990 + 15000);
  });

  it('defaults to the last 7 days and the current month of Warsaw, as the clock moves', async () => {
    try {
      // 23:30 CET on 26 October.
      await atTime('2026-10-26T22:30:00Z');
      const week = (await get('/api/statistics/orders')).json();
      expect([week.from, week.to]).toEqual(['2026-10-20', '2026-10-26']);
      expect(week.data.map((day: { count: number }) => day.count)).toEqual([0, 0, 0, 1, 2, 3, 3]);
      expect((await get('/api/statistics/income')).json().data.at(-1)).toEqual({
        date: '2026-10-26',
        summ: 29.9,
      });
      const october = (await get('/api/statistics/paymentsumm')).json();
      expect([october.from, october.to]).toEqual(['2026-10-01', '2026-10-31']);
      // The week's five and the 23rd's 10,00; the week's two rentals and the 27th's 5,00.
      expect(october.eventsSumm).toMatchObject({ orders: 6, sales: 359.9, income: 339.9 });
      expect(october.videosSumm).toMatchObject({ orders: 3, sales: 5, income: 34.9 });

      // An hour later it is 27 October in Warsaw.
      await atTime('2026-10-26T23:30:00Z');
      const next = (await get('/api/statistics/orders')).json();
      expect([next.from, next.to]).toEqual(['2026-10-21', '2026-10-27']);
      expect(next.data.at(-1)).toEqual({ date: '2026-10-27', count: 1, completed: 1 });
      // `to` alone moves the end of the default range.
      expect((await get('/api/statistics/orders?to=2026-10-25')).json().from).toBe('2026-10-21');

      // November: the two redeemed codes' free tickets and the cancelled one.
      await atTime('2026-11-10T12:00:00Z');
      const november = (await get('/api/statistics/paymentsumm')).json();
      expect([november.from, november.to]).toEqual(['2026-11-01', '2026-11-30']);
      expect(november.eventsSumm).toMatchObject({ orders: 3, paidOrders: 0, sales: 0, income: 0 });
    } finally {
      await atTime(TEST_START);
    }
  });

  it('sums every order of each event and video so far, with its viewers and views', async () => {
    try {
      await atTime('2026-12-01T12:00:00Z');
      const eventRows = (await get('/api/statistics/events')).json().data as Array<{ id: number }>;
      expect(eventRows.find((row) => row.id === eventId)).toEqual({
        id: eventId,
        title: expect.any(String),
        slug: expect.any(String),
        date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        // The week's five, the 23rd's, two redeemed and one cancelled redemption.
        orders: 9,
        paidOrders: 4,
        codesUsed: 2,
        codesTotal: 5,
        freeCodes: 1,
        sales: 359.9,
        // Both refunds are in the past now: 359,90 − 20,00 (the 30,00 order was refunded whole).
        income: 339.9,
        refunds: 50,
        // Completed tickets: 49,90, 100,00, 10,00, the free one and the two redeemed codes.
        viewers: 6,
        views: 42,
      });
      const videoRows = (await get('/api/statistics/videos')).json().data as Array<{ id: number }>;
      expect(videoRows.find((row) => row.id === videoId)).toMatchObject({
        date: '2026-11-01',
        orders: 3,
        paidOrders: 1,
        sales: 5,
        income: 5,
        refunds: 29.9,
        viewers: 1,
        views: 10,
      });
    } finally {
      await atTime(TEST_START);
    }
  });

  it('counts completed rentals per video, most first', async () => {
    const response = await get('/api/statistics/ordersPerVideo');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { ids: number[]; labels: string[]; data: number[] };
    expect(body.labels).toHaveLength(body.ids.length);
    const other = body.ids.indexOf(otherVideoId);
    const own = body.ids.indexOf(videoId);
    expect([body.data[other], body.data[own]]).toEqual([2, 1]);
    expect(other).toBeLessThan(own);
    // Titles come whole; the chart cuts them.
    expect(body.labels[own]).toMatch(/^Zażółć gęślą jaźń — .{80,}/);
    expect([...body.data]).toEqual([...body.data].sort((x, y) => y - x));
  });

  it('lists views per video with the average per day since it was added', async () => {
    try {
      await atTime('2026-12-01T12:00:00Z');
      const body = (await get('/api/statistics/viewsPerVideo')).json() as {
        ids: number[];
        data: number[];
        created_dates: string[];
        averages: number[];
      };
      const own = body.ids.indexOf(videoId);
      const other = body.ids.indexOf(otherVideoId);
      // 10 views over the 30 days since 1 November; 3 over the 61 days since 1 October.
      expect([body.data[own], body.created_dates[own], body.averages[own]]).toEqual([10, '2026-11-01', 0.33]);
      expect([body.data[other], body.created_dates[other], body.averages[other]]).toEqual([
        3,
        '2026-10-01',
        0.05,
      ]);
      // Added today: divided by 1, not 0.
      await atTime('2026-11-01T20:00:00Z');
      const today = (await get('/api/statistics/viewsPerVideo')).json() as typeof body;
      expect(today.averages[today.ids.indexOf(videoId)]).toBe(10);
    } finally {
      await atTime(TEST_START);
    }
  });

  const RANGED = ['orders', 'income', 'paymentsumm'];
  const ALL = [...RANGED, 'ordersPerVideo', 'viewsPerVideo', 'events', 'videos'];

  async function counts() {
    const [orderRows] = await t.database.db.select({ n: count() }).from(orders);
    const [auditRows] = await t.database.db.select({ n: count() }).from(auditLog);
    return [orderRows!.n, auditRows!.n];
  }

  it.each(RANGED)(
    '/%s refuses a bad range with 422 and the field’s key, and writes nothing',
    async (name) => {
      const before = await counts();
      for (const [query, formError] of [
        ['from=2026-10-26&to=2026-10-24', { from: 'form.validate.date_range' }],
        ['from=26.10.2026', { from: 'form.validate.date_range' }],
        ['to=2026-02-30', { to: 'form.validate.date_range' }],
        ['from=2030-01-01', { from: 'form.validate.date_range' }],
        ['from=2020-01-01&to=2026-10-26', { from: 'form.validate.date_range_too_long' }],
      ] as const) {
        const response = await get(`/api/statistics/${name}?${query}`);
        expect(response.statusCode, `${query}: ${response.body}`).toBe(422);
        expect(response.json().formError).toEqual(formError);
      }
      expect(await counts()).toEqual(before);
    },
  );

  it.each(ALL)('/%s: 401 anonymous, 403 a standard user', async (name) => {
    const anonymous = await get(`/api/statistics/${name}`, '');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('SESSION_EXPIRED');
    const standard = await get(`/api/statistics/${name}`, (await userWithSession(t)).token);
    expect(standard.statusCode).toBe(403);
    expect(standard.json().code).toBe('NOT_ADMIN');
    expect((await get(`/api/statistics/${name}`)).statusCode).toBe(200);
  });
});
