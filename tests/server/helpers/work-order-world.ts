/**
 * The people, devices and route calls the work-order command tests share. Every role of an order is a
 * different person, so that each message can be told apart:
 * reporter (operator role, factory 11) reports; supervisor dispatches, audits and dispatches acceptance;
 * operator executes; op2 is the executor an order is forwarded to; acceptor (supervisor role) accepts;
 * copier (no codes) is on every copy-to list. Devices are the test's own rows, not the seed's.
 */
import type { LightMyRequestResponse } from 'fastify';
import {
  findTransition,
  WO_MACHINE,
  type WoAction,
  type WoKind,
  type WoTransition,
} from '../../../contract/work-order/schemas';
import type { AppInstance } from '../../../server/src/context';
import type { Db } from '../../../server/src/db/client';
import { ADMIN, OPERATOR, SUPERVISOR, VIEWER } from '../../../server/src/setup/seed/work-order-steps';
import { createRole, createUser } from './fixtures';
import { bearer, login } from './test-app';

export const WO_BASE = '/api/system/base/workOrder';
export const APPROVAL_URL = '/api/system/base/task/approval';

// The demo's people, as the seed's scenarios name them.
export { ADMIN, OPERATOR, SUPERVISOR, VIEWER };
const OPERATOR_ROLE = 2;
const SUPERVISOR_ROLE = 3;

export interface World {
  app: AppInstance;
  db: Db;
  ids: { reporter: number; op2: number; acceptor: number; copier: number; outsider: number };
  /** tokens by user id */
  tokens: Map<number, string>;
  /** a device of factory 11 and one of factory 12 */
  device11: number;
  device12: number;
}

let deviceSeq = 0;
export async function insertDevice(db: Db, factoryId: number): Promise<number> {
  deviceSeq += 1;
  const { rows } = await db.query<{ device_id: number }>(
    `INSERT INTO wo_device (factory_id, device_show_code, device_name) VALUES ($1, $2, $3) RETURNING device_id`,
    [factoryId, `TEST-CMD-${factoryId}-${deviceSeq}`, `测试设备${deviceSeq}`],
  );
  return rows[0]!.device_id;
}

export async function buildWorld(app: AppInstance, db: Db): Promise<World> {
  const empty = await createRole(db, 'wo_nobody');
  const user = (userName: string, roleId: number, factories: number[]) =>
    createUser(db, { userName, password: `${userName}123`, roleId, factories });
  const ids = {
    reporter: await user('reporter', OPERATOR_ROLE, [11]),
    op2: await user('op2', OPERATOR_ROLE, [11]),
    acceptor: await user('acceptor', SUPERVISOR_ROLE, [11]),
    copier: await user('copier', empty, [11]),
    // an executor of factory 12 only: never a valid choice for a factory-11 order
    outsider: await user('outsider', OPERATOR_ROLE, [12]),
  };
  const tokens = new Map<number, string>();
  for (const [id, name] of [
    [ADMIN, 'admin'],
    [OPERATOR, 'operator'],
    [SUPERVISOR, 'supervisor'],
    [VIEWER, 'viewer'],
  ] as const) {
    tokens.set(id, (await login(app, name)).access_token);
  }
  for (const name of ['reporter', 'op2', 'acceptor'] as const) {
    tokens.set(ids[name], (await login(app, name, `${name}123`)).access_token);
  }
  return { app, db, ids, tokens, device11: await insertDevice(db, 11), device12: await insertDevice(db, 12) };
}

export function post(
  w: World,
  userId: number,
  url: string,
  payload: object,
): Promise<LightMyRequestResponse> {
  return w.app.inject({ method: 'POST', url, headers: bearer(w.tokens.get(userId) ?? ''), payload });
}

export const actionUrl = (kind: WoKind, taskId: number, action: WoAction): string =>
  action === 'approve' ? APPROVAL_URL : `${WO_BASE}/${kind}/${taskId}/${action}`;

export async function createOrder(
  w: World,
  kind: WoKind,
  extra: Record<string, unknown> = {},
  who = w.ids.reporter,
): Promise<{ taskId: number; taskNo: string }> {
  const res = await post(w, who, `${WO_BASE}/${kind}`, {
    factoryId: 11,
    deviceId: w.device11,
    reportContent: '水泵异响',
    copyTo: [w.ids.copier],
    ...(kind === 'inspect' ? { items: [{ itemName: '电机温度', standard: '低于80℃' }] } : {}),
    ...extra,
  });
  if (res.statusCode !== 200) throw new Error(`create ${kind} failed: ${res.body}`);
  return (res.json() as { data: { taskId: number; taskNo: string } }).data;
}

export const HANDLE_BODY = {
  handleResult: '1',
  handleDesc: '更换轴承',
  parts: [{ partsCode: 'P-6205', partsName: '轴承', partsSpecs: '6205', quantity: 2 }],
};

/** A valid body of each action (the people are the world's usual ones). */
export function bodyOf(w: World, taskId: number, action: WoAction, verdict: 1 | 2 = 1): object {
  switch (action) {
    case 'dispatch':
      return { execBy: OPERATOR };
    case 'forward':
      return { execBy: w.ids.op2, reason: '现场人手不足' };
    case 'handle':
      return HANDLE_BODY;
    case 'approve':
      return { taskId, approvalResult: verdict, approvalDesc: verdict === 1 ? '处理到位' : '未附照片' };
    case 'acceptDispatch':
      return { acceptBy: w.ids.acceptor };
    case 'accept':
      return { acceptResult: verdict, acceptDesc: verdict === 1 ? '运行正常' : '仍有异响' };
  }
}

export async function orderRow(
  db: Db,
  taskId: number,
): Promise<{ status: number; exec_by: number | null; accept_by: number | null; version: number }> {
  const { rows } = await db.query<{
    status: number;
    exec_by: number | null;
    accept_by: number | null;
    version: number;
  }>('SELECT status, exec_by, accept_by, version FROM wo_task WHERE task_id = $1', [taskId]);
  return rows[0]!;
}

/** Who takes a step in the ordinary case: managers are the supervisor, the others whoever holds the order. */
export async function actorOf(w: World, taskId: number, t: WoTransition): Promise<number> {
  const row = await orderRow(w.db, taskId);
  if (t.actor === 'executor') return row.exec_by!;
  if (t.actor === 'acceptor') return row.accept_by!;
  return SUPERVISOR;
}

export async function step(
  w: World,
  kind: WoKind,
  taskId: number,
  action: WoAction,
  verdict: 1 | 2 = 1,
): Promise<LightMyRequestResponse> {
  const t = findTransition(kind, (await orderRow(w.db, taskId)).status, action);
  const who = t ? await actorOf(w, taskId, t) : ADMIN;
  return post(w, who, actionUrl(kind, taskId, action), bodyOf(w, taskId, action, verdict));
}

/**
 * Walks a new order along the passing path (never forwarding) until it reaches `status`. Statuses the
 * kind never reaches (AUDITING without an audit step) are forced with SQL, only to prove refusals there.
 */
export async function orderAt(w: World, kind: WoKind, status: number): Promise<number> {
  const { taskId } = await createOrder(w, kind);
  let current = 0;
  while (current !== status) {
    const t = WO_MACHINE[kind].find((x) => x.from === current && x.action !== 'forward');
    if (!t || (t.from < status && t.to > status)) {
      await w.db.query('UPDATE wo_task SET status = $2 WHERE task_id = $1', [taskId, status]);
      return taskId;
    }
    const res = await step(w, kind, taskId, t.action);
    if (res.statusCode !== 200) throw new Error(`${kind} ${t.action} failed: ${res.body}`);
    current = t.to;
  }
  return taskId;
}

/** Everything a refused step must leave alone. */
export async function snapshot(db: Db, taskId: number): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const [name, sql] of [
    ['order', 'SELECT * FROM wo_task WHERE task_id = $1'],
    ['logs', 'SELECT * FROM wo_task_log WHERE task_id = $1 ORDER BY record_id'],
    ['messages', 'SELECT * FROM sys_task_msg WHERE task_id = $1 ORDER BY msg_id'],
    ['parts', 'SELECT * FROM wo_task_part WHERE task_id = $1 ORDER BY id'],
    ['accepts', 'SELECT * FROM wo_accept WHERE task_id = $1 ORDER BY accept_id'],
    ['attachments', 'SELECT * FROM wo_attachment WHERE task_id = $1 ORDER BY id'],
    ['items', 'SELECT * FROM wo_inspect_item WHERE task_id = $1 ORDER BY item_id'],
    ['copyTo', 'SELECT * FROM wo_task_copy_to WHERE task_id = $1 ORDER BY user_id'],
  ] as const) {
    out[name] = (await db.query(sql, [taskId])).rows;
  }
  return out;
}

export interface LogRow {
  log_type: number;
  title: string;
  log_obj: Record<string, unknown>;
}

export async function logsOf(db: Db, taskId: number): Promise<LogRow[]> {
  const { rows } = await db.query<LogRow>(
    'SELECT log_type, title, log_obj FROM wo_task_log WHERE task_id = $1 ORDER BY record_id',
    [taskId],
  );
  return rows;
}

export interface MsgRow {
  msg_id: number;
  user_id: number;
  tab: number;
  copy_to: boolean;
  task_type: number;
  task_status: number | null;
  msg_title: string;
  task_no: string;
  device_show_code: string;
}

export async function messagesOf(db: Db, taskId: number, afterMsgId = 0): Promise<MsgRow[]> {
  const { rows } = await db.query<MsgRow>(
    `SELECT msg_id, user_id, tab, copy_to, task_type, task_status, msg_title, task_no, device_show_code
       FROM sys_task_msg WHERE task_id = $1 AND msg_id > $2 ORDER BY msg_id`,
    [taskId, afterMsgId],
  );
  return rows;
}

export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('px'),
]);
export const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42 video')]);
export const PDF = Buffer.from('%PDF-1.7\n');

/** Uploads a file as `userId`; returns its id. */
export async function upload(w: World, userId: number, fileName: string, data: Buffer): Promise<number> {
  const res = await w.app.inject({
    method: 'POST',
    url: `/api/system/file/upload?fileName=${encodeURIComponent(fileName)}`,
    headers: { ...bearer(w.tokens.get(userId) ?? ''), 'content-type': 'application/octet-stream' },
    payload: data,
  });
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.body}`);
  return (res.json() as { data: { fileId: number } }).data.fileId;
}
