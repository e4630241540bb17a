import { STREAM_LINK_LIFETIME_MS } from '@scena/shared/media/stream-links';
import type { AppDeps } from '../../deps';
import type { TextTrack } from '../../adapters/video-host/video-host';
import { HOSTED_VIDEO_ID_PATTERN, findLocalVideoFile } from '../../adapters/video-host/local/files';
import { mediaSigningKey, newStreamGrantId, signedMediaPath } from '../../adapters/video-host/local/signing';
import { listLocalTextTracks } from '../../adapters/video-host/local/text-tracks';
import { findHostedVideo } from './hosted-videos/hosted-videos.repository';
import { renewStreamGrant, type StreamViewing } from './stream-grants.repository';

/** A hosted video of the local host that can play: its row is COMPLETE and its video file is on disk. */
export interface PlayableLocalVideo {
  id: number;
  textTracks: TextTrack[];
}

export interface LocalPlaybackLinks {
  url: string;
  subtitles: Array<{ language: string; kind: 'subtitles' | 'captions'; label: string; url: string }>;
}

/** Track labels in the language they name, as players list them. */
const SUBTITLE_LABELS: Record<string, string> = { pl: 'Polski', en: 'English' };

export function subtitleLabel(language: string): string {
  const known = SUBTITLE_LABELS[language];
  if (known) return known;
  const name =
    new Intl.DisplayNames([language], { type: 'language', fallback: 'code' }).of(language) ?? language;
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
}

/** The track's name, or the language's own name for a track named only by its code (one without info). */
function trackLabel(language: string, name: string): string {
  return name.toLowerCase() === language ? subtitleLabel(language) : name;
}

/** The hosted video named by the id of a `local:<id>` link, when it can play; undefined otherwise. */
export async function findPlayableLocalVideo(
  deps: Pick<AppDeps, 'db' | 'env'>,
  linkId: string,
): Promise<PlayableLocalVideo | undefined> {
  if (!HOSTED_VIDEO_ID_PATTERN.test(linkId)) return undefined;
  const id = Number(linkId);
  const hosted = await findHostedVideo(deps.db, id);
  if (!hosted || hosted.status !== 'COMPLETE') return undefined;
  if (!(await findLocalVideoFile(deps.env.DATA_DIR, id))) return undefined;
  return { id, textTracks: await listLocalTextTracks(deps.env.DATA_DIR, id) };
}

/**
 * The signed links of the video and of each of its subtitle files, for one viewer's session watching one product
 * in one variant. Their grant runs STREAM_LINK_LIFETIME_MS from deps.clock, or until `accessEnds` (the end of the
 * viewer's rental, of the video's availability or of the event) when that comes sooner, so a link asked for late
 * in a window does not outlive it. A grant that still runs is renewed, not replaced: the links are the same as
 * the last call's, and the player's <video> plays on undisturbed.
 */
export async function grantLocalPlayback(
  deps: Pick<AppDeps, 'db' | 'env' | 'clock'>,
  video: PlayableLocalVideo,
  viewer: Omit<StreamViewing, 'hostedVideoId'>,
  accessEnds?: Date | null,
): Promise<LocalPlaybackLinks> {
  const now = deps.clock.now();
  const expiresAt = new Date(
    Math.min(now.getTime() + STREAM_LINK_LIFETIME_MS, accessEnds?.getTime() ?? Infinity),
  );
  const grant = await renewStreamGrant(
    deps.db,
    { ...viewer, hostedVideoId: video.id },
    { newId: newStreamGrantId(), expiresAt, now },
  );
  const key = await mediaSigningKey(deps.env);
  return {
    url: signedMediaPath(key, grant, video.id, { kind: 'video' }),
    subtitles: video.textTracks.map(({ language, name, kind }) => ({
      language,
      kind,
      label: trackLabel(language, name),
      url: signedMediaPath(key, grant, video.id, { kind: 'subtitles', language }),
    })),
  };
}
