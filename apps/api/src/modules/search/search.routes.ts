import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZApiError } from '@scena/shared';
import { ZSearchQuery, ZSearchResults } from '@scena/shared/catalog/search';
import type { AppDeps } from '../../deps';
import type { Guards } from '../../plugins/auth';
import { searchAll } from './search-all';

/** Catalogue search: GET /api/search/all?search= (visitor-side.md §7). */
export function searchRoutes(deps: AppDeps, guards: Guards): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/search/all',
      {
        onRequest: guards.optionalUser,
        schema: {
          tags: ['catalog'],
          summary:
            "Public: videos, events and static pages whose title or description contains the query (at least 3 characters), ignoring case and diacritics, in the request's language; an administrator also finds hidden, unpublished and invisible items; 429 past 60 searches a minute from one address",
          security: [{ session: [] }, {}],
          querystring: ZSearchQuery,
          response: { 200: ZSearchResults, 422: ZApiError, 429: ZApiError },
        },
      },
      async (request) => {
        await deps.limiter.hit(['searchIp', request.ip]);
        return searchAll(deps, request.session?.user, request.query, request.lang);
      },
    );
  };
}
