/**
 * The sale rush of issue 7, run by hand (`npm run bench:rush`), not in CI: 1,000 signed-in buyers ask at once for
 * an event with 100 tickets, on PostgreSQL and on PGlite, against the real server and its PayU stand-in. Prints
 * purchase requests answered per minute, p99 latency and the tickets oversold (targets: 0 oversold everywhere;
 * on PostgreSQL ≥ 10,000 per minute and p99 ≤ 1 s on this 2-core machine).
 *
 * The buyers come through a pool of 100 connections, as a load balancer's would; latency is measured from the
 * moment a request is sent on its connection to its answer.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, count, eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '../apps/api/src/db/client';
import { events, orders, sessions, users, videos } from '../apps/api/src/db/schema';
import { hashToken, newToken } from '../apps/api/src/lib/crypto';
import { PAYU_STANDIN_CREDENTIALS } from '../apps/api/src/adapters/payments/payu/standin/credentials';
import { PAYU_STANDIN_PREFIX } from '../apps/api/src/modules/commerce/payu/payu-settings';
import { stop, waitFor } from './child-server';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const PORT = 3420;
/** The PayU stand-in runs in a process of its own, as PayU runs on servers of its own. */
const PAYU_PORT = 3421;
const BUYERS = Number(process.env.RUSH_BUYERS ?? 1000);
const TICKETS = Number(process.env.RUSH_TICKETS ?? 100);
const CONNECTIONS = 100;
const POSTGRES = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const HOLDING = ['PENDING', 'WAITING_FOR_CONFIRMATION', 'COMPLETED', 'WAITING_FOR_REFUND'];

/** The event on sale and its buyers, written straight into the database before the server starts. */
async function prepare(database: Database): Promise<{ eventId: number; tokens: string[] }> {
  await database.migrate();
  const now = new Date();
  const [video] = await database.db
    .insert(videos)
    .values({ title: 'Rush', slug: 'rush', videoLink: '76979871', addedAt: now, updatedAt: now })
    .returning();
  const startsAt = new Date(now.getTime() + 7 * 86_400_000);
  const date = startsAt.toISOString().slice(0, 10);
  const [event] = await database.db
    .insert(events)
    .values({
      title: 'Premiera — wyprzedaż',
      slug: 'premiera-wyprzedaz',
      videoId: video!.id,
      eventPriceGrosze: 4990,
      dateFrom: date,
      dateTo: date,
      timeFrom: '19:00',
      timeTo: '21:00',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 2 * 3_600_000),
      published: true,
      availableTickets: TICKETS,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const tokens: string[] = [];
  for (let offset = 0; offset < BUYERS; offset += 500) {
    const batch = Array.from({ length: Math.min(500, BUYERS - offset) }, (_, index) => offset + index);
    const rows = await database.db
      .insert(users)
      .values(
        batch.map((n) => ({
          email: `kupujacy${n}@example.com`,
          passwordHash: 'unused',
          firstname: 'Kupujący',
          lastname: `Numer${n}`,
          birthday: '1990-01-01',
          roleId: 2,
          verifiedAt: now,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .returning({ id: users.id });
    const batchTokens = rows.map(() => newToken());
    await database.db.insert(sessions).values(
      rows.map((row, index) => ({
        userId: row.id,
        tokenHash: hashToken(batchTokens[index]!),
        createdAt: now,
        expiresAt: new Date(now.getTime() + 3_600_000),
        ip: '127.0.0.1',
      })),
    );
    tokens.push(...batchTokens);
  }
  return { eventId: event!.id, tokens };
}

/** One purchase: its status and its latency from the moment it went out on a connection. */
function purchase(
  agent: http.Agent,
  eventId: number,
  token: string,
): Promise<{ status: number; ms: number }> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ tos: true, supply_consent: true });
    const request = http.request(
      {
        agent,
        host: '127.0.0.1',
        port: PORT,
        method: 'POST',
        path: `/api/payments/${eventId}`,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-auth-token': token,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - sent }));
      },
    );
    let sent = performance.now();
    request.on('socket', () => {
      sent = performance.now();
    });
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * The PayU stand-in as a service of its own (payu-service.ts), and the settings that point the measured server at
 * it. In one process with the server under test, every payment page request would wait behind the rush.
 */
async function startPayu() {
  const payu = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(here, 'payu-service.ts'), String(PAYU_PORT)],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  await waitFor(payu, `http://127.0.0.1:${PAYU_PORT}/health`);
  const settings = {
    PAYU_BASE_URL: `http://127.0.0.1:${PAYU_PORT}${PAYU_STANDIN_PREFIX}`,
    PAYU_POS_ID: PAYU_STANDIN_CREDENTIALS.posId,
    PAYU_CLIENT_ID: PAYU_STANDIN_CREDENTIALS.clientId,
    PAYU_CLIENT_SECRET: PAYU_STANDIN_CREDENTIALS.clientSecret,
    PAYU_SECOND_KEY: PAYU_STANDIN_CREDENTIALS.secondKey,
    PUBLIC_URL: `http://127.0.0.1:${PORT}`,
  };
  return { process: payu, settings };
}

async function rush(name: string, env: Record<string, string>, database: () => Promise<Database>) {
  const prepared = await (async () => {
    const db = await database();
    try {
      return await prepare(db);
    } finally {
      await db.close();
    }
  })();
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/api/src/server.ts')], {
    env: { ...process.env, ...env, PORT: String(PORT), LOG_LEVEL: 'warn', RATE_LIMITS: 'off' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let result: { statuses: Map<number, number>; perMinute: number; p99: number };
  try {
    await waitFor(server, `http://127.0.0.1:${PORT}/health`);
    await fetch(`http://127.0.0.1:${PORT}/external_api/event/${prepared.eventId}`);
    const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
    const started = performance.now();
    const answers = await Promise.all(
      prepared.tokens.map((token) => purchase(agent, prepared.eventId, token)),
    );
    const seconds = (performance.now() - started) / 1000;
    agent.destroy();
    const latencies = answers.map((answer) => answer.ms).sort((a, b) => a - b);
    const statuses = new Map<number, number>();
    for (const answer of answers) statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    const byStatus = (status: number) => {
      const ms = answers
        .filter((a) => a.status === status)
        .map((a) => a.ms)
        .sort((a, b) => a - b);
      return ms.length
        ? `${status}: p50 ${ms[Math.floor(ms.length / 2)]!.toFixed(0)} max ${ms.at(-1)!.toFixed(0)} ms`
        : '';
    };
    console.log(`  ${byStatus(201)}; ${byStatus(422)}; all in ${seconds.toFixed(2)} s`);
    result = {
      statuses,
      perMinute: (answers.length / seconds) * 60,
      p99: latencies[Math.ceil(latencies.length * 0.99) - 1]!,
    };
  } finally {
    await stop(server);
  }
  const db = await database();
  let held: number;
  try {
    const [row] = await db.db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.eventId, prepared.eventId), inArray(orders.status, HOLDING)));
    held = row!.n;
  } finally {
    await db.close();
  }
  const oversold = Math.max(0, held - TICKETS);
  const fiveHundreds = [...result.statuses]
    .filter(([status]) => status >= 500)
    .reduce((n, [, c]) => n + c, 0);
  const statuses = [...result.statuses].map(([status, n]) => `${status}×${n}`).join(', ');
  console.log(`Rush on ${name}: ${BUYERS} buyers, ${TICKETS} tickets, ${CONNECTIONS} connections`);
  console.log(`  answers ${statuses}; tickets held ${held}; oversold ${oversold}; 5xx ${fiveHundreds}`);
  console.log(
    `  ${result.perMinute.toFixed(0)} purchase requests answered per minute, p99 ${result.p99.toFixed(0)} ms`,
  );
  return { ...result, oversold, fiveHundreds };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scena-rush-'));
const payu = await startPayu();
let pass = true;
try {
  const admin = new pg.Client({ connectionString: POSTGRES });
  let postgres: string | undefined;
  try {
    await admin.connect();
    const name = `scena_rush_${randomBytes(4).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(POSTGRES);
    url.pathname = `/${name}`;
    postgres = url.toString();
    const result = await rush('PostgreSQL', { ...payu.settings, DATABASE_URL: postgres }, () =>
      openDatabase({ url: postgres! }),
    );
    const ok =
      result.oversold === 0 && result.fiveHundreds === 0 && result.perMinute >= 10_000 && result.p99 <= 1000;
    console.log(
      `  ratio to the target ${(result.perMinute / 10_000).toFixed(2)} → ${ok ? 'PASS' : 'FAIL'} (0 oversold, ≥ 10,000/min, p99 ≤ 1000 ms)`,
    );
    pass &&= ok;
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } catch (error) {
    console.log(`Rush on PostgreSQL: not run (${(error as Error).message})`);
    pass = false;
  } finally {
    await admin.end().catch(() => {});
  }
  const result = await rush('PGlite', { ...payu.settings, DATA_DIR: dataDir }, () =>
    openDatabase({ dataDir: `${dataDir}/db` }),
  );
  const ok = result.oversold === 0 && result.fiveHundreds === 0;
  console.log(`  → ${ok ? 'PASS' : 'FAIL'} (0 oversold, no 5xx)`);
  pass &&= ok;
} finally {
  await stop(payu.process);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exitCode = pass ? 0 : 1;
