import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiError, ZOk } from '@scena/shared';
import type { AppDeps } from '../../../deps';
import { sessionOf, type Guards } from '../../../plugins/auth';
import { ZIdParams } from '../../../lib/route-params';
import { createTranslation } from './create-translation';
import { deleteTranslation } from './delete-translation';
import { getTranslation } from './get-translation';
import { listTranslations } from './list-translations';
import type { AnyTranslationKind } from './translation-kind';
import { updateTranslation } from './update-translation';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 422: ZApiError };
const admin = [{ session: [] }];

/**
 * One kind's translations, all for administrators: the item's list at {itemsPath}/{id}/translations and the five
 * calls of /translations/{name}. Registered inside the kind's own plugin, under its prefix, so that the routes
 * keep what that plugin gives its routes.
 */
export function translationRoutes(
  deps: AppDeps,
  guards: Guards,
  kind: AnyTranslationKind,
): FastifyPluginAsyncZod {
  const { name, schemas } = kind;
  const path = `/translations/${name}`;
  // The summaries say "an event" and "a slide", as the OpenAPI document always has.
  const article = /^[aeiou]/.test(name) ? 'an' : 'a';
  const Article = article === 'an' ? 'An' : 'A';
  const adminOnly = <S extends object>(summary: string, schema: S) => ({
    onRequest: guards.requireAdmin,
    schema: { tags: ['catalog'], summary, security: admin, ...schema },
  });
  return async (app) => {
    app.get(
      `${kind.itemsPath}/:id/translations`,
      adminOnly(kind.listSummary ?? `${Article} ${name}'s translations (admin)`, {
        params: ZIdParams,
        response: { 200: z.array(schemas.answer), ...errors },
      }),
      async (request) => listTranslations(kind, deps.db, request.params.id),
    );

    app.post(
      path,
      adminOnly(`Translate ${article} ${name} into a language other than Polish; one per language (admin)`, {
        body: schemas.create,
        response: { 201: schemas.answer, ...errors },
      }),
      async (request, reply) =>
        reply.code(201).send(await createTranslation(kind, deps, sessionOf(request).user.id, request.body)),
    );

    app.get(
      `${path}/:id`,
      adminOnly(`One ${name} translation (admin)`, {
        params: ZIdParams,
        response: { 200: schemas.answer, ...errors },
      }),
      async (request) => getTranslation(kind, deps.db, request.params.id),
    );

    app.put(
      `${path}/:id`,
      adminOnly(`Edit ${article} ${name} translation (admin)`, {
        params: ZIdParams,
        body: schemas.update,
        response: { 200: schemas.answer, ...errors },
      }),
      async (request) =>
        updateTranslation(kind, deps, sessionOf(request).user.id, request.params.id, request.body),
    );

    app.delete(
      `${path}/:id`,
      adminOnly(`Delete ${article} ${name} translation (admin)`, {
        params: ZIdParams,
        response: { 200: ZOk, ...errors },
      }),
      async (request) => {
        await deleteTranslation(kind, deps, sessionOf(request).user.id, request.params.id);
        return { ok: true as const };
      },
    );
  };
}
