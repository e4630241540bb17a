import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { demoAccountsPresent, seed, DEMO_ACCOUNTS } from './seed/seed';
import { buildApp } from './app';
import { WEB_DIST_DIR } from './package-root';

/** Within the 30 s most orchestrators wait after SIGTERM before they kill. */
const SHUTDOWN_TIMEOUT_MS = 25_000;

async function main() {
  const env = loadConfig();
  const database = await openDatabase(
    env.DATABASE_URL
      ? {
          url: env.DATABASE_URL,
          onConnectionError: (error) => console.warn(`database connection lost: ${error.message}`),
        }
      : { dataDir: path.join(env.DATA_DIR, 'db') },
  );
  await database.migrate();
  const production = env.NODE_ENV === 'production';
  await seed(database.db, new Date(), {
    demoAccounts: !production,
    demoCatalog: production ? undefined : env,
  });
  const demo = production ? await demoAccountsPresent(database.db) : [];
  if (demo.length > 0) {
    throw new Error(
      `Refusing to start in production with the demo accounts (${demo.join(', ')}): delete them first.`,
    );
  }

  const webDist = fs.existsSync(path.join(WEB_DIST_DIR, 'index.html')) ? WEB_DIST_DIR : undefined;
  const app = await buildApp({ env, database, webDist });
  app.deps.mail.start();
  app.commerceJobs.start();
  app.mediaJobs.start();
  app.notificationJobs.start();
  app.authJobs.start();
  if (database.refreshStatistics) {
    // Before the first visitor: a database filled while the server was down has none yet.
    await database.refreshStatistics();
    app.statisticsJobs.start();
  }

  // SIGTERM or SIGINT: stop taking connections, answer the requests in flight, stop the jobs (a run under way
  // finishes), close the database pool, exit 0. A second signal, or a shutdown stuck past the timeout, exits 1.
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) {
      app.log.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    closing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error(`shutdown took over ${SHUTDOWN_TIMEOUT_MS / 1000} s: exiting now`);
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    app
      .close()
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  await app.listen({ port: env.PORT, host: env.HOST });
  if (!webDist) app.log.warn('apps/web/dist is missing: run `npm run build` to serve the web app');
  if (env.NODE_ENV !== 'production') {
    const accounts = Object.entries(DEMO_ACCOUNTS)
      .map(([role, account]) => `  ${role.padEnd(9)} ${account.email} / ${account.password}`)
      .join('\n');
    console.log(
      `\nScena is running on ${env.PUBLIC_URL}\nDev mailbox: ${env.PUBLIC_URL}/dev/mailbox\nDemo accounts:\n${accounts}\n`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
