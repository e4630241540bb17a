import { z } from 'zod';
import { localVideoLink } from '../catalog/video-link';
import { V } from '../validation/messages';

/**
 * Hosted videos and their subtitles (admin-content.md §2, §3, §5, §7, §8, §9; issue 9). One contract for the
 * back-office's screens and the /api/vimeo routes, whichever host (Vimeo or the local one) is behind them.
 */

/** admin-content.md §9: at most 10 GB per video. */
export const MAX_HOSTED_VIDEO_BYTES = 10 * 1024 ** 3;

/** admin-content.md §9: the upload's retry delays, in milliseconds (tus-js-client's retryDelays). */
export const UPLOAD_RETRY_DELAYS_MS = [0, 3000, 5000, 10000, 20000] as const;

/** admin-content.md §9: the hosted-video table's page sizes. */
export const HOSTED_VIDEO_PAGE_SIZES = [10, 20, 50] as const;
export const HOSTED_VIDEO_DEFAULT_PAGE_SIZE = 20;

/** The file picker's accept list (§5: "the picker itself accepts mp4, webm, ogg"). */
export const HOSTED_VIDEO_PICKER_ACCEPT = 'video/mp4,video/webm,video/ogg';

/**
 * §5's allowed types (mp4, webm, ogg, quicktime, avi, flv, wmv) by MIME type and, because browsers leave the type
 * of .flv or .wmv empty on some systems, by extension.
 */
export const HOSTED_VIDEO_TYPES = [
  'video/mp4',
  'video/webm',
  'video/ogg',
  'video/quicktime',
  'video/x-msvideo',
  'video/avi',
  'video/x-flv',
  'video/x-ms-wmv',
] as const;
export const HOSTED_VIDEO_EXTENSIONS = [
  'mp4',
  'm4v',
  'webm',
  'ogg',
  'ogv',
  'mov',
  'avi',
  'flv',
  'wmv',
] as const;

export const HOSTED_VIDEO_NAME_MAX = 200;

/**
 * NOT_UPLOADED: bytes still missing ("continue transfer"); TRANSCODING: every byte is in and the host is still
 * preparing it; COMPLETE: playable, the only status the video form may pick; FAILED: the host could not use the
 * file (upload it again). The spec names only NOT_UPLOADED and "otherwise complete"; the two middle states are
 * our decision (docs/decisions.md) so a video is never offered before it plays.
 */
export const HOSTED_VIDEO_STATUSES = ['NOT_UPLOADED', 'TRANSCODING', 'COMPLETE', 'FAILED'] as const;
export type THostedVideoStatus = (typeof HOSTED_VIDEO_STATUSES)[number];

/** Message keys of the upload form (§5), translated in i18n/messages.ts. */
export const HOSTED_V = {
  name: 'form.validate.hosted_name',
  file: 'form.validate.hosted_file',
  size: 'form.validate.hosted_size',
  type: 'form.validate.hosted_type',
  sameFile: 'form.validate.hosted_same_file',
  language: 'form.validate.subtitle_language',
  trackName: 'form.validate.subtitle_name',
  content: 'form.validate.subtitle_content',
  vtt: 'form.validate.subtitle_vtt',
} as const;

/** True when the file's type or, failing that, its extension is one of §5's. */
export function isAllowedVideoFile(file: { name: string; type: string }): boolean {
  if ((HOSTED_VIDEO_TYPES as readonly string[]).includes(file.type.toLowerCase())) return true;
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  return file.name.includes('.') && (HOSTED_VIDEO_EXTENSIONS as readonly string[]).includes(extension);
}

const zVideoName = () =>
  z
    .string({ error: HOSTED_V.name })
    .trim()
    .min(1, { error: HOSTED_V.name, abort: true })
    .max(HOSTED_VIDEO_NAME_MAX, { error: V.tooLong });

const zFileSize = () =>
  z
    .number({ error: HOSTED_V.file })
    .int({ error: HOSTED_V.file })
    .min(1, { error: HOSTED_V.file })
    .max(MAX_HOSTED_VIDEO_BYTES, { error: HOSTED_V.size });

/** POST /api/vimeo: start an upload of `size` bytes; `file_name` lets "continue transfer" recognise the file. */
export const ZHostedUploadStart = z.object({
  name: zVideoName(),
  size: zFileSize(),
  file_name: z.string().trim().max(255, { error: V.tooLong }).optional(),
});
export type THostedUploadStart = z.input<typeof ZHostedUploadStart>;

/** PUT /api/vimeo/{id}: rename the video in our list. */
export const ZHostedVideoUpdate = z.object({ name: zVideoName() });
export type THostedVideoUpdate = z.input<typeof ZHostedVideoUpdate>;

/**
 * The upload form in the browser (§5): name and one chosen file, at most 10 GB, of an allowed type. The file is
 * described by its name, size and type so the schema runs in tests without a File.
 */
export const ZHostedUploadForm = z.object({
  name: zVideoName(),
  file: z
    .object({ name: z.string(), size: z.number(), type: z.string() }, { error: HOSTED_V.file })
    .refine((file) => file.size > 0, { error: HOSTED_V.file, abort: true })
    .refine((file) => file.size <= MAX_HOSTED_VIDEO_BYTES, { error: HOSTED_V.size, abort: true })
    .refine(isAllowedVideoFile, { error: HOSTED_V.type }),
});

/** A hosted video as GET /api/vimeo lists it. `upload_link` only while NOT_UPLOADED (for "continue transfer"). */
export const ZHostedVideo = z.object({
  id: z.number(),
  name: z.string(),
  uri: z.string(),
  status: z.enum(HOSTED_VIDEO_STATUSES),
  size: z.number().nullable(),
  file_name: z.string().nullable(),
  upload_link: z.string().nullable(),
  created_at: z.string(),
});
export type THostedVideo = z.infer<typeof ZHostedVideo>;

/** PATCH /api/vimeo/{uri}: what finalising found (offset from a HEAD, then the host's status). */
export const ZHostedVideoFinalised = ZHostedVideo.extend({ offset: z.number() });
export type THostedVideoFinalised = z.infer<typeof ZHostedVideoFinalised>;

export const SUBTITLE_LANGUAGES = ['pl', 'en', 'uk', 'de', 'fr', 'es', 'it', 'cs', 'ru'] as const;
export const SUBTITLE_NAME_MAX = 200;
/** A WebVTT file of a three-hour show is under 1 MB; 2 MB leaves room and keeps a bad paste from filling disk. */
export const SUBTITLE_CONTENT_MAX = 2 * 1024 * 1024;

/** POST /api/vimeo/{uri}/subtitles (§3 "Subtitle track": language default pl, name, subtitleContent in VTT). */
export const ZSubtitleTrackForm = z.object({
  language: z
    .string({ error: HOSTED_V.language })
    .trim()
    .toLowerCase()
    .regex(/^[a-z]{2}$/, { error: HOSTED_V.language }),
  name: z
    .string({ error: HOSTED_V.trackName })
    .trim()
    .min(1, { error: HOSTED_V.trackName, abort: true })
    .max(SUBTITLE_NAME_MAX, { error: V.tooLong }),
  subtitleContent: z
    .string({ error: HOSTED_V.content })
    .min(1, { error: HOSTED_V.content, abort: true })
    .max(SUBTITLE_CONTENT_MAX, { error: V.tooLong }),
});
export type TSubtitleTrackForm = z.input<typeof ZSubtitleTrackForm>;

/** One text track of a hosted video (GET /api/vimeo/{uri}/subtitles answers `{ data: [...] }`). */
export const ZSubtitleTrack = z.object({
  id: z.string(),
  language: z.string(),
  name: z.string(),
  kind: z.enum(['subtitles', 'captions']),
  active: z.boolean(),
});
export type TSubtitleTrack = z.infer<typeof ZSubtitleTrack>;
export const ZSubtitleTrackList = z.object({ data: z.array(ZSubtitleTrack) });

const VIMEO_VIDEO_URI = /^\/videos\/(\d{1,20})$/;

/**
 * The stream-link value (video_link and its versions) that plays a hosted video: a Vimeo video (uri
 * `/videos/<digits>`) is its Vimeo id, a video of the local host `local:<id>` (catalog/video-link.ts).
 */
export function hostedVideoLink(video: { id: number; uri: string }): string {
  const vimeo = VIMEO_VIDEO_URI.exec(video.uri);
  return vimeo ? vimeo[1]! : localVideoLink(video.id);
}
