import type { AppConfigEnv } from './config';
import type { Db } from './db/client';
import type { Clock } from './lib/clock';
import type { RateLimiter } from './lib/rate-limit';
import type { ResponseCache } from './lib/response-cache';
import type { MailOutbox } from './modules/notifications/mail-outbox';
import type { MailTransport } from './adapters/mail/transport';
import type { CountryLookup } from './adapters/geoip/country-lookup';
import type { PayuClient, PayuSettings } from './adapters/payments/payu/types';
import type { ReservationBatches } from './modules/commerce/orders/reservations';

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
  payu: PayuClient;
  payuSettings: PayuSettings;
  /**
   * 'locked' always. 'unguarded' exists for one test only: it checks stock and inserts the order apart, as code
   * without the lock would, so the concurrency test can show that it would fail without it.
   */
  purchaseGuard: 'locked' | 'unguarded';
  /** Purchases of one product are decided in batches, one at a time per process (reservations.ts). */
  reservations: ReservationBatches;
}
