import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { TextTrack } from '../video-host';
import { VideoHostError } from '../video-host';
import {
  LOCAL_SUBTITLES_DIR,
  SUBTITLE_LANGUAGE_PATTERN,
  hostedVideoDir,
  listSubtitleLanguages,
  localSubtitlePath,
} from './files';

/**
 * The text tracks of the local host: one WebVTT file per language beside the video (`subtitles/<lang>.vtt`,
 * what playback serves), and its name and kind in `subtitles/<lang>.json`. A track's id is its language, so a
 * second track of a language replaces the first. Every local track is active: the player lists them all.
 */
export const MAX_TRACK_NAME_LENGTH = 200;
/** A WebVTT file starts with "WEBVTT" (after an optional BOM), then a space, a tab or a line end. */
const WEBVTT_SIGNATURE = /^\uFEFF?WEBVTT(?:[ \t\r\n]|$)/;

type TrackKind = TextTrack['kind'];

interface TrackInfo {
  name: string;
  kind: TrackKind;
}

function trackInfoPath(dataDir: string, id: number, language: string): string {
  return path.join(path.dirname(localSubtitlePath(dataDir, id, language)), `${language}.json`);
}

async function readTrackInfo(dataDir: string, id: number, language: string): Promise<TrackInfo> {
  try {
    const info = JSON.parse(
      await fs.readFile(trackInfoPath(dataDir, id, language), 'utf8'),
    ) as Partial<TrackInfo>;
    return {
      name: typeof info.name === 'string' ? info.name : language,
      kind: info.kind === 'captions' ? 'captions' : 'subtitles',
    };
  } catch {
    // A track put there by hand (or by the seed) has a file and no info.
    return { name: language, kind: 'subtitles' };
  }
}

/** Writes beside the target and renames: a player never reads half a file. */
async function writeAtomically(filePath: string, content: string): Promise<void> {
  const temporary = `${filePath}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await fs.writeFile(temporary, content, 'utf8');
    await fs.rename(temporary, filePath);
  } catch (error) {
    await fs.rm(temporary, { force: true });
    throw error;
  }
}

function toTrack(language: string, info: TrackInfo): TextTrack {
  return { id: language, language, name: info.name, kind: info.kind, active: true };
}

export async function listLocalTextTracks(dataDir: string, id: number): Promise<TextTrack[]> {
  const tracks: TextTrack[] = [];
  for (const language of await listSubtitleLanguages(dataDir, id)) {
    tracks.push(toTrack(language, await readTrackInfo(dataDir, id, language)));
  }
  return tracks;
}

export async function addLocalTextTrack(
  dataDir: string,
  id: number,
  track: { language: string; name: string; kind: TrackKind; vtt: string },
): Promise<TextTrack> {
  if (!SUBTITLE_LANGUAGE_PATTERN.test(track.language)) {
    throw new VideoHostError(
      `Not a subtitle language: "${track.language}" (two lowercase letters, e.g. pl)`,
      422,
    );
  }
  const name = track.name.trim();
  if (!name || name.length > MAX_TRACK_NAME_LENGTH) {
    throw new VideoHostError(
      `A subtitle track needs a name of 1 to ${MAX_TRACK_NAME_LENGTH} characters`,
      422,
    );
  }
  if (!WEBVTT_SIGNATURE.test(track.vtt)) {
    throw new VideoHostError('Subtitles must be WebVTT: the text starts with "WEBVTT"', 422);
  }
  const kind: TrackKind = track.kind === 'captions' ? 'captions' : 'subtitles';
  await fs.mkdir(path.join(hostedVideoDir(dataDir, id), LOCAL_SUBTITLES_DIR), { recursive: true });
  await writeAtomically(trackInfoPath(dataDir, id, track.language), JSON.stringify({ name, kind }));
  await writeAtomically(localSubtitlePath(dataDir, id, track.language), track.vtt);
  return toTrack(track.language, { name, kind });
}

export async function deleteLocalTextTrack(dataDir: string, id: number, trackId: string): Promise<void> {
  if (!SUBTITLE_LANGUAGE_PATTERN.test(trackId)) throw new VideoHostError('No such text track', 404);
  const vttPath = localSubtitlePath(dataDir, id, trackId);
  try {
    await fs.unlink(vttPath);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new VideoHostError('No such text track', 404);
    throw error;
  }
  await fs.rm(trackInfoPath(dataDir, id, trackId), { force: true });
}
