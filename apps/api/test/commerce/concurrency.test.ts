import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, inArray, sum } from 'drizzle-orm';
import { codeActivations, codes, orders } from '../../src/db/schema';
import type { AppDeps } from '../../src/deps';
import type { ProductForSale } from '../../src/modules/product-access/product-for-sale';
import {
  decideReservations,
  insertReservations,
  ReservationBatches,
  type ReservationAsk,
  type ReservationOutcome,
} from '../../src/modules/commerce/orders/reservations';
import { createTestApp, sessionOf, type TestApp } from '../helpers';
import { buy, createEvent, createVideo, quickBuyers } from './support';

const HOLDING = ['PENDING', 'WAITING_FOR_CONFIRMATION', 'COMPLETED', 'WAITING_FOR_REFUND'];

async function holding(t: TestApp, where: ReturnType<typeof eq>) {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(orders)
    .where(and(where, inArray(orders.status, HOLDING)));
  return row!.n;
}

/**
 * The control: the same decision as the app's, but each buyer's alone, without the batch, the transaction or the
 * locks, its reads and its insert apart as code without the lock would do them (the sold-out memo stays as the
 * app's). The yield stands for the round trip between them, which PGlite's in-process queries lack.
 */
class UnguardedReservations extends ReservationBatches {
  override async reserve(
    deps: AppDeps,
    product: ProductForSale,
    ask: ReservationAsk,
  ): Promise<ReservationOutcome> {
    const decisions = await decideReservations(deps.db, product, [ask], deps.clock.now());
    await new Promise((resolve) => setImmediate(resolve));
    const [outcome] = await insertReservations(deps.db, decisions);
    return outcome!;
  }
}

/**
 * A sale rush: many buyers at once for a few tickets (ARCHITECTURE.md §5). The same rush against an app that
 * decides purchases without the lock (the control above) must oversell: that proves this test can fail.
 */
describe.each([
  ['with the lock', 'locked'],
  ['without the lock (must oversell)', 'unguarded'],
] as const)('a rush for the last tickets, %s', (_name, guard) => {
  let t: TestApp;
  let adminToken: string;

  beforeAll(async () => {
    t = await createTestApp({
      listen: true,
      reservations: guard === 'unguarded' ? new UnguardedReservations() : undefined,
    });
    adminToken = await sessionOf(t.app, 'admin');
  });
  afterAll(() => t.close());

  it('300 buyers for 50 tickets', async () => {
    const event = await createEvent(t, adminToken, { available_tickets: 50 });
    const buyers = await quickBuyers(t, 300);
    const answers = await Promise.all(buyers.map((buyer) => buy(t, buyer.token, 'event', event.id)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    const sold = await holding(t, eq(orders.eventId, event.id));
    if (guard === 'unguarded') {
      expect(sold).toBeGreaterThan(50);
      return;
    }
    expect(sold).toBe(50);
    expect(statuses.filter((status) => status === 201)).toHaveLength(50);
    const refused = answers.filter((answer) => answer.statusCode === 422);
    expect(refused).toHaveLength(250);
    for (const answer of refused) expect(answer.json().formError.product).toBe('commerce.refusal.no_tickets');
    const left = (await t.app.inject({ method: 'GET', url: `/external_api/event/${event.id}` })).json();
    expect(left).toMatchObject({ ticketsLeft: 0, ticketsAvailable: false });
    // Three hundred purchases over HTTP on a shared 2-core machine: room for a slow one, not a figure to meet.
  }, 60_000);

  it('one buyer sending the purchase ten times at once gets one order', async () => {
    const event = await createEvent(t, adminToken, { available_tickets: 5 });
    const [buyer] = await quickBuyers(t, 1);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => buy(t, buyer!.token, 'event', event.id)),
    );
    const held = await holding(t, eq(orders.eventId, event.id));
    if (guard === 'unguarded') {
      expect(held).toBeGreaterThan(1);
      return;
    }
    expect(held).toBe(1);
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    for (const answer of answers.filter((answer) => answer.statusCode !== 201)) {
      expect(answer.statusCode).toBe(422);
      expect(answer.json().formError.product).toBe('commerce.refusal.payment_pending');
    }
  });

  it('60 buyers for a code with 7 uses', async () => {
    const video = await createVideo(t, { videoPriceGrosze: 2000 });
    const now = t.clock.now();
    const [code] = await t.database.db
      .insert(codes)
      .values({
        code: `RUSH-${video.id}-${guard}`.slice(0, 30),
        description: 'Rush',
        discountPercent: 100,
        usageLimit: 7,
        expiresAt: new Date(now.getTime() + 86_400_000),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const buyers = await quickBuyers(t, 60);
    await t.database.db
      .insert(codeActivations)
      .values(buyers.map((buyer) => ({ codeId: code!.id, userId: buyer.id, activatedAt: now })));
    const answers = await Promise.all(buyers.map((buyer) => buy(t, buyer.token, 'video', video.id)));
    expect(answers.filter((answer) => answer.statusCode >= 500)).toEqual([]);
    const used = await holding(t, eq(orders.codeId, code!.id));
    if (guard === 'unguarded') {
      expect(used).toBeGreaterThan(7);
      return;
    }
    expect(used).toBe(7);
    // The others pay the full price, or — when the code ran out between their price and their turn — are told so.
    for (const answer of answers) {
      if (answer.statusCode === 422) {
        expect(answer.json().formError.product).toBe('commerce.refusal.code_used_up');
      } else {
        expect(answer.statusCode).toBe(201);
      }
    }
    const full = await t.database.db
      .select({ amount: orders.amountGrosze, codeId: orders.codeId })
      .from(orders)
      .where(eq(orders.videoId, video.id));
    for (const order of full) expect(order.amount).toBe(order.codeId === null ? 2000 : 0);
  });
  it('40 holders of one 50 zł voucher buying a 20 zł recording at once spend at most 50 zł of it', async () => {
    const video = await createVideo(t, { videoPriceGrosze: 2000 });
    const now = t.clock.now();
    const [voucher] = await t.database.db
      .insert(codes)
      .values({
        code: `BON-RUSH-${video.id}-${guard}`.slice(0, 30),
        description: 'Bon',
        discountCashGrosze: 5000,
        usageLimit: 1,
        expiresAt: new Date(now.getTime() + 86_400_000),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const buyers = await quickBuyers(t, 40);
    await t.database.db
      .insert(codeActivations)
      .values(buyers.map((buyer) => ({ codeId: voucher!.id, userId: buyer.id, activatedAt: now })));
    const answers = await Promise.all(buyers.map((buyer) => buy(t, buyer.token, 'video', video.id)));
    expect(answers.filter((answer) => answer.statusCode >= 500)).toEqual([]);
    const [spent] = await t.database.db
      .select({ grosze: sum(orders.codeDiscountGrosze) })
      .from(orders)
      .where(and(eq(orders.codeId, voucher!.id), inArray(orders.status, HOLDING)));
    if (guard === 'unguarded') {
      expect(Number(spent!.grosze)).toBeGreaterThan(5000);
      return;
    }
    expect(Number(spent!.grosze)).toBeLessThanOrEqual(5000);
    for (const answer of answers) {
      if (answer.statusCode === 422) {
        expect(answer.json().formError.product).toBe('commerce.refusal.code_used_up');
      } else {
        expect(answer.statusCode).toBe(201);
      }
    }
    // Every order adds up: what the voucher paid and what is left to pay make the price.
    const made = await t.database.db
      .select({ amount: orders.amountGrosze, discount: orders.codeDiscountGrosze })
      .from(orders)
      .where(eq(orders.videoId, video.id));
    for (const order of made) expect(order.amount + order.discount).toBe(2000);
  });
});
