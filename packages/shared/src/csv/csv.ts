import Papa from 'papaparse';
import { groszeToZloty, zlotyToGrosze } from '../catalog/money';
import { formatDate } from '../time/format';

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
 * A table as a CSV file for a spreadsheet (admin-commerce-people.md §9), the one format of every CSV the platform
 * makes — the back-office's exports, the order page's codes and the group ticket's mail: semicolons (one column
 * per field in a spreadsheet set to Polish, where the comma is the decimal mark), CRLF lines, and a byte-order
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

/** One code a gift or a group ticket made, as its CSV row shows it: the state already in the reader's words. */
export interface MadeCodeCsvRow {
  code: string;
  state: string;
  expiresAt: Date | string;
}

/**
 * The codes of a gift or a group ticket: code, state, valid until (DD.MM.YYYY, Warsaw). The order page's download
 * and the group ticket's mail attach this same file.
 */
export function madeCodesCsv(
  header: readonly [string, string, string],
  rows: readonly MadeCodeCsvRow[],
): string {
  return toCsv(
    [...header],
    rows.map((row) => [row.code, row.state, formatDate(row.expiresAt)]),
  );
}

/** kody-{the first 8 characters of the order number}.csv */
export function madeCodesCsvName(extOrderId: string): string {
  return `kody-${extOrderId.slice(0, 8)}.csv`;
}
