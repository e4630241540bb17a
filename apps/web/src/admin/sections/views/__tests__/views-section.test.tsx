import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

// antd under happy-dom is slow to type into.
vi.setConfig({ testTimeout: 20_000 });
import { ZAppConfig } from '@scena/shared/settings/app-config';
import { setLanguage } from '@/lib/i18n';
import { sessionStore } from '@/lib/session-store';
import { ViewsSection } from '../views-section';
import { fakeApi, fakeUpload, headersOf, writes, type Answer, type Call } from '@/test-support/fake-api';
import { renderAdmin, signInAdmin } from '../../../test-support';

const renderSection = () => renderAdmin(<ViewsSection />);

type Handler = (call: Call) => Answer | undefined;

const languageOf = (call: Call) => headersOf(call).get('Accept-Language');

/** The API as the section sees it: config, pages and whatever the test adds; every call is recorded. */
const fakeServer = (handler: Handler = () => undefined) =>
  fakeApi((call) => handler(call) ?? defaultAnswer(call));

const CONFIG = { ...ZAppConfig.parse({}), contact_email: 'kasa@teatr.pl', images: {} };
const PAGES: Record<string, { id: number; slug: string; title: string; content: string }> = {
  'polityka:pl': { id: 1, slug: 'polityka', title: 'Polityka prywatności', content: '<p>Dane</p>' },
  'polityka:en': { id: 1, slug: 'polityka', title: 'Privacy policy', content: '<p>Data</p>' },
};

/** The stored configuration: a successful PUT changes what the next GET answers, as the server's would. */
let stored: typeof CONFIG = CONFIG;

function defaultAnswer(call: Call): Answer {
  if (call.method === 'GET' && call.url === '/api/appconfig/') return { status: 200, body: stored };
  if (call.method === 'PUT' && call.url === '/api/appconfig') {
    stored = { ...stored, ...(call.body as object) };
    return { status: 200, body: stored };
  }
  if (call.method === 'GET' && call.url.startsWith('/external_api/config')) return { status: 200, body: {} };
  const page = /^\/api\/pages\/([a-z-]+)$/.exec(call.url);
  if (call.method === 'GET' && page) {
    const found = PAGES[`${page[1]}:${languageOf(call)}`] ?? PAGES[`${page[1]}:pl`];
    if (found) return { status: 200, body: found };
  }
  return { status: 404, body: { statusCode: 404, message: 'Nie znaleziono.' } };
}

beforeEach(() => {
  stored = CONFIG;
  setLanguage('pl');
  signInAdmin();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStore.clear();
});

describe('home blocks', () => {
  test('a toggle asks first what visitors will see, then saves only its own field and reloads the configuration', async () => {
    const calls = fakeServer();
    renderSection();
    const slider = await screen.findByRole('switch', { name: 'Slajder' });
    expect(slider.getAttribute('aria-checked')).toBe('true');

    await userEvent.click(slider);
    const question = await screen.findByRole('dialog', { name: 'Ukryć „Slajder” na stronie głównej?' });
    expect(within(question).getByText(/Odwiedzający przestaną go widzieć od razu/)).toBeTruthy();
    expect(writes(calls)).toEqual([]);
    await userEvent.click(within(question).getByRole('button', { name: 'Ukryj' }));

    await screen.findByText('Zaktualizowano zmiany');
    expect(writes(calls)).toEqual([
      expect.objectContaining({ url: '/api/appconfig', method: 'PUT', body: { view_slider: false } }),
    ]);
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Slajder' }).getAttribute('aria-checked')).toBe('false'),
    );
    // The reload: the admin configuration is fetched again after the save.
    await waitFor(() => expect(calls.filter((call) => call.url === '/api/appconfig/').length).toBe(2));
  });

  test('showing a block asks too, and Cancel changes nothing', async () => {
    stored = { ...CONFIG, view_vod: false };
    const calls = fakeServer();
    renderSection();
    await userEvent.click(await screen.findByRole('switch', { name: 'Wideo na życzenie (VOD)' }));
    const question = await screen.findByRole('dialog', {
      name: 'Pokazać „Wideo na życzenie (VOD)” na stronie głównej?',
    });
    expect(within(question).getByText(/Odwiedzający zobaczą go od razu/)).toBeTruthy();
    await userEvent.click(within(question).getByRole('button', { name: 'Anuluj' }));
    expect(writes(calls)).toEqual([]);
    expect(screen.getByRole('switch', { name: 'Wideo na życzenie (VOD)' }).getAttribute('aria-checked')).toBe(
      'false',
    );
  });

  test('a refused toggle shows the error toast and goes back', async () => {
    fakeServer((call) =>
      call.method === 'PUT' ? { status: 500, body: { statusCode: 500, message: 'Awaria' } } : undefined,
    );
    renderSection();
    await userEvent.click(await screen.findByRole('switch', { name: 'Repertuar' }));
    const question = await screen.findByRole('dialog', { name: 'Ukryć „Repertuar” na stronie głównej?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Ukryj' }));
    await screen.findByText('Wystąpił błąd: Awaria');
    expect(screen.getByRole('switch', { name: 'Repertuar' }).getAttribute('aria-checked')).toBe('true');
  });
});

describe('page links and contact e-mail', () => {
  test('Save waits for a change, checks the shared schema and sends only the changed field', async () => {
    const calls = fakeServer();
    renderSection();
    const form = within(
      (await screen.findByRole('heading', { name: 'Odnośniki i adres kontaktowy' })).closest('section')!,
    );
    const save = await form.findByRole('button', { name: 'Zapisz' });
    expect(save).toHaveProperty('disabled', true);

    await userEvent.type(form.getByLabelText('Odnośnik do polityki prywatności'), 'polityka');
    await userEvent.click(save);
    await form.findByText('Niepoprawny odnośnik.');
    expect(writes(calls)).toEqual([]);

    await userEvent.clear(form.getByLabelText('Odnośnik do polityki prywatności'));
    await userEvent.type(form.getByLabelText('Odnośnik do polityki prywatności'), '/n/polityka');
    await userEvent.click(save);

    await screen.findByText('Zaktualizowano zmiany');
    expect(writes(calls)).toEqual([expect.objectContaining({ body: { policy_page: '/n/polityka' } })]);
    await waitFor(() =>
      expect(form.getByRole('button', { name: 'Zapisz' })).toHaveProperty('disabled', true),
    );
  });

  test('a 422 lands under its field and its message in the toast', async () => {
    fakeServer((call) =>
      call.method === 'PUT'
        ? {
            status: 422,
            body: {
              statusCode: 422,
              code: 'VALIDATION',
              message: 'Popraw zaznaczone pola.',
              formError: { contact_email: 'form.validate.contact_email' },
            },
          }
        : undefined,
    );
    renderSection();
    const form = within(
      (await screen.findByRole('heading', { name: 'Odnośniki i adres kontaktowy' })).closest('section')!,
    );
    const email = await form.findByLabelText('Adres e-mail do kontaktu');
    await userEvent.clear(email);
    await userEvent.type(email, 'biuro@teatr.pl');
    await userEvent.click(form.getByRole('button', { name: 'Zapisz' }));

    await screen.findByText('Wystąpił błąd: Popraw zaznaczone pola.');
    const message = await form.findByText('Niepoprawny adres email.');
    expect(email.getAttribute('aria-describedby') ?? '').toContain(message.closest('[id]')?.id ?? 'missing');
  });
});

describe('page editor', () => {
  test('Save is enabled only after a change and sends title, content, slug and language', async () => {
    const calls = fakeServer((call) =>
      call.method === 'PUT' && call.url === '/api/pages/1'
        ? { status: 200, body: { id: 1, slug: 'polityka', title: 'Privacy', content: '<p>New</p>' } }
        : undefined,
    );
    renderSection();
    const editor = within((await screen.findByRole('heading', { name: 'Treść stron' })).closest('section')!);
    const content = await editor.findByLabelText('Treść (HTML)');
    expect(content).toHaveProperty('value', '<p>Dane</p>');
    expect(editor.getByRole('button', { name: 'Zapisz' })).toHaveProperty('disabled', true);

    await userEvent.click(editor.getByText('Angielski'));
    await waitFor(() => expect(editor.getByLabelText('Treść (HTML)')).toHaveProperty('value', '<p>Data</p>'));
    expect(calls.some((call) => call.url === '/api/pages/polityka' && languageOf(call) === 'en')).toBe(true);

    const title = editor.getByLabelText('Tytuł');
    await userEvent.clear(title);
    await userEvent.type(title, 'Privacy');
    await userEvent.clear(editor.getByLabelText('Treść (HTML)'));
    await userEvent.type(editor.getByLabelText('Treść (HTML)'), '<p>New<script>alert(1)</script></p>');
    // The live preview shows the allow-listed HTML only.
    const preview = editor.getByRole('region', { name: 'Podgląd' });
    await waitFor(() => expect(preview.innerHTML).toBe('<p>New</p>'));

    const save = editor.getByRole('button', { name: 'Zapisz' });
    expect(save).toHaveProperty('disabled', false);
    await userEvent.click(save);

    await screen.findByText('Zaktualizowano zmiany');
    expect(writes(calls)).toEqual([
      expect.objectContaining({
        url: '/api/pages/1',
        method: 'PUT',
        body: {
          title: 'Privacy',
          content: '<p>New<script>alert(1)</script></p>',
          slug: 'polityka',
          language: 'en',
        },
      }),
    ]);
    await waitFor(() =>
      expect(editor.getByRole('button', { name: 'Zapisz' })).toHaveProperty('disabled', true),
    );
    expect(editor.getByLabelText('Treść (HTML)')).toHaveProperty('value', '<p>New</p>');
  });

  test("a page's 422 goes under the content field", async () => {
    fakeServer((call) =>
      call.method === 'PUT'
        ? {
            status: 422,
            body: {
              statusCode: 422,
              code: 'VALIDATION',
              message: 'Popraw zaznaczone pola.',
              formError: { content: 'form.validate.too_long' },
            },
          }
        : undefined,
    );
    renderSection();
    const editor = within((await screen.findByRole('heading', { name: 'Treść stron' })).closest('section')!);
    await userEvent.type(await editor.findByLabelText('Treść (HTML)'), '<p>x</p>');
    await userEvent.click(editor.getByRole('button', { name: 'Zapisz' }));
    await editor.findByText('Za długi tekst.');
    await screen.findByText('Wystąpił błąd: Za długi tekst.');
  });
});

describe('background image', () => {
  test('a file over the limit is refused before sending; removal asks first', async () => {
    stored = { ...CONFIG, noauth_bg_image: '/media/bg/original.jpg' };
    const calls = fakeServer((call) => {
      if (call.method !== 'DELETE') return undefined;
      stored = { ...stored, noauth_bg_image: null };
      return { status: 200, body: stored };
    });
    const { container } = renderSection();
    await screen.findByRole('img', { name: 'Obecne tło stron logowania i rejestracji' });

    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    const big = new File([new Uint8Array(5200 * 1024 + 1)], 'tlo.jpg', { type: 'image/jpeg' });
    await userEvent.upload(input, big);
    await screen.findByText('Zbyt duży rozmiar pliku.');
    expect(writes(calls)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Usuń obraz' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Usuń' }));
    await screen.findByText('Sukces: tło zostało usunięte.');
    expect(writes(calls)).toEqual([
      expect.objectContaining({ url: '/api/appconfig/image/noauth_bg_image', method: 'DELETE' }),
    ]);
  });
  test('a JPEG within the limit goes as the file noauth_bg_image_data of a multipart PUT /api/appconfig', async () => {
    const calls = fakeServer();
    let answer: (value: Answer) => void = () => {};
    const sent = fakeUpload(new Promise<Answer>((resolve) => (answer = resolve)));
    const { container } = renderSection();
    await screen.findByText(/Nie ustawiono tła/);
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    const jpeg = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'tlo.jpg', { type: 'image/jpeg' });
    await userEvent.upload(input, jpeg);
    const bar = await screen.findByRole('progressbar', { name: 'Postęp wysyłania tła' });
    expect(bar.getAttribute('aria-valuenow')).toBe('50');
    answer({ status: 200, body: { ...CONFIG, noauth_bg_image: '/media/images/abc/original-800x600.jpg' } });
    await screen.findByText('Sukces: zapisano nowe tło.');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(writes(calls)).toEqual([]);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'PUT', url: '/api/appconfig' });
    expect([...sent[0]!.body.keys()]).toEqual(['noauth_bg_image_data']);
    expect(sent[0]!.body.get('noauth_bg_image_data')).toBe(jpeg);
  });
});

test('links lead to the festival and gifts tabs', async () => {
  fakeServer();
  renderSection();
  expect((await screen.findByRole('link', { name: /Blok festiwalu/ })).getAttribute('href')).toBe(
    '/teapp-admin?view=festival',
  );
  expect(screen.getByRole('link', { name: /Blok prezentów/ }).getAttribute('href')).toBe(
    '/teapp-admin?view=gifts',
  );
});
