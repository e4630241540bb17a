/**
 * `redirect=` accepts same-site paths only (product-decisions §11): one leading slash, no scheme, no
 * protocol-relative `//host`, no backslash tricks. Anything else falls back.
 */
export function safeRedirectPath(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  if ([...value].some((char) => char.charCodeAt(0) < 0x20)) return fallback;
  try {
    const url = new URL(value, 'http://same.site');
    const path = `${url.pathname}${url.search}${url.hash}`;
    // Dot segments can collapse into "//host" ("/..//evil.example"): check the normalised path too.
    return url.host === 'same.site' && !path.startsWith('//') && !path.startsWith('/\\') ? path : fallback;
  } catch {
    return fallback;
  }
}
