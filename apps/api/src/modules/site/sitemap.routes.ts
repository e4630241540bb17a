import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { notFound } from '../../lib/errors';
import { robotsTxt, sitemapXml } from './sitemap';

const ZSitemapQuery = z.object({ page: z.coerce.number().int().min(1).max(100_000).optional() });
/** Search engines read these once in a while; an hour old is fresh enough. */
const CACHE_CONTROL = 'public, max-age=3600';

/** /sitemap.xml and /robots.txt, for search engines; public. */
export function sitemapRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/sitemap.xml',
      {
        schema: {
          tags: ['site'],
          summary:
            'Public: the sitemap of every public page, event and video with its last change; past 50,000 addresses an index of ?page=N files',
          querystring: ZSitemapQuery,
        },
      },
      async (request, reply) => {
        const xml = await sitemapXml(deps.db, deps.env.PUBLIC_URL, request.query.page);
        if (xml === undefined) throw notFound();
        return reply.type('application/xml; charset=utf-8').header('Cache-Control', CACHE_CONTROL).send(xml);
      },
    );

    app.get(
      '/robots.txt',
      { schema: { tags: ['site'], summary: 'Public: what crawlers may read, and where the sitemap is' } },
      async (_request, reply) =>
        reply.type('text/plain; charset=utf-8').header('Cache-Control', CACHE_CONTROL).send(robotsTxt(deps)),
    );
  };
}
