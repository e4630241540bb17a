import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiError } from '@scena/shared';
import {
  SUBTITLE_CONTENT_MAX,
  ZHostedUploadStart,
  ZHostedVideo,
  ZHostedVideoFinalised,
  ZHostedVideoUpdate,
  ZSubtitleTrack,
  ZSubtitleTrackForm,
  ZSubtitleTrackList,
} from '@scena/shared/media/hosted-videos';
import type { AppDeps } from '../../../deps';
import { sessionOf, type Guards } from '../../../plugins/auth';
import { ZIdParams } from '../../../lib/route-params';
import { finaliseUpload } from './finalise-upload';
import { listHostedVideos } from './list-hosted-videos';
import { removeHostedVideo } from './remove-hosted-video';
import { renameHostedVideo } from './rename-hosted-video';
import { startUpload } from './start-upload';
import { addSubtitles, deleteSubtitles, listSubtitles } from './subtitles';

const errors = {
  400: ZApiError,
  401: ZApiError,
  403: ZApiError,
  404: ZApiError,
  409: ZApiError,
  422: ZApiError,
  503: ZApiError,
  507: ZApiError,
};
const admin = [{ session: [] }];
/**
 * A hosted video's uri in the path, as the back-office sends it (`/api/vimeo` + uri): `/videos/<digits>` on Vimeo,
 * `/local/<digits>` on the local host. Nothing else can name one, so no other path reaches the host.
 */
const ZUriParams = z.object({
  host: z.enum(['videos', 'local']),
  videoId: z.string().regex(/^\d{1,20}$/),
});
const uriOf = (params: z.output<typeof ZUriParams>) => `/${params.host}/${params.videoId}`;

/** Hosted videos and their subtitles (admin-content.md §7 "Hosted videos"), under /api; administrators only. */
export function hostedVideosRoutes(deps: AppDeps, guards: Guards): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/vimeo',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: ['media'],
          summary:
            'The hosted videos, newest first; unfinished ones with a link to continue the upload (admin)',
          security: admin,
          response: { 200: z.array(ZHostedVideo), ...errors },
        },
      },
      async (request) => listHostedVideos(deps, request.log),
    );

    for (const url of ['/vimeo', '/vimeo/']) {
      app.post(
        url,
        {
          onRequest: guards.requireAdmin,
          schema: {
            tags: ['media'],
            summary:
              'Start an upload: a NOT_UPLOADED video and a tus upload_link for the file of `size` bytes (admin)',
            security: admin,
            hide: url.endsWith('/'),
            body: ZHostedUploadStart,
            response: { 201: ZHostedVideo, ...errors },
          },
        },
        async (request, reply) =>
          reply
            .code(201)
            .send(await startUpload(deps, request.log, sessionOf(request).user.id, request.body)),
      );
    }

    app.put(
      '/vimeo/:id',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: ['media'],
          summary: 'Rename a hosted video in our list (admin)',
          security: admin,
          params: ZIdParams,
          body: ZHostedVideoUpdate,
          response: { 200: ZHostedVideo, ...errors },
        },
      },
      async (request) =>
        renameHostedVideo(deps, sessionOf(request).user.id, request.params.id, request.body.name),
    );

    app.delete(
      '/vimeo/:id',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: ['media'],
          summary: 'Remove a hosted video from our list; its bytes stay on the host (admin)',
          security: admin,
          params: ZIdParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await removeHostedVideo(deps, sessionOf(request).user.id, request.params.id);
        return reply.code(204).send(null);
      },
    );

    app.patch(
      '/vimeo/:host/:videoId',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: ['media'],
          summary: 'Finalise an upload: every byte must be in; then the transcode is followed (admin)',
          security: admin,
          params: ZUriParams,
          response: { 200: ZHostedVideoFinalised, ...errors },
        },
      },
      async (request) => finaliseUpload(deps, request.log, sessionOf(request).user.id, uriOf(request.params)),
    );

    app.get(
      '/vimeo/:host/:videoId/subtitles',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: ['media'],
          summary: 'The text tracks of a hosted video, as `data` (admin)',
          security: admin,
          params: ZUriParams,
          response: { 200: ZSubtitleTrackList, ...errors },
        },
      },
      async (request) => listSubtitles(deps, request.log, uriOf(request.params)),
    );

    app.post(
      '/vimeo/:host/:videoId/subtitles',
      {
        onRequest: guards.requireAdmin,
        // The content may be up to SUBTITLE_CONTENT_MAX characters, some of them several bytes.
        bodyLimit: 4 * SUBTITLE_CONTENT_MAX,
        schema: {
          tags: ['media'],
          summary: 'Add a WebVTT (or SubRip, converted) text track and make it active (admin)',
          security: admin,
          params: ZUriParams,
          body: ZSubtitleTrackForm,
          response: { 201: ZSubtitleTrack, ...errors },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(
            await addSubtitles(
              deps,
              request.log,
              sessionOf(request).user.id,
              uriOf(request.params),
              request.body,
            ),
          ),
    );

    app.delete(
      '/vimeo/:host/:videoId/subtitles/:trackId',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: ['media'],
          summary: 'Delete a text track of a hosted video (admin)',
          security: admin,
          params: ZUriParams.extend({ trackId: z.string().regex(/^[a-z0-9]{1,20}$/) }),
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await deleteSubtitles(
          deps,
          request.log,
          sessionOf(request).user.id,
          uriOf(request.params),
          request.params.trackId,
        );
        return reply.code(204).send(null);
      },
    );
  };
}
