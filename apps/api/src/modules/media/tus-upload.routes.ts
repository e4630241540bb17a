import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { localVideoHostOf } from '../../adapters/video-host/local/local-host';
import { UPLOAD_ID_PATTERN, UPLOAD_LINK_PATH } from '../../adapters/video-host/local/upload-links';

const TUS_RESUMABLE = '1.0.0';
const OFFSET_STREAM = 'application/offset+octet-stream';

/** A refusal before the tus server sees the request; nothing of the body is read (the connection then closes). */
function refuse(reply: FastifyReply, status: number, text: string) {
  return reply
    .code(status)
    .header('Tus-Resumable', TUS_RESUMABLE)
    .header('Cache-Control', 'no-store')
    .header('Connection', 'close')
    .type('text/plain; charset=utf-8')
    .send(`${text}\n`);
}

/**
 * The tus 1.0 endpoint of the local video host (issue 9): `HEAD|PATCH /media/uploads/<uploadId>?token=…`, the
 * upload link the server made for an administrator (local-host.ts). No creation (POST), download (GET) or
 * termination (DELETE) is exposed: uploads are made on the server. A missing, forged or expired token is a 403
 * before any byte is read; a PATCH whose type is not application/offset+octet-stream a 415; the rest (409 on an
 * offset mismatch, 413 past the length, the offset answers) is @tus/server's, which streams the body straight
 * into the file (Fastify does not parse it: the plugin's only content parser passes the request through).
 */
export function tusUploadRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', (_request, _payload, done) => done(null));

    app.route({
      method: ['HEAD', 'PATCH', 'OPTIONS'],
      url: `${UPLOAD_LINK_PATH}/:uploadId`,
      schema: {
        tags: ['media'],
        summary:
          'tus 1.0 upload link of the local video host (HEAD: offset; PATCH: bytes at Upload-Offset as application/offset+octet-stream); only with the signed token of the link the admin got',
        params: z.object({ uploadId: z.string() }),
      },
      handler: async (request, reply) => {
        const { uploadId } = request.params;
        if (!UPLOAD_ID_PATTERN.test(uploadId)) return refuse(reply, 404, 'Not found');
        // Resolved on first use (the key may be a file in DATA_DIR), then the same host every time.
        const host = await localVideoHostOf(deps, app.log);
        if (request.method !== 'OPTIONS') {
          const { token } = request.query as { token?: unknown };
          if (!host.verifyUploadLink(uploadId, token)) {
            return refuse(
              reply,
              403,
              'This upload link is missing its token, or the token is wrong or expired',
            );
          }
        }
        if (request.method === 'PATCH') {
          const type = String(request.headers['content-type'] ?? '')
            .split(';')[0]!
            .trim()
            .toLowerCase();
          if (type !== OFFSET_STREAM) return refuse(reply, 415, `Content-Type must be ${OFFSET_STREAM}`);
          // @tus/server compares the header exactly: drop parameters such as "; charset=…".
          request.raw.headers['content-type'] = OFFSET_STREAM;
        }
        // The app's own headers (security, HSTS) go out on the raw answer the tus server writes.
        for (const [name, value] of Object.entries(reply.getHeaders())) {
          if (value !== undefined) reply.raw.setHeader(name, value);
        }
        reply.hijack();
        try {
          await host.handleTus(request.raw, reply.raw);
        } catch (error) {
          request.log.error({ err: error }, 'tus upload failed');
          if (!reply.raw.headersSent) {
            reply.raw.writeHead(500, { 'Tus-Resumable': TUS_RESUMABLE, Connection: 'close' });
          }
          reply.raw.end();
        }
      },
    });
  };
}
