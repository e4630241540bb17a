import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../src/db/client';
import { loadConfig } from '../src/config';
import { buildApp, type App } from '../src/app';
import { TestClock } from '../src/lib/clock';
import { DEMO_ACCOUNTS } from '../src/seed/seed';
import { findUserByEmail } from '../src/modules/users/users.repository';
import type { MailTransport } from '../src/adapters/mail/transport';
import type { Reservations } from '../src/modules/commerce/orders/reservations';
import { VIMEO_STANDIN_PREFIX, VIMEO_STANDIN_TOKEN } from '../src/adapters/video-host/vimeo/vimeo-settings';
import { TEST_START, withDatabase } from './global-setup';

export { DEMO_ACCOUNTS, TEST_START };

export interface TestApp {
  app: App;
  clock: TestClock;
  database: Database;
  /** The PostgreSQL database of this app (absent on PGlite), for a second process to share. */
  databaseUrl?: string;
  close(): Promise<void>;
}

async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void>; url?: string }> {
  const url = process.env.TEST_DATABASE_URL;
  const template = inject('pgTemplate');
  if (url && template) {
    const name = `test_${inject('runId')}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    await admin.end();
    const databaseUrl = withDatabase(url, name);
    const database = await openDatabase({ url: databaseUrl, poolSize: 4 });
    return {
      database,
      url: databaseUrl,
      drop: async () => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await client.end();
      },
    };
  }
  const snapshot = fs.readFileSync(inject('pgliteSnapshot'));
  const database = await openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([snapshot]) });
  return { database, drop: async () => {} };
}

/** What production needs to start (product-decisions §32); the database stays the test's own. */
export const PRODUCTION_ENV: Record<string, string> = {
  NODE_ENV: 'production',
  SMTP_URL: 'smtp://mail.invalid',
  PAYU_BASE_URL: 'https://secure.payu.invalid',
  PAYU_POS_ID: '1',
  PAYU_CLIENT_ID: '1',
  PAYU_CLIENT_SECRET: 'secret',
  PAYU_SECOND_KEY: 'key',
  ...(process.env.TEST_DATABASE_URL ? {} : { DATABASE_URL: 'postgres://unused.invalid/scena' }),
};

/** A loopback port free right now (the OS hands out ephemeral ports in turn, so it stays free long enough). */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * An app on a database of its own (a fresh copy of the seeded template), with a clock the test moves. With
 * `listen`, it also answers HTTP on a loopback port that is its PUBLIC_URL: the PayU client, the stand-in and its
 * notifications then really travel over HTTP, as in production.
 */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    mailTransport?: MailTransport;
    webDist?: string;
    listen?: boolean;
    /** Hosted videos on Vimeo, i.e. on the app's own Vimeo stand-in (needs `listen`). */
    vimeo?: boolean;
    reservations?: Reservations;
  } = {},
): Promise<TestApp> {
  const { database, drop, url } = await openTestDatabase();
  const clock = new TestClock(TEST_START);
  const port = options.listen ? await freePort() : 3000;
  const publicUrl = options.listen ? `http://127.0.0.1:${port}` : 'http://localhost:3000';
  const env = loadConfig({
    NODE_ENV: 'test',
    RATE_LIMITS: 'off',
    PUBLIC_URL: publicUrl,
    ...(options.vimeo
      ? { VIMEO_ACCESS_TOKEN: VIMEO_STANDIN_TOKEN, VIMEO_API_URL: `${publicUrl}${VIMEO_STANDIN_PREFIX}` }
      : {}),
    LOG_LEVEL: 'silent',
    ...(url ? { DATABASE_URL: url } : {}),
    ...options.env,
  });
  const app = await buildApp({
    env,
    database,
    clock,
    logger: false,
    mailTransport: options.mailTransport,
    webDist: options.webDist,
    reservations: options.reservations,
  });
  if (options.listen) await app.listen({ port, host: '127.0.0.1' });
  return {
    app,
    clock,
    database,
    databaseUrl: url,
    async close() {
      await closeWithin(app, database);
      await database.close();
      await drop();
    },
  };
}

/**
 * Closes a test's app; if that takes longer than 10 s, says what was still open and closes every connection.
 * Once in many CI runs the close of a listening app (local-host.test.ts, on PostgreSQL) waited past the hook's
 * 60 s with every test passed; this keeps the run going and leaves the evidence in its log.
 */
async function closeWithin(app: App, database: Database) {
  let timer: NodeJS.Timeout | undefined;
  const closed = app.close();
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), 10_000);
  });
  if ((await Promise.race([closed, late])) === 'late') {
    const connections = await new Promise<number>((resolve) =>
      app.server.getConnections((_error, count) => resolve(count)),
    );
    console.warn(
      `app.close() still waiting after 10 s: ${connections} connection(s) open, database pool ${JSON.stringify(
        database.poolStats?.() ?? null,
      )}; closing every connection`,
    );
    app.server.closeAllConnections();
    await closed;
  }
  clearTimeout(timer);
}

let counter = 0;
/** A unique, valid sign-up form. */
export function signUpForm(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    email: `widz${counter}.${randomBytes(3).toString('hex')}@example.com`,
    password: 'Haslo-123',
    repeatpassword: 'Haslo-123',
    firstname: 'Zażółć',
    lastname: "O'Brien-Müller",
    birthday: '1990-05-17',
    country_code: 'PL',
    tos: true,
    mailing: false,
    ...overrides,
  };
}

export interface MailboxMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: Array<{ filename: string; contentType: string; content: string }>;
  created_at: string;
}

/** The dev mailbox's messages to one address, newest first (delivers the outbox first). */
export async function mailsTo(app: App, email: string): Promise<MailboxMessage[]> {
  const response = await app.inject({ method: 'GET', url: '/dev/mailbox/messages' });
  return (response.json() as MailboxMessage[]).filter((mail) => mail.to === email.toLowerCase());
}

/** The first link of the newest mail to `email` whose path starts with `path`, as a URL. */
export async function linkFromMail(app: App, email: string, path: string): Promise<URL> {
  const [mail] = await mailsTo(app, email);
  if (!mail) throw new Error(`no mail to ${email}`);
  const match = mail.text.match(new RegExp(`https?://[^\\s]+${path.replace(/[/]/g, '\\/')}[^\\s]*`));
  if (!match) throw new Error(`no ${path} link in mail "${mail.subject}"`);
  return new URL(match[0]);
}

/** A new unverified account; its id is looked up, as the answer to sign-up carries none (a taken address has none). */
export async function signUp(app: App, overrides: Record<string, unknown> = {}) {
  const form = signUpForm(overrides);
  const response = await app.inject({ method: 'POST', url: '/api/users', payload: form });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.body}`);
  const user = await findUserByEmail(app.deps.db, form.email);
  if (!user) throw new Error(`sign-up created no account: ${response.body}`);
  return { form, id: user.id };
}

export async function signIn(
  app: App,
  email: string,
  password: string,
  extra: { remember?: boolean; ip?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth',
    payload: { email, password, remember: extra.remember ?? false },
    remoteAddress: extra.ip ?? '127.0.0.1',
  });
}

/** Signs up, verifies through the mailed link and signs in: a standard user with a session. */
export async function verifiedUser(app: App, overrides: Record<string, unknown> = {}) {
  const { form, id } = await signUp(app, overrides);
  const link = await linkFromMail(app, form.email, '/weryfikacja-konta');
  const verify = await app.inject({
    method: 'POST',
    url: '/api/verifications',
    payload: { email: link.searchParams.get('email'), token: link.searchParams.get('token') },
  });
  if (verify.statusCode !== 200) throw new Error(`verification failed: ${verify.body}`);
  const session = await signIn(app, form.email, form.password);
  if (session.statusCode !== 200) throw new Error(`sign-in failed: ${session.body}`);
  return { id, form, token: (session.json() as { token: string }).token };
}

/** A session of a seeded demo account; the administrator goes through the mailed link like a person would. */
export async function sessionOf(app: App, role: keyof typeof DEMO_ACCOUNTS): Promise<string> {
  const account = DEMO_ACCOUNTS[role];
  const first = await signIn(app, account.email, account.password);
  if (role !== 'admin') {
    if (first.statusCode !== 200) throw new Error(`sign-in failed: ${first.body}`);
    return (first.json() as { token: string }).token;
  }
  const link = await linkFromMail(app, account.email, '/logowanie');
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/admin',
    payload: {
      login_token: link.searchParams.get('login_token'),
      login_email: link.searchParams.get('login_email'),
    },
  });
  if (response.statusCode !== 200) throw new Error(`admin sign-in failed: ${response.body}`);
  return (response.json() as { token: string }).token;
}

export function auth(token: string) {
  return { 'x-auth-token': token };
}

/** An answer's body without its request id, which differs per request: to compare two answers byte for byte. */
export function bodyWithoutRequestId(response: { body: string }): string {
  return response.body.replace(/,"requestId":"[^"]*"/, '');
}
