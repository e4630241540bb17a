import sanitize from 'sanitize-html';

/**
 * The allow-list for HTML that staff write (pages, descriptions): text structure, links and images only.
 * Anything else is dropped, including the text of script and style elements (ARCHITECTURE.md §6).
 */
const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'strong',
    'em',
    'b',
    'i',
    'u',
    'ul',
    'ol',
    'li',
    'a',
    'blockquote',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'img',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  // `//host/path` leaves the site while looking relative.
  allowProtocolRelative: false,
  transformTags: {
    // The page's title is its only h1; a pasted h1 stays a heading one level down.
    h1: 'h2',
    // A link may open a new tab, nothing else (no named or parent frames); whatever rel was pasted, the opened
    // page never gets a handle on ours.
    a: (tagName, { target, ...attribs }) => ({
      tagName,
      attribs: { ...attribs, ...(target === '_blank' ? { target } : {}), rel: 'noopener' },
    }),
  },
};

export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS);
}

/** The hosts whose iframes an embed code (an event's chat, vimeo_chat) may carry. */
export const EMBED_IFRAME_HOSTS = ['player.vimeo.com', 'vimeo.com'] as const;

/**
 * A separate, stricter allow-list for embed codes (an event's chat): iframes only, over https, from
 * EMBED_IFRAME_HOSTS. An iframe from any other host (or without a source) is dropped whole, and so is every
 * other element with its text — the page sanitizer above stays as it is.
 */
const EMBED_OPTIONS: sanitize.IOptions = {
  allowedTags: ['iframe'],
  allowedAttributes: {
    iframe: ['src', 'width', 'height', 'frameborder', 'allow', 'allowfullscreen', 'title', 'loading'],
  },
  allowedSchemes: ['https'],
  allowedSchemesByTag: { iframe: ['https'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: [...EMBED_IFRAME_HOSTS],
  allowIframeRelativeUrls: false,
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript'],
  exclusiveFilter: (frame) => frame.tag === 'iframe' && !isAllowedEmbedSource(frame.attribs.src),
  // An embed code is iframes and nothing else: stray text goes too.
  textFilter: () => '',
};

function isAllowedEmbedSource(src: string | undefined): boolean {
  if (!src) return false;
  try {
    const url = new URL(src);
    return url.protocol === 'https:' && (EMBED_IFRAME_HOSTS as readonly string[]).includes(url.hostname);
  } catch {
    return false;
  }
}

/** Sanitizes an embed code: only iframes from the allowed hosts survive; '' when nothing does. */
export function sanitizeEmbedHtml(html: string): string {
  return sanitize(html, EMBED_OPTIONS).trim();
}
