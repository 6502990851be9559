/** An exported .xlsx read back: the first sheet's cells as text, row by row (server/src/shared/xlsx.ts writes it). */
import { strFromU8, unzipSync } from 'fflate';
import type { LightMyRequestResponse } from 'fastify';

const columnIndex = (letters: string): number =>
  [...letters].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1;

const unescape = (text: string): string =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** The rows of the sheet as text; an empty cell (left out by the writer) is ''. */
export function sheetRows(res: LightMyRequestResponse): string[][] {
  const files = unzipSync(new Uint8Array(res.rawPayload));
  const sheet = files['xl/worksheets/sheet1.xml'];
  if (!sheet) throw new Error(`not an .xlsx: ${res.body.slice(0, 200)}`);
  const xml = strFromU8(sheet);
  return [...xml.matchAll(/<row r="\d+">(.*?)<\/row>/gs)].map(([, cells = '']) => {
    const row: string[] = [];
    for (const [, col = '', body = ''] of cells.matchAll(/<c r="([A-Z]+)\d+"[^>]*>(.*?)<\/c>/gs)) {
      const value = /<t[^>]*>(.*?)<\/t>/s.exec(body)?.[1] ?? /<v>(.*?)<\/v>/.exec(body)?.[1] ?? '';
      row[columnIndex(col)] = unescape(value);
    }
    return Array.from(row, (cell) => cell ?? '');
  });
}

/** The first sheet's name (the workbook's tab). */
export function sheetName(res: LightMyRequestResponse): string {
  const workbook = unzipSync(new Uint8Array(res.rawPayload))['xl/workbook.xml'];
  if (!workbook) throw new Error('not an .xlsx');
  return unescape(/<sheet name="([^"]*)"/.exec(strFromU8(workbook))?.[1] ?? '');
}
