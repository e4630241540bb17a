import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { TAuditEntry, TAuditPage } from '@scena/shared/audit/audit-log';
import { AUDIT_SECRET } from '@scena/shared/audit/changes';
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
    const limit = within(changes).getByRole('rowheader', { name: 'Limit użyć usageLimit' }).closest('tr')!;
    expect(
      within(limit)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['5', '8']);
    const expiry = within(changes).getByRole('rowheader', { name: 'Ważny do expiresAt' }).closest('tr')!;
    expect(
      within(expiry)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['31.10.2026 23:59', '30.11.2026 23:59']);

    await userEvent.click(within(autoban).getByRole('button', { name: /rozwiń/i }));
    const created = await screen.findByRole('table', { name: /ban\.autoban/ });
    const networks = within(created).getByRole('rowheader', { name: 'networks' }).closest('tr')!;
    const [before, after] = within(networks).getAllByRole('cell');
    expect(before!.textContent).toBe('—');
    expect(after!.querySelector('pre')!.textContent).toContain('"203.0.113.0/24"');
    // Beside the changes, only what they do not show already.
    const details = screen.getByText('Szczegóły').closest('div')!.querySelector('pre')!;
    expect(JSON.parse(details.textContent!)).toEqual({ window_hours: 24 });

    const password = screen.getByText('Edycja danych użytkownika').closest('tr')!;
    await userEvent.click(within(password).getByRole('button', { name: /rozwiń/i }));
    const secret = (await screen.findByRole('rowheader', { name: 'Hasło password' })).closest('tr')!;
    expect(within(secret).getAllByText('(zmienione, wartość ukryta)')).toHaveLength(2);
    const role = screen.getByRole('rowheader', { name: 'Rola roleId' }).closest('tr')!;
    expect(
      within(role)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['standardowy (2)', 'premium (3)']);
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
