import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger, FastifyPluginAsync, FastifyReply } from 'fastify';
import { registerTus } from './tus';
import { pickFields, StandinVideos, trackJson, videoJson, type StandinVideo } from './videos';

export interface VimeoStandinOptions {
  /** The one bearer token the stand-in accepts (VIMEO_ACCESS_TOKEN, or VIMEO_STANDIN_TOKEN). */
  accessToken: string;
  /** The stand-in's own absolute address, e.g. http://localhost:3000/vimeo-standin (for the upload links). */
  publicBaseUrl: string;
  /** How long "transcoding" takes after the last byte (default 1 s). */
  transcodeDelayMs?: number;
  log?: FastifyBaseLogger;
}

const VIEW = ['anybody', 'contacts', 'disable', 'nobody', 'password', 'unlisted', 'users'];
const EMBED = ['private', 'public', 'whitelist'];
const TRACK_TYPES = ['subtitles', 'captions'] as const;
const DOMAIN = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/i;
/** Vimeo accepts a few MB of captions; one theatre performance's subtitles are far below that. */
const TRACK_FILE_LIMIT = 10 * 1024 * 1024;

/** Vimeo's error shape (payu-and-vimeo-protocols.md): `{error, developer_message, error_code, link}`. */
function vimeoError(
  reply: FastifyReply,
  status: number,
  error: string,
  developerMessage: string,
  code: number,
) {
  return reply
    .code(status)
    .type('application/json')
    .send({ error, link: null, developer_message: developerMessage, error_code: code });
}

function invalid(reply: FastifyReply, field: string, developerMessage: string) {
  return reply.code(400).send({
    error: "The parameters passed to this API endpoint didn't pass Vimeo's validation checks.",
    link: null,
    developer_message: 'There are one or more invalid parameters.',
    error_code: 2204,
    invalid_parameters: [{ field, error: `Invalid ${field}.`, developer_message: developerMessage }],
  });
}

function notFound(reply: FastifyReply, what: string) {
  return vimeoError(
    reply,
    404,
    `The requested ${what} couldn't be found.`,
    `The ${what} does not exist.`,
    5000,
  );
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

function sizeOf(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^[1-9]\d{0,14}$/.test(text)) return null;
  return Number(text);
}

/**
 * A Vimeo API 3.4 stand-in for development and tests (ARCHITECTURE.md §1), speaking the subset the product uses
 * (payu-and-vimeo-protocols.md, "Vimeo"): tus uploads made by POST /me/videos, the upload link's HEAD/PATCH,
 * `fields`-filtered video reads, DELETE of a video, the embed-domain whitelist and text tracks (create, PUT the file to its link,
 * activate, list, delete). The bearer token is checked on the API; upload and text-track links carry their own
 * secret, as Vimeo's presigned links do. Videos live in memory: it stands in for an outside service, whose state
 * is not ours to keep. Uploaded bytes are counted, never stored.
 */
export function vimeoStandin(options: VimeoStandinOptions): FastifyPluginAsync {
  const baseUrl = options.publicBaseUrl.replace(/\/+$/, '');
  const transcodeDelayMs = options.transcodeDelayMs ?? 1000;
  const expectedToken = digest(options.accessToken);
  const videos = new StandinVideos();
  const timers = new Set<NodeJS.Timeout>();

  function newVideoId(): string {
    for (;;) {
      const id = String(randomInt(100_000_000, 1_000_000_000));
      if (!videos.byId.has(id)) return id;
    }
  }

  /** After the last byte: "transcoding" for a moment, then complete. */
  function transcode(video: StandinVideo): void {
    if (video.transcodeStarted) return;
    video.transcodeStarted = true;
    video.transcode = 'in_progress';
    const timer = setTimeout(() => {
      timers.delete(timer);
      video.transcode = 'complete';
      options.log?.debug({ video: video.id }, 'vimeo stand-in: transcode complete');
    }, transcodeDelayMs);
    timer.unref();
    timers.add(timer);
  }

  function authorized(header: string | undefined): boolean {
    const match = /^bearer\s+(\S+)\s*$/i.exec(header ?? '');
    return Boolean(match && timingSafeEqual(digest(match[1]!), expectedToken));
  }

  return async (app) => {
    app.addHook('onClose', async () => {
      for (const timer of timers) clearTimeout(timer);
    });

    // The upload links: tus, keyed by their secret token, bodies streamed.
    await app.register(async (tus) => registerTus(tus, { videos, onUploaded: transcode }));

    // The text-track file links: PUT the subtitles (text/plain), GET them back.
    await app.register(async (files) => {
      files.put<{ Params: { token: string }; Body: string }>(
        '/texttrack-files/:token',
        { schema: { hide: true }, bodyLimit: TRACK_FILE_LIMIT },
        async (request, reply) => {
          const file = videos.trackFiles.get(request.params.token);
          if (!file) return notFound(reply, 'text track');
          if (typeof request.body !== 'string' || request.body.trim() === '') {
            return invalid(reply, 'file', 'Send the text track as a text/plain body.');
          }
          file.track.content = request.body;
          return reply.code(200).send();
        },
      );
      files.get<{ Params: { token: string } }>(
        '/texttrack-files/:token',
        { schema: { hide: true } },
        async (request, reply) => {
          const file = videos.trackFiles.get(request.params.token);
          if (!file?.track.content) return notFound(reply, 'text track');
          return reply.type('text/vtt; charset=utf-8').send(file.track.content);
        },
      );
    });

    // The API: the bearer token on every call.
    await app.register(async (api) => {
      api.addHook('onRequest', async (request, reply) => {
        if (!authorized(request.headers.authorization)) {
          return vimeoError(
            reply,
            401,
            'You must provide a valid authenticated access token.',
            'The Authorization header must carry a valid bearer access token.',
            8003,
          );
        }
      });

      function videoOf(id: string, reply: FastifyReply): StandinVideo | null {
        const video = videos.byId.get(id);
        if (!video) void notFound(reply, 'video');
        return video ?? null;
      }

      api.post<{ Querystring: { fields?: string }; Body: Record<string, unknown> | undefined }>(
        '/me/videos',
        { schema: { hide: true } },
        async (request, reply) => {
          const body = request.body ?? {};
          const upload = (body.upload ?? {}) as Record<string, unknown>;
          if (upload.approach !== 'tus')
            return invalid(reply, 'upload.approach', 'This stand-in speaks tus only.');
          const size = sizeOf(upload.size);
          if (size === null)
            return invalid(reply, 'upload.size', 'upload.size must be a positive whole number.');
          const privacy = (body.privacy ?? {}) as Record<string, unknown>;
          const view = privacy.view ?? 'anybody';
          const embed = privacy.embed ?? 'public';
          if (typeof view !== 'string' || !VIEW.includes(view)) {
            return invalid(reply, 'privacy.view', `One of ${VIEW.join(', ')}.`);
          }
          if (typeof embed !== 'string' || !EMBED.includes(embed)) {
            return invalid(reply, 'privacy.embed', `One of ${EMBED.join(', ')}.`);
          }
          const name = typeof body.name === 'string' && body.name.trim() ? body.name.trim() : 'Untitled';
          const video: StandinVideo = {
            id: newVideoId(),
            name,
            createdAt: new Date(),
            size,
            received: 0,
            uploadToken: randomBytes(24).toString('hex'),
            privacy: { view, embed },
            domains: new Set(),
            transcode: 'in_progress',
            transcodeStarted: false,
            tracks: new Map(),
          };
          videos.add(video);
          // Vimeo's reference says 201; its SDKs and the API answer 200 (payu-and-vimeo-protocols.md).
          return reply.code(200).send(pickFields(videoJson(video, baseUrl), request.query.fields));
        },
      );

      api.get<{ Params: { id: string }; Querystring: { fields?: string } }>(
        '/videos/:id',
        { schema: { hide: true } },
        async (request, reply) => {
          const video = videoOf(request.params.id, reply);
          if (!video) return reply;
          return pickFields(videoJson(video, baseUrl), request.query.fields);
        },
      );

      api.delete<{ Params: { id: string } }>(
        '/videos/:id',
        { schema: { hide: true } },
        async (request, reply) => {
          const video = videoOf(request.params.id, reply);
          if (!video) return reply;
          video.writer?.stop();
          videos.remove(video);
          return reply.code(204).send();
        },
      );

      api.get<{ Params: { id: string } }>(
        '/videos/:id/privacy/domains',
        { schema: { hide: true } },
        async (request, reply) => {
          const video = videoOf(request.params.id, reply);
          if (!video) return reply;
          const data = [...video.domains].map((domain) => ({
            uri: `/videos/${video.id}/privacy/domains/${domain}`,
            domain,
            allow_hd: true,
          }));
          return { total: data.length, page: 1, per_page: 25, data };
        },
      );

      api.put<{ Params: { id: string; domain: string } }>(
        '/videos/:id/privacy/domains/:domain',
        { schema: { hide: true } },
        async (request, reply) => {
          const video = videoOf(request.params.id, reply);
          if (!video) return reply;
          const domain = request.params.domain.toLowerCase();
          if (!DOMAIN.test(domain)) return invalid(reply, 'domain', 'Not a domain name.');
          video.domains.add(domain);
          return reply.code(204).send();
        },
      );

      api.get<{ Params: { id: string } }>(
        '/videos/:id/texttracks',
        { schema: { hide: true } },
        async (request, reply) => {
          const video = videoOf(request.params.id, reply);
          if (!video) return reply;
          const data = [...video.tracks.values()].map((track) => trackJson(video, track, baseUrl));
          return { total: data.length, page: 1, per_page: 100, data };
        },
      );

      api.post<{ Params: { id: string }; Body: Record<string, unknown> | undefined }>(
        '/videos/:id/texttracks',
        { schema: { hide: true } },
        async (request, reply) => {
          const video = videoOf(request.params.id, reply);
          if (!video) return reply;
          const { type, language, name } = request.body ?? {};
          if (!TRACK_TYPES.includes(type as (typeof TRACK_TYPES)[number])) {
            return invalid(reply, 'type', `One of ${TRACK_TYPES.join(', ')}.`);
          }
          if (typeof language !== 'string' || !/^[a-z]{2,3}([-_][A-Za-z0-9]{2,8})*$/.test(language)) {
            return invalid(reply, 'language', 'A language code such as pl or en-US.');
          }
          const track = {
            id: videos.newTrackId(),
            type: type as (typeof TRACK_TYPES)[number],
            language,
            name: typeof name === 'string' ? name : '',
            active: false,
            content: null,
            fileToken: randomBytes(24).toString('hex'),
          };
          video.tracks.set(track.id, track);
          videos.trackFiles.set(track.fileToken, { video, track });
          return reply.code(201).send(trackJson(video, track, baseUrl));
        },
      );

      api.patch<{ Params: { id: string; trackId: string }; Body: Record<string, unknown> | undefined }>(
        '/videos/:id/texttracks/:trackId',
        { schema: { hide: true } },
        async (request, reply) => {
          const video = videoOf(request.params.id, reply);
          if (!video) return reply;
          const track = video.tracks.get(request.params.trackId);
          if (!track) return notFound(reply, 'text track');
          const { active, name, language } = request.body ?? {};
          if (active !== undefined && typeof active !== 'boolean')
            return invalid(reply, 'active', 'true or false.');
          // Stricter than documented: a track with no file cannot be switched on, so a forgotten PUT shows.
          if (active === true && track.content === null) {
            return invalid(reply, 'active', 'Upload the text track file before activating it.');
          }
          if (typeof active === 'boolean') track.active = active;
          if (typeof name === 'string') track.name = name;
          if (typeof language === 'string') track.language = language;
          return trackJson(video, track, baseUrl);
        },
      );

      api.delete<{ Params: { id: string; trackId: string } }>(
        '/videos/:id/texttracks/:trackId',
        { schema: { hide: true } },
        async (request, reply) => {
          const video = videoOf(request.params.id, reply);
          if (!video) return reply;
          const track = video.tracks.get(request.params.trackId);
          if (!track) return notFound(reply, 'text track');
          video.tracks.delete(track.id);
          videos.trackFiles.delete(track.fileToken);
          return reply.code(204).send();
        },
      );
    });
  };
}
