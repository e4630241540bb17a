import fs from 'node:fs/promises';
import path from 'node:path';
import { LOCAL_VIDEO_EXTENSIONS, LOCAL_VIDEO_TYPES, type LocalVideoExtension } from './video-types';

/**
 * Where the local video host keeps a hosted video (product-decisions §24): `DATA_DIR/media/<hostedVideoId>/`
 * holds `video.<ext>` (the extension after the file's real format, video-types.ts: the seed's clip is
 * `video.webm`, an upload may be `video.mp4`, `video.mov`…) and `subtitles/<lang>.vtt`. Ids are the
 * hosted_videos row's serial id, so a folder name is only ever digits and never meets the image pipeline's
 * `media/images` or the tus uploads in progress (`media/uploads`).
 */
export const LOCAL_VIDEO_FILE = 'video.webm';
export const LOCAL_UPLOADS_DIR = 'uploads';
export const LOCAL_SUBTITLES_DIR = 'subtitles';
export const HOSTED_VIDEO_ID_PATTERN = /^\d{1,9}$/;
export const SUBTITLE_LANGUAGE_PATTERN = /^[a-z]{2}$/;
const SUBTITLE_FILE_PATTERN = /^([a-z]{2})\.vtt$/;

/** Polish first, then English, then the rest alphabetically: the order the player lists the tracks in. */
const LANGUAGE_ORDER = ['pl', 'en'];

export function localMediaRoot(dataDir: string): string {
  return path.join(dataDir, 'media');
}

/** Paths are built only from checked ids and languages, so nothing a request sends can leave the folder. */
export function hostedVideoDir(dataDir: string, id: number): string {
  if (!Number.isSafeInteger(id) || id < 1) throw new Error(`not a hosted video id: ${id}`);
  return path.join(localMediaRoot(dataDir), String(id));
}

/** The path of a WebM video file (the seed's clip); `findLocalVideoFile` finds a video of any format. */
export function localVideoPath(dataDir: string, id: number): string {
  return path.join(hostedVideoDir(dataDir, id), LOCAL_VIDEO_FILE);
}

/** Where the video of one format is (or will be) stored. */
export function localVideoPathOf(dataDir: string, id: number, extension: LocalVideoExtension): string {
  return path.join(hostedVideoDir(dataDir, id), `video.${extension}`);
}

/** The folder of the tus uploads in progress (the file store's), apart from the finished videos. */
export function localUploadsDir(dataDir: string): string {
  return path.join(localMediaRoot(dataDir), LOCAL_UPLOADS_DIR);
}

export interface LocalVideoFile {
  path: string;
  size: number;
  extension: LocalVideoExtension;
  contentType: string;
}

/**
 * The video file of a hosted video, whatever its format, or undefined when there is none. A folder holds one
 * (finishing an upload removes any other); should it hold more, the first of LOCAL_VIDEO_EXTENSIONS wins.
 */
export async function findLocalVideoFile(dataDir: string, id: number): Promise<LocalVideoFile | undefined> {
  for (const extension of LOCAL_VIDEO_EXTENSIONS) {
    const filePath = localVideoPathOf(dataDir, id, extension);
    const size = await regularFileSize(filePath);
    if (size !== undefined) {
      return { path: filePath, size, extension, contentType: LOCAL_VIDEO_TYPES[extension] };
    }
  }
  return undefined;
}

export function localSubtitlePath(dataDir: string, id: number, language: string): string {
  if (!SUBTITLE_LANGUAGE_PATTERN.test(language)) throw new Error(`not a subtitle language: ${language}`);
  return path.join(hostedVideoDir(dataDir, id), LOCAL_SUBTITLES_DIR, `${language}.vtt`);
}

/** The size of a regular file, or undefined when there is none (missing, a folder, unreadable). */
export async function regularFileSize(filePath: string): Promise<number | undefined> {
  try {
    const stat = await fs.stat(filePath);
    return stat.isFile() ? stat.size : undefined;
  } catch {
    return undefined;
  }
}

/** The languages of the subtitle files on disk, in LANGUAGE_ORDER. */
export async function listSubtitleLanguages(dataDir: string, id: number): Promise<string[]> {
  let names: string[];
  try {
    names = await fs.readdir(path.join(hostedVideoDir(dataDir, id), LOCAL_SUBTITLES_DIR));
  } catch {
    return [];
  }
  const languages: string[] = [];
  for (const name of names) {
    const language = SUBTITLE_FILE_PATTERN.exec(name)?.[1];
    if (language && (await regularFileSize(localSubtitlePath(dataDir, id, language))) !== undefined) {
      languages.push(language);
    }
  }
  const rank = (language: string) => {
    const index = LANGUAGE_ORDER.indexOf(language);
    return index === -1 ? LANGUAGE_ORDER.length : index;
  };
  return languages.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}
