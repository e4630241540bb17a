import path from 'node:path';
import send from '@fastify/send';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { notFound } from '../../lib/errors';
import { openSignedMedia, type SignedMediaRequest } from './open-signed-media';

const ZSignature = z.object({ g: z.string().optional(), sig: z.string().optional() });
const SUBTITLE_FILE = /^([a-z]{2})\.vtt$/;

/**
 * The most bytes one answer sends. A browser asks a recording's bytes with `Range: bytes=0-` and could read that
 * one answer for the whole film; in slices, every few seconds of playing is a request whose link and session are
 * checked again, so a ban, a sign-out or another device stops a recording already playing too.
 */
export const MAX_ANSWER_BYTES = 8 * 1024 * 1024;
const ONE_RANGE = /^bytes=(\d+)-(\d*)$/;

/**
 * A single `bytes=start-` or `bytes=start-end` range within the file narrowed to MAX_ANSWER_BYTES (RFC 9110
 * §14.2 lets a server send less than asked); any other header as it is (several ranges, a suffix, or one that
 * is refused).
 */
function narrowRange(header: string, size: number): string {
  const match = ONE_RANGE.exec(header.trim());
  if (!match) return header;
  const start = Number(match[1]);
  const end = match[2] ? Number(match[2]) : Infinity;
  if (!Number.isSafeInteger(start) || start >= size || end < start) return header;
  return Math.min(end, size - 1) - start + 1 > MAX_ANSWER_BYTES
    ? `bytes=${start}-${start + MAX_ANSWER_BYTES - 1}`
    : header;
}

/**
 * The bytes of the local video host (product-decisions §24), reached only through the signed links the
 * playback call hands to the entitled: the video with HTTP range requests (what <video> seeks with) and the
 * WebVTT subtitles. The answers are private to the browser: a link is one viewer's pass while they watch.
 */
export function localVideoRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  async function sendFile(request: FastifyRequest, reply: FastifyReply, signed: SignedMediaRequest) {
    const file = await openSignedMedia(deps, signed);
    // @fastify/send reads the Range header of the raw request.
    const range = request.headers.range;
    if (range) request.raw.headers.range = narrowRange(range, file.size);
    // @fastify/send answers ranges (206, 416), If-Range and conditional requests (304, 412) per RFC 9110.
    const sent = await send(request.raw, `/${encodeURIComponent(path.basename(file.path))}`, {
      root: path.dirname(file.path),
      contentType: false,
      cacheControl: false,
      index: false,
      dotfiles: 'deny',
    });
    if (sent.type === 'error') {
      if (sent.statusCode === 416) {
        return reply.code(416).header('Content-Range', sent.headers['Content-Range']).send();
      }
      if (sent.statusCode === 412) return reply.code(412).send();
      throw notFound();
    }
    // Revalidated on every reuse, so a link whose session has ended opens nothing from the browser's cache either.
    reply.code(sent.statusCode).header('Cache-Control', 'private, no-cache').headers(sent.headers);
    // A 304 carries no body, so no type either.
    return sent.statusCode === 304 ? reply.send() : reply.type(file.contentType).send(sent.stream);
  }

  return async (app) => {
    app.get(
      '/media/videos/:id/video',
      {
        schema: {
          tags: ['media'],
          summary:
            'A locally hosted video (webm, mp4, mov…, served with its own type) through the signed link of the playback call (g: the stream grant, sig: its signature), with HTTP range requests (at most 8 MiB an answer); 403 for a missing or wrong signature, an expired grant and a link whose session has ended (signed out, replaced, banned)',
          params: z.object({ id: z.string() }),
          querystring: ZSignature,
        },
      },
      async (request, reply) =>
        sendFile(request, reply, { id: request.params.id, file: { kind: 'video' }, query: request.query }),
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
          query: request.query,
        });
      },
    );
  };
}
