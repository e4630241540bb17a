import type { z } from 'zod';
import type {
  TEventTranslation,
  ZEventTranslationCreate,
  ZEventTranslationUpdate,
} from '@scena/shared/catalog/events';
import { TRANSLATION_V } from '@scena/shared/catalog/translations';
import { V } from '@scena/shared';
import type { AppDeps } from '../../../deps';
import type { Db } from '../../../db/client';
import { writeAudit } from '../../../lib/audit';
import { invalidField, notFound } from '../../../lib/errors';
import { eventTranslationDto } from './events-dto';
import { EVENTS_CACHE_PREFIX } from './events-read';
import {
  deleteEventTranslationRow,
  findEventById,
  findEventTranslation,
  insertEventTranslation,
  listEventTranslationsOf,
  updateEventTranslationRow,
} from './events.repository';

/** Event translations (admin-content.md §7): the five calls of /api/translations/event and the event's list. */

/** GET /api/events/{id}/translations (admin). */
export async function listTranslationsOfEvent(db: Db, eventId: number): Promise<TEventTranslation[]> {
  if (!(await findEventById(db, eventId))) throw notFound();
  return (await listEventTranslationsOf(db, [eventId])).map(eventTranslationDto);
}

/** GET /api/translations/event/{id} (admin). */
export async function getEventTranslation(db: Db, id: number): Promise<TEventTranslation> {
  const row = await findEventTranslation(db, id);
  if (!row) throw notFound();
  return eventTranslationDto(row);
}

/** POST /api/translations/event (admin): one per event and language. */
export async function createEventTranslation(
  deps: AppDeps,
  actorUserId: number,
  input: z.output<typeof ZEventTranslationCreate>,
): Promise<TEventTranslation> {
  const now = deps.clock.now();
  const translation = await deps.db.transaction(async (tx) => {
    if (!(await findEventById(tx, input.event_id))) throw invalidField('event_id', V.wrong);
    const row = await insertEventTranslation(tx, {
      eventId: input.event_id,
      languageCode: input.language_code,
      title: input.title ?? null,
      subtitle: input.subtitle ?? null,
      now,
    });
    if (row === 'exists') throw invalidField('language_code', TRANSLATION_V.translationExists);
    await writeAudit(tx, {
      actorUserId,
      action: 'event_translation.create',
      entity: 'event_translation',
      entityId: row.id,
      data: { event_id: row.eventId, language_code: row.languageCode, title: row.title },
      now,
    });
    return row;
  });
  await deps.cache.invalidate(EVENTS_CACHE_PREFIX);
  return eventTranslationDto(translation);
}

/** PUT /api/translations/event/{id} (admin): language, title and subtitle; the event stays. */
export async function updateEventTranslation(
  deps: AppDeps,
  actorUserId: number,
  id: number,
  input: z.output<typeof ZEventTranslationUpdate>,
): Promise<TEventTranslation> {
  const now = deps.clock.now();
  const translation = await deps.db.transaction(async (tx) => {
    const row = await updateEventTranslationRow(tx, id, {
      languageCode: input.language_code,
      title: input.title ?? null,
      subtitle: input.subtitle ?? null,
      now,
    });
    if (row === 'exists') throw invalidField('language_code', TRANSLATION_V.translationExists);
    if (!row) throw notFound();
    await writeAudit(tx, {
      actorUserId,
      action: 'event_translation.update',
      entity: 'event_translation',
      entityId: id,
      data: { event_id: row.eventId, language_code: row.languageCode, title: row.title },
      now,
    });
    return row;
  });
  await deps.cache.invalidate(EVENTS_CACHE_PREFIX);
  return eventTranslationDto(translation);
}

/** DELETE /api/translations/event/{id} (admin). */
export async function deleteEventTranslation(deps: AppDeps, actorUserId: number, id: number): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const row = await deleteEventTranslationRow(tx, id);
    if (!row) throw notFound();
    await writeAudit(tx, {
      actorUserId,
      action: 'event_translation.delete',
      entity: 'event_translation',
      entityId: id,
      data: { event_id: row.eventId, language_code: row.languageCode },
      now,
    });
  });
  await deps.cache.invalidate(EVENTS_CACHE_PREFIX);
}
