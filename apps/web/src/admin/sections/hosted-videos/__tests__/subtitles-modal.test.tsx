import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fakeApi, writes, type Call } from '@/test-support/fake-api';
import { fill, renderAdmin } from '../../../test-support';
import { HostedVideosSection } from '../hosted-videos-section';
import { hostedVideo } from './hosted-fixtures';

const VIDEO = hostedVideo({ id: 7, name: 'Hamlet', uri: '/videos/7', status: 'COMPLETE' });
const ENGLISH = { id: '31', language: 'en', name: 'English', kind: 'subtitles', active: true };

const SRT = [
  '1',
  '00:00:01,000 --> 00:00:04,000',
  'Być albo nie być.',
  '',
  '2',
  '00:00:05,000 --> 00:00:07,500',
  'Oto jest pytanie.',
  '',
].join('\r\n');

async function openSubtitles(extra: Record<string, { status: number; body: unknown }> = {}) {
  const calls: Call[] = fakeApi({
    'GET /api/vimeo': { status: 200, body: [VIDEO] },
    'GET /api/vimeo/videos/7/subtitles': { status: 200, body: { data: [ENGLISH] } },
    ...extra,
  });
  renderAdmin(<HostedVideosSection />);
  await userEvent.click(await screen.findByRole('button', { name: 'Napisy: Hamlet' }));
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByText('English');
  return { calls, dialog };
}

const content = (dialog: HTMLElement) =>
  within(dialog).getByLabelText('Treść napisów (WebVTT)') as HTMLTextAreaElement;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('subtitles', { timeout: 30_000 }, () => {
  test('lists the tracks; the new one defaults to Polish named "Polski"', async () => {
    const { dialog } = await openSubtitles();
    const row = within(dialog).getByText('English').closest('tr') as HTMLElement;
    expect(within(row).getByText('angielski (en)')).toBeTruthy();
    expect(within(dialog).getByText('polski (pl)')).toBeTruthy();
    expect((within(dialog).getByLabelText('Nazwa') as HTMLInputElement).value).toBe('Polski');
  });

  test('the name follows the language until the admin writes one of their own', async () => {
    const { dialog } = await openSubtitles();
    const name = within(dialog).getByLabelText('Nazwa') as HTMLInputElement;
    const pick = async (label: string) => {
      await userEvent.click(within(dialog).getByLabelText('Język'));
      await userEvent.click(await screen.findByText(label, { selector: '.ant-select-item-option-content' }));
    };
    await pick('ukraiński (uk)');
    await waitFor(() => expect(name.value).toBe('Українська'));
    fill(name, 'Українська (для глухих)');
    await pick('niemiecki (de)');
    expect(name.value).toBe('Українська (для глухих)');
  });

  test('an SRT file becomes WebVTT in the text area and is sent as WebVTT', async () => {
    const { calls, dialog } = await openSubtitles({
      'POST /api/vimeo/videos/7/subtitles': {
        status: 201,
        body: { id: '32', language: 'pl', name: 'Polski', kind: 'subtitles', active: true },
      },
    });
    const file = new File([SRT], 'hamlet.srt', { type: 'application/x-subrip' });
    fireEvent.change(within(dialog).getByTestId('subtitle-file-input'), { target: { files: [file] } });
    expect(
      await within(dialog).findByText('Zamieniono napisy SRT z pliku hamlet.srt na WebVTT.'),
    ).toBeTruthy();
    const expected = [
      'WEBVTT',
      '',
      '1',
      '00:00:01.000 --> 00:00:04.000',
      'Być albo nie być.',
      '',
      '2',
      '00:00:05.000 --> 00:00:07.500',
      'Oto jest pytanie.',
      '',
    ].join('\n');
    expect(content(dialog).value).toBe(expected);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Dodaj napisy' }));
    expect(await screen.findByText('Dodano napisy')).toBeTruthy();
    expect(writes(calls)).toEqual([
      {
        url: '/api/vimeo/videos/7/subtitles',
        method: 'POST',
        body: { language: 'pl', name: 'Polski', subtitleContent: expected },
      },
    ]);
  });

  test('a bad timing is named with its line and nothing is sent', async () => {
    const { calls, dialog } = await openSubtitles();
    fill(
      content(dialog),
      'WEBVTT\n\n00:00:01.000 --> 00:00:04.000\nByć\n\n00:00:05 --> 00:00:07.000\nNie być',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dodaj napisy' }));
    expect(
      await within(dialog).findByText(
        'Błąd w wierszu 6: niepoprawny czas napisu (oczekiwano 00:00:01.000 --> 00:00:04.000).',
      ),
    ).toBeTruthy();
    expect(writes(calls)).toEqual([]);
  });

  test('a file with a problem is shown as it is, with the line of the problem', async () => {
    const { dialog } = await openSubtitles();
    const broken = SRT.replace('00:00:07,500', '00:00:04,500');
    const file = new File([broken], 'hamlet.srt');
    fireEvent.change(within(dialog).getByTestId('subtitle-file-input'), { target: { files: [file] } });
    expect(
      await within(dialog).findByText(
        'Błąd w wierszu 6: czas końca napisu musi być późniejszy niż czas jego początku.',
      ),
    ).toBeTruthy();
    expect(content(dialog).value).toBe(broken);
  });

  test('a file that is neither .vtt nor .srt is refused', async () => {
    const { dialog } = await openSubtitles();
    fireEvent.change(within(dialog).getByTestId('subtitle-file-input'), {
      target: { files: [new File(['x'], 'napisy.txt', { type: 'text/plain' })] },
    });
    expect(await within(dialog).findByText('Wybierz plik z rozszerzeniem .vtt lub .srt.')).toBeTruthy();
  });

  test('empty content asks for subtitles', async () => {
    const { calls, dialog } = await openSubtitles();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dodaj napisy' }));
    expect(
      await within(dialog).findByText('Proszę wkleić napisy albo wybrać plik .vtt lub .srt.'),
    ).toBeTruthy();
    expect(writes(calls)).toEqual([]);
  });

  test('deleting a track asks first', async () => {
    const { calls, dialog } = await openSubtitles({
      'DELETE /api/vimeo/videos/7/subtitles/31': { status: 204, body: undefined },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Usuń napisy: English' }));
    expect(await screen.findByText('Usunąć napisy „English”?')).toBeTruthy();
    expect(writes(calls)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Usuń' }));
    expect(await screen.findByText('Napisy zostały usunięte')).toBeTruthy();
    await waitFor(() =>
      expect(writes(calls).map((call) => `${call.method} ${call.url}`)).toEqual([
        'DELETE /api/vimeo/videos/7/subtitles/31',
      ]),
    );
  });
});
