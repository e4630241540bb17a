import { defineConfig } from 'vitest/config';

/**
 * Operations tests (`npm run test:ops`, after `npm run build`): the built server in real processes on the
 * loopback PostgreSQL (TEST_DATABASE_URL). Not part of `npm test`: they need both.
 */
export default defineConfig({
  test: {
    name: 'ops',
    root: import.meta.dirname,
    include: ['*.test.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
