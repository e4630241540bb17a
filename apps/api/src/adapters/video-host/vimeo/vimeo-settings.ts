import type { AppConfigEnv } from '../../../config';

/** Where the Vimeo stand-in is mounted outside production (app.ts), like the PayU stand-in's `/payu-standin`. */
export const VIMEO_STANDIN_PREFIX = '/vimeo-standin';

/**
 * The token the stand-in accepts when `VIMEO_ACCESS_TOKEN` is unset (tests, and a developer trying the Vimeo
 * adapter by hand). It opens nothing but the stand-in, which never runs in production.
 */
export const VIMEO_STANDIN_TOKEN = 'vimeo-standin-token';

export interface VimeoHostSettings {
  kind: 'vimeo';
  /** `https://api.vimeo.com`, or the stand-in's `${PUBLIC_URL}/vimeo-standin`; no trailing slash. */
  apiUrl: string;
  accessToken: string;
  /** PUBLIC_URL: its host is the one domain the videos may be embedded on. */
  publicUrl: string;
  /** True when `apiUrl` is this server's own stand-in. */
  standin: boolean;
}

export type VideoHostSettings = VimeoHostSettings | { kind: 'local' };

function standinUrlOf(env: AppConfigEnv): string {
  return `${env.PUBLIC_URL}${VIMEO_STANDIN_PREFIX}`;
}

/**
 * Which video host the hosted-video screens drive (issue 9): Vimeo when `VIMEO_ACCESS_TOKEN` is set (at
 * `VIMEO_API_URL`, the real API unless it names the stand-in), the local host otherwise. Configuration only.
 */
export function videoHostSettingsOf(env: AppConfigEnv): VideoHostSettings {
  if (!env.VIMEO_ACCESS_TOKEN) return { kind: 'local' };
  return {
    kind: 'vimeo',
    apiUrl: env.VIMEO_API_URL,
    accessToken: env.VIMEO_ACCESS_TOKEN,
    publicUrl: env.PUBLIC_URL,
    standin: env.VIMEO_API_URL === standinUrlOf(env),
  };
}

/**
 * The Vimeo stand-in to mount, or null. Never in production; otherwise whenever Vimeo itself is not configured
 * (the tests drive the real adapter against it with VIMEO_STANDIN_TOKEN) or `VIMEO_API_URL` points at it (then
 * it accepts `VIMEO_ACCESS_TOKEN`).
 */
export function vimeoStandinSettingsOf(
  env: AppConfigEnv,
): { prefix: string; publicBaseUrl: string; accessToken: string } | null {
  if (env.NODE_ENV === 'production') return null;
  const settings = videoHostSettingsOf(env);
  if (settings.kind === 'vimeo' && !settings.standin) return null;
  return {
    prefix: VIMEO_STANDIN_PREFIX,
    publicBaseUrl: standinUrlOf(env),
    accessToken: settings.kind === 'vimeo' ? settings.accessToken : VIMEO_STANDIN_TOKEN,
  };
}
