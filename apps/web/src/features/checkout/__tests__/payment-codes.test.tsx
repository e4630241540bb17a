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

const CONFIG = {
  status: 200,
  body: {
    config: { maintenance: false, vat_rate: 23, tickets_expiration_time: 48, images: {} },
    giftConfig: { gift_available: false, any_gift_available: false, gift_price: 60, images: {} },
    groupTicketConfig: {
      event_available: false,
      video_available: false,
      min_units: 2,
      max_units: 30,
      one_free: false,
      discount: 0,
    },
  },
};

const event = (fields: Partial<TEvent> = {}) =>
  publicEvent({
    id: 12,
    title: 'Wesele',
    event_price: 40,
    available_tickets: 0,
    access: false,
    paymentStatus: null,
    countryBlocked: false,
    ...fields,
  } as Partial<TEvent>);

const renderAt = (url: string) =>
  renderRoutes(<Route path="/platnosc/wydarzenie/:productId" element={<PaymentPage type="event" />} />, url);

/** The amount beside a line of the summary, spaces made plain. */
const amountBeside = (line: HTMLElement) => line.nextElementSibling?.textContent?.replace(/\s/g, ' ');

describe('the payment page and the buyer’s codes', () => {
  beforeEach(() => {
    sessionStore.signIn({
      token: 't',
      expiresAt: '2099-01-01T00:00:00.000Z',
      user: aUser({ birthday: '1980-05-05' }),
    });
    vi.stubGlobal('location', { ...window.location, assign: vi.fn() });
  });
  afterEach(() => {
    cleanup();
    sessionStore.clear();
    vi.unstubAllGlobals();
  });

  test('a code others used up: the price is full and the page says why (item 7)', async () => {
    fakeApi(
      { '/api/events/12': { status: 200, body: event({ usedUpCode: 'RAZ-DLA-DWOJGA' } as Partial<TEvent>) } },
      { '/external_api/config': CONFIG },
    );
    renderAt('/platnosc/wydarzenie/12');
    const why = await screen.findByText(/RAZ-DLA-DWOJGA/);
    expect(why.textContent).toContain('wykorzystany przez limit');
    const summary = screen.getByRole('region', { name: 'Podsumowanie' });
    expect(amountBeside(within(summary).getByText('Do zapłaty'))).toContain('40,00 zł');
    expect(within(summary).queryByText(/Kod rabatowy/)).toBeNull();
    expect(screen.queryByText(/Masz kod rabatowy\?/)).toBeNull();
  });
  test('a cash voucher: the buyer sees what is left on it and chooses whether to use it (item 2)', async () => {
    const calls: Call[] = fakeApi(
      {
        '/api/events/12': {
          status: 200,
          body: event({
            newPrice: 0,
            usedCode: 'PREZENT-AB12CD34',
            voucher: { balance: 60, priceWithout: 40, codeWithout: null },
          } as Partial<TEvent>),
        },
        'POST /api/payments/12': {
          status: 201,
          body: {
            extOrderId: 'v1',
            status: 'PENDING',
            payu: { redirectUri: 'http://payu/v1', orderId: 'P1' },
          },
        },
      },
      { '/external_api/config': CONFIG },
    );
    const user = userEvent.setup();
    renderAt('/platnosc/wydarzenie/12');
    const use = await screen.findByRole('radio', { name: /Zapłać bonem PREZENT-AB12CD34/ });
    expect((use as HTMLInputElement).checked).toBe(true);
    expect(use.closest('label')?.textContent?.replace(/\s/g, ' ')).toContain('na bonie zostanie 20,00 zł');
    const summary = screen.getByRole('region', { name: 'Podsumowanie' });
    expect(amountBeside(within(summary).getByText('Bon PREZENT-AB12CD34'))).toContain('−40,00 zł');
    expect(amountBeside(within(summary).getByText('Zostanie na bonie'))).toContain('20,00 zł');
    expect(amountBeside(within(summary).getByText('Do zapłaty'))).toContain('0,00 zł');

    await user.click(screen.getByRole('radio', { name: /Zachowaj bon na później/ }));
    expect(amountBeside(within(summary).getByText('Do zapłaty'))).toContain('40,00 zł');
    expect(within(summary).queryByText('Bon PREZENT-AB12CD34')).toBeNull();
    await user.click(await screen.findByRole('checkbox', { name: /regulamin/ }));
    await user.click(screen.getByRole('checkbox', { name: /Zgadzam się/ }));
    await user.click(screen.getByRole('button', { name: /Zapłać 40,00\szł/ }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      url: '/api/payments/12',
      body: { tos: true, supply_consent: true, use_voucher: false },
    });
  });
});
