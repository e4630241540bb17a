import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { auditLog, codeActivations, orders, paymentNotifications, users } from '../../../db/schema';
import { holdsStock } from '../../product-access';

/** Who activated the codes, and whether each of them has an order that holds the code (a use). */
export async function listActivationsOf(db: Db, codeIds: number[]) {
  if (codeIds.length === 0) return [];
  return db
    .select({
      codeId: codeActivations.codeId,
      userId: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
      used: sql<boolean>`exists (select 1 from ${orders} where ${orders.userId} = ${codeActivations.userId} and ${orders.codeId} = ${codeActivations.codeId} and ${holdsStock()})`,
    })
    .from(codeActivations)
    .innerJoin(users, eq(codeActivations.userId, users.id))
    .where(inArray(codeActivations.codeId, codeIds))
    .orderBy(asc(codeActivations.activatedAt), asc(codeActivations.id));
}

/** The audit rows of an order (entity 'order'), oldest first, with the actor's name. */
export async function listOrderAudit(db: Db, orderId: number) {
  return db
    .select({ entry: auditLog, firstname: users.firstname, lastname: users.lastname })
    .from(auditLog)
    .leftJoin(users, eq(auditLog.actorUserId, users.id))
    .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, String(orderId))))
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
}

/** PayU's notifications about an order, oldest first. */
export async function listOrderNotifications(db: Db, orderId: number) {
  return db
    .select()
    .from(paymentNotifications)
    .where(eq(paymentNotifications.orderId, orderId))
    .orderBy(asc(paymentNotifications.receivedAt), asc(paymentNotifications.id));
}
