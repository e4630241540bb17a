import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiError, ZOk, isAdmin } from '@scena/shared';
import { ZAdminCategory, ZCategory, ZCategoryForm, type TCategory } from '@scena/shared/catalog/categories';
import type { AppDeps } from '../../../deps';
import { sessionOf, type Guards } from '../../../plugins/auth';
import { ZIdParams } from '../../../lib/route-params';
import { translationRoutes } from '../translations/translations.routes';
import { categoryTranslationKind } from './category-translations';
import { createCategory } from './create-category';
import { deleteCategory } from './delete-category';
import { listAdminCategories, readPublicCategoriesJson } from './list-categories';
import { updateCategory } from './update-category';

const JSON_TYPE = 'application/json; charset=utf-8';
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 422: ZApiError };
const admin = [{ session: [] }];

/** Categories and their translations (admin-content.md §7), under /api. */
export function categoriesRoutes(deps: AppDeps, guards: Guards): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/categories',
      {
        onRequest: guards.optionalUser,
        schema: {
          tags: ['catalog'],
          summary:
            "Public: every category in the request's language (Polish where untranslated), in Polish order; an administrator gets the Polish names with translations and video ids",
          security: [{ session: [] }, {}],
          response: { 200: z.union([z.array(ZAdminCategory), z.array(ZCategory)]) },
        },
      },
      async (request, reply) => {
        const user = request.session?.user;
        if (user && isAdmin({ role_id: user.roleId })) return listAdminCategories(deps.db);
        // Cached bytes: Fastify sends a string with a JSON content type as it is, without the serializer.
        const json = await readPublicCategoriesJson(deps, request.lang);
        return reply.type(JSON_TYPE).send(json as unknown as TCategory[]);
      },
    );

    app.post(
      '/categories',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: ['catalog'],
          summary: 'Create a category (admin)',
          security: admin,
          body: ZCategoryForm,
          response: { 201: ZAdminCategory, ...errors },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await createCategory(deps, sessionOf(request).user.id, request.body)),
    );

    app.put(
      '/categories/:id',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: ['catalog'],
          summary: 'Rename a category (admin)',
          security: admin,
          params: ZIdParams,
          body: ZCategoryForm,
          response: { 200: ZAdminCategory, ...errors },
        },
      },
      async (request) => updateCategory(deps, sessionOf(request).user.id, request.params.id, request.body),
    );

    app.delete(
      '/categories/:id',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: ['catalog'],
          summary: 'Delete a category with its translations; its videos stay (admin)',
          security: admin,
          params: ZIdParams,
          response: { 200: ZOk, ...errors },
        },
      },
      async (request) => {
        await deleteCategory(deps, sessionOf(request).user.id, request.params.id);
        return { ok: true as const };
      },
    );

    await app.register(translationRoutes(deps, guards, categoryTranslationKind));
  };
}
