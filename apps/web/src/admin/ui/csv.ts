import Papa from 'papaparse';
import { groszeToZloty, zlotyToGrosze } from '@scena/shared/catalog/money';

/**
 * A table as a CSV file for a spreadsheet (admin-commerce-people.md §9): semicolons, CRLF lines, and a byte-order
 * mark so that Excel reads the Polish letters right. Papa Parse quotes what needs quoting (RFC 4180) and defuses
 * cells that a spreadsheet would run as a formula (=, +, -, @): buyers' names and descriptions end up here.
 */
export function toCsv(header: string[], rows: string[][]): string {
  const body = Papa.unparse(
    { fields: header, data: rows },
    { delimiter: ';', newline: '\r\n', escapeFormulae: true },
  );
  return `\uFEFF${body}\r\n`;
}

/** An amount in zł as a spreadsheet in Poland reads it: a decimal comma and two decimals (49.9 → "49,90"). */
export function csvAmount(zloty: number): string {
  const grosze = zlotyToGrosze(Math.abs(zloty)) ?? 0;
  return `${zloty < 0 ? '-' : ''}${groszeToZloty(grosze).toFixed(2).replace('.', ',')}`;
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
