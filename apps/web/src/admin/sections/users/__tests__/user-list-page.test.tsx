import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fakeApi, type Call } from '@/test-support/fake-api';
import { fill, renderAdmin } from '../../../test-support';
import { listQueryOf, UserListPage } from '../user-list-page';
import { adminUser } from './user-fixtures';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

const USERS = [
  adminUser({ id: 7, firstname: 'Łucja', lastname: 'Żak', email: 'lz@example.com', paymentStatus: 3 }),
  adminUser({
    id: 8,
    firstname: 'Jan',
    lastname: 'Kowalski',
    email: 'jk@example.com',
    role_id: 3,
    role: 'premium',
    last_ip: null,
    last_login: '2026-11-20T08:00:00.000Z',
  }),
];

function fakeServer() {
  return fakeApi((call: Call) => {
    if (call.method === 'GET' && call.url.startsWith('/api/users')) {
      return { status: 200, body: { users: USERS, count: 123 } };
    }
    return undefined;
  });
}

const lists = (calls: Call[]) =>
  calls.filter((call) => call.url.startsWith('/api/users')).map((call) => call.url);
const where = () => screen.getByTestId('where').textContent;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the full user list', { timeout: 30_000 }, () => {
  test('reads its state from the address and asks the server for that page', async () => {
    const calls = fakeServer();
    renderAdmin(
      <>
        <UserListPage />
        <Where />
      </>,
      '/teapp-admin/uzytkownicy?search=kowal&page=3&per_page=50&sort=lastname&order=asc',
    );
    const row = (await screen.findByRole('link', { name: 'Łucja Żak' })).closest('tr')!;
    expect(row.querySelector('a')!.getAttribute('href')).toBe('/konto/7');
    expect(within(row).getByText('lz@example.com')).toBeTruthy();
    expect(within(row).getByText('standardowy')).toBeTruthy();
    const ip = within(row).getByText(/203\.0\.113\.7/);
    expect(within(ip).getByRole('img', { name: 'Polska' })).toBeTruthy();
    expect(within(row).getByText('3')).toBeTruthy();
    expect(screen.getByText('Użytkownicy (123)')).toBeTruthy();
    expect(screen.getByText('123 użytkowników')).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Szukaj użytkownika' })).toHaveProperty('value', 'kowal');
    expect(lists(calls)).toEqual(['/api/users?search=kowal&page=3&per_page=50&sort=lastname&order=asc']);
  });

  test('sorting, paging and searching change the address, so reload and back keep them', async () => {
    const calls = fakeServer();
    renderAdmin(
      <>
        <UserListPage />
        <Where />
      </>,
      '/teapp-admin/uzytkownicy',
    );
    await screen.findByRole('link', { name: 'Łucja Żak' });
    expect(lists(calls)).toEqual(['/api/users?page=1&per_page=20&sort=created_at&order=desc']);

    await userEvent.click(screen.getAllByText('Opłacone zamówienia')[0]!);
    await waitFor(() => expect(where()).toBe('/teapp-admin/uzytkownicy?sort=paymentStatus&order=asc'));
    await userEvent.click(screen.getAllByText('Opłacone zamówienia')[0]!);
    await waitFor(() => expect(where()).toBe('/teapp-admin/uzytkownicy?sort=paymentStatus'));

    await userEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(where()).toBe('/teapp-admin/uzytkownicy?page=2&sort=paymentStatus'));
    await waitFor(() =>
      expect(lists(calls).at(-1)).toBe('/api/users?page=2&per_page=20&sort=paymentStatus&order=desc'),
    );

    fill(screen.getByRole('searchbox', { name: 'Szukaj użytkownika' }), 'zazolc');
    // A new search starts at the first page.
    await waitFor(() => expect(where()).toBe('/teapp-admin/uzytkownicy?search=zazolc&sort=paymentStatus'), {
      timeout: 5000,
    });
    await waitFor(() =>
      expect(lists(calls).at(-1)).toBe(
        '/api/users?search=zazolc&page=1&per_page=20&sort=paymentStatus&order=desc',
      ),
    );
  });

  test('a value the list does not allow falls back to its default', () => {
    const query = listQueryOf(new URLSearchParams('per_page=25&page=-1&sort=password&order=up&search=anna'));
    expect(query).toEqual({ search: 'anna', page: 1, per_page: 20, sort: 'created_at', order: 'desc' });
  });
});
