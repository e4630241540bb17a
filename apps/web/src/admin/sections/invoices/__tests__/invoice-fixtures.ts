import type { TAdminInvoice } from '@scena/shared/commerce/invoices-admin';

/** An invoice request of the back-office's list: a company's, for a paid ticket, not sent yet by default. */
export function adminInvoice(fields: Partial<TAdminInvoice> = {}): TAdminInvoice {
  return {
    id: 1,
    userId: 7,
    email: 'zofia@example.com',
    firstname: 'Zofia',
    lastname: 'Żółkiewska',
    created_at: '2026-11-10T18:30:00.000Z',
    extOrderId: 'ext-1',
    productType: 'event',
    paymentStatus: 'COMPLETED',
    amount: 49.9,
    description: 'Bilet: Wesele',
    sent: false,
    sent_at: null,
    data: {
      invoiceType: 'company',
      company: 'Teatr Przyjaciół sp. z o.o.',
      nip: '5260250274',
      firstname: null,
      lastname: null,
      street: 'Krakowskie Przedmieście 1',
      postal_code: '00-071',
      city: 'Warszawa',
      state: 'mazowieckie',
      country_code: 'PL',
    },
    ...fields,
  };
}

/** A private person's request data. */
export const PERSON_DATA: TAdminInvoice['data'] = {
  invoiceType: 'person',
  company: null,
  nip: null,
  firstname: 'Jan',
  lastname: 'Kowalski',
  street: 'Długa 5/7',
  postal_code: '31-147',
  city: 'Kraków',
  state: 'małopolskie',
  country_code: 'PL',
};
