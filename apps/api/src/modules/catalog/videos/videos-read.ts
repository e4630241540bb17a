import { isCountryAllowed } from '@scena/shared/access/country';
import type { TAdminVideo, TVideo, TVideosQuery } from '@scena/shared/catalog/videos';
import type { Language } from '@scena/shared';
import type { AppDeps } from '../../../deps';
import { listHeldCodes, videoEntitlementItem, viewerStateOf } from '../../product-access';
import type { Db } from '../../../db/client';
import type { UserRow, VideoRow } from '../../../db/schema';
import { notFound } from '../../../lib/errors';
import { placeOf, type Caller, type ViewerPlace } from '../events/events-read';
import { adminVideoDto, publicVideoDto, type VideoContext, type VideoViewer } from './videos-dto';
import {
  findVideoById,
  findVideoBySlug,
  listCategoryTranslationsOf,
  listImagesOfGalleries,
  listTranslationsOfVideos,
  listUserVideoOrders,
  listVideoCategoryLinks,
  listVideoRows,
} from './videos.repository';
import { getForTheMinute } from '../../../lib/response-cache';

/** Every cached video answer starts with this; every video, translation or category-link write drops it. */
export const VIDEOS_CACHE_PREFIX = 'catalog:videos:';

/** No GeoIP yet (product-decisions §19): every request counts as Poland, as events-read.ts does. */

/** Titles sort in Polish order on both databases (product-decisions §21), after weight descending. */
const polishOrder = new Intl.Collator('pl');
export function byWeightThenTitle(a: VideoRow, b: VideoRow): number {
  return b.weight - a.weight || polishOrder.compare(a.title, b.title) || a.id - b.id;
}

/**
 * May this video appear in a public list? Not when invisible, ended (end_date past) or dashboard_hidden
 * (admin-content.md §4). Hidden and ended ones stay reachable by slug or id; invisible ones do not.
 */
export function isListedPublicly(row: VideoRow, now: Date): boolean {
  return row.visible && !row.dashboardHidden && !(row.endDate && row.endDate.getTime() < now.getTime());
}

async function loadContexts(db: Db, rows: VideoRow[]): Promise<Map<number, VideoContext>> {
  const ids = rows.map((row) => row.id);
  // One after another: `db` may be a transaction, whose single connection cannot run queries side by side.
  const links = await listVideoCategoryLinks(db, ids);
  const categoryTranslations = await listCategoryTranslationsOf(db, [
    ...new Set(links.map((link) => link.categoryId)),
  ]);
  const translations = await listTranslationsOfVideos(db, ids);
  const galleryIds = [...new Set(rows.map((row) => row.galleryId).filter((id): id is number => id !== null))];
  const images = await listImagesOfGalleries(db, galleryIds);
  const contexts = new Map<number, VideoContext>();
  for (const row of rows) {
    const categories = links
      .filter((link) => link.videoId === row.id)
      .map((link) => ({ id: link.categoryId, name: link.name }))
      .sort((a, b) => polishOrder.compare(a.name, b.name) || a.id - b.id);
    contexts.set(row.id, {
      categories,
      categoryTranslations: categoryTranslations.filter((t) => categories.some((c) => c.id === t.categoryId)),
      translations: translations.filter((t) => t.videoId === row.id),
      galleryImages:
        row.galleryId === null ? [] : images.filter((image) => image.galleryId === row.galleryId),
    });
  }
  return contexts;
}

/** The viewer's state (viewerStateOf) and the country block, per video. */
async function loadViewers(
  db: Db,
  user: UserRow,
  rows: VideoRow[],
  now: Date,
  place: ViewerPlace,
): Promise<Map<number, VideoViewer>> {
  const orders = await listUserVideoOrders(
    db,
    user.id,
    rows.map((row) => row.id),
  );
  const codes = await listHeldCodes(db, user.id, now);
  const viewers = new Map<number, VideoViewer>();
  for (const row of rows) {
    viewers.set(row.id, {
      ...viewerStateOf({
        now,
        user,
        item: videoEntitlementItem(row),
        product: { type: 'video', id: row.id, priceGrosze: row.videoPriceGrosze, takesCodes: true },
        orders: orders.filter((order) => order.videoId === row.id),
        codes,
      }),
      countryBlocked: !isCountryAllowed(row.restrictedAccess, place.country, place.rule),
    });
  }
  return viewers;
}

async function answerList(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  caller: Caller,
  query: TVideosQuery,
  language: Language,
): Promise<TVideo[] | TAdminVideo[]> {
  const now = deps.clock.now();
  const all = await listVideoRows(deps.db, query.category_id);
  const rows = (caller.kind === 'admin' ? all : all.filter((row) => isListedPublicly(row, now))).sort(
    byWeightThenTitle,
  );
  const contexts = await loadContexts(deps.db, rows);
  if (caller.kind === 'admin') return rows.map((row) => adminVideoDto(row, contexts.get(row.id)!, now));
  const viewers =
    caller.kind === 'user'
      ? await loadViewers(deps.db, caller.user, rows, now, await placeOf(deps.db, caller.country))
      : undefined;
  return rows.map((row) => publicVideoDto(row, contexts.get(row.id)!, language, now, viewers?.get(row.id)));
}

/**
 * GET /api/videos and /external_api/videos for an anonymous caller as JSON text (product-decisions §3). The
 * unfiltered list is cached as serialized bytes under 'catalog:videos:<lang>:all' and dropped on every video
 * write; a category-filtered one is computed each time (made-up ids cannot fill the memory). The answer holds
 * window statuses and drops ended videos, so an entry also goes stale at the next minute: it carries its
 * minute and is dropped when read later (as events-read.ts does).
 */
export async function readPublicVideosJson(
  deps: Pick<AppDeps, 'db' | 'clock' | 'cache'>,
  language: Language,
  query: TVideosQuery,
): Promise<string> {
  const produce = async () => JSON.stringify(await answerList(deps, { kind: 'anonymous' }, query, language));
  if (query.category_id) return produce();
  const key = `${VIDEOS_CACHE_PREFIX}${language}:all`;
  return getForTheMinute(deps.cache, () => deps.clock.now(), key, produce);
}

/** GET /api/videos for a signed-in caller: an administrator's list, or the visitor's list with their access. */
export function listVideosFor(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  caller: Caller,
  query: TVideosQuery,
  language: Language,
): Promise<TVideo[] | TAdminVideo[]> {
  return answerList(deps, caller, query, language);
}

/** A slug, or a numeric id. */
export async function findVideoBySlugOrId(db: Db, slugOrId: string): Promise<VideoRow | undefined> {
  if (/^\d{1,10}$/.test(slugOrId)) {
    const id = Number(slugOrId);
    const byId = id <= 2_147_483_647 ? await findVideoById(db, id) : undefined;
    if (byId) return byId;
  }
  return findVideoBySlug(db, slugOrId);
}

/**
 * GET /api/videos/{slugOrId} and /external_api/video/{slugOrId}: invisible videos exist only for
 * administrators (404 for the rest); ended and dashboard_hidden ones are reachable by slug or id.
 */
export async function getVideo(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  caller: Caller,
  slugOrId: string,
  language: Language,
): Promise<TVideo | TAdminVideo> {
  const now = deps.clock.now();
  const row = await findVideoBySlugOrId(deps.db, slugOrId);
  if (!row || (!row.visible && caller.kind !== 'admin')) throw notFound();
  const context = (await loadContexts(deps.db, [row])).get(row.id)!;
  if (caller.kind === 'admin') return adminVideoDto(row, context, now);
  const viewer =
    caller.kind === 'user'
      ? (await loadViewers(deps.db, caller.user, [row], now, await placeOf(deps.db, caller.country))).get(
          row.id,
        )
      : undefined;
  return publicVideoDto(row, context, language, now, viewer);
}

/** One video as the administrator sees it (after a write). */
export async function loadAdminVideo(db: Db, row: VideoRow, now: Date): Promise<TAdminVideo> {
  const context = (await loadContexts(db, [row])).get(row.id)!;
  return adminVideoDto(row, context, now);
}
