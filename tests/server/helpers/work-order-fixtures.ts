/**
 * Work-order test data written with plain SQL, independent of the service that creates orders, so the
 * read side is tested on exactly the rows it must show. Times are ISO instants ('…Z'); the API shows
 * them in China time (+8).
 */
import type { WoKind } from '../../../contract/work-order/schemas';
import type { Db } from '../../../server/src/db/client';

export interface OrderSpec {
  taskNo: string;
  kind: WoKind;
  factoryId: number;
  reportTime: string;
  status?: number;
  deviceId?: number | null;
  fixType?: string;
  reportSource?: string;
  isStatistics?: 0 | 1;
  fixStartTime?: string | null;
  reportBy?: number | null;
  reportContent?: string;
  remark?: string;
  execTime?: string | null;
  /** 1 紧急 … 4 低 (default 中) and the times it is held to (migration 038); none: never overdue */
  priority?: 1 | 2 | 3 | 4;
  responseDue?: string | null;
  dueTime?: string | null;
  execBy?: number | null;
  distributeBy?: number | null;
  acceptBy?: number | null;
  acceptDistributeBy?: number | null;
  handleResult?: string;
  handleDesc?: string;
  handleFixType?: string;
  handleFinishTime?: string | null;
  isForward?: 0 | 1;
  forwardBy?: number | null;
  updateTime?: string;
}

const snake = (key: string): string => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

async function insert(db: Db, table: string, row: Record<string, unknown>, key: string): Promise<number> {
  const cols = Object.keys(row);
  const { rows } = await db.query<Record<string, number>>(
    `INSERT INTO ${table} (${cols.map(snake).join(', ')})
     VALUES (${cols.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING ${key}`,
    Object.values(row),
  );
  return rows[0]![key]!;
}

export class WoFixtures {
  constructor(private readonly db: Db) {}

  device(factoryId: number, deviceShowCode: string, deviceName: string): Promise<number> {
    return insert(this.db, 'wo_device', { factoryId, deviceShowCode, deviceName }, 'device_id');
  }

  /** An order with every unset field at its table default; create/update time = report time. */
  order(spec: OrderSpec): Promise<number> {
    const row: Record<string, unknown> = {
      reportContent: `内容 ${spec.taskNo}`,
      createTime: spec.reportTime,
      updateTime: spec.updateTime ?? spec.reportTime,
      ...spec,
    };
    return insert(this.db, 'wo_task', row, 'task_id');
  }

  log(
    taskId: number,
    logType: number,
    logObj: Record<string, unknown>,
    createTime: string,
    title = `日志${logType}`,
  ) {
    return insert(
      this.db,
      'wo_task_log',
      { taskId, logType, title, logObj: JSON.stringify(logObj), createTime },
      'record_id',
    );
  }

  accept(
    taskId: number,
    r: {
      acceptResult: 1 | 2;
      acceptTime: string;
      acceptBy?: number;
      distributeBy?: number;
      acceptDesc?: string;
    },
  ): Promise<number> {
    return insert(this.db, 'wo_accept', { taskId, ...r }, 'accept_id');
  }

  /** A stored file (a few bytes) and its attachment to the order at `stage`. */
  async attach(
    taskId: number,
    stage: 'report' | 'handle' | 'accept',
    media: 'image' | 'video',
    fileName: string,
    acceptId: number | null = null,
  ): Promise<number> {
    const fileId = await insert(
      this.db,
      'sys_file',
      {
        fileName,
        contentType: media === 'image' ? 'image/png' : 'video/mp4',
        size: 3,
        data: Buffer.from([1, 2, 3]),
      },
      'file_id',
    );
    await insert(this.db, 'wo_attachment', { taskId, stage, media, fileId, acceptId }, 'id');
    return fileId;
  }

  part(
    taskId: number,
    p: {
      partsCode: string;
      partsName: string;
      partsSpecs?: string;
      quantity: number;
      assetType?: string;
      unit?: string;
    },
  ): Promise<number> {
    return insert(this.db, 'wo_task_part', { taskId, ...p }, 'id');
  }

  item(
    taskId: number,
    i: {
      itemName: string;
      standard?: string;
      result?: 'normal' | 'abnormal' | null;
      remark?: string;
      raisedTaskId?: number | null;
      orderNum?: number;
    },
  ): Promise<number> {
    return insert(this.db, 'wo_inspect_item', { taskId, ...i }, 'item_id');
  }

  async copyTo(taskId: number, userId: number): Promise<void> {
    await this.db.query('INSERT INTO wo_task_copy_to (task_id, user_id) VALUES ($1, $2)', [taskId, userId]);
  }

  plan(p: {
    factoryId: number;
    deviceId: number;
    title: string;
    intervalDays: number;
    nextRun: string;
    execBy?: number | null;
    enabled?: boolean;
  }): Promise<number> {
    return insert(this.db, 'wo_maint_plan', p, 'plan_id');
  }
}
