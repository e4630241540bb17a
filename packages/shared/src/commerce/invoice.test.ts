import { describe, expect, it } from 'vitest';
import { formErrorOf } from '../validation/form-error';
import { ZInvoiceData } from './invoice';
import { ZPurchase } from './purchase';

const company = {
  invoiceType: 'company',
  company: 'Teatr Przyjaciół sp. z o.o.',
  nip: 'PL 526-025-02-74',
  street: 'Krakowskie Przedmieście 1',
  postal_code: '00-071',
  city: 'Warszawa',
  state: 'mazowieckie',
  country_code: 'PL',
};
const person = {
  ...company,
  invoiceType: 'person',
  company: '',
  nip: '',
  firstname: 'Zofia',
  lastname: "O'Brien",
};

describe('invoice data (visitor-side.md §5, product-decisions §30)', () => {
  it('keeps a company with its NIP as 10 digits, and drops company fields for a person', () => {
    expect(ZInvoiceData.parse(company)).toMatchObject({ nip: '5260250274', company: company.company });
    expect(ZInvoiceData.parse(person)).toMatchObject({ company: null, nip: null, firstname: 'Zofia' });
    expect(ZInvoiceData.parse({ ...person, country_code: 'DE', postal_code: '10115' }).postal_code).toBe(
      '10115',
    );
  });

  it.each([
    [
      'a company without name and NIP',
      { ...company, company: '', nip: '' },
      { company: 'form.validate.required', nip: 'form.validate.required' },
    ],
    ['a wrong NIP', { ...company, nip: '5260250275' }, { nip: 'form.validate.nip' }],
    [
      'a person without names',
      { ...person, firstname: '', lastname: '' },
      { firstname: 'form.validate.required', lastname: 'form.validate.required' },
    ],
    ['digits in a name', { ...person, firstname: 'Zofia2' }, { firstname: 'form.validate.special_chars' }],
    [
      'a Polish postal code without its dash',
      { ...company, postal_code: '00071' },
      { postal_code: 'form.validate.postal_code' },
    ],
    ['a long city', { ...company, city: 'x'.repeat(31) }, { city: 'form.validate.too_long' }],
    [
      'markup in the street',
      { ...company, street: '<b>Krakowskie</b>' },
      { street: 'form.validate.no_html' },
    ],
    [
      'no address',
      { invoiceType: 'person', firstname: 'Zofia', lastname: 'Kupiec' },
      { street: 'form.validate.required', city: 'form.validate.required' },
    ],
  ])('refuses %s', (_name, input, expected) => {
    expect(formErrorOf(ZInvoiceData.safeParse(input))).toMatchObject(expected);
  });
});

describe('the purchase body', () => {
  it('needs both boxes ticked; the invoice is optional', () => {
    expect(ZPurchase.safeParse({ tos: true, supply_consent: true }).success).toBe(true);
    expect(ZPurchase.safeParse({ tos: true, supply_consent: true, invoice: null }).success).toBe(true);
    expect(formErrorOf(ZPurchase.safeParse({ tos: false }))).toEqual({
      tos: 'form.validate.required',
      supply_consent: 'form.validate.required',
    });
  });
});
