import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq, gt } from 'drizzle-orm';
import { ROLE } from '@scena/shared';
import { ZInvoiceData } from '@scena/shared/commerce/invoice';
import { events, videos, type UserRow } from '../../src/db/schema';
import { insertBan } from '../../src/modules/bans/bans.repository';
import { seedCatalog } from '../../src/seed/seed-catalog';
import { createTestApp, type TestApp } from '../helpers';
import { insertOrder } from '../commerce/support';
import { createSession, createUser, demoSession } from '../users/session-fixtures';

/**
 * Everyone the route matrix asks on behalf of (issue 18): who they are, and a fresh session each time, so a
 * route that ends a session (sign-out, a deletion) cannot change the answer of the next one.
 */
export const PRINCIPALS = [
  'anonymous',
  'unverified',
  'banned',
  'adminPassword',
  'other',
  'premium',
  'owner',
  'admin',
] as const;
export type Principal = (typeof PRINCIPALS)[number];

/** The owner's personal data: distinctive strings that must reach nobody but the owner and an administrator. */
export const OWNER_DATA = {
  email: 'wlasciciel.macierzy@example.com',
  lastIp: '198.51.100.23',
  street: 'ul. Tajemnicza 13',
  city: 'Sekretowo',
  postalCode: '01-313',
  company: 'Poufna Spółka Teatralna',
  nip: '5260250274',
};

export interface Fixtures {
  users: Record<Exclude<Principal, 'anonymous'>, UserRow>;
  /** An account that is nobody's principal: what a deletion may remove. */
  bystander: UserRow;
  /** The owner's orders, one of each kind, by their public number. */
  ownerOrders: { event: string; video: string; gift: string; groupTicket: string };
  event: { id: number; slug: string };
  video: { id: number; slug: string };
  /** What must reach nobody but the owner and an administrator: personal data, order numbers, stream link. */
  ownerSecrets: string[];
}

/** A session for the principal's user (none for anonymous); an administrator's through the mailed link. */
export async function tokenOf(t: TestApp, fx: Fixtures, who: Principal): Promise<string | undefined> {
  if (who === 'anonymous') return undefined;
  const user = fx.users[who];
  return createSession(t, user.id, { adminLink: who === 'admin' });
}

/** An app on the seeded demo theatre (its catalogue and hosted clips in a data folder of its own). */
export async function createSeededApp(
  options: { listen?: boolean } = {},
): Promise<{ t: TestApp; close: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scena-matrix-'));
  const t = await createTestApp({ env: { DATA_DIR: dataDir }, listen: options.listen });
  if (!(await seedCatalog({ db: t.database.db, env: t.app.deps.env }, t.clock.now()))) {
    throw new Error('the demo catalogue was not seeded');
  }
  return {
    t,
    close: async () => {
      await t.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function makeFixtures(t: TestApp): Promise<Fixtures> {
  const now = t.clock.now();
  const owner = await createUser(t, {
    email: OWNER_DATA.email,
    lastIp: OWNER_DATA.lastIp,
    street: OWNER_DATA.street,
    city: OWNER_DATA.city,
    postalCode: OWNER_DATA.postalCode,
    company: OWNER_DATA.company,
    nip: OWNER_DATA.nip,
  });
  const banned = await createUser(t);
  await insertBan(t.database.db, {
    userId: banned.id,
    reason: 'macierz',
    expirationDate: null,
    forever: true,
    createdAt: now,
    createdBy: null,
  });
  const users = {
    owner,
    banned,
    other: await createUser(t),
    premium: await createUser(t, { roleId: ROLE.premium }),
    unverified: await createUser(t, { roleId: ROLE.unverified, verifiedAt: null }),
    adminPassword: await createUser(t, { email: 'tylko.haslo@scena.local', roleId: ROLE.admin }),
    admin: (await demoSession(t, 'admin')).user,
  };

  const [event] = await t.database.db
    .select()
    .from(events)
    .where(eq(events.published, true))
    .orderBy(asc(events.id))
    .limit(1);
  const [video] = await t.database.db
    .select()
    .from(videos)
    .where(and(eq(videos.visible, true), gt(videos.videoPriceGrosze, 0)))
    .orderBy(asc(videos.id))
    .limit(1);
  if (!event || !video) throw new Error('the seed has no visible event or video');

  const bought = { userId: owner.id, status: 'COMPLETED', createdAt: now, customerIp: OWNER_DATA.lastIp };
  const invoice = ZInvoiceData.parse({
    invoiceType: 'company',
    company: OWNER_DATA.company,
    nip: OWNER_DATA.nip,
    street: OWNER_DATA.street,
    city: OWNER_DATA.city,
    postal_code: OWNER_DATA.postalCode,
    state: 'mazowieckie',
    country_code: 'PL',
  });
  const eventOrder = await insertOrder(t, {
    ...bought,
    eventId: event.id,
    productSlug: `event-${event.id}`,
    invoice,
  });
  const videoOrder = await insertOrder(t, {
    ...bought,
    kind: 'video',
    videoId: video.id,
    productSlug: `video-${video.id}`,
  });
  const gift = await insertOrder(t, { ...bought, kind: 'gift', productSlug: 'any', buyerEmail: owner.email });
  const groupTicket = await insertOrder(t, {
    ...bought,
    kind: 'group_ticket',
    eventId: event.id,
    productSlug: `event-${event.id}-5`,
    productQuantity: 5,
  });

  // The owner's own stream link, as the playback call hands it to the owner's session.
  const playback = await t.app.inject({
    method: 'GET',
    url: `/api/playback/video/${video.slug}`,
    headers: { 'x-auth-token': await createSession(t, owner.id) },
  });
  const streamLink = (playback.json() as { url?: string }).url;
  if (playback.statusCode !== 200 || !streamLink) throw new Error(`the owner cannot play: ${playback.body}`);

  return {
    users,
    bystander: await createUser(t),
    ownerOrders: {
      event: eventOrder.extOrderId,
      video: videoOrder.extOrderId,
      gift: gift.extOrderId,
      groupTicket: groupTicket.extOrderId,
    },
    event: { id: event.id, slug: event.slug ?? String(event.id) },
    video: { id: video.id, slug: video.slug },
    ownerSecrets: [
      ...Object.values(OWNER_DATA),
      eventOrder.extOrderId,
      videoOrder.extOrderId,
      new URL(streamLink, 'http://localhost').search,
    ],
  };
}
