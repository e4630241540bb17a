import type { AppConfigEnv } from './config';
import type { Db } from './db/client';
import type { Clock } from './lib/clock';
import type { RateLimiter } from './lib/rate-limit';
import type { ResponseCache } from './lib/response-cache';
import type { MailTransport, OutgoingMail } from './adapters/mail/transport';
import type { CountryLookup } from './adapters/geoip/country-lookup';
import type { PayuClient, PayuSettings } from './adapters/payments/payu/types';

/**
 * What every service receives: the app's parts, injected so tests can replace the clock and the database. The
 * ground floor names them by their interfaces only; a module that keeps a part of its own adds it to this
 * interface where it defines it (declaration merging, as Fastify's decorators do): `reservations` in
 * modules/commerce/orders/reservations.ts.
 */
export interface AppDeps {
  env: AppConfigEnv;
  db: Db;
  clock: Clock;
  mail: MailOutbox;
  mailTransport: MailTransport;
  limiter: RateLimiter;
  cache: ResponseCache;
  geo: CountryLookup;
  payu: PayuClient;
  payuSettings: PayuSettings;
}

/** Mail written with the change that causes it and delivered after the commit (modules/notifications/mail-outbox.ts). */
export interface MailOutbox {
  /** Writes the mail in `db` (the caller's transaction); it is sent once that commits. */
  enqueue(db: Db, mail: OutgoingMail & { kind: string }): Promise<void>;
  /** Sends every due mail now; returns how many were sent. Tests call it to see mail at once. */
  deliverDue(): Promise<number>;
  /** Asks for a delivery soon, without waiting (after a request commits). */
  kick(): void;
  start(): void;
  stop(): Promise<void>;
}
