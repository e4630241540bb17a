import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiError } from '@scena/shared';
import {
  GIFT_IMAGE_KEYS,
  ZGiftConfig,
  ZGiftSettingsUpdate,
  type TGiftConfig,
} from '@scena/shared/commerce/gift-settings';
import {
  ZGroupTicketConfig,
  ZGroupTicketSettings,
  type TGroupTicketConfig,
} from '@scena/shared/commerce/group-ticket-settings';
import { IMAGE_LIMITS, type ImageKind } from '@scena/shared/catalog/images';
import type { AppDeps } from '../../../deps';
import { sessionOf, type Guards } from '../../../plugins/auth';
import { multipart, MULTIPART_LIMITS } from '../../../lib/multipart';
import { readSettingsForm } from '../../settings';
import { deleteGiftImage } from './delete-gift-image';
import { readGiftConfigJson, readGroupTicketConfigJson } from './read-commerce-settings';
import { updateGiftSettings } from './update-gift-settings';
import { updateGroupTicketSettings } from './update-group-ticket-settings';

const JSON_TYPE = 'application/json; charset=utf-8';
const kb = (kind: ImageKind) => IMAGE_LIMITS[kind].maxBytes / 1024;
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 422: ZApiError };
const adminOnly = [{ session: [] }];

/**
 * Gift and group-ticket settings (admin-commerce-people.md §7; visitor-side.md §7): read by everyone (the visitor's
 * gift and group-ticket pages), changed by administrators. They are app-config keys: writes go through the one
 * settings update (images, audit row, cache drop), so GET /external_api/config changes with them.
 */
export function commerceSettingsRoutes(deps: AppDeps, guards: Guards): FastifyPluginAsyncZod {
  return async (app) => {
    // Scoped to this plugin: PUT /api/gifts/settings reads new images from a multipart body.
    await app.register(multipart, { limits: MULTIPART_LIMITS });

    app.get(
      '/gifts/settings',
      {
        schema: {
          tags: ['gift orders'],
          summary:
            'The gift settings: giftConfig of GET /external_api/config, price in zł (everyone; cached)',
          response: { 200: ZGiftConfig },
        },
      },
      // Cached bytes: Fastify sends a string with a JSON content type as it is, without the serializer.
      async (_request, reply) =>
        reply.type(JSON_TYPE).send((await readGiftConfigJson(deps)) as unknown as TGiftConfig),
    );

    app.put(
      '/gifts/settings',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: ['gift orders'],
          summary: `Change gift settings: any of the form’s fields (price in zł), as JSON (≤ 1 MB), or with new images as multipart/form-data: the same fields as text parts and each new image as the file gift_image_{mobile|tablet|desktop}_data (JPEG/PNG ≤ ${kb('configMobile')}/${kb('configTablet')}/${kb('configDesktop')} KB), never as a data URL among the fields (admin)`,
          security: adminOnly,
          consumes: ['application/json', 'multipart/form-data'],
          // Checks a JSON body; a multipart one is read and checked with the same schema by readSettingsForm.
          body: ZGiftSettingsUpdate.nullish(),
          response: { 200: ZGiftConfig, ...errors },
        },
      },
      async (request) => {
        const { changes, images } = await readSettingsForm(request, ZGiftSettingsUpdate, GIFT_IMAGE_KEYS);
        return updateGiftSettings(deps, sessionOf(request).user.id, changes, images);
      },
    );

    app.delete(
      '/gifts/settings/image/:name',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: ['gift orders'],
          summary: 'Remove a gift image: name is mobile, tablet, desktop or gift_image_{device} (admin)',
          security: adminOnly,
          params: z.object({ name: z.string().max(40) }),
          response: { 200: ZGiftConfig, ...errors },
        },
      },
      async (request) => deleteGiftImage(deps, sessionOf(request).user.id, request.params.name),
    );

    app.get(
      '/groupTickets/settings',
      {
        schema: {
          tags: ['group-ticket orders'],
          summary:
            'The group-ticket settings: groupTicketConfig of GET /external_api/config (everyone; cached)',
          response: { 200: ZGroupTicketConfig },
        },
      },
      async (_request, reply) =>
        reply.type(JSON_TYPE).send((await readGroupTicketConfigJson(deps)) as unknown as TGroupTicketConfig),
    );

    app.put(
      '/groupTickets/settings',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: ['group-ticket orders'],
          summary: 'Set the group-ticket settings, all six at once (admin)',
          security: adminOnly,
          body: ZGroupTicketSettings,
          response: { 200: ZGroupTicketConfig, ...errors },
        },
      },
      async (request) => updateGroupTicketSettings(deps, sessionOf(request).user.id, request.body),
    );
  };
}
