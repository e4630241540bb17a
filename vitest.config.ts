import { defineConfig } from 'vitest/config';

/** `npm test`: every test that needs nothing but Node. Two workers for two cores. */
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/api', 'apps/web'],
    maxWorkers: 2,
  },
});
