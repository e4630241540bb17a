import { itemPath } from '@scena/shared/site/site-paths';
import { WEB_ROUTES } from '@scena/shared/site/web-routes';
import type { AppDeps } from '../../deps';
import type { Db } from '../../db/client';
import { escapeHtml } from '../../lib/escape-html';
import { countIndexedItems, listIndexedItems } from './sitemap.repository';

/** The sitemap protocol's limit of addresses in one file (sitemaps.org): past it, an index of files. */
export const SITEMAP_MAX_URLS = 50_000;

/** The pages of the site itself that anyone may read, before the events and videos. */
const FIXED_PAGES = [
  WEB_ROUTES.publicHome,
  WEB_ROUTES.terms,
  WEB_ROUTES.policy,
  WEB_ROUTES.contact,
  WEB_ROUTES.accessibility,
];

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function url(location: string, lastModified?: Date): string {
  const lastmod = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : '';
  return `<url><loc>${escapeHtml(location)}</loc>${lastmod}</url>`;
}

/**
 * GET /sitemap.xml (`page` absent) and /sitemap.xml?page=N: every public page, event and video of the site at
 * `origin` with its last change, for search engines. Up to `pageSize` addresses it is one list; past it, /sitemap.xml is an index of
 * the numbered lists. Undefined for a page that does not exist.
 */
export async function sitemapXml(
  db: Db,
  origin: string,
  page: number | undefined,
  pageSize = SITEMAP_MAX_URLS,
): Promise<string | undefined> {
  const counts = await countIndexedItems(db);
  const total = FIXED_PAGES.length + counts.events + counts.videos;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (page === undefined && pages > 1) {
    const files = Array.from(
      { length: pages },
      (_, index) => `<sitemap><loc>${escapeHtml(`${origin}/sitemap.xml?page=${index + 1}`)}</loc></sitemap>`,
    );
    return `${XML_HEAD}\n<sitemapindex xmlns="${SITEMAP_NS}">\n${files.join('\n')}\n</sitemapindex>\n`;
  }
  const number = page ?? 1;
  if (number > pages) return undefined;
  const offset = (number - 1) * pageSize;
  const fixed = FIXED_PAGES.slice(offset, offset + pageSize);
  const items = await listIndexedItems(db, {
    offset: Math.max(0, offset - FIXED_PAGES.length),
    limit: pageSize - fixed.length,
    eventCount: counts.events,
  });
  const urls = [
    ...fixed.map((path) => url(`${origin}${path}`)),
    ...items.map((item) => url(`${origin}${itemPath(item.kind, item)}`, item.updatedAt)),
  ];
  return `${XML_HEAD}\n<urlset xmlns="${SITEMAP_NS}">\n${urls.join('\n')}\n</urlset>\n`;
}

/** GET /robots.txt: the public pages are open, the accounts, payments, back-office and API are not. */
export function robotsTxt(deps: Pick<AppDeps, 'env'>): string {
  return [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /external_api/',
    `Disallow: ${WEB_ROUTES.admin}`,
    `Disallow: ${WEB_ROUTES.account}`,
    'Disallow: /platnosc/',
    'Disallow: /status-zamowienia/',
    `Sitemap: ${deps.env.PUBLIC_URL}/sitemap.xml`,
    '',
  ].join('\n');
}
