import { describe, expect, it } from 'vitest';
import { amountText, csvAmount, madeCodesCsv, madeCodesCsvName, toCsv } from './csv';

describe('toCsv', () => {
  it('starts with a BOM, separates with semicolons and ends lines with CRLF', () => {
    expect(toCsv(['kod', 'kwota'], [['ŻÓŁW', '49,90']])).toBe('\uFEFFkod;kwota\r\nŻÓŁW;49,90\r\n');
  });

  it('quotes a field with a semicolon, a quote or a line break', () => {
    expect(toCsv(['opis'], [['Dla "Przyjaciół"; teatru\nzimą']])).toBe(
      '\uFEFFopis\r\n"Dla ""Przyjaciół""; teatru\nzimą"\r\n',
    );
  });

  it('defuses a cell a spreadsheet would run as a formula', () => {
    expect(toCsv(['imię'], [['=HYPERLINK("http://evil")']])).toContain(`"'=HYPERLINK(""http://evil"")"`);
  });

  // OWASP "CSV injection": a text cell that starts with =, +, -, @, a tab or a carriage return, also after
  // leading whitespace, gets a leading apostrophe (and quotes); an amount is a number and stays one.
  it.each([
    ['Wesele', 'Wesele'],
    ['a=b', 'a=b'],
    ['Jan Kowalski-Nowak', 'Jan Kowalski-Nowak'],
    ['=1+1', `"'=1+1"`],
    ['+48 600 100 200', `"'+48 600 100 200"`],
    ['-12,00', `"'-12,00"`],
    ['@SUMA(A1:A9)', `"'@SUMA(A1:A9)"`],
    ['\tx', `"'\tx"`],
    ['\rx', `"'\rx"`],
    [' =1+1', `"' =1+1"`],
    ['   @SUMA(A1)', `"'   @SUMA(A1)"`],
    ['\t=1+1', `"'\t=1+1"`],
    ['\u00a0-1', `"'\u00a0-1"`],
    ['\n+1', `"'\n+1"`],
    [' Jan', '" Jan"'],
    [csvAmount(-12), '-12,00'],
    [csvAmount(-0.5), '-0,50'],
    [csvAmount(49.9), '49,90'],
  ])('%j is written %s', (cell, written) => {
    expect(toCsv(['x'], [[cell]])).toBe(`\uFEFFx\r\n${written}\r\n`);
  });
});

describe('csvAmount', () => {
  it.each([
    [49.9, '49,90'],
    [0, '0,00'],
    [0.1, '0,10'],
    [1234.5, '1234,50'],
    [19.99, '19,99'],
    [-10, '-10,00'],
  ])('%s zł → %s', (zloty, text) => {
    expect(amountText(zloty)).toBe(text);
    expect(toCsv(['kwota'], [[csvAmount(zloty)]])).toBe(`\uFEFFkwota\r\n${text}\r\n`);
  });
});

describe('madeCodesCsv', () => {
  it('writes code, state and the Warsaw day it is valid until, in the one CSV format', () => {
    expect(
      madeCodesCsv(
        ['kod', 'stan', 'ważny do'],
        [
          { code: 'GRUPA-7K2M', state: 'Niewykorzystany', expiresAt: '2027-11-30T22:59:00.000Z' },
          { code: 'GRUPA-9P4Q', state: 'Wykorzystany', expiresAt: new Date('2027-06-30T21:59:00.000Z') },
        ],
      ),
    ).toBe(
      '\uFEFFkod;stan;ważny do\r\nGRUPA-7K2M;Niewykorzystany;30.11.2027\r\nGRUPA-9P4Q;Wykorzystany;30.06.2027\r\n',
    );
  });

  it('is named after the first 8 characters of the order number', () => {
    expect(madeCodesCsvName('a1b2c3d4e5f6g7h8')).toBe('kody-a1b2c3d4.csv');
  });
});
