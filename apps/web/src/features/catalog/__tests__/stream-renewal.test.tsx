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
 * A local host's stream link lives minutes (STREAM_LINK_LIFETIME_MS): the player renews it with the session check
 * before it expires, and after a refused request (the <video> element's error) asks for a fresh one; either way
 * the recording goes on from where it was.
 */

const PLAYBACK = '/api/playback/video/wesele?typ=standard';

const ok = (body: unknown): Answer => ({ status: 200, body });

/** The n-th link the playback call hands out (1, 2, …), with its subtitles. */
const link = (n: number) =>
  `/media/videos/7/video?user=1&session=2&item=video-3&variant=standard&exp=${n}&sig=s${n}`;
const track = (n: number) =>
  `/media/videos/7/subtitles/pl.vtt?user=1&session=2&item=video-3&variant=standard&exp=${n}&sig=t${n}`;

/** The playback call answering a fresh link each time, or `refusal` once it is set. */
function server(refusal: { current: Answer | null } = { current: null }) {
  let issued = 0;
  const calls: Call[] = fakeApi(
    {
      '/api/videos/wesele': ok(
        publicVideo({ id: 3, slug: 'wesele', title: 'Wesele', access: true, paymentStatus: 'COMPLETED' }),
      ),
      [PLAYBACK]: () => {
        if (refusal.current) return refusal.current;
        issued += 1;
        return ok({
          kind: 'local',
          url: link(issued),
          variants: ['standard'],
          chat: null,
          subtitles: [{ language: 'pl', kind: 'subtitles', label: 'Polski', url: track(issued) }],
        });
      },
      '/api/users/validate-session': ok({ valid: true }),
    },
    {
      '/external_api/config': ok({ config: { maintenance: false, show_advertisement: false, images: {} } }),
    },
  );
  /** The playback calls made, and the last link handed out. */
  return {
    playbackCalls: () => calls.filter((call) => call.url === PLAYBACK).length,
    last: () => link(issued),
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

let play: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  sessionStore.clear();
  sessionStore.signIn({
    token: 't',
    expiresAt: new Date(Date.now() + 3 * 3600_000).toISOString(),
    user: aUser(),
  });
  play = vi.spyOn(HTMLMediaElement.prototype, 'play');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the stream link of a local recording', () => {
  test('is renewed with the session check, before it expires, and the recording goes on from where it was', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = server();
    const { container, video, first } = await watch();
    expect(first).toBe(api.last());
    expect(SESSION_CHECK_INTERVAL_MS).toBeLessThan(STREAM_LINK_LIFETIME_MS);
    await playingAt(video, 125.5);
    play.mockClear();
    const asked = api.playbackCalls();

    await act(() => vi.advanceTimersByTimeAsync(SESSION_CHECK_INTERVAL_MS));
    // The renewal is the session check: one call, not two.
    expect(api.playbackCalls()).toBe(asked + 1);
    expect(api.calls.some((call) => call.url === '/api/users/validate-session')).toBe(false);
    await waitFor(() => expect(srcOf(video)).not.toBe(first));
    expect(srcOf(video)).toBe(api.last());
    // The same element: fullscreen, volume and the chosen subtitles stay as they were.
    expect(container.querySelector('video')).toBe(video);
    expect(container.querySelector('track')?.getAttribute('src')).toBe(track(asked + 1));

    await browserLoads(video);
    expect(video.currentTime).toBe(125.5);
    expect(play).toHaveBeenCalledTimes(1);
  });

  test('a paused recording stays paused at its place after the renewal', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server();
    const { video, first } = await watch();
    await playingAt(video, 40);
    await act(async () => video.pause());
    play.mockClear();

    await act(() => vi.advanceTimersByTimeAsync(SESSION_CHECK_INTERVAL_MS));
    await waitFor(() => expect(srcOf(video)).not.toBe(first));
    await browserLoads(video);
    expect(video.currentTime).toBe(40);
    expect(play).not.toHaveBeenCalled();
  });

  test('after a refused request it asks for a fresh link and resumes at the same position', async () => {
    const api = server();
    const { video, first } = await watch();
    await playingAt(video, 61);
    play.mockClear();
    const asked = api.playbackCalls();

    // The bytes route answered 403 (an expired link, say after the computer slept): the element reports an error.
    await act(async () => video.dispatchEvent(new Event('error')));
    await waitFor(() => expect(srcOf(video)).not.toBe(first));
    expect(srcOf(video)).toBe(api.last());
    expect(api.playbackCalls()).toBe(asked + 1);
    await browserLoads(video);
    expect(video.currentTime).toBe(61);
    expect(play).toHaveBeenCalledTimes(1);
  });

  test('a src that failed after the element was emptied still resumes where the viewer was', async () => {
    server();
    const { video, first } = await watch();
    await playingAt(video, 33);
    play.mockClear();
    await browserEmpties(video);
    await act(async () => video.dispatchEvent(new Event('error')));
    await waitFor(() => expect(srcOf(video)).not.toBe(first));
    await browserLoads(video);
    expect(video.currentTime).toBe(33);
    expect(play).toHaveBeenCalledTimes(1);
  });

  test('a fresh link that fails too is not asked for again and again', async () => {
    const api = server();
    const { video, first } = await watch();
    const asked = api.playbackCalls();
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
