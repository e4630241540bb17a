import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { count, eq } from 'drizzle-orm';
import { ROLE } from '@scena/shared';
import { events, orders, sessions, users, videos, type NewOrderRow } from '../../src/db/schema';
import { hashToken, newToken } from '../../src/lib/crypto';
import { signatureHeaderFor } from '../../src/adapters/payments/payu/signature';
import { PAYU_STANDIN_CREDENTIALS, payuStandin } from '../../src/adapters/payments/payu/standin';
import { TestClock } from '../../src/lib/clock';
import { auth, createTestApp, TEST_START, type TestApp } from '../helpers';
import { eventForm, insertEventVideo } from '../catalog/events-support';

/** A valid purchase body (ZPurchase). */
export const PURCHASE = { tos: true, supply_consent: true } as const;

let buyerCounter = 0;
/**
 * Signed-in standard users made straight in the database: hundreds of buyers for the concurrency tests without
 * hundreds of argon2 hashes (their password is never used). Sessions are made as start-session.ts makes them.
 */
export async function quickBuyers(t: TestApp, n: number): Promise<Array<{ id: number; token: string }>> {
  const now = t.clock.now();
  const rows = await t.database.db
    .insert(users)
    .values(
      Array.from({ length: n }, () => {
        buyerCounter += 1;
        return {
          email: `kupujacy${buyerCounter}.${Date.now().toString(36)}@example.com`,
          passwordHash: 'unused',
          firstname: 'Kupujący',
          lastname: `Numer${buyerCounter}`,
          birthday: '1990-01-01',
          roleId: ROLE.standard,
          createdAt: now,
          updatedAt: now,
          verifiedAt: now,
        };
      }),
    )
    .returning({ id: users.id });
  const tokens = rows.map(() => newToken());
  await t.database.db.insert(sessions).values(
    rows.map((row, index) => ({
      userId: row.id,
      tokenHash: hashToken(tokens[index]!),
      createdAt: now,
      expiresAt: new Date(now.getTime() + 12 * 3600_000),
      ip: '127.0.0.1',
      userAgent: null,
    })),
  );
  return rows.map((row, index) => ({ id: row.id, token: tokens[index]! }));
}

/** A published event through the admin API (so its instants are computed as in production). */
export async function createEvent(t: TestApp, adminToken: string, overrides: Record<string, unknown> = {}) {
  const video = await insertEventVideo(t, { ageRestriction: null });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/events',
    headers: auth(adminToken),
    payload: eventForm(video.id, overrides),
  });
  if (response.statusCode !== 201) throw new Error(`event: ${response.body}`);
  const [row] = await t.database.db
    .select()
    .from(events)
    .where(eq(events.id, (response.json() as { id: number }).id));
  return row!;
}

let videoCounter = 0;
export async function createVideo(t: TestApp, overrides: Partial<typeof videos.$inferInsert> = {}) {
  videoCounter += 1;
  const now = t.clock.now();
  const [row] = await t.database.db
    .insert(videos)
    .values({
      title: `Nagranie ${videoCounter}`,
      slug: `nagranie-${videoCounter}-${Date.now().toString(36)}`,
      videoLink: 'https://vimeo.com/76979871',
      videoPriceGrosze: 2990,
      visible: true,
      addedAt: now,
      updatedAt: now,
      ...overrides,
    })
    .returning();
  return row!;
}

export function buy(
  t: TestApp,
  token: string | undefined,
  kind: 'event' | 'video',
  productId: number,
  payload: unknown = PURCHASE,
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/${kind === 'event' ? 'payments' : 'videopayments'}/${productId}`,
    headers: token ? auth(token) : {},
    payload: payload as Record<string, unknown>,
  });
}

let orderCounter = 0;
/** An order straight in the database (an event's unless told), made at `createdAt`: for lists by date and status. */
export async function insertOrder(
  t: TestApp,
  values: Pick<NewOrderRow, 'userId' | 'status' | 'createdAt'> & Partial<NewOrderRow>,
) {
  orderCounter += 1;
  const [row] = await t.database.db
    .insert(orders)
    .values({
      extOrderId: `test-order-${orderCounter}-${Date.now().toString(36)}`,
      kind: 'event',
      amountGrosze: 4990,
      country: 'PL',
      customerIp: '127.0.0.1',
      updatedAt: values.createdAt,
      ...values,
    })
    .returning();
  return row!;
}

export async function orderRow(t: TestApp, extOrderId: string) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.extOrderId, extOrderId));
  return row!;
}

export async function orderCount(t: TestApp) {
  const [row] = await t.database.db.select({ n: count() }).from(orders);
  return row!.n;
}

/** A PayU notification signed with `key` (the stand-in's second key unless told), delivered to the app. */
export function notify(t: TestApp, body: unknown, options: { key?: string; header?: string } = {}) {
  const raw = JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: '/api/payu/notifications',
    headers: {
      'content-type': 'application/json',
      'openpayu-signature':
        options.header ?? signatureHeaderFor(raw, options.key ?? PAYU_STANDIN_CREDENTIALS.secondKey, 'MD5'),
    },
    payload: raw,
  });
}

/** PayU's order notification for one of our orders. */
export function orderNotification(
  order: { extOrderId: string; payuOrderId: string | null; amountGrosze: number },
  status: string,
  overrides: Record<string, unknown> = {},
) {
  return {
    order: {
      orderId: order.payuOrderId,
      extOrderId: order.extOrderId,
      orderCreateDate: '2026-03-15T10:00:00.000+01:00',
      notifyUrl: 'http://127.0.0.1/api/payu/notifications',
      customerIp: '127.0.0.1',
      merchantPosId: PAYU_STANDIN_CREDENTIALS.posId,
      description: 'Bilet',
      currencyCode: 'PLN',
      totalAmount: String(order.amountGrosze),
      status,
      ...overrides,
    },
    properties: [{ name: 'PAYMENT_ID', value: '5000000001' }],
  };
}

/** Waits until the order reaches `status` (notifications travel over HTTP after the request that caused them). */
export async function untilStatus(t: TestApp, extOrderId: string, status: string) {
  // A hundred looks 50 ms apart: counted, not timed by the machine's clock.
  for (let look = 0; ; look += 1) {
    const row = await orderRow(t, extOrderId);
    if (row.status === status) return row;
    if (look === 100) throw new Error(`order ${extOrderId} is ${row.status}, not ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A request to the test app, as the caller with `token` (none: anonymous), with a JSON body when given. */
export function call(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token?: string,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url,
    headers: token ? auth(token) : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** What the line to PayU does to a request: passes it, loses PayU's answer after PayU acted, or is down. */
export type PayuLineFault = 'lose_answer' | 'down';

/** The line between the app and its own PayU (appWithOwnPayu): a test sets `fault` to break it. */
export interface PayuLine {
  fault?: (request: { method: string; path: string }) => PayuLineFault | undefined;
}

/**
 * The loopback line in front of a PayU: it forwards every request, unless `line.fault` says to answer 503 without
 * forwarding (PayU down), or to forward and then answer 502 (PayU acted, and its answer was lost on the way).
 */
async function payuLine(
  upstream: string,
  line: PayuLine,
): Promise<{ base: string; close: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const fault = line.fault?.({ method: request.method ?? 'GET', path: request.url ?? '/' });
      if (fault === 'down') return response.writeHead(503).end('{}');
      const headers = new Headers();
      for (const name of ['content-type', 'authorization', 'accept']) {
        const value = request.headers[name];
        if (typeof value === 'string') headers.set(name, value);
      }
      const answer = await fetch(`${upstream}${request.url}`, {
        method: request.method,
        headers,
        body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
        redirect: 'manual',
      });
      const body = Buffer.from(await answer.arrayBuffer());
      if (fault === 'lose_answer') return response.writeHead(502).end('{}');
      const kept: Record<string, string> = {};
      for (const name of ['content-type', 'location']) {
        const value = answer.headers.get(name);
        if (value) kept[name] = value;
      }
      response.writeHead(answer.status, kept).end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * An app configured for a PayU of its own (PAYU_* set: a stand-in in a Fastify of its own, on loopback, reached
 * through a line the test can break, at `payuBase`). A `silent` PayU signs its notifications with a key the shop
 * does not have, so they never count: what the app learns it learns by asking PayU.
 */
export async function appWithOwnPayu(options: { silent: boolean }): Promise<{
  t: TestApp;
  payuBase: string;
  line: PayuLine;
  close: () => Promise<void>;
}> {
  const payu = Fastify({ logger: false });
  await payu.register(
    async (scope) => {
      await scope.register(
        payuStandin({
          credentials: {
            ...PAYU_STANDIN_CREDENTIALS,
            ...(options.silent ? { secondKey: 'a-key-the-shop-does-not-have' } : {}),
          },
          clock: new TestClock(TEST_START),
          publicBaseUrl: 'http://127.0.0.1/payu',
          retryDelaysMs: [],
        }),
      );
    },
    { prefix: '/payu' },
  );
  await payu.listen({ port: 0, host: '127.0.0.1' });
  const line: PayuLine = {};
  const proxy = await payuLine(`http://127.0.0.1:${(payu.server.address() as AddressInfo).port}`, line);
  const payuBase = `${proxy.base}/payu`;
  const t = await createTestApp({
    listen: true,
    env: {
      PAYU_BASE_URL: payuBase,
      PAYU_POS_ID: PAYU_STANDIN_CREDENTIALS.posId,
      PAYU_CLIENT_ID: PAYU_STANDIN_CREDENTIALS.clientId,
      PAYU_CLIENT_SECRET: PAYU_STANDIN_CREDENTIALS.clientSecret,
      PAYU_SECOND_KEY: PAYU_STANDIN_CREDENTIALS.secondKey,
    },
  });
  return {
    t,
    payuBase,
    line,
    close: async () => {
      await t.close();
      await proxy.close();
      await payu.close();
    },
  };
}
