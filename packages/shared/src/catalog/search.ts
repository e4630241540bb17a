import { z } from 'zod';
import { V } from '../validation/messages';

/** Catalogue search (visitor-side.md §2 "Search results", §5 "Search", §9). */
export const SEARCH_MIN_LENGTH = 3;
/** Longer queries are refused rather than turned into huge LIKE patterns. */
export const SEARCH_MAX_LENGTH = 100;
export const SEARCH_SNIPPET_MAX = 200;
/** Hits per group (videos, events, pages). */
export const SEARCH_GROUP_LIMIT = 20;

/** GET /api/search/all?search=: a missing or short query gets the minimum-length message, as the form shows it. */
export const ZSearchQuery = z.object({
  search: z
    .string({ error: V.minLength3 })
    .trim()
    .min(SEARCH_MIN_LENGTH, { error: V.minLength3, abort: true })
    .max(SEARCH_MAX_LENGTH, { error: V.tooLong }),
});
export type TSearchQuery = z.output<typeof ZSearchQuery>;

export const ZSearchHit = z.object({
  id: z.number().int(),
  slug: z.string().nullable(),
  title: z.string(),
  snippet: z.string(),
  /** The site path of the read-more link. */
  path: z.string(),
});
export type TSearchHit = z.output<typeof ZSearchHit>;

export const ZSearchResults = z.object({
  events: z.array(ZSearchHit),
  videos: z.array(ZSearchHit),
  pages: z.array(ZSearchHit),
});
export type TSearchResults = z.output<typeof ZSearchResults>;

const NAMED_ENTITIES: Record<string, string> = {
  nbsp: ' ',
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  hellip: '…',
  ndash: '–',
  mdash: '—',
  bdquo: '„',
  rdquo: '”',
  ldquo: '“',
  lsquo: '‘',
  rsquo: '’',
  laquo: '«',
  raquo: '»',
  shy: '',
  // Polish letters, for HTML pasted from a word processor that encodes them.
  Aogon: 'Ą',
  aogon: 'ą',
  Cacute: 'Ć',
  cacute: 'ć',
  Eogon: 'Ę',
  eogon: 'ę',
  Lstrok: 'Ł',
  lstrok: 'ł',
  Nacute: 'Ń',
  nacute: 'ń',
  Oacute: 'Ó',
  oacute: 'ó',
  Sacute: 'Ś',
  sacute: 'ś',
  Zacute: 'Ź',
  zacute: 'ź',
  Zdot: 'Ż',
  zdot: 'ż',
};

function decodeEntity(entity: string, body: string): string {
  if (body.startsWith('#')) {
    const code =
      body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  }
  return Object.hasOwn(NAMED_ENTITIES, body) ? NAMED_ENTITIES[body]! : entity;
}

/**
 * Plain text of staff HTML, at most SEARCH_SNIPPET_MAX characters: tags dropped (script and style with their
 * content), entities decoded, whitespace collapsed. A longer text ends with "…" (which counts): cut at the last
 * space when one lies in the last quarter before the limit, otherwise hard at the limit, so that a long URL or
 * word does not shrink the snippet to a stub.
 */
export function searchSnippet(html: string | null | undefined, max = SEARCH_SNIPPET_MAX): string {
  if (!html) return '';
  const text = html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, decodeEntity)
    .replace(/\s+/g, ' ')
    .trim();
  // Code points, so that an emoji or a rare character is never split in half.
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const head = chars.slice(0, max - 1);
  const space = head.lastIndexOf(' ');
  const kept = space >= max - Math.floor(max / 4) ? head.slice(0, space) : head;
  return `${kept
    .join('')
    .replace(/[\s,;:.\-–—]+$/, '')
    .trimEnd()}…`;
}
