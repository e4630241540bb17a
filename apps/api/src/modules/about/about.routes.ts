import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZApiError } from '@scena/shared';
import { ZAbout } from '@scena/shared/settings/about';
import type { Guards } from '../../plugins/auth';
import { getAbout } from './get-about';

/** The back-office's Versions screen: GET /api/about. */
export function aboutRoutes(guards: Guards): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/about',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: ['settings'],
          summary:
            "This product's version (root package.json) and its release notes in the request's language: CHANGELOG.md, or CHANGELOG.pl.md in Polish (admin)",
          security: [{ session: [] }],
          response: { 200: ZAbout, 401: ZApiError, 403: ZApiError },
        },
      },
      async (request) => getAbout(request.lang),
    );
  };
}
