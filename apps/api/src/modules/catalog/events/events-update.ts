import { EVENT_V, type TAdminEvent, type TEventFormOutput } from '@scena/shared/catalog/events';
import type { AppDeps } from '../../../deps';
import { writeAudit } from '../../../lib/audit';
import { invalidField, notFound } from '../../../lib/errors';
import { eventValuesFromForm } from './events-form';
import { EVENTS_CACHE_PREFIX } from '../../product-access';
import { loadAdminEvent } from './events-read';
import { findEventById, updateEventRow } from './events.repository';

/** PUT /api/events/{id} (admin): the whole form; an empty slug is generated again from the title. */
export async function updateEvent(
  deps: AppDeps,
  actorUserId: number,
  id: number,
  form: TEventFormOutput,
): Promise<TAdminEvent> {
  const now = deps.clock.now();
  const answer = await deps.db.transaction(async (tx) => {
    if (!(await findEventById(tx, id))) throw notFound();
    const values = await eventValuesFromForm(tx, form, now, id);
    const row = await updateEventRow(tx, id, values);
    if (row === 'slug_taken') throw invalidField('slug', EVENT_V.slugTaken);
    if (!row) throw notFound();
    await writeAudit(tx, {
      actorUserId,
      action: 'event.update',
      entity: 'event',
      entityId: id,
      data: { title: row.title, slug: row.slug, video_id: row.videoId },
      now,
    });
    return loadAdminEvent(tx, row, now);
  });
  await deps.cache.invalidate(EVENTS_CACHE_PREFIX);
  return answer;
}
