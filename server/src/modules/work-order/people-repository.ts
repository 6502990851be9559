/**
 * SQL about the people and files a command names: whether a chosen executor, acceptor or copy-to user
 * may take part in an order of a factory, their display names, the managers to notify, uploaded files
 * and dictionary labels for the log objects.
 */
import { PERM } from '../../../../contract/permissions';
import type { Db } from '../../db/client';
import { holdsAnyCodeSql, isAdminSql } from '../user/permission-sql';
import { inFactoryScopeSql } from '../user/scope-sql';

export interface PersonFacts {
  nickName: string;
  enabled: boolean;
  /** the factory is in the person's scope (user/scope-sql.ts); admin's holds every factory, and every code */
  admin: boolean;
  bound: boolean;
  hasCode: boolean;
}

// The roles and codes of a user, as the auth guard computes them (permission-sql.ts).
const IS_ADMIN = isAdminSql('u.user_id');
const HOLDS_CODE = holdsAnyCodeSql('u.user_id', 'ARRAY[$3::text]');

export class PeopleRepository {
  constructor(private readonly db: Db) {}

  /** Facts about each of `userIds` relative to a factory and a code; unknown users are absent. */
  async facts(userIds: number[], factoryId: number, code: string): Promise<Map<number, PersonFacts>> {
    const { rows } = await this.db.query<{
      user_id: number;
      nick_name: string;
      status: string;
      admin: boolean;
      bound: boolean;
      has_code: boolean;
    }>(
      `SELECT u.user_id, u.nick_name, u.status, ${IS_ADMIN} AS admin,
              ${inFactoryScopeSql('u.user_id', '$2')} AS bound,
              ${HOLDS_CODE} AS has_code
         FROM sys_user u WHERE u.user_id = ANY($1::int[])`,
      [userIds, factoryId, code],
    );
    return new Map(
      rows.map((r) => [
        r.user_id,
        {
          nickName: r.nick_name,
          enabled: r.status === '0',
          admin: r.admin,
          bound: r.bound,
          hasCode: r.has_code,
        },
      ]),
    );
  }

  async names(userIds: (number | null)[]): Promise<Map<number, string>> {
    const ids = [...new Set(userIds.filter((id): id is number => id !== null))];
    if (ids.length === 0) return new Map();
    const { rows } = await this.db.query<{ user_id: number; nick_name: string }>(
      'SELECT user_id, nick_name FROM sys_user WHERE user_id = ANY($1::int[])',
      [ids],
    );
    return new Map(rows.map((r) => [r.user_id, r.nick_name]));
  }

  /**
   * Enabled users whose factory scope holds the factory who may dispatch and audit (workflow:process:complete): they
   * get the to-do when an order waits for "any manager" and no dispatcher is known. Admin is left out: bound to
   * everything, it would get every factory's to-dos.
   */
  async managers(factoryId: number): Promise<number[]> {
    const { rows } = await this.db.query<{ user_id: number }>(
      `SELECT u.user_id FROM sys_user u
        WHERE u.status = '0' AND NOT ${IS_ADMIN} AND ${inFactoryScopeSql('u.user_id', '$1')}
          AND ${HOLDS_CODE.replace('$3', '$2')}
        ORDER BY u.user_id`,
      [factoryId, PERM.PROCESS_COMPLETE],
    );
    return rows.map((r) => r.user_id);
  }

  /** Content types of the files among `fileIds` that `userId` uploaded (any uploader when `anyUploader`). */
  async ownedFiles(fileIds: number[], userId: number, anyUploader: boolean): Promise<Map<number, string>> {
    if (fileIds.length === 0) return new Map();
    const { rows } = await this.db.query<{ file_id: number; content_type: string }>(
      'SELECT file_id, content_type FROM sys_file WHERE file_id = ANY($1::int[]) AND ($3 OR create_by = $2)',
      [fileIds, userId, anyUploader],
    );
    return new Map(rows.map((r) => [r.file_id, r.content_type]));
  }

  async dictLabel(dictType: string, value: string): Promise<string> {
    const { rows } = await this.db.query<{ dict_label: string }>(
      'SELECT dict_label FROM sys_dict_data WHERE dict_type = $1 AND dict_value = $2',
      [dictType, value],
    );
    return rows[0]?.dict_label ?? '';
  }
}
