import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test } from 'vitest';
import { adminPayment } from '@/test-support/payment-fixtures';
import { renderAdmin } from '../../../test-support';
import { PaymentsTable } from '../payments-table';
import '../i18n';

afterEach(cleanup);

describe("an order's codes", { timeout: 30_000 }, () => {
  test('say who activated a code and whether it was used, in words that fit anyone (issue 19)', async () => {
    const gift = adminPayment({
      productType: 'gift',
      codes: [
        {
          id: 5,
          code: 'PREZENT-7K2M',
          role: 'made',
          usage: [
            { userId: 12, firstname: 'Anna', lastname: 'Lis', used: true },
            { userId: 13, firstname: 'Ewa', lastname: 'Kot', used: false },
          ],
        },
      ],
    });
    renderAdmin(<PaymentsTable orders={[gift]} loading={false} onManage={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Kody zamówienia ext-1' }));
    const codes = await screen.findByRole('list', { name: 'Kody zamówienia' });
    expect(codes.textContent).toContain(
      'Aktywowany przez: Anna Lis (wykorzystany), Ewa Kot (jeszcze niewykorzystany)',
    );
    expect(codes.textContent).not.toMatch(/użył/);
  });
});
