/** The media module's public face: what other modules may import from it (docs/architecture.md). */
export { findHostedVideo } from './hosted-videos/hosted-videos.repository';
export { findPlayableLocalVideo, grantLocalPlayback } from './local-playback';
