/** CSV for spreadsheet programs: UTF-8 with BOM, CRLF, every field quoted, formula-leading cells defused. */
const BOM = '\uFEFF';

function cell(value: unknown): string {
  let text = value == null ? '' : String(value);
  // A cell starting with = + - @ would run as a formula in a spreadsheet (CSV injection).
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function toCsv<T>(columns: [string, keyof T][], rows: T[]): string {
  const lines = [columns.map(([header]) => cell(header)).join(',')];
  for (const row of rows) lines.push(columns.map(([, key]) => cell(row[key])).join(','));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}
