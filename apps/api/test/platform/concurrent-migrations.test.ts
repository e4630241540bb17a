import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, openDatabase } from '../../src/db/client';
import { withDatabase } from '../global-setup';

/** Instances started at once on a new database (a scaled deploy, a rolling upgrade) must all come up. */
describe.runIf(process.env.TEST_DATABASE_URL)('migrations of instances starting together', () => {
  it('are applied once, the instances waiting for each other', async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const name = `test_migrate_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    // One connection each, as small as a pool gets: the lock must not take the migration's connection.
    const instances = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ url: withDatabase(url, name), poolSize: 1 })),
    );
    try {
      await Promise.all(instances.map((database) => database.migrate()));
      const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8'));
      const applied = new pg.Client({ connectionString: withDatabase(url, name) });
      await applied.connect();
      const { rows } = await applied.query('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
      await applied.end();
      expect(rows[0].n).toBe(journal.entries.length);
    } finally {
      await Promise.all(instances.map((database) => database.close()));
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
