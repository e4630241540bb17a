import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { TSearchResults } from '@scena/shared/catalog/search';
import { setLanguage } from '@/lib/i18n';
import { sessionStore } from '@/lib/session-store';
import { fakeApi, headersOf, type Answer, type Call } from '@/test-support/fake-api';
import { renderRoutes } from '@/test-support/render';
import { SearchPage } from '../routes/search-page';

const renderAt = (url: string) => renderRoutes(<Route path="/szukaj" element={<SearchPage />} />, url);

/** StrictMode mounts twice and the first fetch is aborted, so a call may repeat: compare the distinct ones. */
const distinct = (calls: Call[]) => {
  const seen = calls.map((call) => ({ url: call.url, language: headersOf(call).get('accept-language') }));
  return [...new Map(seen.map((call) => [JSON.stringify(call), call])).values()];
};

const searchUrl = (query: string) => `/api/search/all?${new URLSearchParams({ search: query })}`;

const RESULTS: TSearchResults = {
  videos: [
    {
      id: 1,
      slug: 'zolw-i-zajac',
      title: 'Żółw i zając',
      snippet: 'Bajka o żółwiu Filemonie',
      path: '/wideo/zolw-i-zajac',
    },
    { id: 2, slug: 'opowiesc', title: 'Opowieść leśna', snippet: '', path: '/wideo/opowiesc' },
  ],
  events: [{ id: 9, slug: null, title: 'Wyścig żółwi', snippet: 'Bieg po scenie', path: '/wydarzenie/9' }],
  pages: [],
};

beforeEach(() => {
  sessionStore.clear();
  setLanguage('pl');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setLanguage('pl');
});

describe('search results', () => {
  test('groups the hits with counts, snippets and read-more links; the tab title holds the query', async () => {
    const calls = fakeApi({ [searchUrl('żółw')]: { status: 200, body: RESULTS } });
    renderAt('/szukaj?q=%C5%BC%C3%B3%C5%82w');

    expect(await screen.findByRole('heading', { level: 3, name: 'Wideo (2)' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Wyniki dla „żółw”' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Wydarzenia (1)' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /Strony/ })).toBeNull();
    expect(screen.getByText('Znaleziono 3 wyniki.')).toBeTruthy();
    expect(document.title).toContain('Wyniki dla „żółw”');

    const videos = screen.getByRole('region', { name: 'Wideo (2)' });
    expect(within(videos).getByRole('link', { name: 'Żółw i zając' }).getAttribute('href')).toBe(
      '/wideo/zolw-i-zajac',
    );
    expect(within(videos).getByText('Bajka o żółwiu Filemonie')).toBeTruthy();
    const readMore = within(videos).getByRole('link', { name: 'Czytaj więcej: Żółw i zając' });
    expect(readMore.getAttribute('href')).toBe('/wideo/zolw-i-zajac');
    expect(
      within(screen.getByRole('region', { name: 'Wydarzenia (1)' }))
        .getByRole('link', { name: 'Czytaj więcej: Wyścig żółwi' })
        .getAttribute('href'),
    ).toBe('/wydarzenie/9');

    expect(distinct(calls)).toEqual([{ url: searchUrl('żółw'), language: 'pl' }]);
    await userEvent.click(readMore);
    expect(screen.getByTestId('where').textContent).toBe('/wideo/zolw-i-zajac');
  });

  test('shows a loading state, then the empty state', async () => {
    let release: (answer: Answer) => void = () => {};
    fakeApi({
      [searchUrl('nic takiego')]: () => new Promise<Answer>((resolve) => (release = resolve)),
    });
    renderAt('/szukaj?q=nic+takiego');
    expect(await screen.findByText('Szukamy…')).toBeTruthy();
    release({ status: 200, body: { videos: [], events: [], pages: [] } });
    expect(await screen.findByText('Brak wyników dla „nic takiego”.')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
  });

  test('an error offers a retry that searches again', async () => {
    let fail = true;
    const calls = fakeApi({
      [searchUrl('wesele')]: async () =>
        fail
          ? { status: 500, body: { statusCode: 500, message: 'Wewnętrzny błąd serwera.' } }
          : { status: 200, body: RESULTS },
    });
    renderAt('/szukaj?q=wesele');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Nie udało się wyszukać')).toBeTruthy();
    expect(within(alert).getByText('Wewnętrzny błąd serwera.')).toBeTruthy();
    fail = false;
    const before = calls.length;
    await userEvent.click(within(alert).getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Wideo (2)' })).toBeTruthy();
    expect(calls).toHaveLength(before + 1);
  });

  test('a typed query searches; a short one asks for 3 characters and calls nothing', async () => {
    const calls = fakeApi({ [searchUrl('wesele')]: { status: 200, body: RESULTS } });
    renderAt('/szukaj');
    const field = screen.getByRole('searchbox', { name: 'Czego szukasz?' });
    await userEvent.type(field, 'we');
    await userEvent.click(screen.getByRole('button', { name: 'Szukaj' }));
    expect(screen.getByRole('searchbox', { name: 'Czego szukasz?' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(calls).toEqual([]);

    await userEvent.type(screen.getByRole('searchbox', { name: 'Czego szukasz?' }), 'sele');
    await userEvent.click(screen.getByRole('button', { name: 'Szukaj' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Wideo (2)' })).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/szukaj?q=wesele');
    expect(distinct(calls)).toEqual([{ url: searchUrl('wesele'), language: 'pl' }]);
  });

  test('a short query in the address shows the message without searching', async () => {
    const calls = fakeApi({});
    renderAt('/szukaj?q=ab');
    expect(await screen.findByText('Wpisz co najmniej 3 znaki.')).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Czego szukasz?' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    expect(calls).toEqual([]);
  });

  test('in English: the labels and the language of the call', async () => {
    setLanguage('en');
    const calls = fakeApi({
      [searchUrl('tortoise')]: {
        status: 200,
        body: {
          videos: [],
          events: [],
          pages: [{ id: 4, slug: 'o-nas', title: 'About', snippet: 'A tortoise', path: '/n/o-nas' }],
        },
      },
    });
    renderAt('/szukaj?q=tortoise');
    expect(await screen.findByRole('heading', { level: 3, name: 'Pages (1)' })).toBeTruthy();
    expect(screen.getByText('1 result found.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Read more: About' }).getAttribute('href')).toBe('/n/o-nas');
    expect(distinct(calls)).toEqual([{ url: searchUrl('tortoise'), language: 'en' }]);
  });
});
