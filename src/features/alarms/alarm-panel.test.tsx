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

/** The action dialog: types the reason and presses 确定. */
async function giveReason(reason: string) {
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText('原因'), { target: { value: reason } });
  fireEvent.click(within(dialog).getByRole('button', { name: /^确\s?定$/ }));
}

describe('AlarmPanel (docs/requirements.md §2 "Alarm panel")', () => {
  it('shows each alarm: kind, device, factory, time, content, suppressed count and order number', () => {
    renderPanel([
      anAlarm({
        alarmRecordId: 1,
        windowAlarmType: 1,
        deviceName: '1#采集器',
        suppressedCount: 6,
        priority: 2,
      }),
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
    await giveReason('现场已处理');
    await screen.findByText('已解除告警 3 条');
    expect(s.bodies).toEqual([{ alarmRecordIds: '9,8,7', reason: '现场已处理' }]);
    await screen.findByText('共 0 条');
    // The reload is the live frame's (the alarm store, not running here: alarm-store.test.ts counts it).
    expect(s.calls).toEqual(['PUT clear']);
    expect(selectAll()).not.toBeChecked();
    expect(button('批量解除')).toBeDisabled();
  });

  it('解除 on a row releases that alarm, shows the server message and takes the row away', async () => {
    renderPanel(alarms(2, 1));
    fireEvent.click(button('解除', rows()[1]));
    await giveReason('误报');
    await screen.findByText('解除成功');
    // Rows are newest first among equals: the second row is alarm 1.
    expect(s.bodies).toEqual([{ alarmRecordIds: '1', reason: '误报' }]);
    await screen.findByText('共 1 条');
  });

  it('生成工单: confirms, orders, shows the task number, and the row then shows it', async () => {
    renderPanel(alarms(1, 5));
    fireEvent.click(button('生成工单'));
    await screen.findByText('确定为该告警生成维修工单吗？');
    fireEvent.click(button(/^确\s?定$/));
    await screen.findByText('已生成维修工单 WX202603020009');
    expect(s.calls[0]).toBe('POST order 5');
    expect(s.bodies).toEqual([{ isStatistics: 0 }]);
    await screen.findByText('工单 WX202603020009');
  });

  it('生成工单 with 设备已停机 ticked asks for an order counting downtime', async () => {
    renderPanel(alarms(1, 5));
    fireEvent.click(button('生成工单'));
    fireEvent.click(await screen.findByRole('checkbox', { name: /设备已停机/ }));
    fireEvent.click(button(/^确\s?定$/));
    await screen.findByText('已生成维修工单 WX202603020009');
    expect(s.bodies).toEqual([{ isStatistics: 1 }]);
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

describe('AlarmPanel: alarm states (docs/alarms.md)', () => {
  beforeEach(() =>
    usePermissionStore
      .getState()
      .grant([PERM.ALARM_RELEASE, PERM.ALARM_ORDER, PERM.ALARM_ACK, PERM.ALARM_SHELVE], false),
  );

  const list = () => [
    anAlarm({ alarmRecordId: 1, priority: 4, alarmTime: '2026-03-02 16:00:00', deviceName: '低-新' }),
    anAlarm({ alarmRecordId: 2, priority: 1, alarmTime: '2026-03-02 15:00:00', deviceName: '紧急-旧' }),
    anAlarm({
      alarmRecordId: 3,
      priority: 1,
      alarmTime: '2026-03-02 15:59:00',
      deviceName: '紧急-已确认',
      acknowledged: true,
      ackBy: '主管老李',
      ackTime: '2026-03-02 15:59:30',
      cleared: true,
    }),
    anAlarm({ alarmRecordId: 4, priority: 2, alarmTime: '2026-03-02 15:30:00', deviceName: '高-中' }),
  ];
  const names = () => rows().map((r) => r.querySelector('.woms-alarm-row__device')?.textContent);

  it('orders unacknowledged first, then by priority, then newest; shows priority, 已确认 with who and 已恢复', async () => {
    renderPanel(list());
    await screen.findByText('已搁置');
    expect(names()).toEqual(['紧急-旧', '高-中', '低-新', '紧急-已确认']);
    expect(within(rows()[0]!).getByText('紧急')).toBeInTheDocument();
    expect(within(rows()[2]!).getByText('低')).toBeInTheDocument();
    const acked = rows()[3]!;
    expect(within(acked).getByTestId('alarm-acked')).toHaveTextContent('已确认 · 主管老李 15:59');
    expect(within(acked).getByTestId('alarm-acked')).toHaveAttribute('title', '主管老李 于 03-02 15:59 确认');
    expect(within(acked).getByTestId('alarm-cleared')).toHaveTextContent('已恢复');
    expect(within(acked).queryByText('确认')).not.toBeInTheDocument();
    expect(within(rows()[0]!).queryByTestId('alarm-cleared')).not.toBeInTheDocument();
  });

  it('确认 on a row sends the optional note; the row stays, marked, and moves after the unacknowledged', async () => {
    renderPanel(list());
    fireEvent.click(button('确认', rows()[0]));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确认告警（1 条）')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('备注'), { target: { value: '已通知现场' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /^确\s?定$/ }));
    await screen.findByText('确认成功');
    expect(s.bodies).toEqual([{ alarmRecordIds: '2', note: '已通知现场' }]);
    await waitFor(() => expect(names()).toEqual(['高-中', '低-新', '紧急-已确认', '紧急-旧']));
    expect(within(rows()[3]!).getByTestId('alarm-acked')).toBeInTheDocument();
    expect(screen.getByText('共 4 条')).toBeInTheDocument();
  });

  it('批量确认 acknowledges the selected unacknowledged alarms without a note', async () => {
    renderPanel(list());
    fireEvent.click(selectAll());
    fireEvent.click(button('批量确认'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确认告警（3 条）')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: /^确\s?定$/ }));
    await screen.findByText('已确认告警 3 条');
    expect(s.bodies).toEqual([{ alarmRecordIds: '2,4,1' }]);
  });

  it('解除 of an active alarm asks for a reason and sends nothing without one; a cleared one needs none', async () => {
    renderPanel(list());
    fireEvent.click(button('解除', rows()[0]));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/仍在发生/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: /^确\s?定$/ }));
    await within(dialog).findByText('请填写原因');
    expect(s.calls).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: /^取\s?消$/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    fireEvent.click(button('解除', rows()[3]));
    const cleared = await screen.findByRole('dialog');
    expect(within(cleared).getByText('确定解除所选告警吗？')).toBeInTheDocument();
    fireEvent.click(within(cleared).getByRole('button', { name: /^确\s?定$/ }));
    await screen.findByText('解除成功');
    expect(s.bodies).toEqual([{ alarmRecordIds: '3' }]);
  });

  it('搁置 takes minutes and a reason; the alarm leaves the window, is listed under 已搁置, and 取消搁置 brings it back', async () => {
    renderPanel(list());
    fireEvent.click(button('搁置', rows()[1]));
    const dialog = await screen.findByRole('dialog');
    // The administrator's bound (60 here) is offered and checked before anything is sent.
    await within(dialog).findByText('1 至 60 分钟');
    fireEvent.change(within(dialog).getByLabelText('搁置时长（分钟）'), { target: { value: '61' } });
    fireEvent.change(within(dialog).getByLabelText('原因'), { target: { value: '传感器检修' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /^确\s?定$/ }));
    await waitFor(() => expect(within(dialog).getAllByText('1 至 60 分钟')).toHaveLength(2));
    expect(s.calls).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('搁置时长（分钟）'), { target: { value: '45' } });
    fireEvent.change(within(dialog).getByLabelText('原因'), { target: { value: '传感器检修' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /^确\s?定$/ }));
    await screen.findByText('已搁置告警 1 条');
    expect(s.bodies).toEqual([{ alarmRecordIds: '4', minutes: 45, reason: '传感器检修' }]);
    await waitFor(() => expect(names()).toEqual(['紧急-旧', '低-新', '紧急-已确认']));

    fireEvent.click(screen.getByRole('tab', { name: '已搁置' }));
    const shelved = await screen.findByTestId('alarm-shelved-row');
    expect(within(shelved).getByText('高')).toBeInTheDocument();
    expect(within(shelved).getByText('搁置至 03-02 16:30')).toBeInTheDocument();
    expect(within(shelved).getByText('运维员小王：传感器检修')).toBeInTheDocument();
    fireEvent.click(button('取消搁置', shelved));
    await screen.findByText('已取消搁置 1 条');
    await screen.findByText('暂无搁置的告警');
    expect(s.calls).toEqual(['PUT shelve', 'GET shelved', 'PUT unshelve', 'GET shelved']);
  });

  it('shows neither 确认 nor 搁置 nor the 已搁置 tab to a user without their codes', () => {
    usePermissionStore.getState().grant([PERM.ALARM_RELEASE], false);
    renderPanel(list());
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(within(rows()[0]!).queryByText('确认')).not.toBeInTheDocument();
    expect(within(rows()[0]!).queryByText('搁置')).not.toBeInTheDocument();
    expect(screen.queryByText('批量确认')).not.toBeInTheDocument();
  });
});
