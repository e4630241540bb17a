import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { StandinVideo, StandinVideos } from './videos';

const TUS_VERSION = '1.0.0';
const OFFSET_STREAM = 'application/offset+octet-stream';

type Received = 'all' | 'stopped' | 'too-large';

/** Stops the PATCH now writing to the upload, if any, and waits until it has let go (a newer client wins). */
async function takeOver(video: StandinVideo): Promise<void> {
  while (video.writer) {
    const writer = video.writer;
    writer.stop();
    await writer.done;
  }
}

/**
 * Counts the body's bytes into the upload as they arrive (a chunk is never held whole), up to Upload-Length.
 * An aborted or taken-over request keeps what arrived before it stopped, as tus servers do.
 */
async function receive(video: StandinVideo, body: IncomingMessage): Promise<Received> {
  let stopped = false;
  let release!: () => void;
  const done = new Promise<void>((resolve) => (release = resolve));
  video.writer = {
    stop() {
      stopped = true;
      body.destroy();
    },
    done,
  };
  let tooLarge = false;
  try {
    for await (const chunk of body as AsyncIterable<Buffer>) {
      if (stopped) break;
      const room = video.size - video.received;
      if (chunk.length > room) {
        video.received += room;
        tooLarge = true;
        continue; // the rest is read and dropped, so the answer can still be sent
      }
      if (!tooLarge) video.received += chunk.length;
    }
    if (stopped || !body.complete) return 'stopped';
    return tooLarge ? 'too-large' : 'all';
  } catch {
    return 'stopped';
  } finally {
    video.writer = undefined;
    release();
  }
}

function refuse(reply: FastifyReply, status: number, message: string) {
  return reply.code(status).type('text/plain; charset=utf-8').send(message);
}

/**
 * The tus 1.0 core protocol at the stand-in's upload links (payu-and-vimeo-protocols.md, "The tus upload"):
 * no creation step (the API made the upload), HEAD for the offset, PATCH for the bytes. The link's token is
 * the only key, as on Vimeo's file servers. Bodies are streamed through a pass-through content parser.
 */
export function registerTus(
  app: FastifyInstance,
  options: { videos: StandinVideos; onUploaded(video: StandinVideo): void },
): void {
  const { videos } = options;
  const writers = new Set<StandinVideo>();

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  app.addHook('onRequest', async (request, reply) => {
    reply.header('Tus-Resumable', TUS_VERSION);
    if (request.headers['tus-resumable'] !== TUS_VERSION) {
      reply.header('Tus-Version', TUS_VERSION);
      return refuse(reply, 412, 'Tus-Resumable 1.0.0 is required');
    }
  });
  app.addHook('preClose', async () => {
    for (const video of writers) video.writer?.stop();
  });

  app.head<{ Params: { token: string } }>(
    '/tus/files/:token',
    { schema: { hide: true } },
    async (request, reply) => {
      const video = videos.byUploadToken.get(request.params.token);
      reply.header('Cache-Control', 'no-store');
      if (!video) return reply.code(404).send();
      await takeOver(video);
      return reply
        .code(200)
        .header('Upload-Offset', String(video.received))
        .header('Upload-Length', String(video.size))
        .send();
    },
  );

  app.patch<{ Params: { token: string } }>(
    '/tus/files/:token',
    { schema: { hide: true } },
    async (request, reply) => {
      const video = videos.byUploadToken.get(request.params.token);
      if (!video) return refuse(reply, 404, 'Unknown upload');
      const contentType = String(request.headers['content-type'] ?? '')
        .split(';')[0]!
        .trim()
        .toLowerCase();
      if (contentType !== OFFSET_STREAM) return refuse(reply, 415, `Content-Type must be ${OFFSET_STREAM}`);
      const offsetHeader = request.headers['upload-offset'];
      if (typeof offsetHeader !== 'string' || !/^\d+$/.test(offsetHeader)) {
        return refuse(reply, 400, 'Upload-Offset is required');
      }
      await takeOver(video);
      // Nothing is read from a refused body: Node drops it unread once the answer is sent.
      if (Number(offsetHeader) !== video.received) return refuse(reply, 409, 'Upload-Offset does not match');
      const declared = request.headers['content-length'];
      if (declared !== undefined && video.received + Number(declared) > video.size) {
        return refuse(reply, 413, 'The body goes past Upload-Length');
      }

      reply.hijack();
      writers.add(video);
      const received = await receive(video, request.raw).finally(() => writers.delete(video));
      if (video.received === video.size) options.onUploaded(video);
      if (received === 'stopped') {
        if (!reply.raw.headersSent) reply.raw.destroy();
        return;
      }
      reply.raw.writeHead(received === 'too-large' ? 413 : 204, {
        'Tus-Resumable': TUS_VERSION,
        'Upload-Offset': String(video.received),
      });
      reply.raw.end();
    },
  );
}
