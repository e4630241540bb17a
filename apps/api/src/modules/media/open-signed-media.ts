import type { AppDeps } from '../../deps';
import { AppError, notFound } from '../../lib/errors';
import {
  HOSTED_VIDEO_ID_PATTERN,
  SUBTITLE_LANGUAGE_PATTERN,
  findLocalVideoFile,
  localSubtitlePath,
  regularFileSize,
} from '../../adapters/video-host/local/files';
import {
  mediaSigningKey,
  verifyMediaFile,
  type MediaFileRef,
  type SignedQuery,
} from '../../adapters/video-host/local/signing';
import { isStreamGrantLive } from './stream-grants.repository';

export interface SignedMediaRequest {
  id: string;
  /** 'video', or the language of the subtitles. */
  file: { kind: 'video' } | { kind: 'subtitles'; language: string };
  query: SignedQuery;
}

export interface MediaFile {
  path: string;
  size: number;
  contentType: string;
}

function badSignature(): AppError {
  return new AppError(403, 'error.media_link_invalid');
}

/**
 * The file a signed stream link opens. A malformed id or language is a 404 before anything else (no path is
 * ever built from one); then a missing or wrong signature is a 403, and so is a link whose grant has expired or
 * is not this hosted video's, or whose session has ended (signed out, replaced by a newer sign-in, expired, its
 * user banned or deleted): the <video> element cannot tell them apart, and either way the player asks the
 * playback call for a fresh link. Then a file that is not on disk is a 404.
 */
export async function openSignedMedia(
  deps: Pick<AppDeps, 'db' | 'env' | 'clock'>,
  request: SignedMediaRequest,
): Promise<MediaFile> {
  if (!HOSTED_VIDEO_ID_PATTERN.test(request.id)) throw notFound();
  if (request.file.kind === 'subtitles' && !SUBTITLE_LANGUAGE_PATTERN.test(request.file.language)) {
    throw notFound();
  }
  const id = Number(request.id);
  const file: MediaFileRef = request.file;
  const key = await mediaSigningKey(deps.env);
  // The signature first: a forged link costs no query. Then one round trip for the grant and its session.
  const grant = verifyMediaFile(key, id, file, request.query);
  if (!grant || !(await isStreamGrantLive(deps.db, grant, id, deps.clock.now()))) throw badSignature();

  if (file.kind === 'video') {
    // video.<ext>, served with the type of its format (video-types.ts).
    const video = await findLocalVideoFile(deps.env.DATA_DIR, id);
    if (!video) throw notFound();
    return { path: video.path, size: video.size, contentType: video.contentType };
  }
  const filePath = localSubtitlePath(deps.env.DATA_DIR, id, file.language);
  const size = await regularFileSize(filePath);
  if (size === undefined) throw notFound();
  return { path: filePath, size, contentType: 'text/vtt; charset=utf-8' };
}
