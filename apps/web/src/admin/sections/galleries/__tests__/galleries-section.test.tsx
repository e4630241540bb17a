import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { GalleriesSection } from '../galleries-section';
import { fakeApi, fakeUpload } from '@/test-support/fake-api';
import { renderAdmin } from '../../../test-support';

const renderSection = () => renderAdmin(<GalleriesSection />);

const IMAGE = {
  id: 11,
  url: '/media/a/original.jpg',
  thumb_url: '/media/a/400.webp',
  grid_thumb_url: '/media/a/grid.webp',
  srcset: '/media/a/400.webp 400w',
  width: 800,
  height: 600,
};
const WEDDING = {
  id: 1,
  name: 'Wesele',
  updated_at: '2026-11-01T10:00:00.000Z',
  images: [IMAGE],
  videos: [{ id: 3, title: 'Wesele — spektakl', slug: 'wesele' }],
};
const EMPTY = { id: 2, name: 'Pusta', updated_at: '2026-11-01T10:00:00.000Z', images: [], videos: [] };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('galleries', { timeout: 30_000 }, () => {
  test('the list shows each gallery; a row expands to the videos using it', async () => {
    fakeApi({ 'GET /api/galleries': { status: 200, body: [WEDDING, EMPTY] } });
    renderSection();
    const row = (await screen.findByText('Wesele')).closest('tr')!;
    expect(within(row).getByText('1 / 5')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Pokaż nagrania używające galerii Wesele' }));
    const link = await screen.findByRole('link', { name: 'Wesele — spektakl' });
    expect(link.getAttribute('href')).toBe('/wideo/wesele');
  });

  test('adding sends the name', async () => {
    const calls = fakeApi({
      'GET /api/galleries': { status: 200, body: [] },
      'POST /api/galleries/': { status: 201, body: EMPTY },
    });
    renderSection();
    await screen.findByText('Brak galerii');
    await userEvent.type(screen.getByLabelText('Nazwa'), 'Pusta');
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj galerię' }));
    await screen.findByText('Sukces');
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      url: '/api/galleries/',
      method: 'POST',
      body: { name: 'Pusta' },
    });
  });

  test("a 422 puts the server's message under the name cell", async () => {
    fakeApi({
      'GET /api/galleries': { status: 200, body: [WEDDING] },
      'PUT /api/galleries/1': {
        status: 422,
        body: {
          statusCode: 422,
          message: 'Popraw zaznaczone pola.',
          code: 'VALIDATION',
          formError: { name: 'form.validate.gallery_name' },
        },
      },
    });
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Zmień nazwę galerii Wesele' }));
    const input = within(screen.getByRole('table')).getByRole('textbox', { name: 'Nazwa' });
    await userEvent.type(input, ' 2{Enter}');
    expect(await within(input.closest('tr')!).findByText(/Dozwolone litery, cyfry i spacje/)).toBeTruthy();
    expect(await screen.findByText('Wystąpił błąd: Popraw zaznaczone pola.')).toBeTruthy();
  });

  test('deleting a gallery asks first', async () => {
    const calls = fakeApi({
      'GET /api/galleries': { status: 200, body: [EMPTY] },
      'DELETE /api/galleries/2': { status: 200, body: { ok: true } },
    });
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Usuń galerię Pusta' }));
    await screen.findByText(/Usunąć galerię „Pusta”/);
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Usuń' }));
    await screen.findByText('Usunięto galerię');
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
      '/api/galleries/2',
    ]);
  });

  test('the image manager says "Brak zdjęć" and uploads a PNG as multipart', async () => {
    fakeApi({ 'GET /api/galleries': { status: 200, body: [EMPTY] } });
    const sent = fakeUpload({ status: 201, body: { ...EMPTY, images: [IMAGE] } });
    vi.stubGlobal('createImageBitmap', async () => ({ width: 800, height: 600, close: () => {} }));
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Zdjęcia galerii Pusta' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Brak zdjęć')).toBeTruthy();
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'a.png', { type: 'image/png' });
    fireEvent.change(within(dialog).getByTestId('image-input'), { target: { files: [file] } });
    await screen.findByText('Dodano zdjęcie');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('/api/galleries/2/images');
    expect(sent[0]!.body.get('image')).toBeInstanceOf(File);
  });

  test('a file that is not JPEG or PNG is refused before any upload', async () => {
    fakeApi({ 'GET /api/galleries': { status: 200, body: [EMPTY] } });
    const sent = fakeUpload({ status: 201, body: EMPTY });
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Zdjęcia galerii Pusta' }));
    const dialog = await screen.findByRole('dialog');
    const file = new File(['GIF89a'], 'a.gif', { type: 'image/gif' });
    fireEvent.change(within(dialog).getByTestId('image-input'), { target: { files: [file] } });
    expect(await screen.findByText(/Dozwolone są tylko pliki JPG i PNG/)).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  test('deleting an image asks first', async () => {
    const calls = fakeApi({
      'GET /api/galleries': { status: 200, body: [WEDDING] },
      'DELETE /api/galleryImages/11': { status: 200, body: { ...WEDDING, images: [] } },
    });
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Zdjęcia galerii Wesele' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Usuń zdjęcie 1' }));
    await screen.findByText('Usunąć to zdjęcie?');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Usuń' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
        '/api/galleryImages/11',
      ]),
    );
  });
});
