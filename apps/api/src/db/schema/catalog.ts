import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  time,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * The catalogue (admin-content.md §3, visitor-side.md §3). Polish text lives on the row; other languages in the
 * *_translations tables (one row per item and language). Money is integer grosze; event dates and times are
 * Europe/Warsaw wall-clock values, with `starts_at`/`ends_at` computed from them by the service for queries.
 * Stream links (video_link, accessibility_video, autodesc_video) leave the server only through the playback call
 * and admin answers (product-decisions §16).
 */

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** The list the video form picks from; NOT_UPLOADED ones cannot be chosen. */
export const hostedVideos = pgTable(
  'hosted_videos',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    uri: varchar('uri', { length: 255 }).notNull(),
    status: varchar('status', { length: 20 }).notNull().default('NOT_UPLOADED'),
    uploadLink: text('upload_link'),
    size: bigint('size', { mode: 'number' }),
    /** The chosen file's name: "continue transfer" refuses another file before sending a byte. */
    fileName: varchar('file_name', { length: 255 }),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('hosted_videos_uri_unique').on(table.uri),
    check(
      'hosted_videos_status_check',
      sql`${table.status} in ('NOT_UPLOADED', 'TRANSCODING', 'COMPLETE', 'FAILED')`,
    ),
  ],
);

export const galleries = pgTable('galleries', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  createdAt: timestamptz('created_at').notNull(),
  updatedAt: timestamptz('updated_at').notNull(),
});

/** One uploaded image in its sizes (files under DATA_DIR); at most 5 per gallery (enforced by the service). */
export const galleryImages = pgTable(
  'gallery_images',
  {
    id: serial('id').primaryKey(),
    galleryId: integer('gallery_id')
      .notNull()
      .references(() => galleries.id, { onDelete: 'cascade' }),
    /** Compressed original (≤ 2000 px). */
    imageFile: varchar('image_file', { length: 200 }).notNull(),
    /** The grid thumbnail. */
    thumbFile: varchar('thumb_file', { length: 200 }).notNull(),
    webp400File: varchar('webp_400_file', { length: 200 }),
    webp800File: varchar('webp_800_file', { length: 200 }),
    webp1200File: varchar('webp_1200_file', { length: 200 }),
    width: integer('width'),
    height: integer('height'),
    position: integer('position').notNull().default(0),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [index('gallery_images_gallery_idx').on(table.galleryId, table.position)],
);

export const videos = pgTable(
  'videos',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 200 }).notNull(),
    subtitle: varchar('subtitle', { length: 200 }),
    slug: varchar('slug', { length: 40 }).notNull(),
    description: text('description'),
    additionalDesc: text('additional_desc'),
    teaserLink: text('teaser_link'),
    videoLink: text('video_link'),
    accessibilityVideo: text('accessibility_video'),
    autodescVideo: text('autodesc_video'),
    mainImage: varchar('main_image', { length: 200 }),
    thumbImage: varchar('thumb_image', { length: 200 }),
    imageLink: text('image_link'),
    thumbLink: text('thumb_link'),
    visible: boolean('visible').notNull().default(true),
    ageRestriction: integer('age_restriction'),
    /** Minutes. */
    duration: integer('duration'),
    galleryId: integer('gallery_id').references(() => galleries.id, { onDelete: 'set null' }),
    /** Lists sort by weight descending, then by title in Polish order. */
    weight: integer('weight').notNull().default(0),
    availableFrom: timestamptz('available_from'),
    endDate: timestamptz('end_date'),
    videoPriceGrosze: integer('video_price_grosze').notNull().default(0),
    /** null (no rule), 'any' (world), 'poland', 'europe'. */
    restrictedAccess: varchar('restricted_access', { length: 10 }),
    dashboardHidden: boolean('dashboard_hidden').notNull().default(false),
    /** Hours of access after the first playback; 0 = no limit; null = the global setting. */
    ticketsExpirationTime: integer('tickets_expiration_time'),
    shareTeatrlink: boolean('share_teatrlink').notNull().default(false),
    views: integer('views').notNull().default(0),
    addedAt: timestamptz('added_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('videos_slug_unique').on(table.slug),
    index('videos_weight_idx').on(table.weight.desc()),
    index('videos_gallery_idx').on(table.galleryId),
    check(
      'videos_restricted_access_check',
      sql`${table.restrictedAccess} is null or ${table.restrictedAccess} in ('any', 'poland', 'europe')`,
    ),
    check('videos_price_check', sql`${table.videoPriceGrosze} >= 0`),
  ],
);

export const videoTranslations = pgTable(
  'video_translations',
  {
    id: serial('id').primaryKey(),
    videoId: integer('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    languageCode: varchar('language_code', { length: 2 }).notNull(),
    title: varchar('title', { length: 100 }),
    subtitle: varchar('subtitle', { length: 200 }),
    videoLink: text('video_link'),
    accessibilityVideo: text('accessibility_video'),
    autodescVideo: text('autodesc_video'),
    teaserLink: text('teaser_link'),
    description: text('description'),
    additionalDesc: text('additional_desc'),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [uniqueIndex('video_translations_video_language_unique').on(table.videoId, table.languageCode)],
);

/** The unique indexes that keep a category's name its own, in Polish and in each translation's language. */
export const CATEGORY_NAME_UNIQUE = 'categories_name_unique';
export const CATEGORY_TRANSLATION_NAME_UNIQUE = 'category_translations_language_name_unique';
export const CATEGORY_TRANSLATION_LANGUAGE_UNIQUE = 'category_translations_category_language_unique';

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    /** Stored with its spaces tidied (tidyCategoryName), so the index compares names ignoring case alone. */
    name: varchar('name', { length: 100 }).notNull(),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [uniqueIndex(CATEGORY_NAME_UNIQUE).on(sql`lower(${table.name})`)],
);

export const categoryTranslations = pgTable(
  'category_translations',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    languageCode: varchar('language_code', { length: 2 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex(CATEGORY_TRANSLATION_LANGUAGE_UNIQUE).on(table.categoryId, table.languageCode),
    uniqueIndex(CATEGORY_TRANSLATION_NAME_UNIQUE).on(table.languageCode, sql`lower(${table.name})`),
  ],
);

export const videoCategories = pgTable(
  'video_categories',
  {
    videoId: integer('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.videoId, table.categoryId] }),
    index('video_categories_category_idx').on(table.categoryId),
  ],
);

export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 200 }).notNull(),
    subtitle: varchar('subtitle', { length: 200 }),
    /** Null = "undefined link" in the admin list; never all digits. */
    slug: varchar('slug', { length: 40 }),
    eventPriceGrosze: integer('event_price_grosze').notNull().default(0),
    /** Europe/Warsaw wall-clock; null for the legacy 0000-00-00. */
    dateFrom: date('date_from', { mode: 'string' }),
    dateTo: date('date_to', { mode: 'string' }),
    timeFrom: time('time_from'),
    timeTo: time('time_to'),
    /** Computed by the service from the Warsaw wall-clock values above (DST-aware). */
    startsAt: timestamptz('starts_at'),
    endsAt: timestamptz('ends_at'),
    fullDay: boolean('full_day').notNull().default(false),
    hideTimeTo: boolean('hide_time_to').notNull().default(false),
    published: boolean('published').notNull().default(false),
    videoId: integer('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'restrict' }),
    /** Null = unlimited. */
    availableTickets: integer('available_tickets'),
    isFestival: boolean('is_festival').notNull().default(false),
    dashboardHidden: boolean('dashboard_hidden').notNull().default(false),
    /** Chat embed code, sanitized; handed out only with the stream (product-decisions §16). */
    vimeoChat: text('vimeo_chat'),
    /** The UI shows the inverse as "block payments". */
    enableTickets: boolean('enable_tickets').notNull().default(true),
    enableCodes: boolean('enable_codes').notNull().default(true),
    shareTeatrlink: boolean('share_teatrlink').notNull().default(false),
    views: integer('views').notNull().default(0),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('events_slug_unique').on(table.slug),
    index('events_starts_at_idx').on(table.startsAt),
    index('events_ends_at_idx').on(table.endsAt),
    index('events_video_idx').on(table.videoId),
    check('events_price_check', sql`${table.eventPriceGrosze} >= 0`),
    check(
      'events_available_tickets_check',
      sql`${table.availableTickets} is null or ${table.availableTickets} >= 0`,
    ),
  ],
);

export const eventTranslations = pgTable(
  'event_translations',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    languageCode: varchar('language_code', { length: 2 }).notNull(),
    title: varchar('title', { length: 100 }),
    subtitle: varchar('subtitle', { length: 200 }),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [uniqueIndex('event_translations_event_language_unique').on(table.eventId, table.languageCode)],
);

export const slides = pgTable(
  'slides',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 200 }).notNull(),
    text: varchar('text', { length: 500 }).notNull(),
    bgImage: varchar('bg_image', { length: 200 }),
    url: text('url'),
    published: boolean('published').notNull().default(false),
    weight: integer('weight').notNull().default(0),
    createdAt: timestamptz('created_at').notNull(),
    /** The list sorts by it, newest first; "move to top" renews it. */
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [index('slides_updated_at_idx').on(table.updatedAt.desc())],
);

export const slideTranslations = pgTable(
  'slide_translations',
  {
    id: serial('id').primaryKey(),
    slideId: integer('slide_id')
      .notNull()
      .references(() => slides.id, { onDelete: 'cascade' }),
    languageCode: varchar('language_code', { length: 2 }).notNull(),
    title: varchar('title', { length: 100 }),
    text: varchar('text', { length: 500 }),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [uniqueIndex('slide_translations_slide_language_unique').on(table.slideId, table.languageCode)],
);

export type CategoryRow = typeof categories.$inferSelect;
export type CategoryTranslationRow = typeof categoryTranslations.$inferSelect;
export type VideoRow = typeof videos.$inferSelect;
export type EventRow = typeof events.$inferSelect;
