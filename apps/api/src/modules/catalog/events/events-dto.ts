import { stockAllows, ticketsLeft } from '@scena/shared/commerce/ticket-stock';
import { imageDto } from '../../../lib/images';
import { eventSchedule, type ViewerState } from '../../product-access';
import { groszeToZloty } from '@scena/shared/catalog/money';
import { eventTimingStatus } from '@scena/shared/catalog/event-timing';
import type { TAdminEvent, TEvent, TEventTranslation } from '@scena/shared/catalog/events';
import type { EventRow, VideoRow } from '../../../db/schema';
import { galleryImageDto } from '../galleries/gallery-dto';
import { publicVideoTranslationDto } from '../videos/videos-dto';
import type {
  listEventTranslationsOf,
  listGalleryImagesOf,
  listVideoTranslationsOf,
} from './events.repository';

type EventTranslationRow = Awaited<ReturnType<typeof listEventTranslationsOf>>[number];
type VideoTranslationRow = Awaited<ReturnType<typeof listVideoTranslationsOf>>[number];
type GalleryImageRow = Awaited<ReturnType<typeof listGalleryImagesOf>>[number];

/** What an event answer needs besides its row: its video and everything translated. */
export interface EventContext {
  video: VideoRow;
  translations: EventTranslationRow[];
  videoTranslations: VideoTranslationRow[];
  galleryImages: GalleryImageRow[];
  /** Tickets taken (COMPLETED + unexpired PENDING orders). */
  ticketsTaken: number;
}

/** The caller's view of the event, only for a signed-in caller. */
export interface EventViewer extends ViewerState {
  countryBlocked: boolean;
}

export function eventTranslationDto(row: EventTranslationRow): TEventTranslation {
  return {
    id: row.id,
    event_id: row.eventId,
    language_code: row.languageCode,
    title: row.title,
    subtitle: row.subtitle,
  };
}

/** The stored time as HH:mm. */
function timeOfDay(value: string | null): string | null {
  return value ? value.slice(0, 5) : null;
}

/**
 * A visitor's event, in `language` with Polish field by field where a translation is missing. Built field by
 * field so that nothing of the row or the video leaks: no stream link, no chat embed (product-decisions §16).
 */
export function publicEventDto(
  row: EventRow,
  context: EventContext,
  language: string,
  now: Date,
  viewer?: EventViewer,
): TEvent {
  const { video } = context;
  const translation = context.translations.find((t) => t.languageCode === language);
  const videoTranslation = context.videoTranslations.find((t) => t.languageCode === language);
  const left = ticketsLeft(row.availableTickets, context.ticketsTaken);
  return {
    id: row.id,
    slug: row.slug,
    title: translation?.title || row.title,
    subtitle: translation?.subtitle || row.subtitle,
    description: videoTranslation?.description || video.description,
    additional_desc: videoTranslation?.additionalDesc || video.additionalDesc,
    date_from: row.dateFrom,
    date_to: row.dateTo,
    time_from: timeOfDay(row.timeFrom),
    time_to: timeOfDay(row.timeTo),
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
    full_day: row.fullDay,
    hide_time_to: row.hideTimeTo,
    event_price: groszeToZloty(row.eventPriceGrosze),
    duration: video.duration,
    age_restriction: video.ageRestriction,
    teaser_link: videoTranslation?.teaserLink || video.teaserLink,
    image_link: video.imageLink,
    thumb_link: video.thumbLink,
    main_image: imageDto(video.mainImage) ?? null,
    thumb_image: imageDto(video.thumbImage) ?? null,
    gallery: context.galleryImages
      .filter((image) => image.galleryId === video.galleryId)
      .map(galleryImageDto)
      .flatMap((image) => (image ? [{ url: image.url, grid_thumb_url: image.grid_thumb_url }] : [])),
    translations: context.translations.map(eventTranslationDto),
    videoTranslations: context.videoTranslations.map(publicVideoTranslationDto),
    has_chat: Boolean(row.vimeoChat),
    enable_tickets: row.enableTickets,
    enable_codes: row.enableCodes,
    available_tickets: row.availableTickets,
    ticketsAvailable: stockAllows(row.availableTickets, context.ticketsTaken),
    ticketsLeft: left,
    published: row.published,
    dashboard_hidden: row.dashboardHidden,
    is_festival: row.isFestival,
    share_teatrlink: row.shareTeatrlink,
    video_id: row.videoId,
    status: eventTimingStatus(eventSchedule(row), now),
    ...(viewer ?? {}),
  };
}

/** The administrator's event: Polish texts as stored, the chat embed and the video's stream links. */
export function adminEventDto(row: EventRow, context: EventContext, now: Date): TAdminEvent {
  return {
    ...publicEventDto(row, context, 'pl', now),
    title: row.title,
    subtitle: row.subtitle,
    description: context.video.description,
    additional_desc: context.video.additionalDesc,
    teaser_link: context.video.teaserLink,
    vimeo_chat: row.vimeoChat,
    video_link: context.video.videoLink,
    accessibility_video: context.video.accessibilityVideo,
    autodesc_video: context.video.autodescVideo,
    views: row.views,
    numberOfTickets: context.ticketsTaken,
    updated_at: row.updatedAt.toISOString(),
  };
}
