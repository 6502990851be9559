/**
 * SQL of uploaded files (sys_file). The bytes live in the files folder (docs/architecture.md §3 "Files"); a row
 * names them (bucket, prefix, store_name) and its thumbnail (thumb_name). `data` is non-NULL only for a row whose
 * bytes still wait for the start-up move (move-to-folder.ts): the demo seed writes those, and older databases had
 * nothing else.
 */
import type { Db } from '../../db/client';
import { scopedFactoriesSql } from '../user/scope-sql';
import type { CheckedFile } from './check';
import type { StoredObject } from './store';

export interface NewStoredFile extends StoredObject {
  fileName: string;
  contentType: string;
  size: number;
  sha256: string;
  thumbName: string | null;
}

export interface StoredFile extends StoredObject {
  fileName: string;
  contentType: string;
  /** the thumbnail's store name: the file's own for a picture already small; null for none */
  thumbName: string | null;
  /** false while the bytes wait for the start-up move */
  inFolder: boolean;
}

export interface PendingFile extends StoredObject {
  fileId: number;
  contentType: string;
  data: Uint8Array;
}

/**
 * Who may see file `f` ($2 the user, $3 true when they see every factory): any file then; else its uploader, and
 * the users whose factory scope (user/scope-sql.ts) holds the factory of a work order it is attached to (whoever
 * can see the order can see its attachments), of a device it is the photo of (docs/architecture.md §3 "Asset
 * ledger") or of a process unit it documents (docs/architecture.md §3 "Plant archive").
 */
const SCOPE = scopedFactoriesSql('$2');
const VISIBLE = `($3 OR f.create_by = $2
  OR EXISTS (SELECT 1 FROM wo_attachment a
               JOIN wo_task t ON t.task_id = a.task_id
              WHERE a.file_id = f.file_id AND t.factory_id IN (${SCOPE}))
  OR EXISTS (SELECT 1 FROM wo_device d
              WHERE d.photo_file_id = f.file_id AND d.deleted_at IS NULL AND d.factory_id IN (${SCOPE}))
  OR EXISTS (SELECT 1 FROM arc_process_document pd
               JOIN arc_process_unit u ON u.unit_id = pd.unit_id
              WHERE pd.file_id = f.file_id AND u.factory_id IN (${SCOPE})))`;

interface ObjectRow {
  bucket: string;
  prefix: string;
  store_name: string;
}

const objectOf = (r: ObjectRow): StoredObject => ({
  bucket: r.bucket,
  prefix: r.prefix,
  storeName: r.store_name,
});

/** The advisory lock class of a user's upload quota (the second key is the user). */
const UPLOAD_QUOTA_LOCK = 727_020;

export class FileRepository {
  constructor(private readonly db: Db) {}

  /** A file whose bytes (and thumbnail) are already in the folder, uploaded at `at` (the server's clock). */
  async insert(file: NewStoredFile, userId: number, at: Date): Promise<number> {
    const { rows } = await this.db.query<{ file_id: number }>(
      `INSERT INTO sys_file (file_name, content_type, size, bucket, prefix, store_name, sha256, thumb_name, create_by,
                             create_time)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING file_id`,
      [
        file.fileName,
        file.contentType,
        file.size,
        file.bucket,
        file.prefix,
        file.storeName,
        file.sha256,
        file.thumbName,
        userId,
        at,
      ],
    );
    return rows[0]!.file_id;
  }

  /**
   * Waits for any other upload of `userId` that is being recorded (a transaction-scoped lock, on every instance), then
   * answers the bytes the user uploaded at or after `since`: the count and the insert after it are one step.
   */
  async lockedUploadedSince(userId: number, since: Date): Promise<number> {
    await this.db.query('SELECT pg_advisory_xact_lock($1, $2)', [UPLOAD_QUOTA_LOCK, userId]);
    return this.uploadedSince(userId, since);
  }

  /** The bytes `userId` uploaded at or after `since`. */
  async uploadedSince(userId: number, since: Date): Promise<number> {
    const { rows } = await this.db.query<{ n: string | null }>(
      'SELECT sum(size)::text AS n FROM sys_file WHERE create_by = $1 AND create_time >= $2',
      [userId, since],
    );
    return Number(rows[0]?.n ?? 0);
  }

  /**
   * A file whose bytes stay in the database until the start-up move writes them to the folder: the demo seed's
   * pictures (the seeded snapshot of the tests is made without any files folder).
   */
  async insertForMove(file: CheckedFile, userId: number): Promise<number> {
    const { rows } = await this.db.query<{ file_id: number }>(
      `INSERT INTO sys_file (file_name, content_type, size, data, store_name, create_by)
       VALUES ($1, $2, $3, $4, gen_random_uuid()::text || $5, $6) RETURNING file_id`,
      [file.fileName, file.contentType, file.data.length, file.data, `.${file.ext}`, userId],
    );
    return rows[0]!.file_id;
  }

  /** The file if `userId` may see it (VISIBLE). */
  async find(fileId: number, userId: number, anyUploader: boolean): Promise<StoredFile | null> {
    const { rows } = await this.db.query<
      ObjectRow & { file_name: string; content_type: string; thumb_name: string | null; in_folder: boolean }
    >(
      `SELECT f.file_name, f.content_type, f.bucket, f.prefix, f.store_name, f.thumb_name,
              f.data IS NULL AS in_folder
         FROM sys_file f WHERE f.file_id = $1 AND ${VISIBLE}`,
      [fileId, userId, anyUploader],
    );
    const r = rows[0];
    return r
      ? {
          ...objectOf(r),
          fileName: r.file_name,
          contentType: r.content_type,
          thumbName: r.thumb_name,
          inFolder: r.in_folder,
        }
      : null;
  }

  /** The content type of the file if `userId` may see it (VISIBLE), without reading anything else. */
  async visibleType(fileId: number, userId: number, anyUploader: boolean): Promise<string | null> {
    const { rows } = await this.db.query<{ content_type: string }>(
      `SELECT f.content_type FROM sys_file f WHERE f.file_id = $1 AND ${VISIBLE}`,
      [fileId, userId, anyUploader],
    );
    return rows[0]?.content_type ?? null;
  }

  /**
   * The next rows whose bytes are still in the database, oldest first: up to `maxRows`, and no more bytes than
   * `maxBytes` unless the first row alone is larger.
   */
  async pending(maxRows: number, maxBytes: number): Promise<PendingFile[]> {
    const { rows } = await this.db.query<
      ObjectRow & { file_id: number; content_type: string; data: Uint8Array }
    >(
      `SELECT f.file_id, f.content_type, f.bucket, f.prefix, f.store_name, f.data
         FROM (SELECT file_id, sum(size) OVER (ORDER BY file_id) - size AS before
                 FROM sys_file WHERE data IS NOT NULL ORDER BY file_id LIMIT $1) p
         JOIN sys_file f ON f.file_id = p.file_id
        WHERE p.before = 0 OR p.before + f.size <= $2
        ORDER BY f.file_id`,
      [maxRows, maxBytes],
    );
    return rows.map((r) => ({
      ...objectOf(r),
      fileId: r.file_id,
      contentType: r.content_type,
      data: r.data,
    }));
  }

  /** The bytes of these files are in the folder now: empties their column. */
  async moved(files: { fileId: number; sha256: string; thumbName: string | null }[]): Promise<void> {
    await this.db.query(
      `UPDATE sys_file f SET data = NULL, sha256 = m.sha256, thumb_name = m.thumb_name
         FROM unnest($1::int[], $2::text[], $3::text[]) AS m (file_id, sha256, thumb_name)
        WHERE f.file_id = m.file_id`,
      [files.map((f) => f.fileId), files.map((f) => f.sha256), files.map((f) => f.thumbName)],
    );
  }
}
