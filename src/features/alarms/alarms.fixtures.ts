/** Alarms and an msw back end for the alarm tests: the state lives here, handlers read and change it. */
import { http, HttpResponse } from 'msw';
import {
  ALARM_API,
  type AlarmConfig,
  type AlarmShelvedItem,
  type AlarmWindow,
  type AlarmWindowItem,
} from '@contract/alarm';
import { DICT_TYPE } from '@contract/dict';
import { queryClient } from '@/shared/query';
import { resetNotifier } from '@/shared/ui/notify';
import { api, server } from '../../../tests/console/server';
import { isUnreachable } from './alarm-window';
import { alarmKeys } from './query-keys';
import { aWindow } from './window.fixtures';

export function anAlarm(overrides: Partial<AlarmWindowItem> = {}): AlarmWindowItem {
  return {
    alarmRecordId: 1,
    windowAlarmType: 4,
    windowDeviceType: 2,
    deviceCode: 'SH01-M-001',
    deviceAddr: '0x0A01',
    deviceName: '1#进水流量计',
    alarmTime: '2026-03-02 16:00:00',
    factoryId: 11,
    factoryName: '上海第一水厂',
    content: '仪表离线超过 10 分钟',
    suppressedCount: 0,
    taskId: null,
    taskNo: null,
    priority: 3,
    acknowledged: false,
    ackBy: null,
    ackTime: null,
    cleared: false,
    shelvedUntil: null,
    inMaintenance: false,
    ...overrides,
  };
}

/** `count` alarms with ids from `from`, all of one kind and factory unless `overrides` says otherwise. */
export const alarms = (count: number, from = 1, overrides: Partial<AlarmWindowItem> = {}) =>
  Array.from({ length: count }, (_, i) => anAlarm({ alarmRecordId: from + i, ...overrides }));

/** Puts a window in the query cache as the alarm store's polling leaves it, arrived at `fetchedAt`. */
export function showWindow(list: AlarmWindowItem[], fetchedAt = Date.now()): void {
  queryClient.setQueryData(alarmKeys.window, aWindow(list), { updatedAt: fetchedAt });
}

/** The polling's last try got no answer (the window, if any, stays). */
export function showOutage(): void {
  queryClient
    .getQueryCache()
    .build(queryClient, { queryKey: alarmKeys.window })
    .setState({ status: 'error', error: new Error('no answer'), fetchStatus: 'idle' });
}

/** What the cache holds of the window, as the widget and panel read it (alarm-window.ts). */
export function cachedWindow() {
  const state = queryClient.getQueryState<AlarmWindow>(alarmKeys.window);
  return {
    alarms: state?.data?.deviceAlarmWindow ?? [],
    loaded: state?.data !== undefined,
    unreachable: state?.status === 'error' && isUnreachable(state.error),
    serverTime: state?.data?.serverTime ?? null,
  };
}

export interface FakeAlarmServer {
  alarms: AlarmWindowItem[];
  config: AlarmConfig | null;
  /** voice flags and flood count of the next windows */
  flags: Partial<Pick<AlarmWindow, 'collAlarmVoice' | 'meterNotOnlineVoice' | 'linkageAlarmVoice'>>;
  raisedRecently: number;
  serverTime: string;
  /** the window answers this status instead (0: a network error) */
  windowDown: number | null;
  /** PUT config answers this refusal instead */
  saveRefusal: string | null;
  /** shelved alarms (GET shelved) */
  shelved: AlarmShelvedItem[];
  calls: string[];
  bodies: unknown[];
}

export function fakeAlarmServer(): FakeAlarmServer {
  return {
    alarms: [],
    config: null,
    flags: {},
    raisedRecently: 0,
    serverTime: '2026-03-02 16:00:30',
    windowDown: null,
    saveRefusal: null,
    shelved: [],
    calls: [],
    bodies: [],
  };
}

/** The contract's routes carry /api, as api() does. */
const url = (route: string) => api(route.replace(/^\/api/, ''));
const ok = (msg: string, data?: unknown) => HttpResponse.json({ code: 200, msg, data });

export function alarmHandlers(s: FakeAlarmServer) {
  return [
    http.get(url(ALARM_API.WINDOW), () => {
      s.calls.push('GET window');
      if (s.windowDown === 0) return HttpResponse.error();
      if (s.windowDown)
        return HttpResponse.json({ code: 500, msg: '服务器内部错误' }, { status: s.windowDown });
      return ok(
        '操作成功',
        aWindow(s.alarms, { ...s.flags, raisedRecently: s.raisedRecently, serverTime: s.serverTime }),
      );
    }),
    http.get(url(ALARM_API.CONFIG), () => {
      s.calls.push('GET config');
      return ok('操作成功', s.config);
    }),
    http.put(url(ALARM_API.CONFIG), async ({ request }) => {
      const body = (await request.json()) as AlarmConfig;
      s.calls.push('PUT config');
      s.bodies.push(body);
      if (s.saveRefusal) return HttpResponse.json({ code: 500, msg: s.saveRefusal });
      s.config = body;
      return ok('保存成功', body);
    }),
    http.put(url(ALARM_API.CLEAR), async ({ request }) => {
      const body = (await request.json()) as { alarmRecordIds: string };
      s.calls.push('PUT clear');
      s.bodies.push(body);
      const ids = body.alarmRecordIds.split(',').map(Number);
      const before = s.alarms.length;
      s.alarms = s.alarms.filter((a) => !ids.includes(a.alarmRecordId));
      const released = before - s.alarms.length;
      return ok(released === 1 ? '解除成功' : `已解除告警 ${released} 条`, { released });
    }),
    http.put(url(ALARM_API.ACK), async ({ request }) => {
      const body = (await request.json()) as { alarmRecordIds: string };
      s.calls.push('PUT ack');
      s.bodies.push(body);
      const ids = body.alarmRecordIds.split(',').map(Number);
      s.alarms = s.alarms.map((a) =>
        ids.includes(a.alarmRecordId)
          ? { ...a, acknowledged: true, ackBy: '运维员小王', ackTime: s.serverTime }
          : a,
      );
      return ok(ids.length === 1 ? '确认成功' : `已确认告警 ${ids.length} 条`, { changed: ids.length });
    }),
    http.put(url(ALARM_API.SHELVE), async ({ request }) => {
      const body = (await request.json()) as { alarmRecordIds: string; minutes: number; reason: string };
      s.calls.push('PUT shelve');
      s.bodies.push(body);
      const ids = body.alarmRecordIds.split(',').map(Number);
      s.shelved.push(
        ...s.alarms
          .filter((a) => ids.includes(a.alarmRecordId))
          .map((a) => ({
            ...a,
            acknowledged: false,
            shelvedUntil: '2026-03-02 16:30:30',
            shelvedBy: '运维员小王',
            shelveReason: body.reason,
          })),
      );
      s.alarms = s.alarms.filter((a) => !ids.includes(a.alarmRecordId));
      return ok(`已搁置告警 ${ids.length} 条`, { changed: ids.length });
    }),
    http.put(url(ALARM_API.UNSHELVE), async ({ request }) => {
      const body = (await request.json()) as { alarmRecordIds: string };
      s.calls.push('PUT unshelve');
      const ids = body.alarmRecordIds.split(',').map(Number);
      s.alarms.push(
        ...s.shelved
          .filter((a) => ids.includes(a.alarmRecordId))
          .map(({ shelvedBy: _by, shelveReason: _why, ...a }) => ({ ...a, shelvedUntil: null })),
      );
      s.shelved = s.shelved.filter((a) => !ids.includes(a.alarmRecordId));
      return ok(`已取消搁置 ${ids.length} 条`, { changed: ids.length });
    }),
    http.get(url(ALARM_API.SHELVE_MAX), () => ok('操作成功', { maxMinutes: 60 })),
    http.get(url(ALARM_API.SHELVED), () => {
      s.calls.push('GET shelved');
      return ok('操作成功', s.shelved);
    }),
    http.get(api(`/system/dict/data/type/${DICT_TYPE.VOICE_TIME_INTERVAL}`), () =>
      ok(
        '操作成功',
        [1, 2, 5, 10, 15, 30].map((n, i) => ({
          dictCode: i + 1,
          dictSort: i + 1,
          dictLabel: `${n}分钟`,
          dictValue: String(n),
          dictType: DICT_TYPE.VOICE_TIME_INTERVAL,
          listClass: 'default',
          isDefault: n === 5 ? 'Y' : 'N',
        })),
      ),
    ),
    http.post(url(`${ALARM_API.ORDER}/:id/order`), async ({ params, request }) => {
      const id = Number(params.id);
      s.calls.push(`POST order ${id}`);
      s.bodies.push(await request.json());
      s.alarms = s.alarms.map((a) =>
        a.alarmRecordId === id ? { ...a, taskId: 900, taskNo: 'WX202603020009' } : a,
      );
      return ok('操作成功', { taskId: 900, taskNo: 'WX202603020009' });
    }),
  ];
}

/** A fake Audio element: plays when told, ends when the test says so. */
export interface FakeSound {
  src: string;
  ended: () => void;
}

export function fakeSounds(refuse: () => boolean = () => false) {
  const played: FakeSound[] = [];
  const create = (src: string) => {
    const listeners = new Set<() => void>();
    return {
      play: () => {
        if (refuse()) {
          return Promise.reject(Object.assign(new Error('play() failed'), { name: 'NotAllowedError' }));
        }
        played.push({ src, ended: () => [...listeners].forEach((l) => l()) });
        return Promise.resolve();
      },
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    };
  };
  return { played, create };
}

/** A signed-in client and a fresh fake alarm server behind msw (call in beforeEach). */
export function serveAlarms(): FakeAlarmServer {
  localStorage.setItem('access_token', 'acc');
  resetNotifier();
  const s = fakeAlarmServer();
  server.use(...alarmHandlers(s));
  return s;
}
