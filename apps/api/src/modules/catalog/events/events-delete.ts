import { EVENT_V } from '@scena/shared/catalog/events';
import type { AppDeps } from '../../../deps';
import { writeAudit } from '../../../lib/audit';
import { invalidField, notFound } from '../../../lib/errors';
import { EVENTS_CACHE_PREFIX } from '../../product-access';
import { countOrdersOfEvent, deleteEventRow, findEventById } from './events.repository';

/**
 * DELETE /api/events/{id} (admin): with its translations. An event with orders stays (orders are kept for
 * accounting): 422 'form.validate.event_has_orders'. The foreign key decides a race with a new order.
 */
export async function deleteEvent(deps: AppDeps, actorUserId: number, id: number): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    if (!(await findEventById(tx, id))) throw notFound();
    if ((await countOrdersOfEvent(tx, id)) > 0) throw invalidField('id', EVENT_V.hasOrders);
    const row = await deleteEventRow(tx, id);
    if (row === 'has_orders') throw invalidField('id', EVENT_V.hasOrders);
    if (!row) throw notFound();
    await writeAudit(tx, {
      actorUserId,
      action: 'event.delete',
      entity: 'event',
      entityId: id,
      data: { title: row.title, slug: row.slug },
      now,
    });
  });
  await deps.cache.invalidate(EVENTS_CACHE_PREFIX);
}
