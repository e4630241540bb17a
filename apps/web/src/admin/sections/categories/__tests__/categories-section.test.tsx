import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { CategoriesSection } from '../categories-section';
import { fakeApi } from '@/test-support/fake-api';
import { renderAdmin } from '../../../test-support';

const renderSection = () => renderAdmin(<CategoriesSection />);

const DRAMA = {
  id: 1,
  name: 'Dramat',
  updated_at: '2026-11-01T10:00:00.000Z',
  translations: [{ id: 5, category_id: 1, language_code: 'en', name: 'Drama' }],
  videos: [3, 4],
};
const OPERA = { id: 2, name: 'Opera', updated_at: '2026-11-01T10:00:00.000Z', translations: [], videos: [] };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('categories', { timeout: 30_000 }, () => {
  test('the list shows each category with its translations and videos', async () => {
    fakeApi({ 'GET /api/categories': { status: 200, body: [DRAMA, OPERA] } });
    renderSection();
    const row = (await screen.findByText('Dramat')).closest('tr')!;
    expect(within(row).getByText('EN')).toBeTruthy();
    expect(within(row).getByText('2')).toBeTruthy();
    expect(screen.getByText('Opera')).toBeTruthy();
  });

  test('adding sends the trimmed name', async () => {
    const calls = fakeApi({
      'GET /api/categories': { status: 200, body: [] },
      'POST /api/categories': { status: 201, body: OPERA },
    });
    renderSection();
    await screen.findByText('Brak kategorii');
    await userEvent.type(screen.getByLabelText('Nazwa'), '  Opera ');
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj kategorię' }));
    await screen.findByText('Sukces');
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      url: '/api/categories',
      method: 'POST',
      body: { name: 'Opera' },
    });
  });

  test('a name the shared rule refuses is never sent', async () => {
    const calls = fakeApi({ 'GET /api/categories': { status: 200, body: [] } });
    renderSection();
    await screen.findByText('Brak kategorii');
    await userEvent.type(screen.getByLabelText('Nazwa'), 'Opera <b>');
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj kategorię' }));
    expect(await screen.findByText(/Niepoprawna nazwa/)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  test("a 422 puts the server's message under the name", async () => {
    fakeApi({
      'GET /api/categories': { status: 200, body: [DRAMA] },
      'PUT /api/categories/1': {
        status: 422,
        body: {
          statusCode: 422,
          message: 'Popraw zaznaczone pola.',
          code: 'VALIDATION',
          formError: { name: 'form.validate.category_name' },
        },
      },
    });
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Zmień nazwę kategorii Dramat' }));
    const input = within(screen.getByRole('table')).getByRole('textbox', { name: 'Nazwa' });
    await userEvent.clear(input);
    await userEvent.type(input, 'Dramat nowy{Enter}');
    const row = input.closest('tr')!;
    expect(await within(row).findByText(/Niepoprawna nazwa/)).toBeTruthy();
    expect(await screen.findByText('Wystąpił błąd: Popraw zaznaczone pola.')).toBeTruthy();
  });

  test('deleting asks first, then calls DELETE', async () => {
    const calls = fakeApi({
      'GET /api/categories': { status: 200, body: [OPERA] },
      'DELETE /api/categories/2': { status: 200, body: { ok: true } },
    });
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Usuń kategorię Opera' }));
    expect(await screen.findByText('Usunąć kategorię „Opera”? Jej nagrania pozostaną.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Usuń' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
    expect(await screen.findByText('Usunięto kategorię')).toBeTruthy();
  });

  test('the translations modal says "Brak tłumaczeń" and adds one', async () => {
    const calls = fakeApi({
      'GET /api/categories': { status: 200, body: [OPERA] },
      'GET /api/categories/2/translations': { status: 200, body: [] },
      'POST /api/translations/category': {
        status: 201,
        body: { id: 9, category_id: 2, language_code: 'en', name: 'Opera EN' },
      },
    });
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Tłumaczenia kategorii Opera' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Brak tłumaczeń')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dodaj tłumaczenie' }));
    expect(within(dialog).getByRole('button', { name: 'Dodaj tłumaczenie' }).hasAttribute('disabled')).toBe(
      true,
    );
    await userEvent.click(within(dialog).getByRole('combobox'));
    await userEvent.click(await screen.findByTitle('angielski (EN)'));
    await userEvent.type(within(dialog).getByLabelText('Nazwa'), 'Opera EN');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        name: 'Opera EN',
        language_code: 'en',
        category_id: 2,
      }),
    );
  });
});
