/** SQL of inspection check items and maintenance plans, as the command side writes them. */
import type { Db } from '../../db/client';

export interface CheckItem {
  itemId: number;
  itemName: string;
  result: 'normal' | 'abnormal' | null;
  remark: string;
  raisedTaskId: number | null;
}

export interface DuePlan {
  planId: number;
  factoryId: number;
  deviceId: number;
  title: string;
  intervalDays: number;
  /** 'YYYY-MM-DD' */
  nextRun: string;
  execBy: number | null;
}

export class ItemPlanRepository {
  constructor(private readonly db: Db) {}

  async insertItems(taskId: number, items: { itemName: string; standard?: string }[]): Promise<void> {
    for (const [i, item] of items.entries()) {
      await this.db.query(
        'INSERT INTO wo_inspect_item (task_id, item_name, standard, order_num) VALUES ($1, $2, $3, $4)',
        [taskId, item.itemName, item.standard ?? '', i + 1],
      );
    }
  }

  async items(taskId: number): Promise<CheckItem[]> {
    const { rows } = await this.db.query<{
      item_id: number;
      item_name: string;
      result: 'normal' | 'abnormal' | null;
      remark: string;
      raised_task_id: number | null;
    }>(
      `SELECT item_id, item_name, result, remark, raised_task_id FROM wo_inspect_item
        WHERE task_id = $1 ORDER BY order_num, item_id`,
      [taskId],
    );
    return rows.map((r) => ({
      itemId: r.item_id,
      itemName: r.item_name,
      result: r.result,
      remark: r.remark,
      raisedTaskId: r.raised_task_id,
    }));
  }

  async setResult(itemId: number, result: 'normal' | 'abnormal', remark: string): Promise<void> {
    await this.db.query('UPDATE wo_inspect_item SET result = $2, remark = $3 WHERE item_id = $1', [
      itemId,
      result,
      remark,
    ]);
  }

  /** Links the item to the repair order raised from it; false when another call already raised one. */
  async markRaised(itemId: number, raisedTaskId: number): Promise<boolean> {
    const { rows } = await this.db.query(
      `UPDATE wo_inspect_item SET raised_task_id = $2 WHERE item_id = $1 AND raised_task_id IS NULL
       RETURNING item_id`,
      [itemId, raisedTaskId],
    );
    return rows.length > 0;
  }

  /** Enabled plans due on or before `today` ('YYYY-MM-DD', China date). */
  async duePlans(today: string): Promise<DuePlan[]> {
    const { rows } = await this.db.query<{
      plan_id: number;
      factory_id: number;
      device_id: number;
      title: string;
      interval_days: number;
      next_run: string;
      exec_by: number | null;
    }>(
      `SELECT plan_id, factory_id, device_id, title, interval_days, to_char(next_run, 'YYYY-MM-DD') AS next_run,
              exec_by
         FROM wo_maint_plan WHERE enabled AND next_run <= $1::date ORDER BY next_run, plan_id`,
      [today],
    );
    return rows.map((r) => ({
      planId: r.plan_id,
      factoryId: r.factory_id,
      deviceId: r.device_id,
      title: r.title,
      intervalDays: r.interval_days,
      nextRun: r.next_run,
      execBy: r.exec_by,
    }));
  }

  /**
   * Moves a plan's next run from `from` to `to`; false when it is no longer at `from` (another run, or
   * another server instance, took it): the caller then creates nothing.
   */
  async advance(planId: number, from: string, to: string): Promise<boolean> {
    const { rows } = await this.db.query(
      `UPDATE wo_maint_plan SET next_run = $3::date WHERE plan_id = $1 AND next_run = $2::date AND enabled
       RETURNING plan_id`,
      [planId, from, to],
    );
    return rows.length > 0;
  }
}
