/** SQL of uploaded files (sys_file, bytes in the database). */
import type { Db } from '../../db/client';
import type { CheckedFile } from './check';

export interface StoredFile {
  fileName: string;
  contentType: string;
  data: Uint8Array;
}

/**
 * Who may see file `f` ($2 the user, $3 true for admin): any file for admin; else its uploader, and the users
 * bound to the factory of a work order it is attached to (whoever can see the order can see its attachments),
 * of a device it is the photo of (docs/architecture.md §3 "Asset ledger") or of a process unit it documents
 * (docs/architecture.md §3 "Plant archive").
 */
const VISIBLE = `($3 OR f.create_by = $2
  OR EXISTS (SELECT 1 FROM wo_attachment a
               JOIN wo_task t ON t.task_id = a.task_id
               JOIN sys_user_factory uf ON uf.factory_id = t.factory_id AND uf.user_id = $2
              WHERE a.file_id = f.file_id)
  OR EXISTS (SELECT 1 FROM wo_device d
               JOIN sys_user_factory uf ON uf.factory_id = d.factory_id AND uf.user_id = $2
              WHERE d.photo_file_id = f.file_id AND d.deleted_at IS NULL)
  OR EXISTS (SELECT 1 FROM arc_process_document pd
               JOIN arc_process_unit u ON u.unit_id = pd.unit_id
               JOIN sys_user_factory uf ON uf.factory_id = u.factory_id AND uf.user_id = $2
              WHERE pd.file_id = f.file_id))`;

export class FileRepository {
  constructor(private readonly db: Db) {}

  async insert(file: CheckedFile, userId: number): Promise<number> {
    const { rows } = await this.db.query<{ file_id: number }>(
      `INSERT INTO sys_file (file_name, content_type, size, data, create_by) VALUES ($1, $2, $3, $4, $5)
       RETURNING file_id`,
      [file.fileName, file.contentType, file.data.length, file.data, userId],
    );
    return rows[0]!.file_id;
  }

  /** The file with its bytes if `userId` may see it (VISIBLE). */
  async find(fileId: number, userId: number, anyUploader: boolean): Promise<StoredFile | null> {
    const { rows } = await this.db.query<{ file_name: string; content_type: string; data: Uint8Array }>(
      `SELECT f.file_name, f.content_type, f.data FROM sys_file f WHERE f.file_id = $1 AND ${VISIBLE}`,
      [fileId, userId, anyUploader],
    );
    const r = rows[0];
    return r ? { fileName: r.file_name, contentType: r.content_type, data: r.data } : null;
  }

  /** The content type of the file if `userId` may see it (VISIBLE), without reading its bytes. */
  async visibleType(fileId: number, userId: number, anyUploader: boolean): Promise<string | null> {
    const { rows } = await this.db.query<{ content_type: string }>(
      `SELECT f.content_type FROM sys_file f WHERE f.file_id = $1 AND ${VISIBLE}`,
      [fileId, userId, anyUploader],
    );
    return rows[0]?.content_type ?? null;
  }
}
