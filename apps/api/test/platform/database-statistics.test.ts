import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../src/db/client';
import { videos } from '../../src/db/schema';

/**
 * PGlite has no autovacuum: the server gathers the planner's statistics itself (Database.refreshStatistics), or
 * the planner, guessing a handful of rows per table, scans every row instead of the search's indexes.
 */
describe("PGlite's statistics, refreshed as autovacuum would", () => {
  let database: Database;
  let added = 0;
  const now = new Date('2026-11-28T12:00:00Z');

  async function addVideos(count: number) {
    await database.db.insert(videos).values(
      Array.from({ length: count }, () => {
        added += 1;
        return { title: `Spektakl numer ${added}`, slug: `spektakl-${added}`, addedAt: now, updatedAt: now };
      }),
    );
  }

  async function rowsThePlannerKnows(table: string): Promise<number> {
    const result = (await database.db.execute(
      sql`select reltuples from pg_class where relname = ${table}`,
    )) as unknown as { rows: Array<{ reltuples: number }> };
    return Number(result.rows[0]!.reltuples);
  }

  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    await database.migrate();
  });
  afterAll(() => database.close());

  it('analyzes every table at first, then only those changed past 50 rows and 10 %', async () => {
    expect(database.kind).toBe('pglite');
    expect(await database.refreshStatistics!()).toEqual(
      expect.arrayContaining(['videos', 'events', 'orders']),
    );
    expect(await database.refreshStatistics!()).toEqual([]);

    await addVideos(40);
    expect(await database.refreshStatistics!()).toEqual([]);
    await addVideos(20);
    expect(await database.refreshStatistics!()).toEqual(['videos']);
    expect(await rowsThePlannerKnows('videos')).toBe(60);

    // Past 60 rows the threshold is 56 changes: 50 updates are not enough, 10 more are.
    await database.db
      .update(videos)
      .set({ weight: 1 })
      .where(sql`${videos.id} <= 50`);
    expect(await database.refreshStatistics!()).toEqual([]);
    await database.db.delete(videos).where(sql`${videos.id} > 50`);
    expect(await database.refreshStatistics!()).toEqual(['videos']);
    expect(await rowsThePlannerKnows('videos')).toBe(50);
    expect(await database.db.$count(videos, eq(videos.weight, 1))).toBe(50);
  });
});
