import {
  decideEntitlement,
  rentalExpiry,
  type TEntitlementItem,
  type TEntitlementRefusal,
} from '@scena/shared/access/entitlement';
import { eventEnd } from '@scena/shared/catalog/event-timing';
import { parseVideoLink } from '@scena/shared/catalog/video-link';
import { ERROR_CODE, ROLE, type Language } from '@scena/shared';
import type { AppDeps } from '../../../deps';
import type { Db } from '../../../db/client';
import type { UserRow, VideoRow } from '../../../db/schema';
import { AppError, notFound, userBlocked } from '../../../lib/errors';
import { sanitizeEmbedHtml } from '../../../lib/sanitize-html';
import { findActiveBan } from '../../auth';
import type { SessionContext } from '../../../plugins/auth';
import { recordPlaybackStart } from '../../bans';
import { getAppConfig } from '../../settings';
import { findPlayableLocalVideo, grantLocalPlayback } from '../../media';
import {
  entitlementOrder,
  entitlementUser,
  type EntitlementOrder,
  eventEntitlementItem,
  videoEntitlementItem,
} from '../../product-access';
import { findEventBySlugOrId } from '../events/events-read';
import { findVideoById, listUserVideoOrders } from '../videos/videos.repository';
import { listUserEventOrders } from '../events/events.repository';
import { findVideoBySlugOrId } from '../videos/videos-read';
import { findVideoTranslationIn, startRental } from './playback.repository';

export const PLAYBACK_KINDS = ['event', 'video'] as const;
export type TPlaybackKind = (typeof PLAYBACK_KINDS)[number];
export const PLAYBACK_VARIANTS = ['standard', 'pjm', 'audiodeskrypcja'] as const;
export type TPlaybackVariant = (typeof PLAYBACK_VARIANTS)[number];

export interface TPlayback {
  /** How the stream plays (parseVideoLink): an embed code (html), a frame, Vimeo's player or the local host. */
  kind: 'iframe' | 'frame' | 'vimeo' | 'local';
  /** frame, vimeo and local (the signed link of the hosted video's file); absent for iframe. */
  url?: string;
  /** iframe only: the embed code after the allow-list sanitizing. */
  html?: string;
  /** The variants this item has, in PLAYBACK_VARIANTS order. */
  variants: TPlaybackVariant[];
  /** The event's chat embed code (sanitized); null for a video or an event without a chat. */
  chat: string | null;
  /** WebVTT subtitles of a local video (signed links, as its url); empty for the other kinds. */
  subtitles: Array<{ language: string; kind: 'subtitles' | 'captions'; label: string; url: string }>;
}

/** The message key of each refusal, under formError.item (product-decisions §1: a refusal is a 422). */
export function refusalKey(reason: TEntitlementRefusal): string {
  return `catalog.playback.${reason}`;
}

function notEntitled(reason: TEntitlementRefusal): AppError {
  return new AppError(422, 'error.not_entitled', {
    formError: { item: refusalKey(reason) },
    code: ERROR_CODE.notEntitled,
  });
}

type LinkField = 'videoLink' | 'accessibilityVideo' | 'autodescVideo';
const FIELD_OF: Record<TPlaybackVariant, LinkField> = {
  standard: 'videoLink',
  pjm: 'accessibilityVideo',
  audiodeskrypcja: 'autodescVideo',
};

type Links = Record<LinkField, string | null>;

/**
 * The stream links in the request's language: each field from the translation when it has that link, else from
 * the Polish row (a translation that only retitles the video keeps the Polish streams).
 */
async function linksIn(db: Db, video: VideoRow, language: Language): Promise<Links> {
  const translation = language === 'pl' ? undefined : await findVideoTranslationIn(db, video.id, language);
  const pick = (field: LinkField) => translation?.[field]?.trim() || video[field];
  return {
    videoLink: pick('videoLink'),
    accessibilityVideo: pick('accessibilityVideo'),
    autodescVideo: pick('autodescVideo'),
  };
}

/** The sooner of two ends; null when neither is set (access without an end). */
function earliest(a: Date | null, b: Date | null | undefined): Date | null {
  if (!a || !b) return a ?? b ?? null;
  return a.getTime() <= b.getTime() ? a : b;
}

type Playable = Exclude<ReturnType<typeof parseVideoLink>, { kind: 'invalid' }>;

/** The link of a variant as it plays, or null when the item has none (missing, unparsable, or an embed of no allowed host). */
function playable(value: string | null): Playable | null {
  const link = parseVideoLink(value);
  if (link.kind === 'invalid') return null;
  if (link.kind === 'iframe') {
    const html = sanitizeEmbedHtml(link.html);
    return html ? { ...link, html } : null;
  }
  return link;
}

interface PlaybackTarget {
  /** The product a stream link is granted for. */
  product: { kind: TPlaybackKind; id: number };
  item: TEntitlementItem;
  video: VideoRow;
  chat: string | null;
  orders: EntitlementOrder[];
}

async function loadTarget(
  db: Db,
  user: UserRow,
  kind: TPlaybackKind,
  slugOrId: string,
): Promise<PlaybackTarget> {
  const admin = user.roleId === ROLE.admin;
  if (kind === 'video') {
    const video = await findVideoBySlugOrId(db, slugOrId);
    if (!video || (!video.visible && !admin)) throw notFound();
    const rows = await listUserVideoOrders(db, user.id, [video.id]);
    return {
      product: { kind: 'video', id: video.id },
      video,
      chat: null,
      item: videoEntitlementItem(video),
      orders: rows.map(entitlementOrder),
    };
  }
  const event = await findEventBySlugOrId(db, slugOrId);
  if (!event || (!event.published && !admin)) throw notFound();
  const video = await findVideoById(db, event.videoId);
  if (!video) throw notFound();
  const rows = await listUserEventOrders(db, user.id, [event.id]);
  return {
    product: { kind: 'event', id: event.id },
    video,
    chat: event.vimeoChat ? sanitizeEmbedHtml(event.vimeoChat) || null : null,
    item: eventEntitlementItem(event, video),
    orders: rows.map(entitlementOrder),
  };
}

/**
 * GET /api/playback/{kind}/{slugOrId}?typ=… (product-decisions §16–18): the stream of the requested variant for a
 * viewer whom decideEntitlement lets watch, else 422 NOT_ENTITLED with the reason; 404 for an unknown or
 * invisible item and for a variant the item does not have. An event plays its video's streams. The first
 * successful call on an unused video order starts its rental window (§17). Every successful call is a playback
 * start that the IP-diversity autoban counts (401 USER_BLOCKED for the one that crosses its limit). A local
 * host's link names a grant of the session to the product and the variant that lives minutes: the player renews
 * it with this call, so every renewal asks the entitlement again (a refund, a rental's end), and a refused one
 * extends nothing. The renewed link is the same while the grant runs.
 */
export async function getPlayback(
  deps: Pick<AppDeps, 'db' | 'clock' | 'env' | 'mail'>,
  session: Pick<SessionContext, 'user' | 'sessionId'>,
  kind: TPlaybackKind,
  slugOrId: string,
  variant: TPlaybackVariant,
  language: Language,
  viewer: { ip: string; country: string },
): Promise<TPlayback> {
  const { db } = deps;
  const { user } = session;
  const now = deps.clock.now();
  const target = await loadTarget(db, user, kind, slugOrId);
  const links = await linksIn(db, target.video, language);
  const variants = PLAYBACK_VARIANTS.filter((name) => playable(links[FIELD_OF[name]]) !== null);
  const link = playable(links[FIELD_OF[variant]]);
  if (!link) throw notFound();
  // Resolved before the rental can start: a hosted video that is gone, unfinished or without its file is a
  // 404, not a started rental.
  const local = link.kind === 'local' ? await findPlayableLocalVideo(deps, link.id) : undefined;
  if (link.kind === 'local' && !local) throw notFound();

  const config = await getAppConfig(db);
  const banned = Boolean(await findActiveBan(db, user.id, now));
  const decision = decideEntitlement({
    now,
    user: entitlementUser(user, banned),
    item: target.item,
    orders: target.orders,
    country: viewer.country,
    global: { access_only_poland: config.access_only_poland, access_only_europe: config.access_only_europe },
  });
  // A ban made since the session was checked (another device crossing the autoban) is a blocked user (§15).
  if (!decision.entitled && decision.reason === 'banned') throw userBlocked();
  if (!decision.entitled) throw notEntitled(decision.reason);
  // Before the rental starts: a start that gets the viewer banned hands out no link and starts nothing.
  await recordPlaybackStart(deps, user, viewer.ip, config);

  const order = decision.order;
  let orderEnds = order?.expiration_date ?? null;
  if (order && order.kind === 'video' && !order.used) {
    orderEnds = rentalExpiry(now, target.video.ticketsExpirationTime, config.tickets_expiration_time);
    await startRental(db, order.id, orderEnds, now);
  }
  // A link never outlives what it plays: the video's end_date, or the event's end (it is 'ended' after).
  const windowEnds = target.item.kind === 'video' ? target.video.endDate : eventEnd(target.item);

  const common = { variants: [...variants], chat: target.chat, subtitles: [] };
  switch (link.kind) {
    case 'iframe':
      return { kind: 'iframe', html: link.html, ...common };
    case 'frame':
    case 'vimeo':
      return { kind: link.kind, url: link.url, ...common };
    case 'local':
      return {
        kind: 'local',
        ...common,
        ...(await grantLocalPlayback(
          deps,
          local!,
          { userId: user.id, sessionId: session.sessionId, product: target.product, variant },
          earliest(orderEnds, windowEnds),
        )),
      };
  }
}
