import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { SliderSettingsSection } from '../slider-settings-section';
import { fakeApi, fakeUpload } from '@/test-support/fake-api';
import { renderAdmin } from '../../../test-support';

const renderSection = () => renderAdmin(<SliderSettingsSection />);

const slide = (id: number, title: string, published: boolean) => ({
  id,
  title,
  text: `Tekst ${title}`,
  url: null,
  published,
  weight: 0,
  updated_at: '2026-11-01T10:00:00.000Z',
  bg_image: null,
});
const NEWEST = slide(2, 'Premiera', true);
const OLDER = slide(1, 'Festiwal', false);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('slides', { timeout: 30_000 }, () => {
  test('the list shows the slides in the order answered, with their publication in words', async () => {
    fakeApi({ 'GET /api/slides': { status: 200, body: [NEWEST, OLDER] } });
    renderSection();
    await screen.findByText('Premiera');
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Opublikowany')).toBeTruthy();
    expect(within(rows[1]!).getByText('Nieopublikowany')).toBeTruthy();
    expect(
      within(rows[0]!)
        .getByRole('button', { name: 'Przenieś slajd Premiera na górę' })
        .hasAttribute('disabled'),
    ).toBe(true);
  });

  test('"to top" sends an empty update', async () => {
    const calls = fakeApi({
      'GET /api/slides': { status: 200, body: [NEWEST, OLDER] },
      'PUT /api/slides/1': { status: 200, body: OLDER },
    });
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Przenieś slajd Festiwal na górę' }));
    await screen.findByText('Przeniesiono slajd na górę');
    expect(calls.find((call) => call.method === 'PUT')).toEqual({
      url: '/api/slides/1',
      method: 'PUT',
      body: {},
    });
  });

  test('adding sends the form as multipart and closes the drawer', async () => {
    fakeApi({ 'GET /api/slides': { status: 200, body: [] } });
    const sent = fakeUpload({ status: 201, body: NEWEST });
    renderSection();
    await screen.findByText('Brak slajdów');
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj slajd' }));
    const drawer = await screen.findByRole('dialog');
    await userEvent.type(within(drawer).getByLabelText('Tytuł'), 'Premiera');
    await userEvent.type(within(drawer).getByLabelText('Tekst'), 'Już w piątek');
    await userEvent.type(within(drawer).getByLabelText('Odnośnik'), '/wydarzenie/wesele');
    await userEvent.click(within(drawer).getByRole('switch'));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Dodaj slajd' }));
    await screen.findByText('Sukces');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe('POST');
    expect(sent[0]!.url).toBe('/api/slides/');
    expect(Object.fromEntries(sent[0]!.body.entries())).toEqual({
      title: 'Premiera',
      text: 'Już w piątek',
      url: '/wydarzenie/wesele',
      published: 'true',
    });
  });

  test('an empty title is refused before sending', async () => {
    fakeApi({ 'GET /api/slides': { status: 200, body: [] } });
    const sent = fakeUpload({ status: 201, body: NEWEST });
    renderSection();
    await screen.findByText('Brak slajdów');
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj slajd' }));
    const drawer = await screen.findByRole('dialog');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Dodaj slajd' }));
    expect(await within(drawer).findByText('Proszę podać tytuł.')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  test("a 422 puts the server's message under its field", async () => {
    fakeApi({ 'GET /api/slides': { status: 200, body: [OLDER] } });
    fakeUpload({
      status: 422,
      body: {
        statusCode: 422,
        message: 'Popraw zaznaczone pola.',
        code: 'VALIDATION',
        formError: { url: 'form.validate.page_link' },
      },
    });
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Edytuj slajd Festiwal' }));
    const drawer = await screen.findByRole('dialog');
    expect((within(drawer).getByLabelText('Tytuł') as HTMLInputElement).value).toBe('Festiwal');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Zapisz' }));
    expect(await within(drawer).findByText('Niepoprawny odnośnik.')).toBeTruthy();
    expect(await screen.findByText('Wystąpił błąd: Popraw zaznaczone pola.')).toBeTruthy();
  });

  test('deleting asks first', async () => {
    const calls = fakeApi({
      'GET /api/slides': { status: 200, body: [OLDER] },
      'DELETE /api/slides/1': { status: 200, body: { ok: true } },
    });
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Usuń slajd Festiwal' }));
    await screen.findByText('Usunąć slajd „Festiwal” razem z tłumaczeniami?');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Usuń' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
    expect(await screen.findByText('Usunięto slajd')).toBeTruthy();
  });

  test('the translations modal lists the translations and edits one', async () => {
    const calls = fakeApi({
      'GET /api/slides': { status: 200, body: [OLDER] },
      'GET /api/slides/1/translations': {
        status: 200,
        body: [{ id: 4, slide_id: 1, language_code: 'en', title: 'Festival', text: null }],
      },
      'PUT /api/translations/slide/4': {
        status: 200,
        body: { id: 4, slide_id: 1, language_code: 'en', title: 'The festival', text: null },
      },
    });
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Tłumaczenia slajdu Festiwal' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('EN — Festival');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Edytuj' }));
    const title = within(dialog).getByLabelText('Tytuł');
    await userEvent.clear(title);
    await userEvent.type(title, 'The festival');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')).toEqual({
        url: '/api/translations/slide/4',
        method: 'PUT',
        body: { title: 'The festival', text: null, language_code: 'en' },
      }),
    );
  });
});
