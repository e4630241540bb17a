import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { TAdminVideo } from '@scena/shared/catalog/videos';
import { VideosSection } from '../videos-section';
import { adminVideo } from '@/test-support/catalog-fixtures';
import { fakeApi } from '@/test-support/fake-api';
import { fill, renderAdmin, stubBrowser } from '../../../test-support';

const video = (overrides: Partial<TAdminVideo>) =>
  adminVideo({ id: 1, slug: 'hamlet', title: 'Hamlet', duration: 120, video_link: '123456', ...overrides });

const LIST = [
  video({ id: 1, title: 'Hamlet' }),
  video({
    id: 2,
    slug: 'wesele',
    title: 'Wesele',
    visible: false,
    dashboard_hidden: true,
    video_price: 19.9,
    status: -1,
  }),
];

const COMMON = {
  'GET /api/videos': { status: 200, body: LIST },
  'GET /api/vimeo': {
    status: 200,
    body: [
      { id: 5, name: 'Gotowe', uri: '/local/5', status: 'COMPLETE' },
      { id: 6, name: 'W trakcie', uri: '/local/6', status: 'NOT_UPLOADED' },
    ],
  },
  'GET /api/categories': { status: 200, body: [] },
  'GET /api/galleries': { status: 200, body: [] },
};

beforeEach(() => stubBrowser());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('videos section', { timeout: 60_000 }, () => {
  test('lists the catalogue as cards with text status tags', async () => {
    fakeApi(COMMON);
    renderAdmin(<VideosSection />);
    expect(await screen.findByRole('heading', { name: 'Hamlet' })).toBeTruthy();
    const wesele = screen.getByRole('heading', { name: 'Wesele' }).closest('.ant-card') as HTMLElement;
    expect(within(wesele).getByText('Niewidoczne')).toBeTruthy();
    expect(within(wesele).getByText('Ukryte na listach')).toBeTruthy();
    expect(within(wesele).getByText('Zakończone')).toBeTruthy();
    expect(within(wesele).getByText('19,90 zł')).toBeTruthy();
    const hamlet = screen.getByRole('heading', { name: 'Hamlet' }).closest('.ant-card') as HTMLElement;
    expect(within(hamlet).getByText('Bezpłatne')).toBeTruthy();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Szukaj po tytule' }), 'wes');
    expect(screen.queryByRole('heading', { name: 'Hamlet' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Wesele' })).toBeTruthy();
  });

  test('the drawer sends the form as multipart and closes', async () => {
    const calls = fakeApi({
      ...COMMON,
      'POST /api/videos/': { status: 201, body: video({ id: 3, title: 'Dziady' }) },
    });
    renderAdmin(<VideosSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Dodaj wideo' }));
    const drawer = await screen.findByRole('dialog');
    fill(within(drawer).getByLabelText('Tytuł'), 'Dziady');
    fill(within(drawer).getByLabelText('Cena (zł, z VAT)'), '24,50');
    await userEvent.click(
      within(drawer).getByRole('combobox', { name: 'Link do wideo: wybierz z przesłanych nagrań' }),
    );
    const pending = await screen.findByTitle('W trakcie (przesyłanie niezakończone)');
    expect(pending.getAttribute('aria-disabled') ?? pending.className).toMatch(/true|disabled/);
    await userEvent.click(screen.getByTitle('Gotowe'));
    expect((within(drawer).getByLabelText('Link do wideo') as HTMLInputElement).value).toBe('local:5');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Zapisz' }));

    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.url).toBe('/api/videos/');
    const body = post.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('title')).toBe('Dziady');
    expect(body.get('video_price')).toBe('24,50');
    expect(body.get('video_link')).toBe('local:5');
    expect(body.get('visible')).toBe('true');
    expect(body.get('slug')).toBe('');
    expect(await screen.findByText('Dodano wideo.')).toBeTruthy();
  });

  test('client-side validation stops an invalid form before sending', async () => {
    const calls = fakeApi(COMMON);
    renderAdmin(<VideosSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Dodaj wideo' }));
    const drawer = await screen.findByRole('dialog');
    fill(within(drawer).getByLabelText('Tytuł'), 'Dziady');
    fill(within(drawer).getByLabelText('Link do wideo'), 'nie-link');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Zapisz' }));
    expect(await within(drawer).findByText('Niepoprawna wartość.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  test('a 422 from the API shows under its field', async () => {
    fakeApi({
      ...COMMON,
      'PUT /api/videos/1': {
        status: 422,
        body: { statusCode: 422, message: 'Błąd', formError: { slug: 'form.validate.slug_taken' } },
      },
    });
    renderAdmin(<VideosSection />);
    const hamlet = (await screen.findByRole('heading', { name: 'Hamlet' })).closest(
      '.ant-card',
    ) as HTMLElement;
    await userEvent.click(within(hamlet).getByRole('button', { name: /^Edytuj:/ }));
    const drawer = await screen.findByRole('dialog');
    expect((within(drawer).getByLabelText('Tytuł') as HTMLInputElement).value).toBe('Hamlet');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Zapisz' }));
    const error = await within(drawer).findByText('Ten odnośnik jest już zajęty.');
    expect(error.closest('.ant-form-item')?.textContent).toContain('Odnośnik (slug)');
  });

  test('delete asks first, then deletes', async () => {
    const calls = fakeApi({ ...COMMON, 'DELETE /api/videos/2': { status: 200, body: { ok: true } } });
    renderAdmin(<VideosSection />);
    const wesele = (await screen.findByRole('heading', { name: 'Wesele' })).closest(
      '.ant-card',
    ) as HTMLElement;
    await userEvent.click(within(wesele).getByRole('button', { name: /^Usuń:/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('Usunąć wideo „Wesele”?').length).toBeGreaterThan(0);
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Usuń' }));
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'DELETE' && call.url === '/api/videos/2')).toBe(true),
    );
  });

  test('the translations modal says "Brak tłumaczeń" and offers add only in mode none', async () => {
    fakeApi({ ...COMMON, 'GET /api/videos/1/translations': { status: 200, body: [] } });
    renderAdmin(<VideosSection />);
    const hamlet = (await screen.findByRole('heading', { name: 'Hamlet' })).closest(
      '.ant-card',
    ) as HTMLElement;
    await userEvent.click(within(hamlet).getByRole('button', { name: /^Tłumaczenia:/ }));
    const modal = await screen.findByRole('dialog');
    expect(await within(modal).findByText('Brak tłumaczeń')).toBeTruthy();
    const add = within(modal).getByRole('button', { name: 'Dodaj tłumaczenie' });
    await userEvent.click(add);
    expect((add as HTMLButtonElement).disabled).toBe(true);
    expect(within(modal).getByLabelText('Wersja z tłumaczem PJM')).toBeTruthy();
  });
});
