/**
 * The work-order state machine, driven from the contract's WO_MACHINE through the routes:
 * - every allowed (kind, status, action) — audit and acceptance both ways — moves the order, writes its
 *   process log (type and logObj fields) and sends its messages (to-do, messages, copies);
 * - every (kind, status, action) the table does not list is a business refusal, HTTP 200
 *   `{code: 500, msg: WO_MSG.NOT_ALLOWED}`,
 *   even for admin, and changes nothing (order row, logs, messages, parts, acceptances, attachments);
 * - executor and acceptor steps taken by someone else are refused (HTTP 200, code 500) with the actor message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  findTransition,
  KIND_TASK_TYPE,
  WO_ACTION,
  WO_KINDS,
  WO_MACHINE,
  WO_MSG,
  WO_STATUS,
  type WoAction,
  type WoKind,
  type WoTransition,
} from '../../contract/work-order/schemas';
import type { Db } from '../../server/src/db/client';
import { createTestApp, openSeededDb, type TestApp } from './helpers/test-app';
import {
  actionUrl,
  ADMIN,
  bodyOf,
  buildWorld,
  logsOf,
  messagesOf,
  OPERATOR,
  orderAt,
  orderRow,
  post,
  snapshot,
  step,
  SUPERVISOR,
  type World,
} from './helpers/work-order-world';

let db: Db;
let t: TestApp;
let w: World;

beforeAll(async () => {
  db = await openSeededDb();
  t = await createTestApp(db);
  w = await buildWorld(t.app, db);
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

type Role = 'reporter' | 'manager' | 'exec' | 'newExec' | 'acceptor';
type Verdict = 1 | 2;

/**
 * Who gets what (docs/work-order-lifecycle.md "Messages"): the one who must act next a to-do, the others concerned a message,
 * never the caller; the copier a copy every time. Managers' steps are the supervisor's, so the manager
 * gets no message about them.
 */
const EXPECT: Record<string, { todo: Role[]; message: Role[]; todoType?: number }> = {
  dispatch: { todo: ['exec'], message: ['reporter'] },
  forward: { todo: ['newExec'], message: ['manager', 'reporter'] },
  handle: { todo: ['manager'], message: ['reporter'] },
  'approve/1': { todo: ['manager'], message: ['exec', 'reporter'] },
  'approve/2': { todo: ['exec'], message: ['reporter'] },
  acceptDispatch: { todo: ['acceptor'], message: ['exec', 'reporter'], todoType: 5 },
  'accept/1': { todo: [], message: ['reporter', 'manager', 'exec'] },
  'accept/2': { todo: ['exec'], message: ['reporter', 'manager'] },
};

function expectedLog(action: WoAction, v: Verdict): Record<string, unknown> {
  switch (action) {
    case 'dispatch':
      return { distributeByName: '主管老李', execByName: '运维员小王' };
    case 'forward':
      return {
        forwardBy: '运维员小王',
        originExecBy: '运维员小王',
        newExecBy: 'op2',
        reason: '现场人手不足',
      };
    case 'handle':
      return {
        execByName: '运维员小王',
        handleResult: '1',
        handleResultLabel: '已修复',
        handleDesc: '更换轴承',
      };
    case 'approve':
      return {
        approvalByName: '主管老李',
        approvalResult: v,
        approvalResultLabel: v === 1 ? '审核通过' : '审核不通过',
        approvalDesc: v === 1 ? '处理到位' : '未附照片',
      };
    case 'acceptDispatch':
      return { acceptDistributeByName: '主管老李', acceptByName: 'acceptor' };
    case 'accept':
      return {
        distributeByName: '主管老李',
        acceptByName: 'acceptor',
        acceptResult: v,
        acceptResultLabel: v === 1 ? '验收通过' : '验收不通过',
        acceptDesc: v === 1 ? '运行正常' : '仍有异响',
      };
  }
}

const roleIds = (roles: Role[]): number[] => {
  const of: Record<Role, number> = {
    reporter: w.ids.reporter,
    manager: SUPERVISOR,
    exec: OPERATOR,
    newExec: w.ids.op2,
    acceptor: w.ids.acceptor,
  };
  return roles.map((r) => of[r]).sort((a, b) => a - b);
};
const sorted = (ids: number[]): number[] => [...ids].sort((a, b) => a - b);

interface AllowedCase {
  kind: WoKind;
  t: WoTransition;
  v: Verdict;
}
const allowed: AllowedCase[] = WO_KINDS.flatMap((kind) =>
  WO_MACHINE[kind].flatMap((tr) =>
    (tr.onReject === undefined ? [1] : [1, 2]).map((v) => ({ kind, t: tr, v: v as Verdict })),
  ),
);

describe('every allowed transition', () => {
  it('covers the whole table (pass and reject of the verdict steps)', () => {
    expect(allowed).toHaveLength(22 + 6);
  });

  it.each(
    allowed.map(
      (c) =>
        [
          `${c.kind} ${c.t.from} ${c.t.action}${c.t.onReject === undefined ? '' : ` ${c.v === 1 ? 'pass' : 'reject'}`}`,
          c,
        ] as const,
    ),
  )('%s', async (_name, { kind, t: tr, v }) => {
    const taskId = await orderAt(w, kind, tr.from);
    const before = await orderRow(db, taskId);
    const logsBefore = (await logsOf(db, taskId)).length;
    const lastMsg = Math.max(0, ...(await messagesOf(db, taskId)).map((m) => m.msg_id));

    const res = await step(w, kind, taskId, tr.action, v);
    expect(res.json()).toEqual({ code: 200, msg: WO_MSG.DONE });
    const status = v === 2 ? tr.onReject : tr.to;
    const after = await orderRow(db, taskId);
    expect(after.status).toBe(status);
    expect(after.version).toBe(before.version + 1);
    if (tr.action === 'forward') expect(after.exec_by).toBe(w.ids.op2);
    // a rejection goes back to the same executor
    if (v === 2) expect(after.exec_by).toBe(OPERATOR);

    const newLogs = (await logsOf(db, taskId)).slice(logsBefore);
    expect(newLogs).toHaveLength(1);
    expect(newLogs[0]!.log_type).toBe(tr.log);
    expect(newLogs[0]!.log_obj).toEqual(expectedLog(tr.action, v));

    const expect_ = EXPECT[tr.onReject === undefined ? tr.action : `${tr.action}/${v}`]!;
    const sent = await messagesOf(db, taskId, lastMsg);
    const todo = sent.filter((m) => m.tab === 2);
    const messages = sent.filter((m) => m.tab === 1 && !m.copy_to);
    const copies = sent.filter((m) => m.tab === 1 && m.copy_to);
    expect(sorted(todo.map((m) => m.user_id))).toEqual(roleIds(expect_.todo));
    expect(sorted(messages.map((m) => m.user_id))).toEqual(roleIds(expect_.message));
    expect(copies.map((m) => m.user_id)).toEqual([w.ids.copier]);
    for (const m of todo) expect(m.task_type).toBe(expect_.todoType ?? KIND_TASK_TYPE[kind]);
    for (const m of [...messages, ...copies]) expect(m.task_type).toBe(KIND_TASK_TYPE[kind]);
    // every message of the order, old and new, carries the order's new status
    const all = await messagesOf(db, taskId);
    expect(all.length).toBeGreaterThan(sent.length);
    expect(new Set(all.map((m) => m.task_status))).toEqual(new Set([status]));
    for (const m of sent) expect(m.device_show_code).toMatch(/^TEST-CMD-11-/);
  });
});

const refusedCases = WO_KINDS.flatMap((kind) =>
  Object.values(WO_STATUS).flatMap((status) =>
    Object.values(WO_ACTION)
      .filter((action) => findTransition(kind, status, action) === undefined)
      .map((action) => ({ kind, status, action })),
  ),
);

describe('every transition not in the table', () => {
  // Refusals change nothing, so the orders of one (kind, status) serve all its refused actions.
  const orders = new Map<string, Promise<number>>();
  const orderFor = (kind: WoKind, status: number): Promise<number> => {
    const key = `${kind}/${status}`;
    if (!orders.has(key)) orders.set(key, orderAt(w, kind, status));
    return orders.get(key)!;
  };

  it('is every other (kind, status, action)', () => {
    expect(refusedCases).toHaveLength(4 * 6 * 6 - 22);
  });

  it.each(refusedCases.map((c) => [`${c.kind} ${c.status} ${c.action}`, c] as const))(
    '%s is refused, even for admin, and changes nothing',
    async (_name, { kind, status, action }) => {
      const taskId = await orderFor(kind, status);
      expect((await orderRow(db, taskId)).status).toBe(status);
      const before = await snapshot(db, taskId);
      const res = await post(w, ADMIN, actionUrl(kind, taskId, action), bodyOf(w, taskId, action));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ code: 500, msg: WO_MSG.NOT_ALLOWED });
      expect(await snapshot(db, taskId)).toEqual(before);
    },
  );
});

const actorCases = allowed.filter((c) => c.t.actor !== 'manager' && c.v === 1);

describe('executor and acceptor steps', () => {
  it.each(actorCases.map((c) => [`${c.kind} ${c.t.action}`, c] as const))(
    '%s by someone else holding the code is refused and changes nothing',
    async (_name, { kind, t: tr }) => {
      const taskId = await orderAt(w, kind, tr.from);
      const before = await snapshot(db, taskId);
      // op2 holds the handle codes but is not the executor; the supervisor holds the accept code but is
      // not the assigned acceptor
      const who = tr.actor === 'executor' ? w.ids.op2 : SUPERVISOR;
      const body = tr.action === 'forward' ? { execBy: w.ids.reporter } : bodyOf(w, taskId, tr.action);
      const res = await post(w, who, actionUrl(kind, taskId, tr.action), body);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        code: 500,
        msg: tr.actor === 'executor' ? WO_MSG.NOT_YOURS : WO_MSG.NOT_ACCEPTOR,
      });
      expect(await snapshot(db, taskId)).toEqual(before);
    },
  );
});
