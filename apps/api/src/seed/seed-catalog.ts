import fs from 'node:fs/promises';
import path from 'node:path';
import { asc, count, eq, sql } from 'drizzle-orm';
import { ZCategoryForm, ZCategoryTranslationCreate } from '@scena/shared/catalog/categories';
import { ZEventForm, ZEventTranslationCreate } from '@scena/shared/catalog/events';
import { ZGalleryForm } from '@scena/shared/catalog/galleries';
import { ZSlideForm, ZSlideTranslationCreate } from '@scena/shared/catalog/slides';
import { localVideoLink } from '@scena/shared/catalog/video-link';
import { ZVideoForm, ZVideoTranslationCreate } from '@scena/shared/catalog/videos';
import { ROLE } from '@scena/shared';
import type { AppConfigEnv } from '../config';
import type { AppDeps } from '../deps';
import type { ResponseCache } from '../lib/response-cache';
import { imagesRoot } from '../lib/images';
import { LOCAL_VIDEO_FILE, hostedVideoDir, localMediaRoot } from '../adapters/video-host/local/files';
import { addLocalTextTrack } from '../adapters/video-host/local/text-tracks';
import { addGalleryImage } from '../modules/catalog/galleries/add-gallery-image';
import { createCategory } from '../modules/catalog/categories/create-category';
import { categoryTranslationKind } from '../modules/catalog/categories/category-translations';
import { createGallery } from '../modules/catalog/galleries/create-gallery';
import { createSlide } from '../modules/catalog/slides/create-slide';
import { slideTranslationKind } from '../modules/catalog/slides/slide-translations';
import { eventTranslationKind } from '../modules/catalog/events/event-translations';
import { createEvent } from '../modules/catalog/events/events-create';
import { createTranslation } from '../modules/catalog/translations/create-translation';
import { videoTranslationKind } from '../modules/catalog/videos/video-translations';
import { createVideo } from '../modules/catalog/videos/videos-write';
import {
  insertHostedVideo,
  updateHostedVideo,
} from '../modules/media/hosted-videos/hosted-videos.repository';
import { insertMissingSettings } from '../modules/settings/settings.repository';
import { API_PACKAGE_DIR } from '../package-root';
import type { Db } from '../db/client';
import { events, users, videos } from '../db/schema';
import { renderPoster } from './seed-catalog-images';
import { seedCommerce } from './seed-commerce';
import {
  SEED_CATEGORIES,
  SEED_EVENTS,
  SEED_GALLERY,
  SEED_HOSTED_PENDING,
  SEED_SLIDES,
  SEED_VIDEOS,
  type CategoryKey,
  type EventTiming,
  type SeedVideo,
  seedRecordingHosted,
} from './seed-catalog-content';

/** apps/api/seed-assets: the committed demo clip and its subtitles (see its README). */
export const SEED_ASSETS_DIR = path.join(API_PACKAGE_DIR, 'seed-assets');
const CLIP = {
  video: 'demo-clip.webm',
  subtitles: [
    { language: 'pl', name: 'Polski', file: 'demo-clip.pl.vtt' },
    { language: 'en', name: 'English', file: 'demo-clip.en.vtt' },
  ],
};
/** Serializes two processes seeding one PostgreSQL at once: the second finds the catalogue full. */
const SEED_LOCK = 0x5eed_ca7a;

export interface CatalogSeedDeps {
  db: Db;
  env: AppConfigEnv;
  /** A running app's cache, dropped once the seed has committed (a server seeds before it serves). */
  cache?: ResponseCache;
}

/** Nothing is cached while the seed runs inside its transaction; the caller's cache is dropped after commit. */
const noCache: ResponseCache = {
  get: (_key, produce) => produce(),
  invalidate: async () => {},
  close: async () => {},
};

async function catalogIsEmpty(db: Db): Promise<boolean> {
  const [videoCount] = await db.select({ n: count() }).from(videos);
  const [eventCount] = await db.select({ n: count() }).from(events);
  return videoCount!.n === 0 && eventCount!.n === 0;
}

/** The audit log names an actor for every write: the first administrator. */
async function firstAdminId(db: Db): Promise<number | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.roleId, ROLE.admin))
    .orderBy(asc(users.id))
    .limit(1);
  return row?.id;
}

/**
 * A living demo theatre for development (issue 3 "Seed"): categories, a gallery, nine videos, six events, three
 * slides, all with English translations, and hosted videos of the local host — a copy of the committed clip
 * with its Polish and English subtitles for each recording and version (COMPLETE) and one still NOT_UPLOADED. Only into an empty catalogue (no videos
 * and no events), so it runs once and never touches a theatre's own content; answers whether it seeded.
 *
 * Everything goes through the services the admin routes use, with the forms parsed by their shared schemas, so
 * the rows are what the app itself makes; it all happens in one transaction, so a failure leaves no half
 * catalogue (and the files written so far are removed). Posters are drawn locally (seed-catalog-images.ts).
 */
/** The demo theatre sells gifts and group tickets, so every demo shows them (a real theatre turns them on). */
const DEMO_SHOP_SETTINGS = {
  gift_available: true,
  any_gift_available: true,
  gift_price: 6000,
  gift_label: 'Bon podarunkowy na spektakl online',
  gift_label_en: 'Online performance gift voucher',
  gift_description:
    'Podaruj bliskiej osobie wieczór w teatrze — bez wychodzenia z domu. Obdarowany sam wybierze wydarzenie lub nagranie.',
  gift_description_en:
    'Give someone close an evening at the theatre from home. They choose the event or recording themselves.',
  group_event_available: true,
  group_video_available: true,
  group_min_units: 5,
  group_max_units: 40,
  group_one_free: true,
  group_discount: 10,
};

export async function seedCatalog(deps: CatalogSeedDeps, now: Date = new Date()): Promise<boolean> {
  // Demo texts and prices never reach a real theatre, whatever the caller asks.
  if (deps.env.NODE_ENV === 'production' || !(await catalogIsEmpty(deps.db))) return false;
  const actor = await firstAdminId(deps.db);
  if (actor === undefined) return false;

  const before = await mediaEntries(deps);
  try {
    const seeded = await deps.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
      if (!(await catalogIsEmpty(tx))) return false;
      // The catalogue services take the whole AppDeps but read only these four; a server seeds before its
      // mail, limiter or GeoIP exist.
      const services: Pick<AppDeps, 'db' | 'env' | 'clock' | 'cache'> = {
        db: tx,
        env: deps.env,
        clock: { now: () => now },
        cache: noCache,
      };
      await fillCatalog(services as AppDeps, actor, now);
      await insertMissingSettings(tx, DEMO_SHOP_SETTINGS, now);
      return true;
    });
    if (seeded) await deps.cache?.invalidate('catalog:');
    return seeded;
  } catch (error) {
    await removeNewMediaEntries(deps, before);
    throw error;
  }
}

async function fillCatalog(deps: AppDeps, actor: number, now: Date): Promise<void> {
  const recordings = await hostVideos(deps, now);

  const categoryIds = new Map<CategoryKey, number>();
  for (const category of SEED_CATEGORIES) {
    const created = await createCategory(deps, actor, ZCategoryForm.parse({ name: category.name }));
    await createTranslation(
      categoryTranslationKind,
      deps,
      actor,
      ZCategoryTranslationCreate.parse({ category_id: created.id, language_code: 'en', name: category.en }),
    );
    categoryIds.set(category.key, created.id);
  }

  const gallery = await createGallery(deps, actor, ZGalleryForm.parse({ name: SEED_GALLERY.name }));
  for (const image of SEED_GALLERY.images) {
    await addGalleryImage(
      deps,
      actor,
      gallery.id,
      await renderPoster({ width: 1200, height: 800, ...image }),
    );
  }

  const videoIds = new Map<string, number>();
  for (const video of SEED_VIDEOS) {
    const created = await createVideo(
      deps,
      actor,
      ZVideoForm.parse(videoForm(video, now, recordings.get(video.slug)!, categoryIds, gallery.id)),
      {
        image: await renderPoster({
          width: 1000,
          height: 563,
          title: video.title,
          subtitle: video.subtitle,
          palette: video.palette,
        }),
        thumb: await renderPoster({ width: 640, height: 360, title: video.title, palette: video.palette }),
      },
    );
    await createTranslation(
      videoTranslationKind,
      deps,
      actor,
      ZVideoTranslationCreate.parse({ video_id: created.id, language_code: 'en', ...video.en }),
    );
    videoIds.set(video.slug, created.id);
  }

  const eventIds = new Map<string, number>();
  for (const event of SEED_EVENTS) {
    const created = await createEvent(
      deps,
      actor,
      ZEventForm.parse({
        title: event.title,
        slug: event.slug,
        subtitle: event.subtitle,
        video_id: videoIds.get(event.video),
        event_price: event.price,
        ...schedule(event.timing, now),
        hide_time_to: event.hide_time_to ?? false,
        published: true,
        is_festival: event.is_festival ?? false,
        dashboard_hidden: false,
        enable_tickets: true,
        enable_codes: true,
        share_teatrlink: true,
        available_tickets: event.available_tickets ?? null,
      }),
    );
    await createTranslation(
      eventTranslationKind,
      deps,
      actor,
      ZEventTranslationCreate.parse({ event_id: created.id, language_code: 'en', ...event.en }),
    );
    eventIds.set(event.slug, created.id);
  }
  await seedCommerce(deps.db, now, { events: eventIds, videos: videoIds });

  // The slider shows the latest first: the first slide is made last.
  for (const slide of [...SEED_SLIDES].reverse()) {
    const created = await createSlide(
      deps,
      actor,
      ZSlideForm.parse({ title: slide.title, text: slide.text, url: slide.url, published: true }),
      await renderPoster({ width: 1600, height: 600, palette: slide.palette }),
    );
    await createTranslation(
      slideTranslationKind,
      deps,
      actor,
      ZSlideTranslationCreate.parse({ slide_id: created.id, language_code: 'en', ...slide.en }),
    );
  }
}

/** The hosted videos each version of one recording plays. */
interface RecordingClips {
  standard: number;
  pjm: number | null;
  audioDescription: number | null;
}

/**
 * The hosted videos: for every recording, the clip as its standard version and, for one with them, its
 * sign-language and audio-description versions (COMPLETE, the files copied into DATA_DIR/media/<id>/, as an
 * upload to the local host leaves them), by the recording's slug; and an upload that never finished.
 */
async function hostVideos(deps: AppDeps, now: Date): Promise<Map<string, RecordingClips>> {
  const clipFile = path.join(SEED_ASSETS_DIR, CLIP.video);
  const { size } = await fs.stat(clipFile);
  // Rows of the local host are named /local/<id> (local-host.ts), known only once inserted.
  const listHosted = async (
    names: { name: string; fileName: string },
    status: 'COMPLETE' | 'NOT_UPLOADED',
    bytes: number,
  ) => {
    const row = await insertHostedVideo(deps.db, {
      ...names,
      uri: `seed/${names.fileName}`,
      status,
      size: bytes,
      createdAt: now,
    });
    await updateHostedVideo(deps.db, row.id, { uri: `/local/${row.id}` });
    return row.id;
  };
  const hostClip = async (names: { name: string; fileName: string }) => {
    const id = await listHosted(names, 'COMPLETE', size);
    const folder = hostedVideoDir(deps.env.DATA_DIR, id);
    await fs.mkdir(folder, { recursive: true });
    await fs.copyFile(clipFile, path.join(folder, LOCAL_VIDEO_FILE));
    for (const { language, name, file } of CLIP.subtitles) {
      const vtt = await fs.readFile(path.join(SEED_ASSETS_DIR, file), 'utf8');
      await addLocalTextTrack(deps.env.DATA_DIR, id, { language, name, kind: 'subtitles', vtt });
    }
    return id;
  };
  const recordings = new Map<string, RecordingClips>();
  for (const video of SEED_VIDEOS) {
    const hosted = seedRecordingHosted(video);
    recordings.set(video.slug, {
      standard: await hostClip(hosted.standard),
      pjm: video.accessible ? await hostClip(hosted.pjm) : null,
      audioDescription: video.accessible ? await hostClip(hosted.audioDescription) : null,
    });
  }
  // An upload that stopped and whose bytes were since cleaned up: listed, not playable, to be uploaded again.
  await listHosted(SEED_HOSTED_PENDING, 'NOT_UPLOADED', 734_003_200);
  return recordings;
}

function videoForm(
  video: SeedVideo,
  now: Date,
  clips: RecordingClips,
  categoryIds: Map<CategoryKey, number>,
  galleryId: number,
) {
  // Every version plays a copy of the committed clip of its own, so the whole catalogue plays offline.
  return {
    title: video.title,
    slug: video.slug,
    subtitle: video.subtitle,
    description: video.description,
    additional_desc: video.additional_desc,
    video_link: localVideoLink(clips.standard),
    accessibility_video: clips.pjm === null ? null : localVideoLink(clips.pjm),
    autodesc_video: clips.audioDescription === null ? null : localVideoLink(clips.audioDescription),
    video_price: video.price,
    duration: video.duration,
    age_restriction: video.age_restriction,
    weight: video.weight,
    available_from:
      video.window === 'ended'
        ? warsawDate(now, -120)
        : video.window === 'soon'
          ? warsawDate(now, 14)
          : warsawDate(now, -30),
    end_date: video.window === 'ended' ? warsawDate(now, -7) : null,
    tickets_expiration_time: video.tickets_expiration_time ?? null,
    restricted_access: video.restricted_access ?? null,
    visible: true,
    dashboard_hidden: video.dashboard_hidden ?? false,
    share_teatrlink: true,
    gallery_id: video.gallery ? galleryId : null,
    categories: video.categories.map((key) => categoryIds.get(key)!),
  };
}

const WARSAW_WALL_CLOCK = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Warsaw',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as the Warsaw calendar date and time of day the events form takes. */
function warsawWall(instant: Date): { date: string; time: string } {
  const [date, time] = WARSAW_WALL_CLOCK.format(instant).split(' ');
  return { date: date!, time: time! };
}

/** The Warsaw calendar date `days` days after the one `now` falls on (calendar days, whatever DST does). */
function warsawDate(now: Date, days: number): string {
  const [year, month, day] = warsawWall(now).date.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day! + days)).toISOString().slice(0, 10);
}

const FIVE_MINUTES = 5 * 60_000;

/** The events form's dates and times of a timing, as staff would type them (Europe/Warsaw wall clock). */
function schedule(timing: EventTiming, now: Date) {
  switch (timing.kind) {
    case 'days': {
      const date = warsawDate(now, timing.days);
      return { date_from: date, date_to: date, time_from: timing.from, time_to: timing.to, full_day: false };
    }
    case 'full-day': {
      const date = warsawDate(now, timing.days);
      return { date_from: date, date_to: date, full_day: true };
    }
    case 'ongoing': {
      // Whole five minutes around now; the end may fall on the next day (a 23:30 seed ends at 01:35).
      const start = warsawWall(
        new Date(Math.floor((now.getTime() - 60 * 60_000) / FIVE_MINUTES) * FIVE_MINUTES),
      );
      const end = warsawWall(
        new Date(Math.ceil((now.getTime() + 120 * 60_000) / FIVE_MINUTES) * FIVE_MINUTES),
      );
      return {
        date_from: start.date,
        date_to: end.date,
        time_from: start.time,
        time_to: end.time,
        full_day: false,
      };
    }
  }
}

/** The entries of the media folder and of its images folder: what a failed seed must not leave behind. */
async function mediaEntries(deps: Pick<AppDeps, 'env'>): Promise<Set<string>> {
  const entries = new Set<string>();
  for (const folder of [localMediaRoot(deps.env.DATA_DIR), imagesRoot(deps)]) {
    try {
      for (const name of await fs.readdir(folder)) entries.add(path.join(folder, name));
    } catch {
      // Not made yet: everything in it will be new.
    }
  }
  return entries;
}

async function removeNewMediaEntries(deps: Pick<AppDeps, 'env'>, before: Set<string>): Promise<void> {
  for (const entry of await mediaEntries(deps)) {
    // The images folder itself and the signing key (a dot file) are not the seed's to remove.
    if (before.has(entry) || entry === imagesRoot(deps) || path.basename(entry).startsWith('.')) continue;
    await fs.rm(entry, { recursive: true, force: true });
  }
}
