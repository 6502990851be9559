import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ALARM_LIMITS } from '@contract/alarm';
import { PERM } from '@contract/permissions';
import { usePermissionStore } from '@/shared/permissions/store';
import { renderAt } from '../../../tests/console/render';
import { button } from '../../../tests/console/queries';
import { setupMsw } from '../../../tests/console/server';
import { AlarmPanel } from './alarm-panel';
import { useAlarmStore } from './alarm-store';
import {
  alarms,
  anAlarm,
  serveAlarms,
  showOutage,
  showWindow,
  type FakeAlarmServer,
} from './alarms.fixtures';

setupMsw();

let s: FakeAlarmServer;

beforeEach(() => {
  s = serveAlarms();
  // A user who handles alarms (the demo's operator and supervisor); the tests of a user without the codes take them.
  usePermissionStore.getState().grant([PERM.ALARM_RELEASE, PERM.ALARM_ORDER], false);
});
afterEach(() => useAlarmStore.getState().stop());

/** The panel over the window already in the query cache (the alarm store is the one that polls). */
function renderPanel(list = s.alarms) {
  s.alarms = list;
  showWindow(list);
  renderAt('/', [{ path: '/', element: <AlarmPanel onSettings={() => undefined} /> }]);
}

const rows = () => screen.getAllByTestId('alarm-row');
/** antd puts the test id on the input itself */
const selectAll = () => screen.getByTestId<HTMLInputElement>('alarm-select-all');
const rowBox = (row: HTMLElement) => row.querySelector('input[type=checkbox]')!;

describe('AlarmPanel (docs/requirements.md §2 "Alarm panel")', () => {
  it('shows each alarm: kind, device, factory, time, content, suppressed count and order number', () => {
    renderPanel([
      anAlarm({ alarmRecordId: 1, windowAlarmType: 1, deviceName: '1#采集器', suppressedCount: 6 }),
      anAlarm({ alarmRecordId: 2, taskId: 9, taskNo: 'WX202603020001' }),
    ]);
    const [collector, meter] = rows() as [HTMLElement, HTMLElement];
    expect(within(collector).getByText('采集器异常')).toBeInTheDocument();
    expect(within(collector).getByText('1#采集器')).toBeInTheDocument();
    expect(within(collector).getByText('上海第一水厂 · SH01-M-001 · 0x0A01')).toBeInTheDocument();
    expect(within(collector).getByText('03-02 16:00')).toBeInTheDocument();
    expect(within(collector).getByText('仪表离线超过 10 分钟')).toBeInTheDocument();
    expect(within(collector).getByText('抑制 6 条')).toBeInTheDocument();
    expect(within(meter).getByText('仪表离线')).toBeInTheDocument();
    expect(within(meter).queryByText(/抑制/)).not.toBeInTheDocument();
    expect(within(meter).getByText('工单 WX202603020001')).toBeInTheDocument();
    expect(within(meter).queryByText('生成工单')).not.toBeInTheDocument();
    expect(screen.getByText('共 2 条')).toBeInTheDocument();
    expect(screen.queryByTestId('alarm-overflow')).not.toBeInTheDocument();
    expect(screen.queryByTestId('alarm-flood')).not.toBeInTheDocument();
  });

  it("shows only the kind and factory home asked for, until the filter's tag is closed", () => {
    let cleared = 0;
    const list = [
      anAlarm({ alarmRecordId: 1, windowAlarmType: 1, factoryId: 11, deviceName: '1#采集器' }),
      anAlarm({ alarmRecordId: 2, windowAlarmType: 4, factoryId: 11, deviceName: 'A 表' }),
      anAlarm({ alarmRecordId: 3, windowAlarmType: 4, factoryId: 12, deviceName: 'B 表' }),
    ];
    s.alarms = list;
    showWindow(list);
    renderAt('/', [
      {
        path: '/',
        element: (
          <AlarmPanel
            onSettings={() => undefined}
            filter={{ kind: 4, factoryId: 11 }}
            onClearFilter={() => (cleared += 1)}
          />
        ),
      },
    ]);
    expect(rows()).toHaveLength(1);
    expect(within(rows()[0]!).getByText('A 表')).toBeInTheDocument();
    expect(screen.getByText('共 1 条')).toBeInTheDocument();
    const tag = screen.getByTestId('alarm-filter');
    expect(tag).toHaveTextContent('仅显示：仪表离线');
    fireEvent.click(tag.querySelector('.ant-tag-close-icon')!);
    expect(cleared).toBe(1);
  });

  it('shows no release, selection or order to a user without their codes', () => {
    usePermissionStore.getState().grant([], false);
    renderPanel([anAlarm({ alarmRecordId: 1 })]);
    const row = rows()[0]!;
    expect(within(row).getByText('仪表离线')).toBeInTheDocument();
    expect(within(row).queryByText('解除')).not.toBeInTheDocument();
    expect(within(row).queryByText('生成工单')).not.toBeInTheDocument();
    expect(row.querySelector('input[type=checkbox]')).toBeNull();
    expect(screen.queryByText('批量解除')).not.toBeInTheDocument();
    expect(screen.queryByTestId('alarm-select-all')).not.toBeInTheDocument();
  });

  it('shows release but no order to a user holding only the release code', () => {
    usePermissionStore.getState().grant([PERM.ALARM_RELEASE], false);
    renderPanel([anAlarm({ alarmRecordId: 1 })]);
    const row = rows()[0]!;
    expect(within(row).getByText('解除')).toBeInTheDocument();
    expect(within(row).queryByText('生成工单')).not.toBeInTheDocument();
    expect(button('批量解除')).toBeInTheDocument();
  });

  it('select all is indeterminate with some rows picked; 批量解除 sends the ids joined and shows it at once', async () => {
    renderPanel(alarms(3, 7));
    expect(button('批量解除')).toBeDisabled();
    fireEvent.click(rowBox(rows()[0]!));
    expect(selectAll()).toHaveProperty('indeterminate', true);
    expect(selectAll()).not.toBeChecked();
    expect(button('批量解除')).toBeEnabled();
    fireEvent.click(selectAll());
    expect(selectAll()).toBeChecked();
    expect(selectAll()).toHaveProperty('indeterminate', false);
    fireEvent.click(rowBox(rows()[2]!));
    fireEvent.click(selectAll());
    expect(selectAll()).toBeChecked();

    fireEvent.click(button('批量解除'));
    await screen.findByText('已解除告警 3 条');
    expect(s.bodies).toEqual([{ alarmRecordIds: '7,8,9' }]);
    await screen.findByText('共 0 条');
    // The reload is the live frame's (the alarm store, not running here: alarm-store.test.ts counts it).
    expect(s.calls).toEqual(['PUT clear']);
    expect(selectAll()).not.toBeChecked();
    expect(button('批量解除')).toBeDisabled();
  });

  it('解除 on a row releases that alarm, shows the server message and takes the row away', async () => {
    renderPanel(alarms(2, 1));
    fireEvent.click(button('解除', rows()[1]));
    await screen.findByText('解除成功');
    expect(s.bodies).toEqual([{ alarmRecordIds: '2' }]);
    await screen.findByText('共 1 条');
  });

  it('生成工单: confirms, orders, shows the task number, and the row then shows it', async () => {
    renderPanel(alarms(1, 5));
    fireEvent.click(button('生成工单'));
    await screen.findByText('确定为该告警生成维修工单吗？');
    fireEvent.click(button(/^确\s?定$/));
    await screen.findByText('已生成维修工单 WX202603020009');
    expect(s.calls[0]).toBe('POST order 5');
    await screen.findByText('工单 WX202603020009');
  });

  it(`warns at ${ALARM_LIMITS.OVERFLOW_WARNING} alarms, not below; the list renders only a screenful`, () => {
    renderPanel(alarms(ALARM_LIMITS.OVERFLOW_WARNING - 1));
    expect(screen.queryByText('告警数据过多，请尽快处理')).not.toBeInTheDocument();
    act(() => showWindow(alarms(ALARM_LIMITS.OVERFLOW_WARNING)));
    return waitFor(() => {
      expect(screen.getByText('告警数据过多，请尽快处理')).toBeInTheDocument();
      expect(screen.getByText('共 500 条')).toBeInTheDocument();
      expect(rows().length).toBeLessThan(20);
    });
  });

  it("shows the data's age, with the server's time on hover", () => {
    renderPanel(alarms(1));
    act(() => showWindow(alarms(1), Date.now() - 3.5 * 60_000));
    return waitFor(() => {
      const age = screen.getByTestId('alarm-age');
      expect(age).toHaveTextContent('更新于 3 分钟前');
      expect(age).toHaveAttribute('title', `服务器时间 ${s.serverTime}`);
    });
  });

  it('says 加载中 until the first window arrives (or the outage), then the count, or 暂无告警 for none', async () => {
    renderAt('/', [{ path: '/', element: <AlarmPanel onSettings={() => undefined} /> }]);
    expect(screen.getByTestId('alarm-loading')).toBeInTheDocument();
    expect(screen.queryByText('暂无告警')).not.toBeInTheDocument();
    expect(screen.getByTestId('alarm-count')).toHaveTextContent('');
    // The service unreachable before any window: its banner, and no claim that there are no alarms.
    act(() => showOutage());
    await waitFor(() => expect(screen.getByText('告警服务连接中断')).toBeInTheDocument());
    expect(screen.queryByTestId('alarm-loading')).not.toBeInTheDocument();
    expect(screen.queryByText('暂无告警')).not.toBeInTheDocument();
    act(() => showWindow([]));
    await waitFor(() => expect(screen.getByText('暂无告警')).toBeInTheDocument());
    expect(screen.getByText('共 0 条')).toBeInTheDocument();
    expect(screen.queryByTestId('alarm-loading')).not.toBeInTheDocument();
  });

  it('shows the flood banner and the outage', () => {
    renderPanel(alarms(1));
    useAlarmStore.setState({ flooding: true });
    act(() => showOutage());
    return waitFor(() => {
      expect(screen.getByTestId('alarm-flood')).toBeInTheDocument();
      expect(screen.getByText('告警服务连接中断')).toBeInTheDocument();
    });
  });
});
