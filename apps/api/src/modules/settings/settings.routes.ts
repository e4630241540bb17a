import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CONFIG_IMAGE_KEYS,
  ZApiError,
  ZAppConfigAnswer,
  ZAppConfigUpdate,
  ZPublicAppConfigAnswer,
  isAdmin,
  type TPublicAppConfigAnswer,
} from '@scena/shared';
import { IMAGE_LIMITS, type ImageKind } from '@scena/shared/catalog/images';
import type { AppDeps } from '../../deps';
import { sessionOf, type Guards } from '../../plugins/auth';
import { adminConfigAnswer } from './config-answer';
import { deleteConfigImage } from './delete-config-image';
import { getAppConfig } from './get-app-config';
import { readExternalConfigJson, readPublicConfigJson } from './read-config-cached';
import { readSettingsForm } from './settings-form';
import { updateAppConfig } from './update-app-config';
import { multipart, MULTIPART_LIMITS } from '../../lib/multipart';

const JSON_TYPE = 'application/json; charset=utf-8';
const kb = (kind: ImageKind) => IMAGE_LIMITS[kind].maxBytes / 1024;
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 422: ZApiError };

/** App configuration: GET/PUT /api/appconfig, DELETE /api/appconfig/image/{name}, GET /external_api/config. */
export function settingsRoutes(deps: AppDeps, guards: Guards): FastifyPluginAsyncZod {
  return async (app) => {
    // Scoped to this plugin: PUT /api/appconfig reads new images from a multipart body.
    await app.register(multipart, { limits: MULTIPART_LIMITS });

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
        schema: {
          tags: ['settings'],
          summary: `Change settings: only the changed fields, as JSON (≤ 1 MB), or with new images as multipart/form-data: the same fields as text parts and each new image as the file \`<key>_data\` (JPEG/PNG; noauth_bg_image ≤ ${kb('configBackground')} KB, ad and gift images ≤ ${kb('configMobile')}/${kb('configTablet')}/${kb('configDesktop')} KB for mobile/tablet/desktop), never as a data URL among the fields (admin)`,
          security: [{ session: [] }],
          consumes: ['application/json', 'multipart/form-data'],
          // Checks a JSON body; a multipart one is read and checked with the same schema by readSettingsForm.
          body: ZAppConfigUpdate.nullish(),
          response: { 200: ZAppConfigAnswer, ...errors },
        },
      },
      async (request) => {
        const { changes, images } = await readSettingsForm(request, ZAppConfigUpdate, CONFIG_IMAGE_KEYS);
        return adminConfigAnswer(
          await updateAppConfig(deps, sessionOf(request).user.id, changes, { images }),
        );
      },
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
