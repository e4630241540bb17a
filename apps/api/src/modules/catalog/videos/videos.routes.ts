import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiError, ZOk } from '@scena/shared';
import { ZAdminVideo, ZVideo, ZVideoForm, ZVideosQuery, type TVideo } from '@scena/shared/catalog/videos';
import type { AppDeps } from '../../../deps';
import { sessionOf, type Guards } from '../../../plugins/auth';
import { ZIdParams } from '../../../lib/route-params';
import { multipart } from '../../../lib/multipart';
import { callerOf } from '../events/events-read';
import { parseForm } from '../../../lib/parse-form';
import { translationRoutes } from '../translations/translations.routes';
import { videoTranslationKind } from './video-translations';
import { readVideoForm, VIDEO_MULTIPART_LIMITS } from './videos-form';
import { getVideo, listVideosFor, readPublicVideosJson } from './videos-read';
import { createVideo, deleteVideo, deleteVideoImage, updateVideo } from './videos-write';

const JSON_TYPE = 'application/json; charset=utf-8';
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 422: ZApiError };
const ZSlugOrIdParams = z.object({ slugOrId: z.string().min(1).max(40) });
const ZImageParams = ZIdParams.extend({ which: z.enum(['image', 'thumb']) });
const admin = [{ session: [] }];
/** An administrator's answer first: a visitor's answer lacks its fields and falls to the visitor's schema. */
const ZVideoAnswer = z.union([ZAdminVideo, ZVideo]);

/**
 * Videos and their translations (admin-content.md §7, visitor-side.md §7): /api/videos…, /api/translations/video…
 * and the public /external_api/videos and /external_api/video/{slugOrId}. Registered without a prefix.
 */
export function videosRoutes(deps: AppDeps, guards: Guards): FastifyPluginAsyncZod {
  return async (app) => {
    // Scoped to this plugin: POST and PUT /api/videos read multipart bodies.
    await app.register(multipart, { limits: VIDEO_MULTIPART_LIMITS });

    app.get(
      '/api/videos',
      {
        onRequest: guards.optionalUser,
        schema: {
          tags: ['catalog'],
          summary:
            "Public: the listed videos (visible, not ended, not dashboard_hidden), weight descending then title, in the request's language; a signed-in caller also gets access, paymentStatus and countryBlocked; an administrator gets every video with its stream links",
          security: [{ session: [] }, {}],
          querystring: ZVideosQuery,
          response: { 200: z.union([z.array(ZAdminVideo), z.array(ZVideo)]), 422: ZApiError },
        },
      },
      async (request, reply) => {
        const caller = callerOf(request.session?.user, deps.geo.countryOf(request.ip));
        if (caller.kind !== 'anonymous') return listVideosFor(deps, caller, request.query, request.lang);
        const json = await readPublicVideosJson(deps, request.lang, request.query);
        return reply.type(JSON_TYPE).send(json as unknown as TVideo[]);
      },
    );

    app.get(
      '/external_api/videos',
      {
        schema: {
          tags: ['catalog'],
          summary: 'Public: the anonymous list of GET /api/videos, cached',
          querystring: ZVideosQuery,
          response: { 200: z.array(ZVideo), 422: ZApiError },
        },
      },
      async (request, reply) => {
        const json = await readPublicVideosJson(deps, request.lang, request.query);
        return reply.type(JSON_TYPE).send(json as unknown as TVideo[]);
      },
    );

    app.get(
      '/api/videos/:slugOrId',
      {
        onRequest: guards.optionalUser,
        schema: {
          tags: ['catalog'],
          summary:
            'Public: one visible video by slug or id (ended and dashboard_hidden ones too); invisible ones for administrators only',
          security: [{ session: [] }, {}],
          params: ZSlugOrIdParams,
          response: { 200: ZVideoAnswer, ...errors },
        },
      },
      async (request) =>
        getVideo(
          deps,
          callerOf(request.session?.user, deps.geo.countryOf(request.ip)),
          request.params.slugOrId,
          request.lang,
        ),
    );

    app.get(
      '/external_api/video/:slugOrId',
      {
        schema: {
          tags: ['catalog'],
          summary: 'Public: one visible video by slug or id, as an anonymous visitor sees it',
          params: ZSlugOrIdParams,
          response: { 200: ZVideo, ...errors },
        },
      },
      async (request) => getVideo(deps, { kind: 'anonymous' }, request.params.slugOrId, request.lang),
    );

    for (const path of ['/api/videos', '/api/videos/']) {
      app.post(
        path,
        {
          onRequest: guards.requireAdmin,
          schema: {
            tags: ['catalog'],
            summary:
              'Create a video: multipart with the form fields and the files main_image and thumb_image (JPEG/PNG, ≤ 1200 KB, ≤ 1000 px), or JSON without images (admin)',
            security: admin,
            hide: path.endsWith('/'),
            consumes: ['multipart/form-data', 'application/json'],
            response: { 201: ZAdminVideo, ...errors },
          },
        },
        async (request, reply) => {
          const userId = sessionOf(request).user.id;
          const { fields, images } = await readVideoForm(request);
          const form = parseForm(ZVideoForm, fields);
          return reply.code(201).send(await createVideo(deps, userId, form, images));
        },
      );
    }

    app.put(
      '/api/videos/:id',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: ['catalog'],
          summary:
            'Edit a video: the whole form (multipart or JSON); an image sent replaces the old one (admin)',
          security: admin,
          consumes: ['multipart/form-data', 'application/json'],
          params: ZIdParams,
          response: { 200: ZAdminVideo, ...errors },
        },
      },
      async (request) => {
        const userId = sessionOf(request).user.id;
        const { fields, images } = await readVideoForm(request);
        const form = parseForm(ZVideoForm, fields);
        return updateVideo(deps, userId, request.params.id, form, images);
      },
    );

    app.delete(
      '/api/videos/:id',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: ['catalog'],
          summary:
            'Delete a video with its translations and images; refused while orders or events use it (admin)',
          security: admin,
          params: ZIdParams,
          response: { 200: ZOk, ...errors },
        },
      },
      async (request) => {
        await deleteVideo(deps, sessionOf(request).user.id, request.params.id);
        return { ok: true as const };
      },
    );

    app.delete(
      '/api/videos/:id/image/:which',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: ['catalog'],
          summary: "Remove a video's main image (image) or thumbnail (thumb) with its files (admin)",
          security: admin,
          params: ZImageParams,
          response: { 200: ZAdminVideo, ...errors },
        },
      },
      async (request) =>
        deleteVideoImage(deps, sessionOf(request).user.id, request.params.id, request.params.which),
    );

    await app.register(translationRoutes(deps, guards, videoTranslationKind), { prefix: '/api' });
  };
}
