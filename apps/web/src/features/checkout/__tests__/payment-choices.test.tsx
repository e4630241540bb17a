import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { TEvent } from '@scena/shared/catalog/events';
import { sessionStore } from '@/lib/session-store';
import { publicEvent } from '@/test-support/catalog-fixtures';
import { fakeApi, type Call } from '@/test-support/fake-api';
import { renderRoutes } from '@/test-support/render';
import { aUser } from '@/test-support/user-fixtures';
import { PaymentPage } from '../routes/payment-page';
import { GiftPaymentPage } from '../routes/gift-payment-page';

function externalConfig(overrides: { gift?: object; group?: object } = {}) {
  return {
    status: 200,
    body: {
      config: { maintenance: false, vat_rate: 23, tickets_expiration_time: 48, images: {} },
      giftConfig: {
        gift_available: true,
        any_gift_available: true,
        gift_price: 60,
        gift_expiration: null,
        gift_label: 'Bon na spektakl',
        gift_label_en: '',
        gift_description: 'Podaruj teatr.',
        gift_description_en: '',
        images: {},
        ...overrides.gift,
      },
      groupTicketConfig: {
        event_available: true,
        video_available: false,
        min_units: 2,
        max_units: 30,
        one_free: true,
        discount: 10,
        ...overrides.group,
      },
    },
  };
}

const event = (fields: Partial<TEvent> = {}) =>
  publicEvent({
    id: 12,
    title: 'Wesele',
    event_price: 40,
    available_tickets: 20,
    ticketsLeft: 6,
    access: false,
    paymentStatus: null,
    countryBlocked: false,
    ...fields,
  } as Partial<TEvent>);

const renderAt = (url: string) =>
  renderRoutes(
    <>
      <Route path="/platnosc/prezent" element={<GiftPaymentPage />} />
      <Route path="/platnosc/wydarzenie/:productId" element={<PaymentPage type="event" />} />
    </>,
    url,
  );

/** PayU took the order: the page goes on to its redirectUri. */
const orderCreated = (extOrderId: string) => ({
  status: 201,
  body: { extOrderId, status: 'PENDING', payu: { redirectUri: `http://payu/${extOrderId}`, orderId: 'P1' } },
});

/** The amount beside a line of the summary, spaces made plain. */
const amountBeside = (line: HTMLElement) => line.nextElementSibling?.textContent?.replace(/\s/g, ' ');

const posts = (calls: Call[]) => calls.filter((call) => call.method === 'POST');

/** Ticks both consents, once the purchase form (a chunk of its own, fetched beside the page) is there. */
async function tickConsents(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('checkbox', { name: /regulamin/ }));
  await user.click(screen.getByRole('checkbox', { name: /Zgadzam się/ }));
}

describe('the payment page: a ticket for oneself, a group ticket or a gift', () => {
  beforeEach(() => {
    sessionStore.signIn({
      token: 't',
      expiresAt: '2099-01-01T00:00:00.000Z',
      user: aUser({ firstname: 'Anna', lastname: 'Nowak', birthday: '1980-05-05' }),
    });
    vi.stubGlobal('location', { ...window.location, assign: vi.fn() });
  });
  afterEach(() => {
    cleanup();
    sessionStore.clear();
    vi.unstubAllGlobals();
  });

  test('the consents are checked by the schemas that load on the first action: missing ones are said, nothing is sent', async () => {
    const calls = fakeApi(
      {
        '/api/events/12': { status: 200, body: event() },
        'POST /api/payments/12': orderCreated('e1'),
      },
      { '/external_api/config': externalConfig() },
    );
    const user = userEvent.setup();
    renderAt('/platnosc/wydarzenie/12');
    await user.click(await screen.findByRole('button', { name: /Zapłać 40,00\szł/ }));
    expect(await screen.findAllByText('To pole jest wymagane.')).toHaveLength(2);
    expect(posts(calls)).toHaveLength(0);
    await tickConsents(user);
    await user.click(screen.getByRole('button', { name: /Zapłać 40,00\szł/ }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]).toMatchObject({
      url: '/api/payments/12',
      body: { tos: true, supply_consent: true },
    });
  });

  test('a group of 5 shows the breakdown live and sends event-12-5', async () => {
    const calls = fakeApi(
      {
        '/api/events/12': { status: 200, body: event() },
        'POST /api/groupTickets/': orderCreated('g1'),
      },
      { '/external_api/config': externalConfig() },
    );
    const user = userEvent.setup();
    renderAt('/platnosc/wydarzenie/12?rodzaj=grupowy');
    const quantity = await screen.findByRole('spinbutton', { name: /Liczba osób/ });
    expect((screen.getByRole('radio', { name: /Bilet grupowy/ }) as HTMLInputElement).checked).toBe(true);
    // 2 people by default: 2 × 40, one free, 10% off the 40 left = 36 zł
    expect(amountBeside(screen.getByText('Do zapłaty'))).toContain('36,00 zł');
    await user.clear(quantity);
    await user.type(quantity, '5');
    const summary = screen.getByRole('region', { name: 'Podsumowanie' });
    expect(amountBeside(within(summary).getByText('5 × 40,00 zł'))).toContain('200,00 zł');
    expect(amountBeside(within(summary).getByText('Jeden bilet gratis'))).toContain('−40,00 zł');
    expect(amountBeside(within(summary).getByText('Rabat grupowy 10%'))).toContain('−16,00 zł');
    expect(amountBeside(within(summary).getByText('Do zapłaty'))).toContain('144,00 zł');

    await user.clear(quantity);
    await user.type(quantity, '7');
    expect(screen.getByText('Dostępnych biletów: 6. Wybierz mniej osób.')).toBeTruthy();
    expect(((await screen.findByRole('button', { name: /Zapłać/ })) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await user.clear(quantity);
    await user.type(quantity, '5');
    await tickConsents(user);
    await user.click(screen.getByRole('button', { name: /Zapłać 144,00\szł/ }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]).toMatchObject({
      url: '/api/groupTickets/',
      body: { productSlug: 'event-12-5', tos: true, supply_consent: true },
    });
  });

  test('a gift of the event asks for the recipient and sends event-12 with the message', async () => {
    const calls = fakeApi(
      {
        '/api/events/12': {
          status: 200,
          body: event({ access: true, paymentStatus: 'COMPLETED' } as Partial<TEvent>),
        },
        'POST /api/gifts/': orderCreated('p1'),
      },
      { '/external_api/config': externalConfig() },
    );
    const user = userEvent.setup();
    renderAt('/platnosc/wydarzenie/12');
    // Holding a ticket does not stop a gift or a group ticket.
    await user.click(await screen.findByRole('radio', { name: /Bilet w prezencie/ }));
    expect(screen.getByTestId('where')?.textContent?.replace(/\s/g, ' ')).toContain(
      '/platnosc/wydarzenie/12?rodzaj=prezent',
    );
    await user.type(await screen.findByRole('textbox', { name: 'Imię obdarowanego' }), 'Ala');
    await user.type(screen.getByRole('textbox', { name: 'Adres e-mail obdarowanego' }), 'zly-adres');
    await user.type(screen.getByRole('textbox', { name: /Wiadomość/ }), 'Sto lat!');
    await tickConsents(user);
    await user.click(screen.getByRole('button', { name: /Zapłać 40,00\szł/ }));
    expect(await screen.findByText('Niepoprawny adres e-mail.')).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);
    const email = screen.getByRole('textbox', { name: 'Adres e-mail obdarowanego' });
    await user.clear(email);
    await user.type(email, 'ala@example.com');
    await user.click(screen.getByRole('button', { name: /Zapłać 40,00\szł/ }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]).toMatchObject({
      url: '/api/gifts/',
      body: {
        productSlug: 'event-12',
        recipient_name: 'Ala',
        recipient_email: 'ala@example.com',
        message: 'Sto lat!',
      },
    });
  });

  test('no choice when gifts and groups are off; a sold-out event offers neither', async () => {
    fakeApi(
      { '/api/events/12': { status: 200, body: event({ ticketsLeft: 0, ticketsAvailable: false }) } },
      { '/external_api/config': externalConfig() },
    );
    renderAt('/platnosc/wydarzenie/12?rodzaj=grupowy');
    expect(await screen.findByText('Zakup jest niedostępny')).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  test('payments off and a code that makes it free: the ticket for oneself, but no gift or group ticket, as the server decides', async () => {
    fakeApi(
      {
        '/api/events/12': {
          status: 200,
          body: event({ enable_tickets: false, enable_codes: true, newPrice: 0, usedCode: 'ZAPROSZENIE' }),
        },
      },
      { '/external_api/config': externalConfig() },
    );
    renderAt('/platnosc/wydarzenie/12?rodzaj=prezent');
    expect(await screen.findByRole('button', { name: 'Odbierz dostęp' })).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  test('a viewer who already has access may still give it: their refusal is named, the gift is offered', async () => {
    fakeApi(
      { '/api/events/12': { status: 200, body: event({ access: true, paymentStatus: 'COMPLETED' }) } },
      { '/external_api/config': externalConfig() },
    );
    renderAt('/platnosc/wydarzenie/12');
    expect(await screen.findByText('Masz już dostęp.')).toBeTruthy();
    expect(screen.getByRole('radio', { name: /w prezencie/ })).toBeTruthy();
  });

  test('/platnosc/prezent sells a gift for any product at gift_price, or says gifts are off', async () => {
    const calls = fakeApi(
      {
        'POST /api/gifts/': orderCreated('a1'),
      },
      { '/external_api/config': externalConfig() },
    );
    const user = userEvent.setup();
    renderAt('/platnosc/prezent');
    expect(await screen.findByRole('heading', { name: 'Bon na spektakl' })).toBeTruthy();
    await tickConsents(user);
    await user.click(screen.getByRole('button', { name: /Zapłać 60,00\szł/ }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]!.body).toMatchObject({ productSlug: 'any', recipient_email: '' });
    cleanup();
    fakeApi({}, { '/external_api/config': externalConfig({ gift: { any_gift_available: false } }) });
    renderAt('/platnosc/prezent');
    expect(await screen.findByText('Prezenty nie są teraz dostępne.')).toBeTruthy();
  });
});

describe('the payment page says what the event page says, and sells only a group that can be bought', () => {
  beforeEach(() => {
    sessionStore.signIn({
      token: 't',
      expiresAt: '2099-01-01T00:00:00.000Z',
      user: aUser({ firstname: 'Anna', lastname: 'Nowak', birthday: '1980-05-05' }),
    });
  });
  afterEach(() => {
    cleanup();
    sessionStore.clear();
  });

  test('a free full-day event is on its day "(cały dzień)", as on its page, not at 0:00', async () => {
    fakeApi(
      {
        '/api/events/12': {
          status: 200,
          body: event({
            event_price: 0,
            full_day: true,
            time_from: '00:00:00',
            time_to: '23:59:59',
            available_tickets: 50,
            ticketsLeft: 40,
          } as Partial<TEvent>),
        },
      },
      { '/external_api/config': externalConfig() },
    );
    renderAt('/platnosc/wydarzenie/12');
    const summary = await screen.findByRole('region', { name: 'Podsumowanie' });
    expect(amountBeside(within(summary).getByText('Termin'))).toBe('12.05.2030 (cały dzień)');
    expect(await screen.findByRole('button', { name: 'Odbierz dostęp' })).toBeTruthy();
  });

  test('an evening shows its start and its end, as on its page', async () => {
    fakeApi(
      { '/api/events/12': { status: 200, body: event() } },
      { '/external_api/config': externalConfig() },
    );
    renderAt('/platnosc/wydarzenie/12');
    const summary = await screen.findByRole('region', { name: 'Podsumowanie' });
    expect(amountBeside(within(summary).getByText('Termin'))).toBe('12.05.2030, 19:00–21:00');
  });

  test('fewer tickets left than the smallest group: no group ticket is offered, even by its address', async () => {
    fakeApi(
      { '/api/events/12': { status: 200, body: event({ ticketsLeft: 4 }) } },
      { '/external_api/config': externalConfig({ group: { min_units: 5 } }) },
    );
    renderAt('/platnosc/wydarzenie/12?rodzaj=grupowy');
    expect(await screen.findByRole('radio', { name: /Bilet w prezencie/ })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /Bilet grupowy/ })).toBeNull();
    expect((screen.getByRole('radio', { name: /Bilet dla siebie/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('spinbutton', { name: /Liczba osób/ })).toBeNull();
  });

  test('the tickets left cap the group: the hint says the largest group there is', async () => {
    fakeApi(
      { '/api/events/12': { status: 200, body: event({ ticketsLeft: 6 }) } },
      { '/external_api/config': externalConfig() },
    );
    renderAt('/platnosc/wydarzenie/12?rodzaj=grupowy');
    expect(await screen.findByText(/^Od 2 do 6 osób\./)).toBeTruthy();
  });

  test.each([
    ['31', 'Wybierz od 2 do 30 osób.'],
    ['1', 'Wybierz od 2 do 30 osób.'],
    ['', 'Wybierz od 2 do 30 osób.'],
  ])('a group of "%s": no price anywhere, the Pay button disabled, and why', async (typed, message) => {
    const calls = fakeApi(
      {
        '/api/events/12': { status: 200, body: event({ ticketsLeft: null, available_tickets: null }) },
        'POST /api/groupTickets/': orderCreated('g1'),
      },
      { '/external_api/config': externalConfig() },
    );
    const user = userEvent.setup();
    renderAt('/platnosc/wydarzenie/12?rodzaj=grupowy');
    const quantity = await screen.findByRole('spinbutton', { name: /Liczba osób/ });
    await user.clear(quantity);
    if (typed) await user.type(quantity, typed);
    expect(screen.getByText(message)).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Podsumowanie' });
    expect(within(summary).queryByText(/×/)).toBeNull();
    expect(within(summary).queryByText(/zł/)).toBeNull();
    expect(amountBeside(within(summary).getByText('Do zapłaty'))).toBe('—');
    const pay = await screen.findByRole('button', { name: 'Zapłać' });
    expect((pay as HTMLButtonElement).disabled).toBe(true);
    // The button says why it does nothing.
    expect(pay.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(pay.getAttribute('aria-describedby')!)?.textContent).toContain(message);
    await tickConsents(user);
    await user.click(pay);
    expect(posts(calls)).toHaveLength(0);
  });
});
