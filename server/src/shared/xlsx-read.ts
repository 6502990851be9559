/**
 * A small .xlsx reader (Office Open XML SpreadsheetML), the counterpart of xlsx.ts: the first sheet's cells as text,
 * row by row, unzipped with fflate (pure JavaScript). It reads what spreadsheets write for plain tables: shared strings
 * (rich text joined), inline strings, numbers and booleans; a formula's cached value; nothing is evaluated. Anything
 * that is not such a workbook answers null, never a partial table.
 */
import { strFromU8, unzipSync } from 'fflate';

/** At most this many bytes unzipped (a zip bomb is refused, not expanded). */
const MAX_UNZIPPED = 20 * 1024 * 1024;

const columnIndex = (letters: string): number =>
  [...letters].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1;

const unescapeXml = (text: string): string =>
  text
    .replace(/&#x([0-9a-fA-F]+);/g, (_m, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_m, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** The text of every `<t>` inside `xml` (a shared string's runs, an inline string). */
const texts = (xml: string): string =>
  [...xml.matchAll(/<t(?:\s[^>]*)?>([^<]*)<\/t>|<t(?:\s[^>]*)?\/>/g)]
    .map((m) => unescapeXml(m[1] ?? ''))
    .join('');

function unzip(bytes: Uint8Array): Record<string, Uint8Array> | null {
  try {
    let total = 0;
    const files = unzipSync(bytes, {
      filter: (file) => {
        total += file.originalSize;
        return total <= MAX_UNZIPPED && (file.name.startsWith('xl/') || file.name === '[Content_Types].xml');
      },
    });
    return total <= MAX_UNZIPPED ? files : null;
  } catch {
    return null;
  }
}

/** The path of the workbook's first sheet: by its relationship, else the first worksheet part. */
function firstSheetPath(files: Record<string, Uint8Array>): string | null {
  const workbook = files['xl/workbook.xml'];
  const rels = files['xl/_rels/workbook.xml.rels'];
  if (workbook && rels) {
    const rid = /<sheet\b[^>]*\br:id="([^"]+)"/.exec(strFromU8(workbook))?.[1];
    const target = rid
      ? (new RegExp(`<Relationship\\b[^>]*\\bId="${rid}"[^>]*\\bTarget="([^"]+)"`).exec(
          strFromU8(rels),
        )?.[1] ??
        new RegExp(`<Relationship\\b[^>]*\\bTarget="([^"]+)"[^>]*\\bId="${rid}"`).exec(strFromU8(rels))?.[1])
      : undefined;
    if (target) {
      const path = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
      if (files[path]) return path;
    }
  }
  return (
    Object.keys(files)
      .filter((p) => /^xl\/worksheets\/[^/]+\.xml$/.test(p))
      .sort()[0] ?? null
  );
}

/** The first sheet's rows as text (an empty cell is ''; rows keep their sheet position), or null when unreadable. */
export function readXlsxRows(bytes: Uint8Array): string[][] | null {
  const files = unzip(bytes);
  if (!files) return null;
  const path = firstSheetPath(files);
  const sheet = path ? files[path] : undefined;
  if (!sheet) return null;
  const shared = files['xl/sharedStrings.xml'];
  const strings = shared
    ? [...strFromU8(shared).matchAll(/<si>(.*?)<\/si>/gs)].map((m) => texts(m[1] ?? ''))
    : [];
  const rows: string[][] = [];
  for (const [, attrs = '', body = ''] of strFromU8(sheet).matchAll(/<row\b([^>]*)>(.*?)<\/row>/gs)) {
    const index = Number(/\br="(\d+)"/.exec(attrs)?.[1] ?? rows.length + 1) - 1;
    const row: string[] = [];
    for (const [, cellAttrs = '', cellBody = ''] of body.matchAll(/<c\b([^>]*?)(?:\/>|>(.*?)<\/c>)/gs)) {
      const ref = /\br="([A-Z]+)\d+"/.exec(cellAttrs)?.[1];
      const type = /\bt="(\w+)"/.exec(cellAttrs)?.[1] ?? 'n';
      const raw = /<v>([^<]*)<\/v>/.exec(cellBody)?.[1];
      let value = '';
      if (type === 'inlineStr') value = texts(cellBody);
      else if (type === 's') value = strings[Number(raw)] ?? '';
      else if (raw !== undefined) value = unescapeXml(raw);
      row[ref ? columnIndex(ref) : row.length] = value.trim();
    }
    rows[index] = Array.from(row, (cell) => cell ?? '');
  }
  return Array.from(rows, (row) => row ?? []);
}
