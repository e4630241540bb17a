import http from 'node:http';
import pg from 'pg';
import type { Database } from '../src/db/client';
import { events, sessions, users, videos } from '../src/db/schema';
import { hashToken, newToken } from '../src/lib/crypto';

/** The loopback PostgreSQL the operations tests make their databases in (`npm run test:ops`). */
export const ADMIN_URL = process.env.TEST_DATABASE_URL;
/** Order statuses that hold a ticket (STOCK_HOLDING_STATUSES). */
export const HOLDING = ['PENDING', 'WAITING_FOR_CONFIRMATION', 'COMPLETED', 'WAITING_FOR_REFUND'];
/** A purchase body (ZPurchase). */
export const PURCHASE = JSON.stringify({ tos: true, supply_consent: true });

export function databaseUrl(name: string): string {
  const url = new URL(ADMIN_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function adminQuery(query: string) {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(query);
  } finally {
    await admin.end();
  }
}

export type Answer = { status: number; body: string; headers: http.IncomingHttpHeaders } | { error: string };

/** One HTTP request that resolves with its status and body, or with the error that broke it (a reset). */
export function send(
  origin: string,
  method: string,
  pathname: string,
  options: { token?: string; body?: string; agent?: http.Agent; headers?: Record<string, string> } = {},
): Promise<Answer> {
  return new Promise((resolve) => {
    const url = new URL(pathname, origin);
    const request = http.request(
      {
        agent: options.agent,
        host: url.hostname,
        port: url.port,
        method,
        path: `${url.pathname}${url.search}`,
        headers: {
          ...(options.body !== undefined
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(options.body) }
            : {}),
          ...(options.token ? { 'x-auth-token': options.token } : {}),
          ...options.headers,
        },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body, headers: response.headers }),
        );
        response.on('error', (error) => resolve({ error: error.message }));
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    request.end(options.body);
  });
}

export async function json<T>(origin: string, pathname: string, token?: string): Promise<T> {
  const answer = await send(origin, 'GET', pathname, { token });
  if ('error' in answer || answer.status !== 200)
    throw new Error(`GET ${pathname}: ${JSON.stringify(answer)}`);
  return JSON.parse(answer.body) as T;
}

/** An event on sale with `tickets` tickets, and `buyers` signed-in buyers, written straight into the database. */
export async function saleOf(database: Database, label: string, tickets: number, buyers: number) {
  const now = new Date();
  const [video] = await database.db
    .insert(videos)
    .values({
      title: `Zapis ${label}`,
      slug: `zapis-${label}`,
      videoLink: '76979871',
      addedAt: now,
      updatedAt: now,
    })
    .returning();
  const startsAt = new Date(now.getTime() + 7 * 86_400_000);
  const date = startsAt.toISOString().slice(0, 10);
  const [event] = await database.db
    .insert(events)
    .values({
      title: `Premiera ${label}`,
      slug: `premiera-${label}`,
      videoId: video!.id,
      eventPriceGrosze: 4990,
      dateFrom: date,
      dateTo: date,
      timeFrom: '19:00',
      timeTo: '21:00',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 2 * 3_600_000),
      published: true,
      availableTickets: tickets,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const rows = await database.db
    .insert(users)
    .values(
      Array.from({ length: buyers }, (_, n) => ({
        email: `${label}.${n}@example.com`,
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
    .returning({ id: users.id, email: users.email });
  const tokens = rows.map(() => newToken());
  await database.db.insert(sessions).values(
    rows.map((row, index) => ({
      userId: row.id,
      tokenHash: hashToken(tokens[index]!),
      createdAt: now,
      expiresAt: new Date(now.getTime() + 3_600_000),
      ip: '127.0.0.1',
    })),
  );
  return {
    eventId: event!.id,
    tokens,
    buyers: rows.map((row, index) => ({ ...row, token: tokens[index]! })),
  };
}
