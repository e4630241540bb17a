/**
 * The preview's copy of the server's allow-list (apps/api/src/lib/sanitize-html.ts): what the editor shows is
 * what visitors will get. The server sanitizes again on save; this only keeps the preview honest and inert.
 */
// prettier-ignore
const TAGS = new Set([
  'h2', 'h3', 'h4', 'p', 'br', 'strong', 'em', 'b', 'i', 'u', 'ul', 'ol', 'li', 'a', 'blockquote',
  'table', 'thead', 'tbody', 'tr', 'th', 'td', 'img',
]);
const ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href', 'title', 'target'],
  img: ['src', 'alt', 'width', 'height'],
};
/** Elements dropped with their text, not unwrapped. */
const DROPPED = new Set(['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'template']);
const LINK_SCHEME = /^(https?:|mailto:)/i;
const IMAGE_SCHEME = /^https?:/i;

/**
 * The address as a browser reads it (WHATWG URL): tabs and line breaks taken out anywhere, control characters
 * and spaces off both ends. "java\tscript:" is a javascript: link, and "/\t/host" another site.
 */
function asBrowserReads(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
}

function allowedUrl(tag: string, value: string): boolean {
  const url = asBrowserReads(value);
  // "//host" and "/\host" (a browser reads "\" as "/") leave the site while looking relative.
  if (/^[/\\]{2}/.test(url)) return false;
  // Relative addresses stay, as on the server; only schemes are allow-listed.
  if (!/^[a-z][a-z0-9+.-]*:/i.test(url)) return true;
  return (tag === 'img' ? IMAGE_SCHEME : LINK_SCHEME).test(url);
}

function cleanChildren(from: Node, into: Node, doc: Document) {
  for (const child of Array.from(from.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      into.appendChild(doc.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (child.nodeType !== Node.ELEMENT_NODE) continue;
    const element = child as Element;
    const source = element.tagName.toLowerCase();
    if (DROPPED.has(source)) continue;
    const tag = source === 'h1' ? 'h2' : source;
    if (!TAGS.has(tag)) {
      cleanChildren(element, into, doc);
      continue;
    }
    const copy = doc.createElement(tag);
    for (const name of ATTRIBUTES[tag] ?? []) {
      const value = element.getAttribute(name);
      if (value === null) continue;
      if ((name === 'href' || name === 'src') && !allowedUrl(tag, value)) continue;
      if (name === 'target' && value !== '_blank') continue;
      copy.setAttribute(name, value);
    }
    if (tag === 'a') copy.setAttribute('rel', 'noopener');
    cleanChildren(element, copy, doc);
    into.appendChild(copy);
  }
}

/** Allow-listed HTML for the live preview. Parsed in an inert document: nothing loads or runs while parsing. */
export function sanitizePreview(html: string): string {
  const doc = document.implementation.createHTMLDocument('');
  const source = new DOMParser().parseFromString(html, 'text/html');
  const out = doc.createElement('div');
  cleanChildren(source.body, out, doc);
  return out.innerHTML;
}
