/**
 * The .xlsx writer of the report export (server/src/shared/xlsx.ts; docs/architecture.md §3 "Daily and weekly
 * reports"): the package's parts, the header row in bold, text as inline strings (never a formula), numbers as
 * values, empty cells left out, user text XML-escaped with the characters XML cannot hold dropped.
 */
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { columnName, xlsx, xmlText } from '../../server/src/shared/xlsx';

const unzip = (bytes: Uint8Array): Record<string, string> =>
  Object.fromEntries(Object.entries(unzipSync(bytes)).map(([path, data]) => [path, strFromU8(data)]));

describe('xlsx', () => {
  const files = unzip(
    xlsx({
      name: '上海第一水厂日报[11/2026]',
      header: ['日期', '用电量(kWh)'],
      rows: [
        ['<b>&"\'', 70_000.5],
        [null, 'x\u0001y\u{1F600}'],
        ['=SUM(A1:A2)', -2],
      ],
    }),
  );

  it('writes the parts of a workbook with one sheet', () => {
    expect(Object.keys(files).sort()).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/workbook.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    expect(files['xl/workbook.xml']).toContain(
      '<sheet name="上海第一水厂日报_11_2026_" sheetId="1" r:id="rId1"/>',
    );
    expect(files['[Content_Types].xml']).toContain('PartName="/xl/worksheets/sheet1.xml"');
  });

  it('writes the header in bold, text as inline strings and numbers as values', () => {
    const sheet = files['xl/worksheets/sheet1.xml']!;
    const rows = [...sheet.matchAll(/<row r="(\d+)">(.*?)<\/row>/g)].map((m) => m[2]);
    expect(rows).toEqual([
      '<c r="A1" s="1" t="inlineStr"><is><t xml:space="preserve">日期</t></is></c>' +
        '<c r="B1" s="1" t="inlineStr"><is><t xml:space="preserve">用电量(kWh)</t></is></c>',
      '<c r="A2" t="inlineStr"><is><t xml:space="preserve">&lt;b&gt;&amp;&quot;&apos;</t></is></c>' +
        '<c r="B2"><v>70000.5</v></c>',
      '<c r="B3" t="inlineStr"><is><t xml:space="preserve">xy\u{1F600}</t></is></c>',
      '<c r="A4" t="inlineStr"><is><t xml:space="preserve">=SUM(A1:A2)</t></is></c><c r="B4"><v>-2</v></c>',
    ]);
    expect(sheet).not.toContain('<f>');
    expect(sheet).toContain('<pane ySplit="1"');
  });

  it('names columns as spreadsheets do and drops what XML cannot hold', () => {
    expect([0, 25, 26, 51, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'AZ', 'ZZ', 'AAA']);
    expect(xmlText('a\u0000b\u000Bc\uFFFEd\uD800e\tf\ng')).toBe('abcde\tf\ng');
  });
});
