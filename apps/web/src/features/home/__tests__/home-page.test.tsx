import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { TEvent } from '@scena/shared/catalog/events';
import type { TPublicSlide } from '@scena/shared/catalog/slides';
import type { TVideo } from '@scena/shared/catalog/videos';
import { ZAppConfig, externalConfig } from '@scena/shared/settings/app-config';
import type { TSession } from '@scena/shared/users/schemas';
import { sessionStore } from '@/lib/session-store';
import { publicEvent, publicVideo } from '@/test-support/catalog-fixtures';
import { fakeApi, type Call } from '@/test-support/fake-api';
import { Carousel } from '@/ui/carousel';
import { HomePage } from '../routes/home-page';
import { PublicHomePage } from '../routes/public-home-page';
import { festivalList } from '../home-rules';

type Settings = Partial<ReturnType<typeof ZAppConfig.parse>>;

interface Network {
  settings?: Settings;
  slides?: TPublicSlide[];
  events?: TEvent[];
  adminEvents?: TEvent[];
  festival?: TEvent[];
  videos?: TVideo[];
  categories?: Array<{ id: number; name: string }>;
  failing?: string[];
}

/** The API as the page meets it: one answer per path (query strings included); every call is recorded. */
function fakeHomeApi(network: Network) {
  const answers: Record<string, unknown> = {
    '/external_api/config': externalConfig(ZAppConfig.parse(network.settings ?? {})),
    '/external_api/slides': network.slides ?? [],
    '/external_api/events': network.events ?? [],
    '/api/events': network.adminEvents ?? [],
    '/external_api/videos': network.videos ?? [],
    '/api/categories': network.categories ?? [],
  };
  return fakeApi((call) => {
    const bare = call.url.split('?')[0]!;
    if (network.failing?.includes(bare)) return { status: 500, body: { statusCode: 500, message: 'x' } };
    const body = call.url.startsWith('/external_api/events?festival=true')
      ? (network.festival ?? [])
      : answers[bare];
    return body === undefined ? undefined : { status: 200, body };
  });
}

/** The paths called, in order. */
const paths = (calls: Call[]) => calls.map((call) => call.url);

function renderHome(page: 'member' | 'public' = 'public') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{page === 'member' ? <HomePage /> : <PublicHomePage />}</MemoryRouter>
    </QueryClientProvider>,
  );
}

function signInAs(roleId: number) {
  sessionStore.signIn({
    token: 't',
    expiresAt: '2099-01-01T00:00:00.000Z',
    user: {
      id: 7,
      email: 'widz@example.com',
      firstname: 'Zażółć',
      lastname: 'Gęślą',
      birthday: '1980-05-05',
      country_code: 'PL',
      role_id: roleId,
      role: roleId === 1 ? 'admin' : 'standard',
    },
  } as unknown as TSession);
}

const event = (id: number, fields: Partial<TEvent> = {}) =>
  publicEvent({
    id,
    slug: `wydarzenie-${id}`,
    title: `Wydarzenie ${id}`,
    starts_at: '2030-05-12T17:00:00.000Z',
    ends_at: '2030-05-12T19:00:00.000Z',
    event_price: 49.9,
    duration: 120,
    ...fields,
  });

const video = (id: number, fields: Partial<TVideo> = {}) =>
  publicVideo({
    id,
    slug: `nagranie-${id}`,
    title: `Nagranie ${id}`,
    thumb_image: {
      id: `img${id}`,
      url: `/media/images/img${id}/original-650x366.jpg`,
      thumb_url: `/media/images/img${id}/w400.webp`,
      srcset: `/media/images/img${id}/w400.webp 400w, /media/images/img${id}/w650.webp 650w`,
      width: 650,
      height: 366,
    },
    ...fields,
  });

function slide(id: number): TPublicSlide {
  return { id, title: `Slajd ${id}`, text: `Opis ${id}`, url: `/wydarzenie/s${id}`, bg_image: null };
}

const ALL_OFF: Settings = {
  view_slider: false,
  view_festival: false,
  view_eventslist: false,
  view_vod: false,
};

beforeEach(() => sessionStore.clear());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the blocks follow the configuration', () => {
  test('only the flagged blocks are shown and only their lists are fetched', async () => {
    const calls = fakeHomeApi({
      settings: {
        ...ALL_OFF,
        view_festival: true,
        festival_title: 'Festiwal Wiosna',
        view_vod: true,
        vod_filters: false,
      },
      festival: [event(1, { is_festival: true })],
      videos: [video(2)],
    });
    renderHome();
    expect(await screen.findByRole('heading', { level: 2, name: 'Festiwal Wiosna' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Nagranie 2' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Repertuar' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Polecane' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Witamy na Scenie' })).toBeTruthy();
    expect(paths(calls)).not.toContain('/external_api/slides');
    expect(paths(calls)).not.toContain('/external_api/events');
    expect(paths(calls)).not.toContain('/api/categories');
  });

  test('every list that is empty says that new items come soon', async () => {
    fakeHomeApi({ settings: { view_festival: true } });
    renderHome();
    expect(await screen.findByText('Wkrótce pojawią się tu nowe wydarzenia.')).toBeTruthy();
    expect(await screen.findByText('Wkrótce pojawią się tu nowe nagrania.')).toBeTruthy();
    expect(await screen.findByText('Program festiwalu pojawi się tu wkrótce.')).toBeTruthy();
    // No slides: the curtain with the visible title takes the slider's place.
    expect(await screen.findByRole('heading', { level: 1, name: 'Witamy na Scenie' })).toBeTruthy();
  });

  test('without the configuration only the stage and a retry are shown', async () => {
    const calls = fakeHomeApi({ failing: ['/external_api/config'] });
    renderHome();
    await userEvent.click(await screen.findByRole('button', { name: 'Spróbuj ponownie' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Witamy na Scenie' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Repertuar' })).toBeNull();
    expect(paths(calls).filter((call) => call === '/external_api/config')).toHaveLength(2);
  });

  test('a list that fails offers to try again', async () => {
    const calls = fakeHomeApi({
      settings: { ...ALL_OFF, view_vod: true },
      failing: ['/external_api/videos'],
    });
    renderHome();
    await userEvent.click(await screen.findByRole('button', { name: 'Spróbuj ponownie' }));
    expect(paths(calls).filter((call) => call === '/external_api/videos')).toHaveLength(2);
  });
});

describe('cards', () => {
  test('an event card links to its page and shows the Warsaw date, the price and its badges in words', async () => {
    fakeHomeApi({
      settings: { ...ALL_OFF, view_eventslist: true },
      events: [
        event(1, { status: 1, age_restriction: 16 }),
        event(2, { slug: null, event_price: 0, full_day: true }),
      ],
    });
    renderHome();
    const first = (await screen.findByRole('link', { name: 'Wydarzenie 1' })).closest('article')!;
    expect(within(first).getByRole('link').getAttribute('href')).toBe('/wydarzenie/wydarzenie-1');
    expect(within(first).getByText('12.05.2030, 19:00–21:00')).toBeTruthy();
    expect(within(first).getByText('49,90 zł')).toBeTruthy();
    expect(within(first).getByText('Trwa teraz')).toBeTruthy();
    expect(within(first).getByText('Od 16 lat')).toBeTruthy();
    const second = screen.getByRole('link', { name: 'Wydarzenie 2' }).closest('article')!;
    expect(within(second).getByRole('link').getAttribute('href')).toBe('/wydarzenie/2');
    expect(within(second).getByText('Bezpłatny dostęp')).toBeTruthy();
    expect(within(second).getByText('12.05.2030, cały dzień')).toBeTruthy();
  });

  test('a video card has a responsive image and the first row loads eagerly', async () => {
    fakeHomeApi({
      settings: { ...ALL_OFF, view_vod: true },
      videos: [1, 2, 3, 4].map((id) => video(id)),
    });
    const { container } = renderHome();
    await screen.findByRole('link', { name: 'Nagranie 4' });
    const images = [...container.querySelectorAll('article img')];
    expect(images.map((image) => image.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager', 'lazy']);
    expect(images[0]!.getAttribute('srcset')).toContain('w650.webp 650w');
    expect(images[0]!.getAttribute('sizes')).toBeTruthy();
    expect(images[0]!.getAttribute('width')).toBe('650');
    expect(images[0]!.getAttribute('height')).toBe('366');
    expect(screen.getByRole('link', { name: 'Nagranie 1' }).getAttribute('href')).toBe('/wideo/nagranie-1');
  });

  test('hidden, invisible and ended videos are left out', async () => {
    fakeHomeApi({
      settings: { ...ALL_OFF, view_vod: true },
      videos: [
        video(1),
        video(2, { dashboard_hidden: true }),
        video(3, { visible: false }),
        video(4, { end_date: '2020-01-01T00:00:00.000Z' }),
      ],
    });
    renderHome();
    await screen.findByRole('link', { name: 'Nagranie 1' });
    for (const id of [2, 3, 4]) expect(screen.queryByRole('link', { name: `Nagranie ${id}` })).toBeNull();
  });
});

describe('the slider', () => {
  test('pause/play comes first, then previous/next and the named dots; the keyboard moves between slides', async () => {
    fakeHomeApi({ settings: { ...ALL_OFF, view_slider: true }, slides: [slide(1), slide(2), slide(3)] });
    renderHome();
    const region = await screen.findByRole('region', { name: 'Polecane' });
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    expect(screen.getByRole('heading', { level: 1, name: 'Witamy na Scenie' })).toBeTruthy();

    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(
      within(region).getByRole('button', { name: 'Zatrzymaj pokaz slajdów' }),
    );
    await user.tab();
    expect(document.activeElement).toBe(within(region).getByRole('button', { name: 'Poprzedni slajd' }));
    await user.tab();
    await user.tab();
    const second = within(region).getByRole('button', { name: 'Slajd 2 z 3' });
    expect(document.activeElement).toBe(second);
    await user.keyboard('{Enter}');
    expect(second.getAttribute('aria-current')).toBe('true');
    const groups = region.querySelectorAll('[aria-roledescription="slide"]');
    expect([...groups].map((group) => (group as HTMLElement).hidden)).toEqual([true, false, true]);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(within(region).getByRole('button', { name: 'Slajd 3 z 3' }));
    expect([...groups].map((group) => (group as HTMLElement).hidden)).toEqual([true, true, false]);
    await user.keyboard('{ArrowRight}');
    expect([...groups].map((group) => (group as HTMLElement).hidden)).toEqual([false, true, true]);
    expect(screen.getByRole('link', { name: 'Slajd 1' }).getAttribute('href')).toBe('/wydarzenie/s1');
  });

  test('a slide links inside the site, to another site in a new tab, and never off the site through a bad path', async () => {
    fakeHomeApi({
      settings: { ...ALL_OFF, view_slider: true },
      slides: [
        { ...slide(1), url: '/wideo/wesele' },
        { ...slide(2), url: 'https://teatr.example/program' },
        // Stored before the shared site-path rule (issue 18, hole 6): a browser reads both as another host.
        { ...slide(3), url: '/\\evil.example' },
        { ...slide(4), url: '//evil.example' },
      ],
    });
    renderHome();
    const region = await screen.findByRole('region', { name: 'Polecane' });
    const link = (name: RegExp) => within(region).queryByRole('link', { name, hidden: true });
    expect(link(/^Slajd 1/)?.getAttribute('href')).toBe('/wideo/wesele');
    expect(link(/^Slajd 2/)?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link(/^Slajd 3/)).toBeNull();
    expect(link(/^Slajd 4/)).toBeNull();
    expect(within(region).getByText('Slajd 3')).toBeTruthy();
    expect([...region.querySelectorAll('a')].map((a) => a.getAttribute('href'))).not.toContain(
      '//evil.example',
    );
  });
});

describe('the carousel rotation', () => {
  const labels = {
    pause: 'Zatrzymaj',
    play: 'Wznów',
    previous: 'Poprzedni',
    next: 'Następny',
    slide: (position: number, total: number) => `Slajd ${position} z ${total}`,
  };
  const slides = [1, 2, 3].map((id) => ({ id, content: <p>Treść {id}</p> }));
  const visible = () => screen.getAllByText(/^Treść/).filter((p) => !(p.parentElement as HTMLElement).hidden);

  test('turns every 3000 ms, endlessly, and stops on hover, on focus and when paused', () => {
    vi.useFakeTimers();
    render(<Carousel label="Polecane" slides={slides} labels={labels} interval={3000} />);
    expect(visible()[0]!.textContent).toBe('Treść 1');
    act(() => void vi.advanceTimersByTime(3000));
    expect(visible()[0]!.textContent).toBe('Treść 2');
    act(() => void vi.advanceTimersByTime(6000));
    expect(visible()[0]!.textContent).toBe('Treść 1');

    const region = screen.getByRole('region', { name: 'Polecane' });
    fireEvent.mouseEnter(region);
    act(() => void vi.advanceTimersByTime(9000));
    expect(visible()[0]!.textContent).toBe('Treść 1');
    fireEvent.mouseLeave(region);

    fireEvent.focus(screen.getByRole('button', { name: 'Następny' }));
    act(() => void vi.advanceTimersByTime(9000));
    expect(visible()[0]!.textContent).toBe('Treść 1');
    fireEvent.blur(screen.getByRole('button', { name: 'Następny' }));

    fireEvent.click(screen.getByRole('button', { name: 'Zatrzymaj' }));
    act(() => void vi.advanceTimersByTime(9000));
    expect(visible()[0]!.textContent).toBe('Treść 1');
    expect(screen.getByRole('button', { name: 'Wznów' })).toBeTruthy();
  });

  test('under prefers-reduced-motion it starts paused', () => {
    vi.useFakeTimers();
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
    render(<Carousel label="Polecane" slides={slides} labels={labels} />);
    act(() => void vi.advanceTimersByTime(9000));
    expect(visible()[0]!.textContent).toBe('Treść 1');
    expect(screen.getByRole('button', { name: 'Wznów' })).toBeTruthy();
  });
});

describe('the VOD category filter', () => {
  const network: Network = {
    settings: { ...ALL_OFF, view_vod: true, vod_filters: true },
    videos: [
      video(1, { categories: [10] }),
      video(2, { categories: [11] }),
      video(3, { categories: [10, 11] }),
    ],
    categories: [
      { id: 10, name: 'Dramat' },
      { id: 11, name: 'Komedia' },
      { id: 12, name: 'Opera' },
    ],
  };

  test('a group of toggle buttons, one per category with videos, filters the grid', async () => {
    fakeHomeApi(network);
    renderHome();
    const group = await screen.findByRole('group', { name: 'Pokaż nagrania z kategorii' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Wszystkie', 'Dramat', 'Komedia']);
    expect(buttons[0]!.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(within(group).getByRole('button', { name: 'Komedia' }));
    expect(within(group).getByRole('button', { name: 'Komedia' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('link', { name: 'Nagranie 1' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Nagranie 2' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Nagranie 3' })).toBeTruthy();
    expect(screen.getByText('Pokazano 2 nagrania')).toBeTruthy();
    await userEvent.click(within(group).getByRole('button', { name: 'Wszystkie' }));
    expect(screen.getByRole('link', { name: 'Nagranie 1' })).toBeTruthy();
  });

  test('the filtered grid animates in only once the first second has passed, never under reduced motion', async () => {
    fakeHomeApi(network);
    renderHome();
    const group = await screen.findByRole('group', { name: 'Pokaż nagrania z kategorii' });
    const grid = () => screen.getByRole('link', { name: 'Nagranie 1' }).closest('ul')!;
    await userEvent.click(within(group).getByRole('button', { name: 'Dramat' }));
    expect(grid().className).not.toMatch(/mixIn/);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await userEvent.click(within(group).getByRole('button', { name: 'Wszystkie' }));
    expect(grid().className).toMatch(/mixIn/);

    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
    await userEvent.click(within(group).getByRole('button', { name: 'Dramat' }));
    expect(grid().className).not.toMatch(/mixIn/);
  });

  test('without vod_filters there are no filters and no categories call', async () => {
    const calls = fakeHomeApi({ ...network, settings: { ...network.settings, vod_filters: false } });
    renderHome();
    await screen.findByRole('link', { name: 'Nagranie 1' });
    expect(screen.queryByRole('group', { name: 'Pokaż nagrania z kategorii' })).toBeNull();
    expect(paths(calls)).not.toContain('/api/categories');
  });
});

describe('the gift block', () => {
  test('shown with the #prezent anchor while gifts are offered and not expired', async () => {
    fakeHomeApi({
      settings: {
        ...ALL_OFF,
        any_gift_available: true,
        gift_expiration: '2099-12-31',
        gift_label: 'Podaruj teatr',
        gift_price: 8000,
      },
    });
    renderHome();
    const heading = await screen.findByRole('heading', { level: 2, name: 'Podaruj teatr' });
    expect(heading.closest('section')!.id).toBe('prezent');
    expect(screen.getByRole('link', { name: 'Kup prezent' }).getAttribute('href')).toBe('/platnosc/prezent');
    expect(screen.getByText('Cena: 80,00 zł')).toBeTruthy();
  });

  test.each([
    ['expired', { any_gift_available: true, gift_expiration: '2020-01-01' }],
    ['not offered', { any_gift_available: false, gift_expiration: null }],
  ])('hidden when %s', async (_, gift) => {
    fakeHomeApi({ settings: { ...ALL_OFF, view_eventslist: true, ...gift } });
    renderHome();
    await screen.findByText('Wkrótce pojawią się tu nowe wydarzenia.');
    expect(screen.queryByRole('link', { name: 'Kup prezent' })).toBeNull();
    expect(document.getElementById('prezent')).toBeNull();
  });
});

describe('profile warnings', () => {
  test('a signed-in user without a country is sent to the edit form', async () => {
    signInAs(2);
    sessionStore.updateUser({ ...sessionStore.get()!.user, country_code: null } as never);
    fakeHomeApi({ settings: ALL_OFF });
    renderHome('member');
    expect(await screen.findByText('Nie podano kraju. Uzupełnij go w danych konta.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Uzupełnij dane konta' }).getAttribute('href')).toBe(
      '/konto?edit=true',
    );
  });
});

describe('administrators', () => {
  test('read the full list and see the unpublished and hidden labels', async () => {
    signInAs(1);
    const calls = fakeHomeApi({
      settings: { ...ALL_OFF, view_eventslist: true },
      adminEvents: [event(1, { published: false }), event(2, { dashboard_hidden: true }), event(3)],
    });
    renderHome('member');
    const first = (await screen.findByRole('link', { name: 'Wydarzenie 1' })).closest('article')!;
    expect(within(first).getByText('Nieopublikowane')).toBeTruthy();
    const second = screen.getByRole('link', { name: 'Wydarzenie 2' }).closest('article')!;
    expect(within(second).getByText('Ukryte')).toBeTruthy();
    const third = screen.getByRole('link', { name: 'Wydarzenie 3' }).closest('article')!;
    expect(within(third).queryByText('Nieopublikowane')).toBeNull();
    expect(paths(calls)).toContain('/api/events');
    expect(paths(calls)).not.toContain('/external_api/events');
  });

  test('visitors read the public list, without labels', async () => {
    signInAs(2);
    const calls = fakeHomeApi({ settings: { ...ALL_OFF, view_eventslist: true }, events: [event(3)] });
    renderHome('member');
    await screen.findByRole('link', { name: 'Wydarzenie 3' });
    expect(screen.queryByText('Nieopublikowane')).toBeNull();
    expect(paths(calls)).toContain('/external_api/events');
    expect(paths(calls)).not.toContain('/api/events');
  });
});

describe('the festival', () => {
  test('asks for finished events only when they are shown', async () => {
    const calls = fakeHomeApi({
      settings: { ...ALL_OFF, view_festival: true, festival_show_finished: false },
    });
    renderHome();
    await screen.findByText('Program festiwalu pojawi się tu wkrótce.');
    expect(paths(calls)).toContain('/external_api/events?festival=true');
  });

  test('short dates, finished events last and reversed per the flags', async () => {
    fakeHomeApi({
      settings: {
        ...ALL_OFF,
        view_festival: true,
        festival_show_finished: true,
        festival_reverse_finished: true,
        festival_short_dates: true,
      },
      festival: [
        event(1, { status: -1, date_from: '2030-05-01', date_to: '2030-05-01' }),
        event(2, { status: -1, date_from: '2030-05-02', date_to: '2030-05-02' }),
        event(3, { date_from: '2030-05-12', date_to: '2030-05-14' }),
      ],
    });
    renderHome();
    await screen.findByRole('link', { name: 'Wydarzenie 3' });
    const titles = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(titles).toEqual(['Wydarzenie 3', 'Wydarzenie 2', 'Wydarzenie 1']);
    expect(screen.getByText('12.05 – 14.05, 19:00–21:00')).toBeTruthy();
    expect(screen.getAllByText('Zakończone')).toHaveLength(2);
  });

  test('unpublished events never enter the festival list', () => {
    const list = festivalList([event(1, { published: false }), event(2)], {
      showFinished: true,
      reverseFinished: false,
    });
    expect(list.map((item) => item.id)).toEqual([2]);
  });
});
