import { describe, expect, it } from 'vitest';
import { csvAmount, toCsv } from '../csv';

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
    expect(csvAmount(zloty)).toBe(text);
  });
});
