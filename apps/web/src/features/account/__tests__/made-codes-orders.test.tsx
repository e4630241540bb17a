import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { TOrderWithCodes } from '@scena/shared/commerce/orders';
import { sessionStore } from '@/lib/session-store';
import { fakeApi } from '@/test-support/fake-api';
import { aMadeCode, anOrderWithCodes } from '@/test-support/payment-fixtures';
import { renderRoutes } from '@/test-support/render';
import { aUser } from '@/test-support/user-fixtures';
import { AccountPage } from '../routes/account-page';

const USER = aUser();

/** The rest of the account page reads these on every visit: answered, not recorded. */
const READS = {
  '/api/users/validate-session': { status: 200, body: { user: USER, expiresAt: '2099-01-01T00:00:00.000Z' } },
  [`/api/mailing/${USER.id}`]: { status: 200, body: { mailing: false } },
  [`/api/users/${USER.id}/codes`]: { status: 200, body: [] },
  '/api/payments/user': { status: 200, body: [] },
  '/api/videopayments/user': { status: 200, body: [] },
};

const GROUP = anOrderWithCodes();
const GIFT = anOrderWithCodes({
  extOrderId: 'f0e1d2c3b4a5968778695a4b',
  productType: 'gift',
  product_slug: 'any',
  event_id: null,
  product_path: null,
  title: 'Prezent',
  amount: 100,
  product_quantity: 1,
  gift: { recipient_name: 'Jan Kowalski', recipient_email: 'jan@example.com', message: '' },
  codes: [aMadeCode({ code: 'PREZENT-4N7R' })],
});

function network(gifts: TOrderWithCodes[], groups: TOrderWithCodes[]) {
  const dropped = (order: TOrderWithCodes) => ({
    status: 200,
    body: { ...order, status: 'CANCELED', payment_link_until: null },
  });
  return fakeApi(
    {
      '/api/gifts/user': { status: 200, body: gifts },
      '/api/groupTickets/user': { status: 200, body: groups },
      ...Object.fromEntries(
        [...gifts, ...groups].flatMap((order) => [
          [`POST /api/payments/${order.extOrderId}/drop`, dropped(order)],
          [
            `POST /api/payments/${order.extOrderId}/continue`,
            { status: 200, body: { redirectUri: 'https://payu.example/pay/G1' } },
          ],
        ]),
      ),
    },
    READS,
  );
}

const renderAccount = () => renderRoutes(<Route path="/konto" element={<AccountPage />} />, '/konto');

/** A section of the page by its heading (a <section aria-labelledby> is a region). */
const section = (name: string) => screen.findByRole('region', { name });

beforeEach(() => sessionStore.signIn({ token: 't', expiresAt: '2099-01-01T00:00:00.000Z', user: USER }));
afterEach(() => {
  cleanup();
  sessionStore.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the group tickets on the account page', () => {
  test('each order: product, amount, status, count, its codes behind a disclosure and its status page', async () => {
    network([], [GROUP]);
    renderAccount();
    const groups = await section('Bilety grupowe');
    const card = (await within(groups).findAllByRole('listitem'))[0]!;

    expect(within(card).getByRole('link', { name: 'Wesele' }).getAttribute('href')).toBe(
      '/wydarzenie/wesele',
    );
    expect(within(card).getByText('Opłacone')).toBeTruthy();
    expect(within(card).getByText('134,73 zł')).toBeTruthy();
    expect(within(card).getByText('Liczba biletów').nextElementSibling?.textContent).toBe('3');
    // The link names its order for a screen reader ("Szczegóły zamówienia: Wesele").
    expect(
      within(card)
        .getByRole('link', { name: /^Szczegóły zamówienia\s*: Wesele$/ })
        .getAttribute('href'),
    ).toBe(`/status-zamowienia/bilet-grupowy/${GROUP.extOrderId}`);

    const summary = within(card).getByText('Kody: 3 (niewykorzystane: 2)');
    const disclosure = summary.closest('details')!;
    expect(disclosure.open).toBe(false);
    await userEvent.click(summary);
    expect(disclosure.open).toBe(true);

    const codes = within(within(card).getByRole('list', { name: 'Kody zamówienia: Wesele' })).getAllByRole(
      'listitem',
    );
    expect(codes.map((item) => item.querySelector('code')?.textContent)).toEqual([
      'GRUPA-7K2M',
      'GRUPA-9P4Q',
      'GRUPA-3X8T',
    ]);
    expect(within(codes[1]!).getByText('Wykorzystany')).toBeTruthy();
    expect(within(codes[2]!).getByText('Ważny do 30.11.2027')).toBeTruthy();

    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await userEvent.click(within(codes[2]!).getByRole('button', { name: 'Kopiuj kod GRUPA-3X8T' }));
    expect(writeText).toHaveBeenCalledWith('GRUPA-3X8T');
    expect(within(groups).getByText('Skopiowano kod GRUPA-3X8T do schowka.')).toBeTruthy();
  });

  test('an order still being paid says when its codes come, and offers the way back to PayU or out', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const pending = {
      ...GROUP,
      status: 'PENDING',
      codes: [],
      payment_link_until: '2099-01-01T00:10:00.000Z',
    };
    const calls = network([], [pending]);
    renderAccount();
    const groups = await section('Bilety grupowe');
    expect(await within(groups).findByText('Kody pojawią się tu po opłaceniu zamówienia.')).toBeTruthy();
    expect(within(groups).getByText('Płatność w trakcie realizacji')).toBeTruthy();
    await userEvent.click(within(groups).getByRole('button', { name: /^Wróć do płatności\s*: Wesele$/ }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://payu.example/pay/G1'));
    expect(within(groups).getByRole('button', { name: /^Anuluj i kup od nowa\s*: Wesele$/ })).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      `/api/payments/${GROUP.extOrderId}/continue`,
    ]);
  });

  test('a dropped group ticket opens its payment page again, as a group ticket', async () => {
    const pending = { ...GROUP, status: 'PENDING', codes: [] };
    const calls = network([], [pending]);
    renderAccount();
    const groups = await section('Bilety grupowe');
    // PayU's page is no longer there to go back to; dropping the payment is.
    expect(within(groups).queryByRole('button', { name: /Wróć do płatności/ })).toBeNull();
    await userEvent.click(
      await within(groups).findByRole('button', { name: /^Anuluj i kup od nowa\s*: Wesele$/ }),
    );
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Anulować tę płatność?' })).getByRole('button', {
        name: 'Tak, anuluj płatność',
      }),
    );
    await vi.waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/platnosc/wydarzenie/3?rodzaj=grupowy'),
    );
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      `/api/payments/${GROUP.extOrderId}/drop`,
    ]);
  });

  test('none yet: says so and shows where to buy one', async () => {
    network([], []);
    renderAccount();
    const groups = await section('Bilety grupowe');
    expect(await within(groups).findByText('Nie masz jeszcze biletów grupowych.')).toBeTruthy();
    expect(within(groups).getByRole('link', { name: 'Zobacz repertuar' }).getAttribute('href')).toBe('/');
  });
});

describe('the gifts on the account page', () => {
  test('a gift for any product: named as such, to whom its code was mailed, and the code', async () => {
    network([GIFT], []);
    renderAccount();
    const gifts = await section('Prezenty');
    const card = (await within(gifts).findAllByRole('listitem'))[0]!;

    expect(within(card).getByText('Prezent na dowolne wydarzenie lub nagranie')).toBeTruthy();
    expect(within(card).getByText('Obdarowany').nextElementSibling?.textContent).toBe('Jan Kowalski');
    expect(within(card).getByText('Kod dla obdarowanego').nextElementSibling?.textContent).toBe(
      'wysłany na adres jan@example.com',
    );
    expect(
      within(card)
        .getByRole('link', { name: /Szczegóły zamówienia/ })
        .getAttribute('href'),
    ).toBe(`/status-zamowienia/prezent/${GIFT.extOrderId}`);
    await userEvent.click(within(card).getByText('Kody: 1 (niewykorzystane: 1)'));
    expect(within(card).getByRole('button', { name: 'Kopiuj kod PREZENT-4N7R' })).toBeTruthy();
  });

  test('a gift for any product still being paid can be dropped and bought again', async () => {
    const calls = network([{ ...GIFT, status: 'PENDING', codes: [] }], []);
    renderAccount();
    const gifts = await section('Prezenty');
    await userEvent.click(
      await within(gifts).findByRole('button', {
        name: /^Anuluj i kup od nowa\s*: Prezent na dowolne wydarzenie lub nagranie$/,
      }),
    );
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Anulować tę płatność?' })).getByRole('button', {
        name: 'Tak, anuluj płatność',
      }),
    );
    await vi.waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/platnosc/prezent'));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      `/api/payments/${GIFT.extOrderId}/drop`,
    ]);
  });

  test('none yet: says so and links to the gift block of the home page', async () => {
    network([], []);
    renderAccount();
    const gifts = await section('Prezenty');
    expect(await within(gifts).findByText('Nie masz jeszcze kupionych prezentów.')).toBeTruthy();
    expect(within(gifts).getByRole('link', { name: 'Kup prezent' }).getAttribute('href')).toBe('/#prezent');
  });

  test('a list that cannot be loaded offers a retry', async () => {
    fakeApi(
      {
        '/api/gifts/user': { status: 500, body: { statusCode: 500, message: 'Błąd' } },
        '/api/groupTickets/user': { status: 200, body: [] },
      },
      READS,
    );
    renderAccount();
    const gifts = await section('Prezenty');
    expect(await within(gifts).findByText('Nie udało się wczytać zamówień.')).toBeTruthy();
    expect(within(gifts).getByRole('button', { name: 'Spróbuj ponownie' })).toBeTruthy();
  });
});

test('the sections come below the orders, with their headings at level 2', async () => {
  network([GIFT], [GROUP]);
  renderAccount();
  await section('Bilety grupowe');
  const headings = screen.getAllByRole('heading').map((heading) => [heading.tagName, heading.textContent]);
  const titles = headings.map(([, text]) => text);
  expect(titles.indexOf('Prezenty')).toBeGreaterThan(titles.indexOf('Zamówienia — nagrania'));
  expect(titles.indexOf('Bilety grupowe')).toBe(titles.indexOf('Prezenty') + 1);
  expect(headings.filter(([, text]) => text === 'Prezenty' || text === 'Bilety grupowe')).toEqual([
    ['H2', 'Prezenty'],
    ['H2', 'Bilety grupowe'],
  ]);
});
