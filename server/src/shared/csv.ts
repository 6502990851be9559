/** CSV for spreadsheet programs: UTF-8 with BOM, CRLF, every field quoted, formula-leading cells defused. */
const BOM = '\uFEFF';

/**
 * A cell starting with = + - @ would run as a formula in a spreadsheet (CSV injection); so may one starting with a tab,
 * a carriage return or a line feed, which spreadsheet programs skip before reading the formula behind them. A leading
 * apostrophe makes each of them text (docs/architecture.md §3 "Files, avatars and administration").
 */
const FORMULA_START = /^[=+\-@\t\r\n]/;

function cell(value: unknown): string {
  let text = value == null ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function toCsv<T>(columns: [string, keyof T][], rows: T[]): string {
  const lines = [columns.map(([header]) => cell(header)).join(',')];
  for (const row of rows) lines.push(columns.map(([, key]) => cell(row[key])).join(','));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}
