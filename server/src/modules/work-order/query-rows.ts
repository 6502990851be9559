/**
 * The SQL shape of one work-order row (contract WoRow) shared by every list and the detail: the order
 * with its factory name, device, dictionary labels (docs/requirements.md §3 *Label fields) and people's names.
 * Times leave the database as text in China time, like the message repository, so that no JavaScript
 * Date shifts them by a zone.
 */
import { DICT_TYPE } from '../../../../contract/dict';
import {
  KIND_TASK_TYPE,
  WO_STATUS_LABEL,
  type WoAttachment,
  type WoKind,
  type WoRow,
} from '../../../../contract/work-order/schemas';
import { shown } from '../../shared/china-time';
import { WO_PRIORITY_LABEL, type WoPriority } from '../../../../contract/wo-priority';
import { isOverdue } from './overdue-rule';

/**
 * A dictionary label or a person's name as a scalar subquery rather than a join: with five people and three labels
 * joined, planning the 12-table join took ~4 ms of every list call, three times its execution; these subqueries are
 * planned once each and read one row by a unique key (docs/architecture.md §3 "Work orders").
 */
const dictLabel = (type: string, value: string): string =>
  `COALESCE((SELECT x.dict_label FROM sys_dict_data x WHERE x.dict_type = '${type}' AND x.dict_value = ${value}), '')`;
const nickName = (userId: string): string =>
  `COALESCE((SELECT x.nick_name FROM sys_user x WHERE x.user_id = ${userId}), '')`;

/** FROM clause of WoRow selections: `t` is the order, `f` its factory, `d` its device (list filters name both). */
export const ROW_FROM = `wo_task t
  JOIN sys_area f ON f.id = t.factory_id
  LEFT JOIN wo_device d ON d.device_id = t.device_id`;

/**
 * Every table a list page reads (ROW_FROM, the columns' subqueries, the copy-to filter): a change to any of them drops
 * the cached pages (migration 016, docs/architecture.md §3 "Read caches").
 */
export const ROW_TABLES = [
  'wo_task',
  'wo_task_copy_to',
  'wo_device',
  'sys_area',
  'sys_dict_data',
  'sys_user',
] as const;

/**
 * The order's device fields: its ledger device's, or without one what it was raised from (a meter of an alarm,
 * migration 025, docs/work-order-lifecycle.md "Orders made without a person").
 */
export const DEVICE_CODE = 'COALESCE(d.device_show_code, t.source_code)';
export const DEVICE_NAME = 'COALESCE(d.device_name, t.source_name)';

export const ROW_COLUMNS = `t.task_id, t.task_no, t.kind, t.status, t.factory_id, f.name AS project_name,
  t.device_id, ${DEVICE_CODE} AS device_show_code, ${DEVICE_NAME} AS device_name,
  t.fix_type, ${dictLabel(DICT_TYPE.FIX_TYPE, 't.fix_type')} AS fix_type_label,
  t.report_source, ${dictLabel(DICT_TYPE.REPORT_SOURCE, 't.report_source')} AS report_source_label,
  t.is_statistics, ${shown('t.fix_start_time')} AS fix_start_time,
  t.report_by, ${nickName('t.report_by')} AS report_by_name, t.report_content,
  ${shown('t.report_time')} AS report_time, t.remark,
  t.exec_by, ${nickName('t.exec_by')} AS exec_by_name, ${shown('t.exec_time')} AS exec_time,
  t.accept_by, ${nickName('t.accept_by')} AS accept_by_name,
  t.distribute_by, ${nickName('t.distribute_by')} AS distribute_by_name,
  t.handle_result, ${dictLabel(DICT_TYPE.HANDLE_RESULT, 't.handle_result')} AS handle_result_label,
  ${shown('t.handle_finish_time')} AS handle_finish_time,
  t.is_forward, ${nickName('t.forward_by')} AS forward_by_name, ${shown('t.update_time')} AS update_time,
  t.handle_desc, t.handle_fix_type, t.priority, ${shown('t.response_due')} AS response_due,
  ${shown('t.due_time')} AS due_time`;

export interface OrderRow {
  task_id: number;
  task_no: string;
  kind: WoKind;
  status: number;
  factory_id: number;
  project_name: string;
  device_id: number | null;
  device_show_code: string;
  device_name: string;
  fix_type: string;
  fix_type_label: string;
  report_source: string;
  report_source_label: string;
  is_statistics: number;
  fix_start_time: string | null;
  report_by: number | null;
  report_by_name: string;
  report_content: string;
  report_time: string;
  remark: string;
  exec_by: number | null;
  exec_by_name: string;
  exec_time: string | null;
  accept_by: number | null;
  accept_by_name: string;
  distribute_by: number | null;
  distribute_by_name: string;
  handle_result: string;
  handle_result_label: string;
  handle_finish_time: string | null;
  is_forward: number;
  forward_by_name: string;
  update_time: string;
  handle_desc: string;
  handle_fix_type: string;
  priority: WoPriority;
  response_due: string | null;
  due_time: string | null;
}

const yesNo = (v: number): string => (v === 1 ? '是' : '否');

/** The row as answered, judged overdue at `now` (overdue-rule.ts). */
export const toWoRow = (r: OrderRow, now: Date): WoRow => withOverdue(rowOf(r), now);

/** A row judged again at `now` (a kept list page is read at another time than it was made). */
export const withOverdue = <R extends WoRow>(row: R, now: Date): R => ({
  ...row,
  overdue: isOverdue(row, now),
});

const rowOf = (r: OrderRow): WoRow => ({
  taskId: r.task_id,
  taskNo: r.task_no,
  kind: r.kind,
  taskType: KIND_TASK_TYPE[r.kind],
  status: r.status,
  statusLabel: WO_STATUS_LABEL[r.status] ?? '',
  factoryId: r.factory_id,
  projectName: r.project_name,
  deviceId: r.device_id,
  deviceShowCode: r.device_show_code,
  deviceName: r.device_name,
  fixType: r.fix_type,
  fixTypeLabel: r.fix_type_label,
  reportSource: r.report_source,
  reportSourceLabel: r.report_source_label,
  isStatistics: r.is_statistics,
  isStatisticsLabel: yesNo(r.is_statistics),
  fixStartTime: r.fix_start_time,
  reportBy: r.report_by,
  reportByName: r.report_by_name,
  reportContent: r.report_content,
  reportTime: r.report_time,
  remark: r.remark,
  execBy: r.exec_by,
  execByName: r.exec_by_name,
  execTime: r.exec_time,
  acceptBy: r.accept_by,
  acceptByName: r.accept_by_name,
  distributeBy: r.distribute_by,
  distributeByName: r.distribute_by_name,
  handleResult: r.handle_result,
  handleResultLabel: r.handle_result_label,
  handleFinishTime: r.handle_finish_time,
  isForward: r.is_forward,
  isForwardLabel: yesNo(r.is_forward),
  forwardByName: r.forward_by_name,
  updateTime: r.update_time,
  priority: r.priority,
  priorityLabel: WO_PRIORITY_LABEL[r.priority],
  responseDue: r.response_due,
  dueTime: r.due_time,
  overdue: false,
});

/**
 * An attachment names its stored file the way docs/requirements.md §3 does (bucket, prefix, storeName): where the
 * bytes are in the files folder (docs/architecture.md §3 "Files").
 */
export interface AttachmentRow {
  task_id: number;
  stage: 'report' | 'handle' | 'accept';
  accept_id: number | null;
  media: 'image' | 'video';
  file_id: number;
  file_name: string;
  bucket: string;
  prefix: string;
  store_name: string;
}

export const toAttachment = (r: AttachmentRow): WoAttachment => ({
  fileId: r.file_id,
  bucket: r.bucket,
  prefix: r.prefix,
  storeName: r.store_name,
  fileName: r.file_name,
});

/** Images and videos of one stage (and acceptance record), in upload order. */
export function attachmentsOf(
  rows: AttachmentRow[],
  stage: AttachmentRow['stage'],
  acceptId: number | null = null,
): { images: WoAttachment[]; videos: WoAttachment[] } {
  const mine = rows.filter((r) => r.stage === stage && (acceptId === null || r.accept_id === acceptId));
  return {
    images: mine.filter((r) => r.media === 'image').map(toAttachment),
    videos: mine.filter((r) => r.media === 'video').map(toAttachment),
  };
}
