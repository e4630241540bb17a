import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZApiError,
  ZAppConfigAnswer,
  ZAppConfigUpdate,
  ZPublicAppConfigAnswer,
  isAdmin,
  type TPublicAppConfigAnswer,
} from '@scena/shared';
import type { AppDeps } from '../../deps';
import { sessionOf, type Guards } from '../../plugins/auth';
import { adminConfigAnswer } from './config-answer';
import { deleteConfigImage } from './delete-config-image';
import { getAppConfig } from './get-app-config';
import { readExternalConfigJson, readPublicConfigJson } from './read-config-cached';
import { APP_CONFIG_BODY_LIMIT, updateAppConfig } from './update-app-config';

const JSON_TYPE = 'application/json; charset=utf-8';
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 422: ZApiError };

/** App configuration: GET/PUT /api/appconfig, DELETE /api/appconfig/image/{name}, GET /external_api/config. */
export function settingsRoutes(deps: AppDeps, guards: Guards): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/appconfig/',
      {
        onRequest: guards.optionalUser,
        schema: {
          tags: ['settings'],
          summary: 'The configuration: its public part, or all of it for an administrator',
          security: [{ session: [] }, {}],
          response: { 200: z.union([ZAppConfigAnswer, ZPublicAppConfigAnswer]) },
        },
      },
      async (request, reply) => {
        const user = request.session?.user;
        if (user && isAdmin({ role_id: user.roleId })) return adminConfigAnswer(await getAppConfig(deps.db));
        // Cached bytes: Fastify sends a string with a JSON content type as it is, without the serializer.
        const json = await readPublicConfigJson(deps);
        return reply.type(JSON_TYPE).send(json as unknown as TPublicAppConfigAnswer);
      },
    );

    app.put(
      '/api/appconfig',
      {
        onRequest: guards.requireAdmin,
        // Only this route takes images (base64 `<key>_data` fields); every other route keeps the 1 MB default.
        bodyLimit: APP_CONFIG_BODY_LIMIT,
        schema: {
          tags: ['settings'],
          summary:
            'Change settings: only the changed fields are sent, new images as `<key>_data` data URLs (admin)',
          security: [{ session: [] }],
          body: ZAppConfigUpdate,
          response: { 200: ZAppConfigAnswer, ...errors },
        },
      },
      async (request) =>
        adminConfigAnswer(await updateAppConfig(deps, sessionOf(request).user.id, request.body)),
    );

    app.delete(
      '/api/appconfig/image/:name',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: ['settings'],
          summary:
            'Remove a configuration image (noauth_bg_image, the ad and gift images) and its files (admin)',
          security: [{ session: [] }],
          params: z.object({ name: z.string().max(40) }),
          response: { 200: ZAppConfigAnswer, ...errors },
        },
      },
      async (request) =>
        adminConfigAnswer(await deleteConfigImage(deps, sessionOf(request).user.id, request.params.name)),
    );

    // Benchmarked against a bare Fastify route: a cache hit and a send, no guard and no response schema.
    app.get(
      '/external_api/config',
      {
        // 1.3 KB of JSON gains nothing from compression; the route is kept to a cache hit and a send.
        compress: false,
        schema: {
          tags: ['settings'],
          summary: 'The public configuration with the gift and group-ticket settings (cached)',
        },
      },
      async (_request, reply) => reply.type(JSON_TYPE).send(await readExternalConfigJson(deps)),
    );
  };
}
