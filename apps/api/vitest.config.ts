import { defineProject } from 'vitest/config';

/**
 * API tests: one database per test file (PGlite loaded from a migrated snapshot, or a PostgreSQL database
 * made from a template when TEST_DATABASE_URL is set), files sharing a worker (isolate: false).
 */
export default defineProject({
  test: {
    name: 'api',
    include: ['test/**/*.test.ts'],
    // Run once, by its own project (vitest.fuzz.config.ts).
    exclude: ['test/security/fuzz.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    isolate: false,
    pool: 'threads',
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
