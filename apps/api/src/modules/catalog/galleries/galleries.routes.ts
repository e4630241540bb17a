import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiError, ZOk } from '@scena/shared';
import { ZGallery, ZGalleryForm } from '@scena/shared/catalog/galleries';
import { IMAGE_LIMITS } from '@scena/shared/catalog/images';
import type { AppDeps } from '../../../deps';
import { sessionOf, type Guards } from '../../../plugins/auth';
import { ZIdParams } from '../../../lib/route-params';
import { multipart, MULTIPART_LIMITS, readMultipartForm } from '../../../lib/multipart';
import { addGalleryImage } from './add-gallery-image';
import { createGallery } from './create-gallery';
import { deleteGallery } from './delete-gallery';
import { deleteGalleryImage } from './delete-gallery-image';
import { listGalleries, loadGallery } from './list-galleries';
import { updateGallery } from './update-gallery';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 422: ZApiError };
const admin = [{ session: [] }];

/** Galleries and their images (admin-content.md §7), under /api; every call is the administrator's. */
export function galleriesRoutes(deps: AppDeps, guards: Guards): FastifyPluginAsyncZod {
  return async (app) => {
    // Scoped to this plugin: only the image upload below reads multipart bodies.
    await app.register(multipart, {
      limits: { ...MULTIPART_LIMITS, fileSize: IMAGE_LIMITS.gallery.maxBytes },
    });

    app.get(
      '/galleries',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: ['catalog'],
          summary: 'Every gallery with its images and the videos using it (admin)',
          security: admin,
          response: { 200: z.array(ZGallery), ...errors },
        },
      },
      async () => listGalleries(deps.db),
    );

    app.get(
      '/galleries/:id',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: ['catalog'],
          summary: 'One gallery (admin)',
          security: admin,
          params: ZIdParams,
          response: { 200: ZGallery, ...errors },
        },
      },
      async (request) => loadGallery(deps.db, request.params.id),
    );

    for (const url of ['/galleries', '/galleries/']) {
      app.post(
        url,
        {
          onRequest: guards.requireAdmin,
          schema: {
            tags: ['catalog'],
            summary: 'Create an empty gallery (admin)',
            security: admin,
            hide: url.endsWith('/'),
            body: ZGalleryForm,
            response: { 201: ZGallery, ...errors },
          },
        },
        async (request, reply) =>
          reply.code(201).send(await createGallery(deps, sessionOf(request).user.id, request.body)),
      );
    }

    app.put(
      '/galleries/:id',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: ['catalog'],
          summary: 'Rename a gallery (admin)',
          security: admin,
          params: ZIdParams,
          body: ZGalleryForm,
          response: { 200: ZGallery, ...errors },
        },
      },
      async (request) => updateGallery(deps, sessionOf(request).user.id, request.params.id, request.body),
    );

    app.delete(
      '/galleries/:id',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: ['catalog'],
          summary: 'Delete a gallery with its images and their files; its videos stay, without it (admin)',
          security: admin,
          params: ZIdParams,
          response: { 200: ZOk, ...errors },
        },
      },
      async (request) => {
        await deleteGallery(deps, sessionOf(request).user.id, request.params.id, request.log);
        return { ok: true as const };
      },
    );

    app.post(
      '/galleries/:id/images',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: ['catalog'],
          summary:
            'Add one image (multipart, field "image": JPEG or PNG, ≤ 3 MB) to a gallery of fewer than 5 (admin)',
          security: admin,
          consumes: ['multipart/form-data'],
          params: ZIdParams,
          response: { 201: ZGallery, ...errors },
        },
      },
      async (request, reply) => {
        const userId = sessionOf(request).user.id;
        if (!request.isMultipart()) {
          return reply.code(201).send(await addGalleryImage(deps, userId, request.params.id, undefined));
        }
        const max = IMAGE_LIMITS.gallery.maxBytes;
        const form = await readMultipartForm(request, {
          files: { image: max, file: max, image_data: max },
          maxFiles: 1,
        });
        const file = Object.values(form.files)[0];
        return reply.code(201).send(await addGalleryImage(deps, userId, request.params.id, file));
      },
    );

    app.delete(
      '/galleryImages/:id',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: ['catalog'],
          summary: 'Delete one gallery image and its files; answers the gallery (admin)',
          security: admin,
          params: ZIdParams,
          response: { 200: ZGallery, ...errors },
        },
      },
      async (request) => deleteGalleryImage(deps, sessionOf(request).user.id, request.params.id),
    );
  };
}
