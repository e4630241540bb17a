import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SLUG_MAX, ZApiError, ZPage, ZPageUpdate, type TPage } from '@scena/shared';
import type { AppDeps } from '../../deps';
import { sessionOf, type Guards } from '../../plugins/auth';
import { ZIdParams } from '../../lib/route-params';
import { readPageJson } from './read-page-cached';
import { updatePage } from './update-page';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 422: ZApiError };

/** Static pages: GET /api/pages/{slug}, PUT /api/pages/{id}. */
export function pagesRoutes(deps: AppDeps, guards: Guards): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/pages/:slug',
      {
        schema: {
          tags: ['pages'],
          summary: "A static page by slug (or id) in the request's language, Polish where untranslated",
          params: z.object({ slug: z.string().min(1).max(SLUG_MAX) }),
          response: { 200: ZPage, 404: ZApiError },
        },
      },
      async (request, reply) => {
        const json = await readPageJson(deps, request.params.slug, request.lang);
        // Cached bytes: Fastify sends a string with a JSON content type as it is, without the serializer.
        return reply.type('application/json; charset=utf-8').send(json as unknown as TPage);
      },
    );

    app.put(
      '/pages/:id',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: ['pages'],
          summary: 'Edit a page in one language; the HTML is sanitized with an allow-list (admin)',
          security: [{ session: [] }],
          params: ZIdParams,
          body: ZPageUpdate,
          response: { 200: ZPage, ...errors },
        },
      },
      async (request) => updatePage(deps, sessionOf(request).user.id, request.params.id, request.body),
    );
  };
}
