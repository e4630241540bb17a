/**
 * The oversized-body bench of issue 18, run by hand (`npm run bench:bodies`), not in CI. The server runs in a
 * process of its own (tsx, PGlite in a temporary DATA_DIR). For every route of its route table that takes a
 * body, an anonymous client sends a whole body as large as the route accepts, over real HTTP; the bench prints
 * how long each took to be answered (target: every one under 100 ms). Then four such bodies at a time, for the
 * largest limits, keep arriving while GET /health is asked 400 times; the bench prints the /health p99 (target:
 * under 50 ms) beside the p99 of the same /health run with nothing else arriving, in the same run.
 * The exit code is 0 whatever the result: read the PASS/FAIL words.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import type { RouteEntry } from '../apps/api/src/plugins/route-table';
import { stop, waitFor } from './child-server';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const PORT = 3432;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const DEFAULT_LIMIT = 1024 * 1024;
const ANSWER_TARGET_MS = 100;
const HEALTH_P99_TARGET_MS = 50;
const HEALTH_ASKS = 400;
const AT_ONCE = 4;
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The server's own route table, read from an app built in this process (nothing listens). */
async function routeTable(): Promise<RouteEntry[]> {
  const database = await openDatabase({ dataDir: 'memory://' });
  const app = await buildApp({ env: loadConfig({ LOG_LEVEL: 'silent' }), database, logger: false });
  const table = app.routeTable();
  await app.close();
  await database.close();
  return table;
}

const bodies = new Map<number, Buffer>();
/**
 * A JSON document of exactly `size` bytes, an array of ones, made once per size: the client shares the two cores
 * with the server, and filling megabytes for every request would be its load, not the server's.
 */
function bodyOf(size: number): Buffer {
  let body = bodies.get(size);
  if (!body) {
    body = Buffer.alloc(size, '1,');
    body[0] = '['.charCodeAt(0);
    body[size - 1] = ']'.charCodeAt(0);
    if (size % 2 === 1) body[size - 2] = '1'.charCodeAt(0);
    bodies.set(size, body);
  }
  return body;
}

function concreteUrl(url: string): string {
  return url.replace(/:[A-Za-z]+/g, '1').replace('*', 'x');
}

/** Sends the whole body and answers the status and the time until the answer's head came (ms). */
function send(
  method: string,
  url: string,
  body: Buffer,
  agent: http.Agent,
): Promise<{ status: number; ms: number }> {
  return new Promise((resolve) => {
    const started = performance.now();
    const request = http.request(
      `${ORIGIN}${url}`,
      { method, agent, headers: { 'content-type': 'application/json', 'content-length': body.length } },
      (response) => {
        const ms = performance.now() - started;
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, ms }));
      },
    );
    // A server that closes the connection under a client still sending: counted as closed (status 0).
    request.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    request.end(body);
  });
}

async function healthP99(agent: http.Agent): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < HEALTH_ASKS; i++) {
    const started = performance.now();
    await new Promise<void>((resolve, reject) => {
      http
        .get(`${ORIGIN}/health`, { agent }, (response) => {
          response.resume();
          response.on('end', () => resolve());
        })
        .on('error', reject);
    });
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length * 0.99) - 1]!;
}

async function main() {
  const table = (await routeTable()).filter(
    (route) =>
      BODY_METHODS.has(route.method) &&
      !route.url.startsWith('/payu-standin') &&
      !route.url.startsWith('/vimeo-standin') &&
      !route.url.startsWith('/media/uploads'),
  );
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scena-bench-bodies-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    PUBLIC_URL: ORIGIN,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMITS: 'off',
  };
  for (const name of ['DATABASE_URL', 'NODE_ENV', 'VIMEO_ACCESS_TOKEN']) delete env[name];
  let server: ChildProcess | undefined;
  try {
    server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/api/src/server.ts')], {
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    // The first start migrates and seeds the demo theatre into the new DATA_DIR.
    await waitFor(server, `${ORIGIN}/health`, 300_000);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
    await healthP99(agent);

    console.log(
      `Oversized bodies: ${table.length} routes that take a body, each sent a whole body at its limit, anonymous`,
    );
    const answers: Array<{ route: string; limit: number; status: number; ms: number }> = [];
    for (const route of table) {
      const limit = route.bodyLimit ?? DEFAULT_LIMIT;
      const { status, ms } = await send(route.method, concreteUrl(route.url), bodyOf(limit), agent);
      answers.push({ route: `${route.method} ${route.url}`, limit, status, ms });
    }
    answers.sort((a, b) => b.ms - a.ms);
    for (const answer of answers.slice(0, 8)) {
      console.log(
        `  ${answer.ms.toFixed(1).padStart(7)} ms  ${answer.status}  ${(answer.limit / DEFAULT_LIMIT).toFixed(0).padStart(3)} MB  ${answer.route}`,
      );
    }
    const slowest = answers[0]!;
    console.log(
      `  slowest answer ${slowest.ms.toFixed(1)} ms (${slowest.route}) → ${slowest.ms < ANSWER_TARGET_MS ? 'PASS' : 'FAIL'} (< ${ANSWER_TARGET_MS} ms)`,
    );

    const quiet = await healthP99(agent);
    const largest = [...table].sort(
      (a, b) => (b.bodyLimit ?? DEFAULT_LIMIT) - (a.bodyLimit ?? DEFAULT_LIMIT),
    );
    let arriving = true;
    let sent = 0;
    const senders = Array.from({ length: AT_ONCE }, async (_, index) => {
      const senderAgent = new http.Agent({ keepAlive: false });
      while (arriving) {
        const route = largest[(sent + index) % Math.min(largest.length, AT_ONCE)]!;
        await send(
          route.method,
          concreteUrl(route.url),
          bodyOf(route.bodyLimit ?? DEFAULT_LIMIT),
          senderAgent,
        );
        sent += 1;
      }
    });
    const loaded = await healthP99(agent);
    arriving = false;
    await Promise.all(senders);
    agent.destroy();
    console.log(
      `  GET /health p99: ${quiet.toFixed(1)} ms alone, ${loaded.toFixed(1)} ms while ${AT_ONCE} anonymous bodies ` +
        `at their limits kept arriving (${sent} sent; ratio ${(loaded / quiet).toFixed(2)}) → ` +
        `${loaded < HEALTH_P99_TARGET_MS ? 'PASS' : 'FAIL'} (< ${HEALTH_P99_TARGET_MS} ms)`,
    );
  } finally {
    if (server) await stop(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
