import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { codeActivations, codes, orders, users, type NewOrderRow } from '../db/schema';
import { DEMO_ACCOUNTS } from './demo-accounts';

const DAY_MS = 24 * 3600_000;

/** The demo's codes (README "Demo"): a 20 % code for one video, a 100 % code for anything, a batch of one-time codes. */
export const SEED_CODES = {
  videoPercent: 'WESELE20',
  free: 'TEATR100',
  batch: ['ZIMA7K2M', 'ZIMA9P4Q', 'ZIMA3X8T', 'ZIMA6H2W', 'ZIMA4N7R'],
} as const;

async function userId(db: Db, email: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (!row) throw new Error(`demo account ${email} is missing`);
  return row.id;
}

/**
 * Orders and codes for the demo theatre (seed-catalog.ts calls it in its transaction): Anna has a ticket for the
 * event on the air now, an unstarted rental and a cancelled order, and WESELE20 activated; Jan has a payment in
 * progress; Pinokio's few tickets are partly sold. The pending order never reached PayU, so the PayU job
 * releases it when its reservation ends, as it would a real abandoned one.
 */
export async function seedCommerce(
  db: Db,
  now: Date,
  ids: { events: Map<string, number>; videos: Map<string, number> },
): Promise<void> {
  const anna = await userId(db, DEMO_ACCOUNTS.standard.email);
  const jan = await userId(db, DEMO_ACCOUNTS.premium.email);
  const admin = await userId(db, DEMO_ACCOUNTS.admin.email);
  const accounts = new Map<number, { email: string; firstname: string; lastname: string }>([
    [anna, DEMO_ACCOUNTS.standard],
    [jan, DEMO_ACCOUNTS.premium],
    [admin, DEMO_ACCOUNTS.admin],
  ]);
  const expires = new Date(now.getTime() + 90 * DAY_MS);
  const made = { createdAt: now, updatedAt: now, expiresAt: expires };

  const [videoPercent] = await db
    .insert(codes)
    .values({
      code: SEED_CODES.videoPercent,
      description: 'Rabat 20% na Wesele',
      discountPercent: 20,
      videoId: ids.videos.get('wesele')!,
      usageLimit: 100,
      ...made,
    })
    .returning();
  await db.insert(codes).values([
    {
      code: SEED_CODES.free,
      description: 'Zaproszenie — dowolny spektakl',
      discountPercent: 100,
      usageLimit: 20,
      ...made,
    },
    ...SEED_CODES.batch.map((code) => ({
      code,
      description: 'Zimowy bon 10 zł',
      discountCashGrosze: 1000,
      usageLimit: 1,
      ...made,
    })),
  ]);
  await db.insert(codeActivations).values({ codeId: videoPercent!.id, userId: anna, activatedAt: now });

  let counter = 0;
  const order = (
    user: number,
    kind: 'event' | 'video',
    slug: string,
    amount: number,
    status: string,
    extra: Partial<NewOrderRow> = {},
  ): NewOrderRow => {
    counter += 1;
    const account = accounts.get(user)!;
    const productId = kind === 'event' ? ids.events.get(slug)! : ids.videos.get(slug)!;
    const created = new Date(now.getTime() - counter * 3600_000);
    return {
      extOrderId: `demo-${kind}-${slug}-${counter}`,
      payuOrderId: status === 'COMPLETED' ? `DEMO${String(counter).padStart(4, '0')}PAYU` : null,
      kind,
      eventId: kind === 'event' ? productId : null,
      videoId: kind === 'video' ? productId : null,
      productSlug: `${kind}-${productId}`,
      userId: user,
      buyerFirstname: account.firstname,
      buyerLastname: account.lastname,
      buyerEmail: account.email,
      country: 'PL',
      customerIp: '127.0.0.1',
      descriptionPl: `${kind === 'event' ? 'Bilet' : 'Nagranie'}: ${slug}`,
      descriptionEn: `${kind === 'event' ? 'Ticket' : 'Recording'}: ${slug}`,
      status,
      amountGrosze: amount,
      supplyConsentAt: created,
      createdAt: created,
      updatedAt: created,
      ...extra,
    };
  };
  await db.insert(orders).values([
    order(anna, 'event', 'dziady-na-zywo', 3490, 'COMPLETED'),
    order(anna, 'video', 'balladyna', 2990, 'COMPLETED'),
    order(anna, 'event', 'festiwal-chopin-noca', 2490, 'CANCELED'),
    order(jan, 'event', 'balladyna-wieczor', 2990, 'PENDING', {
      reservedUntil: new Date(now.getTime() + 15 * 60_000),
      nextCheckAt: new Date(now.getTime() + 15 * 60_000),
    }),
    order(jan, 'event', 'festiwal-pinokio', 1990, 'COMPLETED'),
    order(admin, 'event', 'festiwal-pinokio', 1990, 'COMPLETED'),
  ]);
}
