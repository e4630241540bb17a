import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fakeApi } from '@/test-support/fake-api';
import { fill, renderAdmin } from '../../../test-support';
import { HostedVideosSection, TRANSCODING_POLL_MS } from '../hosted-videos-section';
import { hostedVideo } from './hosted-fixtures';

const ROWS = [
  hostedVideo({
    id: 1,
    name: 'Wesele',
    status: 'NOT_UPLOADED',
    size: 1.5 * 1024 ** 3,
    file_name: 'wesele.mp4',
    upload_link: 'https://host.example/upload/1',
  }),
  hostedVideo({ id: 2, name: 'Dziady', status: 'TRANSCODING', uri: '/videos/2' }),
  hostedVideo({ id: 3, name: 'Hamlet', status: 'COMPLETE', uri: '/videos/3' }),
  hostedVideo({ id: 4, name: 'Zepsute', status: 'FAILED', uri: '/videos/4', size: null, file_name: null }),
];

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;
const buttonsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('button')
    .map((button) => button.textContent);

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('hosted videos list', { timeout: 30_000 }, () => {
  test('each status shows as a text tag and offers only its operations', async () => {
    fakeApi({ 'GET /api/vimeo': { status: 200, body: ROWS } });
    renderAdmin(<HostedVideosSection />);

    const unfinished = await rowOf('Wesele');
    expect(within(unfinished).getByText('Nieukończone')).toBeTruthy();
    expect(within(unfinished).getByText('1,5 GB')).toBeTruthy();
    expect(within(unfinished).getByText('Plik: wesele.mp4')).toBeTruthy();
    // 08:07 UTC on 5 March is 9:07 in Warsaw (CET).
    expect(within(unfinished).getByText('05.03.2026 9:07')).toBeTruthy();
    expect(buttonsOf(unfinished)).toEqual(['Kontynuuj przesyłanie', 'Zmień nazwę', 'Usuń z listy']);

    const processing = await rowOf('Dziady');
    expect(within(processing).getByText('Przetwarzanie')).toBeTruthy();
    expect(buttonsOf(processing)).toEqual(['Napisy', 'Zmień nazwę', 'Usuń z listy']);

    const ready = await rowOf('Hamlet');
    expect(within(ready).getByText('Gotowe')).toBeTruthy();
    expect(within(ready).getByText('1 GB')).toBeTruthy();
    expect(buttonsOf(ready)).toEqual(['Napisy', 'Zmień nazwę', 'Usuń z listy']);

    const failed = await rowOf('Zepsute');
    expect(within(failed).getByText('Błąd')).toBeTruthy();
    expect(within(failed).getByText('—')).toBeTruthy();
    expect(buttonsOf(failed)).toEqual(['Zmień nazwę', 'Usuń z listy']);

    expect(screen.getByRole('button', { name: 'Kontynuuj przesyłanie: Wesele' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Napisy: Hamlet' })).toBeTruthy();
  });

  test('an empty list says so and offers placing a video', async () => {
    fakeApi({ 'GET /api/vimeo': { status: 200, body: [] } });
    renderAdmin(<HostedVideosSection />);
    const empty = (await screen.findByText('Brak plików wideo')).closest('.ant-empty') as HTMLElement;
    await userEvent.click(within(empty).getByRole('button', { name: 'Umieść wideo' }));
    expect(await screen.findByRole('dialog', { name: 'Umieść wideo' })).toBeTruthy();
  });

  test('a failed load says so and retries', async () => {
    const calls = fakeApi({
      'GET /api/vimeo': { status: 500, body: { statusCode: 500, message: 'Awaria' } },
    });
    renderAdmin(<HostedVideosSection />);
    expect(await screen.findByText('Nie udało się wczytać listy plików wideo')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    await waitFor(() => expect(calls.filter((call) => call.url === '/api/vimeo')).toHaveLength(2));
  });

  test('removing asks first, saying the file stays on the host', async () => {
    const calls = fakeApi({
      'GET /api/vimeo': { status: 200, body: ROWS },
      'DELETE /api/vimeo/3': { status: 204, body: undefined },
    });
    renderAdmin(<HostedVideosSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Usuń z listy: Hamlet' }));
    expect(await screen.findByText('Usunąć „Hamlet” z listy?')).toBeTruthy();
    expect(screen.getByText(/Plik zostanie w serwisie wideo/)).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Usuń z listy' }));
    expect(await screen.findByText('Usunięto z listy')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
      '/api/vimeo/3',
    ]);
  });

  test("a refused removal shows the server's message", async () => {
    fakeApi({
      'GET /api/vimeo': { status: 200, body: ROWS },
      'DELETE /api/vimeo/3': {
        status: 409,
        body: { statusCode: 409, message: 'Nagranie jest używane w katalogu.' },
      },
    });
    renderAdmin(<HostedVideosSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Usuń z listy: Hamlet' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Usuń z listy' }));
    expect(await screen.findByText('Wystąpił błąd: Nagranie jest używane w katalogu.')).toBeTruthy();
  });

  test('renaming sends the new name', async () => {
    const calls = fakeApi({
      'GET /api/vimeo': { status: 200, body: ROWS },
      'PUT /api/vimeo/3': (call) => ({ status: 200, body: { ...ROWS[2], ...(call.body as object) } }),
    });
    renderAdmin(<HostedVideosSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Zmień nazwę: Hamlet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zmiana nazwy: Hamlet' });
    const input = within(dialog).getByLabelText('Nazwa wideo');
    await waitFor(() => expect((input as HTMLInputElement).value).toBe('Hamlet'));
    fill(input, 'Hamlet (2026)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Zaktualizowano zmiany')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ name: 'Hamlet (2026)' });
  });

  test('while a video transcodes the list asks again every 5 s', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const calls = fakeApi({ 'GET /api/vimeo': { status: 200, body: ROWS } });
    renderAdmin(<HostedVideosSection />);
    await screen.findByText('Dziady');
    const lists = () => calls.filter((call) => call.url === '/api/vimeo').length;
    expect(lists()).toBe(1);
    act(() => vi.advanceTimersByTime(TRANSCODING_POLL_MS));
    await waitFor(() => expect(lists()).toBe(2));
  });

  test('nothing transcoding, nothing polled', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const calls = fakeApi({ 'GET /api/vimeo': { status: 200, body: [ROWS[2]] } });
    renderAdmin(<HostedVideosSection />);
    await screen.findByText('Hamlet');
    act(() => vi.advanceTimersByTime(TRANSCODING_POLL_MS * 3));
    expect(calls.filter((call) => call.url === '/api/vimeo')).toHaveLength(1);
  });
});
