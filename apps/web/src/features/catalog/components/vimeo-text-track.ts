import type Player from '@vimeo/player';
import type { VimeoTextTrack } from '@vimeo/player';

/**
 * The track to show for a page in `language` ('pl', 'en'): one of exactly that language, else a regional
 * variant of it ('en-GB'); none when the video has no such track, so subtitles stay off.
 */
function pickTextTrack(tracks: VimeoTextTrack[], language: string): VimeoTextTrack | undefined {
  const primary = (code: string) => code.toLowerCase().split('-')[0];
  return (
    tracks.find((track) => track.language.toLowerCase() === language) ??
    tracks.find((track) => primary(track.language) === language)
  );
}

let sdk: Promise<typeof Player> | undefined;

/**
 * One load for every player view: StrictMode's second effect run and the next video reuse it (and vitest 4 hands
 * overlapping imports of a mocked module the real one, vitest-dev/vitest#7040). A failed load is tried again
 * by the next player view.
 */
function loadSdk() {
  sdk ??= import('@vimeo/player').then(
    (module) => module.default,
    (error: unknown) => {
      sdk = undefined;
      throw error;
    },
  );
  return sdk;
}

/**
 * Turns on the subtitles of the page's language in the Vimeo player in `iframe`, through Vimeo's SDK
 * attached to our own iframe: it renders and plays before (and without) the SDK, and the SDK makes no oEmbed
 * request for an existing iframe. The SDK is imported here only, so it stays out of the pages' initial JS.
 * Returns the cleanup for an effect.
 */
export function showVimeoTextTrack(iframe: HTMLIFrameElement, language: string): () => void {
  let current = true;
  let player: Player | undefined;
  void (async () => {
    const VimeoPlayer = await loadSdk();
    if (!current) return;
    // The SDK keeps one player per iframe: the effect run again for this iframe gets the same one.
    player = new VimeoPlayer(iframe);
    // Its methods wait for the player to be ready.
    const track = pickTextTrack(await player.getTextTracks(), language);
    if (current && track) await player.enableTextTrack(track.language, track.kind);
  })().catch(() => {
    // Subtitles are an extra: without the SDK (blocked, offline) or the track, the video still plays.
  });
  return () => {
    current = false;
    // destroy() also takes the iframe out of its parent, so it may run only once React has removed the
    // iframe (an effect's cleanup on unmount); it releases the SDK's window listeners.
    if (player && !iframe.isConnected) void player.destroy();
  };
}
