import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers';

/** A database restart or failover kills idle connections: the server must carry on, not crash. */
describe.runIf(process.env.TEST_DATABASE_URL)('lost PostgreSQL connections', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps answering after the idle pooled connections are terminated', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/external_api/config' })).statusCode).toBe(200);
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const { rows } = await admin.query<{ datname: string }>(
      `SELECT DISTINCT datname FROM pg_stat_activity WHERE datname LIKE 'test_%' AND pid <> pg_backend_pid()`,
    );
    const ours = (await t.database.db.execute(sql`SELECT current_database() AS name`)) as unknown as {
      rows: { name: string }[];
    };
    const name = ours.rows[0]!.name;
    expect(rows.map((row) => row.datname)).toContain(name);
    const terminated = await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND state = 'idle'`,
      [name],
    );
    await admin.end();
    expect(terminated.rowCount).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await t.app.inject({ method: 'GET', url: '/api/users/validate-session' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/pages/regulamin' })).statusCode).toBe(200);
  });
});
