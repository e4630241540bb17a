import type { AppConfigEnv } from './config';
import type { Db } from './db/client';
import type { Clock } from './lib/clock';
import type { RateLimiter } from './lib/rate-limit';
import type { ResponseCache } from './lib/response-cache';
import type { MailOutbox } from './modules/notifications/mail-outbox';
import type { MailTransport } from './adapters/mail/transport';
import type { CountryLookup } from './adapters/geoip/country-lookup';

/** What every service receives: the app's parts, injected so tests can replace the clock and the database. */
export interface AppDeps {
  env: AppConfigEnv;
  db: Db;
  clock: Clock;
  mail: MailOutbox;
  mailTransport: MailTransport;
  limiter: RateLimiter;
  cache: ResponseCache;
  geo: CountryLookup;
}
