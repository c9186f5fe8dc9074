import { stringify } from 'csv-stringify/sync';

/** A column of an export: its German header and how to read the cell from a row. */
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | boolean | Date | null | undefined;
}

// Spreadsheets run a cell that starts with one of these as a formula (`=HYPERLINK(...)`, `@SUM(...)`, DDE via
// `=cmd|...`); a tab or carriage return in front hides the same trick. A leading apostrophe makes the cell text.
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain negative amount as German spreadsheets read it ('-12,30', budgets' balance): a number, no formula. */
const NEGATIVE_DECIMAL = /^-\d+(,\d+)?$/;

/** Makes one cell safe to open in a spreadsheet. Numbers stay numbers: a negative amount is no formula. */
export function neutraliseCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  const text = String(value);
  if (NEGATIVE_DECIMAL.test(text)) return text;
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** Invisible (Unicode default-ignorable) and never a formula start: spreadsheets show what follows it as text. */
const ZERO_WIDTH_SPACE = '\u200B';

/**
 * A cell a spreadsheet must show as the text written, never as a number or a formula, and without the visible
 * apostrophe of neutraliseCell: phone numbers ('+49 221 …' would run as a formula, '0221 …' lose its zero). A
 * zero-width space in front makes the cell text that starts with an invisible character, so no '=', '+', '-'
 * or '@' after it is a formula start; LibreOffice and Excel show the cell as the number alone.
 */
export function textCell(value: string): string {
  return value ? `${ZERO_WIDTH_SPACE}${value}` : '';
}

/**
 * The one CSV writer of the product: UTF-8 with a byte order mark (so Excel reads umlauts), semicolons
 * (the German Excel default), CRLF line ends and quoting per RFC 4180, every text cell neutralised.
 */
export function toCsv<T>(columns: CsvColumn<T>[], rows: Iterable<T>): Buffer {
  const records: string[][] = [];
  for (const row of rows) records.push(columns.map((column) => neutraliseCell(column.value(row))));
  const text = stringify(records, {
    header: true,
    columns: columns.map((column) => ({ key: String(columns.indexOf(column)), header: neutraliseCell(column.header) })),
    delimiter: ';',
    record_delimiter: 'windows',
    quoted_match: /["\r\n;]/,
    bom: true,
  });
  return Buffer.from(text, 'utf8');
}
