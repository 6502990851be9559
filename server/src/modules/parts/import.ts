/**
 * The catalogue's XLSX import (docs/parts.md "Import"): the first sheet's header row names the columns, each row below
 * is one part, checked by the add's own rules (the schema, then checkFields). Every row is checked and every problem
 * listed (400 with the rows); one bad row and nothing is written. A code already in the catalogue (any case) updates
 * that part, raising its version so an edit form open on it meets the merge (docs/concurrency.md).
 */
import { Value } from '@sinclair/typebox/value';
import {
  PART_FIELD_MSG,
  PARTS_IMPORT,
  PARTS_MSG,
  PartAddBody,
  type PartImportError,
  type PartImportResult,
} from '../../../../contract/parts/schemas';
import type { Db } from '../../db/client';
import { AppError, badInput, badRows } from '../../errors';
import { readXlsxRows } from '../../shared/xlsx-read';
import { CatalogueRepository } from './catalogue-repository';
import { checkFields, fieldsOf } from './service';

type Field = keyof typeof PARTS_IMPORT.COLUMNS;
const FIELDS = Object.keys(PARTS_IMPORT.COLUMNS) as Field[];
const REQUIRED: readonly Field[] = ['partCode', 'partName', 'unit'];

/** The column of each field by the header row; a required one missing is 400 naming it. */
function columnsOf(header: readonly string[]): Map<Field, number> {
  const columns = new Map<Field, number>();
  header.forEach((text, i) => {
    const field = FIELDS.find((f) => (PARTS_IMPORT.COLUMNS[f] as readonly string[]).includes(text));
    if (field && !columns.has(field)) columns.set(field, i);
  });
  const missing = REQUIRED.find((f) => !columns.has(f));
  if (missing) throw badInput('body', PARTS_MSG.importMissingColumn(PARTS_IMPORT.COLUMNS[missing][0]));
  return columns;
}

/** A sheet row as the add's body: empty optional cells left out. */
function bodyOf(cells: readonly string[], columns: Map<Field, number>): Record<string, unknown> {
  const cell = (f: Field): string => cells[columns.get(f) ?? -1] ?? '';
  const types = cell('assetTypes');
  return {
    partCode: cell('partCode'),
    partName: cell('partName'),
    unit: cell('unit'),
    ...(cell('partSpecs') ? { partSpecs: cell('partSpecs') } : {}),
    ...(cell('remark') ? { remark: cell('remark') } : {}),
    ...(types ? { assetTypes: types.split(PARTS_IMPORT.LIST_SEPARATOR).filter(Boolean) } : {}),
  };
}

/** The first problem of a row, or null: the schema's, then the add's own checks, then a code repeated above. */
async function problemOf(
  tx: Db,
  body: Record<string, unknown>,
  seen: Set<string>,
): Promise<{ field: string; msg: string } | null> {
  const first = Value.Errors(PartAddBody, body).First();
  if (first) {
    const field = first.path.replace(/^\//, '').split('/')[0] ?? '';
    return { field, msg: PART_FIELD_MSG[field as Field] ?? first.message };
  }
  try {
    await checkFields(tx, fieldsOf(body as PartAddBody), '');
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    const [path = '', ...why] = err.message.split(' ');
    return { field: path.replace(/^\//, '').split('/')[0] ?? '', msg: why.join(' ') };
  }
  const code = String(body.partCode).toLowerCase();
  if (seen.has(code)) return { field: 'partCode', msg: PARTS_MSG.IMPORT_DUPLICATE };
  seen.add(code);
  return null;
}

/** `say` puts a row's message in the request's language (the answer's `msg` is translated by the reply hook). */
export async function importCatalogue(
  db: Db,
  bytes: Uint8Array,
  now: Date,
  userId: number,
  say: (msg: string) => string,
): Promise<PartImportResult> {
  const rows = readXlsxRows(bytes);
  if (!rows) throw badInput('body', PARTS_MSG.IMPORT_UNREADABLE);
  const [header = [], ...data] = rows;
  const columns = columnsOf(header);
  // Blank rows (a sheet's formatting) are not parts; the row numbers stay the sheet's.
  const parts = data
    .map((cells, i) => ({ row: i + 2, cells }))
    .filter(({ cells }) => cells.some((c) => c !== ''));
  if (parts.length === 0) throw badInput('body', PARTS_MSG.IMPORT_EMPTY);
  if (parts.length > PARTS_IMPORT.MAX_ROWS) throw badInput('body', PARTS_MSG.IMPORT_TOO_MANY);
  return db.transaction(async (tx) => {
    const errors: PartImportError[] = [];
    const seen = new Set<string>();
    const bodies: PartAddBody[] = [];
    for (const { row, cells } of parts) {
      const body = bodyOf(cells, columns);
      const problem = await problemOf(tx, body, seen);
      if (problem) errors.push({ row, field: problem.field, msg: say(problem.msg) });
      else bodies.push(body as PartAddBody);
    }
    if (errors.length > 0)
      throw badRows(PARTS_MSG.importBad(new Set(errors.map((e) => e.row)).size), { errors });
    const repo = new CatalogueRepository(tx);
    const existing = await repo.idsByCode(bodies.map((b) => b.partCode));
    let added = 0;
    for (const body of bodies) {
      const id = existing.get(body.partCode.toLowerCase());
      if (id === undefined) {
        await repo.insert(fieldsOf(body), now);
        added += 1;
      } else {
        await repo.importOver(id, fieldsOf(body), userId, now);
      }
    }
    return { added, updated: bodies.length - added };
  });
}
