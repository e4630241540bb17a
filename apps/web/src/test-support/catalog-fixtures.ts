import type { TAdminEvent, TEvent } from '@scena/shared/catalog/events';
import type { TAdminVideo, TVideo } from '@scena/shared/catalog/videos';

/**
 * Catalogue items for web tests, with plain values (free, published, no images); a test names what it is
 * about and overrides the rest it relies on.
 */
export function publicEvent(fields: Partial<TEvent> = {}): TEvent {
  return {
    id: 1,
    slug: 'wydarzenie',
    title: 'Wydarzenie',
    subtitle: null,
    description: null,
    additional_desc: null,
    date_from: '2030-05-12',
    date_to: '2030-05-12',
    time_from: '19:00',
    time_to: '21:00',
    starts_at: null,
    ends_at: null,
    full_day: false,
    hide_time_to: false,
    event_price: 0,
    duration: null,
    age_restriction: null,
    teaser_link: null,
    image_link: null,
    thumb_link: null,
    main_image: null,
    thumb_image: null,
    gallery: [],
    translations: [],
    videoTranslations: [],
    has_chat: false,
    enable_tickets: true,
    enable_codes: true,
    available_tickets: null,
    ticketsAvailable: true,
    ticketsLeft: null,
    published: true,
    dashboard_hidden: false,
    is_festival: false,
    share_teatrlink: false,
    video_id: 1,
    status: 0,
    ...fields,
  };
}

/** An event as administrators get it: with its stream links and edit fields. */
export function adminEvent(fields: Partial<TAdminEvent> = {}): TAdminEvent {
  return {
    ...publicEvent(),
    vimeo_chat: null,
    video_link: null,
    accessibility_video: null,
    autodesc_video: null,
    views: 0,
    numberOfTickets: 0,
    updated_at: '2026-01-01T00:00:00.000Z',
    ...fields,
  };
}

export function publicVideo(fields: Partial<TVideo> = {}): TVideo {
  return {
    id: 1,
    slug: 'nagranie',
    title: 'Nagranie',
    subtitle: null,
    description: null,
    additional_desc: null,
    teaser_link: null,
    video_price: 0,
    duration: 90,
    age_restriction: null,
    available_from: null,
    end_date: null,
    weight: 0,
    visible: true,
    dashboard_hidden: false,
    share_teatrlink: false,
    restricted_access: null,
    tickets_expiration_time: null,
    categories: [],
    category_names: [],
    image_link: null,
    thumb_link: null,
    main_image: null,
    thumb_image: null,
    gallery_id: null,
    gallery: [],
    translations: [],
    has_accessibility_video: false,
    has_autodesc_video: false,
    added_at: '2026-01-01T00:00:00.000Z',
    status: 1,
    ...fields,
  };
}

/** A video as administrators get it: with its stream links and edit fields. */
export function adminVideo(fields: Partial<TAdminVideo> = {}): TAdminVideo {
  return {
    ...publicVideo(),
    // Administrators' translations carry their own stream links.
    translations: [],
    video_link: null,
    accessibility_video: null,
    autodesc_video: null,
    views: 0,
    updated_at: '2026-01-01T00:00:00.000Z',
    ...fields,
  };
}
