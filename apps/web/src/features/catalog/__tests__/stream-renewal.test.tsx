import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { STREAM_LINK_LIFETIME_MS } from '@scena/shared/media/stream-links';
import { sessionStore } from '@/lib/session-store';
import { publicVideo } from '@/test-support/catalog-fixtures';
import { fakeApi, type Answer, type Call } from '@/test-support/fake-api';
import { renderRoutes } from '@/test-support/render';
import { aUser } from '@/test-support/user-fixtures';
import { SESSION_CHECK_INTERVAL_MS } from '../hooks/use-session-check';
import { VideoPage } from '../routes/video-page';

/**
 * A local host's stream link names a grant that lives minutes (STREAM_LINK_LIFETIME_MS) after its last renewal: the
 * player renews it with the session check, and the playback call answers the same link while the grant runs, so
 * the <video> is left alone and plays on. A new link (the old grant ran out, say while the computer slept) goes
 * into the same element; after a refused request (the element's error) the player asks for a fresh one; either
 * way the recording goes on from where it was.
 */

const PLAYBACK = '/api/playback/video/wesele?typ=standard';
const PLAYBACK_PJM = '/api/playback/video/wesele?typ=pjm';

const ok = (body: unknown): Answer => ({ status: 200, body });

/** The link of the n-th grant (1, 2, …) of a version, with its subtitles. */
const link = (n: number, variant = 'standard') => `/media/videos/7/video?g=${variant}${n}&sig=s${n}`;
const track = (n: number, variant = 'standard') =>
  `/media/videos/7/subtitles/pl.vtt?g=${variant}${n}&sig=t${n}`;

/**
 * The playback call answering the link of the current grant (the same one at every renewal, as the server does
 * while it runs), or `refusal` once it is set. `expire()` ends the grant: the next call hands a new link.
 */
function server(refusal: { current: Answer | null } = { current: null }) {
  let grant = 1;
  const answer = (variant: string) => () => {
    if (refusal.current) return refusal.current;
    return ok({
      kind: 'local',
      url: link(grant, variant),
      variants: ['standard', 'pjm'],
      chat: null,
      subtitles: [{ language: 'pl', kind: 'subtitles', label: 'Polski', url: track(grant, variant) }],
    });
  };
  const calls: Call[] = fakeApi(
    {
      '/api/videos/wesele': ok(
        publicVideo({ id: 3, slug: 'wesele', title: 'Wesele', access: true, paymentStatus: 'COMPLETED' }),
      ),
      [PLAYBACK]: answer('standard'),
      [PLAYBACK_PJM]: answer('pjm'),
      '/api/users/validate-session': ok({ valid: true }),
    },
    {
      '/external_api/config': ok({ config: { maintenance: false, show_advertisement: false, images: {} } }),
    },
  );
  return {
    playbackCalls: () => calls.filter((call) => call.url === PLAYBACK).length,
    /** The link the standard version's grant has now. */
    last: () => link(grant),
    expire: () => {
      grant += 1;
    },
    calls,
  };
}

/** The address the element plays (its src, or that of its <source>). */
const srcOf = (video: HTMLVideoElement) =>
  video.getAttribute('src') ?? video.querySelector('source')?.getAttribute('src');

async function watch() {
  const { container } = renderRoutes(
    <Route path="/wideo/:slugOrId" element={<VideoPage />} />,
    '/wideo/wesele?ogladaj=true',
  );
  await waitFor(() => expect(container.querySelector('video')).not.toBeNull());
  const video = container.querySelector('video')!;
  return { container, video, first: srcOf(video) };
}

/** The viewer is `at` seconds in, playing. */
async function playingAt(video: HTMLVideoElement, at: number) {
  await act(async () => {
    video.dispatchEvent(new Event('loadedmetadata'));
    await video.play();
    video.currentTime = at;
    video.dispatchEvent(new Event('timeupdate'));
  });
}

/** What a browser does with a new src: it empties the element and starts over from 0. */
async function browserEmpties(video: HTMLVideoElement) {
  await act(async () => {
    video.dispatchEvent(new Event('emptied'));
    video.currentTime = 0;
    video.dispatchEvent(new Event('timeupdate'));
  });
}

/** A new src loaded: emptied, from 0, then its metadata. */
async function browserLoads(video: HTMLVideoElement) {
  await browserEmpties(video);
  await act(async () => {
    video.dispatchEvent(new Event('loadedmetadata'));
  });
}

/** Every change of the element's src attribute from now on. */
function srcChanges(video: HTMLVideoElement) {
  const changes: MutationRecord[] = [];
  const observer = new MutationObserver((records) => changes.push(...records));
  observer.observe(video, { attributes: true, attributeFilter: ['src'] });
  return () => [...changes, ...observer.takeRecords()].length;
}

let play: ReturnType<typeof vi.spyOn>;
let load: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  sessionStore.clear();
  sessionStore.signIn({
    token: 't',
    expiresAt: '2099-01-01T00:00:00.000Z',
    user: aUser(),
  });
  play = vi.spyOn(HTMLMediaElement.prototype, 'play');
  // jsdom does not load media: what matters is whether the player asked the element to start over.
  load = vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the stream link of a local recording', () => {
  test('is renewed with the session check, before it expires, without touching the element: it just plays on', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = server();
    const { container, video, first } = await watch();
    expect(first).toBe(api.last());
    expect(SESSION_CHECK_INTERVAL_MS).toBeLessThan(STREAM_LINK_LIFETIME_MS);
    await playingAt(video, 125.5);
    play.mockClear();
    const emptied = vi.fn();
    video.addEventListener('emptied', emptied);
    const changes = srcChanges(video);
    const asked = api.playbackCalls();

    await act(() => vi.advanceTimersByTimeAsync(SESSION_CHECK_INTERVAL_MS));
    // The renewal is the session check: one call, not two.
    await waitFor(() => expect(api.playbackCalls()).toBe(asked + 1));
    expect(api.calls.some((call) => call.url === '/api/users/validate-session')).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(100));
    // The same link: no new src, no reload, nothing started over.
    expect(changes()).toBe(0);
    expect(load).not.toHaveBeenCalled();
    expect(emptied).not.toHaveBeenCalled();
    expect(container.querySelector('video')).toBe(video);
    expect(srcOf(video)).toBe(first);
    expect(container.querySelector('track')?.getAttribute('src')).toBe(track(1));
    expect(video.currentTime).toBe(125.5);
    expect(play).not.toHaveBeenCalled();
  });

  test('a renewal that hands a new link (the old grant ran out) puts it into the same element, which goes on from where it was', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = server();
    const { container, video, first } = await watch();
    await playingAt(video, 125.5);
    play.mockClear();

    api.expire();
    await act(() => vi.advanceTimersByTimeAsync(SESSION_CHECK_INTERVAL_MS));
    await waitFor(() => expect(srcOf(video)).not.toBe(first));
    expect(srcOf(video)).toBe(api.last());
    // The same element: fullscreen, volume and the chosen subtitles stay as they were.
    expect(container.querySelector('video')).toBe(video);
    expect(container.querySelector('track')?.getAttribute('src')).toBe(track(2));

    await browserLoads(video);
    expect(video.currentTime).toBe(125.5);
    expect(play).toHaveBeenCalledTimes(1);
  });

  test('a paused recording stays paused at its place after a new link', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = server();
    const { video, first } = await watch();
    await playingAt(video, 40);
    await act(async () => video.pause());
    play.mockClear();

    api.expire();
    await act(() => vi.advanceTimersByTimeAsync(SESSION_CHECK_INTERVAL_MS));
    await waitFor(() => expect(srcOf(video)).not.toBe(first));
    await browserLoads(video);
    expect(video.currentTime).toBe(40);
    expect(play).not.toHaveBeenCalled();
  });

  test('another version plays in an element of its own', async () => {
    server();
    const { container, video } = await watch();
    await act(async () => screen.getByRole('radio', { name: 'Język migowy (PJM)' }).click());
    await waitFor(() => expect(srcOf(container.querySelector('video')!)).toBe(link(1, 'pjm')));
    expect(container.querySelector('video')).not.toBe(video);
  });

  test('after a refused request it asks for a fresh link and resumes at the same position', async () => {
    const api = server();
    const { video, first } = await watch();
    await playingAt(video, 61);
    play.mockClear();
    const asked = api.playbackCalls();

    // The bytes route answered 403 (an expired link, say after the computer slept): the element reports an error.
    api.expire();
    await act(async () => video.dispatchEvent(new Event('error')));
    await waitFor(() => expect(srcOf(video)).not.toBe(first));
    expect(srcOf(video)).toBe(api.last());
    expect(api.playbackCalls()).toBe(asked + 1);
    await browserLoads(video);
    expect(video.currentTime).toBe(61);
    expect(play).toHaveBeenCalledTimes(1);
  });

  test('a src that failed after the element was emptied still resumes where the viewer was', async () => {
    const api = server();
    const { video, first } = await watch();
    await playingAt(video, 33);
    play.mockClear();
    await browserEmpties(video);
    api.expire();
    await act(async () => video.dispatchEvent(new Event('error')));
    await waitFor(() => expect(srcOf(video)).not.toBe(first));
    await browserLoads(video);
    expect(video.currentTime).toBe(33);
    expect(play).toHaveBeenCalledTimes(1);
  });

  test('when the fresh answer is the same link (its grant still runs: the network failed), the element loads it again and resumes', async () => {
    const api = server();
    const { video, first } = await watch();
    await playingAt(video, 61);
    play.mockClear();
    const asked = api.playbackCalls();

    await act(async () => video.dispatchEvent(new Event('error')));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(api.playbackCalls()).toBe(asked + 1);
    expect(srcOf(video)).toBe(first);
    await browserLoads(video);
    expect(video.currentTime).toBe(61);
    expect(play).toHaveBeenCalledTimes(1);
  });

  test('a fresh link that fails too is not asked for again and again', async () => {
    const api = server();
    const { video, first } = await watch();
    const asked = api.playbackCalls();
    api.expire();
    await act(async () => video.dispatchEvent(new Event('error')));
    await waitFor(() => expect(srcOf(video)).not.toBe(first));
    // It fails before it has loaded anything (a file this browser cannot play): not asked for once more.
    await act(async () => video.dispatchEvent(new Event('error')));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(api.playbackCalls()).toBe(asked + 1);
  });

  test('when the renewal is refused (a refund), the refusal replaces the player once the link fails', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const refusal: { current: Answer | null } = { current: null };
    server(refusal);
    const { video, first } = await watch();
    await playingAt(video, 10);
    refusal.current = {
      status: 422,
      body: {
        statusCode: 422,
        message: 'x',
        code: 'NOT_ENTITLED',
        formError: { item: 'catalog.playback.not_bought' },
      },
    };
    await act(() => vi.advanceTimersByTimeAsync(SESSION_CHECK_INTERVAL_MS));
    // The link it has still plays out its lifetime; no warning, no sign-out.
    expect(srcOf(video)).toBe(first);
    expect(sessionStore.get()).not.toBeNull();

    await act(async () => video.dispatchEvent(new Event('error')));
    expect((await screen.findByTestId('refusal-reason')).textContent).toContain('Kup bilet, aby obejrzeć.');
  });

  test('a renewal refused because another device signed in warns, then signs out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const refusal: { current: Answer | null } = { current: null };
    server(refusal);
    await watch();
    refusal.current = {
      status: 403,
      body: { statusCode: 403, message: 'x', code: 'SESSION_REPLACED' },
    };
    await act(() => vi.advanceTimersByTimeAsync(SESSION_CHECK_INTERVAL_MS));
    expect(await screen.findByText(/Ktoś zalogował się na Twoje konto na innym urządzeniu/)).toBeTruthy();
    expect(sessionStore.get()).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(sessionStore.get()).toBeNull();
  });
});
