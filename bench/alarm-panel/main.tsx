/**
 * Bench page: renders the alarm panel over 5,000 alarms (a virtual list) and records, in
 * window.__benchResult, the time from render() to the first rows in the DOM and to the next paint, plus a
 * scroll to the bottom and its repaint. In the console the panel opens in a shell whose antd components
 * have drawn already, so a first panel with one alarm draws antd's styles (coldMs) before the measured one.
 */
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { ALARM_KINDS, ALARM_PRIORITIES, type AlarmWindowItem } from '@contract/alarm';
import { AlarmPanel } from '@/features/alarms/alarm-panel';
import { panelOrder } from '@/features/alarms/alarm-window';
import { alarmKeys } from '@/features/alarms/query-keys';
import { aWindow } from '@/features/alarms/window.fixtures';
import { queryClient } from '@/shared/query';

/** `?n=` (BENCH_QUERY) renders fewer alarms, to tell the fixed cost from the list's */
const ALARMS = Number(new URLSearchParams(location.search).get('n') ?? 5_000);

const all: AlarmWindowItem[] = Array.from({ length: ALARMS }, (_, i) => ({
  alarmRecordId: i + 1,
  windowAlarmType: ALARM_KINDS[i % ALARM_KINDS.length]!,
  windowDeviceType: 2,
  deviceCode: `SH01-M-${String(i + 1).padStart(5, '0')}`,
  deviceAddr: `0x${(i + 1).toString(16).padStart(4, '0')}`,
  deviceName: `${(i % 40) + 1}#流量计`,
  alarmTime: `2026-11-23 ${String(8 + (i % 8)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}:00`,
  factoryId: 11 + (i % 3),
  factoryName: ['上海第一水厂', '上海第二水厂', '苏州工业园能源站'][i % 3]!,
  content: `读数 ${i}.0 m³/h 超出量程`,
  suppressedCount: i % 17 === 0 ? 4 : 0,
  priority: ALARM_PRIORITIES[i % 20 === 0 ? 0 : i % 7 === 0 ? 1 : i % 2 === 0 ? 2 : 3]!,
  acknowledged: i % 3 === 0,
  ackBy: i % 3 === 0 ? '运维员' : null,
  ackTime: i % 3 === 0 ? '2026-11-23 16:00:00' : null,
  cleared: i % 5 === 0,
  shelvedUntil: null,
  inMaintenance: false,
  taskId: null,
  taskNo: i % 13 === 0 ? `WX2026112300${String(i).padStart(4, '0')}` : null,
}));

/** read by bench/lib/page-bench.mjs (the table bench declares window.__benchResult with its own shape) */
interface BenchResult {
  rows: number;
  coldMs: number;
  renderMs: number;
  paintMs: number;
  scrollMs: number;
  domRows: number;
}

const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

async function until(test: () => boolean): Promise<void> {
  while (!test()) await frame();
}

const panel = (
  <QueryClientProvider client={queryClient}>
    <App>
      <AlarmPanel onSettings={() => undefined} />
    </App>
  </QueryClientProvider>
);
/** The window as the alarm store's polling leaves it in the query cache. */
function showing(n: number) {
  queryClient.setQueryData(alarmKeys.window, aWindow(all.slice(0, n), { serverTime: '2026-11-23 16:00:00' }));
  return panel;
}
const hasRow = () => document.querySelector('[data-testid="alarm-row"]') !== null;

async function run() {
  const root = document.getElementById('root') as HTMLElement;
  const warmHost = document.createElement('div');
  document.body.append(warmHost);
  const c0 = performance.now();
  const warm = createRoot(warmHost);
  warm.render(showing(1));
  await until(hasRow);
  const coldMs = performance.now() - c0;
  warm.unmount();
  warmHost.remove();
  await frame();

  const t0 = performance.now();
  createRoot(root).render(showing(ALARMS));
  await until(hasRow);
  const renderMs = performance.now() - t0;
  await frame();
  await frame();
  const paintMs = performance.now() - t0;

  const holder = document.querySelector('.rc-virtual-list-holder') as HTMLElement | null;
  const s0 = performance.now();
  if (holder) {
    holder.scrollTop = holder.scrollHeight;
    holder.dispatchEvent(new Event('scroll'));
  }
  // the panel's last row (its own order: unacknowledged first, then priority, then newest)
  const last = panelOrder(all).at(-1)?.alarmRecordId;
  await until(() => document.querySelector(`[data-alarm-id="${last}"]`) !== null);
  await frame();
  const scrollMs = performance.now() - s0;

  (window as unknown as { __benchResult: BenchResult }).__benchResult = {
    rows: ALARMS,
    coldMs,
    renderMs,
    paintMs,
    scrollMs,
    domRows: document.querySelectorAll('[data-testid="alarm-row"]').length,
  };
}

void run();
