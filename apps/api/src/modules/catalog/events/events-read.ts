import { isCountryAllowed, type TGlobalCountryRule } from '@scena/shared/access/country';
import type { TAdminEvent, TEvent, TEventsQuery } from '@scena/shared/catalog/events';
import { ROLE, type Language } from '@scena/shared';
import type { AppDeps } from '../../../deps';
import type { Db } from '../../../db/client';
import type { EventRow, UserRow } from '../../../db/schema';
import { notFound } from '../../../lib/errors';
import {
  EVENTS_CACHE_PREFIX,
  listHeldCodes,
  eventEntitlementItem,
  viewerStateOf,
} from '../../product-access';
import { adminEventDto, publicEventDto, type EventContext, type EventViewer } from './events-dto';
import {
  countTicketsTaken,
  findEventById,
  findEventBySlug,
  listEventRows,
  listEventTranslationsOf,
  listGalleryImagesOf,
  listUserEventOrders,
  listVideoTranslationsOf,
  listVideosByIds,
  type EventFilter,
} from './events.repository';
import { getForTheMinute } from '../../../lib/response-cache';
import { getAppConfig } from '../../settings';

/** Where a signed-in visitor watches from: their country (GeoIP) and the global country switches. */
export interface ViewerPlace {
  country: string;
  rule: TGlobalCountryRule;
}

export type Caller =
  { kind: 'anonymous' } | { kind: 'admin' } | { kind: 'user'; user: UserRow; country: string };

/** `country` is the request's (deps.geo); it matters only for a signed-in visitor's access. */
export function callerOf(user: UserRow | undefined | null, country: string): Caller {
  if (!user) return { kind: 'anonymous' };
  return user.roleId === ROLE.admin ? { kind: 'admin' } : { kind: 'user', user, country };
}

/** The caller's country and the configuration's access_only_poland / access_only_europe switches. */
export async function placeOf(db: Db, country: string): Promise<ViewerPlace> {
  const config = await getAppConfig(db);
  return {
    country,
    rule: { access_only_poland: config.access_only_poland, access_only_europe: config.access_only_europe },
  };
}

/** The video, translations, gallery and tickets taken of each event, by event id. */
async function loadContexts(db: Db, rows: EventRow[]): Promise<Map<number, EventContext>> {
  const eventIds = rows.map((row) => row.id);
  const videoIds = [...new Set(rows.map((row) => row.videoId))];
  // One after another: `db` may be a transaction, whose single connection cannot run queries side by side.
  const videoRows = await listVideosByIds(db, videoIds);
  const translations = await listEventTranslationsOf(db, eventIds);
  const videoTranslations = await listVideoTranslationsOf(db, videoIds);
  const taken = await countTicketsTaken(db, eventIds);
  const galleryIds = [
    ...new Set(videoRows.map((video) => video.galleryId).filter((id): id is number => id !== null)),
  ];
  const images = await listGalleryImagesOf(db, galleryIds);
  const contexts = new Map<number, EventContext>();
  for (const row of rows) {
    const video = videoRows.find((candidate) => candidate.id === row.videoId);
    if (!video) continue;
    contexts.set(row.id, {
      video,
      translations: translations.filter((translation) => translation.eventId === row.id),
      videoTranslations: videoTranslations.filter((translation) => translation.videoId === video.id),
      galleryImages: images.filter((image) => image.galleryId === video.galleryId),
      ticketsTaken: taken.get(row.id) ?? 0,
    });
  }
  return contexts;
}

/** The viewer's state (viewerStateOf) and the country block, per event. */
async function loadViewers(
  db: Db,
  user: UserRow,
  rows: EventRow[],
  contexts: Map<number, EventContext>,
  now: Date,
  place: ViewerPlace,
): Promise<Map<number, EventViewer>> {
  const orders = await listUserEventOrders(
    db,
    user.id,
    rows.map((row) => row.id),
  );
  const codes = await listHeldCodes(db, user.id, now);
  const viewers = new Map<number, EventViewer>();
  for (const row of rows) {
    const context = contexts.get(row.id);
    if (!context) continue;
    viewers.set(row.id, {
      ...viewerStateOf({
        now,
        user,
        item: eventEntitlementItem(row, context.video),
        product: {
          type: 'event',
          id: row.id,
          priceGrosze: row.eventPriceGrosze,
          takesCodes: row.enableCodes,
        },
        orders: orders.filter((order) => order.eventId === row.id),
        codes,
      }),
      countryBlocked: !isCountryAllowed(context.video.restrictedAccess, place.country, place.rule),
    });
  }
  return viewers;
}

function filterOf(query: TEventsQuery, now: Date, caller: Caller): EventFilter {
  const admin = caller.kind === 'admin';
  return {
    ...(query.date_from || query.date_to
      ? { dateFrom: query.date_from, dateTo: query.date_to }
      : { notEndedAt: now }),
    videoId: query.video_id,
    festival: query.festival,
    publishedOnly: !admin,
    withDashboardHidden: admin,
  };
}

async function answerList(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  caller: Caller,
  query: TEventsQuery,
  language: Language,
): Promise<TEvent[] | TAdminEvent[]> {
  const now = deps.clock.now();
  const rows = await listEventRows(deps.db, filterOf(query, now, caller));
  const contexts = await loadContexts(deps.db, rows);
  const present = rows.filter((row) => contexts.has(row.id));
  if (caller.kind === 'admin') return present.map((row) => adminEventDto(row, contexts.get(row.id)!, now));
  const viewers =
    caller.kind === 'user'
      ? await loadViewers(
          deps.db,
          caller.user,
          present,
          contexts,
          now,
          await placeOf(deps.db, caller.country),
        )
      : undefined;
  return present.map((row) =>
    publicEventDto(row, contexts.get(row.id)!, language, now, viewers?.get(row.id)),
  );
}

/**
 * GET /api/events and /external_api/events for an anonymous caller as JSON text (product-decisions §3). The
 * plain lists (no date or video filter, with or without festival=true) are cached as serialized bytes under
 * 'catalog:events:<lang>:<query>' and dropped on every event write; a filtered query is computed each time, so
 * made-up date ranges cannot fill the memory. The answer holds timing statuses and the current-events window,
 * so an entry also goes stale at the next minute: it carries its minute and is dropped when read later.
 */
export async function readPublicEventsJson(
  deps: Pick<AppDeps, 'db' | 'clock' | 'cache'>,
  language: Language,
  query: TEventsQuery,
): Promise<string> {
  const produce = async () => JSON.stringify(await answerList(deps, { kind: 'anonymous' }, query, language));
  if (query.date_from || query.date_to || query.video_id) return produce();
  const key = `${EVENTS_CACHE_PREFIX}${language}:${query.festival ? 'festival' : 'all'}`;
  return getForTheMinute(deps.cache, () => deps.clock.now(), key, produce);
}

/** GET /api/events for a signed-in caller: an administrator's list, or the visitor's list with their access. */
export function listEventsFor(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  caller: Caller,
  query: TEventsQuery,
  language: Language,
): Promise<TEvent[] | TAdminEvent[]> {
  return answerList(deps, caller, query, language);
}

/** A slug, or a numeric id (slugs are never all digits, product-decisions §6). */
export async function findEventBySlugOrId(db: Db, slugOrId: string): Promise<EventRow | undefined> {
  if (/^\d{1,10}$/.test(slugOrId)) {
    const id = Number(slugOrId);
    return id <= 2_147_483_647 ? findEventById(db, id) : undefined;
  }
  return findEventBySlug(db, slugOrId);
}

/**
 * GET /api/events/{slugOrId} and /external_api/event/{slugOrId}: unpublished events exist only for
 * administrators (404 for the rest); dashboard_hidden ones are reachable by slug or id.
 */
export async function getEvent(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  caller: Caller,
  slugOrId: string,
  language: Language,
): Promise<TEvent | TAdminEvent> {
  const now = deps.clock.now();
  const row = await findEventBySlugOrId(deps.db, slugOrId);
  if (!row || (!row.published && caller.kind !== 'admin')) throw notFound();
  const context = (await loadContexts(deps.db, [row])).get(row.id);
  if (!context) throw notFound();
  if (caller.kind === 'admin') return adminEventDto(row, context, now);
  const viewer =
    caller.kind === 'user'
      ? (
          await loadViewers(
            deps.db,
            caller.user,
            [row],
            new Map([[row.id, context]]),
            now,
            await placeOf(deps.db, caller.country),
          )
        ).get(row.id)
      : undefined;
  return publicEventDto(row, context, language, now, viewer);
}

/** One event as the administrator sees it (after a write). */
export async function loadAdminEvent(db: Db, row: EventRow, now: Date): Promise<TAdminEvent> {
  const context = (await loadContexts(db, [row])).get(row.id);
  if (!context) throw notFound();
  return adminEventDto(row, context, now);
}
