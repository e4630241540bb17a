import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import type { TAdminPaymentDetail } from '@scena/shared/commerce/payments-admin';
import { i18n } from '@/lib/i18n';
import { renderAdmin } from '../../../test-support';
import { PaymentHistory } from '../payment-history';

/** An order's history as the server answers it (issue 19): PayU's notifications and staff's changes. */
const HISTORY: TAdminPaymentDetail['history'] = [
  {
    at: '2026-11-28T02:22:35.185Z',
    who: null,
    action: 'payu.order',
    before: null,
    after: { status: 'PENDING', outcome: 'ignored' },
  },
  {
    at: '2026-11-28T02:22:35.271Z',
    who: null,
    action: 'payu.order',
    before: null,
    after: { status: 'COMPLETED', outcome: 'applied' },
  },
  {
    at: '2026-11-28T02:22:37.288Z',
    who: 'Ewa Administratorka',
    action: 'order.edit',
    before: { country: 'PL', expiration_date: null },
    after: { country: 'DE', expiration_date: '2026-12-31T19:00:00.000Z' },
  },
  {
    at: '2026-11-28T02:22:37.344Z',
    who: 'Ewa Administratorka',
    action: 'order.refund',
    before: null,
    after: { reason: 'Spóźniony start transmisji', refund_id: 1, amount_grosze: 1050 },
  },
  {
    at: '2026-11-28T02:22:37.386Z',
    who: null,
    action: 'payu.refund',
    before: null,
    after: { refund_status: 'FINALIZED', amount_grosze: 1050, outcome: 'applied' },
  },
];

/** The timeline's entries as text, with the no-break space of amounts as a space. */
function entries(): string[] {
  return [...document.querySelectorAll('.ant-timeline-item-content')].map((item) =>
    item.textContent!.replace(/\u00a0/g, ' '),
  );
}

afterEach(cleanup);

describe("an order's history", { timeout: 30_000 }, () => {
  test('reads as sentences: statuses by name, zł, Warsaw time, countries by name', () => {
    renderAdmin(<PaymentHistory history={HISTORY} />);
    expect(entries()).toEqual([
      '28.11.2026 3:22 — PayU: płatność „W trakcie” — bez zmian, zamówienie miało już ten lub dalszy status.',
      '28.11.2026 3:22 — PayU: płatność „Opłacone” — status zamówienia zmieniony.',
      '28.11.2026 3:22 — Ewa Administratorka: Edycja zamówienia' +
        'Kraj: Polska (PL) → Niemcy (DE); Koniec dostępu: — → 31.12.2026 20:00',
      '28.11.2026 3:22 — Ewa Administratorka: Zlecenie zwrotu pieniędzy' +
        'Powód: Spóźniony start transmisji; Zwrot (nr): 1; Kwota: 10,50 zł',
      '28.11.2026 3:22 — PayU: zwrot 10,50 zł — wykonany.',
    ]);
    const text = document.body.textContent!;
    for (const internal of [
      'payu.order',
      'outcome',
      'amount_grosze',
      '1050',
      'PENDING',
      'COMPLETED',
      ':00.000Z',
    ])
      expect(text).not.toContain(internal);
  });

  test('reads in English in the English panel', async () => {
    await act(() => i18n.changeLanguage('en'));
    try {
      renderAdmin(<PaymentHistory history={HISTORY} />);
      expect(entries()).toEqual([
        '28.11.2026 3:22 — PayU: payment “Processing” — no change, the order already had this or a later status.',
        '28.11.2026 3:22 — PayU: payment “Paid” — the order’s status changed.',
        '28.11.2026 3:22 — Ewa Administratorka: Order edited' +
          'Country: Poland (PL) → Germany (DE); End of access: — → 31.12.2026 20:00',
        '28.11.2026 3:22 — Ewa Administratorka: Refund requested' +
          'Reason: Spóźniony start transmisji; Refund (no.): 1; Amount: 10.50 zł',
        '28.11.2026 3:22 — PayU: refund of 10.50 zł — done.',
      ]);
    } finally {
      await act(() => i18n.changeLanguage('pl'));
    }
  });

  test('says when there is none', () => {
    renderAdmin(<PaymentHistory history={[]} />);
    expect(screen.getByText('Brak zmian.')).toBeTruthy();
  });
});
