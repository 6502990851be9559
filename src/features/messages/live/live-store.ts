/**
 * The ONE owner of the live channels (docs/architecture.md §6: live data lives in stores fed by one owner,
 * never in page effects, which keep-alive tabs tear down and re-run). The shell starts it with the
 * signed-in username and sign-out stops it (docs/requirements.md §4 "Message": the channel reconnects unless
 * the user signed out).
 * - count channel: always while signed in; its count frames set `counts[factoryId]`, its alarm frames are said
 *   through src/shared/live/alarm-signal.ts. Before each (re)connect and
 *   when it (re)opens, the count of the factory on screen is fetched over HTTP, so nothing changed while the
 *   socket was down stays wrong (docs/architecture.md §3 "Live channels": a reconnecting client resyncs).
 * - task channel: only while a drawer wants it (openTask/closeTask, counted); its frames go to listeners.
 * - one tab per user holds the sockets (tab-leader.ts, docs/architecture.md §3 "Live channels"): in the other
 *   tabs of the same user the store is fed by the leader's rebroadcast frames, and a drawer open there asks
 *   the leader for the task channel. The public API is the same in every tab.
 */
import { create } from 'zustand';
import {
  LIVE_CHANNEL,
  livePath,
  type AlarmsFrame,
  type CountFrame,
  type LiveChannel as Channel,
  type TaskFrame,
} from '@contract/live';
import { MSG_TAB } from '@contract/message';
import { API_BASE } from '@/shared/config/constants';
import { onLogout } from '@/shared/lifecycle/logout-hooks';
import { onTokenRefreshed } from '@/shared/lifecycle/token-hooks';
import { alarmsChanged } from '@/shared/live/alarm-signal';
import { useLeadership } from '@/shared/live/leadership';
import { getAccessToken } from '@/shared/storage/token-storage';
import { fetchMessageCount } from '../api';
import { LiveChannel, asAlarmsFrame, browserSocket, type LiveSocketFactory } from './live-channel';
import { TabLeader, browserTabEnvironment, type TabEnvironment } from './tab-leader';

/**
 * The socket address of a channel: the HTTP client's API base (docs/architecture.md §3: same origin, under
 * /api) with ws: or wss:, the access token in the query.
 */
export function liveUrl(
  channel: Channel,
  username: string,
  token: string,
  location: Pick<Location, 'protocol' | 'host'> = window.location,
  apiBase: string = API_BASE,
): string {
  const base = /^https?:\/\//.test(apiBase)
    ? apiBase.replace(/^http/, 'ws').replace(/\/$/, '')
    : `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${apiBase.replace(/\/$/, '')}`;
  return `${base}${livePath(channel, username)}?access_token=${encodeURIComponent(token)}`;
}

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

function asCountFrame(frame: unknown): CountFrame | null {
  const f = frame as Partial<CountFrame>;
  return isInt(f.factoryId) && isInt(f.msgCount) ? { factoryId: f.factoryId, msgCount: f.msgCount } : null;
}

function asTaskFrame(frame: unknown): TaskFrame | null {
  const f = frame as Partial<TaskFrame>;
  const tabOk = f.msgType === MSG_TAB.MESSAGES || f.msgType === MSG_TAB.TODO;
  const msg = f.taskMsg as Partial<TaskFrame['taskMsg']> | null | undefined;
  return isInt(f.factoryId) && tabOk && typeof msg === 'object' && msg !== null && isInt(msg.msgId)
    ? (f as TaskFrame)
    : null;
}

export type TaskListener = (frame: TaskFrame) => void;

interface LiveState {
  /** the signed-in user the channels run for; null when stopped */
  username: string | null;
  /** unread messages per factory (both tabs), from count frames and HTTP resyncs */
  counts: Record<number, number>;
  /** bumped each time the task channel opens again after a drop: an open list reloads what it missed */
  taskReopened: number;
  start: (username: string) => void;
  /** signingOut: every tab of the user stops too, none takes the sockets over (tab-leader.ts) */
  stop: (signingOut?: boolean) => void;
  /** Fetches the count of this factory over HTTP (after reads and deletes, whatever factory they were in). */
  resync: (factoryId: number) => Promise<void>;
  /** The factory on screen (the badge's): resynced now and whenever a channel (re)connects. */
  watch: (factoryId: number) => Promise<void>;
  openTask: () => void;
  closeTask: () => void;
  subscribe: (listener: TaskListener) => () => void;
}

let createSocket: LiveSocketFactory = browserSocket;
/** Tests hand in a fake WebSocket (and put the browser's back with null). */
export function setLiveSocketFactory(factory: LiveSocketFactory | null): void {
  createSocket = factory ?? browserSocket;
}

/** undefined: the browser's Web Locks and BroadcastChannel if it has both (tab-leader.ts) */
let tabEnvironment: TabEnvironment | null | undefined;
/** Tests hand in in-memory locks and channels (null: none, every tab leads alone; undefined: the browser's). */
export function setLiveTabEnvironment(env: TabEnvironment | null | undefined): void {
  tabEnvironment = env;
}

let tabLeader: TabLeader | null = null;
let countChannel: LiveChannel | null = null;
let taskChannel: LiveChannel | null = null;
let taskWanted = 0;
/** the factory on screen (the badge's): the one resynced when a channel (re)connects */
let watched: number | null = null;
/** bumped on stop: an HTTP count answering after sign-out is dropped */
let session = 0;
/** per factory, bumped by every count frame: an HTTP count older than a frame is dropped */
const frameSeq = new Map<number, number>();
const listeners = new Set<TaskListener>();

export const useLiveStore = create<LiveState>((set, get) => {
  const setCount = (factoryId: number, count: number) =>
    set((s) => (s.counts[factoryId] === count ? s : { counts: { ...s.counts, [factoryId]: count } }));

  /** The resync before a (re)connect: its HTTP call also refreshes an expired access token first. */
  const beforeConnect = async () => {
    if (watched !== null) await get().resync(watched);
    return getAccessToken();
  };

  const channel = (
    kind: Channel,
    username: string,
    handlers: Partial<ConstructorParameters<typeof LiveChannel>[0]>,
  ) =>
    new LiveChannel({
      url: (token) => liveUrl(kind, username, token),
      beforeConnect,
      onFrame: () => undefined,
      createSocket,
      ...handlers,
    });

  const startTask = (username: string) => {
    let opened = 0;
    taskChannel = channel(LIVE_CHANNEL.TASK, username, {
      onOpen: () => {
        opened += 1;
        if (opened > 1) set((s) => ({ taskReopened: s.taskReopened + 1 }));
        tabLeader?.publish({ type: 'task-open' });
      },
      onClose: () => tabLeader?.publish({ type: 'task-closed' }),
      onFrame: (frame) => {
        const task = asTaskFrame(frame);
        if (!task) return;
        tabLeader?.publish({ type: 'task', frame: task });
        for (const listener of [...listeners]) listener(task);
      },
    });
    taskChannel.start();
  };

  const stopTask = () => {
    if (!taskChannel) return;
    taskChannel.stop();
    taskChannel = null;
    tabLeader?.publish({ type: 'task-closed' });
  };

  const countFrame = (frame: unknown): CountFrame | null => {
    const count = asCountFrame(frame);
    if (!count) return null;
    frameSeq.set(count.factoryId, (frameSeq.get(count.factoryId) ?? 0) + 1);
    setCount(count.factoryId, count.msgCount);
    return count;
  };

  /** The alarm store (another feature) hears of it through the shared seam (docs/architecture.md §2). */
  const alarmsFrame = (frame: unknown): AlarmsFrame | null => {
    const alarms = asAlarmsFrame(frame);
    if (alarms) alarmsChanged(alarms.alarmsChanged);
    return alarms;
  };

  /** This tab leads (or leads alone): it opens the count socket and rebroadcasts what it hears. */
  const lead = (username: string) => {
    useLeadership.getState().setLeading(true);
    countChannel = channel(LIVE_CHANNEL.COUNT, username, {
      onOpen: () => {
        // Frames only tell of changes from now on: what changed before the socket opened is fetched,
        // in every tab for the factory that tab shows.
        if (watched !== null) void get().resync(watched);
        tabLeader?.publish({ type: 'resync' });
      },
      onFrame: (frame) => {
        const count = countFrame(frame);
        const alarms = count ? null : alarmsFrame(frame);
        if (count) tabLeader?.publish({ type: 'count', frame: count });
        else if (alarms) tabLeader?.publish({ type: 'alarms', frame: alarms });
      },
    });
    countChannel.start();
  };

  const resyncWatched = () => {
    if (watched !== null) void get().resync(watched);
  };

  return {
    username: null,
    counts: {},
    taskReopened: 0,

    start: (username) => {
      if (get().username === username && tabLeader) return;
      // Another user's channels go; counts fetched before the first start (the badge's) stay.
      if (tabLeader) get().stop();
      set({ username });
      // A follower until the lock is granted (tab-leader.ts).
      useLeadership.getState().setLeading(false);
      const leader = new TabLeader({
        username,
        env: tabEnvironment === undefined ? browserTabEnvironment() : tabEnvironment,
        onLead: () => {
          if (tabLeader === leader) lead(username);
        },
        onTaskWanted: (wanted) => {
          if (tabLeader !== leader) return;
          if (!wanted) stopTask();
          else if (!taskChannel) startTask(username);
        },
        onCount: (frame) => void countFrame(frame),
        onAlarms: (frame) => void alarmsFrame(frame),
        onTask: (frame) => {
          const task = asTaskFrame(frame);
          if (task && taskWanted > 0) for (const listener of [...listeners]) listener(task);
        },
        onResync: resyncWatched,
        onTaskReopened: () => set((s) => ({ taskReopened: s.taskReopened + 1 })),
        // Signed out in another tab: this one reloads onto /login soon; it must not take the sockets over.
        onSignOut: () => {
          if (tabLeader === leader) get().stop();
        },
      });
      tabLeader = leader;
      leader.setWant(taskWanted > 0);
      leader.start();
    },

    stop: (signingOut = false) => {
      session += 1;
      // The lock goes first: the next tab of this user (if still signed in) takes the sockets over; on
      // a sign-out every tab of the user stops instead (tab-leader.ts).
      tabLeader?.stop({ signingOut });
      tabLeader = null;
      useLeadership.getState().setLeading(false);
      countChannel?.stop();
      countChannel = null;
      stopTask();
      frameSeq.clear();
      // A drawer still open keeps wanting the task channel: a next start() opens it again.
      set({ username: null, counts: {} });
    },

    watch: (factoryId) => {
      watched = factoryId;
      return get().resync(factoryId);
    },

    resync: async (factoryId) => {
      const mySession = session;
      const seq = frameSeq.get(factoryId) ?? 0;
      try {
        const count = await fetchMessageCount(factoryId);
        if (mySession !== session || (frameSeq.get(factoryId) ?? 0) !== seq) return;
        setCount(factoryId, count.totalMsgCount);
      } catch {
        // Silent (docs/requirements.md §8 rows are for user actions): the last count stays until a frame or the next resync.
      }
    },

    // The leader (this tab or another) opens and closes the socket (tab-leader.ts).
    openTask: () => {
      taskWanted += 1;
      if (taskWanted === 1) tabLeader?.setWant(true);
    },

    closeTask: () => {
      taskWanted = Math.max(0, taskWanted - 1);
      if (taskWanted === 0) tabLeader?.setWant(false);
    },

    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
});

onLogout(() => useLiveStore.getState().stop(true));

// The sockets this tab holds stay open past the old token's expiry (docs/architecture.md §3 "Live channels").
onTokenRefreshed((token) => [countChannel, taskChannel].forEach((c) => c?.reauthenticate(token)));

// A follower closing says so, so the leader need not wait for its task lease to expire (tab-leader.ts).
if (typeof window !== 'undefined') window.addEventListener('pagehide', () => tabLeader?.bye());
