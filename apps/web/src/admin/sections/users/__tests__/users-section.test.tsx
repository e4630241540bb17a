import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { TBan } from '@scena/shared/users/bans';
import { fakeApi, writes, type Call } from '@/test-support/fake-api';
import { fill, renderAdmin } from '../../../test-support';
import { UsersSection } from '../users-section';
import { aBan, adminUser } from './user-fixtures';

const ZOFIA = adminUser({ id: 7, firstname: 'Zażółć', lastname: 'Gęślą', email: 'zg@example.com' });

function fakeServer(options: { failSearch?: boolean } = {}) {
  let bans: TBan[] = [
    aBan(),
    aBan({
      id: 2,
      user_id: 9,
      firstname: 'Jan',
      lastname: 'Kowalski',
      email: 'jan@example.com',
      reason: 'Spam',
      forever: false,
      expiration_date: '2020-01-01T10:00:00.000Z',
      created_by: null,
      origin: 'autoban',
      details: {
        window_hours: 24,
        limit: 1,
        networks: ['203.0.113.0/24', '198.51.100.0/24'].map((network) => ({
          network,
          last_address: network.replace('0/24', '9'),
          first_seen: '2019-12-31T20:00:00.000Z',
          last_seen: '2019-12-31T21:00:00.000Z',
          starts: 1,
        })),
      },
    }),
  ];
  return fakeApi((call: Call) => {
    const url = new URL(call.url, 'http://x');
    if (call.method === 'GET' && url.pathname === '/api/users') {
      if (options.failSearch) return { status: 500, body: { statusCode: 500, message: 'Awaria bazy' } };
      const search = url.searchParams.get('search');
      const users = search === 'zazolc' ? [ZOFIA] : [];
      return { status: 200, body: { users, count: users.length } };
    }
    if (call.method === 'GET' && url.pathname === '/api/bans') return { status: 200, body: bans };
    if (call.method === 'DELETE' && url.pathname.startsWith('/api/bans/')) {
      bans = bans.filter((ban) => ban.id !== Number(url.pathname.split('/').pop()));
      return { status: 200, body: { ok: true } };
    }
    return undefined;
  });
}

/** The search waits for typing to pause: under load, give the answer time. */
const AFTER_PAUSE = { timeout: 5000 };

const searches = (calls: Call[]) => calls.filter((call) => call.url.startsWith('/api/users'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the users section', { timeout: 30_000 }, () => {
  test('searches once typing pauses and links each result to the user page', async () => {
    const calls = fakeServer();
    renderAdmin(<UsersSection />, '/teapp-admin?view=users');
    expect(screen.getByText(/Wpisz fragment imienia, nazwiska lub adresu e-mail/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pełna lista użytkowników' }).getAttribute('href')).toBe(
      '/teapp-admin/uzytkownicy',
    );
    const box = screen.getByRole('searchbox', { name: 'Szukaj użytkownika' });
    fill(box, 'zaz');
    fill(box, 'zazolc');
    const link = await screen.findByRole('link', { name: 'Zażółć Gęślą' }, AFTER_PAUSE);
    expect(link.getAttribute('href')).toBe('/konto/7');
    expect(screen.getByText('Znaleziono 1 użytkownika.')).toBeTruthy();
    // The pause, not every key, asks the server.
    expect(searches(calls).map((call) => call.url)).toEqual(['/api/users?search=zazolc']);

    fill(box, 'nikt');
    expect(await screen.findByText('Nie znaleziono użytkowników dla „nikt”.', {}, AFTER_PAUSE)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Zażółć Gęślą' })).toBeNull();
  });

  test('a failed search says so and offers to try again', async () => {
    fakeServer({ failSearch: true });
    renderAdmin(<UsersSection />, '/teapp-admin?view=users');
    fill(screen.getByRole('searchbox', { name: 'Szukaj użytkownika' }), 'zazolc');
    expect(await screen.findByText('Awaria bazy', {}, AFTER_PAUSE)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Spróbuj ponownie' })).toBeTruthy();
  });

  test('lists the bans, in force and past, and lifts one after the confirmation', async () => {
    const calls = fakeServer();
    renderAdmin(<UsersSection />, '/teapp-admin?view=users');
    const forever = (await screen.findByRole('link', { name: 'Zofia Wiśniewska' })).closest('tr')!;
    expect(within(forever).getByText('Udostępnianie konta')).toBeTruthy();
    expect(within(forever).getByText('na zawsze')).toBeTruthy();
    expect(within(forever).getByText('obowiązuje')).toBeTruthy();
    expect(within(forever).getByText('Ewa Administratorka')).toBeTruthy();
    const past = screen.getByRole('link', { name: 'Jan Kowalski' }).closest('tr')!;
    expect(within(past).getByText('01.01.2020 11:00')).toBeTruthy();
    expect(within(past).getByText('wygasła')).toBeTruthy();
    expect(within(past).getByText('platforma (automatycznie)')).toBeTruthy();
    // The autoban says why: the networks the account played from.
    expect(within(past).getByText('Sieci w ciągu 24 h: 203.0.113.0/24, 198.51.100.0/24')).toBeTruthy();
    expect(screen.getByText('Blokady (2)')).toBeTruthy();

    await userEvent.click(within(forever).getByRole('button', { name: 'Usuń blokadę: Zofia Wiśniewska' }));
    expect(await screen.findByText('Czy na pewno chcesz usunąć blokadę?')).toBeTruthy();
    expect(writes(calls)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Usuń' }));
    expect(await screen.findByText('Blokada została usunięta')).toBeTruthy();
    expect(writes(calls)).toEqual([{ url: '/api/bans/1', method: 'DELETE', body: null }]);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Zofia Wiśniewska' })).toBeNull());
    expect(screen.getByText('Blokady (1)')).toBeTruthy();
  });
});
