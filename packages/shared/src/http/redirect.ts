import { isSitePath } from '../validation/rules';

/**
 * `redirect=` accepts same-site paths only (product-decisions §11), by the rule every site-path field uses;
 * anything else falls back. The path comes back normalised ("/a/../konto" → "/konto").
 */
export function safeRedirectPath(value: string | null | undefined, fallback = '/'): string {
  if (!value || !isSitePath(value)) return fallback;
  const url = new URL(value, 'http://same.site');
  return `${url.pathname}${url.search}${url.hash}`;
}
