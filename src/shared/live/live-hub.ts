/**
 * The ONE owner of the live channels (docs/architecture.md §3 "Live channels", §6: live data is fed by one owner,
 * never by page effects, which keep-alive tabs tear down and re-run). No feature owns it: features subscribe to
 * the frames they care about with `subscribeLive(kind, listener)`, typed per kind, and the shell starts it with the
 * signed-in username (sign-out stops it; docs/requirements.md §4 "Message": the channels reconnect unless the user
 * signed out).
 * - count channel: always while signed in; its frames are `count` (an unread count of a factory), `alarms` (the
 *   active alarms of these factories changed) or `todosDone` (to-dos of a factory done with). Each time it (re)opens, in this tab or in the leading one, `connected`
 *   is said: frames only tell of changes from then on, so a feature refetches what it shows
 *   (docs/architecture.md §3: a reconnecting client resyncs).
 * - task channel: only while a drawer wants it (openTask/closeTask, counted); its frames are `task`.
 * - before each (re)connect the hub awaits the hooks registered with `beforeLiveConnect` (the messages feature
 *   resyncs its badge's count there; that HTTP call also refreshes an expired access token first), then reads the
 *   stored token. What is feature-specific (the count fetch, the counts per factory) stays in the feature.
 * - one tab per user holds the sockets (tab-leader.ts): in the other tabs of the same user the same events are said
 *   from the leader's rebroadcast, and a drawer open there asks the leader for the task channel. The API is the same
 *   in every tab; leadership.ts says whether this tab leads.
 */
import { create } from 'zustand';
import {
  LIVE_CHANNEL,
  LIVE_CLOSE,
  LIVE_LANG_PARAM,
  livePath,
  type AlarmsFrame,
  type CountFrame,
  type LiveChannel as Channel,
  type LiveTextLang,
  type TaskFrame,
  type TodosDoneFrame,
} from '@contract/live';
import { MSG_TAB } from '@contract/message';
import { asSessionEndReason, SESSION_END_REASON } from '@contract/online';
import { sessionHooks } from '@/shared/api/session-hooks';
import { API_BASE } from '@/shared/config/constants';
import { useLocaleStore, type Locale } from '@/shared/i18n';
import { onLogout } from '@/shared/lifecycle/logout-hooks';
import { onTokenRefreshed } from '@/shared/lifecycle/token-hooks';
import { getAccessToken } from '@/shared/storage/token-storage';
import { useLeadership } from './leadership';
import {
  LiveChannel,
  asAlarmsFrame,
  asTodosDoneFrame,
  browserSocket,
  type LiveSocketFactory,
} from './live-channel';
import { TabLeader, browserTabEnvironment, type TabEnvironment } from './tab-leader';

/**
 * The socket address of a channel: the HTTP client's API base (docs/architecture.md §3: same origin, under
 * /api) with ws: or wss:, the access token and the console's language in the query (docs/i18n.md "Live frames":
 * the texts of its frames follow the console, not the browser).
 */
export function liveUrl(
  channel: Channel,
  username: string,
  token: string,
  location: Pick<Location, 'protocol' | 'host'> = window.location,
  apiBase: string = API_BASE,
  lang: string = useLocaleStore.getState().locale,
): string {
  const base = /^https?:\/\//.test(apiBase)
    ? apiBase.replace(/^http/, 'ws').replace(/\/$/, '')
    : `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${apiBase.replace(/\/$/, '')}`;
  const query = `access_token=${encodeURIComponent(token)}&${LIVE_LANG_PARAM}=${encodeURIComponent(lang)}`;
  return `${base}${livePath(channel, username)}?${query}`;
}

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

function asCountFrame(frame: unknown): CountFrame | null {
  const f = frame as Partial<CountFrame>;
  return isInt(f.factoryId) && isInt(f.msgCount) ? { factoryId: f.factoryId, msgCount: f.msgCount } : null;
}

function asTaskFrame(frame: unknown): TaskFrame | null {
  const f = frame as Partial<TaskFrame>;
  const tabOk = f.msgType === MSG_TAB.MESSAGES || f.msgType === MSG_TAB.TODO;
  const langOk = f.lang === 'zh' || f.lang === 'en';
  const msg = f.taskMsg as Partial<TaskFrame['taskMsg']> | null | undefined;
  return isInt(f.factoryId) && tabOk && langOk && typeof msg === 'object' && msg !== null && isInt(msg.msgId)
    ? (f as TaskFrame)
    : null;
}

/** The language of a frame's texts that a console in `locale` shows as they come (docs/i18n.md "Live frames"). */
export const liveTextLang = (locale: Locale): LiveTextLang => (locale === 'en-US' ? 'en' : 'zh');

/** What the hub says, by kind, and what each kind carries. */
export interface LiveEvents {
  /** an unread message count of a factory (count channel) */
  count: CountFrame;
  /** a new message or to-do (task channel, while a drawer wants it) */
  task: TaskFrame;
  /** the active alarms of these factories changed (count channel) */
  alarms: AlarmsFrame;
  /** these to-dos of a factory are done with: their order or report moved on (count channel) */
  todosDone: TodosDoneFrame;
  /** the count channel (re)opened here or in the leading tab, or a new tab leads: changes may have been missed */
  connected: undefined;
  /** the hub stopped (sign-out, another user): what a feature kept of this session goes */
  stopped: undefined;
}

export type LiveKind = keyof LiveEvents;
export type LiveListener<K extends LiveKind> = (payload: LiveEvents[K]) => void;

const listeners: { [K in LiveKind]: Set<LiveListener<K>> } = {
  count: new Set(),
  task: new Set(),
  alarms: new Set(),
  todosDone: new Set(),
  connected: new Set(),
  stopped: new Set(),
};

/** Calls `listener` on every event of `kind` in this tab until the returned function is called. */
export function subscribeLive<K extends LiveKind>(kind: K, listener: LiveListener<K>): () => void {
  const set = listeners[kind] as Set<LiveListener<K>>;
  set.add(listener);
  return () => {
    set.delete(listener);
  };
}

/**
 * Tells this tab's listeners. The hub says what its sockets (or the leader's rebroadcast) heard; only the tests of
 * subscribers call it from outside (testing/live-frames.ts), never a feature.
 */
export function say<K extends LiveKind>(kind: K, payload: LiveEvents[K]): void {
  for (const listener of [...(listeners[kind] as Set<LiveListener<K>>)]) listener(payload);
}

const connectHooks = new Set<() => Promise<void>>();
/**
 * Runs `hook` before every (re)connect of this tab's sockets, awaited (a failure is ignored), until the returned
 * function is called.
 */
export function beforeLiveConnect(hook: () => Promise<void>): () => void {
  connectHooks.add(hook);
  return () => {
    connectHooks.delete(hook);
  };
}

interface LiveState {
  /** the signed-in user the channels run for; null when stopped */
  username: string | null;
  /** bumped each time the task channel opens again after a drop: an open list reloads what it missed */
  taskReopened: number;
  start: (username: string) => void;
  /** signingOut: every tab of the user stops too, none takes the sockets over (tab-leader.ts) */
  stop: (signingOut?: boolean) => void;
  openTask: () => void;
  closeTask: () => void;
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

export const useLiveHub = create<LiveState>((set, get) => {
  const beforeConnect = async () => {
    for (const hook of [...connectHooks]) {
      try {
        await hook();
      } catch {
        // A failed hook still lets the socket try: its own failure schedules the next attempt.
      }
    }
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
      onClose: (code, reason) => {
        handlers.onClose?.(code, reason);
        // This sign-in ended (强退, a password reset or change elsewhere, a disabled account): the session ends now,
        // with the reason the sign-in page shows, rather than at the next call (docs/administration.md "Why a
        // session ended"). A server that named no reason closed it for 强退, the first to close so.
        if (code === LIVE_CLOSE.SESSION_ENDED)
          sessionHooks().onSessionEnd(asSessionEndReason(reason) ?? SESSION_END_REASON.FORCED);
      },
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
        say('task', task);
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

  /** This tab leads (or leads alone): it opens the count socket and rebroadcasts what it hears. */
  const lead = (username: string) => {
    useLeadership.getState().setLeading(true);
    countChannel = channel(LIVE_CHANNEL.COUNT, username, {
      onOpen: () => {
        // Frames only tell of changes from now on: what changed before the socket opened is fetched, in every
        // tab for what that tab shows.
        say('connected', undefined);
        tabLeader?.publish({ type: 'resync' });
      },
      onFrame: (frame) => {
        const count = asCountFrame(frame);
        if (count) {
          say('count', count);
          tabLeader?.publish({ type: 'count', frame: count });
          return;
        }
        const alarms = asAlarmsFrame(frame);
        if (alarms) {
          say('alarms', alarms);
          tabLeader?.publish({ type: 'alarms', frame: alarms });
          return;
        }
        const done = asTodosDoneFrame(frame);
        if (done) {
          say('todosDone', done);
          tabLeader?.publish({ type: 'todos-done', frame: done });
        }
      },
    });
    countChannel.start();
  };

  return {
    username: null,
    taskReopened: 0,

    start: (username) => {
      if (get().username === username && tabLeader) return;
      // Another user's channels go first.
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
        onCount: (frame) => {
          const count = asCountFrame(frame);
          if (count) say('count', count);
        },
        onAlarms: (frame) => {
          const alarms = asAlarmsFrame(frame);
          if (alarms) say('alarms', alarms);
        },
        onTodosDone: (frame) => {
          const done = asTodosDoneFrame(frame);
          if (done) say('todosDone', done);
        },
        onTask: (frame) => {
          const task = asTaskFrame(frame);
          if (task && taskWanted > 0) say('task', task);
        },
        onResync: () => say('connected', undefined),
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
      // The lock goes first: the next tab of this user (if still signed in) takes the sockets over; on
      // a sign-out every tab of the user stops instead (tab-leader.ts).
      tabLeader?.stop({ signingOut });
      tabLeader = null;
      useLeadership.getState().setLeading(false);
      countChannel?.stop();
      countChannel = null;
      stopTask();
      // A drawer still open keeps wanting the task channel: a next start() opens it again.
      set({ username: null });
      say('stopped', undefined);
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
  };
});

onLogout(() => useLiveHub.getState().stop(true));

// The sockets this tab holds stay open past the old token's expiry (docs/architecture.md §3 "Live channels").
onTokenRefreshed((token) => [countChannel, taskChannel].forEach((c) => c?.reauthenticate(token)));

// The console switched language: the sockets this tab holds say so, so new titles arrive in it (docs/i18n.md).
useLocaleStore.subscribe((state, before) => {
  if (state.locale !== before.locale)
    [countChannel, taskChannel].forEach((c) => c?.stateLanguage(state.locale));
});

// A follower closing says so, so the leader need not wait for its task lease to expire (tab-leader.ts).
if (typeof window !== 'undefined') window.addEventListener('pagehide', () => tabLeader?.bye());
