import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../../deps';
import { localVideoHostOf } from '../../../adapters/video-host/local/local-host';
import type { VideoHost } from '../../../adapters/video-host/video-host';
import { createVimeoHost } from '../../../adapters/video-host/vimeo/vimeo-client';
import { videoHostSettingsOf } from '../../../adapters/video-host/vimeo/vimeo-settings';

type HostDeps = Pick<AppDeps, 'env' | 'clock'>;

const vimeoHosts = new WeakMap<HostDeps, VideoHost>();

/**
 * The app's one video host (issue 9): Vimeo when `VIMEO_ACCESS_TOKEN` is set, the local host otherwise. The only
 * place that looks at which one it is; every hosted-video operation goes through the VideoHost interface.
 */
export async function videoHostOf(deps: HostDeps, log?: FastifyBaseLogger): Promise<VideoHost> {
  const settings = videoHostSettingsOf(deps.env);
  if (settings.kind === 'local') return localVideoHostOf(deps, log);
  let host = vimeoHosts.get(deps);
  if (!host) {
    host = createVimeoHost({
      apiUrl: settings.apiUrl,
      accessToken: settings.accessToken,
      publicUrl: settings.publicUrl,
    });
    vimeoHosts.set(deps, host);
  }
  return host;
}
