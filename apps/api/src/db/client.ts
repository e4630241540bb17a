import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { API_PACKAGE_DIR } from '../package-root';
import * as schema from './schema';

export type Schema = typeof schema;
/** A database handle or a transaction: repositories take either. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PostgreSQL's pool: connections open, idle, and queries waiting for one. PGlite is one in-process connection. */
  poolStats?(): { total: number; idle: number; waiting: number };
  /**
   * PGlite only: gathers the planner's statistics where autovacuum would (analyzeChangedTables); PostgreSQL's own
   * autovacuum does it there. Answers the tables analyzed.
   */
  refreshStatistics?(): Promise<string[]>;
}

export const MIGRATIONS_DIR = path.join(API_PACKAGE_DIR, 'drizzle');

/** The advisory lock that lets one instance at a time migrate PostgreSQL. */
const MIGRATION_LOCK = 0x5ce_4a_d1;

/** Search needs these (migration 0001); PostgreSQL ships them in its contrib package. */
const PGLITE_EXTENSIONS = { pg_trgm, unaccent };

/** PostgreSQL through `url`, or PGlite in `dataDir` (`memory://` for tests), or from a dump (`loadDataDir`). */
export async function openDatabase(options: {
  url?: string;
  dataDir?: string;
  loadDataDir?: Blob;
  poolSize?: number;
  /** Told when an idle pooled connection dies (a database restart or failover); the pool replaces it. */
  onConnectionError?: (error: Error) => void;
}): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // Without a listener the pool's 'error' event would be thrown and take the whole process down.
    pool.on('error', (error) => options.onConnectionError?.(error));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      // Instances started together (a scaled deploy, a rolling upgrade) migrate one at a time: the others wait
      // for the lock, then find nothing left to apply. Without it, two would create the same tables at once.
      // The lock has a connection of its own: the pool may have only one, which the migration needs.
      async migrate() {
        const lock = new pg.Client({ connectionString: options.url });
        await lock.connect();
        try {
          await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
          await migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR });
        } finally {
          await lock.end();
        }
      },
      close: () => pool.end(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  if (options.dataDir && !options.dataDir.startsWith('memory://')) {
    fs.mkdirSync(options.dataDir, { recursive: true });
  }
  // The same extensions for a fresh, a stored and a loaded (snapshot) database: the migrations create them.
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: PGLITE_EXTENSIONS,
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
    refreshStatistics: () => analyzeChangedTables(db),
  };
}

/**
 * PGlite runs no autovacuum, so nothing gathers the planner's statistics: without them it guesses that a table
 * holds a handful of rows and scans every row rather than use the search's trigram indexes (10,000 titles: 360 ms
 * instead of 20). This does what autovacuum's analyze does on PostgreSQL: it analyzes each table never analyzed,
 * or changed by more than 50 rows plus 10 % of its rows since it was. Answers the tables it analyzed.
 */
export async function analyzeChangedTables(db: Db): Promise<string[]> {
  // The counts of changes reach the statistics views within a second; this asks for them now.
  await db.execute(sql`select pg_stat_force_next_flush()`);
  const result = (await db.execute(sql`
    select s.relname as name
    from pg_stat_user_tables s join pg_class c on c.oid = s.relid
    where s.schemaname = 'public' and (c.reltuples < 0 or s.n_mod_since_analyze > 50 + 0.1 * c.reltuples)
    order by s.relname`)) as unknown as { rows: Array<{ name: string }> };
  const names = result.rows.map((row) => row.name);
  for (const name of names) await db.execute(sql`analyze public.${sql.identifier(name)}`);
  return names;
}
