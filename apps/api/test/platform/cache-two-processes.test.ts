import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, sessionOf, type TestApp } from '../helpers';

const SERVER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/server.ts');
const PORT = 3500 + Math.floor(Math.random() * 400);

/** A process that is gone will not answer: waiting on stops at once. */
class ExitedError extends Error {}

/** Asks `probe` up to `looks` times, 50 ms apart: counted, not timed by the machine's clock. */
async function waitUntil<T>(probe: () => Promise<T | undefined>, looks: number): Promise<T> {
  for (let look = 1; ; look += 1) {
    const value = await probe().catch((error: unknown) => {
      if (error instanceof ExitedError) throw error;
      return undefined;
    });
    if (value !== undefined) return value;
    if (look === looks) throw new Error(`nothing in ${looks} looks`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Several instances behind a load balancer share one PostgreSQL: a write through one must reach the cached
 * answers of the others (lib/response-cache.ts broadcasts drops with NOTIFY). The second instance is a real
 * server process.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('the response cache across two server processes', () => {
  let t: TestApp;
  let other: ChildProcess;
  let dataDir: string;
  const origin = `http://127.0.0.1:${PORT}`;

  beforeAll(async () => {
    t = await createTestApp();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scena-second-'));
    other = spawn(process.execPath, ['--import', 'tsx', SERVER], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATABASE_URL: t.databaseUrl,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        RATE_LIMITS: 'off',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    // Under a loaded CI machine the second process (tsx compiling the whole server, migrations, the demo seed)
    // took over 30 s to answer; a bound of two minutes still ends a run whose server never comes up.
    await waitUntil(async () => {
      if (other.exitCode !== null) throw new ExitedError(`the second server exited with ${other.exitCode}`);
      return (await fetch(`${origin}/health`)).ok ? true : undefined;
    }, 2400);
  }, 150_000);
  afterAll(async () => {
    await new Promise<void>((resolve) => {
      if (other.exitCode !== null) return resolve();
      other.once('exit', () => resolve());
      other.kill('SIGTERM');
    });
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('shows a category added through one instance in the other within a second', async () => {
    const names = async () =>
      ((await (await fetch(`${origin}/api/categories`)).json()) as Array<{ name: string }>).map(
        (category) => category.name,
      );
    // The other instance has the list cached before the write.
    const before = await names();
    expect(before).not.toContain('Farsa dwóch instancji');
    expect(await names()).toEqual(before);

    const token = await sessionOf(t.app, 'admin');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/categories',
      headers: auth(token),
      payload: { name: 'Farsa dwóch instancji' },
    });
    expect(created.statusCode).toBe(201);

    // The cache keeps an answer until it is dropped, so the other instance shows the write only by NOTIFY; twenty
    // looks 50 ms apart keep it prompt, counted rather than timed by the machine's clock.
    await waitUntil(async () => ((await names()).includes('Farsa dwóch instancji') ? true : undefined), 20);
  });

  it('drops a changed setting in the other instance too', async () => {
    const infoBar = async () =>
      ((await (await fetch(`${origin}/external_api/config`)).json()) as { config: { info_bar: string } })
        .config.info_bar;
    await infoBar();
    const token = await sessionOf(t.app, 'admin');
    await t.app.inject({
      method: 'PUT',
      url: '/api/appconfig',
      headers: auth(token),
      payload: { info_bar: 'Dziś premiera o 19:00' },
    });
    await waitUntil(async () => ((await infoBar()) === 'Dziś premiera o 19:00' ? true : undefined), 20);
  });
});
