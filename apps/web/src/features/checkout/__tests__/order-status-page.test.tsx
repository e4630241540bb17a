import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { TOrderWithCodes } from '@scena/shared/commerce/orders';
import { fakeApi, type Answer } from '@/test-support/fake-api';
import { aMadeCode, anOrderWithCodes } from '@/test-support/payment-fixtures';
import { renderRoutes } from '@/test-support/render';
import { ORDER_POLL_MS } from '../api/get-order';
import { OrderStatusPage } from '../routes/order-status-page';

const GROUP = anOrderWithCodes();
const GROUP_URL = `/api/groupTickets/${GROUP.extOrderId}`;

const GIFT = anOrderWithCodes({
  extOrderId: 'f0e1d2c3b4a5968778695a4b',
  productType: 'gift',
  product_slug: 'event-3',
  amount: 49.9,
  product_quantity: 1,
  gift: {
    recipient_name: 'Jan Kowalski',
    recipient_email: 'jan@example.com',
    message: 'Wszystkiego\nnajlepszego!',
  },
  codes: [aMadeCode({ code: 'PREZENT-4N7R' })],
});

const ok = (body: TOrderWithCodes): Answer => ({ status: 200, body });

/** The status page at /status-zamowienia/{segment}/{extOrderId}, as the router mounts it. */
function renderStatus(segment: 'prezent' | 'bilet-grupowy', extOrderId: string, query = '') {
  return renderRoutes(
    <Route
      path={`/status-zamowienia/${segment}/:extOrderId`}
      element={<OrderStatusPage segment={segment} />}
    />,
    `/status-zamowienia/${segment}/${extOrderId}${query}`,
  );
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the status page of a paid group ticket', () => {
  test('lists every code with its state and validity date, and says how to use one', async () => {
    const calls = fakeApi({ [GROUP_URL]: ok(GROUP) });
    renderStatus('bilet-grupowy', GROUP.extOrderId);

    expect(await screen.findByRole('heading', { level: 1, name: 'Dziękujemy! Bilet grupowy jest opłacony' }));
    expect(screen.getByText('Potwierdzenie i kody wysłaliśmy na Twój adres e-mail.')).toBeTruthy();
    expect(new Set(calls.map((call) => call.url))).toEqual(new Set([GROUP_URL]));

    const items = within(screen.getByRole('list', { name: 'Kody z tego zamówienia' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.querySelector('code')?.textContent)).toEqual([
      'GRUPA-7K2M',
      'GRUPA-9P4Q',
      'GRUPA-3X8T',
    ]);
    expect(within(items[0]!).getByText('Niewykorzystany')).toBeTruthy();
    expect(within(items[0]!).getByText('Ważny do 30.11.2027')).toBeTruthy();
    expect(within(items[1]!).getByText('Wykorzystany')).toBeTruthy();
    // Only a code that can still be used is offered for copying.
    expect(within(items[1]!).queryByRole('button')).toBeNull();
    expect(screen.getByRole('button', { name: 'Kopiuj kod GRUPA-3X8T' })).toBeTruthy();

    expect(screen.getByRole('heading', { level: 2, name: 'Kody (3)' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Jak skorzystać z kodu' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'stronie konta' }).getAttribute('href')).toBe('/konto#kody');
    expect(screen.getByText('Liczba biletów').nextElementSibling?.textContent).toBe('3');
  });

  test('"Pobierz CSV" saves the codes as kody-{first 8 characters}.csv, UTF-8 with a byte-order mark', async () => {
    fakeApi({ [GROUP_URL]: ok(GROUP) });
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:kody';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const saved: Array<{ href: string; download: string }> = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });
    renderStatus('bilet-grupowy', GROUP.extOrderId);

    await userEvent.click(await screen.findByRole('button', { name: 'Pobierz CSV z kodami' }));

    expect(saved).toEqual([{ href: 'blob:kody', download: 'kody-a1b2c3d4.csv' }]);
    const bytes = new Uint8Array(await blobs[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(blobs[0]!.type).toBe('text/csv;charset=utf-8');
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.slice(3)).split('\r\n')).toEqual([
      'kod;stan;ważny do',
      'GRUPA-7K2M;Niewykorzystany;30.11.2027',
      'GRUPA-9P4Q;Wykorzystany;30.11.2027',
      'GRUPA-3X8T;Niewykorzystany;30.11.2027',
      '',
    ]);
  });

  test('"Kopiuj" puts the code on the clipboard and says so politely', async () => {
    fakeApi({ [GROUP_URL]: ok(GROUP) });
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderStatus('bilet-grupowy', GROUP.extOrderId);

    await userEvent.click(await screen.findByRole('button', { name: 'Kopiuj kod GRUPA-3X8T' }));

    expect(writeText).toHaveBeenCalledWith('GRUPA-3X8T');
    const confirmation = screen.getByText('Skopiowano kod GRUPA-3X8T do schowka.');
    expect(confirmation.getAttribute('aria-live')).toBe('polite');
    expect(screen.getByRole('button', { name: 'Skopiowano kod GRUPA-3X8T' })).toBeTruthy();
  });

  test('where the clipboard is refused, the code is selected to copy by hand', async () => {
    fakeApi({ [GROUP_URL]: ok(GROUP) });
    const writeText = vi.fn(async () => {
      throw new Error('NotAllowedError');
    });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderStatus('bilet-grupowy', GROUP.extOrderId);

    await userEvent.click(await screen.findByRole('button', { name: 'Kopiuj kod GRUPA-7K2M' }));

    expect(await screen.findByText(/Nie udało się skopiować kodu GRUPA-7K2M/)).toBeTruthy();
    expect(window.getSelection()?.toString()).toBe('GRUPA-7K2M');
  });
});

describe('a group ticket still being paid', () => {
  test('is asked about again every few seconds until it is paid, then shows the codes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answer = ok({ ...GROUP, status: 'PENDING', codes: [] });
    const calls = fakeApi({ [GROUP_URL]: () => answer });
    renderStatus('bilet-grupowy', GROUP.extOrderId);

    expect(await screen.findByRole('heading', { name: 'Czekamy na potwierdzenie płatności' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Kody z tego zamówienia' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Pobierz CSV/ })).toBeNull();
    const before = calls.length;

    await act(() => vi.advanceTimersByTimeAsync(ORDER_POLL_MS));
    expect(calls.length).toBe(before + 1);

    answer = ok(GROUP);
    await act(() => vi.advanceTimersByTimeAsync(ORDER_POLL_MS));
    expect(
      await screen.findByRole('heading', { name: 'Dziękujemy! Bilet grupowy jest opłacony' }),
    ).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Kody z tego zamówienia' })).toBeTruthy();
    expect(screen.getByText('Płatność potwierdzona.')).toBeTruthy();

    // Paid: nothing more to ask.
    const settled = calls.length;
    await act(() => vi.advanceTimersByTimeAsync(ORDER_POLL_MS * 3));
    expect(calls.length).toBe(settled);
  });
});

describe('a gift', () => {
  test('paid: its code, the recipient, the message, and that the code was mailed to the recipient', async () => {
    fakeApi({ [`/api/gifts/${GIFT.extOrderId}`]: ok(GIFT) });
    renderStatus('prezent', GIFT.extOrderId);

    expect(await screen.findByRole('heading', { level: 1, name: 'Dziękujemy! Prezent jest opłacony' }));
    expect(screen.getByText('Potwierdzenie i kod wysłaliśmy na Twój adres e-mail.')).toBeTruthy();
    expect(screen.getByText('Obdarowany').nextElementSibling?.textContent).toBe('Jan Kowalski');
    expect(screen.getByText('Kod dla obdarowanego').nextElementSibling?.textContent).toBe(
      'wysłany e-mailem na adres jan@example.com',
    );
    expect(screen.getByText('Wiadomość').nextElementSibling?.textContent).toBe('Wszystkiego\nnajlepszego!');
    expect(screen.getByRole('heading', { level: 2, name: 'Kod prezentu' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Kopiuj kod PREZENT-4N7R' })).toBeTruthy();
    // A gift has one code: no CSV.
    expect(screen.queryByRole('button', { name: /Pobierz CSV/ })).toBeNull();
    expect(screen.getByText(/z aktywnym kodem zapłacisz 0 zł/)).toBeTruthy();
  });

  test('without a recipient address: the buyer passes the code on', async () => {
    const gift = { ...GIFT, gift: { recipient_name: '', recipient_email: '', message: '' } };
    fakeApi({ [`/api/gifts/${GIFT.extOrderId}`]: ok(gift) });
    renderStatus('prezent', GIFT.extOrderId);

    expect(await screen.findByText('nie wysyłaliśmy go — przekaż go samodzielnie')).toBeTruthy();
    expect(screen.queryByText('Obdarowany')).toBeNull();
    expect(screen.queryByText('Wiadomość')).toBeNull();
  });

  test('still being paid: the code will go to the recipient once the payment is confirmed', async () => {
    fakeApi({ [`/api/gifts/${GIFT.extOrderId}`]: ok({ ...GIFT, status: 'PENDING', codes: [] }) });
    renderStatus('prezent', GIFT.extOrderId);

    expect(await screen.findByRole('heading', { name: 'Czekamy na potwierdzenie płatności' })).toBeTruthy();
    expect(screen.getByText('Kod dla obdarowanego').nextElementSibling?.textContent).toBe(
      'wyślemy go na adres jan@example.com po opłaceniu zamówienia',
    );
    expect(screen.queryByRole('heading', { name: 'Kod prezentu' })).toBeNull();
  });

  test('for any product: named as such, and its code lowers any price', async () => {
    const gift = { ...GIFT, product_slug: 'any', event_id: null, product_path: null, title: 'Prezent' };
    fakeApi({ [`/api/gifts/${GIFT.extOrderId}`]: ok(gift) });
    renderStatus('prezent', GIFT.extOrderId);

    expect(await screen.findByText('Prezent na dowolne wydarzenie lub nagranie')).toBeTruthy();
    expect(screen.getByText(/kod obniży cenę o wartość prezentu/)).toBeTruthy();
  });

  test('refunded: the code is listed as no longer valid, with nothing to copy and no instructions', async () => {
    const gift = {
      ...GIFT,
      status: 'REFUNDED',
      codes: [aMadeCode({ code: 'PREZENT-4N7R', expired: true })],
    };
    fakeApi({ [`/api/gifts/${GIFT.extOrderId}`]: ok(gift) });
    renderStatus('prezent', GIFT.extOrderId);

    expect(
      await screen.findByText('Jeśli kod z tego zamówienia nie został wykorzystany, jest już nieważny.'),
    );
    expect(screen.getByText('Nieważny')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Kopiuj/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Jak skorzystać z kodu' })).toBeNull();
  });
});

describe('a failed payment offers a retry of the same purchase', () => {
  test.each([
    ['bilet-grupowy', 'a group ticket of an event', {}, '/platnosc/wydarzenie/3?rodzaj=grupowy'],
    [
      'bilet-grupowy',
      'a group ticket of a recording',
      { event_id: null, video_id: 5, product_slug: 'video-5-3' },
      '/platnosc/wideo/5?rodzaj=grupowy',
    ],
    [
      'prezent',
      'a gift of an event',
      { productType: 'gift', product_slug: 'event-3' },
      '/platnosc/wydarzenie/3?rodzaj=prezent',
    ],
    [
      'prezent',
      'a gift for any product',
      { productType: 'gift', product_slug: 'any', event_id: null, product_path: null },
      '/platnosc/prezent',
    ],
  ] as const)('%s: %s', async (segment, _what, fields, retry) => {
    const order = anOrderWithCodes({ ...fields, status: 'CANCELED', codes: [] } as Partial<TOrderWithCodes>);
    const api = segment === 'prezent' ? '/api/gifts' : '/api/groupTickets';
    fakeApi({ [`${api}/${order.extOrderId}`]: ok(order) });
    renderStatus(segment, order.extOrderId, '?error=501');

    expect(await screen.findByRole('heading', { name: 'Płatność nie powiodła się' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Spróbuj ponownie' }).getAttribute('href')).toBe(retry);
    expect(screen.queryByRole('list', { name: 'Kody z tego zamówienia' })).toBeNull();
  });
});

test("another user's (or an unknown) order is a generic error", async () => {
  fakeApi({});
  renderStatus('bilet-grupowy', 'nieznane');
  expect(await screen.findByRole('heading', { name: 'Nie udało się wczytać zamówienia' })).toBeTruthy();
});

describe('a ticket or a rental (no segment of its own)', () => {
  const { codes: _codes, ...ticket } = anOrderWithCodes({
    extOrderId: 'e1e2e3e4e5e6',
    productType: 'event',
    product_slug: 'event-3',
    product_quantity: 1,
  });
  const renderTicket = () =>
    renderRoutes(
      <Route
        path="/status-zamowienia/wydarzenie/:extOrderId"
        element={<OrderStatusPage segment="wydarzenie" />}
      />,
      `/status-zamowienia/wydarzenie/${ticket.extOrderId}`,
    );

  test('is still read from /api/payments and shows no codes', async () => {
    const calls = fakeApi({ [`/api/payments/${ticket.extOrderId}`]: { status: 200, body: ticket } });
    renderTicket();
    expect(await screen.findByRole('heading', { name: 'Dziękujemy! Zamówienie jest opłacone' })).toBeTruthy();
    expect(new Set(calls.map((call) => call.url))).toEqual(new Set([`/api/payments/${ticket.extOrderId}`]));
    expect(screen.queryByRole('heading', { name: 'Jak skorzystać z kodu' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Przejdź do strony wydarzenia' }).getAttribute('href')).toBe(
      '/wydarzenie/wesele',
    );
  });

  test('a refund in progress says so (not "waiting for the payment")', async () => {
    fakeApi({
      [`/api/payments/${ticket.extOrderId}`]: {
        status: 200,
        body: { ...ticket, status: 'WAITING_FOR_REFUND' },
      },
    });
    renderTicket();
    expect(await screen.findByRole('heading', { name: 'Trwa zwrot płatności' })).toBeTruthy();
    expect(screen.getByText('Po zwrocie dostęp z tego zamówienia wygaśnie.')).toBeTruthy();
  });
});

describe('a payment the buyer left unfinished', () => {
  // The page's clock (only Date is faked): the order was made 5 s before it, not before the machine's now.
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-20T17:00:05.000Z'), toFake: ['Date'] }));
  const { codes: _codes, ...ticket } = anOrderWithCodes({
    extOrderId: 'p1p2p3p4p5p6',
    productType: 'event',
    product_slug: 'event-3',
    event_id: 3,
    product_quantity: 1,
    status: 'PENDING',
    created_at: '2026-11-20T17:00:00.000Z',
    reserved_until: '2026-11-20T17:14:00.000Z',
    payment_link_until: '2026-11-20T17:14:00.000Z',
  });
  const ORDER_URL = `/api/payments/${ticket.extOrderId}`;
  const renderTicket = () =>
    renderRoutes(
      <Route
        path="/status-zamowienia/wydarzenie/:extOrderId"
        element={<OrderStatusPage segment="wydarzenie" />}
      />,
      `/status-zamowienia/wydarzenie/${ticket.extOrderId}`,
    );

  test('"Wróć do płatności" goes back to PayU’s page of the order', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const calls = fakeApi({
      [ORDER_URL]: { status: 200, body: ticket },
      [`POST ${ORDER_URL}/continue`]: { status: 200, body: { redirectUri: 'https://payu.example/pay/P1' } },
    });
    renderTicket();

    expect(await screen.findByRole('heading', { level: 1, name: 'Czekamy na potwierdzenie płatności' }));
    await userEvent.click(screen.getByRole('button', { name: 'Wróć do płatności' }));

    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      `${ORDER_URL}/continue`,
    ]);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://payu.example/pay/P1'));
  });

  test('"Anuluj i kup od nowa" asks first, then drops the order and opens the payment page again', async () => {
    const calls = fakeApi({
      [ORDER_URL]: { status: 200, body: ticket },
      [`POST ${ORDER_URL}/drop`]: {
        status: 200,
        body: { ...ticket, status: 'CANCELED', payment_link_until: null },
      },
    });
    renderTicket();

    await userEvent.click(await screen.findByRole('button', { name: 'Anuluj i kup od nowa' }));
    const dialog = screen.getByRole('dialog', { name: 'Anulować tę płatność?' });
    // Keeping it changes nothing.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Nie, wróć' }));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Anuluj i kup od nowa' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Anulować tę płatność?' })).getByRole('button', {
        name: 'Tak, anuluj płatność',
      }),
    );

    expect(await screen.findByText('Płatność anulowana. Możesz kupić od nowa.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      `${ORDER_URL}/drop`,
    ]);
    await vi.waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/platnosc/wydarzenie/3'));
  });

  test('after a minute the page says the payment is not confirmed yet; without a page to go back to, only the drop is offered', async () => {
    fakeApi({
      [ORDER_URL]: {
        status: 200,
        body: {
          ...ticket,
          created_at: '2026-11-20T16:58:35.000Z',
          payment_link_until: null,
        },
      },
    });
    renderTicket();

    expect(
      await screen.findByText(
        'Płatność nie została jeszcze potwierdzona. Możesz ją anulować i kupić od nowa.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Wróć do płatności' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Anuluj i kup od nowa' })).toBeTruthy();
  });

  test('a refused drop (PayU already took the payment) says so and reads the order again', async () => {
    let order = ticket;
    const calls = fakeApi({
      [ORDER_URL]: () => ({ status: 200, body: order }),
      [`POST ${ORDER_URL}/drop`]: () => {
        order = { ...ticket, status: 'COMPLETED', payment_link_until: null };
        return {
          status: 409,
          body: {
            statusCode: 409,
            message: 'Ta płatność została już zrealizowana — zamówienie jest opłacone.',
            messageKey: 'error.order_paid',
          },
        };
      },
    });
    renderTicket();

    await userEvent.click(await screen.findByRole('button', { name: 'Anuluj i kup od nowa' }));
    await userEvent.click(screen.getByRole('button', { name: 'Tak, anuluj płatność' }));

    expect(
      await screen.findByText('Ta płatność została już zrealizowana — zamówienie jest opłacone.'),
    ).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dziękujemy! Zamówienie jest opłacone' }));
    expect(calls.filter((call) => call.url === ORDER_URL).length).toBeGreaterThan(1);
  });
});
