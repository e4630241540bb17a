import type { TPage } from '@scena/shared';
import type { Language } from '@scena/shared';
import type { TEvent } from '@scena/shared/catalog/events';
import type { TVideo } from '@scena/shared/catalog/videos';
import { IMAGE_SIZES, type TImage } from '@scena/shared/catalog/images';
import type { TPublicSlide } from '@scena/shared/catalog/slides';
import { searchSnippet } from '@scena/shared/catalog/search';
import { isWebRoute, WEB_ROUTES } from '@scena/shared/site/web-routes';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/errors';
import { rememberLast } from '../../lib/remember-last';
import {
  getEvent,
  readPublicEventsJson,
  getVideo,
  readPublicVideosJson,
  readPublicSlidesJson,
  readPublicCategoriesJson,
} from '../catalog';
import { readPageJson } from '../pages';
import { readExternalConfigJson } from '../settings';
import { escapeHtml } from '../../lib/escape-html';

/** What the server writes into a page's <head> and first-screen data, so shared links preview well. */
export interface PageHead {
  status: 200 | 404;
  title: string;
  description: string;
  /** Absolute URL of the preview image. */
  image?: string;
  type: 'website' | 'article' | 'video.other';
  /** Absolute URL of the page without its query. */
  url: string;
  /** Which page of the web app this is, so its code can be preloaded. */
  route?: 'home' | 'publicHome' | 'event' | 'video' | 'static' | 'payment';
  /** The page's largest images (on a phone and on a wide screen), fetched before the app asks for them (LCP). */
  preloadImages?: Array<{ href: string; srcset: string; sizes: string }>;
  /** schema.org data (events). */
  jsonLd?: Record<string, unknown>;
  /** First-screen answers, already serialized: key → JSON text (read by apps/web/src/lib/initial-data.ts). */
  data: Record<string, string>;
  /**
   * Markup shown under the header bar until the app's first render replaces it: the page's largest picture, so
   * it paints with the HTML rather than after the code (already escaped).
   */
  firstScreen?: string;
}

const SITE_NAME = 'Scena';

const DEFAULT_DESCRIPTION: Record<Language, string> = {
  pl: 'Scena — teatr online: transmisje na żywo, spektakle na żądanie, bilety i prezenty.',
  en: 'Scena — an online theatre: live streams, performances on demand, tickets and gifts.',
};

const DEFAULT_TITLE: Record<Language, string> = {
  pl: 'Scena — teatr online',
  en: 'Scena — online theatre',
};

/** Static pages with addresses of their own (visitor-side.md §2). */
const STATIC_PAGE_PATHS: Record<string, string> = {
  [WEB_ROUTES.terms]: 'regulamin',
  [WEB_ROUTES.policy]: 'polityka',
  [WEB_ROUTES.contact]: 'kontakt',
  [WEB_ROUTES.accessibility]: 'deklaracja-dostepnosci',
};

const HOME_PATHS = new Set<string>([WEB_ROUTES.home, WEB_ROUTES.publicHome]);
const EVENT_PATH = /^\/wydarzenie\/([^/]+)(?:\/publiczn[ey])?\/?$/;
const VIDEO_PATH = /^\/wideo\/([^/]+)(?:\/publiczn[ey])?\/?$/;
const CUSTOM_PAGE_PATH = /^\/n\/([^/]+)\/?$/;
const PAYMENT_PATH = /^\/platnosc\/(wydarzenie|wideo|event|video)\/(\d{1,10})\/?$/;

const PAYMENT_TITLE: Record<Language, string> = { pl: 'Płatność', en: 'Payment' };

function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

function absolute(deps: Pick<AppDeps, 'env'>, link: string | null | undefined): string | undefined {
  if (!link) return undefined;
  if (/^https?:\/\//.test(link)) return link;
  return link.startsWith('/') ? `${deps.env.PUBLIC_URL}${link}` : undefined;
}

function preloadsOf(...images: Array<{ image: TImage | null | undefined; sizes: string } | false>) {
  return images.flatMap((entry) =>
    entry && entry.image ? [{ href: entry.image.url, srcset: entry.image.srcset, sizes: entry.sizes }] : [],
  );
}

/**
 * The payment page's poster where the page puts it (a column of 24rem beside the order on a wide screen, the
 * full width on a phone), decorative as there: the title comes with the app. Its box has its own width: #root is
 * a flex column, where auto margins would shrink it to its padding until the picture arrives (a layout shift).
 */
function posterScreen(image: TImage): string {
  return (
    '<div style="box-sizing:border-box;width:100%;max-width:72rem;margin:0 auto;padding:4.75rem 1rem 0">' +
    shellImage(image, IMAGE_SIZES.checkout, {
      style: 'display:block;width:100%;max-width:24rem;height:auto;border-radius:0.5rem',
    }) +
    '</div>'
  );
}

/** A first screen's picture, decorative: the title comes with the app. */
function shellImage(image: TImage, sizes: string, look: { className?: string; style?: string }): string {
  return (
    `<img${look.className ? ` class="${look.className}"` : ''} src="${escapeHtml(image.url)}" ` +
    `srcset="${escapeHtml(image.srcset)}" sizes="${sizes}" width="${image.width}" height="${image.height}" ` +
    `alt=""${look.style ? ` style="${look.style}"` : ''}>`
  );
}

/**
 * An event's or video's poster where its page puts it: on the dark stage (catalog.module.css .stage, .hero,
 * .poster), the stage's width on a phone, its column of 1.1 in 2.1 on a wide screen, and decorative, as the
 * title comes with the app. The picture is the page's largest paint; drawn here it shows with the header instead
 * of after the app's code. It is a hair larger than the app's (no frame), so the app's own does not count as a
 * later, larger paint.
 */
function stagePosterScreen(image: TImage): string {
  return (
    '<style>.shell-poster{display:block;width:100%;height:auto;aspect-ratio:16/9;object-fit:cover;' +
    'border-radius:8px}@media (min-width:992px){.shell-poster{width:calc((100% - 2.5rem) * 1.1 / 2.1)}}</style>' +
    '<div style="box-sizing:border-box;width:100%;max-width:72rem;margin:0 auto;' +
    'padding:clamp(1.25rem,1rem + 2vw,2.5rem) 1rem 0">' +
    '<div style="border-radius:14px;border-top:4px solid #7a2331;background:#1f1a17;' +
    'padding:clamp(1.25rem,0.75rem + 2.5vw,2.75rem)">' +
    `${shellImage(image, IMAGE_SIZES.poster, { className: 'shell-poster' })}</div></div>`
  );
}

type CardItem = Pick<TEvent, 'thumb_image' | 'main_image'>;
type HomeFlags = {
  view_slider: boolean;
  view_festival: boolean;
  view_eventslist: boolean;
  view_vod: boolean;
  festival_show_finished: boolean;
};

/** The home page's block switches, read from the cached configuration answer (parsed when it changes). */
const homeFlags = rememberLast(([configJson]) => (JSON.parse(configJson!) as { config: HomeFlags }).config);

/**
 * The first card of the home page's first grid with cards, which is the largest paint on a phone (below a
 * short slider): of the festival, the repertoire or the recordings, as the blocks are switched on, in that
 * order. Undefined when the festival comes first but was not inlined (its cards are not known).
 */
function firstCardImage(
  flags: HomeFlags,
  lists: { festival: CardItem[] | undefined; events: CardItem[]; videos: CardItem[] },
): TImage | null | undefined {
  const grids: Array<[boolean, CardItem[] | undefined]> = [
    [flags.view_festival, lists.festival],
    [flags.view_eventslist, lists.events],
    [flags.view_vod, lists.videos],
  ];
  for (const [shown, cards] of grids) {
    if (!shown) continue;
    if (!cards) return undefined;
    const [first] = cards;
    if (first) return first.thumb_image ?? first.main_image;
  }
  return undefined;
}

/**
 * The home page's preloads, from its cached answers (parsed again only when one of them changes); `festival`
 * is '' when not inlined.
 */
const homePreloads = rememberLast(([configJson, slidesJson, eventsJson, videosJson, festivalJson]) => {
  const flags = homeFlags('home', [configJson!]);
  const [firstSlide] = JSON.parse(slidesJson!) as TPublicSlide[];
  return preloadsOf(flags.view_slider && { image: firstSlide?.bg_image, sizes: IMAGE_SIZES.slide }, {
    image: firstCardImage(flags, {
      festival: festivalJson ? (JSON.parse(festivalJson) as CardItem[]) : undefined,
      events: JSON.parse(eventsJson!) as CardItem[],
      videos: JSON.parse(videosJson!) as CardItem[],
    }),
    sizes: IMAGE_SIZES.card,
  });
});

function titled(title: string): string {
  return `${title} — ${SITE_NAME}`;
}

/** A missing item is the not-found page; anything else unexpected is a real failure. */
async function orMissing<T>(read: () => Promise<T>): Promise<T | undefined> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return undefined;
    throw error;
  }
}

function eventJsonLd(event: TEvent, url: string, image: string | undefined, language: Language) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: searchSnippet(event.description ?? ''),
    ...(event.starts_at ? { startDate: event.starts_at } : {}),
    ...(event.ends_at ? { endDate: event.ends_at } : {}),
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    location: { '@type': 'VirtualLocation', url },
    ...(image ? { image: [image] } : {}),
    inLanguage: language,
    organizer: { '@type': 'Organization', name: SITE_NAME },
    offers: {
      '@type': 'Offer',
      url,
      price: event.event_price.toFixed(2),
      priceCurrency: 'PLN',
      availability: event.ticketsAvailable ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
    },
  };
}

/**
 * The head and first-screen data of a page of the web app, in `language`, as an anonymous visitor sees it
 * (the app refetches what a signed-in visitor sees differently). Addresses that are no page of the app, and
 * unknown or invisible items, give the site's defaults with status 404.
 */
export async function pageHeadFor(
  deps: Pick<AppDeps, 'db' | 'clock' | 'cache' | 'env'>,
  pathname: string,
  language: Language,
): Promise<PageHead> {
  const url = `${deps.env.PUBLIC_URL}${pathname}`;
  const base: PageHead = {
    status: 200,
    title: DEFAULT_TITLE[language],
    description: DEFAULT_DESCRIPTION[language],
    type: 'website',
    url,
    data: {},
  };
  const anonymous = { kind: 'anonymous' } as const;
  // The app shows its not-found page there; the status says so to search engines and link checkers.
  if (!isWebRoute(pathname)) return { ...base, status: 404 };

  if (HOME_PATHS.has(pathname)) {
    const [slides, events, videos, categories] = [
      await readPublicSlidesJson(deps, language),
      await readPublicEventsJson(deps, language, {}),
      await readPublicVideosJson(deps, language, {}),
      await readPublicCategoriesJson(deps, language),
    ];
    const config = await readExternalConfigJson(deps);
    const flags = homeFlags('home', [config]);
    // The festival block's answer is inlined when it is the cached one: with finished events it is asked for
    // from a date, uncached.
    const festival =
      flags.view_festival && !flags.festival_show_finished
        ? await readPublicEventsJson(deps, language, { festival: true })
        : undefined;
    return {
      ...base,
      route: pathname === '/' ? 'home' : 'publicHome',
      preloadImages: homePreloads(language, [config, slides, events, videos, festival ?? '']),
      data: { slides, events, videos, categories, ...(festival ? { festival } : {}) },
    };
  }

  const paymentMatch = PAYMENT_PATH.exec(pathname);
  if (paymentMatch) {
    // The buyer's own view of the product comes from the app (its price with their code). The head inlines the
    // public one, so the summary and its poster — the largest paint — show while that is asked for, and fetches
    // the page's code and the poster while the app starts.
    const [, segment, id] = paymentMatch;
    const kind = segment === 'wideo' || segment === 'video' ? 'video' : 'event';
    const read = (): Promise<{ main_image: TImage | null }> =>
      kind === 'video' ? getVideo(deps, anonymous, id!, language) : getEvent(deps, anonymous, id!, language);
    const item = await orMissing(read);
    return {
      ...base,
      route: 'payment',
      title: titled(PAYMENT_TITLE[language]),
      preloadImages: preloadsOf({ image: item?.main_image, sizes: IMAGE_SIZES.checkout }),
      ...(item ? { data: { [kind]: JSON.stringify(item) } } : {}),
      ...(item?.main_image ? { firstScreen: posterScreen(item.main_image) } : {}),
    };
  }

  const eventMatch = EVENT_PATH.exec(pathname);
  const videoMatch = VIDEO_PATH.exec(pathname);
  const pageSlug = STATIC_PAGE_PATHS[pathname] ?? CUSTOM_PAGE_PATH.exec(pathname)?.[1];
  const key = decodeSegment(eventMatch?.[1] ?? videoMatch?.[1] ?? pageSlug ?? '');
  if (!key) return base;
  const route = eventMatch ? 'event' : videoMatch ? 'video' : 'static';

  if (eventMatch) {
    const event = (await orMissing(() => getEvent(deps, anonymous, key, language))) as TEvent | undefined;
    if (!event) return { ...base, route, status: 404 };
    const image = absolute(deps, event.image_link);
    return {
      ...base,
      route,
      title: titled(event.title),
      description: searchSnippet(event.description ?? '') || base.description,
      image,
      jsonLd: eventJsonLd(event, url, image, language),
      preloadImages: preloadsOf({ image: event.main_image, sizes: IMAGE_SIZES.poster }),
      ...(event.main_image ? { firstScreen: stagePosterScreen(event.main_image) } : {}),
      data: { event: JSON.stringify(event) },
    };
  }
  if (videoMatch) {
    const video = (await orMissing(() => getVideo(deps, anonymous, key, language))) as TVideo | undefined;
    if (!video) return { ...base, route, status: 404 };
    return {
      ...base,
      route,
      type: 'video.other',
      title: titled(video.title),
      description: searchSnippet(video.description ?? '') || base.description,
      image: absolute(deps, video.image_link),
      preloadImages: preloadsOf({ image: video.main_image, sizes: IMAGE_SIZES.poster }),
      ...(video.main_image ? { firstScreen: stagePosterScreen(video.main_image) } : {}),
      data: { video: JSON.stringify(video) },
    };
  }
  const pageJson = await orMissing(() => readPageJson(deps, key, language));
  if (!pageJson) return { ...base, route, status: 404 };
  const page = JSON.parse(pageJson) as TPage;
  return {
    ...base,
    route,
    type: 'article',
    title: titled(page.title),
    description: searchSnippet(page.content) || base.description,
    data: { page: pageJson },
  };
}
