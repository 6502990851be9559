/**
 * "List rows → sheet" for the exports of the list pages (docs/secure-space.md "Exports"): the list's own repository
 * query with the page's filter and scope reads at most EXPORT_MAX_ROWS rows, a filter matching more is refused, and
 * the rows leave as an .xlsx named after the page and the China day. Headers, the page's name and the product's labels
 * in cells are written in the request's language through one catalog (shared/i18n/export-catalog.ts, docs/i18n.md).
 */
import { Type } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import { EXPORT_MAX_ROWS, EXPORT_MSG } from '../../../contract/secure-space';
import { refusal } from '../errors';
import { chinaDay } from './china-time';
import { exportText } from './i18n/export-catalog';
import type { Lang } from './i18n/lang';
import type { PageWindow } from './paging';
import { xlsx, XLSX_TYPE, type XlsxCell } from './xlsx';

/**
 * A column of an export: its header and how a row gives its cell. `text` puts one of the product's texts (a status, an
 * event, yes/no, 系统) in the request's language, as the headers are; data (names, contents, remarks) stays.
 */
export type ExportColumn<T> = readonly [
  header: string,
  cell: (row: T, text: (zh: string) => string) => XlsxCell,
];

/** A column whose cell is one of the product's labels (Chinese in the code), in the request's language. */
export const label = <T>(header: string, cell: (row: T) => string | null): ExportColumn<T> => [
  header,
  (row, text) => {
    const value = cell(row);
    return value === null ? null : text(value);
  },
];

/** A column that is one field of the row as it is (text or number; null and undefined leave the cell empty). */
export const field = <T>(header: string, key: keyof T): ExportColumn<T> => [
  header,
  (row) => {
    const value = row[key];
    return typeof value === 'number' || typeof value === 'string' ? value : null;
  },
];

/** The response schema of every export route. */
export const XLSX_REPLY = {
  200: {
    description: 'The .xlsx file.',
    content: { [XLSX_TYPE]: { schema: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }) } },
  },
} as const;

/** The one window an export reads: the first EXPORT_MAX_ROWS rows, in the list's own order. */
export const EXPORT_WINDOW: PageWindow = { limit: EXPORT_MAX_ROWS, offset: 0 };

/** The rows of a list read through its paged method; more than EXPORT_MAX_ROWS matching is a refusal. */
export async function exportRows<T>(
  read: (window: PageWindow) => Promise<{ rows: T[]; total: number }>,
): Promise<T[]> {
  const { rows, total } = await read(EXPORT_WINDOW);
  if (total > EXPORT_MAX_ROWS) throw refusal(EXPORT_MSG.TOO_MANY);
  return rows;
}

/** `维修工单_20261129.xlsx`: the page's name and the China day of `now`. */
export const exportFileName = (pageName: string, now: number): string =>
  `${pageName}_${chinaDay(now).replace(/-/g, '')}.xlsx`;

/** Where an export's texts come from: the page's name (its menu title), the China day, the request's language. */
export interface ExportPage {
  name: string;
  now: number;
  lang: Lang;
}

/** Sends the rows as a one-sheet .xlsx attachment named after the page (sheet and file), in the page's language. */
export function sendListXlsx<T>(
  reply: FastifyReply,
  page: ExportPage,
  columns: readonly ExportColumn<T>[],
  rows: readonly T[],
): FastifyReply {
  const text = (zh: string): string => exportText(page.lang, zh);
  const name = text(page.name);
  const bytes = xlsx({
    name,
    header: columns.map(([header]) => text(header)),
    rows: rows.map((row) => columns.map(([, cell]) => cell(row, text))),
  });
  return sendXlsx(reply, exportFileName(name, page.now), bytes);
}

/** An .xlsx attachment; the file name as RFC 5987 UTF-8, so Chinese names survive. */
export function sendXlsx(reply: FastifyReply, fileName: string, bytes: Uint8Array): FastifyReply {
  reply.type(XLSX_TYPE);
  reply.header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`);
  return reply.send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}
