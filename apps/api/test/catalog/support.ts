import { count } from 'drizzle-orm';
import { categories, categoryTranslations, videoCategories, videos } from '../../src/db/schema';
import { auth, type TestApp } from '../helpers';

/** Requests and row counts shared by the catalogue's tests. */
export function call(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  options: { token?: string; payload?: unknown; language?: string } = {},
) {
  return t.app.inject({
    method,
    url,
    ...(options.payload === undefined ? {} : { payload: options.payload as Record<string, unknown> }),
    headers: {
      ...(options.token ? auth(options.token) : {}),
      ...(options.language ? { 'accept-language': options.language } : {}),
    },
  });
}

export async function catalogCounts(t: TestApp) {
  const db = t.database.db;
  const [c] = await db.select({ n: count() }).from(categories);
  const [tr] = await db.select({ n: count() }).from(categoryTranslations);
  const [vc] = await db.select({ n: count() }).from(videoCategories);
  return { categories: c!.n, translations: tr!.n, videoCategories: vc!.n };
}

let videoCounter = 0;
/** A bare video row (the videos domain has no endpoints yet). */
export async function insertVideo(t: TestApp, title = 'Wesele') {
  videoCounter += 1;
  const now = t.clock.now();
  const [row] = await t.database.db
    .insert(videos)
    .values({ title, slug: `wideo-${videoCounter}-${Date.now().toString(36)}`, addedAt: now, updatedAt: now })
    .returning();
  return row!;
}
