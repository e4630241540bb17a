import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const FIRST_PORT = Number(process.env.E2E_PORT ?? 3310);

/**
 * The stories run on two built servers at once, each with its own PGlite database and one worker, so the suite
 * takes about half the time and no story sees another's state mid-way (maintenance mode, settings, a sold-out
 * event). The stories on the second stage are chosen to balance the two by time: the accessibility walk alone
 * is a third of the suite. A new story goes to the first stage unless that one grows much longer.
 */
const SECOND_STAGE_STORIES = [
  'accessibility.spec.ts',
  'catalogue-staff.spec.ts',
  'cookie-bar-keyboard.spec.ts',
  'media-hosted-videos.spec.ts',
  'password-reset.spec.ts',
  'staff-table-widths.spec.ts',
];

const stages = [
  { name: 'first-stage', port: FIRST_PORT },
  { name: 'second-stage', port: FIRST_PORT + 1 },
].map((stage) => {
  // One fresh database per run and server: set once in the main process, inherited by the workers.
  const variable = `E2E_DATA_DIR_${stage.port}`;
  process.env[variable] ??= fs.mkdtempSync(path.join(os.tmpdir(), `scena-e2e-${stage.port}-`));
  return { ...stage, dataDir: process.env[variable], origin: `http://127.0.0.1:${stage.port}` };
});

/** Chromium from Debian (no browser download here): the flags a root CI box with no network needs. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: stages.length,
  forbidOnly: true,
  retries: 0,
  reporter: [['list']],
  outputDir: './.artifacts/results',
  use: {
    locale: 'pl-PL',
    timezoneId: 'Europe/Warsaw',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: stages.map((stage, index) => ({
    name: stage.name,
    workers: 1,
    use: { baseURL: stage.origin },
    ...(index === 0 ? { testIgnore: SECOND_STAGE_STORIES } : { testMatch: SECOND_STAGE_STORIES }),
  })),
  // The production start (`npm run build` first): the suite drives what is deployed, not the sources.
  webServer: stages.map((stage) => ({
    command: 'node --enable-source-maps ../apps/api/dist/server.js',
    url: `${stage.origin}/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(stage.port),
      DATA_DIR: stage.dataDir!,
      PUBLIC_URL: stage.origin,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      // The suite's buyers sign up as different clients (support/buyer.ts), as real ones do: the sign-up limit
      // per address stays as it is in production.
      TRUSTED_PROXIES: '127.0.0.1',
    },
  })),
});
