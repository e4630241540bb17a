/**
 * One video host behind the hosted-video screens (issue 9): Vimeo when `VIMEO_ACCESS_TOKEN` is set, the local host
 * (tus under the product, files in DATA_DIR/media) otherwise. Both speak the same shape: the browser uploads with
 * tus straight to `uploadLink` (no creation step on the client), then the server asks for the offset and the
 * transcode status, and manages the text tracks. Chosen by configuration only; nothing else branches on it.
 */
export type VideoHostName = 'vimeo' | 'local';

/** What a new upload gets: the host's id of the video and where the browser sends the bytes. */
export interface HostedUpload {
  /** `/videos/258684937` on Vimeo, `/local/{hostedVideoId}` on the local host (so a link never mistakes one for the other). */
  uri: string;
  /** A tus 1.0 upload URL (HEAD for the offset, PATCH for the bytes). */
  uploadLink: string;
}

export type HostStatus = 'in_progress' | 'complete' | 'error';

export interface HostedVideoState {
  uri: string;
  uploadStatus: HostStatus;
  transcodeStatus: HostStatus;
}

export interface TextTrack {
  /** The track's own id within the video (Vimeo's texttrack id; the language on the local host). */
  id: string;
  language: string;
  name: string;
  kind: 'subtitles' | 'captions';
  active: boolean;
}

export interface VideoHost {
  readonly name: VideoHostName;
  /** Makes an upload of `size` bytes; `id` is our hosted_videos row (the local host keeps the files under it). */
  createUpload(input: { id: number; name: string; size: number }): Promise<HostedUpload>;
  /** The bytes received so far and the whole length (a HEAD on the upload link). */
  uploadOffset(upload: { uri: string; uploadLink: string }): Promise<{ offset: number; length: number }>;
  /**
   * The link to continue an unfinished upload with: Vimeo's stays what it was; the local host signs a fresh one
   * (its links expire). Undefined when the upload no longer exists, so it cannot be continued.
   */
  uploadLinkFor(upload: { uri: string; uploadLink: string }): Promise<string | undefined>;
  /** Removes the unfinished uploads nobody has written to for `olderThanMs`; Vimeo cleans up its own. */
  cleanupUnfinishedUploads(olderThanMs: number): Promise<{ removed: string[] }>;
  /** Upload and transcode status (Vimeo transcodes; the local host is complete once every byte is in). */
  status(uri: string): Promise<HostedVideoState>;
  listTextTracks(uri: string): Promise<TextTrack[]>;
  /** Adds a WebVTT track and makes it active. */
  addTextTrack(
    uri: string,
    track: { language: string; name: string; kind: 'subtitles' | 'captions'; vtt: string },
  ): Promise<TextTrack>;
  deleteTextTrack(uri: string, trackId: string): Promise<void>;
}

/** A host that could not do what was asked (down, refused, timed out): the route answers 503 with `message`. */
export class VideoHostError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'VideoHostError';
  }
}
