// CSV for the admin's exports (RFC 4180: CRLF rows, quoted fields). Text a spreadsheet would run as
// a formula (starting with = + - @, or a tab or carriage return) gets a leading single quote, so a
// name or a reason typed by anyone can never execute in the admin's spreadsheet. Numbers stay numbers.

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** A number the export wrote itself (an amount as `-45.50`): kept as it is, never guarded. */
export interface CsvFigure {
  figure: string;
}

export type CsvValue = string | number | null | CsvFigure;

export function csvCell(value: CsvValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'object') return value.figure;
  const guarded = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}

/** Cents as a decimal figure with two places: -4550 → `-45.50`. */
export function centsFigure(cents: number): CsvFigure {
  return { figure: (cents / 100).toFixed(2) };
}

/** The header and one CRLF-terminated row per record. */
export function csvText(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header.map(csvCell).join(','), ...rows.map((row) => row.map(csvCell).join(','))].join('\r\n') + '\r\n';
}
