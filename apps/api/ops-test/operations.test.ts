import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYU_STANDIN_CREDENTIALS } from '../src/adapters/payments/payu/standin/credentials';
import { openDatabase, type Database } from '../src/db/client';
import { DEMO_ACCOUNTS } from '../src/seed/seed';
import { orders, users, videos } from '../src/db/schema';
import { PAYU_STANDIN_PREFIX } from '../src/modules/commerce/payu/payu-settings';
import { API_PACKAGE_DIR } from '../src/package-root';
import {
  freePort,
  healthy,
  roundRobinProxy,
  startServer,
  stopServer,
  until,
  type ServerProcess,
} from './processes';
import { ADMIN_URL, HOLDING, PURCHASE, adminQuery, databaseUrl, json, saleOf, send } from './support';

/** The figures for the issue's note, printed at the end. */
const figures: string[] = [];
function report(line: string) {
  figures.push(line);
}

describe.runIf(ADMIN_URL)('running it for real: the built server in processes on PostgreSQL', () => {
  const run = randomBytes(3).toString('hex');
  const names = { main: `ops_${run}`, payu: `ops_payu_${run}`, restored: `ops_restored_${run}` };
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'scena-ops-'));
  const dataDir = path.join(work, 'data');
  const servers: ServerProcess[] = [];
  const instances: ServerProcess[] = [];
  let proxy: ReturnType<typeof roundRobinProxy>;
  let proxyOrigin: string;
  let database: Database;
  let instanceEnv: Record<string, string>;

  beforeAll(async () => {
    for (const name of Object.values(names)) await adminQuery(`CREATE DATABASE ${name}`);
    // PayU runs on servers of its own: the stand-in in a process of its own, shared by both instances.
    const payuPort = await freePort();
    const payu = startServer(
      'payu',
      payuPort,
      {
        DATABASE_URL: databaseUrl(names.payu),
        DATA_DIR: path.join(work, 'payu'),
        PUBLIC_URL: `http://127.0.0.1:${payuPort}`,
        LOG_LEVEL: 'warn',
      },
      work,
    );
    servers.push(payu);
    const proxyPort = await freePort();
    proxyOrigin = `http://127.0.0.1:${proxyPort}`;
    instanceEnv = {
      DATABASE_URL: databaseUrl(names.main),
      DATA_DIR: dataDir,
      PUBLIC_URL: proxyOrigin,
      TRUSTED_PROXIES: '127.0.0.1',
      MEDIA_SIGNING_KEY: 'ops-test-signing-key-0123456789abcdef',
      LOG_LEVEL: 'info',
      PAYU_BASE_URL: `http://127.0.0.1:${payuPort}${PAYU_STANDIN_PREFIX}`,
      PAYU_POS_ID: PAYU_STANDIN_CREDENTIALS.posId,
      PAYU_CLIENT_ID: PAYU_STANDIN_CREDENTIALS.clientId,
      PAYU_CLIENT_SECRET: PAYU_STANDIN_CREDENTIALS.clientSecret,
      PAYU_SECOND_KEY: PAYU_STANDIN_CREDENTIALS.secondKey,
    };
    // Both instances start at once on the new database: they migrate and seed it one at a time.
    const started = performance.now();
    for (const name of ['a', 'b']) {
      const instance = startServer(name, await freePort(), instanceEnv, work);
      instances.push(instance);
      servers.push(instance);
    }
    await Promise.all([payu, ...instances].map((server) => healthy(server)));
    report(
      `two instances and the PayU stand-in up in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    proxy = roundRobinProxy(instances);
    await proxy.listen(proxyPort);
    database = await openDatabase({ url: databaseUrl(names.main), poolSize: 2 });
  });

  afterAll(async () => {
    await proxy?.close();
    await database?.close();
    await Promise.all(servers.map((server) => stopServer(server)));
    for (const name of Object.values(names)) await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    fs.rmSync(work, { recursive: true, force: true });
    console.log(`\nOperations figures:\n${figures.map((line) => `  ${line}`).join('\n')}\n`);
  });

  it('serves the production build: the web app in production mode, /metrics on loopback only', async () => {
    const webDist = path.resolve(API_PACKAGE_DIR, '../web/dist');
    const html = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
    const entry = /<script type="module" crossorigin src="\/(assets\/[^"]+\.js)"/.exec(html)?.[1];
    const code = fs.readFileSync(path.join(webDist, entry!), 'utf8');
    // React's development build announces its DevTools; the production build does not (built with
    // NODE_ENV=development in .ci/run).
    expect(code).not.toContain('Download the React DevTools');
    report(`web entry ${entry}: ${(code.length / 1024).toFixed(0)} KB, React production build`);

    const page = await send(proxyOrigin, 'GET', '/');
    expect('status' in page && page.status).toBe(200);
    const missing = await send(proxyOrigin, 'GET', '/nie-ma-takiej-strony');
    expect('status' in missing && missing.status).toBe(404);

    const metrics = await send(instances[0]!.origin, 'GET', '/metrics');
    expect('status' in metrics && metrics.status).toBe(200);
    expect('body' in metrics && metrics.body).toMatch(/^scena_db_pool_connections\{state="total"\} [1-9]/m);
    // Through the balancer the request is a forwarded one: not for the public.
    const forwarded = await send(proxyOrigin, 'GET', '/metrics');
    expect('status' in forwarded && forwarded.status).toBe(404);
  });

  it('passes the purchase journey through two instances behind a round-robin balancer', async () => {
    const started = performance.now();
    const { email, password } = DEMO_ACCOUNTS.standard;
    const signIn = await send(proxyOrigin, 'POST', '/api/auth', {
      body: JSON.stringify({ email, password, remember: false }),
    });
    expect('status' in signIn && signIn.status, JSON.stringify(signIn)).toBe(200);
    const token = JSON.parse((signIn as { body: string }).body).token as string;

    const now = new Date();
    const [video] = await database.db
      .insert(videos)
      .values({
        title: 'Dwie instancje',
        slug: `dwie-instancje-${run}`,
        videoLink: '76979871',
        videoPriceGrosze: 2990,
        visible: true,
        addedAt: now,
        updatedAt: now,
      })
      .returning();
    const playback = `/api/playback/video/${video!.slug}?typ=standard`;
    const before = await send(proxyOrigin, 'GET', playback, { token });
    expect('status' in before && before.status).toBe(422);
    expect(JSON.parse((before as { body: string }).body).code).toBe('NOT_ENTITLED');

    const bought = await send(proxyOrigin, 'POST', `/api/videopayments/${video!.id}`, {
      token,
      body: PURCHASE,
    });
    expect('status' in bought && bought.status, JSON.stringify(bought)).toBe(201);
    const answer = JSON.parse((bought as { body: string }).body) as {
      extOrderId: string;
      payu: { redirectUri: string };
    };
    // The buyer pays on PayU's page (the stand-in's form post), and PayU notifies the balancer's address.
    const payPage = new URL(answer.payu.redirectUri);
    const paid = await fetch(`${payPage.origin}${payPage.pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ action: 'pay', method: 'blik', blikCode: '777123', lang: 'pl' }),
      redirect: 'manual',
    });
    expect(paid.status).toBeLessThan(400);
    const order = await until(
      async () => {
        const current = await json<{ status: string }>(
          proxyOrigin,
          `/api/videopayments/${answer.extOrderId}`,
          token,
        );
        return current.status === 'COMPLETED' ? current : undefined;
      },
      15_000,
      'order COMPLETED',
    );
    expect(order.status).toBe('COMPLETED');
    // Whichever instance answers, the buyer may watch now.
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const allowed = await send(proxyOrigin, 'GET', playback, { token });
      expect('status' in allowed && allowed.status).toBe(200);
    }
    expect(proxy.served.get('a')).toBeGreaterThan(2);
    expect(proxy.served.get('b')).toBeGreaterThan(2);
    report(
      `purchase journey (sign-in, buy, pay, COMPLETED, playback) through the balancer in ${(
        (performance.now() - started) /
        1000
      ).toFixed(
        1,
      )} s; requests per instance ${[...proxy.served].map(([name, n]) => `${name} ${n}`).join(', ')}`,
    );

    // The balancer's request id is taken (it is a trusted proxy), answered and in the instances' log lines.
    const traced = await send(proxyOrigin, 'GET', '/api/nie-ma-takiej-trasy');
    const id = (traced as { headers: http.IncomingHttpHeaders }).headers['x-request-id'];
    expect(id).toMatch(/^lb-\d+$/);
    expect(JSON.parse((traced as { body: string }).body).requestId).toBe(id);
    const logLines = () =>
      instances.flatMap((instance) =>
        fs
          .readFileSync(instance.logFile, 'utf8')
          .split('\n')
          .filter((line) => line.startsWith('{'))
          .map(
            (line) => JSON.parse(line) as { requestId?: string; req?: unknown; res?: unknown; msg: string },
          ),
      );
    // The completion is logged just after the answer is sent.
    const traceOf = await until(
      async () => {
        const messages = logLines()
          .filter((line) => line.requestId === id)
          .map((line) => line.msg);
        return messages.length === 2 ? messages : undefined;
      },
      5000,
      'the request id in the log',
    );
    expect(traceOf).toEqual(['incoming request', 'request completed']);
    const requestLines = logLines().filter((line) => line.req !== undefined || line.res !== undefined);
    expect(requestLines.length).toBeGreaterThan(10);
    expect(requestLines.filter((line) => !line.requestId)).toEqual([]);
  });

  it('loses nothing when one instance is killed (kill -9) in the middle of a purchase burst', async () => {
    const TICKETS = 40;
    const BUYERS = 120;
    const sale = await saleOf(database, `burst-${run}`, TICKETS, BUYERS);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 24 });
    const started = performance.now();
    let answered = 0;
    let killedAt = 0;
    const victim = instances[1]!;
    const attempts = sale.tokens.map(async (token) => {
      const answer = await send(proxyOrigin, 'POST', `/api/payments/${sale.eventId}`, {
        token,
        body: PURCHASE,
        agent,
      });
      answered += 1;
      if (answered === BUYERS / 4 && !killedAt) {
        killedAt = answered;
        victim.child.kill('SIGKILL');
      }
      return answer;
    });
    const answers = await Promise.all(attempts);
    const burstSeconds = (performance.now() - started) / 1000;
    agent.destroy();
    expect(killedAt).toBeGreaterThan(0);
    expect(await victim.exited).toBeNull();

    // The killed instance comes back with the same settings.
    const restartedAt = performance.now();
    const restarted = startServer('b-restarted', victim.port, instanceEnv, work);
    servers.push(restarted);
    instances[1] = restarted;
    await healthy(restarted);
    const restartSeconds = (performance.now() - restartedAt) / 1000;

    const statuses = new Map<string, number>();
    for (const answer of answers) {
      const key = 'error' in answer ? answer.error : String(answer.status);
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
    }
    const created = answers.flatMap((answer) =>
      'status' in answer && answer.status === 201 ? [JSON.parse(answer.body).extOrderId as string] : [],
    );
    // Every answer is a 201, a refusal (sold out) or the balancer's 502 for the requests the dead one had.
    expect(
      [...statuses.keys()].every((key) => ['201', '422', '502'].includes(key)),
      JSON.stringify([...statuses]),
    ).toBe(true);
    expect(created.length).toBeGreaterThan(0);

    const rows = await database.db
      .select()
      .from(orders)
      .where(eq(orders.eventId, sale.eventId))
      .orderBy(asc(orders.id));
    const byExtId = new Map(rows.map((row) => [row.extOrderId, row]));
    // Every order answered 201 exists, holding its ticket.
    for (const extOrderId of created) expect(HOLDING).toContain(byExtId.get(extOrderId)?.status);
    // No ticket is held twice: never more held than there are, nobody holds two.
    const holding = rows.filter((row) => HOLDING.includes(row.status));
    expect(holding.length).toBeLessThanOrEqual(TICKETS);
    expect(new Set(holding.map((row) => row.userId)).size).toBe(holding.length);
    // Each reservation is either still PENDING (its payment may come; the job releases it when it lapses) or
    // released; none is stuck in between.
    const now = Date.now();
    for (const row of rows) {
      expect(['PENDING', 'CANCELED']).toContain(row.status);
      if (row.status === 'PENDING') expect(row.reservedUntil!.getTime()).toBeGreaterThan(now);
    }
    const left = await json<{ ticketsLeft: number }>(proxyOrigin, `/external_api/event/${sale.eventId}`);
    expect(left.ticketsLeft).toBe(TICKETS - holding.length);
    const unanswered = holding.filter((row) => !created.includes(row.extOrderId)).length;
    report(
      `kill -9 burst: ${BUYERS} buyers for ${TICKETS} tickets through the balancer in ${burstSeconds.toFixed(1)} s, ` +
        `instance b killed after ${killedAt} answers; answers ${[...statuses].map(([k, n]) => `${k}×${n}`).join(', ')}; ` +
        `orders ${rows.length}, holding ${holding.length} (${unanswered} reserved by the killed one without an ` +
        `answer, PENDING until their reservation lapses), 0 held twice, tickets left ${left.ticketsLeft}; ` +
        `b restarted in ${restartSeconds.toFixed(1)} s`,
    );
  });

  it('serves the same catalogue and orders from a pg_dump backup restored into a new database', async () => {
    const dump = path.join(work, 'scena.dump');
    let started = performance.now();
    execFileSync('pg_dump', ['--format=custom', `--file=${dump}`, databaseUrl(names.main)]);
    const dumpSeconds = (performance.now() - started) / 1000;
    started = performance.now();
    execFileSync('pg_restore', ['--no-owner', `--dbname=${databaseUrl(names.restored)}`, dump]);
    const restoreSeconds = (performance.now() - started) / 1000;

    const restored = startServer(
      'restored',
      await freePort(),
      { ...instanceEnv, DATABASE_URL: databaseUrl(names.restored), PUBLIC_URL: proxyOrigin },
      work,
    );
    servers.push(restored);
    await healthy(restored);

    const { email, password } = DEMO_ACCOUNTS.standard;
    const signIn = await send(proxyOrigin, 'POST', '/api/auth', {
      body: JSON.stringify({ email, password, remember: false }),
    });
    const token = JSON.parse((signIn as { body: string }).body).token as string;
    for (const pathname of [
      '/external_api/config',
      '/external_api/videos',
      '/external_api/events',
      '/api/categories',
      '/api/pages/regulamin',
    ]) {
      // Against instance b, restarted after the last write: the instances' cached answers do not know of the
      // rows these tests wrote straight into the database.
      expect(await json(restored.origin, pathname), pathname).toEqual(
        await json(instances[1]!.origin, pathname),
      );
    }
    // The session made after the backup is not in it; the buyer signs in on the restored one too.
    const again = await send(restored.origin, 'POST', '/api/auth', {
      body: JSON.stringify({ email, password, remember: false }),
    });
    const restoredToken = JSON.parse((again as { body: string }).body).token as string;
    const ordersOf = async (origin: string, accessToken: string) => [
      await json(origin, '/api/payments/user', accessToken),
      await json(origin, '/api/videopayments/user', accessToken),
    ];
    const theirs = await ordersOf(restored.origin, restoredToken);
    expect(theirs).toEqual(await ordersOf(instances[1]!.origin, token));
    expect((theirs[1] as unknown[]).length).toBeGreaterThan(0);

    const fingerprint = async (url: string) => {
      const copy = await openDatabase({ url, poolSize: 1 });
      try {
        const [row] = await copy.db
          .select({
            orders: count(),
            total: sql<string>`coalesce(sum(${orders.amountGrosze}), 0)::text`,
            digest: sql<string>`md5(string_agg(${orders.extOrderId} || ${orders.status}, ',' order by ${orders.id}))`,
          })
          .from(orders);
        const [people] = await copy.db.select({ n: count() }).from(users);
        return { ...row, users: people!.n };
      } finally {
        await copy.close();
      }
    };
    const original = await fingerprint(databaseUrl(names.main));
    expect(await fingerprint(databaseUrl(names.restored))).toEqual(original);
    report(
      `pg_dump of ${original.orders} orders and ${original.users} users: ${(fs.statSync(dump).size / 1024).toFixed(0)} KB ` +
        `in ${dumpSeconds.toFixed(1)} s, pg_restore into a new database in ${restoreSeconds.toFixed(1)} s; ` +
        'a server on it answers the same catalogue, pages and orders',
    );
    expect(await stopServer(restored)).toBe(0);
  });

  it('answers every request in flight when told to stop (SIGTERM), then exits 0', async () => {
    const TICKETS = 30;
    const sale = await saleOf(database, `sigterm-${run}`, TICKETS, TICKETS);
    const target = instances[0]!;
    const payu = servers[0]!;
    // PayU is paused, so every purchase is still waiting for it when the signal comes.
    payu.child.kill('SIGSTOP');
    const agent = new http.Agent({ keepAlive: true, maxSockets: TICKETS });
    const inFlight = sale.tokens.map((token) =>
      send(target.origin, 'POST', `/api/payments/${sale.eventId}`, { token, body: PURCHASE, agent }),
    );
    try {
      await until(
        async () => {
          const [row] = await database.db
            .select({ n: count() })
            .from(orders)
            .where(and(eq(orders.eventId, sale.eventId), inArray(orders.status, HOLDING)));
          return row!.n === TICKETS ? true : undefined;
        },
        30_000,
        'every purchase reserved',
      );
      const signalledAt = performance.now();
      target.child.kill('SIGTERM');
      // It stops taking connections at once, while its requests are still waiting for PayU.
      await until(
        async () => {
          const probe = await send(target.origin, 'GET', '/health');
          return 'error' in probe && probe.error === 'ECONNREFUSED' ? true : undefined;
        },
        5000,
        'no more connections taken',
      );
      payu.child.kill('SIGCONT');
      const answers = await Promise.all(inFlight);
      const code = await target.exited;
      const seconds = (performance.now() - signalledAt) / 1000;
      expect(answers.filter((answer) => 'error' in answer)).toEqual([]);
      expect(answers.map((answer) => ('status' in answer ? answer.status : 0))).toEqual(
        Array.from({ length: TICKETS }, () => 201),
      );
      expect(code).toBe(0);
      const log = fs.readFileSync(target.logFile, 'utf8');
      expect(log).toContain('"signal":"SIGTERM","msg":"shutting down"');
      report(
        `SIGTERM with ${TICKETS} purchases in flight (PayU paused): all ${TICKETS} answered 201, none reset, ` +
          `exit code ${code} ${seconds.toFixed(1)} s after the signal`,
      );
    } finally {
      payu.child.kill('SIGCONT');
      agent.destroy();
    }
  });

  it('exits at once, with 1, on a second signal while still finishing', async () => {
    const sale = await saleOf(database, `second-${run}`, 1, 1);
    const target = startServer('c', await freePort(), instanceEnv, work);
    servers.push(target);
    await healthy(target);
    const payu = servers[0]!;
    payu.child.kill('SIGSTOP');
    try {
      const stuck = send(target.origin, 'POST', `/api/payments/${sale.eventId}`, {
        token: sale.tokens[0],
        body: PURCHASE,
      });
      await until(
        async () => {
          const [row] = await database.db
            .select({ n: count() })
            .from(orders)
            .where(eq(orders.eventId, sale.eventId));
          return row!.n === 1 ? true : undefined;
        },
        30_000,
        'the purchase reserved',
      );
      target.child.kill('SIGTERM');
      await until(
        async () => (fs.readFileSync(target.logFile, 'utf8').includes('shutting down') ? true : undefined),
        5000,
        'shutting down',
      );
      target.child.kill('SIGINT');
      expect(await target.exited).toBe(1);
      // At the second signal, not at the shutdown's timeout, and with its request still waiting for PayU: the
      // log says which, where a figure of the machine's clock would only guess it.
      const log = fs.readFileSync(target.logFile, 'utf8');
      expect(log).toContain('"signal":"SIGINT","msg":"second signal: exiting now"');
      expect(log).not.toContain('shutdown took over');
      // The request it gave up on is cut off; its reservation lapses and the job releases it.
      expect(await stuck).toHaveProperty('error');
    } finally {
      payu.child.kill('SIGCONT');
    }
  });
});
