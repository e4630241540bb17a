import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ZEventTranslationCreate, ZEventTranslationUpdate } from '@scena/shared/catalog/events';
import { api } from '@/lib/api-client';
import { fakeApi, writes } from '@/test-support/fake-api';
import { TranslationsModal, type TranslationsApi } from '../translations-modal';
import { fill, renderAdmin } from '../../test-support';

interface Row {
  id: number;
  language_code: string;
  title: string | null;
  subtitle: string | null;
}

const calls = (withGet: boolean): TranslationsApi<Row, unknown, unknown> => ({
  queryKey: (id) => ['test-translations', id],
  list: (id, signal) => api<Row[]>(`/api/items/${id}/translations`, { signal }),
  get: withGet ? (id) => api<Row>(`/api/translations/item/${id}`) : undefined,
  create: (body) => api<Row>('/api/translations/item', { method: 'POST', body }),
  update: (id, body) => api<Row>(`/api/translations/item/${id}`, { method: 'PUT', body }),
  remove: (id) => api(`/api/translations/item/${id}`, { method: 'DELETE' }),
});

function renderModal(withGet = false) {
  return renderAdmin(
    <TranslationsModal
      item={{ id: 7, title: 'Wesele' }}
      onClose={() => {}}
      calls={calls(withGet)}
      itemField="event_id"
      createSchema={ZEventTranslationCreate}
      updateSchema={ZEventTranslationUpdate}
      fields={[
        { name: 'title', label: 'Tytuł' },
        { name: 'subtitle', label: 'Podtytuł' },
      ]}
    />,
  );
}

const EN: Row = { id: 4, language_code: 'en', title: 'The wedding', subtitle: null };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the translations modal', { timeout: 20_000 }, () => {
  test('adding without a language is refused under the field, nothing is sent', async () => {
    const sent = fakeApi({ '/api/items/7/translations': { status: 200, body: [] } });
    renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Tłumaczenia: Wesele' });
    await within(dialog).findByText('Brak tłumaczeń');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dodaj tłumaczenie' }));
    fill(within(dialog).getByLabelText('Tytuł'), 'The wedding');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    const form = within(dialog).getByRole('form', { name: 'Formularz tłumaczenia' });
    expect(await within(form).findByText('Proszę wybrać język.')).toBeTruthy();
    expect(writes(sent)).toEqual([]);
  });

  test('editing starts from the list, sends the checked body and goes back to the list', async () => {
    const sent = fakeApi({
      '/api/items/7/translations': { status: 200, body: [EN] },
      'PUT /api/translations/item/4': { status: 200, body: { ...EN, subtitle: 'A drama' } },
    });
    renderModal();
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('EN — The wedding');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Edytuj' }));
    expect(within(dialog).getByLabelText('Tytuł')).toHaveProperty('value', 'The wedding');
    fill(within(dialog).getByLabelText('Podtytuł'), '  A drama ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    await waitFor(() =>
      expect(writes(sent)).toEqual([
        {
          url: '/api/translations/item/4',
          method: 'PUT',
          body: { language_code: 'en', title: 'The wedding', subtitle: 'A drama' },
        },
      ]),
    );
    await waitFor(() => expect(within(dialog).queryByRole('form')).toBeNull());
  });

  test('with a `get` call, editing starts from the translation as the server has it now', async () => {
    const sent = fakeApi({
      '/api/items/7/translations': { status: 200, body: [EN] },
      '/api/translations/item/4': { status: 200, body: { ...EN, title: 'The Wedding (new)' } },
    });
    renderModal(true);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Edytuj' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Tytuł')).toHaveProperty('value', 'The Wedding (new)'),
    );
    expect(sent.map((call) => call.url)).toContain('/api/translations/item/4');
  });
});
