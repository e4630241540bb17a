import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeApi, writes } from '@/test-support/fake-api';
import { renderAdmin } from '../../../test-support';
import { sameFileProblem } from '../continue-drawer';
import { HostedVideosSection } from '../hosted-videos-section';
import { fileOf, MB, Upload } from './fake-tus';
import { hostedVideo } from './hosted-fixtures';

vi.mock('tus-js-client', async () => await import('./fake-tus'));

const SIZE = 50 * MB;
const UNFINISHED = hostedVideo({
  id: 5,
  name: 'Wesele',
  uri: '/videos/5',
  status: 'NOT_UPLOADED',
  size: SIZE,
  file_name: 'wesele.mov',
  upload_link: 'https://host.example/upload/5?fresh=1',
});

async function openContinue() {
  const calls = fakeApi({
    'GET /api/vimeo': { status: 200, body: [UNFINISHED] },
    'PATCH /api/vimeo/videos/5': {
      status: 200,
      body: { ...UNFINISHED, status: 'TRANSCODING', offset: SIZE },
    },
  });
  renderAdmin(<HostedVideosSection />);
  await userEvent.click(await screen.findByRole('button', { name: 'Kontynuuj przesyłanie: Wesele' }));
  const drawer = await screen.findByRole('dialog');
  return { calls, drawer };
}

async function send(drawer: HTMLElement, file: File) {
  fireEvent.change(within(drawer).getByLabelText('Plik wideo'), { target: { files: [file] } });
  await userEvent.click(within(drawer).getByRole('button', { name: 'Prześlij' }));
}

beforeEach(() => {
  Upload.made = [];
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('continue transfer', { timeout: 30_000 }, () => {
  test('shows what file is expected and offers files like it', async () => {
    const { drawer } = await openContinue();
    expect(within(drawer).getByText('Kontynuuj przesyłanie: Wesele')).toBeTruthy();
    expect(within(drawer).getByText('wesele.mov')).toBeTruthy();
    expect(within(drawer).getByText('50 MB')).toBeTruthy();
    expect((within(drawer).getByLabelText('Plik wideo') as HTMLInputElement).accept).toBe('.mov');
  });

  test.each([
    ['another name', fileOf('hamlet.mov', SIZE, 'video/quicktime')],
    ['another size', fileOf('wesele.mov', SIZE - 1, 'video/quicktime')],
  ])('a file of %s is refused before a byte is sent', async (_, file) => {
    const { calls, drawer } = await openContinue();
    await send(drawer, file);
    expect(await within(drawer).findByText(/To nie jest ten sam plik/)).toBeTruthy();
    expect(Upload.made).toHaveLength(0);
    expect(writes(calls)).toEqual([]);
  });

  test('no file chosen asks for one', async () => {
    const { drawer } = await openContinue();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Prześlij' }));
    expect(await within(drawer).findByText('Proszę wybrać plik.')).toBeTruthy();
    expect(Upload.made).toHaveLength(0);
  });

  test("the same file resumes at the host's offset through the row's link, then finalises", async () => {
    const { calls, drawer } = await openContinue();
    await send(drawer, fileOf('wesele.mov', SIZE, 'video/quicktime'));
    await waitFor(() => expect(Upload.made).toHaveLength(1));
    const upload = Upload.made[0]!;
    expect(upload.options.uploadUrl).toBe('https://host.example/upload/5?fresh=1');
    expect(upload.options.endpoint).toBeUndefined();
    expect(upload.options.storeFingerprintForResuming).toBe(false);

    // After its HEAD, tus reports the server's offset first.
    act(() => upload.options.onProgress?.(20 * MB, SIZE));
    expect(await within(drawer).findByText('Wznowiono od 20 MB')).toBeTruthy();
    expect(within(drawer).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');

    act(() => upload.options.onSuccess?.({} as never));
    expect(await screen.findByText('Dodano wideo.')).toBeTruthy();
    expect(writes(calls).map((call) => `${call.method} ${call.url}`)).toEqual(['PATCH /api/vimeo/videos/5']);
  });

  test('a failed transfer keeps the drawer open to try again', async () => {
    const { drawer } = await openContinue();
    const file = fileOf('wesele.mov', SIZE, 'video/quicktime');
    await send(drawer, file);
    await waitFor(() => expect(Upload.made).toHaveLength(1));
    act(() => Upload.made[0]!.options.onError?.(new Error('tus: unexpected response')));
    expect(await screen.findByText('Wystąpił błąd. Upewnij się, że wybrano właściwy plik.')).toBeTruthy();
    // The spinner's leaving animation never ends under happy-dom, so its "loading" stays in the name.
    await userEvent.click(within(drawer).getByRole('button', { name: /Prześlij/ }));
    await waitFor(() => expect(Upload.made).toHaveLength(2));
  });
});

describe('sameFileProblem', () => {
  const video = { file_name: 'a.mp4', size: 10 };
  test.each([
    [null, 'form.validate.hosted_file'],
    [fileOf('a.mp4', 10), null],
    [fileOf('b.mp4', 10), 'form.validate.hosted_same_file'],
    [fileOf('a.mp4', 11), 'form.validate.hosted_same_file'],
  ])('%# answers %s', (file, expected) => {
    expect(sameFileProblem(file, video)).toBe(expected);
  });

  test('what the server did not record is not compared', () => {
    expect(sameFileProblem(fileOf('b.mp4', 11), { file_name: null, size: null })).toBeNull();
    expect(sameFileProblem(fileOf('b.mp4', 10), { file_name: null, size: 10 })).toBeNull();
  });
});
