import type { AppDeps } from '../../../deps';
import type { Db } from '../../../db/client';
import type { OrderRow } from '../../../db/schema';
import { eventReminderMail } from './order-mails';
import { orderMailInput } from './order-product';

/** The reminder of a bought event's start, in the caller's transaction (commerce-jobs.ts sends them). */
export async function enqueueEventReminder(deps: Pick<AppDeps, 'env' | 'mail'>, db: Db, order: OrderRow) {
  const input = await orderMailInput(deps, db, order);
  if (input) await deps.mail.enqueue(db, { ...eventReminderMail(input), kind: 'event_reminder' });
}
