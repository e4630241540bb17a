import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeApi, writes, type Call } from '@/test-support/fake-api';
import { fill, renderAdmin } from '../../../test-support';
import { HostedVideosSection } from '../hosted-videos-section';
import { fileOf, GB, MB, Upload } from './fake-tus';
import { hostedVideo } from './hosted-fixtures';

vi.mock('tus-js-client', async () => await import('./fake-tus'));

const SIZE = 100 * MB;
const CREATED = hostedVideo({
  id: 9,
  name: 'Wesele',
  uri: '/videos/9',
  status: 'NOT_UPLOADED',
  size: SIZE,
  file_name: 'wesele.mp4',
  upload_link: 'https://host.example/upload/9',
});

function serve(overrides: Record<string, { status: number; body: unknown }> = {}): Call[] {
  return fakeApi({
    'GET /api/vimeo': { status: 200, body: [] },
    'POST /api/vimeo': { status: 201, body: CREATED },
    'PATCH /api/vimeo/videos/9': { status: 200, body: { ...CREATED, status: 'COMPLETE', offset: SIZE } },
    ...overrides,
  });
}

async function openDrawer() {
  renderAdmin(<HostedVideosSection />);
  await screen.findByText('Brak plików wideo');
  await userEvent.click(screen.getAllByRole('button', { name: 'Umieść wideo' })[0]!);
  return screen.findByRole('dialog', { name: 'Umieść wideo' });
}

function choose(drawer: HTMLElement, file: File) {
  fireEvent.change(within(drawer).getByLabelText('Plik wideo'), { target: { files: [file] } });
}

/** Fills the form, sends it and answers the tus upload it starts. */
async function startUpload(drawer: HTMLElement) {
  fill(within(drawer).getByLabelText('Nazwa wideo'), 'Wesele');
  choose(drawer, fileOf('wesele.mp4', SIZE));
  await userEvent.click(within(drawer).getByRole('button', { name: 'Prześlij' }));
  await waitFor(() => expect(Upload.made).toHaveLength(1));
  return Upload.made[0]!;
}

/** Found by its text: under test every antd dialog is labelled by the same id. */
async function abortConfirmation() {
  const titles = await screen.findAllByText('Przerwać przesyłanie?', {
    selector: '.ant-modal-confirm-title',
  });
  // A dismissed confirmation may linger (its closing animation never ends under happy-dom): the newest counts.
  return titles.at(-1)!.closest('[role="dialog"]') as HTMLElement;
}

function leavePage(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

beforeEach(() => {
  Upload.made = [];
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('placing a video', { timeout: 30_000 }, () => {
  test('an empty form names both missing fields and sends nothing', async () => {
    const calls = serve();
    const drawer = await openDrawer();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Prześlij' }));
    expect(await within(drawer).findByText('Proszę podać nazwę wideo.')).toBeTruthy();
    expect(within(drawer).getByText('Proszę wybrać plik.')).toBeTruthy();
    expect(writes(calls)).toEqual([]);
  });

  test('a file over 10 GB is refused', async () => {
    const calls = serve();
    const drawer = await openDrawer();
    fill(within(drawer).getByLabelText('Nazwa wideo'), 'Wesele');
    choose(drawer, fileOf('wesele.mp4', 10 * GB + 1));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Prześlij' }));
    expect(
      await within(drawer).findByText('Zbyt duży rozmiar pliku. Maksymalny rozmiar pliku to 10GB.'),
    ).toBeTruthy();
    expect(writes(calls)).toEqual([]);
  });

  test('a file of another type is refused', async () => {
    const calls = serve();
    const drawer = await openDrawer();
    fill(within(drawer).getByLabelText('Nazwa wideo'), 'Wesele');
    choose(drawer, fileOf('program.pdf', MB, 'application/pdf'));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Prześlij' }));
    expect(
      await within(drawer).findByText('Złe rozszerzenie pliku. Dozwolony mp4, mov, wmv, avi, flv.'),
    ).toBeTruthy();
    expect(writes(calls)).toEqual([]);
  });

  test('the file picker accepts the video types and names the video after the file', async () => {
    serve();
    const drawer = await openDrawer();
    const input = within(drawer).getByLabelText('Plik wideo') as HTMLInputElement;
    expect(input.accept).toBe('video/mp4,video/webm,video/ogg');
    choose(drawer, fileOf('Wesele 2026.mp4', SIZE));
    expect((within(drawer).getByLabelText('Nazwa wideo') as HTMLInputElement).value).toBe('Wesele 2026');
    expect(within(drawer).getByText('Wybrano: Wesele 2026.mp4 (100 MB)')).toBeTruthy();
  });

  test('starts the upload, sends the bytes by tus to the upload link, then finalises', async () => {
    const calls = serve();
    const clock = vi.spyOn(performance, 'now').mockReturnValue(0);
    const drawer = await openDrawer();
    const upload = await startUpload(drawer);

    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Wesele',
      size: SIZE,
      file_name: 'wesele.mp4',
    });
    expect(upload.started).toBe(1);
    expect(upload.options.uploadUrl).toBe('https://host.example/upload/9');
    expect(upload.options.endpoint).toBeUndefined();
    expect(upload.options.retryDelays).toEqual([0, 3000, 5000, 10000, 20000]);
    expect(upload.options.storeFingerprintForResuming).toBe(false);

    act(() => upload.options.onProgress?.(0, SIZE));
    expect(
      await screen.findByText('Nie zamykaj tego okna ani karty, dopóki przesyłanie się nie zakończy.'),
    ).toBeTruthy();
    expect(leavePage()).toBe(true);

    clock.mockReturnValue(2000);
    act(() => upload.options.onProgress?.(50 * MB, SIZE));
    const bar = screen.getByRole('progressbar', { name: 'Postęp przesyłania' });
    expect(bar.getAttribute('aria-valuenow')).toBe('50');
    expect(screen.getByText('Przesłano 50 MB z 100 MB')).toBeTruthy();
    expect(screen.getByText('Prędkość: 25 MB/s')).toBeTruthy();
    expect(screen.getByText('Pozostało: 2 s')).toBeTruthy();
    expect(writes(calls).some((call) => call.method === 'PATCH')).toBe(false);

    act(() => upload.options.onProgress?.(SIZE, SIZE));
    act(() => upload.options.onSuccess?.({} as never));
    expect(await screen.findByText('Dodano wideo.')).toBeTruthy();
    expect(writes(calls).map((call) => `${call.method} ${call.url}`)).toEqual([
      'POST /api/vimeo',
      'PATCH /api/vimeo/videos/9',
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Umieść wideo' })).toBeNull());
    expect(leavePage()).toBe(false);
  });

  test("a start the server refuses shows the server's message and sends no byte", async () => {
    serve({
      'POST /api/vimeo': {
        status: 507,
        body: { statusCode: 507, message: 'Za mało miejsca na serwerze wideo.' },
      },
    });
    const drawer = await openDrawer();
    fill(within(drawer).getByLabelText('Nazwa wideo'), 'Wesele');
    choose(drawer, fileOf('wesele.mp4', SIZE));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Prześlij' }));
    expect(await screen.findByText('Za mało miejsca na serwerze wideo.')).toBeTruthy();
    expect(Upload.made).toHaveLength(0);
  });

  test('a 422 on the start goes under the fields', async () => {
    serve({
      'POST /api/vimeo': {
        status: 422,
        body: {
          statusCode: 422,
          message: 'Popraw zaznaczone pola.',
          formError: { size: 'form.validate.hosted_size' },
        },
      },
    });
    const drawer = await openDrawer();
    fill(within(drawer).getByLabelText('Nazwa wideo'), 'Wesele');
    choose(drawer, fileOf('wesele.mp4', SIZE));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Prześlij' }));
    expect(
      await within(drawer).findByText('Zbyt duży rozmiar pliku. Maksymalny rozmiar pliku to 10GB.'),
    ).toBeTruthy();
  });

  test('a failed transfer says to check the file and does not finalise', async () => {
    const calls = serve();
    const drawer = await openDrawer();
    const upload = await startUpload(drawer);
    act(() => upload.options.onError?.(new Error('tus: failed to upload chunk')));
    expect(await screen.findByText('Wystąpił błąd. Upewnij się, że wybrano właściwy plik.')).toBeTruthy();
    expect(writes(calls).some((call) => call.method === 'PATCH')).toBe(false);
  });

  test('a failed finalisation asks to contact the administrator', async () => {
    serve({
      'PATCH /api/vimeo/videos/9': { status: 409, body: { statusCode: 409, message: 'Brakuje bajtów.' } },
    });
    const drawer = await openDrawer();
    const upload = await startUpload(drawer);
    act(() => upload.options.onSuccess?.({} as never));
    expect(await screen.findByText('Wystąpił błąd. Skontaktuj się z administratorem.')).toBeTruthy();
  });

  test('Escape while uploading asks before stopping; stopping keeps the video for later', async () => {
    const calls = serve();
    const drawer = await openDrawer();
    const upload = await startUpload(drawer);
    act(() => upload.options.onProgress?.(0, SIZE));

    act(() => within(drawer).getByRole('button', { name: 'Przerwij przesyłanie' }).focus());
    await userEvent.keyboard('{Escape}');
    const confirm = await abortConfirmation();
    expect(drawer.isConnected).toBe(true);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Przesyłaj dalej' }));
    expect(upload.aborted).toBe(false);

    await userEvent.click(within(drawer).getByRole('button', { name: 'Przerwij przesyłanie' }));
    const again = await abortConfirmation();
    await userEvent.click(within(again).getByRole('button', { name: 'Przerwij' }));
    expect(await screen.findByText(/Przerwano przesyłanie/)).toBeTruthy();
    expect(upload.aborted).toBe(true);
    expect(writes(calls).map((call) => call.method)).toEqual(['POST']);
    expect(leavePage()).toBe(false);
  });

  test('offline, it waits for the network and resumes by itself', async () => {
    serve();
    const drawer = await openDrawer();
    const upload = await startUpload(drawer);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => upload.options.onError?.(new Error('tus: failed to upload chunk')));
    expect(await screen.findByText(/Brak połączenia z internetem/)).toBeTruthy();
    expect(leavePage()).toBe(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(upload.started).toBe(2);
  });
});
