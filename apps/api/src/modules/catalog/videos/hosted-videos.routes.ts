import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiError } from '@scena/shared';
import { ZHostedVideo, type THostedVideo } from '@scena/shared/catalog/videos';
import type { AppDeps } from '../../../deps';
import type { Guards } from '../../../plugins/auth';
import { listHostedVideoRows } from './videos.repository';

/**
 * GET /api/vimeo: the hosted videos the video form's picker offers (admin-content.md §2, §7), newest first.
 * Uploading, finalising and subtitles come with a later issue.
 */
export function hostedVideosRoutes(deps: AppDeps, guards: Guards): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/vimeo',
      {
        preValidation: guards.requireAdmin,
        schema: {
          tags: ['catalog'],
          summary: 'The hosted videos (id, name, uri, status); NOT_UPLOADED ones cannot be chosen (admin)',
          security: [{ session: [] }],
          response: { 200: z.array(ZHostedVideo), 401: ZApiError, 403: ZApiError },
        },
      },
      async (): Promise<THostedVideo[]> =>
        (await listHostedVideoRows(deps.db)).map((row) => ({
          id: row.id,
          name: row.name,
          uri: row.uri,
          status: row.status,
        })),
    );
  };
}
