import fs from 'node:fs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { notFound } from '../../lib/errors';
import { parseByteRange } from './byte-range';
import { openSignedMedia, type SignedMediaRequest } from './open-signed-media';

const ZSignature = z.object({ exp: z.string().optional(), sig: z.string().optional() });
const SUBTITLE_FILE = /^([a-z]{2})\.vtt$/;

/**
 * The bytes of the local video host (product-decisions §24), reached only through the signed links the
 * playback call hands to the entitled: the video with HTTP range requests (what <video> seeks with) and the
 * WebVTT subtitles. The answers are private to the browser: a link is someone's six-hour pass.
 */
export function localVideoRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  async function sendFile(request: FastifyRequest, reply: FastifyReply, signed: SignedMediaRequest) {
    const file = await openSignedMedia(deps, signed);
    reply
      .header('Accept-Ranges', 'bytes')
      .header('Cache-Control', 'private, max-age=3600')
      .type(file.contentType);
    const range = parseByteRange(request.headers.range, file.size);
    if (range === 'unsatisfiable') {
      return reply.code(416).header('Content-Range', `bytes */${file.size}`).send();
    }
    if (!range) {
      return reply.header('Content-Length', String(file.size)).send(fs.createReadStream(file.path));
    }
    return reply
      .code(206)
      .header('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`)
      .header('Content-Length', String(range.end - range.start + 1))
      .send(fs.createReadStream(file.path, { start: range.start, end: range.end }));
  }

  return async (app) => {
    app.get(
      '/media/videos/:id/video',
      {
        schema: {
          tags: ['media'],
          summary:
            'A locally hosted video (video/webm) through the signed link of the playback call, with HTTP range requests; 403 for a missing, wrong or expired signature',
          params: z.object({ id: z.string() }),
          querystring: ZSignature,
        },
      },
      async (request, reply) =>
        sendFile(request, reply, { id: request.params.id, file: { kind: 'video' }, ...request.query }),
    );

    app.get(
      '/media/videos/:id/subtitles/:file',
      {
        schema: {
          tags: ['media'],
          summary:
            "A locally hosted video's WebVTT subtitles (<lang>.vtt) through the signed link of the playback call",
          params: z.object({ id: z.string(), file: z.string() }),
          querystring: ZSignature,
        },
      },
      async (request, reply) => {
        const language = SUBTITLE_FILE.exec(request.params.file)?.[1];
        if (!language) throw notFound();
        return sendFile(request, reply, {
          id: request.params.id,
          file: { kind: 'subtitles', language },
          ...request.query,
        });
      },
    );
  };
}
