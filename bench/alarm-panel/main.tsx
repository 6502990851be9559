/**
 * Bench page: renders the alarm panel over 5,000 alarms (a virtual list) and records, in
 * window.__benchResult, the time from render() to the first rows in the DOM and to the next paint, plus a
 * scroll to the bottom and its repaint.
 */
import { createRoot } from 'react-dom/client';
import { App } from 'antd';
import { ALARM_KINDS } from '@contract/alarm';
import { AlarmPanel } from '@/features/alarms/alarm-panel';
import { useAlarmStore } from '@/features/alarms/alarm-store';

const ALARMS = 5_000;

useAlarmStore.setState({
  loaded: true,
  fetchedAt: Date.now(),
  serverTime: '2026-11-23 16:00:00',
  alarms: Array.from({ length: ALARMS }, (_, i) => ({
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
    taskId: null,
    taskNo: i % 13 === 0 ? `WX2026112300${String(i).padStart(4, '0')}` : null,
  })),
});

declare global {
  interface Window {
    __benchResult?: { rows: number; renderMs: number; paintMs: number; scrollMs: number; domRows: number };
  }
}

const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

async function until(test: () => boolean): Promise<void> {
  while (!test()) await frame();
}

async function run() {
  const root = document.getElementById('root') as HTMLElement;
  const t0 = performance.now();
  createRoot(root).render(
    <App>
      <AlarmPanel onSettings={() => undefined} />
    </App>,
  );
  await until(() => document.querySelector('[data-testid="alarm-row"]') !== null);
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
  await until(() => document.querySelector(`[data-alarm-id="${ALARMS}"]`) !== null);
  await frame();
  const scrollMs = performance.now() - s0;

  window.__benchResult = {
    rows: ALARMS,
    renderMs,
    paintMs,
    scrollMs,
    domRows: document.querySelectorAll('[data-testid="alarm-row"]').length,
  };
}

void run();
