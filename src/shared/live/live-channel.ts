/**
 * One live socket (docs/requirements.md §4 "Message", §9; docs/architecture.md §3 "Live channels", §6
 * "WebSockets"): a `ping` every 30 s, the socket closed when no frame at all answers within 30 s, and after
 * any close a reconnect 4 s later unless stopped. The rules are few enough to own here rather than trust a
 * library's reconnect options (docs/architecture.md §6). No React: the live hub (live-hub.ts) owns the channels.
 */
import {
  type AlarmsFrame,
  LIVE_CLOSE,
  LIVE_HEARTBEAT_MS,
  LIVE_PING,
  LIVE_PONG,
  LIVE_RECONNECT_MS,
  LIVE_REPLY_TIMEOUT_MS,
  liveAuthFrame,
  liveLangFrame,
  type TodosDoneFrame,
} from '@contract/live';

/** The part of the browser's WebSocket a channel uses: tests hand in a fake. */
export interface LiveSocket {
  send: (data: string) => void;
  close: (code?: number, reason?: string) => void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number; reason?: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

export type LiveSocketFactory = (url: string) => LiveSocket;

export const browserSocket: LiveSocketFactory = (url) => new WebSocket(url) as unknown as LiveSocket;

export interface LiveChannelOptions {
  /** the socket's address for this access token */
  url: (token: string) => string;
  /**
   * Runs before every (re)connect and resolves to the access token to use (null: none, try again later).
   * The hub runs its before-connect hooks here (the messages feature resyncs its count over HTTP), which also lets the HTTP client refresh an expired token first.
   */
  beforeConnect: () => Promise<string | null>;
  /** a parsed JSON frame (never `pong`, never text that is not JSON) */
  onFrame: (frame: unknown) => void;
  onOpen?: () => void;
  /** the socket closed with `code`, and the server's close reason text when it gave one */
  onClose?: (code: number, reason: string) => void;
  createSocket?: LiveSocketFactory;
  /** docs/requirements.md §4: the channels reconnect after 4 s unless signed out (on by default) */
  reconnect?: boolean;
}

/** Text frames as JSON; `pong` and anything unparsable are no frame (undefined). */
export function parseFrame(data: unknown): unknown {
  if (typeof data !== 'string' || data === LIVE_PONG) return undefined;
  try {
    const value: unknown = JSON.parse(data);
    return typeof value === 'object' && value !== null ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A count-channel frame telling which factories' active alarms changed (docs/architecture.md §3 "Live
 * channels"), or null for any other frame: its ids are kept when they are positive integers.
 */
export function asAlarmsFrame(frame: unknown): AlarmsFrame | null {
  const list = (frame as Partial<Record<keyof AlarmsFrame, unknown>> | null)?.alarmsChanged;
  if (!Array.isArray(list)) return null;
  const ids = list.filter((v): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0);
  return ids.length > 0 ? { alarmsChanged: ids } : null;
}

/**
 * A count-channel frame naming the caller's to-dos of a factory that are done with (docs/requirements.md §3 "To-do
 * queue"), or null for any other frame.
 */
export function asTodosDoneFrame(frame: unknown): TodosDoneFrame | null {
  const f = frame as Partial<Record<keyof TodosDoneFrame, unknown>> | null;
  const factoryId = f?.factoryId;
  if (typeof factoryId !== 'number' || !Number.isInteger(factoryId) || !Array.isArray(f?.doneMsgIds))
    return null;
  const ids = f.doneMsgIds.filter((v): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0);
  return ids.length > 0 ? { factoryId, doneMsgIds: ids } : null;
}

export class LiveChannel {
  private readonly options: LiveChannelOptions;
  private socket: LiveSocket | null = null;
  /** the socket has opened (a frame sent before would be lost) */
  private open = false;
  /** a refreshed access token that came while the socket was still opening: sent once it opens */
  private pendingToken: string | null = null;
  /** a language the console switched to while the socket was still opening: stated once it opens */
  private pendingLang: string | null = null;
  private running = false;
  /** bumped on every connect and stop: a late beforeConnect or socket event of an older round is dropped */
  private round = 0;
  private pingTimer: ReturnType<typeof setTimeout> | null = null;
  private replyTimer: ReturnType<typeof setTimeout> | null = null;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(options: LiveChannelOptions) {
    this.options = options;
  }

  get active(): boolean {
    return this.running;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    void this.connect();
  }

  /**
   * A refresh gave a new access token: the socket sends it on, and the server keeps it open until that token expires
   * instead of closing it with 4001 when the one it opened with does (docs/architecture.md §3 "Live channels"). A
   * socket still opening sends it once open; without a socket the next connect reads the stored token anyway.
   */
  reauthenticate(token: string): void {
    if (!this.socket) return;
    if (!this.open) {
      this.pendingToken = token;
      return;
    }
    try {
      this.socket.send(liveAuthFrame(token));
    } catch {
      // A socket that cannot send is closing: the reconnect uses the stored token.
    }
  }

  /**
   * The console's language changed (docs/i18n.md "Live frames"): the socket says so, and the server sends the texts of
   * its next frames in it. A socket still opening says it once open; a later connect names it in its address.
   */
  stateLanguage(lang: string): void {
    if (!this.socket) return;
    if (!this.open) {
      this.pendingLang = lang;
      return;
    }
    try {
      this.socket.send(liveLangFrame(lang));
    } catch {
      // A socket that cannot send is closing: the reconnect names the language in its address.
    }
  }

  /** Closes the socket for good: no reconnect until start() again. */
  stop(): void {
    this.running = false;
    this.round += 1;
    this.clearTimer('reconnectTimer');
    this.drop(1000);
  }

  private async connect(): Promise<void> {
    const round = ++this.round;
    let token: string | null = null;
    try {
      token = await this.options.beforeConnect();
    } catch {
      // A failed resync still lets the socket try: its own failure schedules the next attempt.
    }
    if (!this.running || round !== this.round) return;
    if (!token) return this.scheduleReconnect();
    let socket: LiveSocket;
    try {
      socket = (this.options.createSocket ?? browserSocket)(this.options.url(token));
    } catch {
      return this.scheduleReconnect();
    }
    this.socket = socket;
    const mine = () => this.socket === socket && round === this.round;
    socket.onopen = () => {
      if (!mine()) return;
      this.open = true;
      const pending = this.pendingToken;
      this.pendingToken = null;
      if (pending !== null && pending !== token) this.reauthenticate(pending);
      const lang = this.pendingLang;
      this.pendingLang = null;
      if (lang !== null) this.stateLanguage(lang);
      this.schedulePing();
      this.options.onOpen?.();
    };
    socket.onmessage = (event) => {
      if (!mine()) return;
      // Any frame, `pong` or data, proves the socket alive.
      this.clearTimer('replyTimer');
      const frame = parseFrame(event.data);
      if (frame !== undefined) this.options.onFrame(frame);
    };
    socket.onerror = () => undefined;
    socket.onclose = (event) => {
      if (!mine()) return;
      this.closed(event.code, false, event.reason ?? '');
    };
  }

  private schedulePing(): void {
    this.pingTimer = setTimeout(() => {
      this.pingTimer = null;
      if (!this.socket) return;
      try {
        this.socket.send(LIVE_PING);
      } catch {
        // A socket that cannot send is as dead as a silent one: the reply timer ends it.
      }
      // docs/requirements.md §4: no reply within 30 s closes the channel. A ping while an earlier one is
      // unanswered keeps the earlier deadline.
      this.replyTimer ??= setTimeout(() => {
        this.replyTimer = null;
        this.closed(4000, true);
      }, LIVE_REPLY_TIMEOUT_MS);
      this.schedulePing();
    }, LIVE_HEARTBEAT_MS);
  }

  /** The socket is gone (its close event, or our own close of a silent one): maybe reconnect. */
  private closed(code: number, closeIt = false, reason = ''): void {
    this.drop(closeIt ? code : null);
    this.options.onClose?.(code, reason);
    // Replaced by a newer socket of the same user (more than the server keeps): reconnecting would only
    // push out another of the user's sockets, every 4 s, round and round (docs/architecture.md §3). Its sign-in
    // ended (强退, a password reset…): it is over, and the session's end is the hub's to start.
    if (code === LIVE_CLOSE.REPLACED || code === LIVE_CLOSE.SESSION_ENDED) return;
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (!this.running || this.options.reconnect === false || this.reconnectTimer) return;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      if (this.running) void this.connect();
    }, LIVE_RECONNECT_MS);
  }

  /** Forgets the socket and its timers; closes it with `code` unless null (it is closed already). */
  private drop(code: number | null): void {
    this.clearTimer('pingTimer');
    this.clearTimer('replyTimer');
    const socket = this.socket;
    this.socket = null;
    this.open = false;
    this.pendingToken = null;
    this.pendingLang = null;
    if (!socket) return;
    socket.onopen = null;
    socket.onmessage = null;
    socket.onclose = null;
    socket.onerror = null;
    if (code === null) return;
    try {
      socket.close(code);
    } catch {
      // Closing a socket that never opened may throw in some browsers; it is forgotten either way.
    }
  }

  private clearTimer(name: 'pingTimer' | 'replyTimer' | 'reconnectTimer'): void {
    const timer = this[name];
    if (timer !== null) clearTimeout(timer);
    this[name] = null;
  }
}
