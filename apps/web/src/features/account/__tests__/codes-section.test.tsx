import { cleanup, screen, within } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { TUserCode } from '@scena/shared/commerce/codes';
import { sessionStore } from '@/lib/session-store';
import { fakeApi } from '@/test-support/fake-api';
import { renderRoutes } from '@/test-support/render';
import { aUser } from '@/test-support/user-fixtures';
import { AccountPage } from '../routes/account-page';

const USER = aUser();

function aCode(fields: Partial<TUserCode>): TUserCode {
  return {
    id: 1,
    code_id: 1,
    code: 'WIOSNA',
    desc: 'Wiosenna promocja',
    discount_percent: 20,
    discount_cash: null,
    event_id: null,
    video_id: null,
    product_id: 'any',
    product_title: null,
    product_path: null,
    expiration_date: '2027-03-15T10:00:00.000Z',
    activation_date: '2026-03-01T10:00:00.000Z',
    used: false,
    usage_date: null,
    state: 'active',
    cash_left: null,
    ...fields,
  };
}

function network(codes: TUserCode[]) {
  fakeApi(
    {},
    {
      '/api/users/validate-session': {
        status: 200,
        body: { user: USER, expiresAt: '2099-01-01T00:00:00.000Z' },
      },
      [`/api/mailing/${USER.id}`]: { status: 200, body: { mailing: false } },
      [`/api/users/${USER.id}/codes`]: { status: 200, body: codes },
      '/api/payments/user': { status: 200, body: [] },
      '/api/videopayments/user': { status: 200, body: [] },
      '/api/gifts/user': { status: 200, body: [] },
      '/api/groupTickets/user': { status: 200, body: [] },
    },
  );
}

const renderAccount = () => renderRoutes(<Route path="/konto" element={<AccountPage />} />, '/konto');

beforeEach(() => sessionStore.signIn({ token: 't', expiresAt: '2099-01-01T00:00:00.000Z', user: USER }));
afterEach(() => {
  cleanup();
  sessionStore.clear();
});

describe('the discount codes on the account page', () => {
  test('each code says whether it still lowers a price, and why not: used, used up by others, expired', async () => {
    network([
      aCode({ code_id: 1, code: 'WIOSNA' }),
      aCode({
        code_id: 2,
        code: 'MOJ-RAZ',
        used: true,
        usage_date: '2026-03-10T10:00:00.000Z',
        state: 'used',
      }),
      aCode({ code_id: 3, code: 'RAZ-DLA-DWOJGA', state: 'used_up' }),
      aCode({ code_id: 4, code: 'STARY', expiration_date: '2026-03-01T10:00:00.000Z', state: 'expired' }),
    ]);
    renderAccount();
    const codes = await screen.findByRole('region', { name: 'Kody rabatowe' });
    const cards = await within(codes).findAllByRole('listitem');
    const card = (code: string) => cards.find((item) => item.textContent?.includes(code))!;

    expect(within(card('WIOSNA')).getByText('Aktywny')).toBeTruthy();
    expect(within(card('MOJ-RAZ')).getByText('Wykorzystany')).toBeTruthy();
    const usedUp = card('RAZ-DLA-DWOJGA');
    expect(within(usedUp).getByText('Wykorzystany przez limit')).toBeTruthy();
    expect(within(usedUp).queryByText('Aktywny')).toBeNull();
    expect(within(usedUp).getByText(/inne osoby wykorzystały już wszystkie jego użycia/)).toBeTruthy();
    expect(within(card('STARY')).getByText('Wygasł')).toBeTruthy();
    // Only a code the user used stays with its order; the others may go.
    expect(within(usedUp).getByRole('button', { name: /Usuń kod/ })).toBeTruthy();
    expect(within(card('MOJ-RAZ')).queryByRole('button', { name: /Usuń kod/ })).toBeNull();
  });
  test('a cash voucher shows what is left on it for the next purchases (item 2)', async () => {
    network([
      aCode({
        code: 'PREZENT-AB12CD34',
        discount_percent: null,
        discount_cash: 60,
        cash_left: 40.1,
        used: true,
        usage_date: '2026-03-10T10:00:00.000Z',
      }),
    ]);
    renderAccount();
    const codes = await screen.findByRole('region', { name: 'Kody rabatowe' });
    const [card] = await within(codes).findAllByRole('listitem');
    expect(within(card!).getByText('Aktywny')).toBeTruthy();
    expect(within(card!).getByText('Wartość bonu').nextElementSibling?.textContent?.replace(/\s/g, ' ')).toBe(
      '60,00 zł',
    );
    expect(
      within(card!).getByText('Zostało na bonie').nextElementSibling?.textContent?.replace(/\s/g, ' '),
    ).toBe('40,10 zł');
  });
});
