import { eventEnd, eventStart } from '@scena/shared/catalog/event-timing';
import { EVENT_V, slugFromTitle, slugWithSuffix, type TEventFormOutput } from '@scena/shared/catalog/events';
import { V } from '@scena/shared';
import type { Db } from '../../../db/client';
import { invalidField } from '../../../lib/errors';
import { sanitizeEmbedHtml } from '../../../lib/sanitize-html';
import { findEventBySlug, listSlugsLike, videoExists, type NewEventValues } from './events.repository';

/**
 * The row values of a valid event form: the slug (given, or generated from the title with the first free
 * suffix), the instants computed from the Warsaw wall clock (DST-aware, eventStart/eventEnd), the chat embed
 * sanitized down to iframes of the allowed hosts. Refuses a missing video, a taken slug and an embed code
 * without any allowed iframe with 422.
 */
export async function eventValuesFromForm(
  db: Db,
  form: TEventFormOutput,
  now: Date,
  exceptId?: number,
): Promise<NewEventValues> {
  if (!(await videoExists(db, form.video_id))) throw invalidField('video_id', V.wrong);
  const slug = await chooseSlug(db, form, exceptId);
  const schedule = {
    date_from: form.date_from,
    date_to: form.date_to,
    time_from: form.time_from,
    time_to: form.time_to,
    full_day: form.full_day,
  };
  // An embed code of which nothing survives is refused rather than silently dropped.
  const chat = form.vimeo_chat ? sanitizeEmbedHtml(form.vimeo_chat) : '';
  if (form.vimeo_chat && !chat) throw invalidField('vimeo_chat', V.wrong);
  return {
    title: form.title,
    subtitle: form.subtitle ?? null,
    slug,
    eventPriceGrosze: form.event_price,
    dateFrom: form.date_from,
    dateTo: form.date_to,
    timeFrom: form.time_from,
    timeTo: form.time_to,
    startsAt: eventStart(schedule),
    endsAt: eventEnd(schedule),
    fullDay: form.full_day,
    hideTimeTo: form.hide_time_to,
    published: form.published,
    videoId: form.video_id,
    availableTickets: form.available_tickets,
    isFestival: form.is_festival,
    dashboardHidden: form.dashboard_hidden,
    vimeoChat: chat || null,
    enableTickets: form.enable_tickets,
    enableCodes: form.enable_codes,
    shareTeatrlink: form.share_teatrlink,
    updatedAt: now,
  };
}

async function chooseSlug(db: Db, form: TEventFormOutput, exceptId?: number): Promise<string> {
  if (form.slug) {
    const other = await findEventBySlug(db, form.slug);
    if (other && other.id !== exceptId) throw invalidField('slug', EVENT_V.slugTaken);
    return form.slug;
  }
  const base = slugFromTitle(form.title);
  const taken = new Set(await listSlugsLike(db, base, exceptId));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = slugWithSuffix(base, n);
    if (!taken.has(candidate)) return candidate;
  }
}
