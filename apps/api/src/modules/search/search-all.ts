import { ROLE, type Language } from '@scena/shared';
import {
  SEARCH_GROUP_LIMIT,
  searchSnippet,
  type TSearchHit,
  type TSearchQuery,
  type TSearchResults,
} from '@scena/shared/catalog/search';
import { itemPath, staticPagePath } from '@scena/shared/site/site-paths';
import type { AppDeps } from '../../deps';
import type { UserRow } from '../../db/schema';
import { searchEventRows, searchPageRows, searchVideoRows, type SearchRow } from './search.repository';

function hitOf(row: SearchRow, path: string): TSearchHit {
  return { id: row.id, slug: row.slug, title: row.title, snippet: searchSnippet(row.text), path };
}

/**
 * GET /api/search/all: videos, events and static pages whose title or description contains the query in the
 * request's language, ignoring case and diacritics. Visitors find only what the public lists show
 * (product-decisions §20); administrators find everything. Hits carry no stream link.
 */
export async function searchAll(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  user: UserRow | undefined,
  query: TSearchQuery,
  language: Language,
): Promise<TSearchResults> {
  const filter = {
    term: query.search,
    language,
    withHidden: user?.roleId === ROLE.admin,
    now: deps.clock.now(),
    limit: SEARCH_GROUP_LIMIT,
  };
  // One after another: the handle may be a single connection (PGlite) that cannot run queries side by side.
  const videos = await searchVideoRows(deps.db, filter);
  const events = await searchEventRows(deps.db, filter);
  const pages = await searchPageRows(deps.db, filter);
  return {
    videos: videos.map((row) => hitOf(row, itemPath('video', row))),
    events: events.map((row) => hitOf(row, itemPath('event', row))),
    pages: pages.map((row) => hitOf(row, staticPagePath(row.slug ?? String(row.id)))),
  };
}
