import { inArray, sql } from 'drizzle-orm';
import type { AppConfigEnv } from '../config';
import type { Db } from '../db/client';
import { pages, pageTranslations, users } from '../db/schema';
import { hashPassword } from '../lib/crypto';
import { insertMissingSettings } from '../modules/settings/settings.repository';
import { SEED_PAGES } from './seed-pages';
import { seedCatalog } from './seed-catalog';
import { DEMO_ACCOUNTS } from './demo-accounts';

export { DEMO_ACCOUNTS } from './demo-accounts';

/** Settings a fresh theatre starts with, over the schema's defaults. */
const SEED_SETTINGS = {
  institution_page: 'https://www.gov.pl/web/kultura',
  institution_page_title: 'Strona instytucji',
  regulations_page: '/regulamin',
  policy_page: '/polityka',
  contact_email: 'widownia@scena.local',
  festival_title: 'Festiwal Nowej Sceny',
  festival_title_en: 'New Stage Festival',
};

export interface SeedOptions {
  demoAccounts: boolean;
  /** The demo catalogue (seed-catalog.ts), written under this environment's DATA_DIR; never in production. */
  demoCatalog?: AppConfigEnv;
}

/**
 * Idempotent: safe on every start; it adds what is missing and never overwrites what staff changed. The demo
 * accounts (whose passwords the README publishes) are made only when asked for, and only in a database with no
 * users yet, so a deleted demo account never comes back and a real theatre's database never gets them. The demo
 * catalogue likewise only when asked for, and only into an empty catalogue.
 */
export async function seed(
  db: Db,
  now: Date = new Date(),
  options: SeedOptions = { demoAccounts: true },
): Promise<void> {
  await db.transaction(async (tx) => {
    await insertMissingSettings(tx, SEED_SETTINGS, now);

    for (const page of SEED_PAGES) {
      await tx
        .insert(pages)
        .values({
          id: page.id,
          slug: page.slug,
          title: page.pl.title,
          content: page.pl.content,
          updatedAt: now,
        })
        .onConflictDoNothing();
      await tx
        .insert(pageTranslations)
        .values({
          pageId: page.id,
          languageCode: 'en',
          title: page.en.title,
          content: page.en.content,
          updatedAt: now,
        })
        .onConflictDoNothing();
    }
    await tx.execute(
      sql`SELECT setval(pg_get_serial_sequence('pages', 'id'), GREATEST((SELECT max(id) FROM pages), 1))`,
    );

    const [anyUser] = await tx.select({ id: users.id }).from(users).limit(1);
    if (!options.demoAccounts || anyUser) return;
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      await tx.insert(users).values({
        email: account.email,
        passwordHash: await hashPassword(account.password),
        firstname: account.firstname,
        lastname: account.lastname,
        birthday: '1985-04-12',
        countryCode: 'PL',
        roleId: account.roleId,
        language: 'pl',
        tosVersion: 1,
        tosAcceptedAt: now,
        createdAt: now,
        updatedAt: now,
        verifiedAt: now,
      });
    }
  });
  if (options.demoCatalog) await seedCatalog({ db, env: options.demoCatalog }, now);
}

/** Demo accounts still present in a database (production refuses to start with them). */
export async function demoAccountsPresent(db: Db): Promise<string[]> {
  const emails = Object.values(DEMO_ACCOUNTS).map((account) => account.email);
  const rows = await db.select({ email: users.email }).from(users).where(inArray(users.email, emails));
  return rows.map((row) => row.email);
}
