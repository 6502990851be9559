/**
 * The ONE owner of alarm polling (docs/architecture.md §6: live data lives in stores fed by one owner, never in
 * page effects; §4 "Alarms"). The shell starts it after sign-in and sign-out stops it (logout hooks). The window is
 * server data: it lives in the query cache (`alarmKeys.window`, alarm-window.ts), fetched by one QueryObserver this
 * store owns from start() to stop(): first the config (null: ALARM_CONFIG_DEFAULT), then the window, again every
 * configured interval in minutes (`refetchInterval`, docs/requirements.md §4 "Alarm"; a saved interval reschedules
 * at once). A poll the server did not answer (network, 5xx) is retried after RETRY_MS until it answers.
 * Between polls, a live frame that the active alarms of the user's factories changed (src/shared/live/live-hub.ts)
 * invalidates the window once, PUSH_DEBOUNCE_MS after the last of a burst of them. A release or an order edits the
 * cached window at once and the frame it causes reloads it: one window request per action, with a fallback reload
 * CHANGE_FALLBACK_MS later if no frame came (the socket down; an order sends none).
 * This store keeps client state only: the config, what was announced, the flood flag, the sound and pop-up queues.
 * New alarms (new-alarms.ts) are announced by sound and pop-up in the leading tab only (src/shared/live), one
 * per alarm or, in a flood (flood.ts), one per kind and factory (announcements.ts).
 */
import { QueryObserver, type Query } from '@tanstack/react-query';
import { create } from 'zustand';
import { ALARM_CONFIG_DEFAULT, type AlarmConfig, type AlarmWindow } from '@contract/alarm';
import { BASE_PATH } from '@/shared/config/constants';
import { onLogout } from '@/shared/lifecycle/logout-hooks';
import { useLeadership } from '@/shared/live/leadership';
import { subscribeLive } from '@/shared/live/live-hub';
import { queryClient } from '@/shared/query';
import { fetchAlarmConfig, fetchAlarmWindow } from './api';
import { isUnreachable } from './alarm-window';
import { alarmKey, announcements, type Announcement } from './announcements';
import { AudioQueue, browserSound, type SoundFactory } from './audio-queue';
import { nextFlood } from './flood';
import { newAlarms } from './new-alarms';
import { PopupQueue, type PopupSink } from './popup-queue';
import { alarmKeys } from './query-keys';

/** An unreachable service is asked again this soon (sooner than a long interval). */
export const RETRY_MS = 30_000;

/**
 * The tab is elected leader a moment after it starts (Web Locks are asynchronous), often after its first
 * window arrived: what that window brought is said when the tab becomes leader within this time. Later
 * (a follower taking over from a closed leader), the old leader has said it already.
 */
export const LEADER_GRACE_MS = 5_000;

/** A burst of live frames (a flood, a tick raising and releasing) reloads the window once, this long after the last. */
export const PUSH_DEBOUNCE_MS = 1_000;

/**
 * After a release or an order edited the cached window, the window is reloaded this long after if nothing else
 * reloaded it meanwhile: longer than a frame's way plus PUSH_DEBOUNCE_MS, so with the socket up the frame's
 * reload is the only one.
 */
export const CHANGE_FALLBACK_MS = 3_000;

export const alarmSound = (kind: number) => `${BASE_PATH}audio/alarm-${kind}.wav`;

interface AlarmState {
  config: AlarmConfig;
  /** the config was loaded (or saved) since start: the next poll asks only for the window */
  configLoaded: boolean;
  /** ids of the last window; null until the first window (new-alarms.ts) */
  announced: ReadonlySet<number> | null;
  /** what the last window brought while this tab did not lead, and when (LEADER_GRACE_MS) */
  unspoken: { said: Announcement[]; at: number } | null;
  flooding: boolean;
  /** the browser refused to play: the widget offers 开启声音 */
  soundBlocked: boolean;
  start: () => void;
  stop: () => void;
  /** Reloads the window now (one request, merged with one already out) and schedules the next poll from then. */
  reload: () => Promise<void>;
  /**
   * A release or an order succeeded: `edit` shows it in the cached window at once; the live frame it causes
   * reloads the window, or CHANGE_FALLBACK_MS later the fallback does.
   */
  changed: (edit: (window: AlarmWindow) => AlarmWindow) => void;
  /** A saved config: takes effect at once and reschedules. */
  applyConfig: (config: AlarmConfig) => void;
  /** From a click: plays what the browser refused. */
  unlockSound: () => void;
  /** Alarms just acknowledged: what still waits to be said of them is not said (docs/alarms.md). */
  silence: (ids: readonly number[]) => void;
}

let soundFactory: SoundFactory = browserSound;
/** Tests hand in a fake Audio (null: the browser's). */
export function setAlarmSoundFactory(factory: SoundFactory | null): void {
  soundFactory = factory ?? browserSound;
}

let popupSink: PopupSink<Announcement> | null = null;
/** The widget registers antd's notification API (themed, inside the App context). */
export function setAlarmPopupSink(sink: PopupSink<Announcement> | null): void {
  popupSink = sink;
}

/** One start()…stop(): the observer polling the window, what it listens to and its timers. */
interface Run {
  observer: QueryObserver<AlarmWindow, Error, AlarmWindow, AlarmWindow, typeof alarmKeys.window>;
  unsubscribe: Array<() => void>;
  pushTimer: ReturnType<typeof setTimeout> | null;
  fallbackTimer: ReturnType<typeof setTimeout> | null;
  /** window requests this run started */
  fetches: number;
  /** when the last window announced arrived (an edit keeps the time: it is not announced) */
  seenAt: number;
}

export const useAlarmStore = create<AlarmState>((set, get) => {
  const audio = new AudioQueue(
    () => soundFactory,
    (soundBlocked) => set({ soundBlocked }),
  );
  const popups = new PopupQueue<Announcement>(() => popupSink);
  let run: Run | null = null;

  const say = (said: Announcement[]) => {
    const { config } = get();
    if (config.voiceStatus === 1) for (const a of said) audio.enqueue(alarmSound(a.kind), a.key);
    if (config.showWindowStatus === 1) popups.enqueue(said);
  };

  const announce = (window: AlarmWindow, flooding: boolean) => {
    const diff = newAlarms(window, get().announced, get().config.voiceTimeInterval);
    set({ announced: diff.announced, unspoken: null });
    if (diff.fresh.length === 0) return;
    const said = announcements(diff.fresh, flooding);
    if (useLeadership.getState().leading) say(said);
    else set({ unspoken: { said, at: Date.now() } });
  };

  const onLeading = (leading: boolean) => {
    const { unspoken } = get();
    if (!leading || !unspoken) return;
    set({ unspoken: null });
    if (Date.now() - unspoken.at <= LEADER_GRACE_MS) say(unspoken.said);
  };

  /** The config once per start (a failure fails the poll, retried like the window), then the window. */
  const fetchWindow = async (): Promise<AlarmWindow> => {
    const mine = run;
    if (mine) mine.fetches += 1;
    if (!get().configLoaded) {
      const config = (await fetchAlarmConfig()) ?? ALARM_CONFIG_DEFAULT;
      if (run !== mine) throw new Error('alarm polling stopped');
      set({ config, configLoaded: true });
    }
    return fetchAlarmWindow();
  };

  // A refusal (4xx) is not an outage: the client showed it; try again at the next interval.
  const refetchInterval = (query: Query<AlarmWindow, Error, AlarmWindow, typeof alarmKeys.window>) =>
    query.state.status === 'error' && isUnreachable(query.state.error)
      ? RETRY_MS
      : get().config.voiceTimeInterval * 60_000;

  const observerOptions = () => ({
    queryKey: alarmKeys.window,
    queryFn: fetchWindow,
    refetchInterval,
    // A console left open in a background browser tab still hears of new alarms (the leading tab speaks them).
    refetchIntervalInBackground: true,
  });

  const windowArrived = (mine: Run, window: AlarmWindow | undefined, at: number) => {
    if (run !== mine || window === undefined || at === mine.seenAt) return;
    mine.seenAt = at;
    const flooding = nextFlood(get().flooding, window.raisedRecently);
    set({ flooding });
    announce(window, flooding);
  };

  /**
   * The window holds every factory of the user's scope and the server signals those only: any factory named
   * is one of ours (the hub says no frame naming none).
   */
  const onFrame = (mine: Run) => {
    if (mine.pushTimer) clearTimeout(mine.pushTimer);
    mine.pushTimer = setTimeout(() => {
      mine.pushTimer = null;
      if (run === mine) void get().reload();
    }, PUSH_DEBOUNCE_MS);
  };

  return {
    config: ALARM_CONFIG_DEFAULT,
    configLoaded: false,
    announced: null,
    unspoken: null,
    flooding: false,
    soundBlocked: false,

    start: () => {
      if (run) return;
      const mine: Run = {
        observer: new QueryObserver(queryClient, observerOptions()),
        unsubscribe: [],
        pushTimer: null,
        fallbackTimer: null,
        fetches: 0,
        seenAt: 0,
      };
      run = mine;
      mine.unsubscribe.push(
        useLeadership.subscribe((s, prev) => {
          if (s.leading !== prev.leading) onLeading(s.leading);
        }),
        subscribeLive('alarms', () => onFrame(mine)),
        // Subscribing fetches the first window.
        mine.observer.subscribe((result) => windowArrived(mine, result.data, result.dataUpdatedAt)),
      );
    },

    stop: () => {
      const mine = run;
      run = null;
      if (mine) {
        mine.unsubscribe.forEach((off) => off());
        if (mine.pushTimer) clearTimeout(mine.pushTimer);
        if (mine.fallbackTimer) clearTimeout(mine.fallbackTimer);
      }
      // An answer still out is dropped, and a widget still mounted shows no window of this session.
      void queryClient.cancelQueries({ queryKey: alarmKeys.all });
      void queryClient.resetQueries({ queryKey: alarmKeys.all });
      audio.clear();
      popups.clear();
      set(useAlarmStore.getInitialState(), true);
    },

    reload: async () => {
      if (!run) return;
      await queryClient.invalidateQueries({ queryKey: alarmKeys.window }, { cancelRefetch: false });
    },

    changed: (edit) => {
      const state = queryClient.getQueryState<AlarmWindow>(alarmKeys.window);
      if (state?.data !== undefined) {
        // The data keeps its time: the panel's age stays true, and the edit is not announced as a window.
        queryClient.setQueryData<AlarmWindow>(alarmKeys.window, edit(state.data), {
          updatedAt: state.dataUpdatedAt,
        });
      }
      const mine = run;
      if (!mine) return;
      const fetchesBefore = mine.fetches;
      if (mine.fallbackTimer) clearTimeout(mine.fallbackTimer);
      mine.fallbackTimer = setTimeout(() => {
        mine.fallbackTimer = null;
        if (run === mine && mine.fetches === fetchesBefore && !mine.pushTimer) void get().reload();
      }, CHANGE_FALLBACK_MS);
    },

    applyConfig: (config) => {
      set({ config, configLoaded: true });
      // Turned off: what is still waiting is not said either.
      if (config.voiceStatus !== 1) audio.clear();
      if (config.showWindowStatus !== 1) popups.clear();
      // The interval is computed again: a new one starts from now.
      run?.observer.setOptions(observerOptions());
    },

    unlockSound: () => audio.resume(),

    silence: (ids) => {
      const keys = new Set(ids.map(alarmKey));
      audio.drop(keys);
      popups.drop((a) => keys.has(a.key));
    },
  };
});

onLogout(() => useAlarmStore.getState().stop());
