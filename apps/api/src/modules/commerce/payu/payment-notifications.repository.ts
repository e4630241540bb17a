import type { Db } from '../../../db/client';
import { paymentNotifications } from '../../../db/schema';

export async function recordNotification(db: Db, values: typeof paymentNotifications.$inferInsert) {
  await db.insert(paymentNotifications).values(values);
}
