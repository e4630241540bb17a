import { defineProject } from 'vitest/config';

/**
 * The fuzz suite (issue 18): thousands of generated requests on one PGlite, in a project of its own so `npm test`
 * runs it once while the PostgreSQL and Node 24 passes of CI run the rest of the API suite (`--project api`).
 */
export default defineProject({
  test: {
    name: 'fuzz',
    include: ['test/security/fuzz.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 1_800_000,
    hookTimeout: 120_000,
  },
});
