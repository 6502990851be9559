/**
 * One browser tab per user holds the live sockets (docs/architecture.md §3 "Live channels": the server keeps
 * a few sockets per user, and every console tab opening its own would push the oldest out; §6 "WebSockets").
 * Among the tabs of one origin signed in as the same user, the one holding the Web Lock `woms.live.{user}`
 * is the leader: it opens the sockets and rebroadcasts their frames on the BroadcastChannel of the same name.
 * The others follow on that channel. A follower whose drawer is open holds a lease on the task channel,
 * renewed every 10 s and dropped by the leader 25 s after the last renewal, so a follower that vanished
 * without saying 'bye' cannot keep the task socket open for ever. When the leader's tab closes the browser
 * releases its lock and the next waiting tab is granted it at once; the new leader announces itself and the
 * followers renew their leases and resync over HTTP.
 * Without Web Locks or BroadcastChannel (old browsers, jsdom) every tab leads alone, as before.
 * No React, no store: live-hub.ts owns the sockets and wires them to this.
 */
import type { AlarmsFrame, CountFrame, TaskFrame, TodosDoneFrame } from '@contract/live';

/** The part of the browser's LockManager the election uses: tests hand in an in-memory one. */
export interface TabLocks {
  request: (
    name: string,
    options: { mode: 'exclusive'; signal?: AbortSignal },
    callback: (lock: unknown) => Promise<unknown>,
  ) => Promise<unknown>;
}

/** The part of the browser's BroadcastChannel the tabs talk over. */
export interface TabChannel {
  postMessage: (message: unknown) => void;
  onmessage: ((event: { data: unknown }) => void) | null;
  close: () => void;
}

export type TabChannelFactory = (name: string) => TabChannel;

export interface TabEnvironment {
  locks: TabLocks;
  createChannel: TabChannelFactory;
}

/** The browser's Web Locks and BroadcastChannel, or null where either is missing. */
export function browserTabEnvironment(): TabEnvironment | null {
  const locks = typeof navigator === 'undefined' ? undefined : (navigator as Partial<Navigator>).locks;
  if (!locks || typeof BroadcastChannel !== 'function') return null;
  return {
    locks: locks as unknown as TabLocks,
    createChannel: (name) => new BroadcastChannel(name) as unknown as TabChannel,
  };
}

/** A follower renews its want of the task channel this often… */
export const TAB_LEASE_RENEW_MS = 10_000;
/** …and the leader forgets it this long after the last renewal (two renewals may be late). */
export const TAB_LEASE_TTL_MS = 25_000;

export const tabLockName = (username: string): string => `woms.live.${username}`;

/** What the tabs say to each other on the channel. */
export type TabMessage =
  | { type: 'leader'; from: string }
  | { type: 'count'; frame: CountFrame }
  | { type: 'task'; frame: TaskFrame }
  /** the active alarms of these factories changed (docs/architecture.md §3 "Live channels") */
  | { type: 'alarms'; frame: AlarmsFrame }
  /** these to-dos of a factory are done with (docs/requirements.md §3 "To-do queue") */
  | { type: 'todos-done'; frame: TodosDoneFrame }
  /** the leader's count socket (re)opened: each follower resyncs its own factory over HTTP */
  | { type: 'resync' }
  /** the leader's task socket opened, or closed (dropped, or no tab wanted it any more) */
  | { type: 'task-open' }
  | { type: 'task-closed' }
  | { type: 'want'; from: string; wants: boolean }
  | { type: 'bye'; from: string }
  /** the user signed out in the sending tab: every tab of the user stops (docs/architecture.md §3) */
  | { type: 'signout' };

export interface TabLeaderOptions {
  username: string;
  /** null: no Web Locks or BroadcastChannel here, this tab leads alone */
  env: TabEnvironment | null;
  tabId?: string;
  /** this tab became the leader: open the count socket */
  onLead: () => void;
  /** leader only: whether any tab (this one included) wants the task channel now */
  onTaskWanted: (wanted: boolean) => void;
  /** follower only: what the leader rebroadcast */
  onCount: (frame: unknown) => void;
  onTask: (frame: unknown) => void;
  onAlarms?: (frame: unknown) => void;
  /** follower: the leader's count socket said these to-dos are done with */
  onTodosDone?: (frame: unknown) => void;
  /** follower only: counts may have changed unseen (a new leader, or its socket reopened) */
  onResync: () => void;
  /**
   * follower only, while it wants the task channel: the leader's task socket opened again after a gap (a
   * drop, a new leader, or this tab's lease lapsed), so frames may have been missed
   */
  onTaskReopened: () => void;
  /** the user signed out in another tab: stop this tab's channels too, without taking the sockets over */
  onSignOut?: () => void;
}

/**
 * A tab signing out keeps the lock this long after telling the others: longer than the sign-out's own
 * 0.5 s, by when the tokens are gone, so no tab that still has the signing-out message on its way can be
 * granted the lock and call the server with a token just revoked.
 */
export const SIGN_OUT_HANDOFF_MS = 1000;

const newTabId = (): string => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

function asTabMessage(data: unknown): TabMessage | null {
  return typeof data === 'object' && data !== null && typeof (data as { type?: unknown }).type === 'string'
    ? (data as TabMessage)
    : null;
}

export class TabLeader {
  readonly tabId: string;
  private readonly options: TabLeaderOptions;
  private channel: TabChannel | null = null;
  private abort: AbortController | null = null;
  private releaseLock: (() => void) | null = null;
  private running = false;
  private leading = false;
  private ownWant = false;
  private taskWanted = false;
  /** follower: the task channel had a gap since this tab began wanting it */
  private missedTask = false;
  /** leader: the followers wanting the task channel, each with the timer that forgets it */
  private readonly leases = new Map<string, ReturnType<typeof setTimeout>>();
  /** follower: the timer renewing this tab's lease */
  private renewTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(options: TabLeaderOptions) {
    this.options = options;
    this.tabId = options.tabId ?? newTabId();
  }

  get isLeader(): boolean {
    return this.leading;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    const { env, username } = this.options;
    if (!env) {
      this.becomeLeader();
      return;
    }
    const name = tabLockName(username);
    this.channel = env.createChannel(name);
    this.channel.onmessage = (event) => this.receive(event.data);
    this.abort = typeof AbortController === 'function' ? new AbortController() : null;
    const request = env.locks.request(
      name,
      { mode: 'exclusive', ...(this.abort ? { signal: this.abort.signal } : {}) },
      () => {
        // Stopped while waiting without an abort signal: let the lock go to the next tab at once.
        if (!this.running) return Promise.resolve();
        this.becomeLeader();
        // Held until stop() or the tab closes (the browser releases the lock then).
        return new Promise<void>((resolve) => {
          this.releaseLock = resolve;
        });
      },
    );
    // An aborted wait rejects (AbortError): nothing to do, the tab stopped.
    request.catch(() => undefined);
    if (this.ownWant) this.renewLease();
  }

  /**
   * Sign-out or another user: releases the lock, says bye, forgets every lease. The caller closes its
   * sockets. A sign-out tells every tab of the user to stop as well, and lets the lock go only after
   * SIGN_OUT_HANDOFF_MS.
   */
  stop(options: { signingOut?: boolean } = {}): void {
    if (!this.running) return;
    this.running = false;
    this.leading = false;
    if (options.signingOut) this.post({ type: 'signout' });
    this.post({ type: 'bye', from: this.tabId });
    this.abort?.abort();
    this.abort = null;
    const release = this.releaseLock;
    if (options.signingOut && release) setTimeout(release, SIGN_OUT_HANDOFF_MS);
    else release?.();
    this.releaseLock = null;
    this.channel?.close();
    this.channel = null;
    this.clearRenew();
    for (const timer of this.leases.values()) clearTimeout(timer);
    this.leases.clear();
    this.taskWanted = false;
  }

  /** The tab is going away (pagehide): the leader need not wait for the lease to expire. */
  bye(): void {
    if (this.running && !this.leading) this.post({ type: 'bye', from: this.tabId });
  }

  /** This tab's drawer wants the task channel (true) or no longer does (false). */
  setWant(wants: boolean): void {
    if (this.ownWant === wants) return;
    this.ownWant = wants;
    if (!this.running) return;
    if (this.leading) return this.updateTaskWanted();
    if (wants) {
      // The drawer loads its list as it opens: only gaps from now on count.
      this.missedTask = false;
      this.renewLease();
    } else {
      this.clearRenew();
      this.post({ type: 'want', from: this.tabId, wants: false });
    }
  }

  /** Leader: a frame of its own sockets, for the followers. */
  publish(
    message: Extract<
      TabMessage,
      { type: 'count' | 'task' | 'alarms' | 'todos-done' | 'resync' | 'task-open' | 'task-closed' }
    >,
  ): void {
    if (this.leading) this.post(message);
  }

  private becomeLeader(): void {
    this.leading = true;
    this.clearRenew();
    this.post({ type: 'leader', from: this.tabId });
    this.options.onLead();
    this.updateTaskWanted();
  }

  private receive(data: unknown): void {
    const message = asTabMessage(data);
    if (!message || !this.running) return;
    if (message.type === 'signout') return this.options.onSignOut?.();
    if (this.leading) {
      if (message.type === 'want') {
        if (message.wants) this.holdLease(message.from);
        else this.dropLease(message.from);
      } else if (message.type === 'bye') this.dropLease(message.from);
      return;
    }
    switch (message.type) {
      case 'count':
        return this.options.onCount(message.frame);
      case 'task':
        return this.options.onTask(message.frame);
      case 'alarms':
        return this.options.onAlarms?.(message.frame);
      case 'todos-done':
        return this.options.onTodosDone?.(message.frame);
      case 'resync':
        return this.options.onResync();
      case 'task-open':
        if (this.ownWant && this.missedTask) this.options.onTaskReopened();
        this.missedTask = false;
        return;
      case 'task-closed':
        // Perhaps this tab's lease lapsed (a hidden tab's timers are throttled): it still wants the channel.
        if (this.ownWant) {
          this.missedTask = true;
          this.renewLease();
        }
        return;
      case 'leader':
        // A new leader knows no lease and may have missed changes: renew at once and resync.
        if (this.ownWant) {
          this.missedTask = true;
          this.renewLease();
        }
        this.options.onResync();
        return;
      default:
        return;
    }
  }

  private renewLease(): void {
    this.clearRenew();
    this.post({ type: 'want', from: this.tabId, wants: true });
    this.renewTimer = setTimeout(() => {
      this.renewTimer = null;
      if (this.running && !this.leading && this.ownWant) this.renewLease();
    }, TAB_LEASE_RENEW_MS);
  }

  private holdLease(tabId: string): void {
    const old = this.leases.get(tabId);
    if (old !== undefined) clearTimeout(old);
    this.leases.set(
      tabId,
      setTimeout(() => this.dropLease(tabId), TAB_LEASE_TTL_MS),
    );
    this.updateTaskWanted();
  }

  private dropLease(tabId: string): void {
    const timer = this.leases.get(tabId);
    if (timer === undefined) return;
    clearTimeout(timer);
    this.leases.delete(tabId);
    this.updateTaskWanted();
  }

  private updateTaskWanted(): void {
    if (!this.leading) return;
    const wanted = this.ownWant || this.leases.size > 0;
    if (wanted === this.taskWanted) return;
    this.taskWanted = wanted;
    this.options.onTaskWanted(wanted);
  }

  private clearRenew(): void {
    if (this.renewTimer !== null) clearTimeout(this.renewTimer);
    this.renewTimer = null;
  }

  private post(message: TabMessage): void {
    try {
      this.channel?.postMessage(message);
    } catch {
      // A closed channel (the tab is going away) has no one left to tell.
    }
  }
}
