/**
 * The ONE owner of alarm polling (docs/architecture.md §6: live data lives in stores fed by one owner, never in
 * page effects). The shell starts it after sign-in and sign-out stops it (logout hooks). It loads the config
 * (null: ALARM_CONFIG_DEFAULT), then the window, and polls again every configured interval in minutes
 * (docs/requirements.md §4 "Alarm"); a saved interval reschedules at once. A poll the server did not answer
 * (network, 5xx) marks the service unreachable and is retried after RETRY_MS until it answers.
 * Between polls, a live frame that the active alarms of the user's factories changed (src/shared/live/live-hub.ts,
 * docs/architecture.md §4 "Alarms") reloads the window once, PUSH_DEBOUNCE_MS after the last of a burst of them.
 * New alarms (new-alarms.ts) are announced by sound and pop-up in the leading tab only (src/shared/live), one
 * per alarm or, in a flood (flood.ts), one per kind and factory (announcements.ts).
 */
import { create } from 'zustand';
import {
  ALARM_CONFIG_DEFAULT,
  type AlarmConfig,
  type AlarmWindow,
  type AlarmWindowItem,
} from '@contract/alarm';
import { isApiError } from '@/shared/api';
import { NO_RESPONSE } from '@/shared/api/errors';
import { BASE_PATH } from '@/shared/config/constants';
import { onLogout } from '@/shared/lifecycle/logout-hooks';
import { useLeadership } from '@/shared/live/leadership';
import { subscribeLive } from '@/shared/live/live-hub';
import { fetchAlarmConfig, fetchAlarmWindow } from './api';
import { announcements, type Announcement } from './announcements';
import { AudioQueue, browserSound, type SoundFactory } from './audio-queue';
import { nextFlood } from './flood';
import { newAlarms } from './new-alarms';
import { PopupQueue, type PopupSink } from './popup-queue';

/** An unreachable service is asked again this soon (sooner than a long interval). */
export const RETRY_MS = 30_000;

/**
 * The tab is elected leader a moment after it starts (Web Locks are asynchronous), often after its first
 * window arrived: what that window brought is said when the tab becomes leader within this time. Later
 * (a follower taking over from a closed leader), the old leader has said it already.
 */
export const LEADER_GRACE_MS = 5_000;

/** A burst of live signals (a flood, a tick raising and releasing) reloads the window once, this long after the last. */
export const PUSH_DEBOUNCE_MS = 1_000;

export const alarmSound = (kind: number) => `${BASE_PATH}audio/alarm-${kind}.wav`;

interface AlarmState {
  running: boolean;
  config: AlarmConfig;
  alarms: AlarmWindowItem[];
  /** a window has been received since start */
  loaded: boolean;
  /** the last poll got no answer or a 5xx */
  unreachable: boolean;
  /** the server's time of the last window, and when it arrived here (local ms) */
  serverTime: string | null;
  fetchedAt: number | null;
  flooding: boolean;
  /** the browser refused to play: the widget offers 开启声音 */
  soundBlocked: boolean;
  start: () => void;
  stop: () => void;
  /** Polls now (after a release or an order) and schedules the next poll from now. */
  reload: () => Promise<void>;
  /** A saved config: takes effect at once and reschedules. */
  applyConfig: (config: AlarmConfig) => void;
  /** From a click: plays what the browser refused. */
  unlockSound: () => void;
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

let timer: ReturnType<typeof setTimeout> | null = null;
/** bumped on stop: an answer arriving after sign-out is dropped */
let session = 0;
let configLoaded = false;
/** ids of the last window; null until the first window (new-alarms.ts) */
let announced: Set<number> | null = null;
/** what the last window brought while this tab did not lead, and when (LEADER_GRACE_MS) */
let unspoken: { said: Announcement[]; at: number } | null = null;
let unsubscribeLeadership: (() => void) | null = null;
let unsubscribeSignal: (() => void) | null = null;
let pushTimer: ReturnType<typeof setTimeout> | null = null;

const unreachable = (error: unknown) =>
  !isApiError(error) || error.code === NO_RESPONSE || (error.status ?? 0) >= 500;

export const useAlarmStore = create<AlarmState>((set, get) => {
  const audio = new AudioQueue(
    () => soundFactory,
    (soundBlocked) => set({ soundBlocked }),
  );
  const popups = new PopupQueue<Announcement>(() => popupSink);

  const schedule = (ms: number) => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void poll(), ms);
  };

  const say = (said: Announcement[]) => {
    const { config } = get();
    if (config.voiceStatus === 1) for (const a of said) audio.enqueue(alarmSound(a.kind));
    if (config.showWindowStatus === 1) popups.enqueue(said);
  };

  const announce = (window: AlarmWindow, flooding: boolean) => {
    const diff = newAlarms(window, announced, get().config.voiceTimeInterval);
    announced = diff.announced;
    unspoken = null;
    if (diff.fresh.length === 0) return;
    const said = announcements(diff.fresh, flooding);
    if (useLeadership.getState().leading) say(said);
    else unspoken = { said, at: Date.now() };
  };

  const onLeading = (leading: boolean) => {
    if (!leading || !unspoken) return;
    const { said, at } = unspoken;
    unspoken = null;
    if (Date.now() - at <= LEADER_GRACE_MS) say(said);
  };

  const poll = async () => {
    const mySession = session;
    if (timer) clearTimeout(timer);
    timer = null;
    try {
      if (!configLoaded) {
        const config = (await fetchAlarmConfig()) ?? ALARM_CONFIG_DEFAULT;
        if (mySession !== session) return;
        configLoaded = true;
        set({ config });
      }
      const window = await fetchAlarmWindow();
      if (mySession !== session) return;
      const flooding = nextFlood(get().flooding, window.raisedRecently);
      set({
        alarms: window.deviceAlarmWindow,
        loaded: true,
        unreachable: false,
        serverTime: window.serverTime,
        fetchedAt: Date.now(),
        flooding,
      });
      announce(window, flooding);
      schedule(get().config.voiceTimeInterval * 60_000);
    } catch (error) {
      if (mySession !== session) return;
      // A refusal (4xx) is not an outage: the client showed it; try again at the next interval.
      const down = unreachable(error);
      set({ unreachable: down });
      schedule(down ? RETRY_MS : get().config.voiceTimeInterval * 60_000);
    }
  };

  /**
   * The window holds every factory of the user's scope and the server signals those only: any factory named
   * is one of ours (an empty list names none).
   */
  const onSignal = (factoryIds: readonly number[]) => {
    if (factoryIds.length === 0) return;
    if (pushTimer) clearTimeout(pushTimer);
    pushTimer = setTimeout(() => {
      pushTimer = null;
      if (get().running) void poll();
    }, PUSH_DEBOUNCE_MS);
  };

  return {
    running: false,
    config: ALARM_CONFIG_DEFAULT,
    alarms: [],
    loaded: false,
    unreachable: false,
    serverTime: null,
    fetchedAt: null,
    flooding: false,
    soundBlocked: false,

    start: () => {
      if (get().running) return;
      set({ running: true });
      unsubscribeLeadership = useLeadership.subscribe((s, prev) => {
        if (s.leading !== prev.leading) onLeading(s.leading);
      });
      unsubscribeSignal = subscribeLive('alarms', (frame) => onSignal(frame.alarmsChanged));
      void poll();
    },

    stop: () => {
      session += 1;
      if (timer) clearTimeout(timer);
      timer = null;
      configLoaded = false;
      announced = null;
      unspoken = null;
      unsubscribeLeadership?.();
      unsubscribeLeadership = null;
      unsubscribeSignal?.();
      unsubscribeSignal = null;
      if (pushTimer) clearTimeout(pushTimer);
      pushTimer = null;
      audio.clear();
      popups.clear();
      set(useAlarmStore.getInitialState(), true);
    },

    reload: () => poll(),

    applyConfig: (config) => {
      set({ config });
      // Turned off: what is still waiting is not said either.
      if (config.voiceStatus !== 1) audio.clear();
      if (config.showWindowStatus !== 1) popups.clear();
      configLoaded = true;
      if (get().running) schedule(config.voiceTimeInterval * 60_000);
    },

    unlockSound: () => audio.resume(),
  };
});

onLogout(() => useAlarmStore.getState().stop());
