import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { TAuditEntry, TAuditPage } from '@scena/shared/audit/audit-log';
import { AUDIT_SECRET } from '@scena/shared/audit/changes';
import { i18n } from '@/lib/i18n';
import { fakeApi, type Call } from '@/test-support/fake-api';
import { renderAdmin } from '../../../test-support';
import { AuditSection } from '../audit-section';

const CODE_EDIT: TAuditEntry = {
  id: 31,
  at: '2026-03-29T10:15:00.000Z',
  who: { id: 1, name: 'Ewa Administratorka', email: 'admin@scena.local' },
  action: 'code.update',
  kind: 'codes',
  entity: 'code',
  entity_id: '12',
  entity_label: null,
  link: '/teapp-admin?view=promotion_codes',
  before: { usageLimit: 5, expiresAt: '2026-10-31T22:59:00.000Z', description: 'Jesień' },
  after: { usageLimit: 8, expiresAt: '2026-11-30T22:59:00.000Z', description: 'Jesień i zima' },
  data: null,
};

/** Written by a job of a later release than this screen's labels: its action has no label yet. */
const AUTOBAN: TAuditEntry = {
  id: 30,
  at: '2026-03-28T08:00:00.000Z',
  who: null,
  action: 'ban.autoban_v2',
  kind: 'bans',
  entity: 'ban',
  entity_id: '4',
  entity_label: null,
  link: '/konto/9',
  before: null,
  after: { user_id: 9, forever: true, networks: ['203.0.113.0/24', '198.51.100.0/24'] },
  data: { user_id: 9, window_hours: 24 },
};

const PASSWORD: TAuditEntry = {
  ...CODE_EDIT,
  id: 29,
  action: 'user.update',
  kind: 'users',
  entity: 'user',
  entity_id: '9',
  link: '/konto/9',
  before: { roleId: 2, password: AUDIT_SECRET },
  after: { roleId: 3, password: AUDIT_SECRET },
};

/** Staff's changes of an order (issue 19): what each one changed, as the server keeps it. */
const ORDER_EDIT: TAuditEntry = {
  id: 40,
  at: '2026-11-28T02:22:37.000Z',
  who: { id: 1, name: 'Ewa Administratorka', email: 'admin@scena.local' },
  action: 'order.edit',
  kind: 'money',
  entity: 'order',
  entity_id: '16',
  entity_label: 'Xk3pQ9vT2mLw8rZa1bCd7e',
  link: '/status-zamowienia/wydarzenie/Xk3pQ9vT2mLw8rZa1bCd7e',
  before: { status: 'PENDING', country: 'PL', expiration_date: null },
  after: { status: 'COMPLETED', country: 'DE', expiration_date: '2026-12-31T19:00:00.000Z' },
  data: null,
};

const REFUND: TAuditEntry = {
  ...ORDER_EDIT,
  id: 41,
  action: 'order.refund',
  before: null,
  after: { refund_id: 1, amount_grosze: 1050, reason: 'Spóźniony start transmisji' },
};

const GRANT: TAuditEntry = {
  ...ORDER_EDIT,
  id: 42,
  action: 'order.grant',
  before: null,
  after: { status: 'COMPLETED', user_id: 9, product: 'event-12', amount_grosze: 0 },
};

const ACTORS = [{ id: 1, name: 'Ewa Administratorka', email: 'admin@scena.local' }];

function pageOf(rows: TAuditEntry[], extra: Partial<TAuditPage> = {}): TAuditPage {
  return { rows, total: rows.length, page: 1, page_size: 20, ...extra };
}

/** The address the section put in the bar, shown for the test to read. */
function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.search}</output>;
}

function auditCalls(calls: Call[]) {
  return calls.filter((call) => call.url.startsWith('/api/audit?')).map((call) => call.url);
}

function render(url = '/teapp-admin?view=audit') {
  renderAdmin(
    <>
      <AuditSection />
      <Address />
    </>,
    url,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('audit log section', { timeout: 30_000 }, () => {
  test('lists who changed what in words, links the entity and expands to before and after', async () => {
    fakeApi({
      '/api/audit': { status: 200, body: pageOf([CODE_EDIT, AUTOBAN, PASSWORD], { total: 3 }) },
      '/api/audit/actors': { status: 200, body: ACTORS },
    });
    render();
    const row = (await screen.findByText('Edycja kodu rabatowego')).closest('tr')!;
    expect(screen.getByRole('heading', { name: 'Zmiany (3)' })).toBeTruthy();
    expect(within(row).getByText('29.03.2026 12:15')).toBeTruthy();
    expect(within(row).getByText('Ewa Administratorka')).toBeTruthy();
    expect(within(row).getByText('Kody rabatowe')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Kod rabatowy nr 12' }).getAttribute('href')).toBe(
      '/teapp-admin?view=promotion_codes',
    );
    // An action without a label of its own shows its key; the system is named as such.
    const autoban = screen.getByText('ban.autoban_v2').closest('tr')!;
    expect(within(autoban).getByText('System')).toBeTruthy();
    expect(within(autoban).getByRole('link', { name: 'Blokada nr 4' }).getAttribute('href')).toBe('/konto/9');

    await userEvent.click(within(row).getByRole('button', { name: /rozwiń/i }));
    const changes = await screen.findByRole('table', { name: /Zmienione pola: Edycja kodu rabatowego/ });
    const limit = within(changes).getByRole('rowheader', { name: 'Limit użyć' }).closest('tr')!;
    expect(
      within(limit)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['5', '8']);
    const expiry = within(changes).getByRole('rowheader', { name: 'Ważny do' }).closest('tr')!;
    expect(
      within(expiry)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['31.10.2026 23:59', '30.11.2026 23:59']);

    await userEvent.click(within(autoban).getByRole('button', { name: /rozwiń/i }));
    const created = await screen.findByRole('table', { name: /ban\.autoban/ });
    const networks = within(created).getByRole('rowheader', { name: 'Sieci' }).closest('tr')!;
    const [before, after] = within(networks).getAllByRole('cell');
    expect(before!.textContent).toBe('—');
    expect(after!.textContent).toBe('203.0.113.0/24, 198.51.100.0/24');
    // Beside the changes, only what they do not show already, in words too.
    const details = screen.getByRole('table', { name: 'Szczegóły' });
    expect(
      within(details)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['Okno czasowe (godziny)24']);

    const password = screen.getByText('Edycja danych użytkownika').closest('tr')!;
    await userEvent.click(within(password).getByRole('button', { name: /rozwiń/i }));
    const secret = (await screen.findByRole('rowheader', { name: 'Hasło' })).closest('tr')!;
    expect(within(secret).getAllByText('(zmienione, wartość ukryta)')).toHaveLength(2);
    const role = screen.getByRole('rowheader', { name: 'Rola' }).closest('tr')!;
    expect(
      within(role)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['standardowy (2)', 'premium (3)']);
  });

  test('tells an order’s change in words: its number, statuses, countries, zł and Warsaw time, in both languages', async () => {
    fakeApi({
      '/api/audit': { status: 200, body: pageOf([ORDER_EDIT, REFUND, GRANT]) },
      '/api/audit/actors': { status: 200, body: ACTORS },
    });
    render();
    const row = (await screen.findByText('Edycja zamówienia')).closest('tr')!;
    // The order's number, as the payments screen, the mails and the CSV give it, never its row id.
    expect(within(row).getByRole('link', { name: 'Zamówienie nr Xk3pQ9vT2mLw8rZa1bCd7e' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Zamówienie nr Xk3pQ9vT2mLw8rZa1bCd7e' })).toHaveLength(3);
    expect(screen.queryByText(/Zamówienie nr 16/)).toBeNull();
    await userEvent.click(within(row).getByRole('button', { name: /rozwiń/i }));
    const changes = await screen.findByRole('table', { name: /Zmienione pola: Edycja zamówienia/ });
    expect(
      within(changes)
        .getAllByRole('row')
        .slice(1)
        .map((tr) => [...tr.children].map((cell) => cell.textContent)),
    ).toEqual([
      ['Status', 'W trakcie', 'Opłacone'],
      ['Kraj', 'Polska (PL)', 'Niemcy (DE)'],
      ['Koniec dostępu', '—', '31.12.2026 20:00'],
    ]);

    const refund = screen.getByText('Zlecenie zwrotu pieniędzy').closest('tr')!;
    await userEvent.click(within(refund).getByRole('button', { name: /rozwiń/i }));
    const asked = await screen.findByRole('table', { name: /Zmienione pola: Zlecenie zwrotu/ });
    const amount = within(asked).getByRole('rowheader', { name: 'Kwota' }).closest('tr')!;
    expect(
      within(amount)
        .getAllByRole('cell')[1]!
        .textContent!.replace(/\u00a0/g, ' '),
    ).toBe('10,50 zł');

    const grant = screen.getByText('Przyznanie darmowego dostępu').closest('tr')!;
    await userEvent.click(within(grant).getByRole('button', { name: /rozwiń/i }));
    const granted = await screen.findByRole('table', { name: /Zmienione pola: Przyznanie/ });
    const product = within(granted).getByRole('rowheader', { name: 'Produkt' }).closest('tr')!;
    expect(within(product).getAllByRole('cell')[1]!.textContent).toBe('wydarzenie nr 12');
    const main = document.body.textContent!;
    for (const internal of [
      'amount_grosze',
      'COMPLETED',
      'PENDING',
      'T19:00:00',
      'event-12',
      'expiration_date',
    ])
      expect(main).not.toContain(internal);

    await act(() => i18n.changeLanguage('en'));
    try {
      expect(await screen.findAllByRole('link', { name: 'Order no. Xk3pQ9vT2mLw8rZa1bCd7e' })).toHaveLength(
        3,
      );
      const english = screen.getByRole('table', { name: /Changed fields: Order edit/ });
      expect(within(english).getByText('Paid')).toBeTruthy();
      expect(within(english).getByText('Germany (DE)')).toBeTruthy();
    } finally {
      await act(() => i18n.changeLanguage('pl'));
    }
  });

  test('the filter goes to the address and the query, and starts on its first page', async () => {
    const calls = fakeApi({
      '/api/audit': { status: 200, body: pageOf([CODE_EDIT]) },
      '/api/audit/actors': { status: 200, body: ACTORS },
    });
    render('/teapp-admin?view=audit&page=3');
    await screen.findByText('Edycja kodu rabatowego');
    expect(auditCalls(calls)).toEqual(['/api/audit?page=3']);

    await userEvent.click(screen.getByRole('combobox', { name: 'Rodzaj' }));
    await userEvent.click(
      await screen.findByText('Kody rabatowe', { selector: '.ant-select-item-option-content' }),
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Osoba' }));
    await userEvent.click(
      await screen.findByText('Ewa Administratorka (admin@scena.local)', {
        selector: '.ant-select-item-option-content',
      }),
    );
    const from = screen.getByLabelText('Od dnia');
    await userEvent.click(from);
    fireEvent.change(from, { target: { value: '29.03.2026' } });
    fireEvent.keyDown(from, { key: 'Enter', code: 'Enter' });
    await userEvent.click(screen.getByRole('button', { name: 'Pokaż' }));

    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toBe(
        '?view=audit&actor=1&kind=codes&date_from=2026-03-29',
      ),
    );
    await waitFor(() =>
      expect(auditCalls(calls).at(-1)).toBe('/api/audit?actor=1&kind=codes&date_from=2026-03-29'),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Wyczyść filtr' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('?view=audit'));
  });

  test('a range that ends before it starts says "Niepoprawna data" and asks nothing', async () => {
    const calls = fakeApi({
      '/api/audit': { status: 200, body: pageOf([]) },
      '/api/audit/actors': { status: 200, body: [] },
    });
    render('/teapp-admin?view=audit&date_from=2026-04-02');
    expect(await screen.findByText('Brak zmian dla tego filtra.')).toBeTruthy();
    const to = screen.getByLabelText('Do dnia');
    await userEvent.click(to);
    fireEvent.change(to, { target: { value: '01.04.2026' } });
    fireEvent.keyDown(to, { key: 'Enter', code: 'Enter' });
    await userEvent.click(screen.getByRole('button', { name: 'Pokaż' }));
    expect(await screen.findByText('Niepoprawna data')).toBeTruthy();
    expect(auditCalls(calls)).toEqual(['/api/audit?date_from=2026-04-02']);
    expect(screen.getByTestId('address').textContent).toBe('?view=audit&date_from=2026-04-02');
  });

  test('pages on the server: the page and its size go to the address and the query', async () => {
    const rows = Array.from({ length: 20 }, (_, index) => ({ ...CODE_EDIT, id: 100 - index }));
    const calls = fakeApi({
      '/api/audit': (call) => {
        const params = new URL(call.url, 'http://x').searchParams;
        const size = Number(params.get('page_size') ?? 20);
        return {
          status: 200,
          body: pageOf(rows.slice(0, Math.min(size, 20)), {
            total: 45,
            page: Number(params.get('page') ?? 1),
            page_size: size,
          }),
        };
      },
      '/api/audit/actors': { status: 200, body: ACTORS },
    });
    render();
    expect(await screen.findByText('1–20 z 45')).toBeTruthy();
    await userEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('?view=audit&page=2'));
    await waitFor(() => expect(auditCalls(calls).at(-1)).toBe('/api/audit?page=2'));
    expect(await screen.findByText('21–40 z 45')).toBeTruthy();

    await userEvent.click(screen.getByRole('combobox', { name: 'rozmiar strony' }));
    await userEvent.click(await screen.findByTitle('50 na stronę'));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('?view=audit&page_size=50'));
    await waitFor(() => expect(auditCalls(calls).at(-1)).toBe('/api/audit?page_size=50'));
  });

  test('an empty log says so; a failed load says why and tries again', async () => {
    fakeApi({
      '/api/audit': { status: 200, body: pageOf([]) },
      '/api/audit/actors': { status: 200, body: [] },
    });
    render();
    expect(await screen.findByText('Brak zmian.')).toBeTruthy();
    cleanup();
    vi.unstubAllGlobals();

    let fail = true;
    fakeApi({
      '/api/audit': () =>
        fail
          ? { status: 500, body: { statusCode: 500, message: 'Serwer nie odpowiada.' } }
          : { status: 200, body: pageOf([CODE_EDIT]) },
      '/api/audit/actors': { status: 200, body: ACTORS },
    });
    render();
    expect(await screen.findByText('Nie udało się wczytać dziennika zmian')).toBeTruthy();
    expect(screen.getByText('Serwer nie odpowiada.')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByText('Edycja kodu rabatowego')).toBeTruthy();
  });
});
