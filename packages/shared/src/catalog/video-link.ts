import { V } from '../validation/messages';

/**
 * A hosted video of the local host, as a video_link value: `local:<id>` with the hosted video's id (product-
 * decisions §24). Decision: an explicit prefix rather than a path, so it can never be mistaken for a URL
 * (http → frame) or a Vimeo id (digits), and the server can swap the host without rewriting links.
 */
export const LOCAL_VIDEO_PREFIX = 'local:';
const LOCAL_ID = /^[A-Za-z0-9_-]{1,64}$/;
const VIMEO_ID = /^\d{1,20}$/;
const HTTP_URL = /^https?:\/\/[^\s<>"']+$/i;
const IFRAME = /<iframe[\s>]/i;
const IFRAME_SRC = /<iframe[^>]*?\ssrc\s*=\s*["']?([^"'\s>]+)/i;

export const VIMEO_PLAYER_BASE = 'https://player.vimeo.com/video/';

export type TVideoLink =
  /** Staff embed code, embedded as is — after the server's allow-list sanitizing (allowed hosts only). */
  | { kind: 'iframe'; html: string; src: string | null }
  /** Any http(s) address, put in a frame. */
  | { kind: 'frame'; url: string }
  /** A Vimeo video id, played in Vimeo's player. */
  | { kind: 'vimeo'; id: string; url: string }
  /** A hosted video of the local host: the HTML5 player with its WebVTT subtitles. */
  | { kind: 'local'; id: string }
  | { kind: 'invalid'; messageKey: typeof V.wrong };

/**
 * How a video link plays (visitor-side.md §5, admin-content.md §5 "Video link handling"), checked in this order
 * on the trimmed value:
 *  1. contains an iframe tag → embedded as is (its src is extracted for the allowed-host check);
 *  2. `local:<id>` → the local host's HTML5 player;
 *  3. starts with http:// or https:// and parses as a URL → in a frame;
 *  4. digits only → a Vimeo id, https://player.vimeo.com/video/<id>;
 *  5. anything else, empty included → invalid, "Niepoprawna wartość" (form.validate.wrong).
 */
export function parseVideoLink(value: string | null | undefined): TVideoLink {
  const text = value?.trim() ?? '';
  if (IFRAME.test(text)) return { kind: 'iframe', html: text, src: IFRAME_SRC.exec(text)?.[1] ?? null };
  if (text.startsWith(LOCAL_VIDEO_PREFIX)) {
    const id = text.slice(LOCAL_VIDEO_PREFIX.length);
    if (LOCAL_ID.test(id)) return { kind: 'local', id };
  } else if (HTTP_URL.test(text) && URL.canParse(text)) {
    return { kind: 'frame', url: text };
  } else if (VIMEO_ID.test(text)) {
    return { kind: 'vimeo', id: text, url: `${VIMEO_PLAYER_BASE}${text}` };
  }
  return { kind: 'invalid', messageKey: V.wrong };
}

/** The video_link value naming a hosted video of the local host. */
export function localVideoLink(id: string | number): string {
  return `${LOCAL_VIDEO_PREFIX}${id}`;
}
