import { defineConfig } from 'vitest/config';

/** `npm test`: every test that needs nothing but Node. Two workers for two cores. */
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/api', 'apps/api/vitest.fuzz.config.ts', 'apps/web'],
    maxWorkers: 2,
  },
});
