import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { TAdminInvoice } from '@scena/shared/commerce/invoices-admin';
import { ZAppConfig } from '@scena/shared/settings/app-config';
import { fakeApi, writes, type Answer, type Call } from '@/test-support/fake-api';
import { fill, renderAdmin } from '../../../test-support';
import { InvoicesSection } from '../invoices-section';
import { adminInvoice, PERSON_DATA } from './invoice-fixtures';

const COMPANY = adminInvoice();
const PERSON = adminInvoice({
  id: 2,
  userId: 9,
  extOrderId: 'ext-2',
  firstname: 'Jan',
  lastname: 'Kowalski',
  email: 'jan@example.com',
  productType: 'video',
  description: 'Wypożyczenie: Chopin',
  amount: 29.9,
  created_at: '2026-11-09T10:00:00.000Z',
  sent: true,
  sent_at: '2026-11-09T12:15:00.000Z',
  data: PERSON_DATA,
});

/** The API as the server keeps it: PUT and DELETE change what the next GET answers. */
function fakeServer(options: { failPut?: Answer } = {}) {
  let invoices: TAdminInvoice[] = [COMPANY, PERSON];
  let config = { ...ZAppConfig.parse({}), images: {} };
  const calls = fakeApi((call: Call) => {
    const path = call.url.split('?')[0]!;
    const id = Number(path.split('/').pop());
    if (call.method === 'GET' && path === '/api/invoices') return { status: 200, body: invoices };
    if (call.method === 'GET' && path === '/api/appconfig/') return { status: 200, body: config };
    if (call.method === 'PUT' && path === '/api/appconfig') {
      config = { ...config, ...(call.body as object) };
      return { status: 200, body: config };
    }
    if (call.method === 'PUT' && path.startsWith('/api/invoices/')) {
      if (options.failPut) return options.failPut;
      const { sent } = call.body as { sent: boolean };
      invoices = invoices.map((row) =>
        row.id === id ? { ...row, sent, sent_at: sent ? '2026-11-20T09:00:00.000Z' : null } : row,
      );
      return { status: 200, body: invoices.find((row) => row.id === id) };
    }
    if (call.method === 'DELETE' && path.startsWith('/api/invoices/')) {
      invoices = invoices.filter((row) => row.id !== id);
      return { status: 204, body: undefined };
    }
    return undefined;
  });
  return calls;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('invoices', { timeout: 30_000 }, () => {
  test('the list opens on the requests not sent yet, with the buyer, order, data and counts', async () => {
    fakeServer();
    renderAdmin(<InvoicesSection />);
    const row = (await screen.findByText('Teatr Przyjaciół sp. z o.o.')).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'Zofia Żółkiewska' }).getAttribute('href')).toBe('/konto/7');
    expect(within(row).getByText('zofia@example.com')).toBeTruthy();
    expect(within(row).getByText('Bilet: Wesele')).toBeTruthy();
    expect(within(row).getByText('Nr ext-1')).toBeTruthy();
    expect(within(row).getByText('Bilet')).toBeTruthy();
    expect(within(row).getByText('Opłacone')).toBeTruthy();
    expect(within(row).getByText('NIP 5260250274')).toBeTruthy();
    expect(within(row).getByText('Krakowskie Przedmieście 1, 00-071 Warszawa, mazowieckie, PL')).toBeTruthy();
    expect(within(row).getByText('10.11.2026 19:30')).toBeTruthy();
    expect(within(row).getByText(/49,90/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Jan Kowalski' })).toBeNull();
    expect(screen.getByText('Niewysłane (1)')).toBeTruthy();
    expect(screen.getByText('Wysłane (1)')).toBeTruthy();
    expect(screen.getByText('Wszystkie (2)')).toBeTruthy();

    await userEvent.click(screen.getByText('Wszystkie (2)'));
    const person = (await screen.findByRole('link', { name: 'Jan Kowalski' })).closest('tr')!;
    expect(within(person).getByText('(osoba prywatna)', { exact: false })).toBeTruthy();
    expect(within(person).getByText('Długa 5/7, 31-147 Kraków, małopolskie, PL')).toBeTruthy();
    expect(within(person).getByText('wysłano 09.11.2026 13:15')).toBeTruthy();

    fill(screen.getByRole('searchbox', { name: 'Szukaj w zgłoszeniach' }), 'kowalski');
    await waitFor(() => expect(screen.queryByText('Teatr Przyjaciół sp. z o.o.')).toBeNull());
    expect(screen.getByRole('link', { name: 'Jan Kowalski' })).toBeTruthy();
    fill(screen.getByRole('searchbox', { name: 'Szukaj w zgłoszeniach' }), 'nikt taki');
    expect(await screen.findByText('Brak zgłoszeń dla tego filtra.')).toBeTruthy();
  });

  test('the switch marks an invoice sent and not sent again, each time with a toast', async () => {
    const calls = fakeServer();
    renderAdmin(<InvoicesSection />);
    await screen.findByText('Teatr Przyjaciół sp. z o.o.');
    const toggle = screen.getByRole('switch', { name: 'Faktura do zamówienia ext-1 wysłana' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');

    await userEvent.click(toggle);
    expect(await screen.findByText('Oznaczono fakturę jako wysłaną')).toBeTruthy();
    expect(writes(calls)).toEqual([{ url: '/api/invoices/1', method: 'PUT', body: { sent: true } }]);
    // Sent, it leaves the "not sent" list and joins the sent ones.
    await waitFor(() => expect(screen.queryByText('Teatr Przyjaciół sp. z o.o.')).toBeNull());
    expect(screen.getByText('Niewysłane (0)')).toBeTruthy();
    expect(screen.getByText('Brak zgłoszeń dla tego filtra.')).toBeTruthy();

    await userEvent.click(screen.getByText('Wysłane (2)'));
    const sentToggle = await screen.findByRole('switch', { name: 'Faktura do zamówienia ext-1 wysłana' });
    expect(sentToggle.getAttribute('aria-checked')).toBe('true');
    await userEvent.click(sentToggle);
    expect(await screen.findByText('Oznaczono fakturę jako niewysłaną')).toBeTruthy();
    expect(writes(calls)[1]).toEqual({ url: '/api/invoices/1', method: 'PUT', body: { sent: false } });
    await waitFor(() => expect(screen.getByText('Niewysłane (1)')).toBeTruthy());
  });

  test('a failed toggle says why and leaves the switch as it was', async () => {
    fakeServer({
      failPut: { status: 404, body: { statusCode: 404, message: 'Nie znaleziono.', code: 'NOT_FOUND' } },
    });
    renderAdmin(<InvoicesSection />);
    await screen.findByText('Teatr Przyjaciół sp. z o.o.');
    const toggle = screen.getByRole('switch', { name: 'Faktura do zamówienia ext-1 wysłana' });
    await userEvent.click(toggle);
    expect(await screen.findByText('Wystąpił błąd: Nie znaleziono.')).toBeTruthy();
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
  });

  test('deleting asks first, then withdraws the request with a toast', async () => {
    const calls = fakeServer();
    renderAdmin(<InvoicesSection />);
    await screen.findByText('Teatr Przyjaciół sp. z o.o.');
    await userEvent.click(
      screen.getByRole('button', { name: 'Usuń zgłoszenie faktury do zamówienia ext-1' }),
    );
    expect(await screen.findByText('Usunąć zgłoszenie faktury do zamówienia ext-1?')).toBeTruthy();
    expect(writes(calls)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Usuń' }));
    expect(await screen.findByText('Zgłoszenie faktury zostało usunięte')).toBeTruthy();
    expect(writes(calls)).toEqual([{ url: '/api/invoices/1', method: 'DELETE', body: null }]);
    await waitFor(() => expect(screen.queryByText('Teatr Przyjaciół sp. z o.o.')).toBeNull());
    expect(screen.getByText('Wszystkie (1)')).toBeTruthy();
  });

  test('the VAT rate is saved alone, after a change, with "Zapisano zmiany"', async () => {
    const calls = fakeServer();
    renderAdmin(<InvoicesSection />);
    expect(await screen.findByText(/nie wystawia/)).toBeTruthy();
    const rate = await screen.findByRole('spinbutton', { name: 'Stawka VAT (%)' });
    expect((rate as HTMLInputElement).value).toBe('23');
    const save = screen.getByRole('button', { name: 'Zapisz' });
    expect(save.hasAttribute('disabled')).toBe(true);

    await userEvent.clear(rate);
    await userEvent.type(rate, '8');
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    await userEvent.click(save);
    expect(await screen.findByText('Zapisano zmiany')).toBeTruthy();
    expect(writes(calls)).toEqual([{ url: '/api/appconfig', method: 'PUT', body: { vat_rate: 8 } }]);
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(true));
  });

  test('no requests at all says so, and the CSV has nothing to export', async () => {
    fakeApi({
      'GET /api/invoices': { status: 200, body: [] },
      'GET /api/appconfig/': { status: 200, body: { ...ZAppConfig.parse({}), images: {} } },
    });
    renderAdmin(<InvoicesSection />);
    expect(await screen.findByText('Brak zgłoszeń faktur.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Eksport CSV' }).hasAttribute('disabled')).toBe(true);
  });
});
