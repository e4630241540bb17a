import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiError } from '@scena/shared';
import type { AppDeps } from '../../../deps';
import { sessionOf, type Guards } from '../../../plugins/auth';
import { getPlayback, PLAYBACK_KINDS, PLAYBACK_VARIANTS } from './playback';

const ZPlaybackParams = z.object({
  kind: z.enum(PLAYBACK_KINDS),
  slugOrId: z.string().min(1).max(40),
});
const ZPlaybackQuery = z.object({ typ: z.enum(PLAYBACK_VARIANTS).default('standard') });
const ZPlayback = z.object({
  kind: z.enum(['iframe', 'frame', 'vimeo', 'local']),
  url: z.string().optional(),
  html: z.string().optional(),
  variants: z.array(z.enum(PLAYBACK_VARIANTS)),
  chat: z.string().nullable(),
  subtitles: z.array(
    z.object({
      language: z.string(),
      kind: z.enum(['subtitles', 'captions']),
      label: z.string(),
      url: z.string(),
    }),
  ),
});

/** The playback call (product-decisions §16–18): the only route that hands out stream links to viewers. */
export function playbackRoutes(deps: AppDeps, guards: Guards): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/playback/:kind/:slugOrId',
      {
        onRequest: guards.requireUser,
        schema: {
          tags: ['catalog'],
          summary:
            "The stream of an event or video in the requested variant (typ: standard, pjm, audiodeskrypcja), in the request's language, for a viewer entitled to watch it now; 422 NOT_ENTITLED with the reason in formError.item otherwise. The first call on an unused video order starts its rental window. Every successful call counts for the IP-diversity autoban: the call that crosses its limit answers 401 USER_BLOCKED",
          security: [{ session: [] }],
          params: ZPlaybackParams,
          querystring: ZPlaybackQuery,
          response: { 200: ZPlayback, 400: ZApiError, 401: ZApiError, 404: ZApiError, 422: ZApiError },
        },
      },
      async (request) =>
        getPlayback(
          deps,
          sessionOf(request),
          request.params.kind,
          request.params.slugOrId,
          request.query.typ,
          request.lang,
          { ip: request.ip, country: deps.geo.countryOf(request.ip) },
        ),
    );
  };
}
