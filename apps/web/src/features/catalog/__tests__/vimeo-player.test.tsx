import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { sessionStore } from '@/lib/session-store';
import { publicVideo } from '@/test-support/catalog-fixtures';
import { fakeApi, type Answer } from '@/test-support/fake-api';
import { renderRoutes } from '@/test-support/render';
import { aUser } from '@/test-support/user-fixtures';
import { showVimeoTextTrack } from '../components/vimeo-text-track';
import { VideoPage } from '../routes/video-page';

interface Track {
  language: string;
  kind: string;
  label: string;
  mode: 'showing' | 'hidden' | 'disabled';
}

/** Vimeo's SDK as the player view uses it: the players made, the tracks the video has, what was enabled. */
const vimeo = vi.hoisted(() => ({
  tracks: [] as Track[],
  players: [] as Array<{ element: HTMLIFrameElement; enabled: string[]; destroyed: boolean }>,
}));

vi.mock('@vimeo/player', () => ({
  default: class {
    private readonly state: (typeof vimeo.players)[number];
    constructor(element: HTMLIFrameElement) {
      this.state = { element, enabled: [], destroyed: false };
      vimeo.players.push(this.state);
    }
    getTextTracks() {
      return Promise.resolve(vimeo.tracks);
    }
    enableTextTrack(language: string, kind?: string) {
      this.state.enabled.push(`${language}/${kind}`);
      return Promise.resolve(vimeo.tracks.find((track) => track.language === language));
    }
    destroy() {
      // As the SDK does: the iframe leaves its parent.
      this.state.destroyed = true;
      this.state.element.parentNode?.removeChild(this.state.element);
      return Promise.resolve();
    }
  },
}));

const track = (language: string, kind = 'subtitles'): Track => ({
  language,
  kind,
  label: language,
  mode: 'disabled',
});

const ok = (body: unknown): Answer => ({ status: 200, body });
const vimeoAnswer = (url: string) =>
  ok({ kind: 'vimeo', url, variants: ['standard', 'pjm'], chat: null, subtitles: [] });

function watch(answers: Record<string, Answer> = {}) {
  sessionStore.signIn({
    token: 't',
    expiresAt: '2099-01-01T00:00:00.000Z',
    user: aUser(),
  });
  fakeApi({
    '/external_api/config': ok({ config: { maintenance: false, show_advertisement: false, images: {} } }),
    '/api/videos/wesele': ok(
      publicVideo({ id: 3, slug: 'wesele', title: 'Wesele', access: true, paymentStatus: 'COMPLETED' }),
    ),
    '/api/playback/video/wesele?typ=standard': vimeoAnswer('https://player.vimeo.com/video/1'),
    ...answers,
  });
  return renderRoutes(
    <Route path="/wideo/:slugOrId" element={<VideoPage />} />,
    '/wideo/wesele?ogladaj=true',
  );
}

async function playerFrame(container: HTMLElement, src = 'https://player.vimeo.com/video/1') {
  await waitFor(() => expect(container.querySelector('iframe')?.getAttribute('src')).toBe(src));
  return container.querySelector('iframe')!;
}

beforeEach(() => {
  sessionStore.clear();
  vimeo.tracks = [];
  vimeo.players = [];
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setLanguage('pl');
});

describe('the Vimeo player', () => {
  test('turns on the subtitles of the page’s language in our own iframe', async () => {
    vimeo.tracks = [track('en'), track('pl', 'captions')];
    const { container } = watch();
    const frame = await playerFrame(container);
    await waitFor(() => expect(vimeo.players.flatMap((player) => player.enabled)).toEqual(['pl/captions']));
    expect(vimeo.players.map((player) => player.element)).toEqual([frame]);
    expect(frame.getAttribute('title')).toBe('Odtwarzacz: Wesele');
  });

  test('on an English page the English track, a regional one when that is all there is', async () => {
    setLanguage('en');
    vimeo.tracks = [track('pl'), track('en-GB')];
    const { container } = watch();
    await playerFrame(container);
    await waitFor(() =>
      expect(vimeo.players.flatMap((player) => player.enabled)).toEqual(['en-GB/subtitles']),
    );
  });

  test('without a track of the page’s language the subtitles stay off', async () => {
    vimeo.tracks = [track('de'), track('en')];
    const { container } = watch();
    await playerFrame(container);
    await waitFor(() => expect(vimeo.players).toHaveLength(1));
    // Let the tracks' answer arrive before looking.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(vimeo.players[0]!.enabled).toEqual([]);
  });

  test('another variant gets a new iframe and player; the old player is released, not the new iframe', async () => {
    vimeo.tracks = [track('pl')];
    const { container } = watch({
      '/api/playback/video/wesele?typ=pjm': vimeoAnswer('https://player.vimeo.com/video/2'),
    });
    await playerFrame(container);
    await waitFor(() => expect(vimeo.players[0]?.enabled).toEqual(['pl/subtitles']));

    const group = screen.getByRole('group', { name: 'Wersja' });
    await userEvent.click(within(group).getByRole('radio', { name: 'Język migowy (PJM)' }));
    const second = await playerFrame(container, 'https://player.vimeo.com/video/2');
    await waitFor(() => expect(vimeo.players.map((player) => player.destroyed)).toEqual([true, false]));
    expect(vimeo.players[1]!.element).toBe(second);
    expect(second.isConnected).toBe(true);
    expect(vimeo.players[1]!.enabled).toEqual(['pl/subtitles']);
  });

  test('a cleanup while React still shows the iframe leaves it alone; once it is gone the player is released', async () => {
    vimeo.tracks = [track('pl'), track('en')];
    const frame = document.createElement('iframe');
    frame.src = 'https://player.vimeo.com/video/1';
    document.body.append(frame);
    const stopPolish = showVimeoTextTrack(frame, 'pl');
    await vi.waitFor(() => expect(vimeo.players[0]?.enabled).toEqual(['pl/subtitles']));
    stopPolish();
    expect(frame.isConnected).toBe(true);
    expect(vimeo.players[0]!.destroyed).toBe(false);

    const stopEnglish = showVimeoTextTrack(frame, 'en');
    await vi.waitFor(() => expect(vimeo.players[1]?.enabled).toEqual(['en/subtitles']));
    frame.remove();
    stopEnglish();
    expect(vimeo.players[1]!.destroyed).toBe(true);
  });
});
