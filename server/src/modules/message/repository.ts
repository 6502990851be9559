/** All SQL about task messages (sys_task_msg). Later work adds the list, read and delete calls here. */
import type { MessageCount } from '../../../../contract/message';
import type { Db } from '../../db/client';

export class MessageRepository {
  constructor(private readonly db: Db) {}

  /** Unread messages of one user in one factory, both tabs (served by the partial unread index). */
  async unreadCount(userId: number, factoryId: number): Promise<MessageCount> {
    const { rows } = await this.db.query<{ total: number; copy_to: number }>(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE copy_to)::int AS copy_to
         FROM sys_task_msg WHERE user_id = $1 AND factory_id = $2 AND is_read = 0`,
      [userId, factoryId],
    );
    const total = rows[0]?.total ?? 0;
    const copyTo = rows[0]?.copy_to ?? 0;
    return { totalMsgCount: total, copyToMsgCount: copyTo, execByMsgCount: total - copyTo };
  }
}
