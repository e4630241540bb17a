import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { AppDeps } from '../deps';
import { notFound } from '../lib/errors';
import { readExternalConfigJson } from '../modules/settings/read-config-cached';

/** JSON inside a <script> must not be able to close it. */
function scriptSafe(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * Serves the built web app: hashed assets with immutable caching (pre-compressed files when present), and for
 * every page the HTML with the first screen's data inlined, so the first paint needs no extra request.
 */
export function webAppPlugin(deps: AppDeps, distDir: string) {
  return fp(async (app: FastifyInstance) => {
    const indexFile = path.join(distDir, 'index.html');
    // Re-read when a rebuild replaces it, so a running server never points at assets that are gone.
    let indexHtml = { mtimeMs: -1, html: '' };
    const currentIndexHtml = () => {
      const { mtimeMs } = fs.statSync(indexFile);
      if (mtimeMs !== indexHtml.mtimeMs) indexHtml = { mtimeMs, html: fs.readFileSync(indexFile, 'utf8') };
      return indexHtml.html;
    };

    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header(
          'Cache-Control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });

    async function sendPage(_request: FastifyRequest, reply: FastifyReply) {
      const config = await readExternalConfigJson(deps);
      const script = `<script id="initial-data" type="application/json">${scriptSafe(`{"config":${config}}`)}</script>`;
      // A function, so "$'" or "$&" in staff-written settings is not read as a replacement pattern.
      const html = currentIndexHtml().replace('<!--initial-data-->', () => script);
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
    }

    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '';
      const isApi = /^\/(api|external_api|dev)(\/|$)/.test(pathname);
      if (isApi || path.extname(pathname) !== '') throw notFound();
      return sendPage(request, reply);
    });
  });
}
