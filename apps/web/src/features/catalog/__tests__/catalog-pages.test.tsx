import { act, cleanup, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { TEvent } from '@scena/shared/catalog/events';
import type { TVideo } from '@scena/shared/catalog/videos';
import type { TUser } from '@scena/shared/users/schemas';
import { ApiError } from '@/lib/api-client';
import { sessionStore } from '@/lib/session-store';
import { publicEvent, publicVideo } from '@/test-support/catalog-fixtures';
import { fakeApi, type Answer, type Call } from '@/test-support/fake-api';
import { renderRoutes } from '@/test-support/render';
import { aUser } from '@/test-support/user-fixtures';
import { EventPage } from '../routes/event-page';
import { VideoPage } from '../routes/video-page';
import { useSessionCheck, warningReasonOf } from '../hooks/use-session-check';
import { publicPathTarget } from '../hooks/public-path';

/** Every page reads the configuration (the advertisements): answered, not recorded. */
const CONFIG = {
  '/external_api/config': {
    status: 200,
    body: {
      config: {
        maintenance: false,
        show_advertisement: true,
        paid_ad_url: 'https://reklama.example/platna',
        free_ad_url: 'https://reklama.example/darmowa',
        paid_ad_image_mobile: '/uploads/paid-m.jpg',
        paid_ad_image_tablet: null,
        paid_ad_image_desktop: '/uploads/paid-d.jpg',
        free_ad_image_mobile: null,
        free_ad_image_tablet: null,
        free_ad_image_desktop: null,
        images: {},
      },
    },
  },
};

/** The network as the API answers it: one answer per path (query included); every call is recorded. */
const network = (answers: Record<string, Answer>) => fakeApi(answers, CONFIG);

/** The paths called, in order. */
const paths = (calls: Call[]) => calls.map((call) => call.url);

const renderAt = (url: string) =>
  renderRoutes(
    <>
      {['', '/publiczne', '/publiczny'].map((suffix) => (
        <Route key={`e${suffix}`} path={`/wydarzenie/:slugOrId${suffix}`} element={<EventPage />} />
      ))}
      {['', '/publiczne', '/publiczny'].map((suffix) => (
        <Route key={`v${suffix}`} path={`/wideo/:slugOrId${suffix}`} element={<VideoPage />} />
      ))}
    </>,
    url,
  );

const where = () => screen.getByTestId('where').textContent;

function signIn(overrides: Partial<TUser> = {}) {
  sessionStore.signIn({
    token: 't',
    expiresAt: '2099-01-01T00:00:00.000Z',
    user: aUser({ firstname: 'Zażółć', lastname: 'Gęślą', birthday: '1980-05-05', ...overrides }),
  });
}

const warsaw = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Warsaw',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Warsaw's calendar date and wall-clock time of an instant, as the event fields store them. */
function warsawParts(instant: Date) {
  const [date, time] = warsaw.format(instant).split(' ');
  return { date: date!, time: time! };
}

/**
 * The moment every test runs at (only Date is faked, so the pages' timers and user-event run as usual): event times
 * are counted from it, not from the machine's clock, whose day (a DST night, the year's end) is not the test's.
 */
const NOW = new Date('2026-11-20T17:00:00.000Z');

function eventAt(startsIn: number, overrides: Partial<TEvent> = {}): TEvent {
  const start = warsawParts(new Date(NOW.getTime() + startsIn));
  const end = warsawParts(new Date(NOW.getTime() + startsIn + 2 * 3600_000));
  return publicEvent({
    id: 11,
    slug: 'wesele',
    title: 'Wesele',
    subtitle: 'Dramat w trzech aktach',
    description: '<p>Opis <strong>spektaklu</strong></p>',
    date_from: start.date,
    date_to: end.date,
    time_from: start.time,
    time_to: end.time,
    event_price: 49.9,
    duration: 95,
    age_restriction: 16,
    teaser_link: '1234',
    gallery: [{ url: '/uploads/g1.jpg', grid_thumb_url: '/uploads/g1-grid.webp' }],
    video_id: 3,
    ...overrides,
  });
}

const video = (overrides: Partial<TVideo> = {}) =>
  publicVideo({
    id: 3,
    slug: 'wesele',
    title: 'Wesele — nagranie',
    description: '<p>Nagranie spektaklu</p>',
    video_price: 19.99,
    duration: 95,
    has_accessibility_video: true,
    has_autodesc_video: true,
    added_at: '2025-01-01T00:00:00.000Z',
    ...overrides,
  });

const ok = (body: unknown): Answer => ({ status: 200, body });
const HOUR = 3600_000;
const DAY = 24 * HOUR;

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  sessionStore.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the public variants of the pages', () => {
  test('a signed-out visitor on the plain path is sent to /publiczne, query kept', async () => {
    const calls = network({ '/external_api/event/wesele': ok(eventAt(3 * DAY)) });
    renderAt('/wydarzenie/wesele?x=1');
    await screen.findByRole('heading', { level: 1, name: 'Wesele' });
    expect(where()).toBe('/wydarzenie/wesele/publiczne?x=1');
    // StrictMode mounts twice and cancels the first read: every call goes to the public answer.
    expect(new Set(paths(calls))).toEqual(new Set(['/external_api/event/wesele']));
  });

  test('a signed-in user on /publiczny goes back to the plain path and reads the session-aware answer', async () => {
    signIn();
    const calls = network({ '/api/videos/wesele': ok(video({ access: false, paymentStatus: null })) });
    renderAt('/wideo/wesele/publiczny');
    await screen.findByRole('heading', { level: 1, name: 'Wesele — nagranie' });
    expect(where()).toBe('/wideo/wesele');
    expect(new Set(paths(calls))).toEqual(new Set(['/api/videos/wesele']));
  });

  test('the path rule both ways', () => {
    expect(publicPathTarget('/wideo/a', false)).toBe('/wideo/a/publiczne');
    expect(publicPathTarget('/wideo/a/publiczne', false)).toBeNull();
    expect(publicPathTarget('/wideo/a/publiczny', true)).toBe('/wideo/a');
    expect(publicPathTarget('/wideo/a', true)).toBeNull();
  });

  test('an unknown event shows the not-found result with a way home', async () => {
    network({});
    renderAt('/wydarzenie/nie-ma/publiczne');
    await screen.findByRole('heading', { level: 1, name: 'Nie znaleziono strony' });
    expect(screen.getByRole('link', { name: 'Wróć na stronę główną' }).getAttribute('href')).toBe('/');
  });
});

describe('the event page', () => {
  test('anonymous: price with VAT, the buy button leads to sign-in and back, countdown in days', async () => {
    network({ '/external_api/event/wesele': ok(eventAt(3 * DAY + HOUR)) });
    renderAt('/wydarzenie/wesele/publiczne');
    const buy = await screen.findByRole('link', { name: 'Kup dostęp' });
    expect(buy.getAttribute('href')).toBe('/logowanie?redirect=%2Fwydarzenie%2Fwesele');
    expect(screen.getByText('49,90 zł')).toBeTruthy();
    expect(screen.getByText('w tym podatek VAT')).toBeTruthy();
    expect(screen.getByTestId('countdown-value').textContent).toContain('3 dni');
    expect(screen.getByText('od 16 lat')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Opis' })).toBeTruthy();
    expect(screen.getByTitle('Zwiastun: Wesele').getAttribute('src')).toBe(
      'https://player.vimeo.com/video/1234',
    );
    expect(screen.getByRole('button', { name: 'Powiększ zdjęcie 1 z 1' })).toBeTruthy();
  });

  test('a free event: "Bezpłatny dostęp" and the sign-in text', async () => {
    network({ '/external_api/event/wesele': ok(eventAt(3 * DAY, { event_price: 0 })) });
    renderAt('/wydarzenie/wesele/publiczne');
    await screen.findByRole('link', { name: 'Zaloguj się, aby obejrzeć bezpłatnie' });
    expect(screen.getByText('Bezpłatny dostęp')).toBeTruthy();
    expect(screen.queryByText('w tym podatek VAT')).toBeNull();
  });

  test('under 24 hours the countdown is a clock', async () => {
    network({ '/external_api/event/wesele': ok(eventAt(2 * HOUR + 30 * 60_000)) });
    renderAt('/wydarzenie/wesele/publiczne');
    const value = await screen.findByTestId('countdown-value');
    expect(value.textContent).toMatch(/^2:(29|30):\d{2}$/);
  });

  test('entitled and ongoing: a green "watch" link to the player view and the paid tag', async () => {
    signIn();
    network({
      '/api/events/wesele': ok(
        eventAt(-HOUR, { access: true, paymentStatus: 'COMPLETED', countryBlocked: false }),
      ),
    });
    renderAt('/wydarzenie/wesele');
    const watch = await screen.findByRole('link', { name: 'Oglądaj' });
    expect(watch.getAttribute('href')).toBe('/wydarzenie/wesele?ogladaj=true');
    expect(screen.getByText('Opłacone')).toBeTruthy();
    expect(screen.queryByTestId('countdown-value')).toBeNull();
  });

  test('a pending payment: the disabled processing button', async () => {
    signIn();
    network({
      '/api/events/wesele': ok(
        eventAt(DAY * 2, { access: false, paymentStatus: 'PENDING', countryBlocked: false }),
      ),
    });
    renderAt('/wydarzenie/wesele');
    const button = await screen.findByRole('button', { name: 'Płatność w trakcie realizacji' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('at the start', () => {
  test('the countdown reaches zero: a refetch after the random delay, then the player after 500 ms', async () => {
    // 18:00:25 in Warsaw; event times are whole minutes: the event starts at 18:02, in 95 s.
    vi.useFakeTimers({ now: new Date(NOW.getTime() + 25_000), shouldAdvanceTime: true });
    try {
      signIn();
      vi.spyOn(Math, 'random').mockReturnValue(0);
      const startsIn = 95_000;
      const calls = network({
        '/api/events/wesele': ok(
          eventAt(2 * 60_000, { event_price: 0, access: true, paymentStatus: null, countryBlocked: false }),
        ),
        '/api/playback/event/wesele?typ=standard': ok({
          kind: 'frame',
          url: 'https://stream.example/live',
          variants: ['standard'],
          chat: null,
          subtitles: [],
        }),
      });
      renderAt('/wydarzenie/wesele');
      await screen.findByRole('button', { name: 'Wkrótce' });
      const reads = () => paths(calls).filter((call) => call === '/api/events/wesele').length;
      const before = reads();
      await act(() => vi.advanceTimersByTimeAsync(startsIn + 2_900));
      expect(reads()).toBe(before);
      expect(where()).toBe('/wydarzenie/wesele');
      // Math.random() = 0: the random delay is its minimum, 3000 ms.
      await act(() => vi.advanceTimersByTimeAsync(200));
      expect(reads()).toBe(before + 1);
      await act(() => vi.advanceTimersByTimeAsync(600));
      expect(where()).toBe('/wydarzenie/wesele?ogladaj=true');
    } finally {
      vi.useRealTimers();
      vi.restoreAllMocks();
    }
  });
});

describe('the video page', () => {
  test('above 24 hours before the end it says "until" with the date', async () => {
    const end = new Date(NOW.getTime() + 10 * DAY);
    network({ '/external_api/video/wesele': ok(video({ end_date: end.toISOString() })) });
    renderAt('/wideo/wesele/publiczne');
    await screen.findByText(/^Dostępne do \d{2}\.\d{2}\.\d{4} \d{1,2}:\d{2}$/);
  });

  test('before availability it counts down', async () => {
    const from = new Date(NOW.getTime() + 3 * DAY + HOUR);
    network({ '/external_api/video/wesele': ok(video({ available_from: from.toISOString(), status: 0 })) });
    renderAt('/wideo/wesele/publiczne');
    expect((await screen.findByTestId('countdown-value')).textContent).toContain('3 dni');
    expect(screen.getByText('Do udostępnienia')).toBeTruthy();
  });
});

describe('the player view', () => {
  function signedInVideo() {
    signIn();
    return { '/api/videos/wesele': ok(video({ access: true, paymentStatus: 'COMPLETED' })) };
  }

  test('a hosted video plays in <video> with a subtitle track per language, the page language by default', async () => {
    const calls = network({
      ...signedInVideo(),
      '/api/playback/video/wesele?typ=standard': ok({
        kind: 'local',
        url: '/media/1/clip.mp4',
        variants: ['standard'],
        chat: null,
        subtitles: [
          { language: 'en', url: '/media/1/en.vtt' },
          { language: 'pl', kind: 'captions', url: '/media/1/pl.vtt' },
        ],
      }),
    });
    const { container } = renderAt('/wideo/wesele?ogladaj=true');
    await waitFor(() => expect(container.querySelector('video')).not.toBeNull());
    const tracks = [...container.querySelectorAll('video track')];
    expect(tracks.map((track) => [track.getAttribute('srclang'), track.getAttribute('label')])).toEqual([
      ['en', 'Angielski'],
      ['pl', 'Polski'],
    ]);
    expect(tracks.map((track) => track.hasAttribute('default'))).toEqual([false, true]);
    // Captions for the deaf and hard of hearing are announced as such by the player.
    expect(tracks.map((track) => track.getAttribute('kind'))).toEqual(['subtitles', 'captions']);
    expect(container.querySelector('video')?.getAttribute('src')).toBe('/media/1/clip.mp4');
    // One variant only: no switch. The paid ad is under the player.
    expect(screen.queryByRole('group', { name: 'Wersja' })).toBeNull();
    expect(
      (await screen.findByRole('link', { name: 'Reklama (otwiera się w nowej karcie)' })).getAttribute(
        'href',
      ),
    ).toBe('https://reklama.example/platna');
    expect(paths(calls)).toContain('/api/playback/video/wesele?typ=standard');
  });

  test('the variant switch lists the answer’s variants and changes typ in the URL and the stream', async () => {
    const answer = (url: string) =>
      ok({ kind: 'vimeo', url, variants: ['standard', 'pjm'], chat: '<p>czat</p>', subtitles: [] });
    const calls = network({
      ...signedInVideo(),
      '/api/playback/video/wesele?typ=standard': answer('https://player.vimeo.com/video/1'),
      '/api/playback/video/wesele?typ=pjm': answer('https://player.vimeo.com/video/2'),
    });
    renderAt('/wideo/wesele?ogladaj=true');
    const group = await screen.findByRole('group', { name: 'Wersja' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Standard', 'Język migowy (PJM)']);
    const frame = screen.getByTitle('Odtwarzacz: Wesele — nagranie');
    expect(frame.getAttribute('src')).toBe('https://player.vimeo.com/video/1');
    expect(frame.getAttribute('allow')).toBe('autoplay; fullscreen; picture-in-picture');
    expect(screen.getByRole('complementary', { name: 'Czat' }).textContent).toContain('czat');

    await userEvent.click(within(group).getByRole('radio', { name: 'Język migowy (PJM)' }));
    await waitFor(() =>
      expect(screen.getByTitle('Odtwarzacz: Wesele — nagranie').getAttribute('src')).toBe(
        'https://player.vimeo.com/video/2',
      ),
    );
    expect(where()).toBe('/wideo/wesele?ogladaj=true&typ=pjm');
    expect(paths(calls)).toContain('/api/playback/video/wesele?typ=pjm');
    expect((screen.getByRole('radio', { name: 'Język migowy (PJM)' }) as HTMLInputElement).checked).toBe(
      true,
    );
  });

  test('a variant the item lacks says so and offers the standard version', async () => {
    const calls = network({
      ...signedInVideo(),
      '/api/playback/video/wesele?typ=standard': ok({
        kind: 'frame',
        url: 'https://stream.example/standard',
        variants: ['standard'],
        chat: null,
        subtitles: [],
      }),
    });
    renderAt('/wideo/wesele?ogladaj=true&typ=audiodeskrypcja');
    await screen.findByText('Ta wersja nie jest dostępna.');
    await userEvent.click(screen.getByRole('button', { name: 'Standard' }));
    await waitFor(() =>
      expect(screen.getByTitle('Odtwarzacz: Wesele — nagranie').getAttribute('src')).toBe(
        'https://stream.example/standard',
      ),
    );
    expect(where()).toBe('/wideo/wesele?ogladaj=true&typ=standard');
    expect(paths(calls)).toContain('/api/playback/video/wesele?typ=audiodeskrypcja');
  });

  test('a refusal shows its reason and the buy button', async () => {
    signIn();
    network({
      '/api/events/wesele': ok(eventAt(-HOUR, { access: false, paymentStatus: null, countryBlocked: false })),
      '/api/playback/event/wesele?typ=standard': {
        status: 422,
        body: {
          statusCode: 422,
          message: 'Brak dostępu',
          code: 'NOT_ENTITLED',
          formError: { item: 'catalog.playback.not_bought' },
        },
      },
    });
    renderAt('/wydarzenie/wesele?ogladaj=true');
    expect((await screen.findByTestId('refusal-reason')).textContent).toContain('Kup bilet, aby obejrzeć.');
    expect(screen.getByRole('link', { name: 'Kup dostęp' }).getAttribute('href')).toBe(
      '/platnosc/wydarzenie/11',
    );
    expect(sessionStore.get()).not.toBeNull();
  });

  test('anonymous visitors get no stream call, only the way to sign in', async () => {
    const calls = network({ '/external_api/event/wesele': ok(eventAt(-HOUR)) });
    renderAt('/wydarzenie/wesele/publiczne?ogladaj=true');
    expect((await screen.findByTestId('refusal-reason')).textContent).toContain('Zaloguj się, aby obejrzeć.');
    expect(paths(calls).some((call) => call.startsWith('/api/playback'))).toBe(false);
  });
});

describe('the session check during playback', () => {
  test('401 warns of the block, 403 of another user, an expired session ends as sessionEnd', () => {
    const error = (status: number, code?: string) =>
      new ApiError(status, { statusCode: status, message: 'x', code });
    expect(warningReasonOf(error(401, 'USER_BLOCKED'))).toBe('userBlocked');
    expect(warningReasonOf(error(401))).toBe('userBlocked');
    expect(warningReasonOf(error(403))).toBe('anotherUser');
    expect(warningReasonOf(error(401, 'SESSION_REPLACED'))).toBe('anotherUser');
    expect(warningReasonOf(error(401, 'SESSION_EXPIRED'))).toBe('sessionEnd');
    expect(warningReasonOf(error(500))).toBeNull();
  });

  test('every 5 minutes it asks; a refusal warns for 10 seconds, counting down, then signs out', async () => {
    vi.useFakeTimers({ now: NOW });
    try {
      signIn();
      const calls = network({
        '/api/users/validate-session': {
          status: 401,
          body: { statusCode: 401, message: 'x', code: 'USER_BLOCKED' },
        },
      });
      const { result } = renderHook(() => useSessionCheck(true));
      await act(() => vi.advanceTimersByTimeAsync(299_000));
      expect(paths(calls)).toEqual([]);
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      expect(paths(calls)).toEqual(['/api/users/validate-session']);
      expect(result.current).toEqual({ reason: 'userBlocked', secondsLeft: 10 });
      await act(() => vi.advanceTimersByTimeAsync(4_000));
      expect(result.current?.secondsLeft).toBe(6);
      // The warning is read first: the client's immediate forced sign-out is skipped.
      expect(sessionStore.get()).not.toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(6_000));
      expect(sessionStore.get()).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
