/**
 * The CSV exports' cells (docs/architecture.md §3 "Files, avatars and administration"; the user export and the energy
 * report share `toCsv`): every field quoted, and a cell that a spreadsheet would read as a formula defused with a
 * leading apostrophe, also when a tab, carriage return or line feed comes before the formula.
 */
import { describe, expect, it } from 'vitest';
import { toCsv } from '../../server/src/shared/csv';

interface Row {
  text: string;
}

/** The one data cell of a one-column export of `text`. */
const cellOf = (text: string): string => {
  const csv = toCsv<Row>([['备注', 'text']], [{ text }]);
  expect(csv.startsWith('\uFEFF"备注"\r\n')).toBe(true);
  expect(csv.endsWith('\r\n')).toBe(true);
  return csv.slice('\uFEFF"备注"\r\n'.length, -2);
};

describe('toCsv', () => {
  it.each([
    ['=1+1', `"'=1+1"`],
    ['+1+1', `"'+1+1"`],
    ['-1+1', `"'-1+1"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\t=1+1', `"'\t=1+1"`],
    ['\r=1+1', `"'\r=1+1"`],
    ['\n=1+1', `"'\n=1+1"`],
    ['\r\n=HYPERLINK("http://x.x","x")', `"'\r\n=HYPERLINK(""http://x.x"",""x"")"`],
    ['\ncmd|" /C calc"!A0', `"'\ncmd|"" /C calc""!A0"`],
  ])('defuses a cell starting with a formula character or a line break: %j', (text, cell) => {
    expect(cellOf(text)).toBe(cell);
  });

  it.each([
    ['plain text', '"plain text"'],
    ['泵房 = 1', '"泵房 = 1"'],
    ['a\nb', '"a\nb"'],
    ['say "hi"', '"say ""hi"""'],
    ['', '""'],
  ])('leaves other cells as they are, quoted: %j', (text, cell) => {
    expect(cellOf(text)).toBe(cell);
  });

  it('writes null and undefined as empty cells and the header line first', () => {
    const csv = toCsv<{ a: string | null; b?: number }>(
      [
        ['A', 'a'],
        ['B', 'b'],
      ],
      [{ a: null }, { a: 'x', b: 2 }],
    );
    expect(csv).toBe('\uFEFF"A","B"\r\n"",""\r\n"x","2"\r\n');
  });
});
