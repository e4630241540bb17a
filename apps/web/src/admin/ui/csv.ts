import Papa from 'papaparse';
import { groszeToZloty, zlotyToGrosze } from '@scena/shared/catalog/money';

/** A cell the spreadsheet must read as a number (an amount): written as it is, never defused. */
export interface CsvNumber {
  readonly number: string;
}

/** Text (names, descriptions, codes: anybody's input may end up here) or a number. */
export type CsvCell = string | CsvNumber;

/**
 * Text a spreadsheet would run as a formula (OWASP "CSV injection"): one that starts with =, +, -, @, a tab or
 * a carriage return, also after leading whitespace, which Excel and LibreOffice skip before a formula.
 */
const FORMULA_START = /^\s*[=+\-@\t\r]/;
const DEFUSED = /^'\s*[=+\-@\t\r]/;

function textCell(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * A table as a CSV file for a spreadsheet (admin-commerce-people.md §9): semicolons, CRLF lines, and a byte-order
 * mark so that Excel reads the Polish letters right. Papa Parse quotes what needs quoting (RFC 4180); a text cell
 * that would run as a formula gets a leading apostrophe and quotes, while an amount (`csvAmount`) stays a number,
 * a negative one too.
 */
export function toCsv(header: string[], rows: CsvCell[][]): string {
  const body = Papa.unparse(
    {
      fields: header.map(textCell),
      data: rows.map((row) => row.map((cell) => (typeof cell === 'string' ? textCell(cell) : cell.number))),
    },
    { delimiter: ';', newline: '\r\n', quotes: (value: unknown) => DEFUSED.test(String(value)) },
  );
  return `\uFEFF${body}\r\n`;
}

/** An amount in zł as a spreadsheet in Poland reads it: a decimal comma and two decimals (49.9 → "49,90"). */
export function amountText(zloty: number): string {
  const grosze = zlotyToGrosze(Math.abs(zloty)) ?? 0;
  return `${zloty < 0 ? '-' : ''}${groszeToZloty(grosze).toFixed(2).replace('.', ',')}`;
}

/** An amount cell: a number for the spreadsheet ("-12,00", never the text "'-12,00"). */
export function csvAmount(zloty: number): CsvNumber {
  return { number: amountText(zloty) };
}

/** Saves the text as a file named `name` through the browser's download. */
export function downloadCsv(name: string, csv: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}
