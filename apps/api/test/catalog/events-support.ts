import { count, eq } from 'drizzle-orm';
import { eventTranslations, events, orders, videoTranslations, videos } from '../../src/db/schema';
import type { TestApp } from '../helpers';

/** The stream links the test videos carry: no answer to a non-administrator may contain any of them. */
export const STREAM_LINKS = {
  videoLink: 'https://stream.example/secret-standard-7f3a',
  accessibilityVideo: 'https://stream.example/secret-pjm-19c2',
  autodescVideo: 'https://stream.example/secret-ad-88b1',
  enVideoLink: 'https://stream.example/secret-en-standard-5d0e',
  enAccessibilityVideo: 'https://stream.example/secret-en-pjm-2a7c',
  enAutodescVideo: 'https://stream.example/secret-en-ad-c4f9',
} as const;

let videoCounter = 0;
/** A video row with stream links, a description and an English translation (with its own stream links). */
export async function insertEventVideo(t: TestApp, overrides: Partial<typeof videos.$inferInsert> = {}) {
  videoCounter += 1;
  const now = t.clock.now();
  const [video] = await t.database.db
    .insert(videos)
    .values({
      title: 'Wesele',
      slug: `wideo-wydarzen-${videoCounter}-${Date.now().toString(36)}`,
      description: '<p>Opis po polsku</p>',
      additionalDesc: 'Obsada',
      teaserLink: 'https://vimeo.com/1234',
      videoLink: STREAM_LINKS.videoLink,
      accessibilityVideo: STREAM_LINKS.accessibilityVideo,
      autodescVideo: STREAM_LINKS.autodescVideo,
      duration: 95,
      ageRestriction: 16,
      addedAt: now,
      updatedAt: now,
      ...overrides,
    })
    .returning();
  await t.database.db.insert(videoTranslations).values({
    videoId: video!.id,
    languageCode: 'en',
    title: 'The Wedding',
    description: '<p>English description</p>',
    videoLink: STREAM_LINKS.enVideoLink,
    accessibilityVideo: STREAM_LINKS.enAccessibilityVideo,
    autodescVideo: STREAM_LINKS.enAutodescVideo,
    createdAt: now,
    updatedAt: now,
  });
  return video!;
}

let orderCounter = 0;
export async function insertEventOrder(
  t: TestApp,
  values: { eventId: number; userId: number; status: string; expirationDate?: Date | null },
) {
  orderCounter += 1;
  const now = t.clock.now();
  const [order] = await t.database.db
    .insert(orders)
    .values({
      extOrderId: `test-event-order-${orderCounter}-${Date.now().toString(36)}`,
      kind: 'event',
      eventId: values.eventId,
      userId: values.userId,
      status: values.status,
      amountGrosze: 4990,
      expirationDate: values.expirationDate ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return order!;
}

export async function eventCounts(t: TestApp) {
  const db = t.database.db;
  const [e] = await db.select({ n: count() }).from(events);
  const [tr] = await db.select({ n: count() }).from(eventTranslations);
  return { events: e!.n, translations: tr!.n };
}

export async function eventRow(t: TestApp, id: number) {
  const [row] = await t.database.db.select().from(events).where(eq(events.id, id));
  return row;
}

/** A valid event form (an upcoming evening show on 2026-04-01 in Warsaw). */
export function eventForm(videoId: number, overrides: Record<string, unknown> = {}) {
  return {
    title: 'Wesele — premiera',
    slug: '',
    subtitle: 'Stanisław Wyspiański',
    video_id: videoId,
    event_price: 49.9,
    date_from: '2026-04-01',
    date_to: '2026-04-01',
    time_from: '19:00',
    time_to: '21:30',
    full_day: false,
    hide_time_to: false,
    published: true,
    is_festival: false,
    dashboard_hidden: false,
    enable_tickets: true,
    enable_codes: true,
    available_tickets: '',
    vimeo_chat: '',
    share_teatrlink: false,
    ...overrides,
  };
}
