/**
 * This instance's live-channel sockets (docs/architecture.md §3 "Live channels"). The sockets are the
 * only state kept in memory, and only because a socket lives on one instance: what to send comes from
 * the database when another instance's NOTIFY (or this one's) arrives.
 */
import type { WebSocket } from 'ws';
import {
  LIVE_CHANNEL,
  LIVE_CLOSE,
  LIVE_CLOSE_REASON,
  LIVE_MAX_SOCKETS_PER_USER,
  type AlarmsFrame,
  type CountFrame,
  type LiveChannel,
  type TaskFrame,
  type TodosDoneFrame,
} from '../../../../contract/live';
import { asMsgTab } from '../../../../contract/message/schemas';
import { systemClock, type Clock } from '../../shared/clock';
import { inScope } from '../../shared/factory-scope';
import type { Lang } from '../../shared/i18n/lang';
import { messagesIn } from '../../shared/i18n/stored-texts';
import type { MessageRepository } from '../message/repository';
import type { UserRepository } from '../user/repository';
import type { LiveEvent } from '../../shared/live-events';

/**
 * A consumer that has this much unsent is not keeping up: it is closed rather than buffered without
 * bound (frames are small; a healthy client never nears it).
 */
export const LIVE_MAX_BUFFERED_BYTES = 256 * 1024;

/** The longest delay a Node timer keeps (about 24.8 days); a later expiry is looked at again when it fires. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface LiveConnection {
  socket: WebSocket;
  channel: LiveChannel;
  userId: number;
  /** the sign-in whose token opened the socket: 强退 closes that sign-in's sockets only */
  loginId: number;
  /** answered the last server ping (or just opened) */
  alive: boolean;
  /**
   * when the access token the socket was opened with, or the last refreshed one it sent, expires (ms, the server's
   * clock): the socket is closed with 4001 then (docs/architecture.md §3 "Live channels")
   */
  expiresAt: number;
  /** the language its console stated (docs/i18n.md "Live frames"): message titles are sent in it */
  lang: Lang;
}

interface Logger {
  warn(obj: object, msg: string): void;
}

export class LiveHub {
  /** per user, oldest first */
  private readonly byUser = new Map<number, LiveConnection[]>();
  /** each open socket's timer for the expiry of its access token */
  private readonly expiries = new Map<LiveConnection, NodeJS.Timeout>();

  constructor(
    private readonly messages: Pick<MessageRepository, 'forLive' | 'unreadCount' | 'unreadTotals'>,
    private readonly users: Pick<UserRepository, 'factoryScopes'>,
    private readonly log?: Logger,
    private readonly clock: Clock = systemClock,
  ) {}

  /** Sockets open on this instance (the bench and tests read it). */
  get size(): number {
    let n = 0;
    for (const list of this.byUser.values()) n += list.length;
    return n;
  }

  add(conn: LiveConnection): void {
    const list = this.byUser.get(conn.userId) ?? [];
    list.push(conn);
    this.byUser.set(conn.userId, list);
    // At most LIVE_MAX_SOCKETS_PER_USER per user: the oldest gives way.
    while (list.length > LIVE_MAX_SOCKETS_PER_USER) {
      const oldest = list.shift();
      oldest?.socket.close(LIVE_CLOSE.REPLACED, 'replaced');
    }
    conn.socket.on('pong', () => {
      conn.alive = true;
    });
    conn.socket.on('close', () => this.remove(conn));
    this.watchExpiry(conn);
  }

  /**
   * A refreshed access token of the socket's user came on it (docs/architecture.md §3 "Live channels"): the socket
   * stays open until that token expires. A token expiring sooner changes nothing.
   */
  extend(conn: LiveConnection, expiresAt: number): void {
    if (expiresAt <= conn.expiresAt || !this.expiries.has(conn)) return;
    conn.expiresAt = expiresAt;
    this.watchExpiry(conn);
  }

  /**
   * Closes the socket with 4001 once its access token has expired by the server's clock, as every HTTP call with that
   * token would be refused from then on. The timer only says when to look: the clock decides (a test clock moves
   * apart from the timers, and a Node timer cannot wait longer than about 24.8 days).
   */
  private watchExpiry(conn: LiveConnection): void {
    clearTimeout(this.expiries.get(conn));
    this.expiries.delete(conn);
    const left = conn.expiresAt - this.clock.now();
    if (left <= 0) {
      conn.socket.close(LIVE_CLOSE.TOKEN_EXPIRED, 'token expired');
      return;
    }
    const timer = setTimeout(() => this.watchExpiry(conn), Math.min(left, MAX_TIMER_MS));
    timer.unref();
    this.expiries.set(conn, timer);
  }

  private remove(conn: LiveConnection): void {
    clearTimeout(this.expiries.get(conn));
    this.expiries.delete(conn);
    const list = this.byUser.get(conn.userId);
    if (!list) return;
    const i = list.indexOf(conn);
    if (i >= 0) list.splice(i, 1);
    if (list.length === 0) this.byUser.delete(conn.userId);
  }

  private connections(userId: number, channel: LiveChannel): LiveConnection[] {
    return (this.byUser.get(userId) ?? []).filter((c) => c.channel === channel);
  }

  /** Sends a text frame, or closes a consumer too slow to take it. */
  send(conn: LiveConnection, text: string): void {
    const { socket } = conn;
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > LIVE_MAX_BUFFERED_BYTES) {
      this.log?.warn(
        { userId: conn.userId, buffered: socket.bufferedAmount },
        'live: closing a slow consumer',
      );
      socket.close(LIVE_CLOSE.TOO_SLOW, 'too slow');
      return;
    }
    socket.send(text);
  }

  /**
   * Server-side heartbeat: a socket that did not answer the previous ping is dead (its peer vanished
   * without closing) and is terminated; the others are pinged again.
   */
  heartbeat(): void {
    for (const list of this.byUser.values()) {
      for (const conn of [...list]) {
        if (!conn.alive) {
          conn.socket.terminate();
          continue;
        }
        conn.alive = false;
        conn.socket.ping();
      }
    }
  }

  closeUser(userId: number, code: number, reason: string): void {
    for (const conn of [...(this.byUser.get(userId) ?? [])]) conn.socket.close(code, reason);
  }

  /** Closes the sockets one sign-in of the user opened (强退, docs/administration.md "在线用户"). */
  closeLogin(userId: number, loginId: number, code: number, reason: string): void {
    for (const conn of [...(this.byUser.get(userId) ?? [])])
      if (conn.loginId === loginId) conn.socket.close(code, reason);
  }

  /**
   * Closes the sockets of the user's ended sign-ins with the reason (not reconnected), and those of the sign-in kept
   * (the one that changed its own password) as signed out: they reconnect (docs/administration.md "Why a session
   * ended").
   */
  closeEnded(userId: number, keepLoginId: number | undefined, reason: string): void {
    for (const conn of [...(this.byUser.get(userId) ?? [])]) {
      if (conn.loginId === keepLoginId)
        conn.socket.close(LIVE_CLOSE.SIGNED_OUT, LIVE_CLOSE_REASON.SIGNED_OUT);
      else conn.socket.close(LIVE_CLOSE.SESSION_ENDED, reason);
    }
  }

  closeAll(code: number, reason: string): void {
    for (const userId of [...this.byUser.keys()]) this.closeUser(userId, code, reason);
  }

  /** Carries out one event for the sockets of this instance. */
  async handle(event: LiveEvent): Promise<void> {
    if (event.t === 'bye')
      return this.closeUser(event.u, LIVE_CLOSE.SIGNED_OUT, LIVE_CLOSE_REASON.SIGNED_OUT);
    if (event.t === 'kick')
      return this.closeLogin(event.u, event.l, LIVE_CLOSE.FORCED_OUT, LIVE_CLOSE_REASON.FORCED_OUT);
    if (event.t === 'end') return this.closeEnded(event.u, event.k, event.r);
    if (event.t === 'cnt') return this.pushCount(event.u, event.f);
    if (event.t === 'alm') return this.pushAlarms(event.f);

    const here = event.m.filter(([, userId]) => this.byUser.has(userId));
    if (here.length === 0) return;
    if (event.t === 'done') this.pushDone(here);
    else await this.pushMessages(here);
    await this.pushTotals(here);
  }

  /** Each count socket of a to-do's user hears which of its to-dos of a factory are done with. */
  private pushDone(done: Array<[number, number, number]>): void {
    const byUserFactory = new Map<string, TodosDoneFrame & { userId: number }>();
    for (const [msgId, userId, factoryId] of done) {
      const key = `${userId}:${factoryId}`;
      const entry = byUserFactory.get(key) ?? { userId, factoryId, doneMsgIds: [] };
      entry.doneMsgIds.push(msgId);
      byUserFactory.set(key, entry);
    }
    for (const { userId, factoryId, doneMsgIds } of byUserFactory.values()) {
      const text = JSON.stringify({ factoryId, doneMsgIds } satisfies TodosDoneFrame);
      for (const conn of this.connections(userId, LIVE_CHANNEL.COUNT)) this.send(conn, text);
    }
  }

  /**
   * Each new message to the task sockets of its user (an open drawer), its title in each socket's language as the
   * message list gives it (docs/i18n.md "Live frames").
   */
  private async pushMessages(here: Array<[number, number, number]>): Promise<void> {
    const wantsTasks = here.filter(([, userId]) => this.connections(userId, LIVE_CHANNEL.TASK).length > 0);
    if (wantsTasks.length > 0) {
      for (const { userId, tab, message } of await this.messages.forLive(wantsTasks.map(([id]) => id))) {
        const texts = new Map<Lang, string>();
        for (const conn of this.connections(userId, LIVE_CHANNEL.TASK)) {
          let text = texts.get(conn.lang);
          if (text === undefined) {
            const [taskMsg = message] = messagesIn(conn.lang, [message]);
            const frame: TaskFrame = {
              factoryId: message.factoryId,
              msgType: asMsgTab(tab),
              taskMsg,
              lang: conn.lang,
            };
            text = JSON.stringify(frame);
            texts.set(conn.lang, text);
          }
          this.send(conn, text);
        }
      }
    }
  }

  /** The badge totals of the users and factories named: one per pair however many rows, all read in one query. */
  private async pushTotals(here: Array<[number, number, number]>): Promise<void> {
    const keys = new Set(
      here
        .filter(([, userId]) => this.connections(userId, LIVE_CHANNEL.COUNT).length > 0)
        .map(([, userId, factoryId]) => `${userId}:${factoryId}`),
    );
    const pairs = [...keys].map((key) => {
      const [userId, factoryId] = key.split(':').map(Number) as [number, number];
      return { userId, factoryId };
    });
    for (const { userId, factoryId, total } of await this.messages.unreadTotals(pairs)) {
      const frame: CountFrame = { factoryId, msgCount: total };
      const text = JSON.stringify(frame);
      for (const conn of this.connections(userId, LIVE_CHANNEL.COUNT)) this.send(conn, text);
    }
  }

  private async pushCount(userId: number, factoryId: number): Promise<void> {
    const conns = this.connections(userId, LIVE_CHANNEL.COUNT);
    if (conns.length === 0) return;
    const count = await this.messages.unreadCount(userId, factoryId);
    const frame: CountFrame = { factoryId, msgCount: count.totalMsgCount };
    const text = JSON.stringify(frame);
    for (const conn of conns) this.send(conn, text);
  }

  /** Each count socket of a user whose scope holds one of `factoryIds` hears which of them changed. */
  private async pushAlarms(factoryIds: number[]): Promise<void> {
    const userIds = [...this.byUser.keys()].filter(
      (userId) => this.connections(userId, LIVE_CHANNEL.COUNT).length > 0,
    );
    if (userIds.length === 0) return;
    for (const [userId, scope] of await this.users.factoryScopes(userIds)) {
      const alarmsChanged = factoryIds.filter((f) => inScope(scope, f));
      if (alarmsChanged.length === 0) continue;
      const frame: AlarmsFrame = { alarmsChanged };
      const text = JSON.stringify(frame);
      for (const conn of this.connections(userId, LIVE_CHANNEL.COUNT)) this.send(conn, text);
    }
  }
}
