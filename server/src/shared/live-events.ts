/**
 * What instances tell each other about live channels (docs/architecture.md §3 "Live channels"): one
 * NOTIFY channel, JSON payloads of ids only (the rows are read from the database by whoever needs
 * them), each well under PostgreSQL's 8000-byte limit. Sent with `pg_notify` on the writer's own
 * connection, so inside a transaction they go out at commit and never after a rollback.
 *
 * Below the modules (docs/architecture.md §2 "Server layers"): the repositories of several modules publish, and
 * modules/live's socket hub decodes what they published, so the format is written once here and read by both.
 */
import { asSessionEndReason, type SessionEndReason } from '../../../contract/online/schemas';
import type { Db } from '../db/client';

export const LIVE_NOTIFY_CHANNEL = 'woms_live';

/** new messages: [msgId, userId, factoryId] each */
export interface NewMessagesEvent {
  t: 'msg';
  m: Array<[number, number, number]>;
}
/**
 * to-dos [msgId, userId, factoryId] were closed (their order or report moved on, docs/requirements.md §3 "To-do
 * queue"): open drawers drop them and the badges count again
 */
export interface TodosDoneEvent {
  t: 'done';
  m: Array<[number, number, number]>;
}
/** the unread count of user `u` in factory `f` changed (read, deleted) */
export interface CountChangedEvent {
  t: 'cnt';
  u: number;
  f: number;
}
/** user `u` signed out, changed the password or lost the sign-ins: close their sockets */
export interface SignedOutEvent {
  t: 'bye';
  u: number;
}
/** sign-in `l` of user `u` was ended by an administrator (强退): close that sign-in's sockets with the reason */
export interface ForcedOutEvent {
  t: 'kick';
  u: number;
  l: number;
}
/**
 * every sign-in of user `u` but `k` (the one that changed its own password) ended for reason `r`: close their sockets
 * with the reason (docs/administration.md "Why a session ended")
 */
export interface SessionsEndedEvent {
  t: 'end';
  u: number;
  r: SessionEndReason;
  k?: number;
}
/** the active alarms of factories `f` changed (raised or released): count sockets in scope hear of it */
export interface AlarmsChangedEvent {
  t: 'alm';
  f: number[];
}
export type LiveEvent =
  | NewMessagesEvent
  | TodosDoneEvent
  | CountChangedEvent
  | SignedOutEvent
  | ForcedOutEvent
  | SessionsEndedEvent
  | AlarmsChangedEvent;

/** 200 triples of ids (new or done messages) stay under ~6000 bytes even with 9-digit ids. */
export const MESSAGES_PER_NOTIFY = 200;
/** 500 factory ids stay under ~5500 bytes even with 10-digit ids. */
export const FACTORIES_PER_NOTIFY = 500;

const isId = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) > 0;

/** A payload this code wrote, or null (anything else on the channel is ignored). */
export function decodeLiveEvent(payload: string): LiveEvent | null {
  let e: unknown;
  try {
    e = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof e !== 'object' || e === null) return null;
  const o = e as Record<string, unknown>;
  if (o.t === 'bye' && isId(o.u)) return { t: 'bye', u: o.u };
  if (o.t === 'kick' && isId(o.u) && isId(o.l)) return { t: 'kick', u: o.u, l: o.l };
  const reason = asSessionEndReason(o.r);
  if (o.t === 'end' && isId(o.u) && reason)
    return { t: 'end', u: o.u, r: reason, ...(isId(o.k) ? { k: o.k } : {}) };
  if (o.t === 'cnt' && isId(o.u) && isId(o.f)) return { t: 'cnt', u: o.u, f: o.f };
  if (o.t === 'alm' && Array.isArray(o.f)) {
    const f = [...new Set(o.f.filter(isId))];
    return f.length > 0 ? { t: 'alm', f } : null;
  }
  if ((o.t === 'msg' || o.t === 'done') && Array.isArray(o.m)) {
    const m = o.m.filter(
      (x): x is [number, number, number] => Array.isArray(x) && x.length === 3 && x.every(isId),
    );
    return m.length > 0 ? { t: o.t, m } : null;
  }
  return null;
}

/** The payloads of one event, split so that none nears the limit. */
export function encodeLiveEvent(event: LiveEvent): string[] {
  const out: string[] = [];
  if (event.t === 'msg' || event.t === 'done') {
    for (let i = 0; i < event.m.length; i += MESSAGES_PER_NOTIFY) {
      out.push(JSON.stringify({ t: event.t, m: event.m.slice(i, i + MESSAGES_PER_NOTIFY) }));
    }
  } else if (event.t === 'alm') {
    const f = [...new Set(event.f)];
    for (let i = 0; i < f.length; i += FACTORIES_PER_NOTIFY) {
      out.push(JSON.stringify({ t: 'alm', f: f.slice(i, i + FACTORIES_PER_NOTIFY) }));
    }
  } else out.push(JSON.stringify(event));
  return out;
}

/** Tells every instance (this one included) about the event, on `db`'s connection or transaction. */
export async function publishLive(db: Db, event: LiveEvent): Promise<void> {
  for (const payload of encodeLiveEvent(event)) {
    await db.query('SELECT pg_notify($1, $2)', [LIVE_NOTIFY_CHANNEL, payload]);
  }
}
