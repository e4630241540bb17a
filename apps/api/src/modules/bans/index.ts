/** The bans module's public face: what other modules may import from it (docs/architecture.md). */
export { recordPlaybackStart } from './autoban';
export { listBans } from './list-bans';
export { countViewersSince } from './playback-networks.repository';
