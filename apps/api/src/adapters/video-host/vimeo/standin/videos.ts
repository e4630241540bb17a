import type { HostStatus } from '../../video-host';

/** A text track as the stand-in keeps it; `content` is null until the file is PUT to its link. */
export interface StandinTrack {
  id: string;
  type: 'subtitles' | 'captions';
  language: string;
  name: string;
  active: boolean;
  content: string | null;
  fileToken: string;
}

/** The PATCH now receiving bytes of an upload; a newer request for that upload stops it first (a tus lock). */
export interface UploadWriter {
  stop(): void;
  done: Promise<void>;
}

export interface StandinVideo {
  id: string;
  name: string;
  createdAt: Date;
  /** Upload-Length. */
  size: number;
  /** Upload-Offset: the bytes really received (they are counted, not kept). */
  received: number;
  uploadToken: string;
  privacy: { view: string; embed: string };
  domains: Set<string>;
  /** in_progress from the start; complete (or error) a short while after the last byte. */
  transcode: HostStatus;
  transcodeStarted: boolean;
  tracks: Map<string, StandinTrack>;
  writer?: UploadWriter;
}

/** The stand-in's videos: by numeric id, and by the secret token of their tus upload link. */
export class StandinVideos {
  readonly byId = new Map<string, StandinVideo>();
  readonly byUploadToken = new Map<string, StandinVideo>();
  readonly trackFiles = new Map<string, { video: StandinVideo; track: StandinTrack }>();
  private nextTrackId = 1000;

  add(video: StandinVideo): void {
    this.byId.set(video.id, video);
    this.byUploadToken.set(video.uploadToken, video);
  }

  remove(video: StandinVideo): void {
    this.byId.delete(video.id);
    this.byUploadToken.delete(video.uploadToken);
    for (const track of video.tracks.values()) this.trackFiles.delete(track.fileToken);
  }

  newTrackId(): string {
    this.nextTrackId += 1;
    return String(this.nextTrackId);
  }
}

/** Vimeo's legacy one-word status beside upload.status and transcode.status. */
function legacyStatusOf(video: StandinVideo): string {
  if (video.received < video.size) return 'uploading';
  if (video.transcode === 'complete') return 'available';
  if (video.transcode === 'error') return 'transcoding_error';
  return 'transcoding';
}

/** A video in Vimeo's shape (payu-and-vimeo-protocols.md, "Create an upload"), the part the product reads. */
export function videoJson(video: StandinVideo, baseUrl: string) {
  return {
    uri: `/videos/${video.id}`,
    name: video.name,
    // Vimeo's own page and player addresses, in its shape; nothing in the product follows them.
    link: `https://vimeo.com/${video.id}`,
    player_embed_url: `https://player.vimeo.com/video/${video.id}`,
    created_time: video.createdAt.toISOString().replace(/\.\d{3}Z$/, '+00:00'),
    status: legacyStatusOf(video),
    upload: {
      status: video.received < video.size ? 'in_progress' : 'complete',
      upload_link: `${baseUrl}/tus/files/${video.uploadToken}`,
      approach: 'tus',
      size: video.size,
    },
    transcode: { status: video.transcode },
    privacy: { view: video.privacy.view, embed: video.privacy.embed, download: false, add: false },
  };
}

export function trackJson(video: StandinVideo, track: StandinTrack, baseUrl: string) {
  return {
    uri: `/videos/${video.id}/texttracks/${track.id}`,
    id: Number(track.id),
    active: track.active,
    type: track.type,
    language: track.language,
    display_language: track.language,
    name: track.name,
    link: `${baseUrl}/texttrack-files/${track.fileToken}`,
  };
}

/**
 * Vimeo's `fields` filter: only the named (dotted) paths of the answer, e.g. `upload.status,transcode.status`.
 * Unknown fields are left out, as Vimeo does.
 */
export function pickFields(
  value: Record<string, unknown>,
  fields: string | undefined,
): Record<string, unknown> {
  if (!fields) return value;
  const picked: Record<string, unknown> = {};
  for (const field of fields.split(',').map((name) => name.trim())) {
    const parts = field.split('.').filter(Boolean);
    let source: unknown = value;
    let target = picked;
    for (const [index, key] of parts.entries()) {
      if (typeof source !== 'object' || source === null || !Object.hasOwn(source, key)) break;
      const next = (source as Record<string, unknown>)[key];
      if (index === parts.length - 1) {
        target[key] = next;
      } else {
        if (!Object.hasOwn(target, key)) target[key] = {};
        else if (target[key] === next) break; // the whole object is already picked
        target = target[key] as Record<string, unknown>;
        source = next;
      }
    }
  }
  return picked;
}
