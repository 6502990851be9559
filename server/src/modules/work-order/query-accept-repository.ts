/**
 * Acceptance records (wo_accept, docs/requirements.md §3 "Acceptance row") with their photos and videos, the
 * attachments of orders, and the delete of a rejected record (a pass record is final).
 */
import { DICT_TYPE } from '../../../../contract/dict';
import { VERDICT, type AcceptRow } from '../../../../contract/work-order/schemas';
import type { Db } from '../../db/client';
import { scopeCondition, type FactoryScope } from '../../shared/factory-scope';
import { attachmentsOf, type AttachmentRow } from './query-rows';
import { shown } from '../../shared/china-time';

interface AcceptRecordRow {
  accept_id: number;
  task_id: number;
  accept_time: string;
  distribute_by_name: string;
  accept_by_name: string;
  accept_result: number;
  accept_result_label: string;
  accept_desc: string;
}

export type AcceptDeleteOutcome = 'deleted' | 'missing' | 'final';

export class WoAcceptRepository {
  constructor(private readonly db: Db) {}

  /** Every attachment of the orders, in upload order. */
  async attachments(taskIds: number[]): Promise<AttachmentRow[]> {
    const { rows } = await this.db.query<AttachmentRow>(
      `SELECT w.task_id, w.stage, w.accept_id, w.media, w.file_id, s.file_name, s.bucket, s.prefix, s.store_name
         FROM wo_attachment w JOIN sys_file s ON s.file_id = w.file_id
        WHERE w.task_id = ANY($1::int[]) ORDER BY w.id`,
      [taskIds],
    );
    return rows;
  }

  /** Acceptance records of the orders, oldest first; `known` = their attachments if already loaded. */
  async records(taskIds: number[], known?: AttachmentRow[]): Promise<{ taskId: number; row: AcceptRow }[]> {
    if (taskIds.length === 0) return [];
    const { rows } = await this.db.query<AcceptRecordRow>(
      `SELECT a.accept_id, a.task_id, ${shown('a.accept_time')} AS accept_time,
              COALESCE(du.nick_name, '') AS distribute_by_name, COALESCE(au.nick_name, '') AS accept_by_name,
              a.accept_result, COALESCE(ar.dict_label, '') AS accept_result_label, a.accept_desc
         FROM wo_accept a
         LEFT JOIN sys_user du ON du.user_id = a.distribute_by
         LEFT JOIN sys_user au ON au.user_id = a.accept_by
         LEFT JOIN sys_dict_data ar ON ar.dict_type = $2 AND ar.dict_value = a.accept_result::text
        WHERE a.task_id = ANY($1::int[])
        ORDER BY a.accept_time, a.accept_id`,
      [taskIds, DICT_TYPE.ACCEPT_RESULT],
    );
    if (rows.length === 0) return [];
    const files = known ?? (await this.attachments(taskIds));
    return rows.map((r) => {
      const media = attachmentsOf(files, 'accept', r.accept_id);
      return {
        taskId: r.task_id,
        row: {
          acceptId: r.accept_id,
          acceptTime: r.accept_time,
          distributeByName: r.distribute_by_name,
          acceptByName: r.accept_by_name,
          acceptResult: r.accept_result,
          acceptResultLabel: r.accept_result_label,
          acceptDesc: r.accept_desc,
          attachmentList: media.images,
          videoAttachmentList: media.videos,
        },
      };
    });
  }

  /**
   * Deletes an acceptance record of an order in scope if it is a rejection (one statement, so a
   * record cannot change between the check and the delete); its attachment rows go with it (cascade).
   * The order itself does not change: the record is history, not state.
   */
  async deleteRejected(acceptId: number, scope: FactoryScope): Promise<AcceptDeleteOutcome> {
    const params: unknown[] = [acceptId, VERDICT.REJECT];
    const { rows } = await this.db.query(
      `DELETE FROM wo_accept a USING wo_task t
        WHERE a.accept_id = $1 AND a.accept_result = $2 AND t.task_id = a.task_id
          AND ${scopeCondition(scope, 't.factory_id', params)}
        RETURNING a.accept_id`,
      params,
    );
    if (rows.length > 0) return 'deleted';
    const found: unknown[] = [acceptId];
    const { rows: left } = await this.db.query(
      `SELECT 1 FROM wo_accept a JOIN wo_task t ON t.task_id = a.task_id
        WHERE a.accept_id = $1 AND ${scopeCondition(scope, 't.factory_id', found)}`,
      found,
    );
    return left.length > 0 ? 'final' : 'missing';
  }
}
