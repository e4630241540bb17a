import { cleanup, screen, within } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { TEvent } from '@scena/shared/catalog/events';
import { sessionStore } from '@/lib/session-store';
import { publicEvent } from '@/test-support/catalog-fixtures';
import { fakeApi } from '@/test-support/fake-api';
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
      expiresAt: new Date(Date.now() + 3600_000).toISOString(),
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
});
