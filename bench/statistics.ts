/**
 * The statistics of issue 10, run by hand (`npm run bench:statistics`, no build needed), not in CI: 100,000 orders
 * over two years — tickets, rentals, gifts and group tickets of 40 events and 40 videos, every status, refunds in
 * full and in part, the codes that gifts and group tickets made and the orders that redeemed them — seeded with
 * set-based SQL into a fresh PostgreSQL database, then every /api/statistics/* call timed against the real server
 * (median and max of several calls after a warm-up). Target: each median under 300 ms.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { lastDays } from '@scena/shared/commerce/statistics';
import { openDatabase } from '../apps/api/src/db/client';
import { sessions, users } from '../apps/api/src/db/schema';
import { hashToken, newToken } from '../apps/api/src/lib/crypto';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const PORT = Number(process.env.BENCH_PORT ?? 3512);
const POSTGRES = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const WARM_UP = 2;
const RUNS = 7;
const LIMIT_MS = 300;

/** The same database URL with another database name. */
function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/**
 * Two years of a theatre's orders, in a few statements (the mix: 55 % tickets, 35 % rentals, 7 % gifts — a third
 * of them for any product — and 3 % group tickets of 5 to 15; 80 % completed, 8 % cancelled, 5 % refunded
 * whole, the rest unfinished; 5 % of tickets granted free; 3 % of completed orders refunded in part). Six in ten
 * codes that completed gifts and group tickets made are redeemed by an order of their own.
 */
const SEED_SQL = `
select setseed(0.42);

insert into videos (title, slug, video_link, video_price_grosze, visible, views, added_at, updated_at)
select 'Nagranie ' || g || ': ' || repeat('spektakl w reżyserii gościnnej ', g % 4), 'bench-nagranie-' || g,
  '76979871', 1990 + (g % 5) * 500, true, (random() * 50000)::int, now() - make_interval(days => 740 - g * 18), now()
from generate_series(1, 40) g;

insert into events (title, slug, video_id, event_price_grosze, date_from, date_to, time_from, time_to, starts_at,
  ends_at, published, views, created_at, updated_at)
select 'Spektakl ' || s.g || ': ' || repeat('premiera sezonu ', s.g % 5), 'bench-spektakl-' || s.g, v.id,
  3990 + (s.g % 4) * 1000, s.d::date, s.d::date, '19:00', '21:00', s.d, s.d + interval '2 hours', true,
  (random() * 20000)::int, s.d - interval '30 days', now()
from (select g, now() - make_interval(days => 730 - g * 18) as d from generate_series(1, 40) g) s
join (select id, row_number() over (order by id) as rn from videos where slug like 'bench-%') v on v.rn = s.g;

insert into users (email, password_hash, firstname, lastname, birthday, role_id, created_at, updated_at, verified_at)
select 'widz' || g || '@bench.example', 'unused', 'Widz', 'Numer' || g, '1990-01-01', 2, now(), now(), now()
from generate_series(1, 5000) g;

create temp table bench_ids as
select (select array_agg(id order by id) from events where slug like 'bench-%') as events,
  (select array_agg(id order by id) from videos where slug like 'bench-%') as videos,
  (select array_agg(id order by id) from users where email like '%@bench.example') as users;

insert into orders (ext_order_id, kind, event_id, video_id, product_slug, user_id, buyer_firstname, buyer_lastname,
  buyer_email, country, customer_ip, description_pl, description_en, status, amount_grosze, product_quantity,
  one_free, used, views, created_at, updated_at)
select 'bench-' || p.n, p.kind, p.event_id, p.video_id,
  case when p.event_id is not null then 'event-' || p.event_id when p.video_id is not null then 'video-' || p.video_id
    else 'any' end,
  p.user_id, 'Widz', 'Numer', 'widz@bench.example', 'PL', '127.0.0.1', 'zamówienie', 'order', p.status,
  case
    when p.kind = 'event' and p.r_free < 0.05 then 0
    when p.kind = 'event' then 3990 + (p.n % 4) * 1000
    when p.kind = 'video' then 1990 + (p.n % 5) * 500
    when p.kind = 'gift' then 5000
    else p.quantity * 3990 * 9 / 10
  end,
  p.quantity, p.kind = 'group_ticket' and p.n % 2 = 0, p.status = 'COMPLETED' and p.kind = 'video',
  case when p.status = 'COMPLETED' and p.kind = 'video' then (random() * 6)::int else 0 end,
  p.created_at,
  case when p.status = 'REFUNDED' then least(now(), p.created_at + make_interval(secs => random() * 20 * 86400))
    else p.created_at + interval '10 minutes' end
from (
  select n, kind, r_free, created_at,
    users[1 + floor(r_user * array_length(users, 1))::int] as user_id,
    case when kind = 'event' or (kind in ('gift', 'group_ticket') and r_product < 0.5)
      then events[1 + floor(r_pick * array_length(events, 1))::int] end as event_id,
    case when kind = 'video' or (kind = 'group_ticket' and r_product >= 0.5)
        or (kind = 'gift' and r_product >= 0.5 and r_product < 0.67)
      then videos[1 + floor(r_pick * array_length(videos, 1))::int] end as video_id,
    case when kind = 'group_ticket' then 5 + (n % 11) else 1 end as quantity,
    case
      when r_status < 0.80 then 'COMPLETED' when r_status < 0.88 then 'CANCELED'
      when r_status < 0.93 then 'REFUNDED' when r_status < 0.96 then 'PENDING'
      when r_status < 0.98 then 'NOT_STARTED' when r_status < 0.99 then 'WAITING_FOR_CONFIRMATION'
      else 'WAITING_FOR_REFUND'
    end as status
  from (
    select g as n, random() as r_status, random() as r_product, random() as r_pick, random() as r_user,
      random() as r_free, now() - make_interval(secs => random() * 730 * 86400) as created_at,
      (array['event', 'video', 'gift', 'group_ticket'])[
        case when k < 0.55 then 1 when k < 0.90 then 2 when k < 0.97 then 3 else 4 end] as kind
    from (select g, random() as k from generate_series(1, $1::int) g) draws
  ) r, bench_ids
) p;

insert into refunds (order_id, amount_grosze, reason, status, created_at, finalized_at)
select id, amount_grosze, 'zwrot', 'FINALIZED', updated_at, updated_at
from orders where status = 'REFUNDED' and amount_grosze > 0 and ext_order_id like 'bench-%';

insert into refunds (order_id, amount_grosze, reason, status, created_at, finalized_at)
select id, amount_grosze / 4, 'zwrot części', 'FINALIZED', least(now(), created_at + interval '3 days'),
  least(now(), created_at + interval '3 days')
from orders
where status = 'COMPLETED' and amount_grosze >= 4 and ext_order_id like 'bench-%' and random() < 0.03;

insert into codes (code, description, discount_percent, discount_cash_grosze, event_id, video_id, expires_at,
  usage_limit, source_order_id, created_at, updated_at)
select 'B' || o.id || '-' || k, 'kod',
  case when o.product_slug = 'any' then null else 100 end,
  case when o.product_slug = 'any' then o.amount_grosze end,
  o.event_id, o.video_id, o.created_at + interval '365 days', 1, o.id, o.created_at, o.created_at
from orders o
cross join lateral generate_series(1, case when o.kind = 'group_ticket' then o.product_quantity else 1 end) k
where o.kind in ('gift', 'group_ticket') and o.status = 'COMPLETED' and o.ext_order_id like 'bench-%';

create temp table bench_redemptions as
select c.id as code_id, c.event_id,
  case when c.event_id is null then coalesce(c.video_id, videos[1 + floor(random() * array_length(videos, 1))::int])
    end as video_id,
  users[1 + floor(random() * array_length(users, 1))::int] as user_id,
  least(now(), c.created_at + make_interval(secs => random() * 60 * 86400)) as at
from codes c, bench_ids
where c.source_order_id is not null and random() < 0.6;

insert into code_activations (code_id, user_id, activated_at)
select code_id, user_id, at from bench_redemptions;

insert into orders (ext_order_id, kind, event_id, video_id, product_slug, user_id, status, amount_grosze, code_id,
  created_at, updated_at)
select 'bench-code-' || code_id, case when event_id is not null then 'event' else 'video' end, event_id, video_id,
  case when event_id is not null then 'event-' || event_id else 'video-' || video_id end,
  user_id, 'COMPLETED', 0, code_id, at, at
from bench_redemptions;

analyze;
`;

async function prepare(url: string): Promise<{ token: string; counts: Record<string, number> }> {
  const database = await openDatabase({ url, poolSize: 2 });
  try {
    await database.migrate();
    const now = new Date();
    const [admin] = await database.db
      .insert(users)
      .values({
        email: 'statystyki@scena.local',
        passwordHash: 'unused',
        firstname: 'Ewa',
        lastname: 'Statystyczna',
        roleId: 1,
        createdAt: now,
        updatedAt: now,
        verifiedAt: now,
      })
      .returning({ id: users.id });
    const token = newToken();
    await database.db.insert(sessions).values({
      userId: admin!.id,
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + 3_600_000),
      ip: '127.0.0.1',
    });
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const started = performance.now();
      // Statement by statement: the parameter belongs to the orders' insert only.
      for (const statement of SEED_SQL.split(/;\s*\n/)
        .map((text) => text.trim())
        .filter(Boolean)) {
        await client.query(statement, statement.includes('$1') ? [ORDERS] : []);
      }
      const counts: Record<string, number> = {};
      for (const table of ['orders', 'refunds', 'codes', 'code_activations', 'events', 'videos']) {
        const result = await client.query<{ n: string }>(`select count(*) as n from ${table}`);
        counts[table] = Number(result.rows[0]!.n);
      }
      console.log(
        `seeded in ${((performance.now() - started) / 1000).toFixed(1)} s: ${JSON.stringify(counts)}`,
      );
      return { token, counts };
    } finally {
      await client.end();
    }
  } finally {
    await database.close();
  }
}

async function waitFor(server: ChildProcess, url: string) {
  const start = Date.now();
  while (Date.now() - start < 120_000) {
    if (server.exitCode !== null) throw new Error('the server exited before answering');
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up`);
}

function stop(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function timed(url: string, token: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers: { 'x-auth-token': token, 'accept-language': 'pl' } });
  await response.arrayBuffer();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return ms;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

async function main() {
  const name = `bench_statistics_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = withDatabase(POSTGRES, name);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-statistics-'));
  let server: ChildProcess | undefined;
  try {
    const { token } = await prepare(url);
    server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/api/src/server.ts')], {
      env: {
        ...process.env,
        DATABASE_URL: url,
        PORT: String(PORT),
        PUBLIC_URL: `http://127.0.0.1:${PORT}`,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        RATE_LIMITS: 'off',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const base = `http://127.0.0.1:${PORT}`;
    await waitFor(server, `${base}/health`);

    const twoYears = lastDays(new Date(), 730);
    const year = lastDays(new Date(), 365);
    const calls: Array<[string, string]> = [
      ['orders, the last 7 days (default)', '/api/statistics/orders'],
      ['orders, the last 365 days', `/api/statistics/orders?from=${year.from}&to=${year.to}`],
      ['orders, the last 730 days', `/api/statistics/orders?from=${twoYears.from}&to=${twoYears.to}`],
      ['income, the last 7 days (default)', '/api/statistics/income'],
      ['income, the last 365 days', `/api/statistics/income?from=${year.from}&to=${year.to}`],
      ['income, the last 730 days', `/api/statistics/income?from=${twoYears.from}&to=${twoYears.to}`],
      ['paymentsumm, this month (default)', '/api/statistics/paymentsumm'],
      ['paymentsumm, the last 365 days', `/api/statistics/paymentsumm?from=${year.from}&to=${year.to}`],
      [
        'paymentsumm, the last 730 days',
        `/api/statistics/paymentsumm?from=${twoYears.from}&to=${twoYears.to}`,
      ],
      ['ordersPerVideo', '/api/statistics/ordersPerVideo'],
      ['viewsPerVideo', '/api/statistics/viewsPerVideo'],
      ['events', '/api/statistics/events'],
      ['videos', '/api/statistics/videos'],
    ];
    console.log(
      `\n${RUNS} calls each after ${WARM_UP} warm-up calls, one at a time; target: median < ${LIMIT_MS} ms\n`,
    );
    let failed = 0;
    for (const [label, pathname] of calls) {
      for (let n = 0; n < WARM_UP; n += 1) await timed(`${base}${pathname}`, token);
      const times: number[] = [];
      for (let n = 0; n < RUNS; n += 1) times.push(await timed(`${base}${pathname}`, token));
      const middle = median(times);
      const pass = middle < LIMIT_MS;
      if (!pass) failed += 1;
      console.log(
        `${pass ? 'PASS' : 'FAIL'}  ${label.padEnd(36)} median ${middle.toFixed(1).padStart(7)} ms   max ${Math.max(
          ...times,
        )
          .toFixed(1)
          .padStart(7)} ms`,
      );
    }
    console.log(
      `\n${failed === 0 ? 'PASS' : 'FAIL'}: ${calls.length - failed} of ${calls.length} calls under ${LIMIT_MS} ms`,
    );
  } finally {
    if (server) await stop(server);
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
