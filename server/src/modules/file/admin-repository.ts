/**
 * SQL of the file store as a whole (docs/architecture.md §3 "Files"): its figures and list for the 文件管理 page, and
 * the orphan sweep's picking and deleting. What "attached" means is written once, here, from the tables that
 * reference sys_file; a file none of them names is an orphan.
 */
import type {
  FileAttachedFilter,
  FileAttachedTo,
  FileRow,
  FileStats,
} from '../../../../contract/file/schemas';
import type { Db } from '../../db/client';
import { containsPattern } from '../../shared/like';
import type { PageWindow } from '../../shared/paging';
import { shown } from '../../shared/china-time';
import type { StoredObject } from './store';

/**
 * Every column that references sys_file.file_id, and what the file list calls a file it names. A file any of them
 * names is attached and never swept; `tests/server/file-store.test.ts` fails when the schema has a reference to
 * sys_file that this list lacks (a wrongly removed attached file is data lost). A deleted device still holds its
 * photo (it keeps its row, docs/architecture.md §3 "Asset ledger"), so that photo stays.
 */
export const FILE_REFERENCES: readonly {
  table: string;
  column: string;
  kind: Exclude<FileAttachedTo, 'none'>;
}[] = [
  { table: 'wo_attachment', column: 'file_id', kind: 'order' },
  // the photo a 需拍照 check item was answered with (docs/plans.md "Check items on the order")
  { table: 'wo_inspect_item', column: 'photo_file_id', kind: 'order' },
  { table: 'wo_device', column: 'photo_file_id', kind: 'device' },
  { table: 'arc_process_document', column: 'file_id', kind: 'process' },
];

const references = (r: (typeof FILE_REFERENCES)[number]): string =>
  `EXISTS (SELECT 1 FROM ${r.table} r WHERE r.${r.column} = f.file_id)`;

/** File `f` is attached to something. */
const ATTACHED = `(${FILE_REFERENCES.map(references).join(' OR ')})`;

/** What file `f` is attached to: the first reference that names it, else 'none'. */
const ATTACHED_TO = `CASE ${FILE_REFERENCES.map((r) => `WHEN ${references(r)} THEN '${r.kind}'`).join(' ')}
  ELSE 'none' END`;

const ATTACHED_FILTER: Record<FileAttachedFilter, string> = {
  all: 'TRUE',
  yes: ATTACHED,
  no: `NOT ${ATTACHED}`,
};

/** A file the sweep removed: where its bytes and thumbnail were. */
export interface RemovedFile extends StoredObject {
  fileId: number;
  fileName: string;
  size: number;
  thumbName: string | null;
}

export class FileAdminRepository {
  constructor(private readonly db: Db) {}

  /**
   * Counts and bytes of every file and of the orphans: one pass over sys_file. The sums leave as float8, exact for any
   * total below 2^53 bytes, so they arrive as numbers.
   */
  async stats(): Promise<FileStats> {
    const { rows } = await this.db.query<FileStats>(
      `SELECT count(*)::int AS files, COALESCE(sum(s.size), 0)::float8 AS bytes,
              count(*) FILTER (WHERE NOT s.attached)::int AS "orphanFiles",
              COALESCE(sum(s.size) FILTER (WHERE NOT s.attached), 0)::float8 AS "orphanBytes"
         FROM (SELECT f.size, ${ATTACHED} AS attached FROM sys_file f) s`,
    );
    return rows[0]!;
  }

  /** A page of files, newest first, filtered by part of the name and by being attached. */
  async page(
    filter: { fileName?: string; attached?: FileAttachedFilter },
    window: PageWindow,
  ): Promise<{ rows: FileRow[]; total: number }> {
    const params: unknown[] = [];
    const conds = [ATTACHED_FILTER[filter.attached ?? 'all']];
    const name = filter.fileName?.trim();
    if (name) {
      params.push(containsPattern(name));
      conds.push(`f.file_name ILIKE $${params.length}`);
    }
    const where = conds.join(' AND ');
    const counted = await this.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM sys_file f WHERE ${where}`,
      params,
    );
    const { rows } = await this.db.query<FileRow>(
      `SELECT f.file_id AS "fileId", f.file_name AS "fileName", f.size,
              COALESCE(NULLIF(u.nick_name, ''), u.user_name, '') AS "createBy",
              ${shown('f.create_time')} AS "createTime", ${ATTACHED_TO} AS "attachedTo"
         FROM sys_file f LEFT JOIN sys_user u ON u.user_id = f.create_by
        WHERE ${where}
        ORDER BY f.create_time DESC, f.file_id DESC
        LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, window.limit, window.offset],
    );
    return { rows, total: counted.rows[0]?.n ?? 0 };
  }

  /**
   * Inside a transaction: locks up to `limit` files uploaded before `before` that nothing is attached to and answers
   * their ids. Rows another sweep holds are skipped (two instances share the work, neither waits). Rows whose bytes
   * still wait for the start-up move are left to it (docs/architecture.md §3 "Files").
   */
  async lockOrphans(before: Date, limit: number): Promise<number[]> {
    const { rows } = await this.db.query<{ file_id: number }>(
      `SELECT f.file_id FROM sys_file f
        WHERE f.create_time < $1 AND f.data IS NULL AND NOT ${ATTACHED}
        ORDER BY f.file_id LIMIT $2
        FOR UPDATE OF f SKIP LOCKED`,
      [before, limit],
    );
    return rows.map((r) => r.file_id);
  }

  /**
   * Deletes the locked files among `fileIds` that are still attached to nothing, answering what was deleted. Asked
   * again in a statement of its own: an attachment committed after lockOrphans' snapshot, before its lock, shows here,
   * and none can be added now (its foreign key check waits for the lock), so no ON DELETE CASCADE / SET NULL ever
   * takes an attachment with the file.
   */
  async deleteOrphans(fileIds: number[]): Promise<RemovedFile[]> {
    const { rows } = await this.db.query<RemovedFile>(
      `DELETE FROM sys_file f WHERE f.file_id = ANY($1::int[]) AND NOT ${ATTACHED}
       RETURNING f.file_id AS "fileId", f.file_name AS "fileName", f.size, f.bucket, f.prefix,
                 f.store_name AS "storeName", f.thumb_name AS "thumbName"`,
      [fileIds],
    );
    return rows;
  }
}
