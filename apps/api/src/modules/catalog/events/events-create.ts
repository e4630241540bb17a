import { EVENT_V, type TAdminEvent, type TEventFormOutput } from '@scena/shared/catalog/events';
import type { AppDeps } from '../../../deps';
import { writeAudit } from '../../../lib/audit';
import { invalidField } from '../../../lib/errors';
import { eventValuesFromForm } from './events-form';
import { EVENTS_CACHE_PREFIX } from '../../product-access';
import { loadAdminEvent } from './events-read';
import { insertEvent } from './events.repository';

/** POST /api/events/ (admin). */
export async function createEvent(
  deps: AppDeps,
  actorUserId: number,
  form: TEventFormOutput,
): Promise<TAdminEvent> {
  const now = deps.clock.now();
  const answer = await deps.db.transaction(async (tx) => {
    const values = await eventValuesFromForm(tx, form, now);
    const row = await insertEvent(tx, { ...values, createdAt: now });
    if (row === 'slug_taken') throw invalidField('slug', EVENT_V.slugTaken);
    await writeAudit(tx, {
      actorUserId,
      action: 'event.create',
      entity: 'event',
      entityId: row.id,
      data: { title: row.title, slug: row.slug, video_id: row.videoId },
      now,
    });
    return loadAdminEvent(tx, row, now);
  });
  await deps.cache.invalidate(EVENTS_CACHE_PREFIX);
  return answer;
}
