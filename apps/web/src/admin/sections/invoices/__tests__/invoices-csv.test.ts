import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { filterInvoices, invoiceAddress, invoiceRecipient } from '../invoice-rows';
import { invoicesCsv, invoicesCsvName } from '../invoices-csv';
import { adminInvoice, PERSON_DATA } from './invoice-fixtures';

const statusText = (status: string) => ({ COMPLETED: 'Opłacone', REFUNDED: 'Zwrócone' })[status] ?? status;

function parse(csv: string): string[][] {
  return Papa.parse<string[]>(csv.slice(1), { delimiter: ';', skipEmptyLines: true }).data;
}

describe('the invoices CSV', () => {
  it('has every column: BOM, semicolons, Polish letters, decimal commas, Warsaw times', () => {
    const csv = invoicesCsv(
      [
        adminInvoice(),
        adminInvoice({
          id: 2,
          extOrderId: 'ext-2',
          productType: 'group_ticket',
          description: 'Bilet grupowy; 5 osób',
          amount: 1234.5,
          paymentStatus: 'REFUNDED',
          sent: true,
          sent_at: '2026-11-12T08:05:00.000Z',
          data: PERSON_DATA,
        }),
      ],
      statusText,
    );
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv).toContain('\r\n');
    const data = parse(csv);
    expect(data[0]).toEqual([
      'data zamówienia',
      'nr zamówienia',
      'rodzaj',
      'produkt',
      'kwota brutto (zł)',
      'status płatności',
      'kupujący',
      'e-mail',
      'id użytkownika',
      'faktura dla',
      'firma',
      'NIP',
      'imię',
      'nazwisko',
      'ulica',
      'kod pocztowy',
      'miejscowość',
      'województwo',
      'kraj',
      'wysłana',
      'data wysłania',
    ]);
    expect(data[1]).toEqual([
      '10.11.2026 19:30',
      'ext-1',
      'wydarzenie',
      'Bilet: Wesele',
      '49,90',
      'Opłacone',
      'Zofia Żółkiewska',
      'zofia@example.com',
      '7',
      'firma',
      'Teatr Przyjaciół sp. z o.o.',
      '5260250274',
      '',
      '',
      'Krakowskie Przedmieście 1',
      '00-071',
      'Warszawa',
      'mazowieckie',
      'PL',
      'nie',
      '',
    ]);
    expect(data[2]).toEqual([
      '10.11.2026 19:30',
      'ext-2',
      'bilet grupowy',
      'Bilet grupowy; 5 osób',
      '1234,50',
      'Zwrócone',
      'Zofia Żółkiewska',
      'zofia@example.com',
      '7',
      'osoba prywatna',
      '',
      '',
      'Jan',
      'Kowalski',
      'Długa 5/7',
      '31-147',
      'Kraków',
      'małopolskie',
      'PL',
      'tak',
      '12.11.2026 9:05',
    ]);
    expect(data).toHaveLength(3);
  });

  it('defuses cells a spreadsheet would run as a formula', () => {
    const csv = invoicesCsv(
      [adminInvoice({ data: { ...adminInvoice().data, company: '=HYPERLINK("http://x")' } })],
      statusText,
    );
    expect(parse(csv)[1]![10]).toBe('\'=HYPERLINK("http://x")');
  });

  it('is named after the day of the export', () => {
    expect(invoicesCsvName('2026-11-30')).toBe('faktury_2026-11-30.csv');
  });
});

describe('the invoice list’s filter and texts', () => {
  const company = adminInvoice();
  const person = adminInvoice({
    id: 2,
    extOrderId: 'ext-2',
    sent: true,
    data: PERSON_DATA,
    email: 'jan@x.pl',
  });

  it('shows not sent, sent or all, and searches in every word, folding case and Polish letters', () => {
    expect(filterInvoices([company, person], { sent: 'unsent', search: '' })).toEqual([company]);
    expect(filterInvoices([company, person], { sent: 'sent', search: '' })).toEqual([person]);
    expect(filterInvoices([company, person], { sent: 'all', search: '' })).toEqual([company, person]);
    expect(filterInvoices([company, person], { sent: 'all', search: 'dluga KRAKÓW' })).toEqual([person]);
    expect(filterInvoices([company, person], { sent: 'all', search: 'PRZYJACIOL 5260250274' })).toEqual([
      company,
    ]);
    expect(filterInvoices([company, person], { sent: 'all', search: 'ext-2' })).toEqual([person]);
    expect(filterInvoices([company, person], { sent: 'unsent', search: 'jan@x.pl' })).toEqual([]);
  });

  it('names the recipient and writes the address on one line', () => {
    expect(invoiceRecipient(company.data)).toBe('Teatr Przyjaciół sp. z o.o.');
    expect(invoiceRecipient(PERSON_DATA)).toBe('Jan Kowalski');
    expect(invoiceAddress(PERSON_DATA)).toBe('Długa 5/7, 31-147 Kraków, małopolskie, PL');
  });
});
