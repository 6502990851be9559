/**
 * Live channels (docs/requirements.md §4 "Message", §9; docs/architecture.md §3 "Live channels"): two
 * WebSockets per username, same origin, the access token in the query. The server only ever sends the
 * frames below (JSON text) and `pong`; the client only ever sends `ping`, after a refresh `LiveAuthFrame` and after a
 * language switch `LiveLangFrame`.
 */
// Types and constants only (no schema builder): the console imports this file.
import type { Message, MsgTab } from '../message';
import { SESSION_END_REASON } from '../online';

/** The two channels: unread counts, and new task messages for an open drawer. */
export const LIVE_CHANNEL = { COUNT: 'count', TASK: 'task' } as const;
export type LiveChannel = (typeof LIVE_CHANNEL)[keyof typeof LIVE_CHANNEL];

/** `/api/ws/{channel}/{username}?access_token=…` (the console adds its /api base itself). */
export const LIVE_PATH_PREFIX = '/ws';
export const livePath = (channel: LiveChannel, username: string): string =>
  `${LIVE_PATH_PREFIX}/${channel}/${encodeURIComponent(username)}`;

/** Heartbeat texts: the client's `ping` is answered `pong`. */
export const LIVE_PING = 'ping';
export const LIVE_PONG = 'pong';

/** docs/requirements.md §9: heartbeat every 30 s, close without a reply within 30 s, reconnect after 4 s. */
export const LIVE_HEARTBEAT_MS = 30_000;
export const LIVE_REPLY_TIMEOUT_MS = 30_000;
export const LIVE_RECONNECT_MS = 4_000;

/** A client sends nothing bigger than `ping` or a `LiveAuthFrame`: larger frames close the socket (1009). */
export const LIVE_MAX_PAYLOAD = 1024;
/** Sockets one user may hold on one instance; the oldest closes when another opens. */
export const LIVE_MAX_SOCKETS_PER_USER = 10;

/**
 * Close codes the server uses besides the standard ones (1001 going away, 1008 policy, 1009 too big,
 * 1013 try again later = a consumer too slow to keep up).
 */
export const LIVE_CLOSE = {
  GOING_AWAY: 1001,
  TOO_SLOW: 1013,
  /** the user signed out or changed the password somewhere: sessions still valid reconnect */
  SIGNED_OUT: 4001,
  /**
   * the access token the socket was opened with expired, and no refreshed one came on it (`LiveAuthFrame`): the same
   * code as SIGNED_OUT on purpose, since to a client both say "this socket's sign-in ended": a session still valid
   * refreshes its token and reconnects
   */
  TOKEN_EXPIRED: 4001,
  /** an eleventh socket of the user opened: this one was the oldest */
  REPLACED: 4002,
  /**
   * an administrator ended the socket's sign-in (强退, docs/administration.md "在线用户"): not reconnected; the client
   * ends its session and tells the user why
   */
  FORCED_OUT: 4003,
  /**
   * the socket's sign-in ended for a reason the user is told (强退, a password reset, the password changed elsewhere, a
   * disabled account: docs/administration.md "Why a session ended"): not reconnected; the close reason text is the
   * SESSION_END_REASON (contract/online), with which the client ends its session. FORCED_OUT is this code for 强退.
   */
  SESSION_ENDED: 4003,
} as const;

/** The close reason texts: FORCED_OUT's is its SESSION_END_REASON (contract/online). */
export const LIVE_CLOSE_REASON = { FORCED_OUT: SESSION_END_REASON.FORCED, SIGNED_OUT: 'signed out' } as const;

/**
 * Client to server, on either channel (JSON text): the access token a refresh just gave the client. The server closes a
 * socket with 4001 when the token it was opened with expires; a valid access token of the same user sent on it keeps it
 * open until that token expires instead. Anything else, or a token that is not valid, is ignored. Frames of a socket
 * are answered in order: a `ping` sent after this frame is answered once the token was taken.
 */
export interface LiveAuthFrame {
  access_token: string;
}

/** The frame a client sends after a refresh (`LiveAuthFrame`). */
export const liveAuthFrame = (accessToken: string): string =>
  JSON.stringify({ access_token: accessToken } satisfies LiveAuthFrame);

/** The token of a `LiveAuthFrame`, or null for any other text. */
export function liveAuthToken(text: string): string | null {
  if (!text.startsWith('{')) return null;
  try {
    const frame = JSON.parse(text) as Partial<Record<keyof LiveAuthFrame, unknown>> | null;
    const token = frame?.access_token;
    return typeof token === 'string' && token !== '' ? token : null;
  } catch {
    return null;
  }
}

/**
 * The language of a socket's texts (docs/i18n.md "Live frames"): the console names its own when it opens a socket,
 * `?lang=en-US` beside the token (the browser's Accept-Language on the upgrade would be the browser's, not the
 * console's), and again after a language switch with a `LiveLangFrame`. Read as an Accept-Language is: English when it
 * names English first, Chinese otherwise or when absent.
 */
export const LIVE_LANG_PARAM = 'lang';
/** The language the texts of a frame are in. */
export type LiveTextLang = 'zh' | 'en';

/** Client to server, on either channel (JSON text): the console's language changed to `lang`. */
export interface LiveLangFrame {
  lang: string;
}

export const liveLangFrame = (lang: string): string => JSON.stringify({ lang } satisfies LiveLangFrame);

/** The language a `LiveLangFrame` names, or null for any other text. */
export function liveLang(text: string): string | null {
  if (!text.startsWith('{')) return null;
  try {
    const frame = JSON.parse(text) as Partial<Record<keyof LiveLangFrame, unknown>> | null;
    const lang = frame?.lang;
    return typeof lang === 'string' && lang !== '' ? lang : null;
  } catch {
    return null;
  }
}

/** Count channel: the caller's unread messages in one factory, both tabs (as totalMsgCount). */
export interface CountFrame {
  factoryId: number;
  msgCount: number;
}

/**
 * Count channel too: the active alarms of these factories (those of the caller's scope) changed, raised or
 * released. The client reloads its alarm window; a client that does not know the frame ignores it.
 */
export interface AlarmsFrame {
  alarmsChanged: number[];
}

/**
 * Count channel too: these to-dos of the caller in `factoryId` are done with (their order or report moved on, by
 * anybody; docs/requirements.md §3 "To-do queue"). An open drawer drops them; a count frame follows.
 */
export interface TodosDoneFrame {
  factoryId: number;
  doneMsgIds: number[];
}

/**
 * Task channel: one new message, for the drawer tab `msgType` (1 messages, 2 to-do) of `factoryId`, its title in the
 * socket's language `lang` (a console tab in another language asks its list again instead of showing it).
 */
export interface TaskFrame {
  factoryId: number;
  msgType: MsgTab;
  taskMsg: Message;
  lang: LiveTextLang;
}
