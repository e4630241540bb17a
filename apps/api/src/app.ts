import Fastify, { LogController, type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { Redis } from 'ioredis';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfigEnv } from './config';
import type { Database } from './db/client';
import type { AppDeps } from './deps';
import { systemClock, type Clock } from './lib/clock';
import { createRateLimiter } from './lib/rate-limit';
import { createResponseCache } from './lib/response-cache';
import { openCountryLookup } from './adapters/geoip/country-lookup';
import { createMailboxTransport } from './adapters/mail/mailbox';
import { createSmtpTransport } from './adapters/mail/smtp';
import type { MailTransport } from './adapters/mail/transport';
import { createMailOutbox } from './modules/notifications/mail-outbox';
import { errorsPlugin } from './plugins/errors';
import { authPlugin, guards } from './plugins/auth';
import { resolveSession } from './modules/auth/resolve-session';
import { maintenancePlugin } from './modules/site/maintenance';
import { securityPlugin } from './plugins/security';
import { jsonBodyPlugin } from './plugins/json-body';
import { requestIdGenerator, requestIdPlugin } from './plugins/request-id';
import { gracefulClosePlugin } from './plugins/graceful-close';
import { collectRouteTable, type RouteEntry } from './plugins/route-table';
import { createAppMetrics } from './modules/metrics/app-metrics';
import { metricsRoutes } from './modules/metrics/metrics.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { usersRoutes } from './modules/users/users.routes';
import { peopleRoutes } from './modules/people/people.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { pagesRoutes } from './modules/pages/pages.routes';
import { bansRoutes } from './modules/bans/bans.routes';
import { mailingRoutes } from './modules/mailing/mailing.routes';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { mediaRoutes } from './modules/media/media.routes';
import { tusUploadRoutes } from './modules/media/tus-upload.routes';
import { hostedVideosRoutes } from './modules/media/hosted-videos/hosted-videos.routes';
import { createMediaJobs, type MediaJobs } from './modules/media/hosted-videos/media-jobs';
import { searchRoutes } from './modules/search/search.routes';
import { devMailboxRoutes } from './modules/notifications/dev-mailbox.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { sitemapRoutes } from './modules/site/sitemap.routes';
import { webAppPlugin } from './modules/site/web-app';
import { createPayuClient } from './adapters/payments/payu/payu-client';
import { payuStandin } from './adapters/payments/payu/standin';
import { payuSettingsOf, PAYU_STANDIN_PREFIX } from './modules/commerce/payu/payu-settings';
import { vimeoStandin } from './adapters/video-host/vimeo/standin';
import { videoHostSettingsOf, vimeoStandinSettingsOf } from './adapters/video-host/vimeo/vimeo-settings';
import { ReservationBatches, type Reservations } from './modules/commerce/orders/reservations';
import { commerceRoutes } from './modules/commerce/commerce.routes';
import { aboutRoutes } from './modules/about/about.routes';
import { createCommerceJobs, type CommerceJobs } from './modules/commerce/commerce-jobs';
import { createStatisticsJobs } from './lib/database-statistics';
import { createAuthJobs, type AuthJobs } from './modules/auth/auth-jobs';
import type { PeriodicJob } from './lib/periodic-job';
import { createNotificationJobs, type NotificationJobs } from './modules/site/site-reminders';
import { auditRoutes } from './modules/audit/audit.routes';

export interface BuildAppOptions {
  env: AppConfigEnv;
  database: Database;
  clock?: Clock;
  /** A transport to use instead of the one the environment picks (tests pass an SMTP peer's). */
  mailTransport?: MailTransport;
  /** How purchases are decided, instead of ReservationBatches (the concurrency test's control has none of its lock). */
  reservations?: Reservations;
  /** Serve the built web app from this folder (absent in API tests). */
  webDist?: string;
  logger?: boolean;
}

export type App = FastifyInstance & {
  deps: AppDeps;
  commerceJobs: CommerceJobs;
  mediaJobs: MediaJobs;
  notificationJobs: NotificationJobs;
  statisticsJobs: PeriodicJob;
  authJobs: AuthJobs;
  /** Every route's methods and path, as registered (plugins/route-table.ts). */
  routeTable: () => RouteEntry[];
};

/** Builds the whole server; `server.ts` listens on it, tests `inject` into it. */
export async function buildApp(options: BuildAppOptions): Promise<App> {
  const { env, database } = options;
  const clock = options.clock ?? systemClock;
  const app = Fastify({
    logger: options.logger === false ? false : { level: env.LOG_LEVEL },
    trustProxy: env.TRUSTED_PROXIES.length > 0 ? env.TRUSTED_PROXIES : false,
    genReqId: requestIdGenerator(env.TRUSTED_PROXIES),
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
  }).withTypeProvider<ZodTypeProvider>();
  const routeTable = collectRouteTable(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const redis = env.REDIS_URL ? new Redis(env.REDIS_URL, { maxRetriesPerRequest: 2 }) : undefined;
  const mailTransport =
    options.mailTransport ??
    (env.SMTP_URL ? createSmtpTransport(env.SMTP_URL, env.MAIL_FROM) : createMailboxTransport(clock));
  const payuSettings = payuSettingsOf(env);
  const deps: AppDeps = {
    env,
    db: database.db,
    clock,
    mailTransport,
    mail: createMailOutbox({ db: database.db, clock, transport: mailTransport, log: app.log }),
    limiter: createRateLimiter({ enabled: env.RATE_LIMITS, redis }),
    cache: await createResponseCache({
      databaseUrl: database.kind === 'postgres' ? env.DATABASE_URL : undefined,
      log: app.log,
    }),
    geo: await openCountryLookup({ databasePath: env.GEOIP_DB, defaultCountry: env.DEFAULT_COUNTRY }),
    payu: createPayuClient(payuSettings),
    payuSettings,
    reservations: options.reservations ?? new ReservationBatches(),
  };
  const commerceJobs = createCommerceJobs({ ...deps, log: app.log });
  const mediaJobs = createMediaJobs({ ...deps, log: app.log });
  const notificationJobs = createNotificationJobs({ ...deps, log: app.log });
  const statisticsJobs = createStatisticsJobs(database, app.log);
  const authJobs = createAuthJobs({ ...deps, log: app.log });
  app.decorate('deps', deps);
  app.decorate('commerceJobs', commerceJobs);
  app.decorate('mediaJobs', mediaJobs);
  app.decorate('notificationJobs', notificationJobs);
  app.decorate('statisticsJobs', statisticsJobs);
  app.decorate('authJobs', authJobs);
  app.decorate('routeTable', routeTable);
  app.addHook('onClose', async () => {
    await commerceJobs.stop();
    await mediaJobs.stop();
    await notificationJobs.stop();
    await statisticsJobs.stop();
    await authJobs.stop();
    await deps.mail.stop();
    await deps.cache.close();
    await mailTransport.close?.();
    redis?.disconnect();
  });

  await app.register(requestIdPlugin);
  await app.register(gracefulClosePlugin);
  await app.register(
    metricsRoutes(
      deps,
      createAppMetrics({
        database,
        clock,
        jobs: [commerceJobs, mediaJobs, notificationJobs, statisticsJobs, authJobs],
        log: app.log,
      }),
    ),
  );
  await app.register(errorsPlugin);
  await app.register(authPlugin);
  await app.register(maintenancePlugin(deps));
  await app.register(securityPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(compress, { threshold: 1024 });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Scena API',
        version: '0.1.0',
        description: 'The theatre platform API. Authenticated calls send x-auth-token.',
      },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'header', name: 'x-auth-token' } } },
    },
    transform: jsonSchemaTransform,
  });
  // Every admin route is in it: a production server publishes it only when told to (API_DOCS, issue 18).
  if (env.API_DOCS) await app.register(swaggerUi, { routePrefix: '/api/docs' });

  app.get('/health', { schema: { hide: true } }, async () => ({ status: 'ok' }));

  const routeGuards = guards((token) => resolveSession(deps, token));
  await app.register(authRoutes(deps, routeGuards), { prefix: '/api' });
  await app.register(usersRoutes(deps, routeGuards), { prefix: '/api' });
  await app.register(peopleRoutes(deps, routeGuards), { prefix: '/api' });
  await app.register(settingsRoutes(deps, routeGuards));
  await app.register(pagesRoutes(deps, routeGuards), { prefix: '/api' });
  await app.register(bansRoutes(deps, routeGuards), { prefix: '/api' });
  await app.register(mailingRoutes(deps, routeGuards), { prefix: '/api' });
  await app.register(notificationsRoutes(deps, routeGuards), { prefix: '/api' });
  await app.register(catalogRoutes(deps, routeGuards));
  await app.register(searchRoutes(deps, routeGuards), { prefix: '/api' });
  await app.register(mediaRoutes(deps));
  await app.register(hostedVideosRoutes(deps, routeGuards), { prefix: '/api' });
  // The local host's tus endpoint exists only while the local host is the one in use.
  if (videoHostSettingsOf(env).kind === 'local') await app.register(tusUploadRoutes(deps));
  await app.register(commerceRoutes(deps, routeGuards), { prefix: '/api' });
  await app.register(auditRoutes(deps, routeGuards), { prefix: '/api' });
  await app.register(sitemapRoutes(deps));
  await app.register(aboutRoutes(routeGuards), { prefix: '/api' });
  if (payuSettings.standin && env.NODE_ENV !== 'production') {
    await app.register(
      payuStandin({
        credentials: payuSettings,
        clock,
        publicBaseUrl: payuSettings.baseUrl,
        log: app.log,
      }),
      { prefix: PAYU_STANDIN_PREFIX },
    );
  }
  const vimeoStandinSettings = vimeoStandinSettingsOf(env);
  if (vimeoStandinSettings && env.NODE_ENV !== 'production') {
    await app.register(
      vimeoStandin({
        accessToken: vimeoStandinSettings.accessToken,
        publicBaseUrl: vimeoStandinSettings.publicBaseUrl,
        log: app.log,
      }),
      { prefix: vimeoStandinSettings.prefix },
    );
  }
  if (env.NODE_ENV !== 'production' && mailTransport.name === 'mailbox') {
    await app.register(devMailboxRoutes(deps), { prefix: '/dev/mailbox' });
  }
  if (options.webDist) await app.register(webAppPlugin(deps, options.webDist));

  return app as unknown as App;
}
