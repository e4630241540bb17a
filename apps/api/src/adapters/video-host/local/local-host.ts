import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { ERRORS, MemoryLocker, Server, Upload } from '@tus/server';
import { sendNodeResponse } from 'srvx/node';
import { MAX_HOSTED_VIDEO_BYTES } from '@scena/shared/media/hosted-videos';
import {
  VideoHostError,
  type HostedUpload,
  type HostedVideoState,
  type TextTrack,
  type VideoHost,
} from '../video-host';
import {
  HOSTED_VIDEO_ID_PATTERN,
  findLocalVideoFile,
  hostedVideoDir,
  localMediaRoot,
  localUploadsDir,
  localVideoPathOf,
} from './files';
import { freeDiskBytes, formatBytes } from './disk-space';
import { mediaSigningKey } from './signing';
import { addLocalTextTrack, deleteLocalTextTrack, listLocalTextTracks } from './text-tracks';
import {
  UPLOAD_ID_PATTERN,
  UPLOAD_LINK_PATH,
  UPLOAD_LINK_TTL_MS,
  signUploadToken,
  uploadIdOfLink,
  verifyUploadToken,
} from './upload-links';
import { tusRequestOf } from './tus-request';
import { LocalUploadStore, cleanupUnfinishedUploads, listUploads, type UploadCleanup } from './upload-store';
import { LOCAL_VIDEO_EXTENSIONS, sniffVideoFile } from './video-types';

const LOCAL_URI_PATTERN = /^\/local\/([1-9]\d{0,8})$/;

export interface LocalHostOptions {
  dataDir: string;
  /** The address people use (PUBLIC_URL): upload links start with it. */
  publicUrl: string;
  /** Signs the upload links (at least 32 bytes of secret). */
  secret: Buffer | string;
  now?: () => Date;
  /** Bytes free under a folder; fs.statfs by default (tests stub it). */
  freeSpace?: (dir: string) => Promise<number>;
  maxSize?: number;
  uploadLinkTtlMs?: number;
  log?: { error(object: unknown, message?: string): void };
}

/** Why the local host refused to make an upload, for the route to name in its answer. */
export type LocalUploadRefusal = 'too_large' | 'bad_size' | 'no_space';

export class LocalHostRefusal extends VideoHostError {
  constructor(
    message: string,
    status: number,
    readonly reason: LocalUploadRefusal,
  ) {
    super(message, status);
    this.name = 'LocalHostRefusal';
  }
}

/**
 * The local video host (the embedded default of issue 9): a tus 1.0 server (@tus/server on @tus/file-store) under
 * `/media/uploads`, files under DATA_DIR/media. The browser gets an upload link with a signed token and only
 * HEADs and PATCHes it (no creation step, as with Vimeo); once every byte is in, the file moves to the hosted
 * video's folder as `video.<ext>` after its real format, where the signed playback links already serve it.
 */
export interface LocalVideoHost extends VideoHost {
  readonly name: 'local';
  /** Hands one tus request (HEAD, PATCH, OPTIONS) whose upload link was already checked to the tus server. */
  handleTus(req: IncomingMessage, res: ServerResponse): Promise<void>;
  /** True when `token` is a valid, unexpired token of this upload. */
  verifyUploadLink(uploadId: string, token: unknown): boolean;
  cleanupUnfinishedUploads(olderThanMs: number): Promise<UploadCleanup>;
  /** Bytes received through tus since the host was made: a resumed upload adds only the bytes it was missing. */
  receivedBytes(): number;
}

function hostedIdOf(uri: string): number {
  const match = LOCAL_URI_PATTERN.exec(uri);
  if (!match) throw new VideoHostError(`Not a video of the local host: ${uri}`, 404);
  return Number(match[1]);
}

export function createLocalHost(options: LocalHostOptions): LocalVideoHost {
  const { dataDir } = options;
  const key = typeof options.secret === 'string' ? Buffer.from(options.secret, 'utf8') : options.secret;
  if (key.length < 32) throw new Error('the local host needs a secret of at least 32 bytes');
  const now = options.now ?? (() => new Date());
  const freeSpace = options.freeSpace ?? freeDiskBytes;
  const maxSize = options.maxSize ?? MAX_HOSTED_VIDEO_BYTES;
  const ttlMs = options.uploadLinkTtlMs ?? UPLOAD_LINK_TTL_MS;
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  // Made on first use: building an app (every test's) touches nothing on disk.
  let storeInstance: LocalUploadStore | undefined;
  const store = () => (storeInstance ??= new LocalUploadStore(dataDir));
  const finishing = new Map<string, Promise<void>>();

  function uploadLink(uploadId: string): string {
    return `${publicUrl}${UPLOAD_LINK_PATH}/${uploadId}?token=${signUploadToken(key, uploadId, now(), ttlMs)}`;
  }

  /**
   * Moves a complete upload to its hosted video's folder as `video.<ext>` (the format read from its first bytes)
   * and removes a video of another format the folder held; bytes that are no known video stay in uploads,
   * marked rejected, until the cleanup. Runs once per upload even when asked twice at once.
   */
  function finishUpload(uploadId: string): Promise<void> {
    let running = finishing.get(uploadId);
    if (!running) {
      running = moveFinishedUpload(uploadId).finally(() => finishing.delete(uploadId));
      finishing.set(uploadId, running);
    }
    return running;
  }

  async function moveFinishedUpload(uploadId: string): Promise<void> {
    const record = await store().record(uploadId);
    if (!record || record.metadata?.finished || record.metadata?.rejected) return;
    const hostedId = Number(record.metadata?.hostedVideoId);
    const bytesPath = store().uploadPath(uploadId);
    const extension = await sniffVideoFile(bytesPath);
    if (!extension) {
      await store().saveRecord({
        ...record,
        metadata: { ...record.metadata, rejected: 'not a known video format' },
      });
      return;
    }
    await fs.mkdir(hostedVideoDir(dataDir, hostedId), { recursive: true });
    const target = localVideoPathOf(dataDir, hostedId, extension);
    await fs.rename(bytesPath, target);
    for (const other of LOCAL_VIDEO_EXTENSIONS) {
      if (other !== extension) await fs.rm(localVideoPathOf(dataDir, hostedId, other), { force: true });
    }
    await store().saveRecord({
      ...record,
      metadata: { ...record.metadata, finished: path.basename(target) },
    });
  }

  let tusServer: Server | undefined;
  const tus = () => (tusServer ??= makeTusServer());

  const makeTusServer = () =>
    new Server({
      path: UPLOAD_LINK_PATH,
      datastore: store(),
      locker: new MemoryLocker(),
      maxSize,
      allowedOrigins: [new URL(publicUrl).origin],
      disableTerminationForFinishedUploads: true,
      // The id is the last segment of the path: the token in the query string is not part of it.
      getFileIdFromRequest: (req) => {
        const last = new URL(req.url, 'http://local.invalid').pathname.split('/').pop() ?? '';
        return UPLOAD_ID_PATTERN.test(last) ? last : undefined;
      },
      onUploadFinish: async (_req, upload) => {
        await finishUpload(upload.id);
        const record = await store().record(upload.id);
        if (record?.metadata?.rejected) {
          throw {
            status_code: 422,
            body: 'The file is not a video of a supported format (mp4, webm, ogg, mov, avi, flv, wmv)\n',
          };
        }
        return {};
      },
      onResponseError: (_req, error) => {
        const status = 'status_code' in error ? error.status_code : 500;
        if (status >= 500) options.log?.error({ err: error }, 'tus upload failed');
        return undefined;
      },
    });

  /** The newest upload of a hosted video (a video uploaded again has several until the cleanup). */
  async function latestUploadOf(hostedId: number) {
    const uploads = (await listUploads(dataDir)).filter(
      (upload) => upload.record?.metadata?.hostedVideoId === String(hostedId),
    );
    uploads.sort((a, b) => (a.record?.creation_date ?? '').localeCompare(b.record?.creation_date ?? ''));
    return uploads.at(-1);
  }

  return {
    name: 'local',

    async createUpload({ id, name, size }): Promise<HostedUpload> {
      if (!HOSTED_VIDEO_ID_PATTERN.test(String(id)) || id < 1) {
        throw new VideoHostError(`Not a hosted video id: ${id}`, 422);
      }
      if (!Number.isSafeInteger(size) || size < 1) {
        throw new LocalHostRefusal(`Not a file size: ${size}`, 422, 'bad_size');
      }
      if (size > maxSize) {
        throw new LocalHostRefusal(
          `The file is too large: ${formatBytes(size)}; at most ${formatBytes(maxSize)}`,
          413,
          'too_large',
        );
      }
      await fs.mkdir(localUploadsDir(dataDir), { recursive: true });
      // Other uploads in progress will still need their missing bytes: they are not free for this one.
      let reserved = 0;
      for (const upload of await listUploads(dataDir)) {
        const record = upload.record;
        if (record?.size !== undefined && !record.metadata?.finished && upload.bytes !== undefined) {
          reserved += Math.max(0, record.size - upload.bytes);
        }
      }
      const free = (await freeSpace(localMediaRoot(dataDir))) - reserved;
      if (free < size) {
        throw new LocalHostRefusal(
          `Not enough free disk space for this upload: it needs ${formatBytes(size)}, the server has ` +
            `${formatBytes(Math.max(0, free))} free`,
          507,
          'no_space',
        );
      }
      const uploadId = `${id}-${randomBytes(12).toString('hex')}`;
      await store().create(
        new Upload({
          id: uploadId,
          size,
          offset: 0,
          metadata: { hostedVideoId: String(id), name },
          creation_date: now().toISOString(),
        }),
      );
      return { uri: `/local/${id}`, uploadLink: uploadLink(uploadId) };
    },

    async uploadOffset({ uri, uploadLink: link }) {
      const hostedId = hostedIdOf(uri);
      const uploadId = uploadIdOfLink(link);
      if (!uploadId || UPLOAD_ID_PATTERN.exec(uploadId)?.[1] !== String(hostedId)) {
        throw new VideoHostError(`Not an upload link of ${uri}`, 404);
      }
      try {
        const upload = await store().getUpload(uploadId);
        return { offset: upload.offset, length: upload.size ?? 0 };
      } catch (error) {
        if (error !== ERRORS.FILE_NOT_FOUND && error !== ERRORS.FILE_NO_LONGER_EXISTS) throw error;
      }
      // The record is gone (cleaned up after it finished): the video itself tells.
      const video = await findLocalVideoFile(dataDir, hostedId);
      if (video) return { offset: video.size, length: video.size };
      throw new VideoHostError(`The upload of ${uri} no longer exists`, 404);
    },

    async status(uri): Promise<HostedVideoState> {
      const hostedId = hostedIdOf(uri);
      const state = (status: HostedVideoState['uploadStatus'], transcode = status): HostedVideoState => ({
        uri,
        uploadStatus: status,
        transcodeStatus: transcode,
      });
      const upload = await latestUploadOf(hostedId);
      const record = upload?.record;
      if (upload && record && !record.metadata?.finished && upload.bytes !== undefined) {
        if (record.size === undefined || upload.bytes < record.size) return state('in_progress');
        // Every byte is in but the move did not happen (a crash in between): do it now.
        await finishUpload(upload.id);
        if ((await store().record(upload.id))?.metadata?.rejected) return state('complete', 'error');
      }
      if (await findLocalVideoFile(dataDir, hostedId)) return state('complete');
      return state('error');
    },

    listTextTracks: async (uri): Promise<TextTrack[]> => listLocalTextTracks(dataDir, hostedIdOf(uri)),
    addTextTrack: async (uri, track) => addLocalTextTrack(dataDir, hostedIdOf(uri), track),
    deleteTextTrack: async (uri, trackId) => deleteLocalTextTrack(dataDir, hostedIdOf(uri), trackId),

    async handleTus(req, res) {
      await sendNodeResponse(res, await tus().handleWeb(tusRequestOf(req, res)));
    },

    verifyUploadLink(uploadId, token) {
      return UPLOAD_ID_PATTERN.test(uploadId) && verifyUploadToken(key, uploadId, token, now());
    },

    // A fresh link (another 24 h) as long as the upload's record is there, finished or not: a tab closed after
    // the last byte but before finalising continues with a HEAD that finds every byte in.
    async uploadLinkFor({ uri }) {
      const upload = await latestUploadOf(hostedIdOf(uri));
      return upload?.record && upload.bytes !== undefined ? uploadLink(upload.id) : undefined;
    },

    cleanupUnfinishedUploads: (olderThanMs) => cleanupUnfinishedUploads({ dataDir, olderThanMs, now: now() }),

    receivedBytes: () => storeInstance?.receivedBytes ?? 0,
  };
}

/** The key of the upload links: derived from the media signing key, so one secret (or key file) serves both. */
export async function uploadLinkKey(env: { DATA_DIR: string; MEDIA_SIGNING_KEY?: string }): Promise<Buffer> {
  const mediaKey = await mediaSigningKey(env);
  return createHmac('sha256', mediaKey).update('scena local host: tus upload links').digest();
}

interface HostDeps {
  env: { DATA_DIR: string; PUBLIC_URL: string; MEDIA_SIGNING_KEY?: string };
  clock: { now(): Date };
}

const hosts = new WeakMap<HostDeps, Promise<LocalVideoHost>>();

/** The one local host of an app (its tus routes and its admin routes share it, with the app's clock). */
export function localVideoHostOf(deps: HostDeps, log?: LocalHostOptions['log']): Promise<LocalVideoHost> {
  let host = hosts.get(deps);
  if (!host) {
    host = uploadLinkKey(deps.env).then((secret) =>
      createLocalHost({
        dataDir: deps.env.DATA_DIR,
        publicUrl: deps.env.PUBLIC_URL,
        secret,
        now: () => deps.clock.now(),
        log,
      }),
    );
    hosts.set(deps, host);
    host.catch(() => hosts.delete(deps));
  }
  return host;
}
