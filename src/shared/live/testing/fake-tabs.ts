/**
 * In-memory Web Locks and BroadcastChannel shared by several pretend browser tabs, for the tab-leader and
 * live hub tests: exclusive locks granted in request order, released when the holder's promise settles or
 * its tab closes; messages reach every other open channel of the same name a microtask later, like the
 * browser's (never the sender itself).
 */
import type { TabChannel, TabEnvironment, TabLocks } from '../tab-leader';

interface Waiter {
  tab: number;
  callback: (lock: unknown) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}

interface LockState {
  holder: { tab: number; release: () => void } | null;
  queue: Waiter[];
}

class FakeChannel implements TabChannel {
  onmessage: TabChannel['onmessage'] = null;
  closed = false;

  constructor(
    readonly tab: number,
    readonly name: string,
    private readonly hub: FakeTabs,
  ) {}

  postMessage(message: unknown): void {
    if (this.closed) throw new Error('InvalidStateError: the channel is closed');
    // The browser copies the message (structured clone): no shared objects between tabs.
    const copy: unknown = structuredClone(message);
    for (const other of this.hub.channels) {
      if (other === this || other.closed || other.name !== this.name) continue;
      queueMicrotask(() => {
        if (!other.closed) other.onmessage?.({ data: copy });
      });
    }
  }

  close(): void {
    this.closed = true;
  }
}

export interface FakeTab {
  id: number;
  env: TabEnvironment;
  /** The tab closes: its channels close and the browser releases its locks and drops its waiting requests. */
  close: () => void;
}

export class FakeTabs {
  readonly channels: FakeChannel[] = [];
  private readonly locks = new Map<string, LockState>();
  private nextTab = 1;

  /** Who holds the lock of this name now (a tab id), or null. */
  holder(name: string): number | null {
    return this.locks.get(name)?.holder?.tab ?? null;
  }

  tab(): FakeTab {
    const id = this.nextTab++;
    const locks: TabLocks = {
      request: (name, options, callback) =>
        new Promise((resolve, reject) => {
          const state = this.state(name);
          const waiter: Waiter = { tab: id, callback, resolve, reject };
          if (options.signal?.aborted) return reject(new DOMException('aborted', 'AbortError'));
          options.signal?.addEventListener('abort', () => {
            const at = state.queue.indexOf(waiter);
            if (at < 0) return;
            state.queue.splice(at, 1);
            reject(new DOMException('aborted', 'AbortError'));
          });
          state.queue.push(waiter);
          this.grant(name);
        }),
    };
    return {
      id,
      env: {
        locks,
        createChannel: (name) => {
          const channel = new FakeChannel(id, name, this);
          this.channels.push(channel);
          return channel;
        },
      },
      close: () => {
        for (const channel of this.channels) if (channel.tab === id) channel.close();
        for (const [name, state] of this.locks) {
          state.queue = state.queue.filter((w) => w.tab !== id);
          if (state.holder?.tab === id) state.holder.release();
          else this.grant(name);
        }
      },
    };
  }

  private state(name: string): LockState {
    let state = this.locks.get(name);
    if (!state) {
      state = { holder: null, queue: [] };
      this.locks.set(name, state);
    }
    return state;
  }

  /** Grants the lock to the first waiter, a microtask later, when nobody holds it. */
  private grant(name: string): void {
    queueMicrotask(() => {
      const state = this.state(name);
      if (state.holder) return;
      const waiter = state.queue.shift();
      if (!waiter) return;
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        state.holder = null;
        this.grant(name);
      };
      state.holder = { tab: waiter.tab, release };
      waiter.callback({ name, mode: 'exclusive' }).then(
        (value) => {
          release();
          waiter.resolve(value);
        },
        (error: unknown) => {
          release();
          waiter.reject(error);
        },
      );
    });
  }
}
