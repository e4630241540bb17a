import {
  VideoHostError,
  type HostStatus,
  type HostedUpload,
  type HostedVideoState,
  type TextTrack,
  type VideoHost,
} from '../video-host';
import { fetchWithTimeout } from '../../../lib/fetch-with-timeout';

export interface VimeoHostOptions {
  /** `https://api.vimeo.com` or the stand-in's address; no trailing slash needed. */
  apiUrl: string;
  accessToken: string;
  /** PUBLIC_URL: its host becomes the only domain the uploaded videos may be embedded on. */
  publicUrl: string;
  /** Per call (default 10 s); Vimeo slower than this is "down" for the staff member. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const ACCEPT = 'application/vnd.vimeo.*+json;version=3.4';
const TUS_VERSION = '1.0.0';
/** A Vimeo video as our routes name it: `/videos/258684937`. Anything else never reaches a URL. */
const VIDEO_URI = /^\/videos\/\d+$/;
const TRACK_ID = /^\d+$/;
const STATUSES: readonly HostStatus[] = ['in_progress', 'complete', 'error'];

interface VimeoErrorBody {
  error?: string;
  developer_message?: string;
  error_code?: number;
}

interface VimeoTextTrack {
  uri?: string;
  active?: boolean;
  type?: string;
  language?: string;
  name?: string | null;
  link?: string;
}

/** Vimeo reports complete | error | in_progress; anything else (absent, a newer word) is still in progress. */
function hostStatusOf(value: unknown): HostStatus {
  return STATUSES.includes(value as HostStatus) ? (value as HostStatus) : 'in_progress';
}

function videoPath(uri: string): string {
  if (!VIDEO_URI.test(uri)) throw new VideoHostError(`Not a Vimeo video: ${JSON.stringify(uri)}`, 400);
  return uri;
}

function textTrackOf(track: VimeoTextTrack): TextTrack {
  const id = track.uri?.split('/').pop() ?? '';
  if (!TRACK_ID.test(id)) throw new VideoHostError(`Vimeo answered a text track without an id`);
  return {
    id,
    language: track.language ?? '',
    name: track.name ?? '',
    kind: track.type === 'captions' ? 'captions' : 'subtitles',
    active: track.active === true,
  };
}

/** Lets go of an answer whose body we do not read, so its connection goes back to the pool. */
async function discard(response: Response): Promise<void> {
  await response.body?.cancel().catch(() => undefined);
}

/** A non-negative integer header, as tus sends it; anything else is a broken answer. */
function integerHeader(response: Response, name: string): number {
  const value = response.headers.get(name);
  if (value === null || !/^\d+$/.test(value.trim())) {
    throw new VideoHostError(`The upload server answered without a valid ${name} header`, response.status);
  }
  return Number(value.trim());
}

/**
 * The Vimeo API 3.4 video host (payu-and-vimeo-protocols.md, "Vimeo"): uploads are made with the tus approach
 * and privacy `view=disable` + an embed whitelist holding only PUBLIC_URL's domain; the browser sends the bytes
 * to `upload_link` itself. The access token goes only to `apiUrl`: upload links and text-track links belong to
 * Vimeo's file servers and are presigned, so they get no Authorization header. Failures (refusals, timeouts,
 * network) are VideoHostError with Vimeo's `error` and `developer_message`; the token never appears in one.
 */
export function createVimeoHost(options: VimeoHostOptions): VideoHost {
  const http = options.fetch ?? fetch;
  const apiUrl = options.apiUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 10_000;
  const embedDomain = new URL(options.publicUrl).hostname;

  function send(url: string, init: RequestInit): Promise<Response> {
    return fetchWithTimeout(http, url, init, timeoutMs, ({ kind, detail }) =>
      kind === 'timeout'
        ? new VideoHostError(`Vimeo did not answer within ${timeoutMs} ms`)
        : new VideoHostError(`Vimeo could not be reached: ${detail}`),
    );
  }

  /** A call to the API itself, the only place the token is sent. */
  function call(method: string, path: string, body?: unknown): Promise<Response> {
    return send(`${apiUrl}${path}`, {
      method,
      headers: {
        Authorization: `bearer ${options.accessToken}`,
        Accept: ACCEPT,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  async function failure(response: Response, what: string): Promise<VideoHostError> {
    const body = (await response.json().catch(() => ({}))) as VimeoErrorBody;
    const detail = [body.error, body.developer_message].filter(Boolean).join(' — ');
    return new VideoHostError(
      `Vimeo ${what} (${response.status})${detail ? `: ${detail}` : ''}`,
      response.status,
    );
  }

  async function json<T>(response: Response, what: string): Promise<T> {
    try {
      return (await response.json()) as T;
    } catch {
      throw new VideoHostError(`Vimeo ${what}: the answer was not JSON`, response.status);
    }
  }

  return {
    name: 'vimeo',

    async createUpload({ name, size }): Promise<HostedUpload> {
      const created = await call('POST', '/me/videos?fields=uri,name,upload', {
        upload: { approach: 'tus', size: String(size) },
        name,
        privacy: { view: 'disable', embed: 'whitelist' },
      });
      if (created.status !== 200 && created.status !== 201) {
        throw await failure(created, 'refused the upload');
      }
      const video = await json<{ uri?: string; upload?: { upload_link?: string; approach?: string } }>(
        created,
        'refused the upload',
      );
      const uri = video.uri ?? '';
      const uploadLink = video.upload?.upload_link ?? '';
      if (!VIDEO_URI.test(uri) || !/^https?:\/\//.test(uploadLink)) {
        throw new VideoHostError('Vimeo answered the upload without a video uri or a tus upload link');
      }
      const domain = await call('PUT', `${uri}/privacy/domains/${encodeURIComponent(embedDomain)}`);
      if (!domain.ok) {
        const refused = await failure(domain, `did not allow embedding on ${embedDomain}`);
        // The video has no bytes yet and nobody knows its uri: leave no empty video behind in the account.
        await call('DELETE', uri).then(discard, () => undefined);
        throw refused;
      }
      await discard(domain);
      return { uri, uploadLink };
    },

    async uploadOffset({ uploadLink }) {
      if (!/^https?:\/\//.test(uploadLink)) throw new VideoHostError('Not a tus upload link', 400);
      const response = await send(uploadLink, { method: 'HEAD', headers: { 'Tus-Resumable': TUS_VERSION } });
      if (response.status !== 200 && response.status !== 204) {
        throw new VideoHostError(
          `The upload server answered ${response.status} for the upload`,
          response.status,
        );
      }
      return {
        offset: integerHeader(response, 'Upload-Offset'),
        length: integerHeader(response, 'Upload-Length'),
      };
    },

    // Vimeo's upload link lives as long as the upload; Vimeo removes the uploads nobody finished.
    uploadLinkFor: async ({ uploadLink }) => uploadLink,
    cleanupUnfinishedUploads: async () => ({ removed: [] }),

    async status(uri): Promise<HostedVideoState> {
      const response = await call('GET', `${videoPath(uri)}?fields=upload.status,transcode.status`);
      if (!response.ok) throw await failure(response, 'could not tell the video status');
      const body = await json<{ upload?: { status?: string }; transcode?: { status?: string } }>(
        response,
        'could not tell the video status',
      );
      return {
        uri,
        uploadStatus: hostStatusOf(body.upload?.status),
        transcodeStatus: hostStatusOf(body.transcode?.status),
      };
    },

    async listTextTracks(uri) {
      const response = await call('GET', `${videoPath(uri)}/texttracks?per_page=100`);
      if (!response.ok) throw await failure(response, 'could not list the text tracks');
      const body = await json<{ data?: VimeoTextTrack[] }>(response, 'could not list the text tracks');
      return (body.data ?? []).map(textTrackOf);
    },

    async addTextTrack(uri, track) {
      const tracks = `${videoPath(uri)}/texttracks`;
      const created = await call('POST', tracks, {
        type: track.kind,
        language: track.language,
        name: track.name,
      });
      if (!created.ok) throw await failure(created, 'refused the text track');
      const made = await json<VimeoTextTrack>(created, 'refused the text track');
      const added = textTrackOf(made);
      const trackPath = `${tracks}/${added.id}`;
      try {
        if (!made.link || !/^https?:\/\//.test(made.link)) {
          throw new VideoHostError('Vimeo answered the text track without an upload link');
        }
        const uploaded = await send(made.link, {
          method: 'PUT',
          headers: { 'Content-Type': 'text/plain' },
          body: track.vtt,
        });
        if (!uploaded.ok) throw await failure(uploaded, 'refused the subtitle file');
        await discard(uploaded);
        const activated = await call('PATCH', trackPath, { active: true });
        if (!activated.ok) throw await failure(activated, 'did not switch the text track on');
        const answer = (await activated.json().catch(() => null)) as VimeoTextTrack | null;
        return answer?.uri ? textTrackOf(answer) : { ...added, active: true };
      } catch (error) {
        // A track without its file must not stay behind on Vimeo; the original failure is what matters.
        await call('DELETE', trackPath).then(discard, () => undefined);
        throw error;
      }
    },

    async deleteTextTrack(uri, trackId) {
      if (!TRACK_ID.test(trackId))
        throw new VideoHostError(`Not a Vimeo text track: ${JSON.stringify(trackId)}`, 400);
      const response = await call('DELETE', `${videoPath(uri)}/texttracks/${trackId}`);
      if (!response.ok) throw await failure(response, 'could not delete the text track');
      await discard(response);
    },
  };
}
