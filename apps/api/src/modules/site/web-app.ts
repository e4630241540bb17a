import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { AppDeps } from '../../deps';
import { notFound } from '../../lib/errors';
import { rememberLast } from '../../lib/remember-last';
import type { Language } from '@scena/shared';
import { readExternalConfigJson } from '../settings';
import { pageHeadFor, type PageHead } from './page-head';
import { webBuildReader } from './web-build';
import { escapeHtml } from '../../lib/escape-html';

const SCRIPT_UNSAFE: Record<string, string> = { '<': '\\u003c', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/** JSON inside a <script> must not be able to close it. */
function scriptSafe(json: string): string {
  return json.replace(/[<\u2028\u2029]/g, (character) => SCRIPT_UNSAFE[character]!);
}

/**
 * The first screen's answers as the page's `initial-data` script. The home page's lists can be hundreds of
 * kilobytes: the script is remembered while the cached answers are the same.
 */
const initialDataScript = rememberLast(([config, language, ...entries]) => {
  const data = [];
  for (let index = 0; index < entries.length; index += 2) {
    data.push(`,${JSON.stringify(entries[index])}:${entries[index + 1]}`);
  }
  return `<script id="initial-data" type="application/json">${scriptSafe(`{"config":${config},"language":"${language}"${data.join('')}}`)}</script>`;
});

/** Text for an HTML attribute or element. */
/** Title, description, Open Graph and Twitter cards, the canonical address and, for events, JSON-LD. */
function headTags(head: PageHead, language: Language): string {
  const meta = (attribute: 'name' | 'property', key: string, value: string | undefined) =>
    value ? `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />` : '';
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.url)}" />`,
    ...(head.preloadImages ?? []).map(
      (image) =>
        `<link rel="preload" as="image" href="${escapeHtml(image.href)}" imagesrcset="${escapeHtml(image.srcset)}" imagesizes="${escapeHtml(image.sizes)}" fetchpriority="high" />`,
    ),
    meta('property', 'og:site_name', 'Scena'),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.url),
    meta('property', 'og:image', head.image),
    meta('property', 'og:locale', language === 'en' ? 'en_GB' : 'pl_PL'),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image),
    head.jsonLd
      ? `<script type="application/ld+json">${scriptSafe(JSON.stringify(head.jsonLd))}</script>`
      : '',
  ]
    .filter(Boolean)
    .join('\n    ');
}

/**
 * What the page shows while its code loads: the site's header bar with its name, in the colours of the real
 * one (styles/global.css --ink, --gold), and under it the page's largest picture where the page has one
 * (PageHead.firstScreen). The app replaces both on its first render.
 */
const PAGE_SHELL =
  '<div style="background:#1f1a17;color:#fff;border-bottom:3px solid #c9a96a;min-height:4rem;' +
  'display:flex;align-items:center;padding:0 1rem;font:400 1.375rem/1 Georgia,serif">Scena</div>';

/**
 * The language of a page's HTML: the visitor's choice, which the app keeps in the `scena_lang` cookie, else
 * the app's default (Polish) — not the browser's Accept-Language, which the app does not follow.
 */
function pageLanguage(request: FastifyRequest): Language {
  return /(?:^|;\s*)scena_lang=en(?:;|$)/.test(request.headers.cookie ?? '') ? 'en' : 'pl';
}

/** The page's own chunks, fetched alongside the entry instead of after it. */
function chunkTags(chunks: { scripts: string[]; styles: string[] }): string {
  return [
    ...chunks.scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}" />`),
    ...chunks.styles.map(
      (file) => `<link rel="preload" as="style" crossorigin href="/${escapeHtml(file)}" />`,
    ),
  ].join('\n    ');
}

/**
 * Serves the built web app: hashed assets with immutable caching (pre-compressed files when present), and for
 * every page the HTML with the first screen's data inlined, so the first paint needs no extra request.
 */
export function webAppPlugin(deps: AppDeps, distDir: string) {
  return fp(async (app: FastifyInstance) => {
    // Re-read when a rebuild replaces it, so a running server never points at assets that are gone.
    const currentBuild = webBuildReader(distDir);

    // Hashed assets are looked up per request (a rebuild adds new names while the server runs); the few
    // files at the root (favicon…) are listed once at start.
    await app.register(fastifyStatic, {
      root: path.join(distDir, 'assets'),
      prefix: '/assets/',
      wildcard: true,
      index: false,
      preCompressed: true,
      setHeaders(res) {
        res.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    });
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      wildcard: false,
      index: false,
      decorateReply: false,
      globIgnore: ['assets/**'],
      setHeaders(res) {
        res.header('Cache-Control', 'public, max-age=3600');
      },
    });

    async function sendPage(request: FastifyRequest, reply: FastifyReply) {
      const pathname = request.url.split('?')[0] ?? '/';
      const language = pageLanguage(request);
      const head = await pageHeadFor(deps, pathname, language);
      const config = await readExternalConfigJson(deps);
      const script = initialDataScript(`${head.route ?? 'other'}:${language}`, [
        config,
        language,
        ...Object.entries(head.data).flat(),
      ]);
      // Functions, so "$'" or "$&" in staff-written texts is not read as a replacement pattern. The data
      // goes in last, so the other replacements scan the small template only.
      const build = currentBuild();
      const html = build.html
        .replace(/<!--head-->[\s\S]*?<!--\/head-->/, () => headTags(head, language))
        .replace('<html lang="pl">', () => `<html lang="${language}">`)
        .replace('<div id="root"></div>', () => `<div id="root">${PAGE_SHELL}${head.firstScreen ?? ''}</div>`)
        // After the entry script, which must not wait behind them.
        .replace('</head>', () => `${chunkTags(build.chunksOf(head.route))}\n  </head>`)
        .replace('<!--initial-data-->', () => script);
      return (
        reply
          .code(head.status)
          .header('Cache-Control', 'no-cache')
          // The page's language comes from the scena_lang cookie.
          .header('Vary', 'Cookie')
          .type('text/html; charset=utf-8')
          .send(html)
      );
    }

    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '';
      const isApi = /^\/(api|external_api|dev)(\/|$)/.test(pathname);
      if (isApi || path.extname(pathname) !== '') throw notFound();
      return sendPage(request, reply);
    });
  });
}
