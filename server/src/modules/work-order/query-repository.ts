/**
 * Reads of work orders: the lists (filters, paging, factory scope), the detail with everything the
 * detail and acceptance dialogs show, and inspection items. Every statement takes the caller's
 * scope, so an order outside it behaves like a missing one.
 */
import {
  LOG_TYPE,
  type AcceptListRow,
  type AcceptRow,
  type InspectItem,
  type WoDetail,
  type WoKind,
  type WoPart,
  type WoRow,
} from '../../../../contract/work-order/schemas';
import type { Db } from '../../db/client';
import { scopeCondition, type FactoryScope } from '../../shared/factory-scope';
import { containsPattern } from '../../shared/like';
import type { PageWindow } from '../../shared/paging';
import type { ReadCache } from '../../shared/row-changes';
import { WoAcceptRepository } from './query-accept-repository';
import { WoLogRepository } from './query-log-repository';
import { myOrdersCondition } from './my-orders-rule';
import { overdueCondition } from './overdue-rule';
import { ROW_COLUMNS, ROW_FROM, attachmentsOf, toWoRow, withOverdue, type OrderRow } from './query-rows';
import { at, type Clock } from '../../shared/clock';
import { chinaTime } from '../../shared/china-time';
import { sourceAlarmsOf } from '../alarm/order-release';

export interface OrderFilter {
  scope: FactoryScope;
  /** undefined = every kind */
  kind?: WoKind;
  factoryId?: number;
  /** substring of the task number / device name */
  taskNo?: string;
  deviceName?: string;
  statuses: readonly number[];
  /** only orders this user must act on now: executor of HANDLING, acceptor of ACCEPTING */
  mineOf?: number;
  /** only this user's own orders, as home counts them (my-orders-rule.ts) */
  myOrdersOf?: number;
  /** only orders overdue at this time (overdue-rule.ts) */
  overdueAt?: Date;
  /** only orders this user is copied on */
  copiedTo?: number;
  /** report time window, 'YYYY-MM-DD HH:mm:ss' China time, both ends included */
  beginTime?: string;
  endTime?: string;
}

/** The WHERE of a list over `wo_task t`; appends its parameters to `params`. */
export function orderCondition(f: OrderFilter, params: unknown[]): string {
  const add = (value: unknown): string => {
    params.push(value);
    return `$${params.length}`;
  };
  const conds = [scopeCondition(f.scope, 't.factory_id', params)];
  // One status as an equality: then an index on (kind, status, report_time) hands the rows over in the list's order
  // (migration 045); `= ANY` of one element is the same set, but the planner sorts it.
  conds.push(
    f.statuses.length === 1
      ? `t.status = ${add(f.statuses[0])}::int`
      : `t.status = ANY(${add(f.statuses)}::int[])`,
  );
  if (f.kind) conds.push(`t.kind = ${add(f.kind)}`);
  if (f.factoryId !== undefined) conds.push(`t.factory_id = ${add(f.factoryId)}`);
  if (f.taskNo) conds.push(`t.task_no ILIKE ${add(containsPattern(f.taskNo))}`);
  if (f.deviceName) {
    // query-rows.ts DEVICE_NAME (the ledger device's name, or without one what the order was raised from), matched
    // on the few devices first rather than on every joined row: 1.7 × faster over a kind's history (docs/bench-log.md).
    const k = add(containsPattern(f.deviceName));
    conds.push(`(t.device_id IN (SELECT x.device_id FROM wo_device x WHERE x.device_name ILIKE ${k})
                 OR (t.device_id IS NULL AND t.source_name ILIKE ${k}))`);
  }
  if (f.mineOf !== undefined) {
    const me = add(f.mineOf);
    conds.push(`((t.status = 1 AND t.exec_by = ${me}) OR (t.status = 4 AND t.accept_by = ${me}))`);
  }
  if (f.myOrdersOf !== undefined) conds.push(myOrdersCondition('t', f.myOrdersOf, params));
  if (f.overdueAt !== undefined) conds.push(overdueCondition('t', f.overdueAt, params));
  if (f.copiedTo !== undefined) {
    conds.push(
      `EXISTS (SELECT 1 FROM wo_task_copy_to c WHERE c.task_id = t.task_id AND c.user_id = ${add(f.copiedTo)})`,
    );
  }
  if (f.beginTime) conds.push(`t.report_time >= ${chinaTime(add(f.beginTime))}`);
  if (f.endTime) conds.push(`t.report_time <= ${chinaTime(add(f.endTime))}`);
  return conds.join(' AND ');
}

interface ItemRow {
  item_id: number;
  task_id: number;
  item_name: string;
  standard: string;
  result: 'normal' | 'abnormal' | null;
  remark: string;
  raised_task_id: number | null;
  raised_task_no: string;
  item_type: InspectItem['itemType'];
  min_value: number | null;
  max_value: number | null;
  value: number | null;
  /** the answered photo's file, when there is one */
  file_id: number | null;
  file_name: string;
  bucket: string;
  prefix: string;
  store_name: string;
}

const toItem = (r: ItemRow): InspectItem => ({
  itemId: r.item_id,
  taskId: r.task_id,
  itemName: r.item_name,
  standard: r.standard,
  result: r.result,
  remark: r.remark,
  raisedTaskId: r.raised_task_id,
  raisedTaskNo: r.raised_task_no,
  itemType: r.item_type,
  min: r.min_value,
  max: r.max_value,
  value: r.value,
  photo:
    r.file_id === null
      ? null
      : {
          fileId: r.file_id,
          bucket: r.bucket,
          prefix: r.prefix,
          storeName: r.store_name,
          fileName: r.file_name,
        },
});

// numeric(16, 3) leaves as float8: exact for every value the column holds (docs/plans.md "Check items on the order")
const ITEM_SELECT = `SELECT i.item_id, i.task_id, i.item_name, i.standard, i.result, i.remark, i.raised_task_id,
       COALESCE(r.task_no, '') AS raised_task_no, i.item_type, i.min_value::float8 AS min_value,
       i.max_value::float8 AS max_value, i.value::float8 AS value, f.file_id, COALESCE(f.file_name, '') AS file_name,
       COALESCE(f.bucket, '') AS bucket, COALESCE(f.prefix, '') AS prefix, COALESCE(f.store_name, '') AS store_name
  FROM wo_inspect_item i LEFT JOIN wo_task r ON r.task_id = i.raised_task_id
  LEFT JOIN sys_file f ON f.file_id = i.photo_file_id`;

/** One list page: what `page` answers and its cache keeps. */
export interface OrderPage {
  rows: WoRow[];
  total: number;
}

export class WoQueryRepository {
  private readonly logs: WoLogRepository;
  private readonly accepts: WoAcceptRepository;

  /**
   * `clock`: what rows are judged overdue at; `pages`: list pages kept until a table of ROW_TABLES changes
   * (docs/architecture.md §3 "Read caches"), judged again at each read.
   */
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly pages?: ReadCache<OrderPage>,
  ) {
    this.logs = new WoLogRepository(db);
    this.accepts = new WoAcceptRepository(db);
  }

  /** One page of orders, newest report first (task_id breaks ties so that pages never overlap). Read-only: shared. */
  async page(filter: OrderFilter, window: PageWindow): Promise<OrderPage> {
    // An overdue list depends on the time as well as on the tables: its key (the time in the filter) differs at each
    // call, so keeping it would only push the other pages out.
    if (!this.pages || filter.overdueAt !== undefined) return this.readPage(filter, window);
    // The filter holds the caller's scope and, for `mine`, `myOrders` and copy-to lists, the caller: the key tells
    // them apart.
    const kept = await this.pages.get(JSON.stringify([filter, window]), () => this.readPage(filter, window));
    const now = at(this.clock);
    return { rows: kept.rows.map((r) => withOverdue(r, now)), total: kept.total };
  }

  private async readPage(filter: OrderFilter, window: PageWindow): Promise<OrderPage> {
    const params: unknown[] = [];
    const where = orderCondition(filter, params);
    const counted = await this.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM wo_task t WHERE ${where}`,
      params,
    );
    // The page's ids first, then their columns (docs/work-order-lifecycle.md "Lists at a million orders"): the rows
    // an OFFSET skips are read from the index alone, never given their names and labels.
    const { rows } = await this.db.query<OrderRow>(
      `WITH page AS (
         SELECT t.task_id, t.report_time FROM wo_task t WHERE ${where}
          ORDER BY t.report_time DESC, t.task_id DESC
          LIMIT $${params.length + 1} OFFSET $${params.length + 2})
       SELECT ${ROW_COLUMNS} FROM ${ROW_FROM} JOIN page p ON p.task_id = t.task_id
        ORDER BY p.report_time DESC, p.task_id DESC`,
      [...params, window.limit, window.offset],
    );
    const now = at(this.clock);
    return { rows: rows.map((r) => toWoRow(r, now)), total: counted.rows[0]?.n ?? 0 };
  }

  /** The acceptance lists: each order with its latest acceptance record (or null). */
  async acceptPage(
    filter: OrderFilter,
    window: PageWindow,
  ): Promise<{ rows: AcceptListRow[]; total: number }> {
    const { rows, total } = await this.page(filter, window);
    const records = await this.accepts.records(rows.map((r) => r.taskId));
    const latest = new Map<number, AcceptRow>();
    // records come oldest first: the last one written per order is its latest
    for (const { taskId, row } of records) latest.set(taskId, row);
    return { rows: rows.map((r) => ({ ...r, lastAccept: latest.get(r.taskId) ?? null })), total };
  }

  /** The order if it exists, is of `kind` (when given) and lies in the scope. */
  async findInScope(
    taskId: number,
    scope: FactoryScope,
    kind?: WoKind,
  ): Promise<{ taskId: number; kind: WoKind; factoryId: number } | null> {
    const params: unknown[] = [taskId];
    const kindCond = kind ? `AND kind = $${params.push(kind)}` : '';
    const { rows } = await this.db.query<{ task_id: number; kind: WoKind; factory_id: number }>(
      `SELECT task_id, kind, factory_id FROM wo_task
        WHERE task_id = $1 ${kindCond} AND ${scopeCondition(scope, 'factory_id', params)}`,
      params,
    );
    const r = rows[0];
    return r ? { taskId: r.task_id, kind: r.kind, factoryId: r.factory_id } : null;
  }

  /** Everything about one order of `kind` in scope, or null. */
  async detail(taskId: number, kind: WoKind, scope: FactoryScope): Promise<WoDetail | null> {
    const params: unknown[] = [taskId, kind];
    const { rows } = await this.db.query<OrderRow>(
      `SELECT ${ROW_COLUMNS} FROM ${ROW_FROM}
        WHERE t.task_id = $1 AND t.kind = $2 AND ${scopeCondition(scope, 't.factory_id', params)}`,
      params,
    );
    const order = rows[0];
    if (!order) return null;
    const files = await this.accepts.attachments([taskId]);
    const report = attachmentsOf(files, 'report');
    const handled = attachmentsOf(files, 'handle');
    return {
      ...toWoRow(order, at(this.clock)),
      sourceAlarms: await sourceAlarmsOf(this.db, taskId),
      attachmentList: report.images,
      videoAttachmentList: report.videos,
      handleDesc: order.handle_desc,
      handleFixType: order.handle_fix_type,
      handleAttachmentList: handled.images,
      handleVideoAttachmentList: handled.videos,
      partsList: await this.parts(taskId),
      acceptList: (await this.accepts.records([taskId], files)).map((r) => r.row),
      distributeList: await this.logs.logs(taskId, [
        LOG_TYPE.DISPATCH,
        LOG_TYPE.ACCEPT_DISPATCH,
        LOG_TYPE.FORWARD,
      ]),
      copyTo: await this.copyTo(taskId),
      items: await this.items(taskId),
    };
  }

  /** One check item of an inspection order in scope: 'no-order' / 'no-item' when missing. */
  async item(
    taskId: number,
    itemId: number,
    scope: FactoryScope,
  ): Promise<InspectItem | 'no-order' | 'no-item'> {
    if (!(await this.findInScope(taskId, scope, 'inspect'))) return 'no-order';
    const { rows } = await this.db.query<ItemRow>(`${ITEM_SELECT} WHERE i.task_id = $1 AND i.item_id = $2`, [
      taskId,
      itemId,
    ]);
    const r = rows[0];
    return r ? toItem(r) : 'no-item';
  }

  private async parts(taskId: number): Promise<WoPart[]> {
    const { rows } = await this.db.query<{
      id: number;
      parts_code: string;
      parts_name: string;
      parts_specs: string;
      quantity: string | number;
      asset_type: string;
      unit: string;
    }>(
      `SELECT id, parts_code, parts_name, parts_specs, quantity, asset_type, unit
         FROM wo_task_part WHERE task_id = $1 ORDER BY id`,
      [taskId],
    );
    // numeric arrives as text from PostgreSQL
    return rows.map((r) => ({
      id: r.id,
      partsCode: r.parts_code,
      partsName: r.parts_name,
      partsSpecs: r.parts_specs,
      quantity: Number(r.quantity),
      assetType: r.asset_type,
      unit: r.unit,
    }));
  }

  private async copyTo(taskId: number): Promise<{ userId: number; nickName: string }[]> {
    const { rows } = await this.db.query<{ user_id: number; nick_name: string }>(
      `SELECT u.user_id, u.nick_name FROM wo_task_copy_to c JOIN sys_user u ON u.user_id = c.user_id
        WHERE c.task_id = $1 ORDER BY u.user_id`,
      [taskId],
    );
    return rows.map((r) => ({ userId: r.user_id, nickName: r.nick_name }));
  }

  private async items(taskId: number): Promise<InspectItem[]> {
    const { rows } = await this.db.query<ItemRow>(
      `${ITEM_SELECT} WHERE i.task_id = $1 ORDER BY i.order_num, i.item_id`,
      [taskId],
    );
    return rows.map(toItem);
  }
}
