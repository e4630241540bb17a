import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiError, ZOk } from '@scena/shared';
import { IMAGE_LIMITS } from '@scena/shared/catalog/images';
import {
  ZAdminSlide,
  ZPublicSlide,
  ZSlideForm,
  ZSlideUpdate,
  type TPublicSlide,
} from '@scena/shared/catalog/slides';
import type { AppDeps } from '../../../deps';
import { sessionOf, type Guards } from '../../../plugins/auth';
import { ZIdParams } from '../../../lib/route-params';
import { multipart, MULTIPART_LIMITS, readMultipartForm } from '../../../lib/multipart';
import { createSlide, SLIDE_IMAGE_FIELD } from './create-slide';
import { deleteSlide } from './delete-slide';
import { listAdminSlides, readPublicSlidesJson } from './list-slides';
import { translationRoutes } from '../translations/translations.routes';
import { parseForm } from '../../../lib/parse-form';
import { slideTranslationKind } from './slide-translations';
import { updateSlide } from './update-slide';

const JSON_TYPE = 'application/json; charset=utf-8';
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 422: ZApiError };
const admin = [{ session: [] }];

/** A slide form as multipart (fields + the file bg_image, or bg_image_data) or as JSON (no image). */
async function readSlideForm(request: FastifyRequest): Promise<{ fields: unknown; image?: Buffer }> {
  if (!request.isMultipart()) return { fields: request.body };
  const form = await readMultipartForm(request, {
    files: { [SLIDE_IMAGE_FIELD]: IMAGE_LIMITS.slide.maxBytes, bg_image_data: IMAGE_LIMITS.slide.maxBytes },
    maxFiles: 1,
  });
  const image = form.files[SLIDE_IMAGE_FIELD] ?? form.files.bg_image_data;
  return { fields: form.fields, image: image && image.length > 0 ? image : undefined };
}

/**
 * Slides and their translations (admin-content.md §7) under /api, and the visitors' slider at
 * /external_api/slides. Registered without a prefix.
 */
export function slidesRoutes(deps: AppDeps, guards: Guards): FastifyPluginAsyncZod {
  return async (app) => {
    // Scoped to this plugin: POST and PUT /api/slides read multipart bodies.
    await app.register(multipart, { limits: { ...MULTIPART_LIMITS, fileSize: IMAGE_LIMITS.slide.maxBytes } });

    app.get(
      '/external_api/slides',
      {
        schema: {
          tags: ['catalog'],
          summary:
            "Public: the published slides, latest update first, in the request's language (Polish where untranslated)",
          response: { 200: z.array(ZPublicSlide) },
        },
      },
      async (request, reply) => {
        const json = await readPublicSlidesJson(deps, request.lang);
        return reply.type(JSON_TYPE).send(json as unknown as TPublicSlide[]);
      },
    );

    app.get(
      '/api/slides',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: ['catalog'],
          summary: 'Every slide, published or not, latest update first (admin)',
          security: admin,
          response: { 200: z.array(ZAdminSlide), ...errors },
        },
      },
      async () => listAdminSlides(deps.db),
    );

    for (const url of ['/api/slides', '/api/slides/']) {
      app.post(
        url,
        {
          onRequest: guards.requireAdmin,
          schema: {
            tags: ['catalog'],
            summary:
              'Create a slide: multipart with title, text, url, published and the file bg_image (JPEG/PNG, ≤ 5200 KB, ≤ 4000 px), or JSON without an image (admin)',
            security: admin,
            hide: url.endsWith('/'),
            consumes: ['multipart/form-data', 'application/json'],
            response: { 201: ZAdminSlide, ...errors },
          },
        },
        async (request, reply) => {
          const userId = sessionOf(request).user.id;
          const { fields, image } = await readSlideForm(request);
          const input = parseForm(ZSlideForm, fields);
          return reply.code(201).send(await createSlide(deps, userId, input, image));
        },
      );
    }

    app.put(
      '/api/slides/:id',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: ['catalog'],
          summary:
            'Change the fields sent (multipart or JSON) and renew updated_at; an empty payload moves the slide to the top (admin)',
          security: admin,
          consumes: ['multipart/form-data', 'application/json'],
          params: ZIdParams,
          response: { 200: ZAdminSlide, ...errors },
        },
      },
      async (request) => {
        const userId = sessionOf(request).user.id;
        const { fields, image } = await readSlideForm(request);
        const input = parseForm(ZSlideUpdate, fields);
        return updateSlide(deps, userId, request.params.id, input, image);
      },
    );

    app.delete(
      '/api/slides/:id',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: ['catalog'],
          summary: 'Delete a slide with its translations and its image files (admin)',
          security: admin,
          params: ZIdParams,
          response: { 200: ZOk, ...errors },
        },
      },
      async (request) => {
        await deleteSlide(deps, sessionOf(request).user.id, request.params.id);
        return { ok: true as const };
      },
    );

    await app.register(translationRoutes(deps, guards, slideTranslationKind), { prefix: '/api' });
  };
}
