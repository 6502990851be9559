/**
 * A small .xlsx writer (Office Open XML SpreadsheetML): one sheet, a bold header row, then rows of text and numbers.
 * Text is written as inline strings, so no cell is ever a formula whatever its first character (a CSV's injection
 * risk does not arise), and user text is XML-escaped, with the characters XML 1.0 cannot hold dropped. The parts are
 * zipped with fflate (pure JavaScript).
 */
import { strToU8, zipSync, type Zippable } from 'fflate';

export type XlsxCell = string | number | null;

export interface XlsxSheet {
  /** the tab's name: at most 31 characters, none of : \ / ? * [ ] (others are replaced) */
  name: string;
  header: readonly string[];
  rows: readonly (readonly XlsxCell[])[];
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Whether XML 1.0 can hold the code point (its Char production): no control characters, surrogates, U+FFFE, U+FFFF. */
const isXmlChar = (c: number): boolean =>
  c === 0x9 ||
  c === 0xa ||
  c === 0xd ||
  (c >= 0x20 && c <= 0xd7ff) ||
  (c >= 0xe000 && c <= 0xfffd) ||
  c >= 0x10000;

export function xmlText(text: string): string {
  // By code point: a surrogate pair is one character, a lone surrogate is dropped.
  return [...text]
    .filter((ch) => isXmlChar(ch.codePointAt(0) ?? 0))
    .join('')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** A, B, … Z, AA, AB, … for the 0-based column. */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

function cell(ref: string, value: XlsxCell, style: number): string {
  const s = style > 0 ? ` s="${style}"` : '';
  if (value === null || (typeof value === 'number' && !Number.isFinite(value))) return '';
  if (typeof value === 'number') return `<c r="${ref}"${s}><v>${value}</v></c>`;
  return `<c r="${ref}"${s} t="inlineStr"><is><t xml:space="preserve">${xmlText(value)}</t></is></c>`;
}

function row(index: number, values: readonly XlsxCell[], style = 0): string {
  const r = index + 1;
  return `<row r="${r}">${values.map((v, c) => cell(`${columnName(c)}${r}`, v, style)).join('')}</row>`;
}

/** Display width of a cell in characters: CJK and other wide characters count twice. */
const width = (value: XlsxCell): number =>
  value === null
    ? 0
    : [...String(value)].reduce((w, ch) => w + ((ch.codePointAt(0) ?? 0) > 0x2e7f ? 2 : 1), 0);

function columns(sheet: XlsxSheet): string {
  const count = Math.max(sheet.header.length, ...sheet.rows.map((r) => r.length));
  if (count === 0) return '';
  const cols = Array.from({ length: count }, (_, c) => {
    const widest = Math.max(width(sheet.header[c] ?? null), ...sheet.rows.map((r) => width(r[c] ?? null)));
    return `<col min="${c + 1}" max="${c + 1}" width="${Math.min(60, Math.max(8, widest + 2))}" customWidth="1"/>`;
  });
  return `<cols>${cols.join('')}</cols>`;
}

const sheetName = (name: string): string => name.replace(/[:\\/?*[\]]/g, '_').slice(0, 31) || 'Sheet1';

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** The workbook as the bytes of an .xlsx file. */
export function xlsx(sheet: XlsxSheet): Uint8Array {
  const data = [row(0, sheet.header, 1), ...sheet.rows.map((r, i) => row(i + 1, r))].join('');
  const freeze =
    '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" ' +
    'state="frozen"/></sheetView></sheetViews>';
  const parts: Record<string, string> = {
    '[Content_Types].xml':
      `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/xl/workbook.xml" ' +
      'ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
      '<Override PartName="/xl/worksheets/sheet1.xml" ' +
      'ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
      '<Override PartName="/xl/styles.xml" ' +
      'ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
      '</Types>',
    '_rels/.rels':
      `${XML}<Relationships xmlns="${PKG_REL}">` +
      `<Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml':
      `${XML}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets>` +
      `<sheet name="${xmlText(sheetName(sheet.name))}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels':
      `${XML}<Relationships xmlns="${PKG_REL}">` +
      `<Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>` +
      `<Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/></Relationships>`,
    'xl/styles.xml':
      `${XML}<styleSheet xmlns="${MAIN}">` +
      '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font>' +
      '<font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
      '<fills count="2"><fill><patternFill patternType="none"/></fill>' +
      '<fill><patternFill patternType="gray125"/></fill></fills>' +
      '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
      '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
      '<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
      '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>' +
      '</styleSheet>',
    'xl/worksheets/sheet1.xml': `${XML}<worksheet xmlns="${MAIN}">${freeze}${columns(sheet)}<sheetData>${data}</sheetData></worksheet>`,
  };
  const files: Zippable = Object.fromEntries(
    Object.entries(parts).map(([path, text]) => [path, strToU8(text)]),
  );
  return zipSync(files, { level: 6 });
}
