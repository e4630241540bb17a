import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { codes, refunds } from '../../src/db/schema';
import { createTestApp, sessionOf, type TestApp } from '../helpers';
import { call, insertOrder, quickBuyers } from './support';

/**
 * A refund of a gift lowers what its voucher is worth, and a purchase paid with the voucher spends it: both must
 * hold the voucher's lock, or the buyer spends the 60 zł the theatre is giving back at that moment. The purchase
 * takes it (reservations.ts); this holds it from another connection and shows that the refund waits for it.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('a refund of a gift and a purchase with its voucher', () => {
  let t: TestApp;
  let adminToken: string;
  beforeAll(async () => {
    t = await createTestApp({ listen: true });
    adminToken = await sessionOf(t.app, 'admin');
  });
  afterAll(() => t.close());

  it('take the voucher one after the other: the refund waits while a purchase holds it', async () => {
    const now = t.clock.now();
    const [giver] = await quickBuyers(t, 1);
    const gift = await insertOrder(t, {
      userId: giver!.id,
      status: 'COMPLETED',
      kind: 'gift',
      eventId: null,
      amountGrosze: 6000,
      payuOrderId: `PAYU-GIFT-${now.getTime()}`,
      createdAt: now,
    });
    const [voucher] = await t.database.db
      .insert(codes)
      .values({
        code: `BON-ZWROT-${gift.id}`,
        description: 'Bon',
        discountCashGrosze: 6000,
        usageLimit: 1,
        sourceOrderId: gift.id,
        expiresAt: new Date(now.getTime() + 86_400_000),
        createdAt: now,
        updatedAt: now,
      })
      .returning();

    const purchase = new pg.Client({ connectionString: t.databaseUrl });
    await purchase.connect();
    try {
      await purchase.query('begin');
      await purchase.query('select id from codes where id = $1 for update', [voucher!.id]);
      const refund = call(t, 'POST', `/api/payments/${gift.extOrderId}/refunds`, adminToken, {
        reason: 'Rezygnacja',
      });
      // Twenty looks 50 ms apart, counted: the refund must not be written while the voucher is held.
      for (let look = 0; look < 20; look += 1) {
        const written = await t.database.db.select().from(refunds).where(eq(refunds.orderId, gift.id));
        expect(written).toEqual([]);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await purchase.query('commit');
      const answer = await refund;
      // The PayU stand-in knows no order of that number and refuses the refund (503, the request cancelled):
      // what this shows is only when the request was written.
      expect(answer.statusCode).toBe(503);
      const written = await t.database.db.select().from(refunds).where(eq(refunds.orderId, gift.id));
      expect(written).toHaveLength(1);
    } finally {
      await purchase.end();
    }
  });
});
