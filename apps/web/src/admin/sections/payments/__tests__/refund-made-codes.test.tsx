import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { TAdminPaymentDetail, TRefund } from '@scena/shared/commerce/payments-admin';
import { adminPayment } from '@/test-support/payment-fixtures';
import { fakeApi, writes } from '@/test-support/fake-api';
import { fill, renderAdmin } from '../../../test-support';
import { ManagePaymentModal } from '../manage-payment-modal';

/** A paid group ticket of 3 for "Wesele": one code used by Anna Nowak, one only activated, one untouched. */
const GROUP = adminPayment({
  extOrderId: 'grupa-1',
  productType: 'group_ticket',
  product_slug: 'event-3-3',
  amount: 75,
  product_quantity: 3,
  title: 'Wesele',
  codes: [
    {
      id: 11,
      code: 'GRUPA-AAAA1111',
      role: 'made',
      usage: [{ userId: 21, firstname: 'Anna', lastname: 'Nowak', used: true }],
    },
    {
      id: 12,
      code: 'GRUPA-BBBB2222',
      role: 'made',
      usage: [{ userId: 22, firstname: 'Jan', lastname: 'Kowalski', used: false }],
    },
    { id: 13, code: 'GRUPA-CCCC3333', role: 'made', usage: [] },
  ],
});

const made = (code: string, used = false) => ({
  code,
  used,
  expired: false,
  expires_at: '2027-11-30T22:59:59.000Z',
});

function detailOf(fields: Partial<TAdminPaymentDetail> = {}): TAdminPaymentDetail {
  return {
    ...GROUP,
    refunds: [],
    made_codes: [made('GRUPA-AAAA1111', true), made('GRUPA-BBBB2222'), made('GRUPA-CCCC3333')],
    code_uses: [
      {
        code: 'GRUPA-AAAA1111',
        extOrderId: 'bilet-anny',
        user_id: 21,
        firstname: 'Anna',
        lastname: 'Nowak',
        title: 'Wesele',
        product_path: '/wydarzenie/wesele',
        amount: 0,
        status: 'COMPLETED',
        created_at: '2026-11-12T10:00:00.000Z',
      },
    ],
    history: [],
    ...fields,
  };
}

const aRefund = (fields: Partial<TRefund> = {}): TRefund => ({
  id: 5,
  amount: 75,
  reason: 'Klasa nie przyjdzie',
  status: 'PENDING',
  confirmed: true,
  created_at: '2026-11-13T09:00:00.000Z',
  finalized_at: null,
  requested_by: 'Ewa Administratorka',
  withdraw_access: false,
  ...fields,
});

/** The dialog of GROUP, read as `detail`; a refund request answers (and from then on reads) `afterRefund`. */
function open(detail: TAdminPaymentDetail, afterRefund: TAdminPaymentDetail = detail) {
  let current = detail;
  const calls = fakeApi({
    '/api/payments/grupa-1': () => ({ status: 200, body: current }),
    'POST /api/payments/grupa-1/refunds': () => {
      current = afterRefund;
      return { status: 201, body: current };
    },
  });
  renderAdmin(<ManagePaymentModal order={GROUP} onClose={() => undefined} />);
  return calls;
}

const effects = () => screen.getByRole('list', { name: 'Skutki zwrotu' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the refund of a group ticket whose codes were used', { timeout: 30_000 }, () => {
  test('lists each code it made: who used it on what, who only activated it, which is untouched', async () => {
    open(detailOf());
    const codes = await screen.findByRole('list', { name: 'Kody z tego zamówienia' });
    const [used, activated, untouched] = within(codes).getAllByRole('listitem');
    expect(used!.textContent).toContain('GRUPA-AAAA1111');
    expect(used!.textContent).toContain('wykorzystany');
    expect(used!.textContent).toContain('Anna Nowak');
    expect(within(used!).getByRole('link', { name: 'Wesele' }).getAttribute('href')).toBe(
      '/wydarzenie/wesele',
    );
    expect(activated!.textContent).toContain('aktywowany przez: Jan Kowalski');
    expect(untouched!.textContent).toContain('niewykorzystany');
  });

  test('says what a refund in full or in part does, and what withdrawing the access does', async () => {
    open(detailOf());
    await screen.findByRole('list', { name: 'Kody z tego zamówienia' });
    // The whole remainder (the amount left empty).
    expect(effects().textContent).toContain('Zamówienie zostanie oznaczone jako zwrócone');
    expect(effects().textContent).toContain(
      '2 niewykorzystane kody przestaną działać: GRUPA-BBBB2222, GRUPA-CCCC3333',
    );
    expect(effects().textContent).toContain('Dostęp zachowają: Anna Nowak — „Wesele”');

    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Odbierz dostęp dany przez wykorzystane kody' }),
    );
    expect(effects().textContent).toContain('Dostęp stracą');
    expect(effects().textContent).toContain('Anna Nowak — „Wesele”');
    expect(effects().textContent).not.toContain('Dostęp zachowają');

    fill(screen.getByLabelText('Kwota zwrotu (zł)'), '25');
    await waitFor(() =>
      expect(effects().textContent).toContain(
        'Zamówienie pozostanie opłacone, a jego kody będą działać dalej',
      ),
    );
    expect(effects().textContent).not.toContain('przestaną działać');
    expect(effects().textContent).toContain('Dostęp stracą');
  });

  test('sends the choice with the refund, and asks first', async () => {
    const calls = open(detailOf(), detailOf({ refunds: [aRefund({ withdraw_access: true })] }));
    await screen.findByRole('list', { name: 'Kody z tego zamówienia' });
    fill(screen.getByLabelText('Powód zwrotu'), 'Klasa nie przyjdzie');
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Odbierz dostęp dany przez wykorzystane kody' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Zleć zwrot' }));
    const question = await screen.findByText(/odebrać dostęp dany przez kody/);
    expect(question.textContent).toContain('całej kwoty');
    await userEvent.click(screen.getAllByRole('button', { name: 'Zleć zwrot' }).at(-1)!);
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]!.body).toEqual({
      amount: '',
      reason: 'Klasa nie przyjdzie',
      withdraw_access: true,
    });
    expect(await screen.findByText(/Zlecono zwrot/)).toBeTruthy();
  });

  test('a refund PayU has not confirmed says so, and warns against asking again', async () => {
    open(detailOf(), detailOf({ refunds: [aRefund({ confirmed: false })] }));
    await screen.findByRole('list', { name: 'Kody z tego zamówienia' });
    fill(screen.getByLabelText('Powód zwrotu'), 'Klasa nie przyjdzie');
    await userEvent.click(screen.getByRole('button', { name: 'Zleć zwrot' }));
    await userEvent.click((await screen.findAllByRole('button', { name: 'Zleć zwrot' })).at(-1)!);
    expect(await screen.findByText(/PayU nie potwierdziło jeszcze zwrotu/)).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Zwroty' });
    expect(within(table).getByText('czeka na potwierdzenie PayU')).toBeTruthy();
  });
});
